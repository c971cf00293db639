package io.nitric.faas.v0;

public abstract class TriggerContext<Req extends AbstractRequest, Resp> {
    public abstract Req getReq(); // property
    public abstract Resp getResp(); // property
}
