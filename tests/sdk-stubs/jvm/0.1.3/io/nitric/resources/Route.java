package io.nitric.resources;

import io.nitric.faas.v0.Handler;
import io.nitric.faas.v0.HttpContext;
import io.nitric.faas.v0.Middleware;
import java.util.List;

public final class Route {
    private Route() { throw new UnsupportedOperationException(); }

    public final String getPath() { throw new UnsupportedOperationException(); } // property
    public final RouteOptions getOptions() { throw new UnsupportedOperationException(); } // property
    public final void get(Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void get(List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void post(Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void post(List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void delete(Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void delete(List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void put(Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void put(List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void patch(Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void patch(List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void options(Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void options(List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void all(Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void all(List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
}
