from typing import Literal

from nitric.api.secrets import SecretContainerRef
from nitric.resources.resource import SecureResource

SecretPermission = Literal["accessing", "putting"]

class Secret(SecureResource):
    name: str
    def __init__(self, name: str) -> None: ...
    def allow(self, *args: SecretPermission) -> SecretContainerRef: ...

def secret(name: str) -> Secret: ...
