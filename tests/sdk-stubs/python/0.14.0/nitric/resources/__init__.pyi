from nitric.resources.apis import Api as Api, ApiDetails as ApiDetails, ApiOptions as ApiOptions
from nitric.resources.apis import JwtSecurityDefinition as JwtSecurityDefinition, MethodOptions as MethodOptions, api as api
from nitric.resources.buckets import Bucket as Bucket, bucket as bucket
from nitric.resources.collections import Collection as Collection, collection as collection
from nitric.resources.queues import Queue as Queue, queue as queue
from nitric.resources.schedules import Schedule as Schedule, schedule as schedule
from nitric.resources.secrets import Secret as Secret, secret as secret
from nitric.resources.topics import Topic as Topic, topic as topic
from nitric.resources.websockets import Websocket as Websocket, websocket as websocket

__all__ = [
    "api",
    "Api",
    "ApiOptions",
    "ApiDetails",
    "JwtSecurityDefinition",
    "MethodOptions",
    "bucket",
    "Bucket",
    "collection",
    "Collection",
    "queue",
    "Queue",
    "Schedule",
    "schedule",
    "secret",
    "Secret",
    "topic",
    "Topic",
    "websocket",
    "Websocket",
]
