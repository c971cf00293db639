package io.nitric.api.queues.v0;

import java.util.List;
import java.util.Map;

public final class Queue {
    private Queue() { throw new UnsupportedOperationException(); }

    public final String getName() { throw new UnsupportedOperationException(); } // property
    public final void setName(String name) { throw new UnsupportedOperationException(); } // property
    public final List<FailedTask> send(Task... tasks) { throw new UnsupportedOperationException(); }
    public final List<FailedTask> send(Map<String, ?>... payloads) { throw new UnsupportedOperationException(); }
    public final FailedTask send(Task task) { throw new UnsupportedOperationException(); }
    public final FailedTask send(Map<String, ?> payload) { throw new UnsupportedOperationException(); }
    public final List<ReceivedTask> receive(int depth) { throw new UnsupportedOperationException(); }
}
