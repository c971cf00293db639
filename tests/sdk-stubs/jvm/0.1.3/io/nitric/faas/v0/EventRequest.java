package io.nitric.faas.v0;

public final class EventRequest extends AbstractRequest {
    private EventRequest() { throw new UnsupportedOperationException(); }

    public final String getTopic() { throw new UnsupportedOperationException(); } // property
    public final <T> T json(Class<T> type) { throw new UnsupportedOperationException(); }
}
