package io.nitric.resources;

import io.nitric.faas.v0.EventContext;
import io.nitric.faas.v0.Frequency;
import io.nitric.faas.v0.Handler;
import io.nitric.faas.v0.Middleware;
import java.util.List;

public final class ScheduleResource {
    private ScheduleResource() { throw new UnsupportedOperationException(); }

    public final void every(int rate, Frequency frequency, List<? extends Middleware<EventContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void every(int rate, Frequency frequency, Handler<EventContext> middleware) { throw new UnsupportedOperationException(); }
    public final void cron(String cron, List<? extends Middleware<EventContext>> middleware) { throw new UnsupportedOperationException(); }
    public final void cron(String cron, Handler<EventContext> middleware) { throw new UnsupportedOperationException(); }
}
