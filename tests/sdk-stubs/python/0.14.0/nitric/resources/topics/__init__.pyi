from typing import Callable, Literal

from nitric.api.events import TopicRef
from nitric.faas import EventHandler
from nitric.resources.resource import SecureResource

TopicPermission = Literal["publishing"]

class Topic(SecureResource):
    name: str
    def __init__(self, name: str) -> None: ...
    def allow(self, *args: TopicPermission) -> TopicRef: ...
    def subscribe(self) -> Callable[[EventHandler], None]: ...

def topic(name: str) -> Topic: ...
