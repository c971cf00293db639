from dataclasses import dataclass, field
from typing import Any, List, Optional, Union

@dataclass(frozen=True, order=True)
class Event:
    payload: dict[str, Any] = field(default_factory=dict)
    id: Optional[str] = None
    payload_type: Optional[str] = None

@dataclass(frozen=True, order=True)
class TopicRef:
    _events: Events
    name: str
    async def publish(self, event: Union[Event, dict[str, Any]]) -> Event: ...

class Events:
    def __init__(self) -> None: ...
    async def topics(self) -> List[TopicRef]: ...
    def topic(self, name: str) -> TopicRef: ...
