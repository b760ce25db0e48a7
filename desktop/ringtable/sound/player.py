"""Playing the sound cues through what the operating system already has.

Why no audio library: Qt's multimedia module is not in PySide6-Essentials (its add-on
package is a 175 MB download), and a few short cues do not need a mixer. Windows plays
WAV files with the standard library's ``winsound``; macOS ships ``afplay``; Linux
desktops ship PipeWire's ``pw-play``, PulseAudio's ``paplay`` or ALSA's ``aplay``. A
player is started per cue and never waited for, so the table never stalls on sound.

When none is found, or one fails to start, the player says why (``unavailable``), the
Settings dialog shows it, and the game goes on in silence.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
import time
import wave
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from ..paths import resources_dir, user_cache_dir
from .volume import scaled_copy

log = logging.getLogger("ringtable.sound")

LINUX_PLAYERS = (("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))
MAX_RUNNING = 3          # cues already sounding; more are dropped, not queued
REPEAT_GAP = 0.08        # seconds before the same cue may sound again


class Backend(Protocol):
    name: str

    def play(self, path: Path) -> None:
        """Start playing ``path`` and return at once; ``OSError`` if it cannot start."""


class CommandBackend:
    """Runs ``argv + [file]`` without waiting; finished players are reaped at the next
    cue, and one that failed (say, ``aplay`` on a machine with no sound card) makes the
    next cue raise ``OSError`` with its last error line, so sound goes quiet instead of
    starting a failing program for every card."""

    def __init__(self, name: str, argv: list[str]) -> None:
        self.name = name
        self.argv = argv
        self.running: list[subprocess.Popen[bytes]] = []
        self.failure = ""

    def busy(self) -> int:
        still = []
        for proc in self.running:
            code = proc.poll()
            if code is None:
                still.append(proc)
                continue
            if code != 0 and not self.failure:
                lines = (proc.stderr.read() if proc.stderr else b"").decode(
                    "utf-8", "replace").strip().splitlines()
                self.failure = f"{self.name} stopped with exit code {code}" + (
                    f" ({lines[-1].strip()})" if lines else "")
            if proc.stderr:
                proc.stderr.close()
        self.running = still
        return len(still)

    def play(self, path: Path) -> None:
        if self.busy() >= MAX_RUNNING:
            return
        if self.failure:
            raise OSError(self.failure)
        self.running.append(subprocess.Popen(
            [*self.argv, str(path)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE))


class WinsoundBackend:
    """Windows: asynchronous ``PlaySound`` (a new cue replaces the one sounding)."""

    name = "Windows sound"

    def play(self, path: Path) -> None:
        import winsound  # type: ignore[import-not-found]  # Windows only

        try:
            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                               | winsound.SND_NODEFAULT)
        except RuntimeError as exc:  # winsound reports a missing device this way
            raise OSError(str(exc)) from None


def find_backend(platform: str = sys.platform,
                 which: Callable[[str], str | None] = shutil.which
                 ) -> tuple[Backend | None, str]:
    """(backend, "") or (None, why there is none)."""
    if platform.startswith("win"):
        return WinsoundBackend(), ""
    if platform == "darwin":
        found = which("afplay")
        if found:
            return CommandBackend("afplay", [found]), ""
        return None, "afplay was not found"
    for program, extra in LINUX_PLAYERS:
        found = which(program)
        if found:
            return CommandBackend(program, [found, *extra]), ""
    names = ", ".join(p for p, _ in LINUX_PLAYERS)
    return None, f"no sound player was found (looked for {names})"


def sounds_dir() -> Path:
    return resources_dir() / "sounds"


class SoundPlayer:
    """The cues the table asks for, played when sound is on and a player exists.

    ``backend`` and ``clock`` are for tests; by default the system's player is found
    on first use.
    """

    def __init__(self, enabled: bool = False, backend: Backend | None = None,
                 folder: Path | None = None, clock: Callable[[], float] = time.monotonic,
                 find: Callable[[], tuple[Backend | None, str]] = find_backend,
                 volume: int = 100, cache: Path | None = None) -> None:
        self.enabled = enabled
        self.volume = volume  # percent; quieter cues are copies (``sound.volume``)
        self.folder = folder or sounds_dir()
        self._cache = cache
        self._scaled: dict[tuple[str, int], Path] = {}  # (cue, volume) -> file to play
        self._clock = clock
        self._find = find
        self._backend = backend
        self._searched = backend is not None
        self._problem = ""
        self._last: dict[str, float] = {}
        self._files: dict[str, Path | bool] = {}  # cue -> its file, or False if missing
        self.played: list[str] = []  # every cue started, for the log and for tests

    def _ensure_backend(self) -> Backend | None:
        if not self._searched:
            self._searched = True
            self._backend, self._problem = self._find()
        return self._backend

    @property
    def unavailable(self) -> str:
        """Why cues cannot sound on this machine ("" when they can)."""
        self._ensure_backend()
        return self._problem

    def check(self) -> str:
        """Look at the players started earlier: one that failed (a player that starts,
        then finds no sound device) switches sound off with the reason, as the next cue
        would. Returns why sound is unavailable ("" when it is fine)."""
        backend = self._backend
        busy = getattr(backend, "busy", None)
        if backend is not None and busy is not None:
            busy()
            failure = getattr(backend, "failure", "")
            if failure:
                self._problem = f"{backend.name} could not play: {failure}"
                log.warning("sound switched off for this session: %s", self._problem)
                self._backend = None
        return self._problem

    def play(self, cue: str, force: bool = False, volume: int | None = None) -> bool:
        """Start cue ``cue`` (True if started). ``force`` plays even with sound off, and
        ``volume`` overrides the player's (the Settings dialog's "Play a sample")."""
        if not (self.enabled or force):
            return False
        volume = self.volume if volume is None else volume
        if volume <= 0:
            return False  # muted: nothing to start
        backend = self._ensure_backend()
        if backend is None:
            return False
        path = self._files.get(cue)
        if path is None:  # looked up once per cue, not at every card played
            path = self.folder / f"{cue}.wav"
            if not path.is_file():
                log.warning("sound cue %r has no file %s", cue, path)
                path = False
            self._files[cue] = path
        if not path:
            return False
        now = self._clock()
        if now - self._last.get(cue, -1e9) < REPEAT_GAP:
            return False
        self._last[cue] = now
        if volume < 100:
            path = self._at_volume(cue, path, volume)
        try:
            backend.play(path)
        except OSError as exc:
            self._problem = f"{backend.name} could not play: {exc}"
            log.warning("sound switched off for this session: %s", self._problem)
            self._backend = None
            return False
        self.played.append(cue)
        return True

    def _at_volume(self, cue: str, original: Path, volume: int) -> Path:
        """The cue's file at ``volume`` (a copy in the cache folder, made once); the
        original, at full volume, if the copy cannot be made."""
        key = (cue, volume)
        path = self._scaled.get(key)
        if path is None:
            cache = self._cache or user_cache_dir() / "sounds"
            try:
                path = scaled_copy(original, volume, cache)
            except (OSError, wave.Error) as exc:
                log.warning("sound cue %r at %d %% could not be made (%s); playing it at "
                            "full volume", cue, volume, exc)
                path = original
            self._scaled[key] = path
        return path
