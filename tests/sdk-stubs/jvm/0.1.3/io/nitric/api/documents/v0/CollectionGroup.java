package io.nitric.api.documents.v0;

public final class CollectionGroup<T> {
    private CollectionGroup() { throw new UnsupportedOperationException(); }

    public final String getName() { throw new UnsupportedOperationException(); } // property
    public final Class<T> getType() { throw new UnsupportedOperationException(); } // property
    public final Collection<?> getParent() { throw new UnsupportedOperationException(); } // property
    public final Query<T> query() { throw new UnsupportedOperationException(); }
}
