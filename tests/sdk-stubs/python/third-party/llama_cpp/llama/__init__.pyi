# llama_cpp/llama.py of llama-cpp-python 0.3.16: the high-level `Llama` class, with the members the examples use.
# Constructor parameters the examples don't pass are left to **kwargs, as the class itself accepts extra keywords.
import os
from collections.abc import Iterator
from typing import Any, Literal, overload

from llama_cpp.llama_types import (
    ChatCompletionRequestMessage,
    CreateChatCompletionResponse,
    CreateChatCompletionStreamResponse,
)

class Llama:
    # n_threads None: half of multiprocessing.cpu_count(), at least 1. use_mmap maps the GGUF file instead of reading
    # it into memory. embedding=True is required before embed().
    def __init__(
        self,
        model_path: str,
        *,
        n_gpu_layers: int = 0,
        main_gpu: int = 0,
        use_mmap: bool = True,
        use_mlock: bool = False,
        seed: int = ...,
        n_ctx: int = 512,
        n_batch: int = 512,
        n_ubatch: int = 512,
        n_threads: int | None = None,
        n_threads_batch: int | None = None,
        embedding: bool = False,
        chat_format: str | None = None,
        verbose: bool = True,
        **kwargs: Any,
    ) -> None: ...
    model_path: str
    n_batch: int
    n_threads: int
    chat_format: str | None
    metadata: dict[str, str]
    # Returns one response, or an iterator of chunks when stream=True; the release annotates the union for both.
    def create_chat_completion(
        self,
        messages: list[ChatCompletionRequestMessage],
        functions: list[Any] | None = None,
        function_call: Any | None = None,
        tools: list[Any] | None = None,
        tool_choice: Any | None = None,
        temperature: float = 0.2,
        top_p: float = 0.95,
        top_k: int = 40,
        min_p: float = 0.05,
        typical_p: float = 1.0,
        stream: bool = False,
        stop: str | list[str] | None = [],
        seed: int | None = None,
        response_format: Any | None = None,
        max_tokens: int | None = None,
        presence_penalty: float = 0.0,
        frequency_penalty: float = 0.0,
        repeat_penalty: float = 1.0,
        tfs_z: float = 1.0,
        mirostat_mode: int = 0,
        mirostat_tau: float = 5.0,
        mirostat_eta: float = 0.1,
        model: str | None = None,
        logits_processor: Any | None = None,
        grammar: Any | None = None,
        logit_bias: dict[int, float] | None = None,
        logprobs: bool | None = None,
        top_logprobs: int | None = None,
    ) -> CreateChatCompletionResponse | Iterator[CreateChatCompletionStreamResponse]: ...
    # The release leaves the return type unannotated. The body returns, per text, one vector for a model that pools
    # its embeddings (BERT-style embedding models such as bge) and one vector per token for a model that doesn't;
    # a single string gives that result for the string, a list one result per string. With return_count=True it
    # returns (result, total tokens) instead.
    @overload
    def embed(
        self, input: str, normalize: bool = False, truncate: bool = True, return_count: Literal[False] = False
    ) -> list[float] | list[list[float]]: ...
    @overload
    def embed(
        self, input: list[str], normalize: bool = False, truncate: bool = True, return_count: Literal[False] = False
    ) -> list[list[float]] | list[list[list[float]]]: ...
    @overload
    def embed(
        self, input: str | list[str], normalize: bool = False, truncate: bool = True, *, return_count: Literal[True]
    ) -> tuple[Any, int]: ...
    def tokenize(self, text: bytes, add_bos: bool = True, special: bool = False) -> list[int]: ...
    def n_ctx(self) -> int: ...
    def n_embd(self) -> int: ...
    def close(self) -> None: ...
    # Downloads a GGUF file from a Hugging Face repository (needs the huggingface-hub package), then loads it; extra
    # keywords go to the constructor.
    @classmethod
    def from_pretrained(
        cls,
        repo_id: str,
        filename: str | None,
        additional_files: list[Any] | None = None,
        local_dir: str | os.PathLike[str] | None = None,
        local_dir_use_symlinks: bool | Literal["auto"] = "auto",
        cache_dir: str | os.PathLike[str] | None = None,
        **kwargs: Any,
    ) -> "Llama": ...
