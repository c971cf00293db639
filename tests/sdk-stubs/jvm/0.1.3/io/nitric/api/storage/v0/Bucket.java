package io.nitric.api.storage.v0;

import io.nitric.faas.v0.BucketNotificationType;
import io.nitric.faas.v0.FileNotificationContext;
import io.nitric.faas.v0.Handler;
import io.nitric.faas.v0.Middleware;
import java.util.List;

public final class Bucket {
    private Bucket() { throw new UnsupportedOperationException(); }

    public final String getName() { throw new UnsupportedOperationException(); } // property
    public final List<File> files() { throw new UnsupportedOperationException(); }
    public final File file(String name) { throw new UnsupportedOperationException(); }
    public final void on(BucketNotificationType notificationType, String notificationPrefixFilter, Handler<FileNotificationContext> middleware) { throw new UnsupportedOperationException(); }
    public final void on(BucketNotificationType notificationType, String notificationPrefixFilter, List<? extends Middleware<FileNotificationContext>> middleware) { throw new UnsupportedOperationException(); }
}
