"""Quieter copies of the sound cues, for the volume setting.

Why copies: the system players Ringtable uses share no volume option (``aplay`` and
``winsound`` have none), so a cue at 60 % is the shipped file with its samples scaled,
written once to the user's cache folder and reused. The copy's name carries a digest of
the shipped file, so a new release's cues never play an old copy.
"""

from __future__ import annotations

import hashlib
import io
import sys
import wave
from array import array
from pathlib import Path

from ..fileio import write_atomic


def amplitude(volume: int) -> float:
    """The sample scale for a volume in percent. Squared, because loudness is heard
    roughly logarithmically: half-way on the slider sounds about half as loud (-12 dB),
    where a linear scale would barely sound quieter until the very end."""
    v = max(0, min(100, volume)) / 100
    return v * v


def scaled_copy(original: Path, volume: int, cache: Path) -> Path:
    """``original`` (a 16-bit WAV) at ``volume`` percent: the file itself at 100 or more,
    else a copy in ``cache``, written on first use. Raises ``OSError`` or ``wave.Error``
    when the copy cannot be made (the caller then plays the original)."""
    if volume >= 100:
        return original
    data = original.read_bytes()
    digest = hashlib.sha1(data, usedforsecurity=False).hexdigest()[:12]
    target = cache / f"{original.stem}-{digest}-v{max(0, volume)}.wav"
    if target.is_file():
        return target
    with wave.open(io.BytesIO(data), "rb") as source:
        params = source.getparams()
        frames = source.readframes(source.getnframes())
    if params.sampwidth != 2:
        raise wave.Error(f"{original.name}: only 16-bit sound files can be made quieter")
    samples = array("h")
    samples.frombytes(frames)
    if sys.byteorder == "big":  # WAV samples are little-endian
        samples.byteswap()
    scale = amplitude(volume)
    quieter = array("h", (int(x * scale) for x in samples))
    if sys.byteorder == "big":
        quieter.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as copy:
        copy.setparams(params)
        copy.writeframes(quieter.tobytes())
    cache.mkdir(parents=True, exist_ok=True)
    write_atomic(target, out.getvalue())
    return target
