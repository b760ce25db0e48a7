"""Set 8 (Siege of Gondor) cards of the starters that needed a rule the engine lacked
(issue 18, helper gaps-a): an effect that waits for "if that Nazgûl wins this skirmish"
(engine/delayed.py) and a game-wide rule for a while (``game_rule``)."""

from __future__ import annotations

from cardtest import Scenario, strength

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

BOROMIR, LEGOLAS = "1_97", "1_51"
NAZGUL, RUNNER = "1_232", "1_178"  # Úlairë Lemenya (9, vitality 2), Goblin Runner (5)
FILLER = "1_317"


def _unhindered(card: str, defender: str = BOROMIR, runner: bool = False, twilight: int = 5):
    """Úlairë Lemenya (and a Goblin Runner) against ``defender``; the Free Peoples hand
    holds 4 cards (his initiative); the Shadow player holds the event."""
    sc = Scenario()
    fp = sc.companion(defender)
    nazgul = sc.minion(NAZGUL)
    sc.assign(nazgul, fp)
    other = -1
    if runner:
        other = sc.minion(RUNNER)
        sc.assign(other, fp)
    for _ in range(4):
        sc.hand(FILLER, player=0)
    event = sc.hand(card, player=1)
    sc.twilight(twilight)
    game = sc.start("skirmishes")
    act(game, "pass")  # the Free Peoples player passes first
    return game, event, fp, nazgul, other


def test_unhindered_a_nazgul_who_wins_gives_the_shadow_initiative_for_the_turn():
    """Unhindered (8_82): "Make a Nazgûl strength +2. If that Nazgûl wins this skirmish,
    the Shadow has initiative until the end of the turn, regardless of the Free Peoples
    player's hand." Lemenya (11) beats Boromir (7): with 4 cards in hand the Free Peoples
    player no longer has initiative, still so in the regroup phase; in the next turn the
    hand counts again."""
    game, event, _b, nazgul, _o = _unhindered("8_82")
    assert stats.fp_has_initiative(game)
    act(game, "play", event)
    assert strength(game, nazgul) == 9 + 2
    act(game, "pass")
    act(game, "pass")
    assert not stats.fp_has_initiative(game)
    assert game.s.phase == "regroup" and len(game.s.piles[0]["hand"]) >= 4
    assert stats.rule(game, -1, "shadow_initiative")
    pass_until(game, "phase_started")  # the next turn: the hand counts again
    assert game.s.phase == "fellowship" and not stats.rule(game, -1, "shadow_initiative")


def test_unhindered_nothing_when_the_nazgul_loses():
    """Unhindered (8_82): "If that Nazgûl wins": Lemenya (11) loses to Legolas made
    strength 12 (a +6 modifier): the Free Peoples player keeps initiative."""
    game, event, legolas, _n, _o = _unhindered("8_82", defender=LEGOLAS)
    game.s.mods = game.s.mods + [(legolas, "strength", 6, "skirmish", -1)]
    act(game, "play", event)
    act(game, "pass")
    act(game, "pass")
    assert stats.fp_has_initiative(game)


def test_unhindered_pumps_only_a_nazgul():
    """Unhindered (8_82): "Make a Nazgûl strength +2": beside a Goblin Runner in the same
    skirmish, only Lemenya is pumped (no choice asked); without twilight for it, the
    event cannot be played."""
    game, event, _b, nazgul, runner = _unhindered("8_82", runner=True)
    act(game, "play", event)
    assert strength(game, nazgul) == 11 and strength(game, runner) == 5
    game2, event2, _b, _n, _o = _unhindered("8_82", twilight=1)
    assert not can(game2, "play", event2)


# --- Mastered By Madness: "If that Nazgûl wins this skirmish" ------------------------------

def _madness(card: str, nazgul_loses: bool = False):
    """Úlairë Lemenya (9) against Boromir (7) on a Horse of Rohan (a Free Peoples mount;
    it exerts the Nazgûl at the start of the skirmish); a Warg-rider on a Warg (a Shadow
    mount) waits; the Shadow player holds the event."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    horse = sc.bear(boromir, "4_283")
    nazgul = sc.minion(NAZGUL)
    sc.assign(nazgul, boromir)
    rider = sc.minion("5_67")
    warg = sc.bear(rider, "5_65")
    event = sc.hand(card, player=1)
    sc.twilight(5)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", boromir)
    if nazgul_loses:
        game.s.mods = game.s.mods + [(boromir, "strength", 6, "skirmish", -1)]
    act(game, "pass")  # the Free Peoples player
    return game, event, horse, warg, nazgul


def test_mastered_by_madness_discards_a_free_peoples_mount_when_the_nazgul_wins():
    """Mastered By Madness (8_73): "Make a Nazgûl strength +2. If that Nazgûl wins this
    skirmish, you may discard a Free Peoples mount." Lemenya (11) beats Boromir: the
    Horse of Rohan is discarded (the Warg, a Shadow mount, is not asked about)."""
    game, event, horse, warg, nazgul = _madness("8_73")
    act(game, "play", event)
    assert strength(game, nazgul) == 9 + 2
    act(game, "pass")
    act(game, "pass")
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", event)
    assert game.s.zone[horse] == "discard" and game.s.zone[warg] == "attached"


def test_mastered_by_madness_may_decline_and_nothing_when_the_nazgul_loses():
    """Mastered By Madness (8_73): "you may": declined, the Horse stays; Lemenya losing
    to Boromir made 13: nothing is offered."""
    game, event, horse, _w, _n = _madness("8_73")
    act(game, "play", event)
    act(game, "pass")
    act(game, "pass")
    act(game, "pass")  # decline
    assert game.s.zone[horse] == "attached"
    game, event, horse, _w, _n = _madness("8_73", nazgul_loses=True)
    act(game, "play", event)
    act(game, "pass")
    act(game, "pass")
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert game.s.zone[horse] == "attached"
