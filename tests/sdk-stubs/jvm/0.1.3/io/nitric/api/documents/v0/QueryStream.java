package io.nitric.api.documents.v0;

import java.util.Iterator;

public final class QueryStream<T> implements Iterator<DocumentSnapshot<T>> {
    private QueryStream() { throw new UnsupportedOperationException(); }

    public DocumentSnapshot<T> next() { throw new UnsupportedOperationException(); }
    public boolean hasNext() { throw new UnsupportedOperationException(); }
}
