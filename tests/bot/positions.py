"""Hand-built positions with the right move known, shared by the regression test and
``tools/bench_bots.py``. Each builder returns (game at the decision, is_right(action)).

Cards play with printed stats here (no scripts needed): Frodo 3/4 resistance 10,
Aragorn 8/4, Sam 3/4, Boromir 7/3, Goblin Runner 5/1, Moria Scout 6/2, Cave Troll 15/4
(damage+1, fierce), Uruk Savage 5/3 (damage+1), Lurtz 13/3.
"""

from __future__ import annotations

from collections.abc import Callable

from ringtable.cards import default_database
from ringtable.engine import Action, Game, Rules
from ringtable.testing import Scenario, act

BASE_RULES = Rules.base(default_database())  # the engine without card scripts

Position = tuple[Game, Callable[[Action], bool]]


def _skirmish_vs_frodo(burdens: int, wounds: int) -> tuple[Scenario, Game]:
    sc = Scenario()
    frodo = sc.ring_bearer()
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, frodo)
    sc.wounds(frodo, wounds).burdens(burdens).at_site(2)
    game = sc.start("skirmishes")
    while game.decision.kind != "ring_response":
        act(game, "pass")
    return sc, game


def ring_would_corrupt() -> Position:
    """Burdens 9 of resistance 10: wearing the Ring turns the wound into the 10th burden."""
    _, game = _skirmish_vs_frodo(burdens=9, wounds=0)
    return game, lambda a: a.kind == "pass"


def ring_saves_life() -> Position:
    """Frodo has one vitality left and no Sam: only the Ring keeps him alive."""
    _, game = _skirmish_vs_frodo(burdens=0, wounds=3)
    return game, lambda a: a.kind == "wear_ring"


def ring_would_corrupt_wounded() -> Position:
    """Even wounded, a corrupting Ring is worse than a survivable wound."""
    _, game = _skirmish_vs_frodo(burdens=9, wounds=2)
    return game, lambda a: a.kind == "pass"


def _assignment(companions: list[str], minions: list[str], frodo_wounds: int = 0,
                burdens: int = 0) -> tuple[Scenario, Game, list[int], list[int]]:
    sc = Scenario()
    comps = [sc.companion(c) for c in companions]
    mins = [sc.minion(m) for m in minions]
    sc.wounds(sc.ring_bearer(), frodo_wounds).burdens(burdens).at_site(3)
    game = sc.start("assign")
    return sc, game, comps, mins


def assign_runner_to_aragorn() -> Position:
    sc, game, (aragorn,), (orc,) = _assignment(["Aragorn, Ranger of the North"],
                                               ["Goblin Runner"])
    return game, lambda a: a.kind == "assign" and a.card == aragorn


def savage_not_to_frodo() -> Position:
    """An Uruk Savage (damage+1) would kill Frodo, 2 vitality left, and with 8 burdens
    the Ring cannot save him: Sam (4 vitality) takes it and lives."""
    sc, game, (sam,), (orc,) = _assignment(["Sam, Son of Hamfast"], ["Uruk Savage"],
                                           frodo_wounds=2, burdens=8)
    return game, lambda a: a.kind == "assign" and a.card == sam


def two_minions_two_defenders() -> Position:
    """Aragorn and Boromir can each take one; Frodo must take none."""
    sc, game, comps, mins = _assignment(
        ["Aragorn, Ranger of the North", "Boromir, Lord of Gondor"],
        ["Moria Scout", "Uruk Savage"], frodo_wounds=2)
    frodo = sc.ring_bearer()
    return game, lambda a: a.kind == "assign" and a.card != frodo


def lurtz_to_the_sturdiest() -> Position:
    """Lurtz beats everyone; the wounded Frodo must not be the one to face him."""
    sc, game, comps, mins = _assignment(["Aragorn, Ranger of the North"], ["Lurtz"],
                                        frodo_wounds=3)
    return game, lambda a: a.kind == "assign" and a.card == comps[0]


def shadow_leftover_on_the_weak_ring_bearer() -> Position:
    """As the Shadow, the unassigned Moria Scout goes to Frodo (1 vitality left): a win."""
    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    sc.minion("Moria Scout")
    frodo = sc.ring_bearer()
    sc.wounds(frodo, 3).at_site(3)
    game = sc.start("assign")
    act(game, "pass")  # the Free Peoples player leaves the minion unassigned
    return game, lambda a: a.kind == "assign" and a.card == frodo


def archery_wound_not_on_frodo() -> Position:
    """One archery wound: Frodo has one vitality left, Aragorn four."""
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.minion("Goblin Marksman")
    sc.wounds(sc.ring_bearer(), 3).at_site(3)
    game = sc.start("archery_fire")
    while game.decision.kind != "archery_wound":
        act(game, "pass")
    return game, lambda a: a.card == aragorn


def archery_wound_on_healthy_companion() -> Position:
    """Boromir (1 left) or Aragorn (4 left): Aragorn takes it."""
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    boromir = sc.companion("Boromir, Lord of Gondor")
    sc.wounds(boromir, 2)
    sc.minion("Goblin Marksman")
    sc.at_site(3)
    game = sc.start("archery_fire")
    while game.decision.kind != "archery_wound":
        act(game, "pass")
    return game, lambda a: a.card == aragorn


def heal_at_sanctuary() -> Position:
    """Rivendell (site 3) is a sanctuary: heal the wounded Frodo first."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.wounds(frodo, 2).wounds(aragorn, 1).at_site(3)
    game = sc.start("start")
    return game, lambda a: a.kind == "heal" and a.card == frodo


def heal_companion_at_sanctuary() -> Position:
    """Only Boromir is wounded: heal him rather than pass."""
    sc = Scenario()
    boromir = sc.companion("Boromir, Lord of Gondor")
    sc.wounds(boromir, 2).at_site(3)
    game = sc.start("start")
    return game, lambda a: a.kind == "heal" and a.card == boromir


def _shadow_phase(hand: list[str], twilight: int, fellowship: list[str]) -> Position:
    sc = Scenario()
    for c in fellowship:
        sc.companion(c)
    cards = [sc.hand(m) for m in hand]
    sc.twilight(twilight).at_site(4)
    game = sc.start("shadow")
    return game, lambda a: a.kind == "play" and a.card in cards


def minion_against_lone_frodo() -> Position:
    """Frodo alone at Moria Lake: a Moria Scout is a free chance to wound him."""
    return _shadow_phase(["Moria Scout"], 4, [])


def minions_against_weak_fellowship() -> Position:
    """Frodo and Merry, twilight 6: spend it on the Uruk Savage and the Goblin Runner."""
    return _shadow_phase(["Uruk Savage", "Goblin Runner"], 6, ["Merry, Friend to Sam"])


def troll_when_affordable() -> Position:
    """Twilight 10 and a Cave Troll in hand against Frodo and Sam: play it."""
    return _shadow_phase(["Cave Troll of Moria"], 10, ["Sam, Son of Hamfast"])


def _regroup(frodo_wounds: int, burdens: int, site: int, companions: list[str],
             shadow_seen: list[str]) -> tuple[Scenario, Game]:
    sc = Scenario()
    for c in companions:
        sc.companion(c)
    for m in shadow_seen:
        sc.discard(m)  # the Shadow deck has shown these: the bot expects more of them
        sc.hand(m)
    sc.wounds(sc.ring_bearer(), frodo_wounds).burdens(burdens).at_site(site)
    game = sc.start("regroup_choice")
    return sc, game


def stop_when_next_site_is_deadly() -> Position:
    """Frodo, alone, has one vitality left and 6 burdens; the Shadow holds Uruk (damage+1):
    moving to the Bridge (shadow number 6) gives them the twilight for two, whose wounds
    would kill him or, through the Ring, corrupt him; stay."""
    _, game = _regroup(3, 6, 4, [], ["Uruk Savage", "Uruk Lieutenant", "Uruk Savage"])
    return game, lambda a: a.kind == "stay"


def stop_when_nearly_corrupted() -> Position:
    """Burdens 9 of 10 and Frodo alone: moving again only invites the Shadow."""
    _, game = _regroup(2, 9, 4, [], ["Moria Scout", "Moria Scout", "Goblin Runner"])
    return game, lambda a: a.kind == "stay"


def move_to_win() -> Position:
    """Site 8, a healthy fellowship and a Shadow that has shown nothing to fear: move to
    site 9 and win by surviving there."""
    sc = Scenario()
    for c in ("Aragorn, Ranger of the North", "Boromir, Lord of Gondor",
              "Legolas, Greenleaf", "Gimli, Dwarf of Erebor"):
        sc.companion(c)
    sc.discard("Goblin Runner")
    sc.at_site(8)
    game = sc.start("regroup_choice")
    return game, lambda a: a.kind == "move"


def heal_by_discarding_a_copy() -> Position:
    """Aragorn has 3 wounds and a second Aragorn is in hand: discard it to heal him."""
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    copy = sc.hand("Aragorn, Ranger of the North")
    sc.wounds(aragorn, 3).at_site(2)
    game = sc.start("fellowship")
    return game, lambda a: a.kind == "heal_discard" and a.card == copy


def companion_for_lone_frodo() -> Position:
    """Frodo alone at site 2 with Aragorn in hand: bring him."""
    sc = Scenario()
    aragorn = sc.hand("Aragorn, Ranger of the North")
    sc.discard("Moria Scout")
    sc.at_site(2)
    game = sc.start("fellowship")
    return game, lambda a: a.kind == "play" and a.card == aragorn


def succession_keeps_the_game() -> Position:
    """Frodo is killed with Sam in the fellowship: Sam becomes the Ring-bearer."""
    sc = Scenario()
    sam = sc.companion("Sam, Son of Hamfast")
    frodo = sc.ring_bearer()
    orc = sc.minion("Moria Scout")
    sc.assign(orc, frodo)
    sc.wounds(frodo, 3).at_site(3)
    game = sc.start("skirmishes")
    while game.decision.kind != "succession":
        a = next((x for x in game.legal_actions() if x.kind == "pass"),
                 game.legal_actions()[0])
        game.apply(a)
    return game, lambda a: a.kind == "succeed" and a.card == sam


def never_bid_into_corruption() -> Position:
    """The bid is for the seat; any bid near Frodo's resistance of 10 is a gift."""
    from ringtable.decks import starter_decks
    from ringtable.engine import GameSetup

    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=2), BASE_RULES)
    return game, lambda a: a.kind == "bid" and a.value <= 2


POSITIONS: dict[str, Callable[[], Position]] = {
    f.__name__: f for f in (
        ring_would_corrupt, ring_saves_life, ring_would_corrupt_wounded,
        assign_runner_to_aragorn, savage_not_to_frodo, two_minions_two_defenders,
        lurtz_to_the_sturdiest, shadow_leftover_on_the_weak_ring_bearer,
        archery_wound_not_on_frodo, archery_wound_on_healthy_companion, heal_at_sanctuary,
        heal_companion_at_sanctuary, minion_against_lone_frodo,
        minions_against_weak_fellowship, troll_when_affordable,
        stop_when_next_site_is_deadly, stop_when_nearly_corrupted, move_to_win,
        heal_by_discarding_a_copy, companion_for_lone_frodo, succession_keeps_the_game,
        never_bid_into_corruption,
    )
}
