package io.nitric.resources;

import io.nitric.api.queues.v0.Queue;

public final class QueueResource extends SecureResource<QueuePermission> {
    private QueueResource() { throw new UnsupportedOperationException(); }

    public final Queue with(QueuePermission permission, QueuePermission... permissions) { throw new UnsupportedOperationException(); }
}
