"""Safe file reading and writing shared by decks, saves and settings.

Everything a player made is written atomically: the bytes go to a temporary file in the
same folder, are flushed and fsynced, then renamed over the target, so readers see the
old file or the new one, never a torn one, and a failure (disk full, permission, a
crash) leaves any existing file untouched. Reading refuses oversized and non-UTF-8
files up front with a message that names the file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


class FileProblem(OSError):
    """A file that cannot be read or written; ``str()`` names the file and the reason."""


def write_atomic(path: Path | str, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically; raises FileProblem, the old file intact."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise FileProblem(f"{path}: cannot write ({exc.strerror})") from None
    try:
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        if isinstance(exc, OSError):
            raise FileProblem(f"{path}: cannot write ({exc.strerror})") from None
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_text_limited(path: Path | str, limit: int, what: str = "file") -> str:
    """The UTF-8 text of ``path``; FileProblem for a missing, oversized or binary file."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise FileProblem(f"{path}: no such {what}") from None
    except OSError as exc:
        raise FileProblem(f"{path}: cannot read the {what} ({exc.strerror})") from None
    if path.is_dir():
        raise FileProblem(f"{path}: is a folder, not a {what}")
    if size > limit:
        raise FileProblem(f"{path}: {size:,} bytes is too big for a {what} "
                          f"(limit {limit:,} bytes); is this the right file?")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise FileProblem(f"{path}: cannot read the {what} ({exc.strerror})") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileProblem(f"{path}: not a text file (invalid UTF-8 at byte {exc.start})") \
            from None
