from dataclasses import dataclass, field
from typing import Any, List, Optional, Union, overload

@dataclass(frozen=True, order=True)
class Task:
    id: Optional[str] = None
    payload_type: Optional[str] = None
    payload: dict[str, Any] = field(default_factory=dict)

@dataclass(frozen=True, order=True)
class ReceivedTask:
    lease_id: str
    _queueing: Queues
    _queue: QueueRef
    id: Optional[str] = None
    payload_type: Optional[str] = None
    payload: dict[str, Any] = field(default_factory=dict)
    async def complete(self) -> None: ...

@dataclass(frozen=True, order=True)
class FailedTask(Task):
    message: str = ""

@dataclass(frozen=True, order=True)
class QueueRef:
    _queueing: Queues
    name: str
    # The release annotates one return type for both forms; a list sends a batch and returns the tasks that failed,
    # one task returns None (see the README). A list of only tasks or only dictionaries is a batch too.
    @overload
    async def send(self, tasks: List[Task]) -> List[FailedTask]: ...
    @overload
    async def send(self, tasks: List[dict[str, Any]]) -> List[FailedTask]: ...
    @overload
    async def send(self, tasks: List[Union[Task, dict[str, Any]]]) -> List[FailedTask]: ...
    @overload
    async def send(self, tasks: Union[Task, dict[str, Any]]) -> None: ...
    async def receive(self, limit: Optional[int] = None) -> List[ReceivedTask]: ...

class Queues:
    def __init__(self) -> None: ...
    def queue(self, name: str) -> QueueRef: ...
