background: bool
binary_path: str
version: tuple[int, int, int]
version_string: str
