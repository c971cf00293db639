from dataclasses import dataclass
from datetime import timedelta
from enum import Enum
from typing import Callable, List, Literal, Optional, Union

from nitric.context import FunctionServer, Handler, Middleware
from nitric.proto.storage.v1 import BlobEventType, StoragePreSignUrlRequestOperation
from nitric.resources.resource import SecureResource

class BucketNotifyRequest:
    bucket_name: str
    key: str
    notification_type: BlobEventType
    bucket: BucketRef
    file: FileRef
    def __init__(self, bucket_name: str, key: str, notification_type: BlobEventType) -> None: ...

class BucketNotifyResponse:
    success: bool
    def __init__(self, success: bool = True) -> None: ...

class BucketNotificationContext:
    req: BucketNotifyRequest
    res: BucketNotifyResponse
    def __init__(self, request: BucketNotifyRequest, response: Optional[BucketNotifyResponse] = None) -> None: ...

class FileNotifyRequest(BucketNotifyRequest):
    def __init__(self, bucket_name: str, bucket_ref: BucketRef, key: str, notification_type: BlobEventType) -> None: ...

class FileNotificationContext(BucketNotificationContext):
    def __init__(self, request: FileNotifyRequest, response: Optional[BucketNotifyResponse] = None) -> None: ...

BucketNotificationMiddleware = Middleware[BucketNotificationContext]
BucketNotificationHandler = Handler[BucketNotificationContext]

FileNotificationMiddleware = Middleware[FileNotificationContext]
FileNotificationHandler = Handler[FileNotificationContext]

class BucketRef:
    name: str
    def __init__(self, name: str) -> None: ...
    def file(self, key: str) -> FileRef: ...
    async def files(self) -> List[FileRef]: ...
    async def exists(self, key: str) -> bool: ...
    def on(self, notification_type: str, notification_prefix_filter: str) -> Callable[[BucketNotificationHandler], None]: ...

class FileMode(Enum):
    READ = 0
    WRITE = 1
    def to_request_operation(self) -> StoragePreSignUrlRequestOperation: ...

@dataclass(frozen=True, order=True)
class FileRef:
    _bucket: BucketRef
    key: str
    async def write(self, body: bytes) -> None: ...
    async def read(self) -> bytes: ...
    async def delete(self) -> None: ...
    async def upload_url(self, expiry: Optional[Union[timedelta, int]] = None) -> str: ...
    async def download_url(self, expiry: Optional[Union[timedelta, int]] = None) -> str: ...

LegacyBucketPermission = Literal["reading", "writing", "deleting"]
BucketPermission = Literal["read", "write", "delete"]

legacy_perms: List[LegacyBucketPermission]
new_perms: List[BucketPermission]

def check_permission(permission: Union[LegacyBucketPermission, BucketPermission]) -> BucketPermission: ...

class BucketNotificationWorkerOptions:
    bucket_name: str
    notification_type: BlobEventType
    notification_prefix_filter: str
    def __init__(self, bucket_name: str, notification_type: str, notification_prefix_filter: str) -> None: ...

class Bucket(SecureResource):
    name: str
    def allow(
        self,
        perm: Union[LegacyBucketPermission, BucketPermission],
        *args: Union[LegacyBucketPermission, BucketPermission],
    ) -> BucketRef: ...
    def on(self, notification_type: str, notification_prefix_filter: str) -> Callable[[BucketNotificationHandler], None]: ...

class Listener(FunctionServer):
    def __init__(
        self,
        bucket_name: str,
        notification_type: str,
        notification_prefix_filter: str,
        handler: BucketNotificationHandler,
    ) -> None: ...
    async def start(self) -> None: ...

def bucket(name: str) -> Bucket: ...
