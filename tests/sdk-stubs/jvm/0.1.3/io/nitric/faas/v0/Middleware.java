package io.nitric.faas.v0;

@FunctionalInterface
public interface Middleware<Ctx> {
    Ctx invoke(Ctx ctx, Handler<Ctx> next);
}
