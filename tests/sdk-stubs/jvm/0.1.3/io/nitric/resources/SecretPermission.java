package io.nitric.resources;

public enum SecretPermission {
    Put, Access
}
