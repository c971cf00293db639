package io.nitric.faas.v0;

public final class BucketNotificationContext extends TriggerContext<BucketNotificationRequest, BucketNotificationResponse> {
    private BucketNotificationContext() { throw new UnsupportedOperationException(); }

    public BucketNotificationRequest getReq() { throw new UnsupportedOperationException(); } // property
    public BucketNotificationResponse getResp() { throw new UnsupportedOperationException(); } // property
}
