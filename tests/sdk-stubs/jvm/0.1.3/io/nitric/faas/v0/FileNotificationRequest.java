package io.nitric.faas.v0;

import io.nitric.api.storage.v0.Bucket;
import io.nitric.api.storage.v0.File;

public final class FileNotificationRequest extends AbstractRequest {
    private FileNotificationRequest() { throw new UnsupportedOperationException(); }

    public final Bucket getBucket() { throw new UnsupportedOperationException(); } // property
    public final String getKey() { throw new UnsupportedOperationException(); } // property
    public final BucketNotificationType getNotificationType() { throw new UnsupportedOperationException(); } // property
    public final File getFile() { throw new UnsupportedOperationException(); } // property
}
