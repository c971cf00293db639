from typing import Any

class GraphQLSchema: ...

class GraphQLResolveInfo:
    field_name: str
    context: Any
    root_value: Any
    variable_values: dict[str, Any]
