package io.nitric.faas.v0;

public enum BucketNotificationType {
    Write, Delete
}
