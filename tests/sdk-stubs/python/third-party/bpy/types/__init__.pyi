from typing import Any

class ImageFormatSettings:
    file_format: str
    color_mode: str

class RenderSettings:
    engine: str
    filepath: str
    use_file_extension: bool
    resolution_x: int
    resolution_y: int
    resolution_percentage: int
    fps: int
    image_settings: ImageFormatSettings
    def frame_path(self, frame: int = -2147483648, preview: bool = False, view: str = "") -> str: ...

# Registered on Scene by the Cycles add-on, as scene.cycles.
class CyclesRenderSettings:
    device: str
    samples: int
    use_denoising: bool

class Scene:
    name: str
    frame_start: int
    frame_end: int
    frame_current: int
    render: RenderSettings
    cycles: CyclesRenderSettings
    def frame_set(self, frame: int, subframe: float = 0.0) -> None: ...

# An add-on's preferences hold the properties and methods the add-on defines, such as the Cycles add-on's
# compute_device_type, devices and get_devices_for_type().
class AddonPreferences:
    bl_idname: str
    def __getattr__(self, name: str) -> Any: ...
    def __setattr__(self, name: str, value: Any) -> None: ...

class Addon:
    module: str
    preferences: AddonPreferences

class Addons:
    def __getitem__(self, key: str) -> Addon: ...
    def __contains__(self, key: str) -> bool: ...

class Preferences:
    addons: Addons

class Context:
    scene: Scene
    preferences: Preferences
