package io.nitric.api.documents.v0;

public enum Operator {
    LT, LTE, EQ, NEQ, GTE, GT, STARTS_WITH;

    public final String getValue() { throw new UnsupportedOperationException(); } // property
}
