package io.nitric.resources;

import io.nitric.api.events.v0.Topic;
import io.nitric.faas.v0.EventContext;
import io.nitric.faas.v0.Handler;
import io.nitric.faas.v0.Middleware;
import java.util.List;

public final class TopicResource extends SecureResource<TopicPermission> {
    private TopicResource() { throw new UnsupportedOperationException(); }

    public final void subscribe(Handler<EventContext> middleware) { throw new UnsupportedOperationException(); }
    public final void subscribe(List<? extends Middleware<EventContext>> middleware) { throw new UnsupportedOperationException(); }
    public final Topic with(TopicPermission permission, TopicPermission... permissions) { throw new UnsupportedOperationException(); }
}
