"""The game's one random source: SplitMix64 with its whole state in one integer.

Keeping the state a plain int inside the game state makes games reproducible byte for
byte, cheap to clone and trivially JSON-serialisable (Python's ``random`` state is not).
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Mix a user seed into a full 64-bit state so small seeds give unrelated games."""
    return (seed * 0x9E3779B97F4A7C15 + 0xD1B54A32D192ED03) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Return ``(new_state, value)``."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, k)`` with ``0 <= k < n`` (multiply-shift; bias is negligible)."""
    state, value = next_u64(state)
    return state, (value * n) >> 64


def shuffle(state: int, items: list[int]) -> int:
    """Fisher-Yates shuffle ``items`` in place; return the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
