package io.nitric.resources;

import io.nitric.faas.v0.HttpContext;
import io.nitric.faas.v0.Middleware;
import java.util.List;
import java.util.Map;

public final class ApiOptions {
    public ApiOptions(String basePath, List<? extends Middleware<HttpContext>> middleware, Map<String, ? extends SecurityDefinition> securityDefinitions, Map<String, ? extends List<String>> security) { throw new UnsupportedOperationException(); }
    public ApiOptions() { throw new UnsupportedOperationException(); }

    public final String getBasePath() { throw new UnsupportedOperationException(); } // property
    public final List<Middleware<HttpContext>> getMiddleware() { throw new UnsupportedOperationException(); } // property
    public final Map<String, SecurityDefinition> getSecurityDefinitions() { throw new UnsupportedOperationException(); } // property
    public final Map<String, List<String>> getSecurity() { throw new UnsupportedOperationException(); } // property

    public static final class Builder {
        public Builder() { throw new UnsupportedOperationException(); }

        public final Map<String, SecurityDefinition> getSecurityDefinitions() { throw new UnsupportedOperationException(); } // property
        public final Map<String, List<String>> getSecurity() { throw new UnsupportedOperationException(); } // property
        public final String getBasePath() { throw new UnsupportedOperationException(); } // property
        public final List<Middleware<HttpContext>> getMiddleware() { throw new UnsupportedOperationException(); } // property
        public final Builder securityDefinitions(Map<String, ? extends SecurityDefinition> securityDefinitions) { throw new UnsupportedOperationException(); }
        public final Builder security(Map<String, ? extends List<String>> security) { throw new UnsupportedOperationException(); }
        public final Builder basePath(String basePath) { throw new UnsupportedOperationException(); }
        public final Builder middleware(Middleware<HttpContext>... middleware) { throw new UnsupportedOperationException(); }
        public final ApiOptions build() { throw new UnsupportedOperationException(); }
    }
}
