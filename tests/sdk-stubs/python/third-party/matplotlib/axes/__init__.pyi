from typing import Any, Literal, Sequence

class Axes:
    def hist(
        self,
        x: Sequence[float],
        bins: int | Sequence[float] | str | None = None,
        *,
        range: tuple[float, float] | None = None,
        density: bool = False,
        weights: Sequence[float] | None = None,
        cumulative: bool = False,
        bottom: float | None = None,
        histtype: Literal["bar", "barstacked", "step", "stepfilled"] = "bar",
        align: Literal["left", "mid", "right"] = "mid",
        orientation: Literal["vertical", "horizontal"] = "vertical",
        rwidth: float | None = None,
        log: bool = False,
        color: str | None = None,
        label: str | None = None,
        stacked: bool = False,
        data: Any = None,
        **kwargs: Any,
    ) -> tuple[Any, Any, Any]: ...
    def set_title(
        self,
        label: str,
        fontdict: dict[str, Any] | None = None,
        loc: Literal["left", "center", "right"] | None = None,
        pad: float | None = None,
        *,
        y: float | None = None,
        **kwargs: Any,
    ) -> Any: ...
    def set_xlabel(
        self,
        xlabel: str,
        fontdict: dict[str, Any] | None = None,
        labelpad: float | None = None,
        *,
        loc: Literal["left", "center", "right"] | None = None,
        **kwargs: Any,
    ) -> Any: ...
    def set_ylabel(
        self,
        ylabel: str,
        fontdict: dict[str, Any] | None = None,
        labelpad: float | None = None,
        *,
        loc: Literal["bottom", "center", "top"] | None = None,
        **kwargs: Any,
    ) -> Any: ...
    def axvline(self, x: float = 0, ymin: float = 0, ymax: float = 1, **kwargs: Any) -> Any: ...
    def legend(self, *args: Any, **kwargs: Any) -> Any: ...
    def grid(self, visible: bool | None = None, which: Literal["major", "minor", "both"] = "major", axis: Literal["both", "x", "y"] = "both", **kwargs: Any) -> None: ...
