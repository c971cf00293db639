// Stub of Nitric.Sdk 0.15.1 (nitrictech/dotnet-sdk, tag v0.15.1): public names and signatures only, for checking
// the reference's examples. Not the SDK.
using System;
using Nitric.Sdk.Resource;

namespace Nitric.Sdk
{
    public class Nitric
    {
        public static void Run() => throw null;
        public static ApiResource Api(string name, ApiOptions options = null) => throw null;
        public static ScheduleResource Schedule(string description) => throw null;
        public static BucketResource Bucket(string name) => throw null;
        public static CollectionResource<TDocument> Collection<TDocument>(string name) => throw null;
        public static SecretResource Secret(string name) => throw null;
        public static QueueResource<T> Queue<T>(string name) => throw null;
        public static TopicResource<T> Topic<T>(string name) => throw null;
        public static WebsocketResource Websocket(string name) => throw null;
    }
}
