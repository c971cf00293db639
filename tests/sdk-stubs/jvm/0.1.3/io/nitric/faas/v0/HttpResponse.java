package io.nitric.faas.v0;

import java.util.Collection;
import java.util.Map;

public final class HttpResponse {
    private HttpResponse() { throw new UnsupportedOperationException(); }

    public final int getStatus() { throw new UnsupportedOperationException(); } // property
    public final void setStatus(int status) { throw new UnsupportedOperationException(); } // property
    public final byte[] getBody() { throw new UnsupportedOperationException(); } // property
    public final void setBody(byte[] body) { throw new UnsupportedOperationException(); } // property
    public final Map<String, Collection<String>> getHeaders() { throw new UnsupportedOperationException(); } // property
    public final void setHeaders(Map<String, Collection<String>> headers) { throw new UnsupportedOperationException(); } // property
    public final void json(Object obj) { throw new UnsupportedOperationException(); }
    public final void text(String text) { throw new UnsupportedOperationException(); }
}
