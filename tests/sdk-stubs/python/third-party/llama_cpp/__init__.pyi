# Stub of llama-cpp-python 0.3.16 (tag v0.3.16 of abetlen/llama-cpp-python): only what the site's examples use.
# llama_cpp/__init__.py star-imports llama_cpp.llama, which star-imports llama_cpp.llama_types, so `Llama` and the
# response types are importable from the package itself as well as from their modules.
from llama_cpp.llama import Llama as Llama
from llama_cpp.llama_types import (
    ChatCompletionRequestAssistantMessage as ChatCompletionRequestAssistantMessage,
    ChatCompletionRequestMessage as ChatCompletionRequestMessage,
    ChatCompletionRequestSystemMessage as ChatCompletionRequestSystemMessage,
    ChatCompletionRequestUserMessage as ChatCompletionRequestUserMessage,
    ChatCompletionResponseChoice as ChatCompletionResponseChoice,
    ChatCompletionResponseMessage as ChatCompletionResponseMessage,
    CompletionUsage as CompletionUsage,
    CreateChatCompletionResponse as CreateChatCompletionResponse,
    CreateChatCompletionStreamResponse as CreateChatCompletionStreamResponse,
)

__version__: str
