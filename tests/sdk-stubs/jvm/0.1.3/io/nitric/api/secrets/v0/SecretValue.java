package io.nitric.api.secrets.v0;

public final class SecretValue {
    private SecretValue() { throw new UnsupportedOperationException(); }

    public final SecretVersion getSecretVersion() { throw new UnsupportedOperationException(); } // property
    public final byte[] toByteArray() { throw new UnsupportedOperationException(); }
    public String toString() { throw new UnsupportedOperationException(); }
}
