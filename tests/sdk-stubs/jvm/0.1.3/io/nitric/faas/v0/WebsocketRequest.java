package io.nitric.faas.v0;

import java.util.List;
import java.util.Map;

public final class WebsocketRequest extends AbstractRequest {
    private WebsocketRequest() { throw new UnsupportedOperationException(); }

    public final String getSocket() { throw new UnsupportedOperationException(); } // property
    public final WebsocketEventType getEventType() { throw new UnsupportedOperationException(); } // property
    public final String getConnectionId() { throw new UnsupportedOperationException(); } // property
    public final Map<String, List<String>> getQuery() { throw new UnsupportedOperationException(); } // property
}
