package io.nitric.resources;

public abstract class Resource {
    public final String getName() { throw new UnsupportedOperationException(); } // property
}
