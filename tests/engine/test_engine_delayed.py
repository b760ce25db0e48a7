"""Effects that wait for a later moment (``engine/delayed.py``): a card watches a
character for the rest of the skirmish; its trigger flagged ``delayed`` is asked
wherever the card is (an event in the discard pile) and fires only for a watched
winner; the skirmish's wounds read the damage bonus after those effects (End of the
Game: "If that companion wins this skirmish, ... make him or her damage +1")."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Rules, delayed, effects
from ringtable.engine.behaviour import Behaviour, TriggeredAbility
from ringtable.testing import Scenario, act

EVENT = "10_30"  # any card: its behaviour is replaced below


def _rules() -> Rules:
    def condition(g, src, ev) -> bool:
        watched = delayed.watched(g, src)
        return any(c in watched for c in delayed.winners(g, ev.cards, ev.player))

    def effect(g, src, ev) -> None:
        for c in delayed.watched(g, src):
            effects.add_modifier(g, c, "kw:damage", 1, "skirmish", src)
    trig = TriggeredAbility("skirmish_resolved", "wins: damage +1", True, condition, effect,
                            delayed=True)
    return Rules.base(default_database()).with_behaviours(
        {EVENT: Behaviour(scripted=True, triggers=(trig,))})


def _game(watch: bool, strong: bool = True):
    sc = Scenario(rules=_rules())
    boromir = sc.companion("1_97")
    scout = sc.minion("Moria Scout")  # 6, vitality 2
    sc.assign(scout, boromir)
    card = sc.discard(EVENT, player=0)
    game = sc.start("skirmishes")
    if strong:
        effects.add_modifier(game, boromir, "strength", 3, "skirmish")
    if watch:
        delayed.watch(game, card, boromir)
    return game, card, boromir, scout


def test_a_watched_winner_fires_the_delayed_trigger_of_a_card_out_of_play():
    """The card is in the discard pile; Boromir (10) wins; the trigger makes him damage
    +1 before the wounds are placed: the Scout (vitality 2) takes 2 and dies. The watch
    ends with the skirmish."""
    game, card, boromir, scout = _game(watch=True)
    assert delayed.watched(game, card) == [boromir]
    act(game, "pass")
    act(game, "pass")
    assert game.s.zone[scout] != "minions"
    assert delayed.watched(game, card) == []


def test_nothing_fires_without_a_watch_or_when_the_watched_character_loses():
    game, _card, _b, scout = _game(watch=False)
    act(game, "pass")
    act(game, "pass")
    assert game.s.zone[scout] == "minions" and game.s.wounds[scout] == 1
    game, _card, boromir, scout = _game(watch=True, strong=False)  # 7 vs 6: still wins
    game.s.mods = game.s.mods + [(scout, "strength", 5, "skirmish", -1)]  # 11: he loses
    act(game, "pass")
    act(game, "pass")
    assert game.s.wounds[scout] == 0 and game.s.wounds[boromir] == 1
