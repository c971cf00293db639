package io.nitric.resources;

public abstract class SecureResource<P extends Enum<P>> extends Resource {
}
