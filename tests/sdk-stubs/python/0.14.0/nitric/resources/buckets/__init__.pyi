from typing import Callable, Literal

from nitric.api.storage import BucketRef
from nitric.faas import BucketNotificationHandler
from nitric.resources.resource import SecureResource

BucketPermission = Literal["reading", "writing", "deleting"]

class Bucket(SecureResource):
    name: str
    def __init__(self, name: str) -> None: ...
    def allow(self, *args: BucketPermission) -> BucketRef: ...
    def on(
        self, notification_type: str, notification_prefix_filter: str
    ) -> Callable[[BucketNotificationHandler], None]: ...

def bucket(name: str) -> Bucket: ...
