from abc import ABC
from enum import Enum
from typing import Any, Awaitable, Callable, Dict, Generic, List, Literal, Optional, Protocol, Sequence, TypeVar, Union

from nitric.api.storage import BucketRef
from nitric.proto.nitric.faas.v1 import BucketNotificationType, WebsocketEvent

Record = Dict[str, Union[str, List[str]]]

class HttpMethod(Enum):
    GET = "GET"
    POST = "POST"
    PUT = "PUT"
    DELETE = "DELETE"
    PATCH = "PATCH"
    OPTIONS = "OPTIONS"

class Request(ABC):
    data: bytes
    trace_context: Dict[str, str]
    def __init__(self, data: bytes, trace_context: Dict[str, str]) -> None: ...

class Response(ABC): ...

class TriggerContext(ABC):
    def http(self) -> Union[HttpContext, None]: ...
    def event(self) -> Union[EventContext, None]: ...
    def bucket_notification(self) -> Union[BucketNotificationContext, None]: ...
    def websocket(self) -> Union[WebsocketContext, None]: ...

class HttpRequest(Request):
    method: str
    path: str
    params: Dict[str, str]
    query: Record
    headers: Record
    def __init__(
        self,
        data: bytes,
        method: str,
        path: str,
        params: Dict[str, str],
        query: Record,
        headers: Record,
        trace_context: Dict[str, str],
    ) -> None: ...
    @property
    def json(self) -> Optional[Any]: ...
    @property
    def body(self) -> str: ...

class HttpResponse(Response):
    status: int
    headers: Record
    def __init__(self, status: int = 200, headers: Optional[Record] = None, body: Optional[bytes] = None) -> None: ...
    @property
    def body(self) -> bytes: ...
    @body.setter
    def body(self, value: Union[str, bytes, Any]) -> None: ...

class HttpContext(TriggerContext):
    req: HttpRequest
    res: HttpResponse
    def __init__(self, request: HttpRequest, response: Optional[HttpResponse] = None) -> None: ...
    def http(self) -> HttpContext: ...

class EventRequest(Request):
    topic: str
    def __init__(self, data: bytes, topic: str, trace_context: Dict[str, str]) -> None: ...
    @property
    def payload(self) -> Any: ...

class EventResponse(Response):
    success: bool
    def __init__(self, success: bool = True) -> None: ...

class EventContext(TriggerContext):
    req: EventRequest
    res: EventResponse
    def __init__(self, request: EventRequest, response: Optional[EventResponse] = None) -> None: ...
    def event(self) -> EventContext: ...

class WebsocketRequest(Request):
    connection_id: str
    query: Dict[str, str | List[str]]
    def __init__(
        self, connection_id: str, data: bytes, query: Dict[str, str | List[str]], trace_context: Dict[str, str]
    ) -> None: ...

class WebsocketResponse(Response):
    success: bool
    def __init__(self, success: bool = True) -> None: ...

class WebsocketContext(TriggerContext):
    req: WebsocketRequest
    res: WebsocketResponse
    def __init__(self, request: WebsocketRequest, response: Optional[WebsocketResponse] = None) -> None: ...
    def websocket(self) -> WebsocketContext: ...

class BucketNotificationRequest(Request):
    key: str
    notification_type: BucketNotificationType
    def __init__(
        self, data: bytes, key: str, notification_type: BucketNotificationType, trace_context: Dict[str, str]
    ) -> None: ...

class BucketNotificationResponse(Response):
    success: bool
    def __init__(self, success: bool = True) -> None: ...

class BucketNotificationContext(TriggerContext):
    req: BucketNotificationRequest
    res: BucketNotificationResponse
    def __init__(
        self, request: BucketNotificationRequest, response: Optional[BucketNotificationResponse] = None
    ) -> None: ...
    def bucket_notification(self) -> BucketNotificationContext: ...

class FileNotificationRequest(BucketNotificationRequest):
    file: Any
    def __init__(
        self,
        data: bytes,
        bucket_ref: Any,
        key: str,
        notification_type: BucketNotificationType,
        trace_context: Dict[str, str],
    ) -> None: ...

class FileNotificationContext(BucketNotificationContext):
    req: FileNotificationRequest
    def __init__(
        self, request: FileNotificationRequest, response: Optional[BucketNotificationResponse] = None
    ) -> None: ...

class RateWorkerOptions:
    description: str
    rate: int
    frequency: Frequency
    def __init__(self, description: str, rate: int, frequency: Frequency) -> None: ...

class BucketNotificationWorkerOptions:
    bucket_name: str
    notification_type: BucketNotificationType
    notification_prefix_filter: str
    def __init__(self, bucket_name: str, notification_type: str, notification_prefix_filter: str) -> None: ...

class WebsocketWorkerOptions:
    socket_name: str
    event_type: WebsocketEvent
    def __init__(self, socket_name: str, event_type: Literal["connect", "disconnect", "message"]) -> None: ...

class FileNotificationWorkerOptions(BucketNotificationWorkerOptions):
    bucket_ref: BucketRef
    def __init__(self, bucket: BucketRef, notification_type: str, notification_prefix_filter: str) -> None: ...

class ApiWorkerOptions:
    api: str
    route: str
    methods: List[str]
    opts: Optional[MethodOptions]
    def __init__(
        self, api: str, route: str, methods: Sequence[Union[str, HttpMethod]], opts: Optional[MethodOptions] = None
    ) -> None: ...

class MethodOptions:
    security: Optional[dict[str, List[str]]]
    def __init__(self, security: Optional[dict[str, List[str]]] = None) -> None: ...

class SubscriptionWorkerOptions:
    topic: str
    def __init__(self, topic: str) -> None: ...

class Frequency(Enum):
    seconds = "seconds"
    minutes = "minutes"
    hours = "hours"
    days = "days"
    @staticmethod
    def from_str(value: str) -> Frequency: ...
    @staticmethod
    def as_str_list() -> List[str]: ...

class FaasWorkerOptions: ...

FaasClientOptions = Union[
    ApiWorkerOptions,
    RateWorkerOptions,
    SubscriptionWorkerOptions,
    BucketNotificationWorkerOptions,
    FileNotificationWorkerOptions,
    WebsocketWorkerOptions,
    FaasWorkerOptions,
]

C = TypeVar("C")

# The SDK passes handlers and middleware their arguments positionally, so any parameter names work.
class Middleware(Protocol, Generic[C]):
    async def __call__(self, ctx: C, nxt: Optional[Middleware[C]] = None, /) -> C: ...

class Handler(Protocol, Generic[C]):
    async def __call__(self, ctx: C, /) -> C | None: ...

HttpMiddleware = Middleware[HttpContext]
EventMiddleware = Middleware[EventContext]
BucketNotificationMiddleware = Middleware[BucketNotificationContext]
FileNotificationMiddleware = Middleware[FileNotificationContext]
WebsocketMiddleware = Middleware[WebsocketContext]

HttpHandler = Handler[HttpContext]
EventHandler = Handler[EventContext]
BucketNotificationHandler = Handler[BucketNotificationContext]
FileNotificationHandler = Handler[FileNotificationContext]
WebsocketHandler = Handler[WebsocketContext]

# Middleware a service hands over takes `nxt` without a default: the SDK takes a function with one required parameter
# for a handler, which never gets a next function (see the README).
def compose_middleware(*middlewares: Callable[[C, Middleware[C]], Awaitable[C | None]] | Handler[C]) -> Middleware[C]: ...

class FunctionServer:
    def __init__(self, opts: FaasClientOptions) -> None: ...
    def http(self, *handlers: HttpMiddleware | HttpHandler) -> FunctionServer: ...
    def event(self, *handlers: EventMiddleware | EventHandler) -> FunctionServer: ...
    def bucket_notification(
        self, *handlers: BucketNotificationMiddleware | BucketNotificationHandler
    ) -> FunctionServer: ...
    def websocket(self, *handlers: WebsocketHandler | WebsocketMiddleware) -> FunctionServer: ...
    async def start(self) -> None: ...
