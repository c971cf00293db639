package io.nitric.api.events.v0;

import java.util.Map;

public final class NitricEvent {
    public NitricEvent(Map<String, ?> payload, String id, String payloadType) { throw new UnsupportedOperationException(); }

    public final Map<String, Object> getPayload() { throw new UnsupportedOperationException(); } // property
    public final String getId() { throw new UnsupportedOperationException(); } // property
    public final String getPayloadType() { throw new UnsupportedOperationException(); } // property
}
