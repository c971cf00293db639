# openai 3.3.1: src/openai/types/responses/response.py and response_usage.py (pydantic models in the release).
from typing import Literal

ResponseStatus = Literal["completed", "failed", "in_progress", "cancelled", "queued", "incomplete"]

class IncompleteDetails:
    reason: Literal["max_output_tokens", "content_filter"] | None

class ResponseUsage:
    input_tokens: int
    output_tokens: int
    total_tokens: int

class Response:
    id: str
    created_at: float
    model: str
    status: ResponseStatus | None
    incomplete_details: IncompleteDetails | None
    usage: ResponseUsage | None
    # Every output_text part of the message items in `output`, joined; "" when there is none.
    @property
    def output_text(self) -> str: ...
