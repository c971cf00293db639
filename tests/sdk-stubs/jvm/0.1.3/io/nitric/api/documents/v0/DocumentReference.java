package io.nitric.api.documents.v0;

public final class DocumentReference<T> {
    private DocumentReference() { throw new UnsupportedOperationException(); }

    public final Collection<?> getParent() { throw new UnsupportedOperationException(); } // property
    public final String getId() { throw new UnsupportedOperationException(); } // property
    public final T get() { throw new UnsupportedOperationException(); }
    public final void set(T value) { throw new UnsupportedOperationException(); }
    public final void delete() { throw new UnsupportedOperationException(); }
    public final <S> Collection<S> collection(String name, Class<S> type) { throw new UnsupportedOperationException(); }
}
