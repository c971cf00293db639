package io.nitric.faas.v0;

public final class WebsocketContext extends TriggerContext<WebsocketRequest, WebsocketResponse> {
    private WebsocketContext() { throw new UnsupportedOperationException(); }

    public WebsocketRequest getReq() { throw new UnsupportedOperationException(); } // property
    public WebsocketResponse getResp() { throw new UnsupportedOperationException(); } // property
}
