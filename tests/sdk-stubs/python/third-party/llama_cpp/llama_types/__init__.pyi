# Stub of llama_cpp/llama_types.py in llama-cpp-python 0.3.16: the chat request messages for the system and user roles
# and the non-streaming chat completion response. The other roles, content parts, tool calls and logprobs are left out
# (typed Any where a response field holds them).
from typing import Any, Literal, NotRequired, TypedDict

class ChatCompletionRequestSystemMessage(TypedDict):
    role: Literal["system"]
    content: str | None

class ChatCompletionRequestUserMessage(TypedDict):
    role: Literal["user"]
    content: str | list[Any] | None

class ChatCompletionRequestAssistantMessage(TypedDict):
    role: Literal["assistant"]
    content: NotRequired[str]

ChatCompletionRequestMessage = (
    ChatCompletionRequestSystemMessage | ChatCompletionRequestUserMessage | ChatCompletionRequestAssistantMessage
)

class ChatCompletionResponseMessage(TypedDict):
    content: str | None
    role: Literal["assistant", "function"]

class ChatCompletionResponseChoice(TypedDict):
    index: int
    message: ChatCompletionResponseMessage
    logprobs: Any
    finish_reason: str | None

class CompletionUsage(TypedDict):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int

class CreateChatCompletionResponse(TypedDict):
    id: str
    object: Literal["chat.completion"]
    created: int
    model: str
    choices: list[ChatCompletionResponseChoice]
    usage: CompletionUsage
