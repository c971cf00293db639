// Stub of Nitric.Sdk 0.15.1: websocket connections. WebsocketClient's optional gRPC client parameter is left out.
namespace Nitric.Sdk.Websocket
{
    public class Connection
    {
        internal Connection() => throw null;
        public string Id { get => throw null; set => throw null; }
        public string Socket { get => throw null; set => throw null; }
        public void Send(string data) => throw null;
        public void Close() => throw null;
    }
    public class WebsocketClient
    {
        public WebsocketClient() => throw null;
        public Connection Connection(string socket, string connectionId) => throw null;
    }
}
