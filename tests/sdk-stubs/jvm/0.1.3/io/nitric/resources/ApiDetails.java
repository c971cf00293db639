package io.nitric.resources;

public final class ApiDetails extends ResourceDetails {
    public ApiDetails(String id, String provider, String service, String url) { throw new UnsupportedOperationException(); }

    public final String getUrl() { throw new UnsupportedOperationException(); } // property
}
