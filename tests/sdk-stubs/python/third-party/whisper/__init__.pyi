from typing import Any

from whisper.model import Whisper as Whisper

__version__: str

def available_models() -> list[str]: ...

# `device` is a device name ("cuda", "cpu") or a torch.device; None picks CUDA when PyTorch finds it.
def load_model(
    name: str,
    device: str | Any | None = None,
    download_root: str | None = None,
    in_memory: bool = False,
) -> Whisper: ...
