package io.nitric.api.documents.v0;

public final class Collection<T> {
    private Collection() { throw new UnsupportedOperationException(); }

    public final String getName() { throw new UnsupportedOperationException(); } // property
    public final Class<T> getType() { throw new UnsupportedOperationException(); } // property
    public final DocumentReference<?> getParent() { throw new UnsupportedOperationException(); } // property
    public final DocumentReference<T> doc(String id) { throw new UnsupportedOperationException(); }
    public final <U> CollectionGroup<U> collection(String name, Class<U> type) { throw new UnsupportedOperationException(); }
    public final int depth() { throw new UnsupportedOperationException(); }
    public final Query<T> query() { throw new UnsupportedOperationException(); }
}
