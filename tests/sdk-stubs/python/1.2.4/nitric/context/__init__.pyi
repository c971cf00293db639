from abc import ABC, abstractmethod
from enum import Enum
from typing import Any, Awaitable, Callable, Dict, Generic, List, Optional, Protocol, TypeVar, Union

from nitric.proto.batch.v1 import ClientMessage as BatchClientMessage
from nitric.proto.schedules.v1 import ServerMessage as ScheduleServerMessage
from nitric.proto.topics.v1 import ClientMessage as TopicClientMessage

Record = Dict[str, Union[str, List[str]]]

class HttpMethod(Enum):
    GET = "GET"
    POST = "POST"
    PUT = "PUT"
    DELETE = "DELETE"
    PATCH = "PATCH"
    OPTIONS = "OPTIONS"

class TriggerContext(Protocol):
    def to_response(self) -> Any: ...

class HttpRequest:
    data: bytes
    method: str
    path: str
    params: Dict[str, str]
    query: Record
    headers: Record
    def __init__(self, data: bytes, method: str, path: str, params: Dict[str, str], query: Record, headers: Record) -> None: ...
    @property
    def json(self) -> Optional[Any]: ...
    @property
    def body(self) -> str: ...

class HttpResponse:
    status: int
    headers: Record
    def __init__(self, status: int = 200, headers: Optional[Record] = None, body: Optional[bytes] = None) -> None: ...
    @property
    def body(self) -> bytes: ...
    @body.setter
    def body(self, value: Union[str, bytes, Any]) -> None: ...

class HttpContext:
    req: HttpRequest
    res: HttpResponse
    def __init__(self, request: HttpRequest, response: Optional[HttpResponse] = None) -> None: ...

class MessageRequest:
    data: dict[str, Any]
    topic: str
    def __init__(self, data: dict[str, Any], topic: str) -> None: ...

class MessageResponse:
    success: bool
    def __init__(self, success: bool = True) -> None: ...

class MessageContext:
    req: MessageRequest
    res: MessageResponse
    def __init__(self, request: MessageRequest, response: Optional[MessageResponse] = None) -> None: ...
    def to_response(self) -> TopicClientMessage: ...

class WebsocketRequest:
    connection_id: str
    def __init__(self, connection_id: str) -> None: ...

class WebsocketConnectionRequest(WebsocketRequest):
    query: Dict[str, str | List[str]]
    def __init__(self, connection_id: str, query: Dict[str, str | List[str]]) -> None: ...

class WebsocketMessageRequest(WebsocketRequest):
    data: bytes
    def __init__(self, connection_id: str, data: bytes) -> None: ...

class WebsocketResponse:
    def __init__(self) -> None: ...

class WebsocketConnectionResponse(WebsocketResponse):
    reject: bool
    def __init__(self, reject: bool = False) -> None: ...

AnyWebsocketRequest = Union[WebsocketRequest, WebsocketConnectionRequest, WebsocketMessageRequest]
AnyWebsocketResponse = Union[WebsocketResponse, WebsocketConnectionResponse]

class WebsocketContext:
    req: AnyWebsocketRequest
    res: AnyWebsocketResponse
    def __init__(self, request: AnyWebsocketRequest, response: Optional[AnyWebsocketResponse] = None) -> None: ...

class IntervalRequest:
    schedule_name: str
    def __init__(self, schedule_name: str) -> None: ...

class IntervalResponse:
    def __init__(self, request_id: str) -> None: ...

class IntervalContext:
    req: IntervalRequest
    res: IntervalResponse
    def __init__(self, msg: ScheduleServerMessage) -> None: ...

C = TypeVar("C")

# The SDK passes handlers and middleware their arguments positionally, so any parameter names work.
class Middleware(Protocol, Generic[C]):
    async def __call__(self, ctx: C, nxt: Optional[Middleware[C]] = None, /) -> C: ...

class Handler(Protocol, Generic[C]):
    async def __call__(self, ctx: C, /) -> C | None: ...

HttpMiddleware = Middleware[HttpContext]
EventMiddleware = Middleware[MessageContext]
IntervalMiddleware = Middleware[IntervalContext]
WebsocketMiddleware = Middleware[WebsocketContext]

HttpHandler = Handler[HttpContext]
EventHandler = Handler[MessageContext]
IntervalHandler = Handler[IntervalContext]
WebsocketHandler = Handler[WebsocketContext]

# Middleware a service hands over takes `nxt` without a default: the SDK takes a function with one required parameter
# for a handler, which never gets a next function (see the README).
def compose_middleware(*middlewares: Callable[[C, Middleware[C]], Awaitable[C | None]] | Handler[C]) -> Middleware[C]: ...

class JobRequest:
    data: dict[str, Any]
    def __init__(self, data: dict[str, Any]) -> None: ...

class JobResponse:
    success: bool
    def __init__(self, success: bool = True) -> None: ...

class JobContext:
    req: JobRequest
    res: JobResponse
    def __init__(self, request: JobRequest, response: Optional[JobResponse] = None) -> None: ...
    def to_response(self) -> BatchClientMessage: ...

class FunctionServer(ABC):
    @abstractmethod
    async def start(self) -> None: ...
