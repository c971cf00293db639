# Operators return the set of their result states, such as {"FINISHED"} or {"CANCELLED"}.
def render(
    *,
    animation: bool = False,
    write_still: bool = False,
    use_viewport: bool = False,
    layer: str = "",
    scene: str = "",
) -> set[str]: ...
