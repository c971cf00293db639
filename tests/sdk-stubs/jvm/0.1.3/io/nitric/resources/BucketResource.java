package io.nitric.resources;

import io.nitric.api.storage.v0.Bucket;
import io.nitric.faas.v0.BucketNotificationContext;
import io.nitric.faas.v0.BucketNotificationType;
import io.nitric.faas.v0.Handler;
import io.nitric.faas.v0.Middleware;
import java.util.List;

public final class BucketResource extends SecureResource<BucketPermission> {
    private BucketResource() { throw new UnsupportedOperationException(); }

    public final Bucket with(BucketPermission permission, BucketPermission... permissions) { throw new UnsupportedOperationException(); }
    public final void on(BucketNotificationType notificationType, String notificationPrefixFilter, Handler<BucketNotificationContext> middleware) { throw new UnsupportedOperationException(); }
    public final void on(BucketNotificationType notificationType, String notificationPrefixFilter, List<? extends Middleware<BucketNotificationContext>> middleware) { throw new UnsupportedOperationException(); }
}
