from nitric.api.documents import Documents as Documents
from nitric.api.events import Event as Event, Events as Events, TopicRef as TopicRef
from nitric.api.queues import FailedTask as FailedTask, Queues as Queues, Task as Task
from nitric.api.secrets import Secrets as Secrets
from nitric.api.storage import Storage as Storage
from nitric.api.websocket import Websocket as Websocket

__all__ = [
    "Events",
    "Queues",
    "Documents",
    "Storage",
    "Event",
    "Task",
    "FailedTask",
    "TopicRef",
    "Secrets",
    "Websocket",
]
