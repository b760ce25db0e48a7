"""Set 9 (Reflections) cards scripted with the words added for the rule-gap cards
(issue 18, helper gaps-a): "heal X Dwarves", X a value read from a Dwarf spotted."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import stats
from ringtable.testing import act, can

GIMLI, GRIMIR, LEGOLAS = "1_13", "1_17", "1_51"  # Gimli: damage +1; Grimir: a Dwarf ally


def _fury(card: str, wounded_dwarves: int = 3):
    """Regroup: Gimli bears Ring of Fury; Grimir and two more Dwarf allies (Thrarin) and
    Legolas, each with a wound (only ``wounded_dwarves`` of the dwarves)."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    ring = sc.bear(gimli, card)
    dwarves = [gimli, sc.ally(GRIMIR), sc.ally("1_27"), sc.ally("1_27")]
    legolas = sc.companion(LEGOLAS)
    for c in dwarves[:wounded_dwarves]:
        sc.wounds(c, 1)
    sc.wounds(legolas, 1)
    sc.minion("1_191")
    game = sc.at_site(4).start("regroup")
    return game, ring, dwarves, legolas


def test_ring_of_fury_makes_its_bearer_damage_plus_2():
    """Ring of Fury (9_7): "Bearer is damage +2": Gimli (damage +1) is damage +3."""
    game, _ring, (gimli, *_o), _l = _fury("9_7")
    assert stats.keyword(game, gimli, "damage") == 1 + 2


def test_ring_of_fury_heals_as_many_dwarves_as_the_spotted_dwarfs_damage():
    """Ring of Fury (9_7): "Regroup: Spot a Dwarf that is damage +X to heal X Dwarves.
    Discard this artifact." Gimli spotted (damage +3): the three wounded Dwarves are
    healed, not Legolas (an Elf); the Ring is discarded."""
    game, ring, dwarves, legolas = _fury("9_7")
    act(game, "use", ring)
    assert game.decision.kind == "choose" and set(game.decision.cards) == set(dwarves)
    act(game, "choose", dwarves[0])
    assert all(game.s.wounds[c] == 0 for c in dwarves) and game.s.wounds[legolas] == 1
    assert game.s.zone[ring] == "discard"


def test_ring_of_fury_x_follows_the_dwarf_spotted():
    """Ring of Fury (9_7): "a Dwarf that is damage +X": Grimir spotted (no damage bonus)
    heals nobody; the Ring is still discarded. Borne by Legolas it could not be played
    ("Bearer must be a Dwarf")."""
    game, ring, dwarves, _l = _fury("9_7")
    act(game, "use", ring)
    act(game, "choose", dwarves[1])
    assert all(game.s.wounds[c] == 1 for c in dwarves[:3]) and game.s.zone[ring] == "discard"
    sc = Scenario()
    legolas = sc.companion(LEGOLAS)
    gimli = sc.companion(GIMLI)
    card = sc.hand("9_7", player=0)
    game = sc.start("fellowship")
    assert can(game, "play", card, gimli) and not can(game, "play", card, legolas)
