"""Safe file reading and writing shared by decks, saves and settings.

Everything a player made is written atomically: the bytes go to a temporary file in the
same folder, are flushed and fsynced, then renamed over the target, so readers see the
old file or the new one, never a torn one, and a failure (disk full, permission, a
crash) leaves any existing file untouched. Reading refuses oversized and non-UTF-8
files up front with a message that names the file.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

MAX_NUMBER_CHARS = 40  # no real number in a deck, save or settings file is longer


class FileProblem(OSError):
    """A file that cannot be read or written; ``str()`` names the file and the reason."""


def write_atomic(path: Path | str, data: bytes, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` atomically; raises FileProblem, the old file intact.

    ``durable=False`` skips the fsyncs, for caches that are rebuilt when lost (a reader
    still never sees half a file: the rename is atomic either way)."""
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
            if durable:
                os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        if isinstance(exc, OSError):
            raise FileProblem(f"{path}: cannot write ({exc.strerror})") from None
        raise
    if durable:
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
    """The UTF-8 text of ``path``; FileProblem for a missing, oversized or binary file.

    Only regular files are read (a FIFO would block, ``/dev/zero`` never ends), and never
    more than ``limit`` bytes even if the file grows while it is read.
    """
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise FileProblem(f"{path}: no such {what}") from None
    except OSError as exc:
        raise FileProblem(f"{path}: cannot read the {what} ({exc.strerror})") from None
    if stat.S_ISDIR(info.st_mode):
        raise FileProblem(f"{path}: is a folder, not a {what}")
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(f"{path}: is not a regular file, so not a {what}")
    if info.st_size > limit:
        raise FileProblem(f"{path}: {info.st_size:,} bytes is too big for a {what} "
                          f"(limit {limit:,} bytes); is this the right file?")
    try:
        with path.open("rb") as handle:
            raw = handle.read(limit + 1)
    except OSError as exc:
        raise FileProblem(f"{path}: cannot read the {what} ({exc.strerror})") from None
    if len(raw) > limit:
        raise FileProblem(f"{path}: more than {limit:,} bytes is too big for a {what}")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileProblem(f"{path}: not a text file (invalid UTF-8 at byte {exc.start})") \
            from None


class _HugeNumber(ValueError):
    """A number too long to be real data (and past Python's int-string limit)."""


def _bounded_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _HugeNumber(f"a number of {len(text):,} characters; the limit is "
                          f"{MAX_NUMBER_CHARS}")
    return int(text)


def _bounded_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _HugeNumber(f"a number of {len(text):,} characters; the limit is "
                          f"{MAX_NUMBER_CHARS}")
    return float(text)


def _no_constant(name: str) -> None:
    raise _HugeNumber(f"{name} is not a number JSON allows")


def parse_json(text: str, source: Path | str, what: str = "file") -> Any:
    """JSON data from ``text``; FileProblem naming ``source`` for anything unreadable.

    Every JSON reader of player files goes through here, so broken JSON, nesting too deep,
    NaN/Infinity and numbers longer than ``MAX_NUMBER_CHARS`` (a 5,000-digit integer
    would otherwise hit Python's int-string limit as a bare ValueError) all become one
    clear message instead of a crash.
    """
    try:
        return json.loads(text, parse_int=_bounded_int, parse_float=_bounded_float,
                          parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise FileProblem(f"{source}: not a readable {what} (broken JSON at line "
                          f"{exc.lineno}, column {exc.colno}: {exc.msg}); the file may be "
                          "truncated") from None
    except _HugeNumber as exc:
        raise FileProblem(f"{source}: not a readable {what} ({exc})") from None
    except (RecursionError, ValueError) as exc:
        why = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise FileProblem(f"{source}: not a readable {what} ({why})") from None


def read_json_limited(path: Path | str, limit: int, what: str = "file") -> Any:
    """:func:`read_text_limited` then :func:`parse_json`: one FileProblem for any failure."""
    return parse_json(read_text_limited(path, limit, what), path, what)
