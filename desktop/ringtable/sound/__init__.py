"""Sound cues: made by the project (``synth``), chosen per table update (``cues``) and
played through the operating system's own player (``player``). No Qt, no audio library."""

from .cues import cue_for
from .player import SoundPlayer, find_backend

__all__ = ["SoundPlayer", "cue_for", "find_backend"]
