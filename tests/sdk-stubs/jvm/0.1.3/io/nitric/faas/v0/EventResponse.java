package io.nitric.faas.v0;

public final class EventResponse {
    private EventResponse() { throw new UnsupportedOperationException(); }

    public final boolean getSuccess() { throw new UnsupportedOperationException(); } // property
}
