from dataclasses import dataclass
from typing import Awaitable, Callable, List, Optional, Union

from nitric.application import Nitric
from nitric.faas import HttpContext, HttpHandler, HttpMethod, HttpMiddleware, MethodOptions as MethodOptions
from nitric.resources.resource import Resource as BaseResource

# Middleware a service hands over takes `nxt` without a default: the SDK takes a function with one required parameter
# for a handler, which never gets a next function (see the README).
_HttpMiddlewareFunction = Callable[[HttpContext, HttpMiddleware], Awaitable[HttpContext | None]]

@dataclass
class ApiDetails:
    id: str
    provider: str
    service: str
    url: str

@dataclass
class JwtSecurityDefinition:
    issuer: str
    audiences: List[str]

SecurityDefinition = JwtSecurityDefinition

class ApiOptions:
    path: str
    middleware: Optional[Union[_HttpMiddlewareFunction, List[_HttpMiddlewareFunction]]]
    security_definitions: dict[str, SecurityDefinition]
    security: dict[str, List[str]]
    def __init__(
        self,
        path: str = "",
        middleware: Optional[Union[_HttpMiddlewareFunction, List[_HttpMiddlewareFunction]]] = [],
        security_definitions: dict[str, SecurityDefinition] = {},
        security: dict[str, List[str]] = {},
    ) -> None: ...

class RouteOptions:
    middleware: Union[None, List[_HttpMiddlewareFunction]]
    def __init__(self, middleware: List[_HttpMiddlewareFunction] = []) -> None: ...

class Api(BaseResource):
    app: Nitric
    name: str
    path: str
    middleware: List[_HttpMiddlewareFunction]
    routes: List[Route]
    security_definitions: dict[str, SecurityDefinition]
    security: dict[str, List[str]]
    def __init__(self, name: str, opts: Optional[ApiOptions] = None) -> None: ...
    def all(self, match: str, opts: Optional[MethodOptions] = None) -> Callable[[HttpHandler], None]: ...
    def methods(
        self, methods: List[HttpMethod], match: str, opts: Optional[MethodOptions] = None
    ) -> Callable[[HttpHandler], None]: ...
    def get(self, match: str, opts: Optional[MethodOptions] = None) -> Callable[[HttpHandler], None]: ...
    def post(self, match: str, opts: Optional[MethodOptions] = None) -> Callable[[HttpHandler], None]: ...
    def delete(self, match: str, opts: Optional[MethodOptions] = None) -> Callable[[HttpHandler], None]: ...
    def options(self, match: str, opts: Optional[MethodOptions] = None) -> Callable[[HttpHandler], None]: ...
    def patch(self, match: str, opts: Optional[MethodOptions] = None) -> Callable[[HttpHandler], None]: ...
    def put(self, match: str, opts: Optional[MethodOptions] = None) -> Callable[[HttpHandler], None]: ...
    async def url(self) -> str: ...

class Route:
    api: Api
    path: str
    middleware: List[_HttpMiddlewareFunction]
    def __init__(self, api: Api, path: str, opts: RouteOptions) -> None: ...
    def method(
        self,
        methods: List[HttpMethod],
        *middleware: _HttpMiddlewareFunction | HttpHandler,
        opts: Optional[MethodOptions] = None,
    ) -> None: ...
    def get(self, *middleware: _HttpMiddlewareFunction | HttpHandler, opts: Optional[MethodOptions] = None) -> None: ...
    def post(self, *middleware: _HttpMiddlewareFunction | HttpHandler, opts: Optional[MethodOptions] = None) -> None: ...
    def put(self, *middleware: _HttpMiddlewareFunction | HttpHandler, opts: Optional[MethodOptions] = None) -> None: ...
    def patch(self, *middleware: _HttpMiddlewareFunction | HttpHandler, opts: Optional[MethodOptions] = None) -> None: ...
    def delete(self, *middleware: _HttpMiddlewareFunction | HttpHandler, opts: Optional[MethodOptions] = None) -> None: ...
    def options(self, *middleware: _HttpMiddlewareFunction | HttpHandler, opts: Optional[MethodOptions] = None) -> None: ...

def api(name: str, opts: Optional[ApiOptions] = None) -> Api: ...
