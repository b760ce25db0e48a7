"""``tools/oracle_bound.py --know``: the partial oracle tells Hard exactly what it says.

The Shadows-era figures of docs/bots.md (eighth pass) rest on it: "the opponent's
hand" must be his real hand and nothing more (his draw deck the rest of his hidden
cards, shuffled), "opponent" his draw deck's real order too, and the bot's own cards
must stay as the fair world dealt them.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest

from ringtable.bot import RandomBot, observe
from ringtable.bot.arena import game_format, load_deck
from ringtable.bot.search import published_lists
from ringtable.cards import default_database
from ringtable.engine import Game, GameSetup, Rules
from ringtable.engine.determinise import determinise
from ringtable.scripts import standard_rules

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import oracle_bound  # noqa: E402


def _mid_game(rules: Rules) -> tuple[Game, list]:
    decks = [load_deck("sh-eowyn-starter"), load_deck("sh-legolas-starter")]
    game = Game.new(GameSetup(decks=decks, seed=7, format=game_format(*decks)), rules)
    bots = [RandomBot(1), RandomBot(2)]
    for _ in range(120):
        if game.s.outcome is not None or game.decision is None:
            break
        seat = game.decision.player
        game.apply(bots[seat].choose(observe(game, seat), seat))
    assert game.s.outcome is None and game.s.piles[1]["hand"], "the game must still be on"
    return game, decks


def _pile(g: Game, seat: int, name: str) -> list[str]:
    return [g.s.defs[c] for c in g.s.piles[seat][name]]


@pytest.mark.parametrize("know", ["hand", "opponent"])
def test_the_partial_oracle_gives_the_real_hand_and_keeps_the_rest(know: str) -> None:
    rules = standard_rules(default_database())
    game, decks = _mid_game(rules)
    fair = determinise(observe(game, 0), rules, random.Random(3), decks[0],
                       published_lists())
    told = oracle_bound.told(fair, game, 0, know, random.Random(4))
    assert Counter(_pile(told, 1, "hand")) == Counter(_pile(game, 1, "hand"))
    assert Counter(_pile(told, 1, "draw")) == Counter(_pile(game, 1, "draw"))
    if know == "opponent":
        assert _pile(told, 1, "draw") == _pile(game, 1, "draw")
    else:  # the draw deck's order stays unknown: 40-odd cards never come out as dealt
        assert _pile(told, 1, "draw") != _pile(game, 1, "draw")
    for name in ("hand", "draw"):  # the bot's own cards: as the fair world dealt them
        assert _pile(told, 0, name) == _pile(fair, 0, name)


@pytest.mark.parametrize(("know", "seat", "phase", "told"), [
    ("hand", 1, "fellowship", True),
    ("hand-as-fp", 0, "skirmish", True), ("hand-as-fp", 1, "skirmish", False),
    ("hand-as-shadow", 1, "shadow", True), ("hand-as-shadow", 0, "shadow", False),
    ("hand-as-fp-before", 0, "fellowship", True), ("hand-as-fp-before", 0, "regroup", False),
    ("hand-as-fp-before", 1, "fellowship", False),
    ("hand-as-fp-after", 0, "regroup", True), ("hand-as-fp-after", 0, "fellowship", False),
    ("hand-as-fp-after", 1, "regroup", False),
    ("held-before", 0, "fellowship", True), ("held-before", 0, "regroup", False),
    ("held-before", 1, "fellowship", False),
])
def test_the_partial_oracle_tells_only_the_side_and_the_part_of_the_turn_asked(
        know: str, seat: int, phase: str, told: bool) -> None:
    """Seat 0 is the Free Peoples here; "after" means from the Shadow phase on."""
    view = {"you": seat, "free_peoples": 0, "phase": phase}
    assert oracle_bound.tells(know, view) is told


def test_held_before_tells_only_the_cards_he_already_held() -> None:
    """``held-before``: of his real hand only the cards whose ids are in ``held``, the
    rest of his hand and his draw deck dealt from his other hidden cards."""
    rules = standard_rules(default_database())
    game, decks = _mid_game(rules)
    fair = determinise(observe(game, 0), rules, random.Random(3), decks[0],
                       published_lists())
    real_hand = game.s.piles[1]["hand"]
    every = Counter(_pile(fair, 1, "hand")) + Counter(_pile(fair, 1, "draw"))
    whole = oracle_bound.told(fair, game, 0, "held-before", random.Random(4),
                              frozenset(real_hand))
    assert Counter(_pile(whole, 1, "hand")) == Counter(_pile(game, 1, "hand"))
    one = oracle_bound.told(fair, game, 0, "held-before", random.Random(4),
                            frozenset(real_hand[:1]))
    hand = Counter(_pile(one, 1, "hand"))
    assert hand[game.s.defs[real_hand[0]]] >= 1
    assert hand != Counter(_pile(game, 1, "hand"))  # the rest is not told
    for told in (whole, one):
        assert Counter(_pile(told, 1, "hand")) + Counter(_pile(told, 1, "draw")) == every
        for name in ("hand", "draw"):  # the bot's own cards: as the fair world dealt them
            assert _pile(told, 0, name) == _pile(fair, 0, name)
