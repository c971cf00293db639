# llama_cpp/llama_types.py of llama-cpp-python 0.3.16: the chat request and response shapes (TypedDicts) the examples
# read. Members the examples never touch (tool calls, logprobs, function calls) are typed loosely.
from typing import Any, Literal, NotRequired, TypedDict

class CompletionUsage(TypedDict):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int

class ChatCompletionResponseMessage(TypedDict):
    content: str | None
    tool_calls: NotRequired[list[Any]]
    role: Literal["assistant", "function"]
    function_call: NotRequired[Any]

class ChatCompletionResponseChoice(TypedDict):
    index: int
    message: ChatCompletionResponseMessage
    logprobs: Any | None
    finish_reason: str | None

class CreateChatCompletionResponse(TypedDict):
    id: str
    object: Literal["chat.completion"]
    created: int
    model: str
    choices: list[ChatCompletionResponseChoice]
    usage: CompletionUsage

class CreateChatCompletionStreamResponse(TypedDict):
    id: str
    model: str
    object: Literal["chat.completion.chunk"]
    created: int
    choices: list[Any]

class ChatCompletionRequestSystemMessage(TypedDict):
    role: Literal["system"]
    content: str | None

class ChatCompletionRequestUserMessage(TypedDict):
    role: Literal["user"]
    # A string, or a list of content parts (text and image_url parts for multimodal models)
    content: str | list[Any] | None

class ChatCompletionRequestAssistantMessage(TypedDict):
    role: Literal["assistant"]
    content: NotRequired[str]
    tool_calls: NotRequired[list[Any]]
    function_call: NotRequired[Any]

class ChatCompletionRequestToolMessage(TypedDict):
    role: Literal["tool"]
    content: str | None
    tool_call_id: str

class ChatCompletionRequestFunctionMessage(TypedDict):
    role: Literal["function"]
    content: str | None
    name: str

ChatCompletionRequestMessage = (
    ChatCompletionRequestSystemMessage
    | ChatCompletionRequestUserMessage
    | ChatCompletionRequestAssistantMessage
    | ChatCompletionRequestToolMessage
    | ChatCompletionRequestFunctionMessage
)
