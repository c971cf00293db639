# Stub of the `openai` package 3.3.1 (openai/openai-python, tag v3.3.1, commit 753ab5c1a81cd85e8bf0aef4c04c51a2e8dae6cd),
# written from src/openai/__init__.py, _client.py and _exceptions.py at that tag. Only what the site's examples use:
# the async client with its `responses` resource, and the exception classes a caller catches.
from typing import Awaitable, Callable, Literal, Mapping

from openai.resources.responses import AsyncResponses as AsyncResponses
from openai.types.responses import Response as Response

__version__: str

class OpenAIError(Exception): ...

class APIError(OpenAIError):
    message: str
    body: object | None
    code: str | None
    param: str | None
    type: str | None

class APIStatusError(APIError):
    status_code: int
    request_id: str | None

class APIConnectionError(APIError): ...
class APITimeoutError(APIConnectionError): ...

class BadRequestError(APIStatusError):
    status_code: Literal[400]

class AuthenticationError(APIStatusError):
    status_code: Literal[401]

class PermissionDeniedError(APIStatusError):
    status_code: Literal[403]

class NotFoundError(APIStatusError):
    status_code: Literal[404]

class RateLimitError(APIStatusError):
    status_code: Literal[429]

class InternalServerError(APIStatusError): ...

class AsyncOpenAI:
    api_key: str
    organization: str | None
    project: str | None
    max_retries: int
    # Keyword-only. `api_key` falls back to OPENAI_API_KEY; a client with no key of any kind raises OpenAIError.
    # `timeout` defaults to 600 seconds (5 to connect) and `max_retries` to 2. The release's `timeout` also takes an
    # httpx2.Timeout, and its `base_url` an httpx2.URL; the stub keeps the plain types.
    def __init__(
        self,
        *,
        api_key: str | Callable[[], Awaitable[str]] | None = None,
        organization: str | None = None,
        project: str | None = None,
        base_url: str | None = ...,
        timeout: float | None = ...,
        max_retries: int = 2,
        default_headers: Mapping[str, str] | None = None,
        default_query: Mapping[str, object] | None = None,
    ) -> None: ...
    @property
    def responses(self) -> AsyncResponses: ...
    async def close(self) -> None: ...
