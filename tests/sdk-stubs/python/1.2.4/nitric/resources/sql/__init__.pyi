from typing import Union

from nitric.resources.resource import Resource as BaseResource

class Sql(BaseResource):
    name: str
    migrations: Union[str, None]
    def __init__(self, name: str, migrations: Union[str, None] = None) -> None: ...
    async def connection_string(self) -> str: ...

def sql(name: str, migrations: Union[str, None] = None) -> Sql: ...
