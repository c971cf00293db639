package io.nitric.faas.v0;

public enum HttpMethod {
    GET, POST, DELETE, PUT, PATCH, OPTIONS
}
