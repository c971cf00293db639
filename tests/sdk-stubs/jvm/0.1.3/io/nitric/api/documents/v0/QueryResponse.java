package io.nitric.api.documents.v0;

import java.util.List;
import java.util.Map;

public final class QueryResponse<T> {
    private QueryResponse() { throw new UnsupportedOperationException(); }

    public final Map<String, String> getPagingToken() { throw new UnsupportedOperationException(); } // property
    public final List<DocumentSnapshot<T>> getDocuments() { throw new UnsupportedOperationException(); } // property
}
