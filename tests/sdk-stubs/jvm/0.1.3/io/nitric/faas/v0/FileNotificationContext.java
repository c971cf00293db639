package io.nitric.faas.v0;

public final class FileNotificationContext extends TriggerContext<FileNotificationRequest, BucketNotificationResponse> {
    private FileNotificationContext() { throw new UnsupportedOperationException(); }

    public FileNotificationRequest getReq() { throw new UnsupportedOperationException(); } // property
    public BucketNotificationResponse getResp() { throw new UnsupportedOperationException(); } // property
}
