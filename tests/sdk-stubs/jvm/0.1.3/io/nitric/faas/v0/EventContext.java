package io.nitric.faas.v0;

public final class EventContext extends TriggerContext<EventRequest, EventResponse> {
    private EventContext() { throw new UnsupportedOperationException(); }

    public EventRequest getReq() { throw new UnsupportedOperationException(); } // property
    public EventResponse getResp() { throw new UnsupportedOperationException(); } // property
}
