package io.nitric.api.secrets.v0;

public final class SecretVersion {
    private SecretVersion() { throw new UnsupportedOperationException(); }

    public final Secret getSecret() { throw new UnsupportedOperationException(); } // property
    public final String getVersion() { throw new UnsupportedOperationException(); } // property
    public final SecretValue access() { throw new UnsupportedOperationException(); }
}
