package io.nitric.resources;

public abstract class SecurityDefinition {
    public SecurityDefinition(String kind) { throw new UnsupportedOperationException(); }
}
