"""Rule modifiers ``no_weapon_strength_bonuses`` ("does not gain strength bonuses from
weapons": Troop of Uruk-hai) and ``no_weapon_damage_bonuses`` ("loses all damage
bonuses from weapons": Trapped and Alone), read by ``stats.strength`` and
``stats.keyword``: a weapon's bonus goes, other items' bonuses stay."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Rules, stats
from ringtable.engine.behaviour import Behaviour
from ringtable.testing import Scenario

SOURCE = "1_141"  # a card in the Shadow support area carrying the test's statics


def _rule(name: str):  # noqa: ANN202 - a StaticModifier
    def mod(g, src, target, stat):  # noqa: ANN001, ANN202
        return 1 if stat == "rule:" + name and g.cards[target].type == "companion" else 0
    mod.stat = "rule:" + name  # type: ignore[attr-defined]
    return mod


def _damage(g, src, target, stat):  # noqa: ANN001, ANN202 - the Dwarven Axe's damage +1
    return 1 if stat == "kw:damage" and g.cards[target].type == "companion" else 0


_damage.stat = "kw:damage"  # type: ignore[attr-defined]


def _game(*statics, axe_damage: bool = False):  # noqa: ANN002, ANN202
    behaviours = {SOURCE: Behaviour(scripted=True, statics=statics)}
    if axe_damage:  # the Dwarven Axe's text gives its bearer damage +1
        behaviours["1_9"] = Behaviour(scripted=True, statics=(_damage,))
        behaviours["1_15"] = Behaviour(scripted=True, statics=(_damage,))  # the helm too
    rules = Rules.base(default_database()).with_behaviours(behaviours)
    sc = Scenario(rules=rules)
    gimli = sc.companion("1_13")  # strength 6, damage +1
    sc.bear(gimli, "1_9")  # Dwarven Axe: a hand weapon, strength +2
    sc.bear(gimli, "1_15")  # Gimli's Helm: no weapon
    sc.support(SOURCE, player=1)
    return sc.start("maneuver"), gimli


def test_no_weapon_strength_bonuses_drops_the_weapons_strength_only():
    game, gimli = _game()
    assert stats.strength(game, gimli) == 6 + 2
    game, gimli = _game(_rule("no_weapon_strength_bonuses"))
    assert stats.strength(game, gimli) == 6
    assert stats.keyword(game, gimli, "damage") == 1  # his own damage +1 stays


def test_no_weapon_damage_bonuses_drops_a_weapons_damage_only():
    game, gimli = _game(axe_damage=True)
    assert stats.keyword(game, gimli, "damage") == 1 + 1 + 1
    game, gimli = _game(_rule("no_weapon_damage_bonuses"), axe_damage=True)
    # the axe's +1 goes; Gimli's printed +1 and the helm's (no weapon) +1 stay
    assert stats.keyword(game, gimli, "damage") == 1 + 1
    assert stats.strength(game, gimli) == 6 + 2
