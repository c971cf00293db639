package io.nitric.faas.v0;

@FunctionalInterface
public interface Handler<Ctx> {
    Ctx invoke(Ctx ctx);
}
