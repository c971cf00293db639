package io.nitric.api.documents.v0;

public final class DocumentSnapshot<T> {
    private DocumentSnapshot() { throw new UnsupportedOperationException(); }

    public final DocumentReference<T> getRef() { throw new UnsupportedOperationException(); } // property
    public final T getContent() { throw new UnsupportedOperationException(); } // property
    public final String getId() { throw new UnsupportedOperationException(); }
}
