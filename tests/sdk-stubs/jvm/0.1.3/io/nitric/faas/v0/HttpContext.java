package io.nitric.faas.v0;

public final class HttpContext extends TriggerContext<HttpRequest, HttpResponse> {
    private HttpContext() { throw new UnsupportedOperationException(); }

    public HttpRequest getReq() { throw new UnsupportedOperationException(); } // property
    public HttpResponse getResp() { throw new UnsupportedOperationException(); } // property
}
