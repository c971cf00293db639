from typing import IO, Any

from matplotlib.axes import Axes

class Figure:
    def __init__(
        self,
        figsize: tuple[float, float] | None = None,
        dpi: float | None = None,
        *,
        layout: str | None = None,
        **kwargs: Any,
    ) -> None: ...
    # With the default nrows=1, ncols=1 and squeeze=True, subplots() returns one Axes, which is all the guides use.
    def subplots(
        self,
        nrows: int = 1,
        ncols: int = 1,
        *,
        sharex: bool | str = False,
        sharey: bool | str = False,
        squeeze: bool = True,
        width_ratios: list[float] | None = None,
        height_ratios: list[float] | None = None,
        subplot_kw: dict[str, Any] | None = None,
        gridspec_kw: dict[str, Any] | None = None,
    ) -> Axes: ...
    def savefig(self, fname: str | IO[bytes], *, transparent: bool | None = None, **kwargs: Any) -> None: ...
