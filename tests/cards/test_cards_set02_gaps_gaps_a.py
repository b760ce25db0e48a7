"""Set 2 (Mines of Moria) cards of the starters that needed a word the card language
lacked (issue 18, helper gaps-a): "If an event is played that spots or exerts a ranger"
(the filter function ``spots_or_exerts``), with the roaming penalty of the trackers."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine.playing import twilight_cost
from ringtable.testing import act, can

ARAGORN, VENGEANCE, NUMENOR = "1_365", "1_106", "3_43"
URUK_SOLDIER, ORC_SOLDIER, RUNNER = "1_154", "1_271", "1_178"  # [isengard], [sauron], [moria]


def _roaming_costs(tracker: str) -> tuple[int, int, int]:
    """Twilight costs of Uruk Soldier ([isengard], site 5), Orc Soldier ([sauron], site
    6) and Goblin Runner ([moria], site 4) in the Shadow hand at site 2, with the
    ``tracker`` in play."""
    sc = Scenario()
    sc.minion(tracker)
    cards = [sc.hand(c) for c in (URUK_SOLDIER, ORC_SOLDIER, RUNNER)]
    game = sc.twilight(9).at_site(2).start("shadow")
    shadow = game.s.holder[cards[0]]
    return tuple(twilight_cost(game, c, shadow) for c in cards)  # type: ignore[return-value]


def test_uruk_scout_lowers_the_roaming_penalty_of_isengard_minions():
    """Uruk Scout (2_47): "The roaming penalty for each [isengard] minion you play is -1":
    Uruk Soldier 2 + 1; Orc Soldier ([sauron]) and Goblin Runner ([moria]) keep +2."""
    assert _roaming_costs("2_47") == (2 + 1, 2 + 2, 1 + 2)


def test_orc_scout_lowers_the_roaming_penalty_of_sauron_minions():
    """Orc Scout (2_89): "The roaming penalty for each [sauron] minion you play is -1":
    Orc Soldier 2 + 1; Uruk Soldier ([isengard]) and Goblin Runner keep +2."""
    assert _roaming_costs("2_89") == (2 + 2, 2 + 1, 1 + 2)


def _ranger_event(scout_id: str, scout_wounds: int = 0):
    """Regroup: Aragorn (a ranger), Gondor's Vengeance ("Exert a ranger companion to
    discard a minion") in hand; the scout and an Orc Soldier in play."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    vengeance = sc.hand(VENGEANCE)
    scout = sc.minion(scout_id)
    sc.wounds(scout, scout_wounds)
    soldier = sc.minion(ORC_SOLDIER)
    game = sc.at_site(2).start("regroup")
    return game, aragorn, vengeance, scout, soldier


def test_uruk_scout_exerts_to_cancel_an_event_that_exerts_a_ranger():
    """Uruk Scout (2_47): "Response: If an event is played that spots or exerts a ranger,
    exert this minion to cancel that event." Gondor's Vengeance exerts Aragorn; the Scout
    exerts; no minion is discarded."""
    game, aragorn, vengeance, scout, soldier = _ranger_event("2_47")
    act(game, "play", vengeance)
    assert game.s.wounds[aragorn] == 1 and game.decision.kind == "optional_trigger"
    events = act(game, "resolve", scout)
    assert game.s.wounds[scout] == 1 and any(e.kind == "event_cancelled" for e in events)
    assert game.s.zone[soldier] == "minions" and game.s.zone[vengeance] == "discard"


def test_uruk_scout_exhausted_is_not_offered():
    """Uruk Scout (2_47): exhausted (1 wound of 2) it cannot exert: the event resolves."""
    game, _a, vengeance, _scout, soldier = _ranger_event("2_47", scout_wounds=1)
    act(game, "play", vengeance)
    assert game.decision.kind == "choose"
    act(game, "choose", soldier)
    assert game.s.zone[soldier] == "discard"


def _other_event(scout_id: str):
    """Maneuver: Might of Númenor ("Spot a [gondor] companion ...": no ranger) with
    Boromir; the scout in play."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.wounds(boromir, 1)
    event = sc.hand(NUMENOR)
    scout = sc.minion(scout_id)
    sc.hand(RUNNER, player=1)
    game = sc.at_site(2).start("maneuver")
    return game, event, scout, boromir


def test_the_scouts_ignore_an_event_that_spots_no_ranger():
    """Uruk Scout (2_47), Orc Scout (2_89): "an event ... that spots or exerts a ranger":
    Might of Númenor spots a [gondor] companion, not a ranger: no response, it heals."""
    for scout_id in ("2_47", "2_89"):
        game, event, _scout, boromir = _other_event(scout_id)
        act(game, "play", event)
        assert game.decision is None or game.decision.kind != "optional_trigger", scout_id
        assert game.s.wounds[boromir] == 0, scout_id


def test_orc_scout_exerts_or_discards_itself_to_cancel_the_event():
    """Orc Scout (2_89): "exert or discard this minion to cancel that event": exerting it
    cancels Gondor's Vengeance; so does discarding it; exhausted, it may still be
    discarded."""
    game, _a, vengeance, scout, soldier = _ranger_event("2_89")
    act(game, "play", vengeance)
    act(game, "resolve", scout)
    assert game.decision.kind == "choose_option"
    events = act(game, "choose_option", value=0)  # exert
    assert game.s.wounds[scout] == 1 and game.s.zone[scout] == "minions"
    assert any(e.kind == "event_cancelled" for e in events)
    assert game.s.zone[soldier] == "minions"
    game, _a, vengeance, scout, soldier = _ranger_event("2_89")
    act(game, "play", vengeance)
    act(game, "resolve", scout)
    events = act(game, "choose_option", value=1)  # discard
    assert game.s.zone[scout] == "discard" and game.s.zone[soldier] == "minions"
    assert any(e.kind == "event_cancelled" for e in events)
    game, _a, vengeance, scout, soldier = _ranger_event("2_89", scout_wounds=1)
    act(game, "play", vengeance)
    act(game, "resolve", scout)  # only the discard can be paid: no choice asked
    assert game.s.zone[scout] == "discard" and game.s.zone[soldier] == "minions"
    assert not can(game, "resolve", scout)
