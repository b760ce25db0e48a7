"""The skirmish arithmetic the bots reason with (``ringtable.bot.judgement``), the
Shadow's decision to hold minions, reconcile draws, and an evaluation that sees a
Ring-bearer about to be overwhelmed."""

from __future__ import annotations

from ringtable.bot import judgement
from ringtable.bot.evaluate import evaluate
from ringtable.bot.policy import RULES
from ringtable.bot.shadow_plan import shadow_minions
from ringtable.engine import stats
from ringtable.testing import Scenario

ARAGORN = "Aragorn, Ranger of the North"


def test_a_leftover_minion_of_double_strength_kills_the_ring_bearer() -> None:
    """4.1, overwhelmed: "When the Ring-bearer is overwhelmed, he is killed, regardless
    of whether he wears the Ring": an Uruk Rager (9) against Frodo (4) left over."""
    sc = Scenario()
    sc.companion(ARAGORN)
    rager, runner = sc.minion("Uruk Rager"), sc.minion("Goblin Runner")
    game = sc.start("assign")
    threats = [judgement.threat_of(game, m) for m in (rager, runner)]
    plan, left = judgement.plan_cover(game, judgement.defenders(game, 0), threats)
    assert [m.card for _, m in plan] == [rager] and [m.card for m in left] == [runner]
    assert not judgement.exposure(game, 0, threats).killed  # Aragorn takes the Rager
    assert judgement.exposure(game, 0, threats + [judgement.threat_of(game, rager)]).killed


def test_the_ring_turns_lethal_wounds_into_burdens_but_not_past_resistance() -> None:
    """The Ruling Ring: "each time the Ring-bearer is about to take a wound during a
    skirmish, add a burden instead"; a Goblin Runner (5) does not overwhelm Frodo (4)."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    runner = sc.minion("Goblin Runner")
    sc.wounds(frodo, 3)
    game = sc.start("assign")
    t = [judgement.threat_of(game, runner)]
    assert not judgement.exposure(game, 0, t).killed  # 1 wound becomes the 1st burden
    sc2 = Scenario()
    frodo2 = sc2.ring_bearer()
    runner2 = sc2.minion("Goblin Runner")
    sc2.wounds(frodo2, 3).burdens(9)
    game2 = sc2.start("assign")
    assert judgement.exposure(game2, 0, [judgement.threat_of(game2, runner2)]).killed


def test_archery_kills_a_minion_only_when_every_minion_is_on_its_last_point() -> None:
    t = judgement.Threat
    two = [t(8, 0, 1, 1), t(8, 0, 2, 1)]
    assert len(judgement.after_archery(two, 1)) == 1
    sturdy = [t(9, 1, 1, 2), t(9, 1, 2, 2)]
    assert [m.vitality for m in judgement.after_archery(sturdy, 1)] == [1, 2]


def test_the_shadow_holds_minions_that_could_wound_nobody() -> None:
    """Four healthy companions who each beat a Goblin Runner: playing it only throws it
    away, so it stays in hand for a richer pool ("hold minions for a site where they
    are strong"); with Frodo alone the same Runner wounds him and is played."""
    sc = Scenario()
    for c in (ARAGORN, "Boromir, Lord of Gondor", "Legolas, Greenleaf",
              "Gimli, Dwarf of Erebor"):
        sc.companion(c)
    sc.hand("Goblin Runner")
    sc.twilight(2).at_site(4)
    game = sc.start("shadow")
    assert shadow_minions(game, game.legal_actions()) == []
    assert RULES["action"](game, game.legal_actions()).kind == "pass"
    sc2 = Scenario()
    runner = sc2.hand("Goblin Runner")
    sc2.twilight(2).at_site(4)
    game2 = sc2.start("shadow")
    assert RULES["action"](game2, game2.legal_actions()).card == runner


def test_reconcile_discards_an_event_that_does_nothing_to_draw_a_fresh_card() -> None:
    """Reconcile: "you may discard one card; then draw up to 8". An unscripted event
    (printed stats only) is worth less than a fresh draw; a companion is kept."""
    sc = Scenario()
    aragorn = sc.hand(ARAGORN)
    event = sc.hand("Swordarm of the White Tower")
    sc.draw_top("Boromir, Lord of Gondor")
    game = sc.start("regroup")
    while game.decision.kind != "reconcile" or game.decision.player != 0:
        game.apply(next(a for a in game.legal_actions() if a.kind in ("pass", "stay")))
    choice = RULES["reconcile"](game, game.legal_actions())
    assert choice.kind == "discard" and choice.card == event != aragorn


def test_the_evaluation_sees_an_overwhelming_leftover_before_the_skirmish() -> None:
    """Before assignment, two Uruk Ragers against Frodo and Aragorn mean a leftover on
    Frodo and his death; one Rager does not. The evaluation must tell them apart."""
    def value(minions: int) -> float:
        sc = Scenario()
        sc.companion(ARAGORN)
        for _ in range(minions):
            sc.minion("Uruk Rager")
        sc.at_site(5)
        game = sc.start("assign")
        assert stats.minions(game)
        return evaluate(game, 0)
    assert value(2) < value(1) - 0.5


def test_the_kill_plan_counts_every_copy_in_hand_not_one_per_play_action() -> None:
    """Two Goblin Scavengers (8) in hand are one "play" action, but together they kill:
    Boromir takes one, the other overwhelms Frodo (4) — "at least double"."""
    from ringtable.bot.policy import window
    from ringtable.bot.shadow_plan import kill_plan_now
    from ringtable.testing import Scenario

    sc = Scenario()
    sc.companion("Boromir, Lord of Gondor")
    a, b = sc.hand("Goblin Scavengers"), sc.hand("Goblin Scavengers")
    game = sc.twilight(6).at_site(4).start("shadow")
    plays = [x for x in game.legal_actions() if x.kind == "play"]
    assert len(plays) == 1
    assert sorted(kill_plan_now(game, game.legal_actions())) == sorted([a, b])
    assert window(game, game.legal_actions()).kind == "play"


def test_no_kill_with_every_minion_at_once_skips_the_search_of_sets(monkeypatch) -> None:
    """More minions never make the Ring-bearer safer, so when the whole hand together
    kills nobody the kill plan answers at once (the search over every affordable set
    of up to 8 minions was most of a Shadows-era play-out); a kill is still found."""
    sc = Scenario()
    for name in ("Boromir, Lord of Gondor", ARAGORN, "Gimli, Dwarf of Erebor"):
        sc.companion(name)
    hand = [sc.hand("Goblin Runner") for _ in range(3)]  # strength 5: Frodo ties at most
    game = sc.twilight(12).at_site(4).start("shadow")
    calls = []
    real = judgement.exposure
    monkeypatch.setattr(judgement, "exposure", lambda *a, **k: calls.append(1) or real(*a, **k))
    assert judgement.kill_plan(game, 1, 12, hand) == []
    assert len(calls) == 1
    sc = Scenario()
    sc.companion("Boromir, Lord of Gondor")
    a, b = sc.hand("Goblin Scavengers"), sc.hand("Goblin Scavengers")
    game = sc.twilight(6).at_site(4).start("shadow")
    assert sorted(judgement.kill_plan(game, 1, 6, [a, b])) == sorted([a, b])


def test_the_kill_plan_holds_the_state_still_whoever_calls_it(monkeypatch) -> None:
    """A candidate's bonus asks the kill plan outside the fast rules' block: the plan
    holds the state still itself (``judgement.reckoning``), so Boromir's strength is
    computed once over every set of Goblin Scavengers it tries, and the kill is the
    same as before."""
    sc = Scenario()
    boromir = sc.companion("Boromir, Lord of Gondor")
    a, b = sc.hand("Goblin Scavengers"), sc.hand("Goblin Scavengers")
    game = sc.twilight(6).at_site(4).start("shadow")
    calls: list[int] = []
    real = stats._strength
    monkeypatch.setattr(stats, "_strength", lambda g, c: calls.append(c) or real(g, c))
    assert game.memo is None
    assert sorted(judgement.kill_plan(game, 1, 6, [a, b])) == sorted([a, b])
    assert calls.count(boromir) == 1
    assert game.memo is None  # the block ends with the plan
