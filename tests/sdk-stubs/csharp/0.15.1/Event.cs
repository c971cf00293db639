// Stub of Nitric.Sdk 0.15.1: topics and their events. EventsClient's optional gRPC client parameters are left out.
using System.Collections.Generic;

namespace Nitric.Sdk.Event
{
    public class Event<T>
    {
        public string Id { get => throw null; set => throw null; }
        public string PayloadType { get => throw null; set => throw null; }
        public T Payload { get => throw null; set => throw null; }
        public Event() => throw null;
        public Event(string id, string payloadType, T payload) => throw null;
        public static Event<T> FromPayload(byte[] data) => throw null;
    }
    public class EventsClient<T>
    {
        public EventsClient() => throw null;
        public Topic<T> Topic(string topicName) => throw null;
        public List<Topic<T>> List() => throw null;
    }
    public class Topic<T>
    {
        internal Topic() => throw null;
        public string Name { get => throw null; }
        public string Publish(Event<T> evt) => throw null;
        public string Publish(T payload) => throw null;
    }
}
