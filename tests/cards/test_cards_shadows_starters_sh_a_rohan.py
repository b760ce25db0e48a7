"""Shadows-era starters (set 11), the Free Peoples triggers: [rohan] pumps, a mount that
exerts minions, and a ranger playing the fellowship's next site on a Shadows-era path."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_a import FOREST, PLAINS, shadows_at

from ringtable.decks import starter_decks
from ringtable.engine import stats
from ringtable.testing import act, pass_until


def _until_phase(game, phase: str) -> None:
    """Everyone passes until ``phase`` starts."""
    for _ in range(20):
        if game.s.phase == phase:
            return
        pass_until(game, "phase_started")
    raise AssertionError(f"phase {phase} never started")

SCRIPTED = ("11_146", "11_152", "11_156", "11_65")


def test_eowyn_shieldmaiden_winning_pumps_each_other_rohan_man():
    # "Each time Éowyn wins a skirmish, each other [rohan] Man is strength +1 until the
    # regroup phase."
    for minion, wins in (("Goblin Runner", True), ("Cave Troll of Moria", False)):
        sc = Scenario()
        eowyn = sc.companion("11_146")
        soldier = sc.companion("11_152")  # another [rohan] Man
        hrothlac = sc.companion("11_148")  # and a third: "each"
        boromir = sc.companion("1_97")  # a [gondor] Man
        sc.assign(sc.minion(minion), eowyn)
        sc.assign(sc.minion("Goblin Runner"), boromir)  # a second skirmish, resolved later
        game = sc.start("skirmishes")
        act(game, "skirmish", eowyn)
        pass_until(game, "skirmish_ended")
        assert game.s.phase == "skirmish"  # Boromir's skirmish is still to come
        assert stats.strength(game, soldier) == 5 + int(wins), minion
        assert stats.strength(game, hrothlac) == 5 + int(wins), minion
        assert stats.strength(game, eowyn) == 6 and stats.strength(game, boromir) == 7
        _until_phase(game, "regroup")
        assert stats.strength(game, soldier) == 5  # until the regroup phase


def test_riddermark_soldier_played_pumps_each_rohan_companion():
    # "When you play this companion, each [rohan] companion is strength +2 until the
    # regroup phase."
    sc = Scenario()
    eowyn = sc.companion("11_146")
    boromir = sc.companion("1_97")
    aldor = sc.ally("Aldor, Soldier of Edoras")  # a [rohan] ally, not a companion
    minion = sc.minion("Goblin Runner")
    soldier = sc.hand("11_152")
    sword = sc.hand("11_166")  # Hobbit Sword, another card played afterwards
    game = sc.start("fellowship")
    act(game, "play", soldier)
    assert stats.strength(game, soldier) == 5 + 2 and stats.strength(game, eowyn) == 6 + 2
    assert stats.strength(game, boromir) == 7 and stats.strength(game, minion) == 5
    assert stats.strength(game, aldor) == 3
    act(game, "play", sword, sc.ring_bearer())
    assert stats.strength(game, eowyn) == 6 + 2  # once: when this companion is played
    _until_phase(game, "regroup")
    assert stats.strength(game, eowyn) == 6  # until the regroup phase


def test_rohirrim_mount_rohan_man_exerts_skirmishing_minions_defender_at_plains():
    # "Bearer must be a [rohan] Man. At the start of each skirmish involving bearer, each
    # minion skirmishing bearer must exert. While bearer is at a plains site, he or she is
    # defender +1."
    sc = Scenario()
    eowyn = sc.companion("11_146")
    boromir = sc.companion("1_97")
    mount = sc.hand("11_156")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == mount}
    assert eowyn in targets and boromir not in targets
    sc = Scenario()
    eowyn = sc.companion("11_146")
    sc.bear(eowyn, "11_156")
    boromir = sc.companion("1_97")
    foe, foe2, other = (sc.minion("1_153") for _ in range(3))  # vitality 3: may exert
    sc.assign(foe, eowyn)
    sc.assign(foe2, eowyn)
    sc.assign(other, boromir)
    game = sc.start("skirmishes")
    act(game, "skirmish", boromir)  # a skirmish not involving the bearer: nothing
    assert (game.s.wounds[foe], game.s.wounds[foe2], game.s.wounds[other]) == (0, 0, 0)
    pass_until(game, "skirmish_ended")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", eowyn)
    assert (game.s.wounds[foe], game.s.wounds[foe2]) == (1, 1)
    for site, defender in ((PLAINS, 1), (FOREST, 0)):
        sc = shadows_at(site)
        eowyn = sc.companion("11_146")
        sc.bear(eowyn, "11_156")
        boromir = sc.companion("1_97")
        game = sc.build()
        assert stats.keyword(game, eowyn, "defender") == defender, site
        assert stats.keyword(game, boromir, "defender") == 0  # the bearer only


def test_ranger_of_westernesse_may_play_the_fellowships_next_site():
    # "Ranger. When you play this companion, you may play the fellowship's next site."
    decks = starter_decks()
    for accept in (True, False):
        sc = Scenario(sites=(tuple(decks["sh-aragorn-starter"].sites),
                             tuple(decks["sh-gandalf-starter"].sites)))
        ranger = sc.hand("11_65")
        sword = sc.hand("11_166")  # Hobbit Sword
        game = sc.at_site(3).start("fellowship")
        old = game.s.path[4]
        act(game, "play", ranger)
        assert stats.keyword(game, ranger, "ranger") == 1
        if not accept:
            act(game, "pass")
            assert game.s.path[4] == old
            act(game, "play", sword, sc.ring_bearer())  # another card: the ranger stays quiet
            assert not any(a.kind == "resolve" for a in game.legal_actions())
            continue
        act(game, "resolve", ranger)
        options = [a.card for a in game.legal_actions() if a.kind == "choose"]
        assert options and all(game.s.owner[c] == sc.fp for c in options)
        act(game, "choose", options[-1])
        assert game.s.path[4] == options[-1]


def test_hrothlac_exerts_to_prevent_a_wound_to_a_rohan_companion():
    # "Response: If a [rohan] companion who has resistance 4 or more is about to take a
    # wound, exert Hrothlac to prevent that."
    for defender, hrothlac_wounds, offered in (("11_146", 0, True),  # Éowyn: [rohan]
                                               ("1_97", 0, False),  # Boromir: [gondor]
                                               ("11_146", 2, False)):  # cannot exert
        sc = Scenario()
        hrothlac = sc.companion("11_148")
        sc.wounds(hrothlac, hrothlac_wounds)
        man = sc.companion(defender)
        sc.assign(sc.minion("Uruk-hai Raiding Party"), man)  # strength 9: wins, no overwhelm
        game = sc.start("skirmishes")
        pass_until(game, "skirmish_ended", decision_kind="optional_trigger")
        if not offered:
            assert game.s.wounds[man] >= 1, defender  # the wound was taken
            continue
        assert game.decision.kind == "optional_trigger"
        events = act(game, "resolve")
        assert game.s.wounds[hrothlac] == 1 and game.s.wounds[man] == 0, defender
        assert "wound_prevented" in [e.kind for e in events]
