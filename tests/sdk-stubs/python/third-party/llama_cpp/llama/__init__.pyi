# Stub of llama_cpp/llama.py in llama-cpp-python 0.3.16: the Llama constructor's most used arguments, from_pretrained(),
# create_chat_completion() and close(). Left out: the other constructor arguments (accepted through **kwargs here, as
# the real constructor also takes **kwargs), completions, embeddings, tokenisation and the sampling internals.
import os
from collections.abc import Iterator
from typing import Any, Literal

from llama_cpp.llama_types import ChatCompletionRequestMessage, CreateChatCompletionResponse

class Llama:
    model_path: str
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
        n_threads: int | None = None,
        n_threads_batch: int | None = None,
        chat_format: str | None = None,
        verbose: bool = True,
        **kwargs: Any,
    ) -> None: ...
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
    ) -> Llama: ...
    # Returns an iterator of chunks (CreateChatCompletionStreamResponse, not stubbed) when stream=True.
    def create_chat_completion(
        self,
        messages: list[ChatCompletionRequestMessage],
        functions: list[Any] | None = None,
        function_call: Any = None,
        tools: list[Any] | None = None,
        tool_choice: Any = None,
        temperature: float = 0.2,
        top_p: float = 0.95,
        top_k: int = 40,
        min_p: float = 0.05,
        typical_p: float = 1.0,
        stream: bool = False,
        stop: str | list[str] | None = [],
        seed: int | None = None,
        response_format: Any = None,
        max_tokens: int | None = None,
        presence_penalty: float = 0.0,
        frequency_penalty: float = 0.0,
        repeat_penalty: float = 1.0,
        tfs_z: float = 1.0,
        mirostat_mode: int = 0,
        mirostat_tau: float = 5.0,
        mirostat_eta: float = 0.1,
        model: str | None = None,
        logits_processor: Any = None,
        grammar: Any = None,
        logit_bias: dict[int, float] | None = None,
        logprobs: bool | None = None,
        top_logprobs: int | None = None,
    ) -> CreateChatCompletionResponse | Iterator[Any]: ...
    def close(self) -> None: ...
