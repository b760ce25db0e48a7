"""Base-rule slips of issue 17 (rules engine, every era), each against the printed text."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Behaviour, Rules, TriggeredAbility, effects, manual
from ringtable.engine.combat import prevent
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario, act, pass_until

_RULES: list[Rules] = []


def scripted() -> Scenario:
    """A Scenario under the shipped card scripts (built once per test run)."""
    if not _RULES:
        _RULES.append(standard_rules(default_database()))
    return Scenario(rules=_RULES[0])


def test_a_lost_vitality_bonus_from_a_discarded_condition_kills_at_once():
    # CR 4.1 (wound): "a character whose wounds equal or exceed its vitality is killed";
    # Sleep, Caradhras: "Exert Gandalf to discard every condition." — The Saga of Elendil
    # (vitality +1) leaves Boromir with 3 wounds and vitality 3.
    sc = scripted()
    boromir = sc.companion("Boromir, Lord of Gondor")
    saga = sc.bear(boromir, "The Saga of Elendil")
    gandalf = sc.companion("Gandalf, The Grey Wizard")
    sleep = sc.hand("Sleep, Caradhras", player=0)
    sc.wounds(boromir, 3)
    game = sc.start("fellowship")
    assert game.s.zone[boromir] == "fellowship"
    act(game, "play", sleep)
    assert game.s.zone[saga] == "discard"
    assert game.s.zone[boromir] == "dead"
    assert game.s.wounds[gandalf] == 1


def test_a_wound_from_a_card_in_the_skirmish_phase_is_a_wound_in_a_skirmish():
    # The Ruling Ring: "Response: If bearer is about to take a wound in a skirmish, he
    # wears The One Ring until the regroup phase." Mordor's Strength ("Skirmish: Exert a
    # [sauron] Orc to wound a character he is skirmishing"), resolved by hand, wounds
    # Frodo (3 wounds, vitality 4) during the skirmish phase: the Ring is offered and the
    # wound becomes a burden.
    sc = Scenario()
    frodo = sc.ring_bearer()
    orc = sc.minion("Orc Assassin")
    strength = sc.hand("Mordor's Strength")
    sc.wounds(frodo, 3)
    sc.assign(orc, frodo)
    sc.twilight(3)
    game = sc.start("skirmishes")
    act(game, "pass")  # the Free Peoples player passes; the Shadow player acts
    act(game, "play", strength)
    # its text resolved by hand (by the player deciding now, as the table allows)
    game.apply(manual(game.decision.player, "wounds", card=frodo, amount=1))
    assert game.decision.kind == "ring_response" and game.decision.player == sc.fp
    act(game, "wear_ring", sc.ring())
    assert game.s.zone[frodo] == "fellowship" and game.s.wounds[frodo] == 3
    assert game.s.burdens[sc.fp] == 1 and game.s.wearing[sc.fp]


def test_possessions_and_artifacts_go_on_allies_their_bearer_text_allows():
    # CR 4.1 (possession): "Most possessions tell you who their bearer can be, which is
    # the kind of character you can play them on." Hobbit Sword: "Bearer must be a
    # Hobbit." (Rosie Cotton is a Hobbit ally; Galadriel is not a Hobbit); Nenya:
    # "Bearer must be Galadriel." (an ally, unscripted: read from the printed text).
    sc = scripted()
    rosie = sc.ally("Rosie Cotton")
    galadriel = sc.ally("Galadriel, Lady of Light")
    sword = sc.hand("Hobbit Sword")
    nenya = sc.hand("Nenya")
    sc.twilight(0)
    game = sc.start("fellowship")
    sword_bearers = {a.target for a in game.legal_actions() if a.kind == "play"
                     and a.card == sword}
    assert rosie in sword_bearers and sc.ring_bearer() in sword_bearers
    assert galadriel not in sword_bearers
    nenya_bearers = {a.target for a in game.legal_actions() if a.kind == "play"
                     and a.card == nenya}
    assert nenya_bearers == {galadriel}
    act(game, "play", sword, rosie)
    assert game.s.zone[sword] == "attached" and game.s.bearer[sword] == rosie


def test_a_condition_whose_script_names_its_bearer_goes_on_an_ally():
    # Consorting With Wizards: "Bearer must be Bilbo." (Bilbo is an ally); an unscripted
    # condition, or one without a bearer line, still goes on companions only
    sc = scripted()
    bilbo = sc.ally("Bilbo, Well-spoken Gentlehobbit")
    consorting = sc.hand("Consorting With Wizards")
    tale = sc.hand("There and Back Again")  # "Bearer must be a Hobbit companion."
    sc.twilight(0)
    game = sc.start("fellowship")
    on = {c: {a.target for a in game.legal_actions() if a.kind == "play" and a.card == c}
          for c in (consorting, tale)}
    assert on == {consorting: {bilbo}, tale: {sc.ring_bearer()}}
    base = Scenario()
    bilbo = base.ally("Bilbo, Well-spoken Gentlehobbit")
    consorting = base.hand("Consorting With Wizards")
    game = base.start("fellowship")
    # unscripted: your companions only, and the printed "Bearer must be Bilbo" none of them
    assert {a.target for a in game.legal_actions() if a.card == consorting} == set()


def test_a_shadow_players_ring_is_inactive_in_the_opponents_turn():
    # CR 4.1 (active): the Shadow player's Free Peoples cards are inactive; The Ruling
    # Ring's "Response: If bearer is about to take a wound in a skirmish, he wears The
    # One Ring" is never offered to the Shadow player for his own Ring-bearer.
    sc = Scenario()
    orc = sc.minion("Orc Assassin")
    shadow_frodo = sc.ring_bearer(sc.shadow)
    sc.assign(orc, sc.ring_bearer())
    game = sc.start("skirmishes")
    game.apply(manual(game.decision.player, "wounds", card=shadow_frodo, amount=1))
    assert game.decision.kind != "ring_response"
    assert game.s.wounds[shadow_frodo] == 1 and game.s.burdens[sc.shadow] == 0


def _held() -> Rules:
    """Held, as a script would write it: "Each time Frodo is about to be killed by a
    wound, add a burden instead." (a required trigger of the condition in play)."""
    def about_bearer(g, src, ev):
        return ev.cards == (g.s.bearer[src],)

    def instead(g, src, ev):
        if prevent(g, "kill"):
            effects.add_burden(g, g.s.owner[src], 1, " instead (Held)")
    base = Rules.base(default_database())
    return base.with_behaviours({"6_109": Behaviour(scripted=True, triggers=(
        TriggeredAbility("about_to_be_killed", "add a burden instead", True, about_bearer,
                         instead),))})


def test_about_to_be_killed_by_a_wound_is_a_window_that_can_prevent_it():
    # Held: "Each time Frodo is about to be killed by a wound, add a burden instead."
    sc = Scenario(rules=_held())
    frodo = sc.ring_bearer()
    sc.bear(frodo, "Held")
    sc.wounds(frodo, 3)  # vitality 4: the next wound kills
    game = sc.start("maneuver")
    events = game.apply(manual(game.decision.player, "wounds", card=frodo, amount=1))
    assert "about_to_be_killed" in [e.kind for e in events]
    assert game.s.zone[frodo] == "fellowship" and game.s.wounds[frodo] == 3
    assert game.s.burdens[sc.fp] == 1


def test_about_to_be_overwhelmed_responses_act_before_the_totals_are_read_again():
    # Footman's Armor: "Response: If bearer is about to be overwhelmed, ... make bearer
    # strength +2." Boromir (strength 7) against strength 15: overwhelmed at 14; at 9
    # he is not (18), so he takes a wound instead.
    def about_bearer(g, src, ev):
        return ev.cards == (g.s.bearer[src],)

    def plus_two(g, src, ev):
        effects.add_modifier(g, g.s.bearer[src], "strength", 2, "skirmish", src)
    rules = Rules.base(default_database()).with_behaviours({"7_93": Behaviour(
        scripted=True, triggers=(TriggeredAbility(
            "about_to_be_overwhelmed", "strength +2", False, about_bearer, plus_two),))})
    sc = Scenario(rules=rules)
    boromir = sc.companion("Boromir, Lord of Gondor")
    sc.bear(boromir, "Footman's Armor")
    band = sc.minion("Band of the Eye")  # strength 12
    sc.assign(band, boromir)
    game = sc.start("skirmishes")
    effects.add_modifier(game, band, "strength", 3, "skirmish")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", game.decision.cards[0] if game.decision.cards else -1)
    pass_until(game, "skirmish_ended")
    assert game.s.zone[boromir] == "fellowship" and game.s.wounds[boromir] == 1


def test_about_to_exert_is_a_window_a_response_event_can_prevent():
    # Strength of Spirit: "Response: If a companion is about to exert, spot Gandalf to
    # place no token for that exertion." (written in the card language; the exertion is
    # an effect through engine.about.replaceable, as the scripts' exert verb does it)
    from ringtable.engine.about import replaceable
    from ringtable.scripts.loader import compile_scripts

    db = default_database()
    rules = Rules.base(db).with_behaviours(compile_scripts({"1_85": {
        "title": "Strength of Spirit",
        "response": {"on": "about_to_exert", "target": "companion",
                     "if": {"spot": 'title("Gandalf")'}, "effect": [{"prevent": "exert"}]},
    }}, db))
    sc = Scenario(rules=rules)
    gandalf = sc.companion("Gandalf, The Grey Wizard")
    spirit = sc.hand("Strength of Spirit", player=0)
    game = sc.start("maneuver")
    replaceable(game, "exert", gandalf)
    game.settle()
    assert game.decision.kind == "optional_trigger" and game.decision.player == sc.fp
    act(game, "resolve", spirit)
    assert game.s.wounds[gandalf] == 0 and game.s.zone[spirit] == "discard"
    replaceable(game, "exert", gandalf)  # the next exertion, unanswered, places a token
    game.settle()
    assert game.decision.kind == "action" and game.s.wounds[gandalf] == 1


def test_about_to_be_discarded_and_about_to_add_a_burden_are_windows_too():
    # Elven Brooch: "Response: If another possession borne by bearer is about to be
    # discarded by a Shadow card, discard this possession instead."; Sam (4_316):
    # "Response: If a Shadow card is about to add any number of burdens, spot Frodo and
    # exert Sam to prevent this." Both written here as engine behaviours (costs left out).
    from ringtable.engine.about import replaceable

    def brooch_instead(g, src, ev):
        if prevent(g, "discard"):
            effects.discard(g, src, " instead (Elven Brooch)")

    def no_burden(g, src, ev):
        prevent(g, "burden")
    rules = Rules.base(default_database()).with_behaviours({
        "4_63": Behaviour(scripted=True, triggers=(TriggeredAbility(
            "about_to_be_discarded", "discard this instead", True,
            lambda g, src, ev: ev.cards[0] != src and g.s.bearer[ev.cards[0]] ==
            g.s.bearer[src], brooch_instead),)),
        "4_316": Behaviour(scripted=True, triggers=(TriggeredAbility(
            "about_to_add_burden", "prevent it", True, lambda g, src, ev: True,
            no_burden),))})
    sc = Scenario(rules=rules)
    frodo = sc.ring_bearer()
    sting = sc.bear(frodo, "Hobbit Sword")
    brooch = sc.bear(frodo, "Elven Brooch")
    sc.companion("4_316")
    game = sc.start("maneuver")
    replaceable(game, "discard", sting)
    game.settle()
    assert game.s.zone[sting] == "attached" and game.s.zone[brooch] == "discard"
    replaceable(game, "burden", player=sc.fp, n=1)
    game.settle()
    assert game.s.burdens[sc.fp] == 0
