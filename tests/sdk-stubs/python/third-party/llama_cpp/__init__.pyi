# Stub of llama-cpp-python 0.3.16 (tag v0.3.16), covering only what the site's examples use: the Llama class from
# llama_cpp/llama.py and the chat types of llama_cpp/llama_types.py, which llama.py star-imports and llama_cpp
# re-exports. Everything else is left out.
from llama_cpp.llama import Llama as Llama
from llama_cpp.llama_types import (
    ChatCompletionRequestMessage as ChatCompletionRequestMessage,
    ChatCompletionRequestSystemMessage as ChatCompletionRequestSystemMessage,
    ChatCompletionRequestUserMessage as ChatCompletionRequestUserMessage,
    ChatCompletionResponseChoice as ChatCompletionResponseChoice,
    ChatCompletionResponseMessage as ChatCompletionResponseMessage,
    CreateChatCompletionResponse as CreateChatCompletionResponse,
)

__version__: str
