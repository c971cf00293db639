package io.nitric.resources;

public abstract class ResourceDetails {
    public final String getId() { throw new UnsupportedOperationException(); } // property
    public final String getProvider() { throw new UnsupportedOperationException(); } // property
    public final String getService() { throw new UnsupportedOperationException(); } // property
}
