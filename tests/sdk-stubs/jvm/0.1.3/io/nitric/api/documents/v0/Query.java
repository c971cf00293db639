package io.nitric.api.documents.v0;

import java.util.Map;

public final class Query<T> {
    private Query() { throw new UnsupportedOperationException(); }

    public final Query<T> where(String field, Operator operator, String value) { throw new UnsupportedOperationException(); }
    public final Query<T> where(String field, Operator operator, boolean value) { throw new UnsupportedOperationException(); }
    public final Query<T> where(String field, Operator operator, Number value) { throw new UnsupportedOperationException(); }
    public final Query<T> pagingFrom(Map<String, String> token) { throw new UnsupportedOperationException(); }
    public final Query<T> limit(int limit) { throw new UnsupportedOperationException(); }
    public final QueryResponse<T> fetch() { throw new UnsupportedOperationException(); }
    public final QueryStream<T> stream() { throw new UnsupportedOperationException(); }
}
