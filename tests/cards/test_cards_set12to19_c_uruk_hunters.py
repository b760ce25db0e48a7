"""Starters of sets 12-19, the [uruk-hai] hunters' and Saruman's abilities and
triggers, clause by clause.

Boromir (1_97) strength 7, vitality 3; Gimli (1_12) strength 6, vitality 3; Aragorn
(1_89) strength 8, vitality 4; Gimli, Eager Hunter (15_5) strength 6, hunter 3; Legolas,
Fleet-footed Hunter (15_18) hunter 1. Following Uruk (15_160) and White Hand Guard
(17_126) are [uruk-hai] hunters; Feral Uruk (11_183) an [uruk-hai] minion without
hunter, strength 9; Denizen of Moria (11_116) an [orc] minion, strength 7, vitality 1.
"""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.engine import Game, effects, stats
from ringtable.testing import act, can, pass_until

BOROMIR, GIMLI, ARAGORN, GIMLI_HUNTER, LEGOLAS_HUNTER = "1_97", "1_12", "1_89", "15_5", "15_18"
FERAL, DENIZEN, FOLLOWING, GUARD = "11_183", "11_116", "15_160", "17_126"


def _options(game: Game, kind: str = "choose") -> set[int]:
    return {a.card for a in game.legal_actions() if a.kind == kind}


def _first_skirmish(game: Game, defender: int) -> None:
    """The Free Peoples player picks ``defender``'s skirmish first when asked."""
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", defender)


def test_following_uruk_may_exert_an_unassigned_companion_when_it_wins():
    # "Each time this minion wins a skirmish, you may exert a companion not assigned to a
    # skirmish."
    sc = Scenario().at_site(2)
    gimli = sc.companion(GIMLI)
    boromir = sc.companion(BOROMIR)  # not assigned
    aragorn = sc.companion(ARAGORN)
    following = sc.minion("15_160")
    sc.assign(following, gimli)
    sc.assign(sc.minion(DENIZEN), aragorn)  # Aragorn is assigned (his skirmish comes later)
    sc.minion(FERAL)  # an unassigned minion is no companion
    game = sc.start("skirmishes")
    _first_skirmish(game, gimli)
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", following)
    assert _options(game) == {boromir, sc.ring_bearer()}
    choose(game, boromir)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[aragorn] == 0


def test_following_uruk_you_may_decline_and_not_when_it_loses():
    sc = Scenario().at_site(2)  # "you may": declined
    gimli = sc.companion(GIMLI)
    boromir = sc.companion(BOROMIR)
    following = sc.minion("15_160")
    sc.assign(following, gimli)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "pass")
    assert game.s.wounds[boromir] == 0
    sc = Scenario().at_site(2)  # Following Uruk (8 + hunter 1) loses to Aragorn made 11
    aragorn = sc.companion(ARAGORN)
    following = sc.minion("15_160")
    sc.assign(following, aragorn)
    game = sc.start("skirmishes")
    effects.add_modifier(game, aragorn, "strength", 3, "turn", -1)
    assert strength(game, aragorn) > strength(game, following)
    pass_until(game, "skirmish_ended", decision_kind="optional_trigger")
    assert game.decision.kind != "optional_trigger"


def test_mauhur_exert_to_assign_him_to_a_non_hunter_character_except_the_ring_bearer():
    # "Assignment: Exert Mauhúr to assign him to a non-hunter character (except the
    # Ring-bearer)."
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    gimli = sc.companion(GIMLI)
    sc.companion(GIMLI_HUNTER)  # a hunter
    mauhur = sc.minion("15_164")
    game = sc.start("assignment")
    act(game, "pass")  # the Free Peoples player first
    use(game, mauhur)
    assert game.s.wounds[mauhur] == 1 and game.decision.player != game.s.fp  # his choice
    assert _options(game) == {boromir, gimli}  # not Frodo, not the hunter
    choose(game, gimli)
    assert game.s.assigned[mauhur] == gimli


def test_mauhur_not_once_assigned():
    # Mauhúr: "assign him": not once he is assigned (nothing to assign).
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    mauhur = sc.minion("15_164")
    sc.assign(mauhur, boromir)
    game = sc.start("assignment")
    act(game, "pass")
    assert not can(game, "use", mauhur)


def _hurl(sc: Scenario, hurl_id: str) -> tuple[Game, int]:
    hurl = sc.hand(hurl_id)
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    return game, hurl


def test_violent_hurl_strength_plus_two_and_damage_plus_one_for_a_hunter():
    # "Make an [uruk-hai] minion strength +2 (and damage +1 if that minion is a hunter)."
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    following = sc.minion(FOLLOWING)
    sc.assign(following, boromir)
    feral = sc.minion(FERAL)
    sc.bear(feral, "12_159")  # Weapon of Opportunity: an [uruk-hai] card, no minion
    sc.minion(DENIZEN)  # an [orc] minion
    sc.minion("4_165")  # an [isengard] Uruk-hai
    game, hurl = _hurl(sc, "15_179")
    before = strength(game, following)
    act(game, "play", hurl)
    assert _options(game) == {following, feral}
    choose(game, following)
    assert strength(game, following) == before + 2
    assert stats.keyword(game, following, "damage") == 1


def test_violent_hurl_no_damage_for_a_minion_that_is_no_hunter():
    # Violent Hurl: "(and damage +1 if that minion is a hunter)"
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    feral = sc.minion(FERAL)
    sc.assign(feral, boromir)
    following = sc.minion(FOLLOWING)  # a hunter, not chosen
    game, hurl = _hurl(sc, "15_179")
    act(game, "play", hurl)
    choose(game, feral)
    assert strength(game, feral) == 9 + 2 and stats.keyword(game, feral, "damage") == 0
    assert stats.keyword(game, following, "damage") == 0


def test_saruman_curunir_heals_a_different_uruk_hai_minion_when_a_hunter_wins():
    # 17_115 "Each time an [uruk-hai] hunter wins a skirmish, heal a different [uruk-hai]
    # minion."
    sc = Scenario().at_site(2)
    gimli = sc.companion(GIMLI)
    following = sc.minion(FOLLOWING)
    sc.wounds(following, 1)  # the winner itself is not healed
    sc.assign(following, gimli)
    feral = sc.minion(FERAL)
    sc.wounds(feral, 1)
    denizen = sc.minion("1_178")  # Goblin Runner, vitality 1: no wound to heal; an [orc]
    saruman = sc.minion("17_115")
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[feral] == 0 and game.s.wounds[following] == 1
    assert game.s.zone[denizen] == "minions" and game.s.zone[saruman] == "minions"


def test_saruman_curunir_the_heal_is_chosen_among_different_uruk_hai_minions():
    sc = Scenario().at_site(2)
    gimli = sc.companion(GIMLI)
    following = sc.minion(FOLLOWING)
    sc.assign(following, gimli)
    feral = sc.minion(FERAL)
    sc.wounds(feral, 1)
    saruman = sc.minion("17_115")  # an [uruk-hai] minion too
    sc.wounds(saruman, 1)
    orc = sc.minion("11_115")  # Denizen of Khazad-dûm, an [orc] minion, wounded
    sc.wounds(orc, 1)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="choose")
    assert _options(game) == {feral, saruman} and orc not in _options(game)
    choose(game, saruman)
    assert game.s.wounds[saruman] == 0 and game.s.wounds[feral] == 1


def test_saruman_curunir_not_when_a_minion_without_hunter_or_a_companion_wins():
    # 17_115: Feral Uruk (9) beats Gimli, but has no hunter; a hunter companion (Legolas,
    # not [uruk-hai]) beats Goblin Runner.
    for companion, minion in ((GIMLI, FERAL), (LEGOLAS_HUNTER, "1_178")):
        sc = Scenario().at_site(2)
        sc.assign(sc.minion(minion), sc.companion(companion))
        guard = sc.minion(GUARD)
        sc.wounds(guard, 1)
        sc.minion("17_115")
        game = sc.start("skirmishes")
        pass_until(game, "skirmish_ended")
        assert game.s.wounds[guard] == 1, companion


def test_saruman_curunir_exert_twice_a_companion_loses_hunter_until_regroup():
    # 17_115 "Skirmish: Exert Saruman twice to make a companion lose the hunter keyword
    # until the start of the regroup phase."
    sc = Scenario().at_site(2)
    gimli = sc.companion(GIMLI_HUNTER)
    legolas = sc.companion(LEGOLAS_HUNTER)
    sc.assign(sc.minion(FERAL), gimli)
    saruman = sc.minion("17_115")
    sc.minion(FOLLOWING)  # a hunter minion is no companion
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    assert strength(game, gimli) == 6 + 3
    use(game, saruman)
    assert game.s.wounds[saruman] == 2
    assert _options(game) == {gimli, legolas}
    events = choose(game, gimli)
    assert [e.amount for e in events if e.kind == "modified"] == [-3]  # his hunter 3, lost
    assert stats.keyword(game, gimli, "hunter") == 0 and strength(game, gimli) == 6
    assert stats.keyword(game, legolas, "hunter") == 1
    for _ in range(30):
        if game.s.phase == "regroup":
            break
        pass_until(game, event_kind="phase_started")
    assert stats.keyword(game, gimli, "hunter") == 3


def test_saruman_curunir_needs_two_exertions():
    sc = Scenario().at_site(2)
    gimli = sc.companion(GIMLI_HUNTER)
    sc.assign(sc.minion(FERAL), gimli)
    saruman = sc.minion("17_115")
    sc.wounds(saruman, 2)  # vitality 4: one exertion left
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    assert not can(game, "use", saruman)


def test_spear_of_the_white_hand_bearer_must_be_an_uruk_hai_uruk_hai():
    # "Bearer must be an [uruk-hai] Uruk-hai." Printed strength +1, vitality +1.
    sc = Scenario().at_site(2)
    sc.companion(BOROMIR)
    feral = sc.minion(FERAL)
    saruman = sc.minion("12_144")  # [uruk-hai], a Wizard
    isengard = sc.minion("4_165")  # an Uruk-hai of [isengard]
    orc = sc.minion(DENIZEN)
    spear = sc.hand("17_117")
    game = sc.twilight(3).start("shadow")
    targets = {a.target for a in game.legal_actions() if a.card == spear}
    assert targets == {feral} and saruman not in targets and isengard not in targets
    assert orc not in targets
    act(game, "play", spear, feral)
    assert strength(game, feral) == 9 + 1 and stats.vitality(game, feral) == 2 + 1


def test_white_hand_guard_exert_to_make_an_uruk_hai_hunter_minion_strength_plus_two():
    # "Skirmish: Exert this minion to make an [uruk-hai] hunter minion strength +2."
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    following = sc.minion(FOLLOWING)
    sc.assign(following, boromir)
    guard = sc.minion("17_126")
    sc.minion(FERAL)  # [uruk-hai], no hunter
    sc.minion("15_83")  # Hunting Herdsman: a [men] hunter minion
    sc.companion(GIMLI_HUNTER)  # a hunter companion
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    before = strength(game, following)
    use(game, guard)
    assert _options(game) == {following, guard}
    choose(game, following)
    assert strength(game, following) == before + 2 and game.s.wounds[guard] == 1


def _slayer(slayer_id: str, in_skirmish: bool = True) -> tuple[Game, dict[str, int]]:
    """White Hand Slayer (17_131) skirmishes Boromir (or Feral Uruk does, the Slayer
    waits); the Free Peoples player holds Pledge of Loyalty ([gondor] skirmish event),
    the Shadow player Violent Hurl."""
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    gimli = sc.companion(GIMLI_HUNTER)
    slayer = sc.minion(slayer_id)
    feral = sc.minion(FERAL)
    sc.bear(feral, "12_159")  # an item is no character
    sc.assign(slayer if in_skirmish else feral, boromir)
    cards = {"boromir": boromir, "gimli": gimli, "slayer": slayer, "feral": feral,
             "pledge": sc.hand("11_64"), "hurl": sc.hand("15_179"),
             "frodo": sc.ring_bearer()}
    return sc.twilight(5).start("skirmishes"), cards


def test_white_hand_slayer_a_free_peoples_event_lets_that_player_exert_a_non_hunter():
    # 17_131 "Each time a player plays an event in a skirmish involving this minion, that
    # player may exert a non-hunter character."
    game, c = _slayer("17_131")
    act(game, "play", c["pledge"])
    assert game.decision.kind == "choose" and game.decision.player == game.s.fp
    choose(game, c["slayer"])  # yes
    assert game.decision.player == game.s.fp
    assert _options(game) == {c["boromir"], c["frodo"], c["slayer"], c["feral"]}  # no hunter
    choose(game, c["slayer"])
    assert game.s.wounds[c["slayer"]] == 1


def test_white_hand_slayer_a_shadow_event_lets_the_shadow_player_exert():
    game, c = _slayer("17_131")
    act(game, "pass")
    act(game, "play", c["hurl"])
    if game.decision.kind == "choose" and c["slayer"] in _options(game) and \
            c["feral"] in _options(game) and game.decision.prompt.startswith("Violent"):
        choose(game, c["slayer"])  # Violent Hurl's own choice of minion
    assert game.decision.kind == "choose" and game.decision.player != game.s.fp
    assert "Exert a non-hunter" in game.decision.prompt
    choose(game, c["slayer"])  # yes
    assert game.decision.player != game.s.fp
    choose(game, c["boromir"])
    assert game.s.wounds[c["boromir"]] == 1


def test_white_hand_slayer_the_player_may_decline():
    game, c = _slayer("17_131")
    act(game, "play", c["pledge"])
    act(game, "pass")
    assert sum(game.s.wounds) == 0


def test_white_hand_slayer_not_in_a_skirmish_it_is_not_in():
    game, c = _slayer("17_131", in_skirmish=False)
    act(game, "play", c["pledge"])
    assert game.decision.kind == "action" and game.decision.player != game.s.fp
    act(game, "play", c["hurl"])  # the Shadow player's event: no offer either
    while game.decision.kind == "choose":
        assert "Exert a non-hunter" not in game.decision.prompt
        choose(game, c["feral"])
    assert game.s.wounds[c["boromir"]] == 0
