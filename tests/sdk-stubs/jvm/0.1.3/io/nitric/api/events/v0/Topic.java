package io.nitric.api.events.v0;

import java.util.Map;

public final class Topic {
    private Topic() { throw new UnsupportedOperationException(); }

    public final String getName() { throw new UnsupportedOperationException(); } // property
    public final NitricEvent publish(NitricEvent event, PublishOptions opts) { throw new UnsupportedOperationException(); }
    public final NitricEvent publish(NitricEvent event) { throw new UnsupportedOperationException(); }
    public final NitricEvent publish(Map<String, ?> payload, PublishOptions opts) { throw new UnsupportedOperationException(); }
    public final NitricEvent publish(Map<String, ?> payload) { throw new UnsupportedOperationException(); }
}
