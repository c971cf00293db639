from typing import Callable, Literal

from nitric.application import Nitric
from nitric.faas import WebsocketHandler
from nitric.resources.resource import Resource as BaseResource

WebsocketEventType = Literal["connect", "disconnect", "message"]

class Websocket(BaseResource):
    app: Nitric
    name: str
    def __init__(self, name: str) -> None: ...
    async def send(self, connection_id: str, data: bytes) -> None: ...
    def on(self, event_type: WebsocketEventType) -> Callable[[WebsocketHandler], None]: ...

def websocket(name: str) -> Websocket: ...
