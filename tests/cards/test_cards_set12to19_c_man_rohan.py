"""Starters of sets 12–19, the [rohan] cards (helper c-man): valiant Men and hunters,
a mount, a wound prevented. Each test names the card, quotes the clause it proves and
shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

SCRIPTED = ("15_125", "15_127", "15_133", "15_139", "12_117")

RAIDERS = "1_158"  # Uruk-hai Raiding Party: strength 9
TRACKER = "15_171"  # Tracking Uruk: a hunter minion
BUTCHER = "17_122"  # White Hand Butcher: a hunter minion, strength 5, vitality 2


def _until_phase(game, phase: str) -> None:
    for _ in range(30):
        if game.s.phase == phase:
            return
        pass_until(game, "phase_started")
    raise AssertionError(f"phase {phase} never started")


def test_eowyn_willing_fighter_exerts_to_prevent_a_wound_to_a_hunter_companion_or_valiant_man():
    # "Response: If a hunter companion or valiant Man is about to take a wound, exert
    # Éowyn to prevent that wound."
    cases = (("15_5", RAIDERS, 0, True),  # Gimli, Eager Hunter: a hunter companion
             ("15_139", RAIDERS, 0, True),  # Rohirrim Warrior: a valiant Man
             ("13_62", RAIDERS, 0, False),  # Boromir, Doomed Heir: neither
             ("15_139", RAIDERS, 2, False),  # Éowyn cannot exert
             ("15_54", BUTCHER, 0, False))  # the wound goes to a hunter minion
    for defender, minion, eowyn_wounds, offered in cases:
        sc = Scenario()
        eowyn = sc.companion("15_125")
        sc.wounds(eowyn, eowyn_wounds)
        man = sc.companion(defender)
        foe = sc.minion(minion)
        sc.assign(foe, man)
        game = sc.start("skirmishes")
        pass_until(game, "skirmish_ended", decision_kind="optional_trigger")
        if not offered:
            assert game.s.wounds[man] + game.s.wounds[foe] >= 1, defender
            assert game.decision is None or game.decision.kind != "optional_trigger", defender
            continue
        assert game.decision.kind == "optional_trigger", defender
        events = act(game, "resolve")
        assert game.s.wounds[eowyn] == 1 and game.s.wounds[man] == 0, defender
        assert "wound_prevented" in [e.kind for e in events]


def _grim_trophy(companions: tuple[str, ...], minions: tuple[str, ...]) -> int:
    """How much Grim Trophy adds to a Rohirrim Warrior in a skirmish."""
    sc = Scenario()
    warrior = sc.companion("15_139")
    axe = sc.bear(warrior, "15_136")  # a [rohan] possession: never a target
    boromir = sc.companion("13_62")  # a [gondor] Man: never a target
    for name in companions:
        sc.companion(name)
    for name in minions:
        sc.minion(name)
    sc.assign(sc.minion("Goblin Runner"), warrior)
    trophy = sc.hand("15_127")
    game = sc.start("skirmishes")
    before = stats.strength(game, warrior)
    boromir_before = stats.strength(game, boromir)
    act(game, "play", trophy)
    if game.decision.kind == "choose":
        assert boromir not in game.decision.cards and axe not in game.decision.cards
        act(game, "choose", warrior)
    assert stats.strength(game, boromir) == boromir_before
    return stats.strength(game, warrior) - before


def test_grim_trophy_rohan_man_plus_one_per_hunter_or_per_valiant_man_if_more():
    # "Make a [rohan] Man strength +1 for each hunter you can spot (or if you can spot
    # more valiant Men than hunters, make a [rohan] Man strength +1 for each valiant Man
    # you can spot)."
    # Gamling is valiant and hunter; the Warrior valiant; Tracking Uruk a hunter minion
    assert _grim_trophy(("15_126",), (TRACKER,)) == 2  # 2 hunters, 2 valiant: not more
    assert _grim_trophy(("15_126", "15_125"), (TRACKER,)) == 3  # 3 valiant Men > 2 hunters
    assert _grim_trophy(("15_126", "15_54"), (TRACKER,)) == 3  # 3 hunters, 2 valiant
    assert _grim_trophy((), ()) == 1  # no hunter, 1 valiant Man: 1 > 0
    sc = Scenario()
    boromir = sc.companion("13_62")
    sc.assign(sc.minion("Goblin Runner"), boromir)
    trophy = sc.hand("15_127")
    assert not can(sc.start("skirmishes"), "play", trophy)  # no [rohan] Man


def test_riders_mount_rohan_man_minions_skirmishing_bearer_exert():
    # "Bearer must be a [rohan] Man. At the start of each skirmish involving bearer, each
    # minion skirmishing bearer must exert."
    sc = Scenario()
    warrior = sc.companion("15_139")
    boromir = sc.companion("13_62")
    mount = sc.hand("15_133")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == mount}
    assert warrior in targets and boromir not in targets
    sc = Scenario()
    warrior = sc.companion("15_139")
    sc.bear(warrior, "15_133")
    boromir = sc.companion("13_62")
    foe, foe2, other = (sc.minion(RAIDERS) for _ in range(3))
    sc.assign(foe, warrior)
    sc.assign(foe2, warrior)
    sc.assign(other, boromir)
    game = sc.start("skirmishes")
    act(game, "skirmish", boromir)  # a skirmish not involving the bearer: nothing
    assert (game.s.wounds[foe], game.s.wounds[foe2], game.s.wounds[other]) == (0, 0, 0)
    pass_until(game, "skirmish_ended")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", warrior)
    assert (game.s.wounds[foe], game.s.wounds[foe2]) == (1, 1)


def _maneuver_start(card: str, companions: tuple[str, ...], minions: tuple[str, ...]):
    sc = Scenario()
    warrior = sc.companion(card)
    cards = [sc.companion(name) for name in companions]
    sc.minion("Goblin Runner")
    for name in minions:
        sc.minion(name)
    game = sc.start("shadow")
    pass_until(game, "phase_started", decision_kind="optional_trigger")
    while game.s.phase != "maneuver" and game.decision.kind != "optional_trigger":
        pass_until(game, "phase_started", decision_kind="optional_trigger")
    return game, warrior, cards


def test_rohirrim_warrior_spot_a_hunter_minion_for_defender_until_regroup():
    # "At the start of the maneuver phase, you may spot a hunter minion ... to make this
    # companion defender +1 until the regroup phase."
    game, warrior, (gamling,) = _maneuver_start("15_139", ("15_126",), (TRACKER,))
    assert game.decision.kind == "optional_trigger" and game.s.phase == "maneuver"
    act(game, "resolve")
    # spotting is enough: exerting the two valiant Men (Gamling, the Warrior) is not offered
    assert game.decision.kind != "optional_trigger"
    assert stats.keyword(game, warrior, "defender") == 1
    assert stats.keyword(game, gamling, "defender") == 0
    assert game.s.wounds[warrior] == 0 and game.s.wounds[gamling] == 0  # nothing exerted
    _until_phase(game, "regroup")
    assert stats.keyword(game, warrior, "defender") == 0


def test_rohirrim_warrior_or_exert_two_valiant_men_for_defender():
    # "... (or exert 2 valiant Men) to make this companion defender +1 until the regroup
    # phase."
    # Aragorn, Swift Hunter is a hunter, not a hunter minion: exerting is offered
    game, warrior, (eowyn, boromir, _aragorn) = _maneuver_start(
        "15_139", ("15_125", "13_62", "15_54"), ())
    assert game.decision.kind == "optional_trigger" and game.s.phase == "maneuver"
    act(game, "resolve")
    assert stats.keyword(game, warrior, "defender") == 1
    assert (game.s.wounds[warrior], game.s.wounds[eowyn], game.s.wounds[boromir]) == (1, 1, 0)
    _until_phase(game, "regroup")
    assert stats.keyword(game, warrior, "defender") == 0
    # one valiant Man and a hunter companion (Aragorn, Swift Hunter): nothing offered
    game, warrior, _ = _maneuver_start("15_139", ("15_54", "13_62"), ())
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert stats.keyword(game, warrior, "defender") == 0
    # declined: nothing
    game, warrior, (eowyn,) = _maneuver_start("15_139", ("15_125",), ())
    act(game, "pass")
    assert stats.keyword(game, warrior, "defender") == 0 and game.s.wounds[eowyn] == 0


def _leofric(card: str, deck: tuple[str, ...], in_skirmish: bool = True, wounds: int = 0):
    sc = Scenario()
    leofric = sc.companion(card)
    sc.wounds(leofric, wounds)
    boromir = sc.companion("13_62")
    sc.minion(TRACKER)  # a hunter: Grim Trophy makes a [rohan] Man strength +1
    cards = [sc.draw_top(name) for name in deck]
    sc.assign(sc.minion("Goblin Runner"), leofric if in_skirmish else boromir)
    game = sc.start("skirmishes")
    return game, leofric, cards


def test_leofric_in_a_skirmish_exerts_to_play_a_rohan_skirmish_event_from_the_draw_deck():
    # "Skirmish: If Léofric is in a skirmish, exert him to play a [rohan] skirmish event
    # from your draw deck."
    # Rally the Company: a [gondor] skirmish event; For the Mark: a [rohan] event of
    # other phases; Grim Trophy: a [rohan] skirmish event
    game, leofric, (rally, mark, trophy) = _leofric("12_117", ("13_74", "12_114", "15_127"))
    before = stats.strength(game, leofric)
    act(game, "use", leofric)
    assert game.s.wounds[leofric] == 1
    assert game.s.zone[trophy] == "discard" and game.s.twilight == 1
    assert game.s.zone[rally] == "draw" and game.s.zone[mark] == "draw"
    assert stats.strength(game, leofric) == before + 1
    game, leofric, _ = _leofric("12_117", ("13_74", "12_114"))  # no [rohan] skirmish event
    assert not can(game, "use", leofric)
    game, leofric, _ = _leofric("12_117", ("15_127",), in_skirmish=False)  # not in a skirmish
    assert not can(game, "use", leofric)
    game, leofric, _ = _leofric("12_117", ("15_127",), wounds=2)  # cannot exert
    assert not can(game, "use", leofric)
