package io.nitric.resources;

import io.nitric.api.documents.v0.Collection;

public final class CollectionResource<T> extends SecureResource<CollectionPermission> {
    private CollectionResource() { throw new UnsupportedOperationException(); }

    public final Collection<T> with(CollectionPermission permission, CollectionPermission... permissions) { throw new UnsupportedOperationException(); }
}
