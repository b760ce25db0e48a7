"""Ringtable's own sound effects, synthesised from a few lines of arithmetic each.

Why synthesised: the project ships no recordings it did not make, and these short cues
(a card laid down, a wound, a burden, the Ring...) are easy to make from decaying sines,
filtered noise and bell-like partials. ``tools/make_sounds.py`` writes them to
``resources/sounds/`` and a test checks the shipped files still match this code, so a
sound is changed by changing the recipe here.

Everything is deterministic (seeded noise), 22,050 Hz, 16-bit mono.
"""

from __future__ import annotations

import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable

RATE = 22_050
PEAK = 0.55  # of full scale: cues sit under speech and music


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def _mix(into: list[float], sound: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def _tone(freq: float, seconds: float, decay: float, attack: float = 0.004,
          glide_to: float | None = None) -> list[float]:
    """A sine with a short linear attack and an exponential decay (``decay``: seconds to
    fall to 1/e); ``glide_to`` slides the pitch (a thump that drops)."""
    out = []
    phase = 0.0
    n = int(seconds * RATE)
    for i in range(n):
        t = i / RATE
        f = freq if glide_to is None else freq + (glide_to - freq) * (i / n)
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(math.sin(phase) * env)
    return out


def _bell(freq: float, seconds: float, decay: float) -> list[float]:
    """Bell-like: a few inharmonic partials, the higher ones dying sooner."""
    out = _silence(seconds)
    for ratio, gain in ((1.0, 1.0), (2.0, 0.35), (2.76, 0.25), (5.4, 0.1)):
        _mix(out, _tone(freq * ratio, seconds, decay / ratio ** 0.5), gain=gain)
    return out


def _noise(seconds: float, decay: float, smooth: float, seed: int,
           swell: float = 0.0) -> list[float]:
    """Filtered noise (one-pole low-pass: ``smooth`` near 1 is darker); ``swell`` > 0
    rises for that long before decaying (a whoosh)."""
    rng = random.Random(seed)
    out = []
    y = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        y += (1.0 - smooth) * (rng.uniform(-1.0, 1.0) - y)
        env = math.sin(math.pi * min(1.0, t / (2 * swell))) ** 2 if swell else math.exp(-t / decay)
        out.append(y * env)
    return out


def card() -> list[float]:
    """A card laid on the table: a papery slap over a soft body."""
    out = _noise(0.09, 0.012, 0.55, seed=1)
    _mix(out, _tone(150, 0.09, 0.02, glide_to=110), gain=0.6)
    return out


def wound() -> list[float]:
    """A wound: a dull blow whose pitch drops."""
    out = _tone(95, 0.32, 0.08, glide_to=50)
    _mix(out, _noise(0.05, 0.01, 0.8, seed=2), gain=0.5)
    return out


def kill() -> list[float]:
    """A character killed: two heavy blows."""
    out = _tone(80, 0.5, 0.12, glide_to=38)
    _mix(out, _tone(70, 0.45, 0.14, glide_to=34), at=0.16, gain=0.8)
    _mix(out, _noise(0.06, 0.015, 0.85, seed=3), gain=0.5)
    return out


def burden() -> list[float]:
    """A burden: a low, slowly beating pair of tones."""
    out = _tone(110, 0.8, 0.35, attack=0.06)
    _mix(out, _tone(116.5, 0.8, 0.35, attack=0.06), gain=0.9)
    _mix(out, _tone(55, 0.8, 0.3, attack=0.08), gain=0.5)
    return out


def ring() -> list[float]:
    """Putting on the Ring: a cold shimmer."""
    out = _bell(880, 1.2, 0.5)
    _mix(out, _bell(1244.5, 1.1, 0.4), at=0.05, gain=0.6)
    _mix(out, _tone(220, 1.2, 0.5, attack=0.2), gain=0.4)
    return out


def clash() -> list[float]:
    """A skirmish resolved: blades meeting."""
    out = _noise(0.04, 0.006, 0.2, seed=4)
    for freq, gain in ((523.0, 0.5), (1307.0, 0.45), (2011.0, 0.35), (3120.0, 0.2)):
        _mix(out, _tone(freq, 0.35, 0.07, attack=0.001), gain=gain)
    return out


def move() -> list[float]:
    """The fellowship moves: a soft rising whoosh."""
    return _noise(0.45, 0.0, 0.93, seed=5, swell=0.18)


def win() -> list[float]:
    """The game is won: a rising major arpeggio."""
    out: list[float] = []
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        _mix(out, _bell(freq, 0.9 if k == 3 else 0.4, 0.35 if k == 3 else 0.15), at=0.12 * k)
    return out


def lose() -> list[float]:
    """The game is lost: a slow falling minor line."""
    out: list[float] = []
    for k, freq in enumerate((440.0, 349.23, 293.66)):
        _mix(out, _tone(freq, 0.7 if k == 2 else 0.35, 0.3 if k == 2 else 0.12, attack=0.02),
             at=0.22 * k)
    return out


def turn() -> list[float]:
    """Your decision (after the computer's): a gentle two-note chime."""
    out = _bell(783.99, 0.3, 0.1)
    _mix(out, _bell(1046.5, 0.45, 0.15), at=0.11)
    return out


CUES: dict[str, Callable[[], list[float]]] = {
    "card": card, "wound": wound, "kill": kill, "burden": burden, "ring": ring,
    "clash": clash, "move": move, "win": win, "lose": lose, "turn": turn,
}


def wav_bytes(samples: list[float]) -> bytes:
    """Normalise to ``PEAK``, fade the last 10 ms (no click) and encode as a WAV file."""
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    fade = min(len(samples), RATE // 100)
    pcm = array("h")
    for i, v in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade) if fade else 1.0
        pcm.append(int(max(-1.0, min(1.0, v / top * PEAK * gain)) * 32767))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        if sys.byteorder == "big":  # WAV samples are little-endian
            pcm.byteswap()
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


def render(name: str) -> bytes:
    """The WAV file of cue ``name``; ``KeyError`` names the known cues."""
    if name not in CUES:
        raise KeyError(f"no sound called {name!r}; known: {sorted(CUES)}")
    return wav_bytes(CUES[name]())
