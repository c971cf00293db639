package io.nitric.api.queues.v0;

import java.util.Map;

public class Task {
    Task() { throw new UnsupportedOperationException(); }

    public final Map<String, Object> getPayload() { throw new UnsupportedOperationException(); } // property
    public final String getId() { throw new UnsupportedOperationException(); } // property
    public final String getLeaseId() { throw new UnsupportedOperationException(); } // property
    public final String getPayloadType() { throw new UnsupportedOperationException(); } // property
}
