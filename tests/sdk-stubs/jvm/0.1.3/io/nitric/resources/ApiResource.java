package io.nitric.resources;

import io.nitric.faas.v0.Handler;
import io.nitric.faas.v0.HttpContext;
import io.nitric.faas.v0.Middleware;
import java.util.List;

public final class ApiResource {
    private ApiResource() { throw new UnsupportedOperationException(); }

    public final String getName() { throw new UnsupportedOperationException(); } // property
    public final ApiOptions getOptions() { throw new UnsupportedOperationException(); } // property
    public final ApiDetails details() { throw new UnsupportedOperationException(); }
    public final void get(String path, Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void get(String path, List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void get(String path, Handler<HttpContext> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void get(String path, List<? extends Middleware<HttpContext>> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void post(String path, Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void post(String path, List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void post(String path, Handler<HttpContext> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void post(String path, List<? extends Middleware<HttpContext>> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void delete(String path, Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void delete(String path, List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void delete(String path, Handler<HttpContext> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void delete(String path, List<? extends Middleware<HttpContext>> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void put(String path, Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void put(String path, List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void put(String path, Handler<HttpContext> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void put(String path, List<? extends Middleware<HttpContext>> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void patch(String path, Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void patch(String path, List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void patch(String path, Handler<HttpContext> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void patch(String path, List<? extends Middleware<HttpContext>> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void options(String path, Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void options(String path, List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void options(String path, Handler<HttpContext> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void options(String path, List<? extends Middleware<HttpContext>> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void all(String path, Handler<HttpContext> middleware) { throw new UnsupportedOperationException(); }
    public final void all(String path, List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void all(String path, Handler<HttpContext> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final void all(String path, List<? extends Middleware<HttpContext>> middleware, RouteOptions options) { throw new UnsupportedOperationException(); }
    public final Route route(String path, RouteOptions opts) { throw new UnsupportedOperationException(); }
    public final Route route(String path) { throw new UnsupportedOperationException(); }
}
