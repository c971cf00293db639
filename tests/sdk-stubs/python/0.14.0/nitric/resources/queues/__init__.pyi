from typing import Literal

from nitric.api.queues import QueueRef
from nitric.resources.resource import SecureResource

QueuePermission = Literal["sending", "receiving"]

class Queue(SecureResource):
    name: str
    def __init__(self, name: str) -> None: ...
    def allow(self, *args: QueuePermission) -> QueueRef: ...

def queue(name: str) -> Queue: ...
