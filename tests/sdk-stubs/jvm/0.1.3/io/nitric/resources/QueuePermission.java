package io.nitric.resources;

public enum QueuePermission {
    Send, Receive
}
