// Stub of Nitric.Sdk 0.15.1: handler contexts, middleware and the worker that Nitric.Run() starts. Members whose
// types come from the generated protocol code (conversions to and from the server's messages, Faas.Client, the
// notification types of the worker options) are left out: services never touch them.
using System;
using System.Collections.Generic;
using Nitric.Sdk.Storage;

namespace Nitric.Sdk.Function
{
    public delegate TCtx Middleware<TCtx>(TCtx ctx, Func<TCtx, TCtx> next);

    public enum HttpMethod
    {
        GET,
        POST,
        PUT,
        DELETE,
        PATCH,
        OPTIONS,
    }
    public enum Frequency
    {
        Days,
        Hours,
        Minutes
    }
    public enum BucketNotificationType
    {
        Write,
        Delete
    }
    public enum WebsocketEventType
    {
        Connected,
        Disconnected,
        Message
    }

    public abstract class AbstractRequest
    {
        protected byte[] data;
        protected AbstractRequest(byte[] data) => throw null;
    }
    public abstract class TriggerContext<Request, Response> where Request : AbstractRequest
    {
        public Request Req;
        public Response Res;
        protected TriggerContext(Request req, Response res) => throw null;
    }

    public class HttpRequest : AbstractRequest
    {
        public string Method { get => throw null; }
        public string Path { get => throw null; }
        public Dictionary<string, string> PathParams { get => throw null; }
        public Dictionary<string, IEnumerable<string>> QueryParams { get => throw null; }
        public Dictionary<string, IEnumerable<string>> Headers { get => throw null; }
        public string Text { get => throw null; }
        public T Json<T>() => throw null;
        public HttpRequest(byte[] data, string method, string path, Dictionary<string, string> pathParams, Dictionary<string, IEnumerable<string>> queryParams, Dictionary<string, IEnumerable<string>> headers) : base(data) => throw null;
    }
    public class HttpResponse
    {
        public int Status { get => throw null; set => throw null; }
        public byte[] Body { get => throw null; set => throw null; }
        public Dictionary<string, IEnumerable<string>> Headers { get => throw null; set => throw null; }
        public void Json(object obj) => throw null;
        public void Text(string text) => throw null;
    }
    public class HttpContext : TriggerContext<HttpRequest, HttpResponse>
    {
        public HttpContext(HttpRequest req, HttpResponse res) : base(req, res) => throw null;
    }

    public class EventRequest : AbstractRequest
    {
        public string Topic { get => throw null; }
        public EventRequest(byte[] data, string topic) : base(data) => throw null;
        public Event.Event<T> Payload<T>() => throw null;
    }
    public class EventResponse
    {
        public bool Success { get => throw null; set => throw null; }
        public EventResponse(bool success) => throw null;
    }
    public class EventContext : TriggerContext<EventRequest, EventResponse>
    {
        public EventContext(EventRequest req, EventResponse res) : base(req, res) => throw null;
    }

    public class BucketNotificationRequest : AbstractRequest
    {
        public string Key { get => throw null; }
        public BucketNotificationType NotificationType { get => throw null; }
        public BucketNotificationRequest(byte[] data, string key, BucketNotificationType notificationType) : base(data) => throw null;
    }
    public class FileNotificationRequest : AbstractRequest
    {
        public File File { get => throw null; }
        public BucketNotificationType NotificationType { get => throw null; }
        public FileNotificationRequest(byte[] data, string key, BucketNotificationType notificationType, Bucket bucket) : base(data) => throw null;
    }
    public class BucketNotificationResponse
    {
        public bool Success { get => throw null; set => throw null; }
        public BucketNotificationResponse(bool success) => throw null;
    }
    public class BucketNotificationContext : TriggerContext<BucketNotificationRequest, BucketNotificationResponse>
    {
        public BucketNotificationContext(BucketNotificationRequest req, BucketNotificationResponse res) : base(req, res) => throw null;
    }
    public class FileNotificationContext : TriggerContext<FileNotificationRequest, BucketNotificationResponse>
    {
        public FileNotificationContext(FileNotificationRequest req, BucketNotificationResponse res) : base(req, res) => throw null;
    }

    public class WebsocketRequest : AbstractRequest
    {
        public string Socket { get => throw null; }
        public WebsocketEventType NotificationType { get => throw null; }
        public string ConnectionId { get => throw null; }
        public Dictionary<string, string[]> Query { get => throw null; }
        public T Message<T>() => throw null;
        public string Message() => throw null;
        public WebsocketRequest(byte[] data, string socket, WebsocketEventType notificationType, string connectionId, Dictionary<string, string[]> query) : base(data) => throw null;
    }
    public class WebsocketResponse
    {
        public bool Success { get => throw null; set => throw null; }
        public WebsocketResponse(bool success) => throw null;
    }
    public class WebsocketContext : TriggerContext<WebsocketRequest, WebsocketResponse>
    {
        public WebsocketContext(WebsocketRequest req, WebsocketResponse res) : base(req, res) => throw null;
    }

    public interface IFaasOptions
    {
    }
    public class ApiWorkerOptions : IFaasOptions
    {
        public string Api { get => throw null; set => throw null; }
        public string Route { get => throw null; set => throw null; }
        public HashSet<HttpMethod> Methods { get => throw null; set => throw null; }
        public MethodOptions Options { get => throw null; set => throw null; }
    }
    public class MethodOptions
    {
        public Dictionary<string, string[]> Security { get => throw null; }
        public Dictionary<string, Resource.SecurityDefinition> SecurityDefs { get => throw null; }
    }
    public class SubscriptionWorkerOptions : IFaasOptions
    {
        public string Topic { get => throw null; set => throw null; }
    }
    public class ScheduleRateWorkerOptions : IFaasOptions
    {
        public string Description { get => throw null; set => throw null; }
        public int Rate { get => throw null; set => throw null; }
        public Frequency Frequency { get => throw null; set => throw null; }
    }
    public class ScheduleCronWorkerOptions : IFaasOptions
    {
        public string Description { get => throw null; set => throw null; }
        public string Cron { get => throw null; set => throw null; }
    }
    public class FileNotificationWorkerOptions : IFaasOptions
    {
        public Bucket Bucket { get => throw null; set => throw null; }
        public string NotificationPrefixFilter { get => throw null; set => throw null; }
        public FileNotificationWorkerOptions(Bucket bucket, BucketNotificationType notificationType, string notificationPrefixFilter) => throw null;
    }
    public class BucketNotificationWorkerOptions : IFaasOptions
    {
        public string Bucket { get => throw null; set => throw null; }
        public string NotificationPrefixFilter { get => throw null; set => throw null; }
        public BucketNotificationWorkerOptions(string bucket, BucketNotificationType notificationType, string notificationPrefixFilter) => throw null;
    }
    public class WebsocketWorkerOptions : IFaasOptions
    {
        public string Socket { get => throw null; set => throw null; }
        public WebsocketWorkerOptions(string socket, WebsocketEventType notificationType) => throw null;
    }
    public class Faas
    {
        public IFaasOptions Options { get => throw null; }
        public List<Middleware<EventContext>> EventHandlers;
        public Faas(IFaasOptions options) => throw null;
        public Faas Http(Func<HttpContext, HttpContext> handler) => throw null;
        public Faas Http(Middleware<HttpContext>[] middleware) => throw null;
        public Faas Event(Func<EventContext, EventContext> handler) => throw null;
        public Faas Event(Middleware<EventContext>[] middleware) => throw null;
        public Faas BucketNotification(Func<BucketNotificationContext, BucketNotificationContext> handler) => throw null;
        public Faas BucketNotification(Middleware<BucketNotificationContext>[] middleware) => throw null;
        public Faas FileNotification(Func<FileNotificationContext, FileNotificationContext> handler) => throw null;
        public Faas FileNotification(Middleware<FileNotificationContext>[] middleware) => throw null;
        public Faas Websocket(Func<WebsocketContext, WebsocketContext> handler) => throw null;
        public Faas Websocket(Middleware<WebsocketContext>[] middleware) => throw null;
        public System.Threading.Tasks.Task Start() => throw null;
    }
}
