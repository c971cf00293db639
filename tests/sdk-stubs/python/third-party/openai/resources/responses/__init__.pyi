# openai 3.3.1: src/openai/resources/responses/responses.py, AsyncResponses. Only the non-streaming `create()`, with
# the parameters the site's examples pass plus a few common ones; the release has many more, all keyword-only.
from typing import Literal

from openai.types.responses import Response

class AsyncResponses:
    async def create(
        self,
        *,
        input: str = ...,
        instructions: str | None = ...,
        max_output_tokens: int | None = ...,
        metadata: dict[str, str] | None = ...,
        model: str = ...,
        previous_response_id: str | None = ...,
        safety_identifier: str | None = ...,
        store: bool | None = ...,
        stream: Literal[False] | None = ...,
        temperature: float | None = ...,
        top_p: float | None = ...,
        timeout: float | None = ...,
    ) -> Response: ...
