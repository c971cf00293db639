package io.nitric.resources;

public enum CollectionPermission {
    Read, Write, Delete
}
