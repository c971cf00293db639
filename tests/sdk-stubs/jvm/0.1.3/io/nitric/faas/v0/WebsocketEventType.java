package io.nitric.faas.v0;

public enum WebsocketEventType {
    Connect, Disconnect, Message
}
