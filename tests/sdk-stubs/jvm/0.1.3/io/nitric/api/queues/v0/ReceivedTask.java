package io.nitric.api.queues.v0;

public final class ReceivedTask extends Task {
    private ReceivedTask() { throw new UnsupportedOperationException(); }

    public final void complete() { throw new UnsupportedOperationException(); }
}
