"""A lock file per game folder, so two running Ringtables never write the same game.

The lock is a small JSON file made with ``O_CREAT | O_EXCL`` (atomic on every local
file system) holding the writer's host, process id and a random token. Every writer
object has its own token, so two windows, two processes or two writer objects in one
process all see each other. A lock left by a process that has died (a crash, a power
cut) is taken over: on the same host, a process id that no longer runs is stale.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
from pathlib import Path

from ..fileio import FileProblem, read_json_limited

LOCK_NAME = "lock"


class Locked(Exception):
    """The folder is being written by another running Ringtable."""


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs on this computer (never sends it anything)."""
    if pid <= 0:
        return False
    if os.name == "nt":  # os.kill(pid, 0) would terminate the process on Windows
        return _alive_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it runs, as another user
    except OSError:
        return False
    return True


def _alive_windows(pid: int) -> bool:
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x00100000, False, pid)  # SYNCHRONIZE
    if not handle:
        return ctypes.GetLastError() == 5  # access denied: it runs, as another user
    try:
        return kernel32.WaitForSingleObject(handle, 0) == 0x102  # WAIT_TIMEOUT: running
    finally:
        kernel32.CloseHandle(handle)


class FolderLock:
    """Held by one writer; ``acquire`` raises :class:`Locked` if another live one holds it."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self.token = secrets.token_hex(8)
        self.held = False

    def _mine(self) -> dict:
        return {"host": socket.gethostname(), "pid": os.getpid(), "token": self.token}

    def acquire(self) -> None:
        """Take the lock (idempotent); a stale lock of a dead process is replaced."""
        if self.held:
            return
        for _ in range(3):
            try:
                fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
            except FileExistsError:
                if not self._stale():
                    raise Locked(f"{self.path.parent.name} is open in another Ringtable "
                                 "window") from None
                with contextlib.suppress(OSError):
                    self.path.unlink()
                continue
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(self._mine(), out)
            self.held = True
            return
        raise Locked(f"{self.path.parent.name}: its lock could not be taken")

    def _stale(self) -> bool:
        try:
            data = read_json_limited(self.path, 10_000, "lock file")
        except FileProblem:
            return not self.path.exists()  # unreadable or half written: not ours to judge
        if not isinstance(data, dict):
            return True
        pid = data.get("pid")
        if data.get("host") != socket.gethostname() or not isinstance(pid, int):
            return False  # another computer (a shared folder): never steal its lock
        return not _alive(pid)

    def release(self) -> None:
        """Drop the lock if this writer still holds it (never another's)."""
        if not self.held:
            return
        self.held = False
        try:
            data = read_json_limited(self.path, 10_000, "lock file")
        except FileProblem:
            return
        if isinstance(data, dict) and data.get("token") == self.token:
            with contextlib.suppress(OSError):
                self.path.unlink()
