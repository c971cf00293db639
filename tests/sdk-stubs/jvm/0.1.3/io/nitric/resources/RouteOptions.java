package io.nitric.resources;

import io.nitric.faas.v0.HttpContext;
import io.nitric.faas.v0.Middleware;
import java.util.List;
import java.util.Map;

public final class RouteOptions {
    public RouteOptions(List<? extends Middleware<HttpContext>> middleware, Map<String, ? extends List<String>> security) { throw new UnsupportedOperationException(); }
    public RouteOptions() { throw new UnsupportedOperationException(); }

    public final List<Middleware<HttpContext>> getMiddleware() { throw new UnsupportedOperationException(); } // property
    public final Map<String, List<String>> getSecurity() { throw new UnsupportedOperationException(); } // property

    public static final class Builder {
        public Builder() { throw new UnsupportedOperationException(); }

        public final Map<String, List<String>> getSecurity() { throw new UnsupportedOperationException(); } // property
        public final List<Middleware<HttpContext>> getMiddleware() { throw new UnsupportedOperationException(); } // property
        public final Builder security(Map<String, ? extends List<String>> security) { throw new UnsupportedOperationException(); }
        public final Builder middleware(List<? extends Middleware<HttpContext>> middleware) { throw new UnsupportedOperationException(); }
        public final Builder middleware(Middleware<HttpContext> middleware) { throw new UnsupportedOperationException(); }
        public final RouteOptions build() { throw new UnsupportedOperationException(); }
    }
}
