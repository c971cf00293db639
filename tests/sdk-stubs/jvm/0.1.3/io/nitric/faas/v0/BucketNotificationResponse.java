package io.nitric.faas.v0;

public final class BucketNotificationResponse {
    private BucketNotificationResponse() { throw new UnsupportedOperationException(); }

    public final boolean getSuccess() { throw new UnsupportedOperationException(); } // property
}
