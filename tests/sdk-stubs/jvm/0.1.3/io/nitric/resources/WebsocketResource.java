package io.nitric.resources;

import io.nitric.faas.v0.Handler;
import io.nitric.faas.v0.Middleware;
import io.nitric.faas.v0.WebsocketContext;
import io.nitric.faas.v0.WebsocketEventType;
import java.util.List;

public final class WebsocketResource extends Resource {
    private WebsocketResource() { throw new UnsupportedOperationException(); }

    public final void on(WebsocketEventType eventType, List<? extends Middleware<WebsocketContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void on(WebsocketEventType eventType, Handler<WebsocketContext> middleware) { throw new UnsupportedOperationException(); }
    public final WebsocketDetails details() { throw new UnsupportedOperationException(); }
    public final void close(String connectionId) { throw new UnsupportedOperationException(); }
    public final void send(String connectionId, String message) { throw new UnsupportedOperationException(); }
    public final void send(String connectionId, byte[] message) { throw new UnsupportedOperationException(); }
}
