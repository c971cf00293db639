package io.nitric.faas.v0;

public final class BucketNotificationRequest extends AbstractRequest {
    private BucketNotificationRequest() { throw new UnsupportedOperationException(); }

    public final String getBucket() { throw new UnsupportedOperationException(); } // property
    public final String getKey() { throw new UnsupportedOperationException(); } // property
    public final BucketNotificationType getNotificationType() { throw new UnsupportedOperationException(); } // property
}
