package io.nitric.faas.v0;

public abstract class AbstractRequest {
    public final byte[] getData() { throw new UnsupportedOperationException(); } // property
    public final String text() { throw new UnsupportedOperationException(); }
}
