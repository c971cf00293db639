from typing import Any, Callable, Literal, Optional

from nitric.context import FunctionServer, Handler, JobContext
from nitric.resources.resource import SecureResource

JobPermission = Literal["submit"]
JobHandle = Handler[JobContext]

class JobHandler(FunctionServer):
    def __init__(
        self,
        job_name: str,
        handler: JobHandle,
        cpus: float | None = None,
        memory: int | None = None,
        gpus: int | None = None,
    ) -> None: ...
    async def start(self) -> None: ...

class JobRef:
    name: str
    def __init__(self, name: str) -> None: ...
    async def submit(self, data: dict[str, Any]) -> None: ...

class Job(SecureResource):
    name: str
    def __init__(self, name: str) -> None: ...
    def allow(self, perm: JobPermission, *args: JobPermission) -> JobRef: ...
    def __call__(
        self, cpus: Optional[float] = None, memory: Optional[int] = None, gpus: Optional[int] = None
    ) -> Callable[[JobHandle], None]: ...

def job(name: str) -> Job: ...
