"""Followers and aid (sets 13-19): CR 4.1 "follower", "aid"; Current Rulings "shadow
followers"."""

from __future__ import annotations

import json

from ringtable.cards import default_database
from ringtable.engine import Behaviour, Game, Rules, effects, stats
from ringtable.engine.followers import aid_cost
from ringtable.testing import Scenario, act, can, pass_until


def test_every_printed_aid_cost_is_understood():
    # "This keyword has the form of 'Aid – X,' where 'X' is the cost to use the aid keyword."
    db = default_database()
    followers = [c for c in db if c.type == "follower"]
    assert len(followers) == 23
    costs = {c.title: aid_cost(c) for c in followers}
    assert all(costs.values()), [t for t, c in costs.items() if c is None]
    assert costs["Rohirrim Doorwarden"].words() == "(2)"
    assert costs["Frodo Gamgee"].words() == "2 burdens"
    assert costs["Gwaihir"].words() == "a threat"
    assert costs["Elendil's Army"].words() == "exert a [gondor] companion"


def test_a_follower_is_played_to_the_support_area():
    # "A follower is played to your support area."
    sc = Scenario()
    doorwarden = sc.hand("Rohirrim Doorwarden")  # follower, cost 2
    game = sc.start("fellowship")
    events = act(game, "play", doorwarden)
    assert game.s.zone[doorwarden] == "support" and game.s.twilight == 2
    # its strength text is not scripted: resolved by hand; Elendil's Army's whole text is
    # its aid, which the engine enforces: nothing to resolve by hand
    assert "unscripted" in [e.kind for e in events]
    sc2 = Scenario()
    army = sc2.hand("Elendil's Army")
    game2 = sc2.start("fellowship")
    events = act(game2, "play", army)
    assert game2.s.zone[army] == "support" and "unscripted" not in [e.kind for e in events]


def test_aid_at_the_start_of_the_maneuver_phase_then_back_in_regroup():
    # "At the start of the maneuver phase, you may pay the aid cost to transfer that
    # follower to your character ... The follower is borne by the character for the rest of
    # the turn"; Current Rulings: "each follower is returned to its owner's support area
    # only after the Free Peoples player has reconciled, but before the Shadow player
    # discards all minions in play."
    sc = Scenario()
    doorwarden = sc.support("Rohirrim Doorwarden")  # Aid – (2)
    eowyn = sc.companion("Éowyn, Lady of Rohan")
    frodo = sc.ring_bearer()
    sc.minion("Goblin Runner")
    game = sc.start("maneuver")
    assert game.decision.kind == "aid" and game.decision.player == sc.fp
    assert game.view_for(sc.shadow)["cards"][doorwarden]["aid"] == "(2)"
    assert {(a.card, a.target) for a in game.legal_actions() if a.kind == "aid"} == \
        {(doorwarden, eowyn), (doorwarden, frodo)}
    twin = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
    events = act(game, "aid", doorwarden, eowyn)
    assert game.s.zone[doorwarden] == "attached" and game.s.bearer[doorwarden] == eowyn
    assert game.s.twilight == 2 and "transferred" in [e.kind for e in events]
    view = game.view_for(sc.shadow)
    assert view["cards"][doorwarden]["bearer"] == eowyn
    assert view["cards"][doorwarden]["type"] == "follower"
    assert game.decision.kind == "action" and game.s.phase == "maneuver"
    kinds = [e.kind for e in pass_until(game, "turn_ended")]
    assert game.s.zone[doorwarden] == "support" and game.s.bearer[doorwarden] == -1
    last_reconcile = len(kinds) - 1 - kinds[::-1].index("reconciled")
    assert last_reconcile < kinds.index("follower_returned") < kinds.index("turn_ended")
    assert kinds.index("follower_returned") < len(kinds) - 1 - kinds[::-1].index("discarded")
    # declining (the saved game): it stays in the support area, nothing paid
    act(twin, "pass")
    assert twin.s.zone[doorwarden] == "support" and twin.s.twilight == 0


def test_aid_costs_burdens_threats_or_an_exertion_and_a_shadow_follower_goes_to_a_minion():
    sc = Scenario()
    gaffer = sc.support("13_151")  # The Gaffer: Aid – Add a burden.
    gwaihir = sc.support("17_20")  # Gwaihir: Aid – Add a threat.
    army = sc.support("Elendil's Army")  # Aid – Exert a [gondor] companion.
    boromir = sc.companion("Boromir, Lord of Gondor")
    frodo = sc.ring_bearer()
    saruman = sc.support("17_38", player=sc.shadow)  # Saruman: Aid – (1), to a minion
    runner = sc.minion("Goblin Runner")
    sc.twilight(3)
    sc.threats(2)  # two companions: the threat limit is reached
    game = sc.start("maneuver")
    aids = {a.card for a in game.legal_actions() if a.kind == "aid"}
    assert gwaihir not in aids and {gaffer, army} <= aids
    strength = stats.strength(game, frodo)
    act(game, "aid", gaffer, frodo)
    assert game.s.burdens[sc.fp] == 1
    # like a possession, a borne follower adds its printed bonus (The Gaffer: strength +1)
    assert stats.strength(game, frodo) == strength + 1
    act(game, "aid", army, frodo, value=boromir)
    assert game.s.wounds[boromir] == 1 and game.s.bearer[army] == frodo
    # nothing more the Free Peoples player can pay for: the Shadow player's turn to aid
    assert game.decision.kind == "aid" and game.decision.player == sc.shadow
    act(game, "aid", saruman, runner)
    assert game.s.bearer[saruman] == runner and game.s.twilight == 2
    assert game.decision.kind == "action"


def test_followers_of_a_killed_bearer_are_discarded():
    # "If that character is killed, all of its followers are discarded, just like other
    # cards borne by that character."
    sc = Scenario()
    eowyn = sc.companion("Éowyn, Lady of Rohan")
    worker = sc.bear(eowyn, "Rohan Worker")
    game = sc.start("fellowship")
    effects.kill(game, eowyn)
    assert game.s.zone[worker] == "discard"


def _alatar_weakens_every_minion() -> Rules:
    """Alatar with a test text: every minion is strength -1 (the printed clause asks for
    a skirmish; the gate is what is tested)."""
    db = default_database()

    def minus_one(g, src, target, stat):
        return -1 if g.cards[target].type == "minion" else 0
    minus_one.stat = "strength"
    return Rules.base(db).with_behaviours({"13_28": Behaviour(scripted=True,
                                                              statics=(minus_one,))})


def test_a_follower_has_no_effect_while_in_the_support_area():
    # "While your follower is in your support area, it has no effect on the game."
    # "When your follower is borne by a character, that follower will provide an ongoing
    # effect"
    sc = Scenario(rules=_alatar_weakens_every_minion())
    alatar = sc.support("Alatar")
    frodo = sc.ring_bearer()
    runner = sc.minion("Goblin Runner")  # strength 5
    game = sc.start("maneuver")
    assert stats.strength(game, runner) == 5
    act(game, "aid", alatar, frodo)
    assert stats.strength(game, runner) == 4
    assert not can(game, "aid")
