package io.nitric.faas.v0;

public final class WebsocketResponse {
    private WebsocketResponse() { throw new UnsupportedOperationException(); }

    public final boolean getSuccess() { throw new UnsupportedOperationException(); } // property
}
