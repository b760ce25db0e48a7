"""Fourth pass on issue 22: Free Peoples plays between the skirmishes
(``bot/preparations.py``) and the Shadow holding roaming minions for their own sites
(``bot/shadow_plan.py``), in the fast rules and in Normal's candidates."""

from __future__ import annotations

import pytest

from ringtable.bot import HeuristicBot, observe, policy, preparations
from ringtable.bot.policy import fast_choice
from ringtable.bot.shadow_plan import held_for_their_site, restrained
from ringtable.testing import Scenario

from .blunders_race4 import positions

ARAGORN = "Aragorn, Ranger of the North"


@pytest.mark.parametrize("name,build", [(n, b) for n, _, b in positions()])
def test_the_play_out_rules_find_the_preparations_too(name: str, build: object) -> None:
    """The fast rules alone (every play-out, Hard's candidates) use the ability, play
    the maneuver event, or keep the event that would only hurt."""
    game, ok = build()  # type: ignore[operator]
    assert ok(fast_choice(game)), name


def test_an_event_that_changes_nothing_is_not_played_by_printed_value() -> None:
    """Sleep, Caradhras with no Shadow condition in play: the old rule played any
    scripted event at its first window (value 0.5); judged on a clone it loses a card,
    an exertion of Gandalf and three twilight for the Shadow."""
    game, ok = next(b for n, _, b in positions() if n.startswith("keep_sleep"))()
    sleep = next(a for a in game.legal_actions() if a.kind == "play")
    fp = game.s.fp
    after = game.clone()
    after.apply(sleep)
    assert preparations.outlook(after, fp) < preparations.outlook(game, fp)
    assert preparations.best_preparation(game, game.legal_actions(), fast_choice) is None


def test_the_outlook_sees_the_minions_the_shadow_hand_affords_after_the_move() -> None:
    """Fellowship phase: the coming skirmishes are the minions of the (sampled) Shadow
    hand the pool after the move buys (Shadow number + one per companion), so the same
    fellowship looks worse against three Goblin Runners (5, cost 1) than against an
    empty hand: Aragorn takes one, the other two overwhelm Frodo (10 >= 2 x 4)."""
    def outlook(runners: int) -> float:
        sc = Scenario()
        sc.companion(ARAGORN)
        for _ in range(runners):
            sc.hand("Goblin Runner")
        game = sc.at_site(4).start("fellowship")
        return preparations.outlook(game, game.s.fp)
    assert outlook(3) < outlook(1) - preparations.KILLED + 1 < outlook(0)


def test_the_outlook_reads_each_strength_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coming skirmishes' toll tries every cover of three Goblin Runners by Aragorn
    and Frodo, each try reading their strengths: the outlook holds the state still
    (``Game.held_still``), so each is computed once, and the value is the same."""
    from ringtable.engine import stats

    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    for _ in range(3):
        sc.hand("Goblin Runner")
    game = sc.at_site(4).start("fellowship")
    expected = preparations._outlook(game, game.s.fp)  # the same sum, unheld
    calls: list[int] = []
    real = stats._strength
    monkeypatch.setattr(stats, "_strength", lambda g, c: calls.append(c) or real(g, c))
    assert preparations.outlook(game, game.s.fp) == expected
    assert calls.count(aragorn) == 1
    assert game.memo is None  # the block ends with the outlook


def _shadow_at(site: int, ragers: int, others: int = 0, twilight: int = 6):
    sc = Scenario()
    sc.companion(ARAGORN)
    for _ in range(ragers):
        sc.hand("Uruk Rager")
    for _ in range(others):
        sc.hand("Goblin Runner")
    return sc.twilight(twilight).at_site(site).start("shadow")


def test_the_shadow_holds_a_roaming_minion_that_kills_nobody_for_its_site() -> None:
    """Site 2: an Uruk Rager (site 5) is roaming and costs 2 more ("roaming"); against
    Aragorn (8/4) it only wounds him, so it waits in hand for a site where it is
    cheaper. At its own site the same Rager is played."""
    game = _shadow_at(2, 1)
    assert [a.kind for a in held_for_their_site(game, game.legal_actions())] == ["play"]
    assert policy.window(game, game.legal_actions()).kind == "pass"
    native = _shadow_at(5, 1)
    assert held_for_their_site(native, native.legal_actions()) == []
    assert policy.window(native, native.legal_actions()).kind == "play"


def test_the_shadow_still_plays_a_roaming_kill() -> None:
    """Two roaming Ragers and the pool for both: Aragorn takes one, the other overwhelms
    Frodo (9 >= 2 x 4). The kill comes first, roaming or not."""
    game = _shadow_at(2, 2, twilight=12)
    assert restrained(game, game.legal_actions()) == game.legal_actions()
    assert policy.window(game, game.legal_actions()).kind == "play"


def test_a_hand_full_of_minions_plays_them_rather_than_wait() -> None:
    """Five minions in hand: the hand has nothing for its own Free Peoples turn, so
    the roaming Rager is not held (``HOLD_MINIONS``)."""
    game = _shadow_at(2, 1, others=4)
    assert held_for_their_site(game, game.legal_actions()) == []


def test_normal_is_not_offered_the_held_minion() -> None:
    """Normal's one-turn look-ahead sees the wound a roaming minion deals now, never the
    cheaper minion at its own site: the held play is not among its candidates."""
    game = _shadow_at(2, 1)
    seat = game.decision.player
    bot = HeuristicBot(seed=3, rules=game.rules)
    assert bot.choose(observe(game, seat), seat).kind == "pass"


def test_the_shadow_player_keeps_a_trick_for_his_coming_free_peoples_turn() -> None:
    """Reconcile of the Shadow player, whose next turn is his Free Peoples turn (two
    players swap sides every turn): Hobbit Intuition ("Skirmish: ... make a Hobbit
    strength +3") is kept and the fifth Goblin Runner goes; before, every scripted event
    was worth less than a fresh draw and a hand of minions met its own Free Peoples
    turn with no trick."""
    from ringtable.cards import default_database
    from ringtable.scripts import standard_rules

    sc = Scenario(rules=standard_rules(default_database()))
    trick = sc.hand("Hobbit Intuition", player=1)
    runners = [sc.hand("Goblin Runner") for _ in range(5)]
    sc.draw_top("Goblin Runner")
    game = sc.start("regroup")
    while game.decision.kind != "reconcile" or game.decision.player != 1:
        game.apply(next(a for a in game.legal_actions() if a.kind in ("pass", "stay")))
    choice = policy.RULES["reconcile"](game, game.legal_actions())
    assert choice.kind == "discard" and choice.card in runners and choice.card != trick


def test_a_trick_is_worth_more_than_a_fresh_draw() -> None:
    """Reconcile of the Free Peoples player ("you may discard one card; then draw up
    to 8"): Hobbit Intuition is kept for a later skirmish, not thrown away for an
    unknown card (a scripted event was worth 1.2 against a draw's 1.6 before)."""
    from ringtable.cards import default_database
    from ringtable.scripts import standard_rules

    sc = Scenario(rules=standard_rules(default_database()))
    sc.hand("Hobbit Intuition", player=0)
    sc.hand(ARAGORN, player=0)
    sc.draw_top("Boromir, Lord of Gondor")
    game = sc.start("regroup")
    while game.decision.kind != "reconcile" or game.decision.player != 0:
        game.apply(next(a for a in game.legal_actions() if a.kind in ("pass", "stay")))
    assert policy.RULES["reconcile"](game, game.legal_actions()).kind == "pass"
