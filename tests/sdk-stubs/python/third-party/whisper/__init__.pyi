from whisper.model import Whisper as Whisper

__version__: str

def available_models() -> list[str]: ...
def load_model(
    name: str,
    device: str | None = None,
    download_root: str | None = None,
    in_memory: bool = False,
) -> Whisper: ...
