# Stub of `huggingface_hub` 0.36.0, covering only snapshot_download(), with its signature at tag v0.36.0
# (src/huggingface_hub/_snapshot_download.py); the deprecated arguments and everything else are left out.
from pathlib import Path
from typing import Any

# Downloads the repository's files (those matching allow_patterns, when given) and returns the folder holding them.
def snapshot_download(
    repo_id: str,
    *,
    repo_type: str | None = None,
    revision: str | None = None,
    cache_dir: str | Path | None = None,
    local_dir: str | Path | None = None,
    library_name: str | None = None,
    library_version: str | None = None,
    user_agent: dict[str, Any] | str | None = None,
    proxies: dict[str, Any] | None = None,
    etag_timeout: float = 10,
    force_download: bool = False,
    token: bool | str | None = None,
    local_files_only: bool = False,
    allow_patterns: list[str] | str | None = None,
    ignore_patterns: list[str] | str | None = None,
    max_workers: int = 8,
    headers: dict[str, str] | None = None,
    endpoint: str | None = None,
) -> str: ...
