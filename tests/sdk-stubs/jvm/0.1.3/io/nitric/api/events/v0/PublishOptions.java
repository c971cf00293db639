package io.nitric.api.events.v0;

public final class PublishOptions {
    public PublishOptions(int delay) { throw new UnsupportedOperationException(); }
    public PublishOptions() { throw new UnsupportedOperationException(); }

    public final int getDelay() { throw new UnsupportedOperationException(); } // property
    public static final PublishOptions WithDelay(int delay) { throw new UnsupportedOperationException(); }
}
