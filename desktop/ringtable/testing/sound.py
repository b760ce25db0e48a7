"""A sound backend for tests: records what would have been played, or fails on demand
(as a player with no sound card does), so no test ever makes a noise."""

from __future__ import annotations

from pathlib import Path


class RecordingBackend:
    name = "recorder"

    def __init__(self, fail: bool = False) -> None:
        self.paths: list[Path] = []
        self.fail = fail

    @property
    def cues(self) -> list[str]:
        """The cue names played, in order (a quieter copy is named "<cue>-<digest>-v<volume>")."""
        return [p.stem.split("-")[0] for p in self.paths]

    def play(self, path: Path) -> None:
        if self.fail:
            raise OSError("no audio device")
        self.paths.append(path)
