from nitric.resources.apis import Api as Api, ApiDetails as ApiDetails, ApiOptions as ApiOptions
from nitric.resources.apis import JwtSecurityDefinition as JwtSecurityDefinition, api as api, oidc_rule as oidc_rule
from nitric.resources.buckets import Bucket as Bucket, BucketNotificationContext as BucketNotificationContext
from nitric.resources.buckets import FileNotificationContext as FileNotificationContext, bucket as bucket
from nitric.resources.job import Job as Job, job as job
from nitric.resources.kv import KeyValueStoreRef as KeyValueStoreRef, kv as kv
from nitric.resources.queues import Queue as Queue, queue as queue
from nitric.resources.schedules import ScheduleServer as ScheduleServer, schedule as schedule
from nitric.resources.secrets import Secret as Secret, secret as secret
from nitric.resources.sql import Sql as Sql, sql as sql
from nitric.resources.topics import Topic as Topic, topic as topic
from nitric.resources.websockets import Websocket as Websocket, websocket as websocket

__all__ = [
    "api",
    "Api",
    "ApiOptions",
    "ApiDetails",
    "JwtSecurityDefinition",
    "bucket",
    "Bucket",
    "BucketNotificationContext",
    "FileNotificationContext",
    "kv",
    "KeyValueStoreRef",
    "job",
    "Job",
    "oidc_rule",
    "queue",
    "Queue",
    "ScheduleServer",
    "schedule",
    "secret",
    "Secret",
    "sql",
    "Sql",
    "topic",
    "Topic",
    "websocket",
    "Websocket",
]
