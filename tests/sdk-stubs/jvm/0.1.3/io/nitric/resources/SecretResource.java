package io.nitric.resources;

import io.nitric.api.secrets.v0.Secret;

public final class SecretResource extends SecureResource<SecretPermission> {
    private SecretResource() { throw new UnsupportedOperationException(); }

    public final Secret with(SecretPermission permission, SecretPermission... permissions) { throw new UnsupportedOperationException(); }
}
