"""A Free Peoples card played in more phases than its type allows ("You may play this
possession any time you could play a skirmish event": Long Spear, ``Behaviour.
play_phases``): offered to the Free Peoples player in those phases' action windows,
as his events of that phase are; never to a Shadow player, never in other phases."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Rules, playing
from ringtable.engine.behaviour import Behaviour
from ringtable.testing import Scenario


def _offered(phases: tuple[str, ...], phase: str, player: int = 0) -> bool:
    rules = Rules.base(default_database()).with_behaviours(
        {"7_240": Behaviour(scripted=True, play_phases=phases)})
    sc = Scenario(rules=rules)
    eomer = sc.companion("4_267")
    sc.minion("Moria Scout")
    spear = sc.hand("7_240", player=player)
    game = sc.at_site(4).start("maneuver")
    return any(a.card == spear and a.target == eomer
               for a in playing.play_options(game, player, phase))


def test_a_possession_with_a_skirmish_play_phase_is_offered_in_the_skirmish_phase():
    assert _offered(("skirmish",), "skirmish")
    assert not _offered((), "skirmish")


def test_only_in_those_phases_and_only_to_the_free_peoples_player():
    assert not _offered(("skirmish",), "maneuver")
    assert not _offered(("skirmish",), "skirmish", player=1)
