package io.nitric.api.queues.v0;

public final class FailedTask {
    private FailedTask() { throw new UnsupportedOperationException(); }

    public final Task getTask() { throw new UnsupportedOperationException(); } // property
    public final String getMessage() { throw new UnsupportedOperationException(); } // property
}
