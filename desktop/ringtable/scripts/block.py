"""Compiling a list of cost or effect tables into a registered program.

Each table names exactly one verb of :data:`verbs.VERBS` (plus that verb's options), so
``{exert = "ranger"}`` and ``{strength = 3, who = "hobbit"}`` both read as the card text
does. Program keys are ``<card id>:<path>``, unique and stable across runs, so a
suspended script in a saved game finds its program again after a restart.
"""

from __future__ import annotations

from typing import Any

from . import compound as _compound  # noqa: F401  (registers the compound verbs)
from . import cost_verbs as _cost_verbs  # noqa: F401  (registers twilight_cost)
from . import deck_verbs as _deck_verbs  # noqa: F401  (draw, discard_top, discard_random)
from . import delayed_verbs as _delayed_verbs  # noqa: F401  (watch_skirmish, game_rule)
from . import loop_verbs as _loop_verbs  # noqa: F401  (registers until_stop)
from . import pile_verbs as _pile_verbs  # noqa: F401  (registers choose, reveal, search)
from . import replace as _replace  # noqa: F401  (registers replace_in_skirmish)
from . import site_verbs as _site_verbs  # noqa: F401  (registers replace_site)
from . import stack_verbs as _stack_verbs  # noqa: F401  (registers stack)
from . import transfer as _transfer  # noqa: F401  (registers transfer, exhaust)
from .reader import FieldError, Reader
from .runtime import COMPILING, register_program
from .verbs import VERBS


def compile_block(items: list[Any], path: str, cost: bool = False) -> str:
    """Validate and compile ``items``; return the program key."""
    steps = []
    for k, item in enumerate(items):
        where = f"{path}[{k}]"
        r = Reader(item, where)
        names = [key for key in item if key in VERBS]
        if len(names) != 1:
            known = ", ".join(sorted(VERBS))
            if not names:
                first = next(iter(item), "(empty)")
                raise FieldError(where, f"unknown verb {first!r}; known verbs: {known}")
            raise FieldError(where, f"one verb per table, got {names}")
        name = names[0]
        r.used.add(name)
        step = VERBS[name](r, cost)
        r.done()
        steps.append(step)
    return register_program(f"{COMPILING['card']}:{path}", steps)
