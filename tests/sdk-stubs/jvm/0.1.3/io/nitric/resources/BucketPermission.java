package io.nitric.resources;

public enum BucketPermission {
    Read, Write, Delete
}
