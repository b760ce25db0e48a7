"""Random play with the keywords and followers of sets 11-19 in the draw decks (on the
numbered sites of the Scenario builder): every game ends, the invariants hold at every
step, and a game saved in the middle of a muster, toil or aid decision continues to the
identical end."""

from __future__ import annotations

import json
import random

from engine_randomplay import MAX_DECISIONS, check_invariants

from ringtable.engine import Game
from ringtable.testing import Scenario

# hunter (Gimli 15_5, Tracking Uruk, White Hand Butcher), followers with every kind of
# aid cost (Rohirrim Doorwarden, The Gaffer, Gwaihir, Elendil's Army, Saruman), toil and
# muster (Horror of Harad, The Witch-king, Murderous Uruk), [orc] minions to toil with
FREE_PEOPLES = (("15_5", 2), ("15_137", 2), ("13_151", 2), ("17_20", 2), ("18_47", 2))
SHADOW = (("15_171", 2), ("17_122", 2), ("17_38", 2), ("14_13", 3), ("11_226", 1),
          ("11_195", 3), ("18_85", 4), ("11_138", 4))


def _game(seed: int) -> Game:
    """Both players with these cards and Fellowship starter cards shuffled into their
    draw decks and eight in hand, from the start of the first turn (the Scenario builder:
    Game.new refuses Shadows-era cards until the Shadows-era setup is merged)."""
    rnd = random.Random(seed)
    basics = ("Aragorn, Ranger of the North", "Gimli, Dwarf of Erebor", "Goblin Runner",
              "Cave Troll of Moria", "Goblin Scimitar", "Boromir, Lord of Gondor")
    sc = Scenario(seed=seed)
    for p in (0, 1):
        cards = [c for c, n in FREE_PEOPLES + SHADOW for _ in range(n)] + list(basics) * 3
        rnd.shuffle(cards)
        for c in cards[:8]:
            sc.hand(c, player=p)
        for c in cards[8:]:
            sc.draw_bottom(c, player=p)
    return sc.start("start")


def _play(seed: int) -> dict[str, int]:
    game = _game(seed)
    chooser = random.Random(seed)
    seen: dict[str, int] = {}
    fork: tuple[Game, random.Random] | None = None
    decisions = 0
    while game.decision is not None:
        check_invariants(game)
        kind = game.decision.kind
        seen[kind] = seen.get(kind, 0) + 1
        if fork is None and kind in ("muster", "toil", "aid"):
            loaded = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
            assert loaded.to_json() == game.to_json()
            fork = (loaded, random.Random())
            fork[1].setstate(chooser.getstate())
        actions = game.legal_actions()
        assert actions, f"no legal action at {game.decision}"
        game.apply(chooser.choice(actions))
        decisions += 1
        assert decisions < MAX_DECISIONS
    if fork is not None:
        loaded, rng = fork
        while loaded.decision is not None:
            loaded.apply(rng.choice(loaded.legal_actions()))
        assert loaded.to_json() == game.to_json(), "a game loaded mid-decision diverged"
    return seen


def test_random_games_with_keywords_and_followers_end_and_survive_save_and_load():
    seen: dict[str, int] = {}
    for seed in range(40):
        for kind, n in _play(seed).items():
            seen[kind] = seen.get(kind, 0) + n
    # the new decisions were met and answered in random play
    assert seen.get("aid", 0) > 0 and seen.get("toil", 0) > 0 and seen.get("muster", 0) > 0
