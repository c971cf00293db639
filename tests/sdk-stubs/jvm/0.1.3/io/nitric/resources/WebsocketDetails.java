package io.nitric.resources;

public final class WebsocketDetails extends ResourceDetails {
    public WebsocketDetails(String url, String id, String provider, String service) { throw new UnsupportedOperationException(); }

    public final String getUrl() { throw new UnsupportedOperationException(); } // property
}
