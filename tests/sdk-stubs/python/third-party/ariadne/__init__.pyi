from typing import Any, Callable

from graphql import GraphQLSchema

Resolver = Callable[..., Any]
GraphQLResult = tuple[bool, dict[str, Any]]

class SchemaBindable: ...

class ObjectType(SchemaBindable):
    def __init__(self, name: str) -> None: ...
    def field(self, name: str) -> Callable[[Resolver], Resolver]: ...
    def set_field(self, name: str, resolver: Resolver) -> Resolver: ...

class QueryType(ObjectType):
    def __init__(self) -> None: ...

class MutationType(ObjectType):
    def __init__(self) -> None: ...

def gql(value: str) -> str: ...
def make_executable_schema(
    type_defs: str | list[str],
    *bindables: SchemaBindable | list[SchemaBindable],
    directives: dict[str, type[Any]] | None = None,
    convert_names_case: bool | Callable[..., str] = False,
) -> GraphQLSchema: ...
async def graphql(
    schema: GraphQLSchema,
    data: Any,
    *,
    context_value: Any | None = None,
    root_value: Any | None = None,
    debug: bool = False,
    introspection: bool = True,
    require_query: bool = False,
    **kwargs: Any,
) -> GraphQLResult: ...
