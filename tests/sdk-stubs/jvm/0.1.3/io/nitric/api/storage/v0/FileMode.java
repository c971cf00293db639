package io.nitric.api.storage.v0;

public enum FileMode {
    Read, Write
}
