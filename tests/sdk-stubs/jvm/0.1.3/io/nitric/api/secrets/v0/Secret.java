package io.nitric.api.secrets.v0;

public final class Secret {
    private Secret() { throw new UnsupportedOperationException(); }

    public final String getName() { throw new UnsupportedOperationException(); } // property
    public final SecretVersion put(String secret) { throw new UnsupportedOperationException(); }
    public final SecretVersion version(String version) { throw new UnsupportedOperationException(); }
    public final SecretVersion latest() { throw new UnsupportedOperationException(); }
}
