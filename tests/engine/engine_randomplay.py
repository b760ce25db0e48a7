"""Random play with invariants, shared by the quick test, the slow soak and the benchmark.

Players choose uniformly among ``legal_actions()`` with their own seeded RNG, so a game
is a pure function of (decks, engine seed, chooser seed).
"""

from __future__ import annotations

import json
import random
from typing import Any

from ringtable.cards import default_database
from ringtable.decks import classic_starter_pairs, starter_decks
from ringtable.engine import Game, GameSetup, Rules
from ringtable.engine.state import PATH

BASE_RULES = Rules.base(default_database())  # the engine without card scripts

MAX_DECISIONS = 20_000
_CLASSIC = frozenset(p for a, b in classic_starter_pairs() for p in ((a, b), (b, a)))


def meeting_pairs() -> list[tuple[str, str]]:
    """Pairs of the 18 starters of sets 1-10 whose adventure decks can meet (same block)."""
    return classic_starter_pairs()


def every_starter_pair() -> list[tuple[str, str]]:
    """Every ordered pair of the 30 starters of sets 1-19 (870), numbered, Shadows-era and
    mixed: they meet in the Starter Rules format (``starter``, either kind of site)."""
    names = sorted(starter_decks())
    return [(a, b) for a in names for b in names if a != b]


def format_for(pair: tuple[str, str]) -> str:
    """A format both decks of ``pair`` are built for: the classic same-block pairs keep
    their block (as before), every other pair plays the Starter Rules format."""
    return "fotr_block" if pair in _CLASSIC else "starter"


def new_game(pair: tuple[str, str], seed: int, rules: Rules = BASE_RULES) -> Game:
    decks = starter_decks()
    return Game.new(GameSetup(decks=[decks[pair[0]], decks[pair[1]]], seed=seed,
                              format=format_for(pair)), rules)


def check_invariants(game: Game) -> None:
    s = game.s
    n = len(s.defs)
    seen = [0] * n
    for p, piles in enumerate(s.piles):
        for zone, pile in piles.items():
            for c in pile:
                seen[c] += 1
                assert s.zone[c] == zone and s.holder[c] == p, (c, zone, p, s.zone[c])
    for c in s.path:
        if c >= 0:
            seen[c] += 1
            assert s.zone[c] == PATH
    assert all(k == 1 for k in seen), [c for c in range(n) if seen[c] != 1]
    for p in range(len(s.players)):  # the path has no gap up to each fellowship
        assert all(s.path[k] >= 0 for k in range(1, s.site[p] + 1)), (p, s.site, s.path)
    assert min(s.wounds) >= 0 and min(s.burdens) >= 0 and s.twilight >= 0
    assert all(v > 0 for t in s.tokens.values() for v in t.values())
    for c in range(n):
        if s.bearer[c] >= 0:
            assert s.zone[c] in ("attached", "stacked")
    for p in range(len(s.players)):
        view = game.view_for(p)
        allowed = {a.card for a in game.legal_actions()} | {a.target for a in
                                                             game.legal_actions()}
        if game.decision is None or game.decision.player != p:
            allowed = set()
        hidden = set()
        for q, piles in enumerate(s.piles):
            hidden.update(piles["draw"])
            if q != p:
                hidden.update(piles["hand"])
                hidden.update(piles["adventure"])
        leaked = (hidden - allowed) & _ints(view)
        assert not leaked, f"view_for({p}) shows hidden cards {sorted(leaked)}"
        assert "rng" not in view and "seed" not in view


def _ints(view: dict[str, Any]) -> set[int]:
    """Every instance id a view mentions (card keys, pile lists, path)."""
    out = set(view["cards"])
    for piles in view["piles"]:
        for pile in piles.values():
            if isinstance(pile, list):
                out.update(pile)
    out.update(c for c in view["path"] if c >= 0)
    return out


def play(pair: tuple[str, str], seed: int, *, checks: bool = True,
         fork_at: float = 0.3, rules: Rules = BASE_RULES) -> dict[str, Any]:
    """Play one random game; with ``checks``, verify invariants at every step and that a
    save/load at a random decision (and a clone) continues to the identical end."""
    game = new_game(pair, seed, rules)
    chooser = random.Random(seed * 7919 + 1)
    decisions = sites_chosen = 0
    fork: tuple[Game, random.Random] | None = None
    while game.decision is not None:
        if checks:
            check_invariants(game)
            if fork is None and chooser.random() < fork_at / 40:
                loaded = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
                assert loaded.to_json() == game.to_json()
                fork = (loaded, random.Random())
                fork[1].setstate(chooser.getstate())
                before = json.dumps(game.to_json())
                twin = game.clone()
                twin.apply(chooser_choice(twin, random.Random(seed)))
                assert json.dumps(game.to_json()) == before, "clone() shares state"
        actions = game.legal_actions()
        assert actions, f"no legal action at {game.decision}"
        sites_chosen += game.decision.kind == "choose_site"
        game.apply(chooser.choice(actions))
        decisions += 1
        assert decisions < MAX_DECISIONS, f"game {pair} seed {seed} does not end"
    assert game.outcome is not None
    if fork is not None:
        loaded, fork_rng = fork
        while loaded.decision is not None:
            loaded.apply(fork_rng.choice(loaded.legal_actions()))
        assert loaded.to_json() == game.to_json(), "from_json game diverged"
    return {"decisions": decisions, "outcome": game.outcome, "turns": game.s.turn,
            "sites_chosen": sites_chosen}


def chooser_choice(game: Game, rnd: random.Random):
    return rnd.choice(game.legal_actions())
