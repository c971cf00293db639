// Stub of Nitric.Sdk 0.15.1: the resources that the Nitric class declares, and their permissions.
// BaseResource's constructor takes a protocol type in the release; services never call it, so here it is internal.
using System;
using System.Collections.Generic;
using Nitric.Sdk.Document;
using Nitric.Sdk.Event;
using Nitric.Sdk.Function;
using Nitric.Sdk.Storage;
using Nitric.Sdk.Websocket;

namespace Nitric.Sdk.Resource
{
    public abstract class SecurityDefinition
    {
        internal SecurityDefinition() => throw null;
    }
    public class JwtSecurityDefinition : SecurityDefinition
    {
        internal JwtSecurityDefinition() => throw null;
    }
    public class ApiDetails
    {
    }
    public class ApiOptions
    {
        public Dictionary<string, SecurityDefinition> SecurityDefinitions { get => throw null; }
        public Dictionary<string, string[]> Security { get => throw null; }
        public string BasePath { get => throw null; }
        public Middleware<HttpContext>[] Middleware { get => throw null; }
        public ApiOptions(Dictionary<string, SecurityDefinition> securityDefinitions = null, Dictionary<string, string[]> security = null, string basePath = "", Middleware<HttpContext>[] middleware = null) => throw null;
    }
    public abstract class BaseResource
    {
        internal BaseResource() => throw null;
    }
    public abstract class SecureResource<T> : BaseResource
    {
        protected SecureResource() => throw null;
    }
    public class ApiResource : BaseResource
    {
        internal ApiResource() => throw null;
        public ApiResource Get(string route, Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Get(string route, params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource Post(string route, Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Post(string route, params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource Put(string route, Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Put(string route, params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource Delete(string route, Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Delete(string route, params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource Options(string route, Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Options(string route, params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource All(string route, Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource All(string route, params Middleware<HttpContext>[] handlers) => throw null;
        public ApiRoute Route(string path) => throw null;
        public ApiRoute Route(string path, RouteOptions options) => throw null;
        public ApiDetails Details() => throw null;
    }
    public class RouteOptions
    {
        public Middleware<HttpContext>[] Middlewares { get => throw null; set => throw null; }
        public Dictionary<string, string[]> Security { get => throw null; set => throw null; }
    }
    public class ApiRoute
    {
        public readonly string Path;
        public readonly RouteOptions Opts;
        internal ApiRoute() => throw null;
        public ApiResource Get(Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Get(params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource Post(Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Post(params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource Put(Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Put(params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource Delete(Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Delete(params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource Options(Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource Options(params Middleware<HttpContext>[] handlers) => throw null;
        public ApiResource All(Func<HttpContext, HttpContext> handler) => throw null;
        public ApiResource All(params Middleware<HttpContext>[] handlers) => throw null;
    }
    public enum BucketPermission
    {
        Reading,
        Writing,
        Deleting
    }
    public class BucketResource : SecureResource<BucketPermission>
    {
        internal BucketResource() => throw null;
        public void On(BucketNotificationType notificationType, string notificationPrefixFilter, params Middleware<BucketNotificationContext>[] middleware) => throw null;
        public void On(BucketNotificationType notificationType, string notificationPrefixFilter, Func<BucketNotificationContext, BucketNotificationContext> handler) => throw null;
        public Bucket With(BucketPermission permission, params BucketPermission[] permissions) => throw null;
    }
    public enum CollectionPermission
    {
        Writing,
        Reading,
        Deleting
    }
    public class CollectionResource<T> : SecureResource<CollectionPermission>
    {
        internal CollectionResource() => throw null;
        public CollectionRef<T> With(CollectionPermission permission, params CollectionPermission[] permissions) => throw null;
    }
    public enum QueuePermission
    {
        Sending,
        Receiving
    }
    public class QueueResource<T> : SecureResource<QueuePermission>
    {
        internal QueueResource() => throw null;
        public Queue.Queue<T> With(QueuePermission permission, params QueuePermission[] permissions) => throw null;
    }
    public class ScheduleResource
    {
        internal ScheduleResource() => throw null;
        public void Every(int rate, Frequency frequency, Func<EventContext, EventContext> middleware) => throw null;
        public void Every(int rate, Frequency frequency, params Middleware<EventContext>[] middleware) => throw null;
        public void Cron(string expression, Func<EventContext, EventContext> middleware) => throw null;
        public void Cron(string expression, params Middleware<EventContext>[] middleware) => throw null;
    }
    public enum SecretPermission
    {
        Putting,
        Accessing
    }
    public class SecretResource : SecureResource<SecretPermission>
    {
        internal SecretResource() => throw null;
        public Secret.Secret With(SecretPermission permission, params SecretPermission[] permissions) => throw null;
    }
    public enum TopicPermission
    {
        Publishing
    }
    public class TopicResource<T> : SecureResource<TopicPermission>
    {
        internal TopicResource() => throw null;
        public void Subscribe(params Middleware<EventContext>[] middleware) => throw null;
        public void Subscribe(Func<EventContext, EventContext> handler) => throw null;
        public Topic<T> With(TopicPermission permission, params TopicPermission[] permissions) => throw null;
    }
    public enum WebsocketPermission
    {
        Manage
    }
    public class WebsocketResource : SecureResource<WebsocketPermission>
    {
        internal WebsocketResource() => throw null;
        public void On(WebsocketEventType notificationType, params Middleware<WebsocketContext>[] middleware) => throw null;
        public void On(WebsocketEventType notificationType, Func<WebsocketContext, WebsocketContext> handler) => throw null;
        public Connection Connection(string connectionId) => throw null;
    }
}
