package io.nitric.faas.v0;

import java.util.Collection;
import java.util.Map;

public final class HttpRequest extends AbstractRequest {
    private HttpRequest() { throw new UnsupportedOperationException(); }

    public final String getMethod() { throw new UnsupportedOperationException(); } // property
    public final String getPath() { throw new UnsupportedOperationException(); } // property
    public final Map<String, String> getParams() { throw new UnsupportedOperationException(); } // property
    public final Map<String, Collection<String>> getQuery() { throw new UnsupportedOperationException(); } // property
    public final Map<String, Collection<String>> getHeaders() { throw new UnsupportedOperationException(); } // property
    public final <T> T json(Class<T> type) { throw new UnsupportedOperationException(); }
}
