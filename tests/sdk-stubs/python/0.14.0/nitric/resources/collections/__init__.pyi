from typing import Literal

from nitric.api.documents import CollectionRef
from nitric.resources.resource import SecureResource

CollectionPermission = Literal["reading", "writing", "deleting"]

class Collection(SecureResource):
    name: str
    def __init__(self, name: str) -> None: ...
    def allow(self, *args: CollectionPermission) -> CollectionRef: ...

def collection(name: str) -> Collection: ...
