from abc import ABC
from typing import Any, Sequence, Type, TypeVar

T = TypeVar("T", bound="Resource")

class Resource(ABC):
    def __init__(self) -> None: ...
    @classmethod
    def make(cls: Type[T], name: str, *args: Sequence[Any], **kwargs: dict[str, Any]) -> T: ...

class SecureResource(Resource): ...
