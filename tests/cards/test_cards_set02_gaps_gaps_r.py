"""Set 2 (Mines of Moria) cards that needed a rule the engine lacked (issue 18, helper
gaps-r): the Free Peoples player choosing to skip the archery phase (Cave Troll's
Chain, ``engine/skips.py``), skipping a Shadow phase (What Are We Waiting For?), hands
kept secret from the other side's effects (No Business of Ours, Erland,
``engine/hands.py``)."""

from __future__ import annotations

from cardtest import Scenario, use

from ringtable.engine import effects
from ringtable.testing import act, can

TROLL, SCOUT = "1_165", "1_191"  # Cave Troll of Moria; Moria Scout
LEGOLAS, ARAGORN = "1_50", "1_89"  # an archer companion; a companion who is not


def _archery(card: str | None, scout: bool = False):
    """Legolas (archer, fellowship archery 1) and Aragorn against Cave Troll of Moria
    (bearing ``card``), maybe a Moria Scout; the maneuver phase, everyone passes."""
    sc = Scenario()
    legolas, aragorn = sc.companion(LEGOLAS), sc.companion(ARAGORN)
    troll = sc.minion(TROLL)
    chain = sc.bear(troll, card) if card else -1
    other = sc.minion(SCOUT) if scout else -1
    game = sc.at_site(2).start("maneuver")
    while game.decision.kind == "action" and game.s.phase == "maneuver":
        act(game, "pass")
    return game, chain, troll, legolas, aragorn, other


def _to_archery_wounds(game, target: int) -> None:
    """Play the archery phase: everyone passes; the Shadow player puts the fellowship's
    archery wound on ``target``."""
    if game.decision.kind == "skip_phase":
        act(game, "pass")
    while game.decision.kind == "action" and game.s.phase == "archery":
        act(game, "pass")
    assert game.decision.kind == "archery_wound"
    act(game, "wound", target)


def test_cave_troll_s_chain_the_free_peoples_player_may_skip_the_archery_phase():
    """"Cave Troll's Chain" (2_53): "The Free Peoples player may choose for the archery
    phase to be skipped": he is asked, skips, and the turn goes to the assignment phase
    with no archery fire (the troll takes no wound)."""
    game, _c, troll, *_ = _archery("2_53")
    assert game.decision.kind == "skip_phase" and game.decision.player == game.s.fp
    events = act(game, "skip_phase")
    assert "archery" not in [e.kind for e in events] and game.s.phase == "assignment"
    assert game.s.wounds[troll] == 0


def test_cave_troll_s_chain_the_archery_phase_is_played_when_not_skipped():
    """"Cave Troll's Chain" (2_53): "may choose": declined, the archery phase is played."""
    game, *_ = _archery("2_53")
    act(game, "pass")
    assert game.s.phase == "archery" and game.decision.kind == "action"


def test_cave_troll_s_chain_without_it_nobody_may_skip():
    """"Cave Troll's Chain" (2_53): the choice is the chain's: a Cave Troll alone gives
    none."""
    game, *_ = _archery(None)
    assert game.decision.kind == "action" and game.s.phase == "archery"


def test_cave_troll_s_chain_wounds_an_archer_companion_when_the_troll_takes_an_archery_wound():
    """"Cave Troll's Chain" (2_53): "Each time Cave Troll of Moria takes a wound during the
    archery phase, you may wound an archer companion": Legolas's arrow wounds the troll;
    the Shadow player accepts and Legolas (not Aragorn) is wounded."""
    game, chain, troll, legolas, aragorn, _o = _archery("2_53")
    _to_archery_wounds(game, troll)
    assert game.s.wounds[troll] == 1
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", chain)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[aragorn] == 0


def test_cave_troll_s_chain_you_may_decline():
    """"Cave Troll's Chain" (2_53): "you may": declined, no companion is wounded."""
    game, _chain, troll, legolas, aragorn, _o = _archery("2_53")
    _to_archery_wounds(game, troll)
    act(game, "pass")
    assert game.s.wounds[troll] == 1 and game.s.wounds[legolas] == 0


def test_cave_troll_s_chain_not_for_another_minion_s_wound():
    """"Cave Troll's Chain" (2_53): "Cave Troll of Moria takes a wound": the Moria Scout
    taking the archery wound is not answered."""
    game, _chain, troll, legolas, _a, scout = _archery("2_53", scout=True)
    _to_archery_wounds(game, scout)
    assert game.s.wounds[scout] == 1 and game.s.wounds[troll] == 0
    assert game.decision.kind != "optional_trigger" and game.s.wounds[legolas] == 0


def test_cave_troll_s_chain_only_during_the_archery_phase():
    """"Cave Troll's Chain" (2_53): "during the archery phase": the troll wounded in the
    assignment phase (the archery skipped) is not answered."""
    game, _chain, troll, legolas, _a, _o = _archery("2_53")
    act(game, "skip_phase")
    assert game.s.phase == "assignment"
    effects.wound(game, troll, 1)
    act(game, "pass")
    assert game.s.wounds[troll] == 1 and game.decision.kind != "optional_trigger"
    assert game.s.wounds[legolas] == 0


def test_cave_troll_s_chain_wounds_a_companion_not_an_archer_minion():
    """"Cave Troll's Chain" (2_53): "wound an archer companion": with a Goblin Marksman
    (an archer minion) in play, the troll wounded in the archery phase: Legolas is
    wounded, the Marksman is not offered."""
    sc = Scenario()
    legolas = sc.companion(LEGOLAS)
    troll = sc.minion(TROLL)
    chain = sc.bear(troll, "2_53")
    marksman = sc.minion("1_176")
    game = sc.at_site(2).start("archery")
    act(game, "pass")  # play the archery phase
    effects.wound(game, troll, 1)
    act(game, "pass")  # the Free Peoples player passes: the trigger is asked
    act(game, "resolve", chain)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[marksman] == 0


WAITING = "2_15"
GIMLI, BOROMIR = "1_13", "1_97"


def _waiting(shadow_hand: tuple[str, ...] = (SCOUT,), deck: tuple[str, ...] = (SCOUT, TROLL),
             dwarf: str = GIMLI, dwarf_wounds: int = 0):
    """The fellowship phase: the Free Peoples player holds What Are We Waiting For? with
    ``dwarf`` in play; the Shadow player holds ``shadow_hand`` and Boromir (a Free
    Peoples card), ``deck`` on top of his draw deck."""
    sc = Scenario()
    d = sc.companion(dwarf)
    sc.wounds(d, dwarf_wounds)
    event = sc.hand(WAITING, player=0)
    for c in shadow_hand:
        sc.hand(c, player=1)
    boromir = sc.hand(BOROMIR, player=1)
    for c in deck:
        sc.draw_top(c, player=1)
    game = sc.at_site(2).start("fellowship")
    return game, event, d, boromir


def _shadow_hand(game) -> list[int]:
    return list(game.s.piles[1]["hand"])


def test_what_are_we_waiting_for_exerts_a_dwarf_and_the_opponent_draws_two():
    """"What Are We Waiting For?" (2_15): "Exert a Dwarf to make an opponent draw 2
    cards": Gimli exerts; the Shadow player's hand grows by 2 (his deck's top 2 of 3),
    the Free Peoples player's does not."""
    game, event, gimli, _b = _waiting(deck=(SCOUT, TROLL, SCOUT))
    deck = list(game.s.piles[1]["draw"][:2])
    own = len(game.s.piles[0]["hand"])
    act(game, "play", event)
    assert game.s.wounds[gimli] == 1
    assert all(c in game.s.piles[1]["hand"] for c in deck)
    assert len(game.s.piles[1]["draw"]) == 1
    assert len(game.s.piles[0]["hand"]) == own - 1  # the event left it, nothing drawn


def test_what_are_we_waiting_for_that_player_chooses_to_discard_two_shadow_cards():
    """"What Are We Waiting For?" (2_15): "That player then chooses to either discard 2
    Shadow cards from hand ...": the Shadow player chooses, then picks 2 of his 3 Shadow
    cards (Boromir, a Free Peoples card, is not offered); his Shadow phase is played."""
    game, event, _g, boromir = _waiting()
    act(game, "play", event)
    d = game.decision
    assert d.kind == "choose_option" and d.player == 1
    act(game, "choose_option", value=0)
    d = game.decision
    assert d.player == 1 and boromir not in d.cards and len(d.cards) == 3
    first, second = d.cards[0], d.cards[1]
    act(game, "choose", first)
    act(game, "choose", second)
    assert game.s.zone[first] == game.s.zone[second] == "discard"
    assert game.s.zone[boromir] == "hand" and len(_shadow_hand(game)) == 2
    assert not any(k.startswith("game:skip_shadow") for k in game.s.counters)


def test_what_are_we_waiting_for_or_skip_the_next_shadow_phase():
    """"What Are We Waiting For?" (2_15): "... or skip his or her next Shadow phase": the
    Shadow player keeps his hand, and his Shadow phase of this turn never starts."""
    game, event, _g, _b = _waiting()
    act(game, "play", event)
    act(game, "choose_option", value=1)
    hand = _shadow_hand(game)
    assert len(hand) == 4
    phases = set()
    while game.s.phase != "regroup" and game.decision is not None:
        phases.add(game.s.phase)
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind == "pass"), options[0]))
    assert "shadow" not in phases and _shadow_hand(game) == hand


def test_what_are_we_waiting_for_with_fewer_than_two_shadow_cards_he_must_skip():
    """"What Are We Waiting For?" (2_15): CR "you must choose an action that you are
    fully capable of performing": with 1 Shadow card in hand after the draw (a Free
    Peoples card drawn), the skip is made without a choice."""
    game, event, _g, _b = _waiting(shadow_hand=(), deck=(SCOUT, "1_89"))
    act(game, "play", event)
    assert game.decision.kind != "choose_option"
    assert game.s.counters.get("game:skip_shadow:1") == 1


def test_what_are_we_waiting_for_needs_an_exertable_dwarf():
    """"What Are We Waiting For?" (2_15): "Exert a Dwarf": an exhausted Gimli (2 wounds of
    3) or a companion who is not a Dwarf (Aragorn) cannot pay."""
    game, event, _g, _b = _waiting(dwarf_wounds=2)
    assert not can(game, "play", event)
    game, event, _g, _b = _waiting(dwarf=ARAGORN)
    assert not can(game, "play", event)


def test_skip_shadow_phase_is_refused_as_a_cost_or_with_an_unknown_player():
    """The verb ``skip_shadow_phase`` (What Are We Waiting For?, "2_15"): an effect
    only, and its value a player word; a mistake names the card and the field."""
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts import ScriptError
    from ringtable.scripts.loader import compile_scripts

    db = default_database()
    bad_cost = {"2_15": {"title": "What Are We Waiting For?",
                         "event": {"cost": [{"skip_shadow_phase": "opponent"}]}}}
    with pytest.raises(ScriptError, match=r"2_15.*event.cost\[0\].skip_shadow_phase"):
        compile_scripts(bad_cost, db)
    bad_player = {"2_15": {"title": "What Are We Waiting For?",
                           "event": {"effect": [{"skip_shadow_phase": "them"}]}}}
    with pytest.raises(ScriptError, match="'them' is not one of"):
        compile_scripts(bad_player, db)


# -- hands kept secret ---------------------------------------------------------------------
STING, NUMENOR, GOBLIN_MAN, PALANTIR = "1_313", "3_43", "2_42", "3_67"
URUK_SOLDIER, GANDALF, FRODO_RB = "1_154", "1_364", 0


def _kinds(events) -> list[str]:
    return [e.kind for e in events]


def _sting(no_business: bool, erland: bool = False):
    """The fellowship phase: Frodo bears Sting; the Shadow player holds 2 Orcs (Moria
    Scouts) and a Cave Troll, maybe with No Business of Ours in his support area (and
    Erland in the Free Peoples support area); 3 twilight in the pool."""
    sc = Scenario()
    sting = sc.bear(FRODO_RB, STING)
    if no_business:
        sc.support("2_44", player=1)
    if erland:
        sc.support("2_21")
    for c in (SCOUT, SCOUT, TROLL):
        sc.hand(c)
    game = sc.twilight(3).at_site(2).start("fellowship")
    return game, sting


def test_no_business_of_ours_sting_may_not_reveal_the_shadow_hand():
    """"No Business of Ours" (2_44): "The Free Peoples player may not look at or reveal
    cards in any Shadow player's hand": Sting ("Exert Frodo to reveal an opponent's hand.
    Remove (1) for each Orc revealed") reveals nothing and removes nothing; without it,
    2 Orcs revealed remove (2)."""
    game, sting = _sting(no_business=True)
    events = use(game, sting)
    assert "hand_hidden" in _kinds(events) and "reveal_hand" not in _kinds(events)
    assert game.s.twilight == 3 and game.s.wounds[FRODO_RB] == 1
    game, sting = _sting(no_business=False)
    events = use(game, sting)
    assert "reveal_hand" in _kinds(events) and game.s.twilight == 1


def test_no_business_of_ours_might_of_numenor_reveals_nothing():
    """"No Business of Ours" (2_44): Might of Númenor ("reveal a card at random from an
    opponent's hand. Heal X companions, where X is the twilight cost of the card
    revealed"): nothing is revealed, no companion is healed."""
    sc = Scenario()
    sc.support("2_44", player=1)
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 1)
    sc.minion(SCOUT)
    sc.hand(TROLL)
    event = sc.hand(NUMENOR, player=0)
    game = sc.at_site(2).start("maneuver")
    events = use_event(game, event)
    assert "revealed" not in _kinds(events) and "hand_hidden" in _kinds(events)
    assert game.s.wounds[boromir] == 1


def use_event(game, event):
    return act(game, "play", event)


def test_no_business_of_ours_does_not_hide_the_free_peoples_hand():
    """"No Business of Ours" (2_44): only "any Shadow player's hand": the Shadow player's
    Goblin Man ("Exert this minion to look at the Free Peoples player's hand") still
    looks."""
    sc = Scenario()
    sc.support("2_44", player=1)
    man = sc.minion(GOBLIN_MAN)
    sc.hand(BOROMIR, player=0)
    game = sc.at_site(2).start("shadow")
    events = use(game, man)
    assert "look_at_hand" in _kinds(events) and "hand_hidden" not in _kinds(events)


def _shadow_with(card: str, minion: str):
    """The Shadow phase: ``minion`` and The Palantír of Orthanc (an [isengard] artifact,
    not a minion) in play, ``card`` in the Shadow hand."""
    sc = Scenario()
    sc.minion(minion)
    sc.support(PALANTIR, player=1)
    nb = sc.hand(card)
    game = sc.twilight(2).at_site(2).start("shadow")
    return game, nb


def test_no_business_of_ours_to_play_spot_an_isengard_minion():
    """"No Business of Ours" (2_44): "To play, spot an [isengard] minion. Plays to your
    support area": with an Uruk Soldier it is played to the support area; with only a
    Moria Scout (and an [isengard] artifact) it is not playable."""
    game, nb = _shadow_with("2_44", URUK_SOLDIER)
    act(game, "play", nb)
    assert game.s.zone[nb] == "support"
    game, nb = _shadow_with("2_44", SCOUT)
    assert not can(game, "play", nb)


def _goblin_man(erland: bool):
    """The Shadow phase: Goblin Man in play; the Free Peoples player (with Erland in his
    support area, or not) holds Boromir and Aragorn."""
    sc = Scenario()
    if erland:
        sc.support("2_21")
    man = sc.minion(GOBLIN_MAN)
    hand = [sc.hand(BOROMIR, player=0), sc.hand(ARAGORN, player=0)]
    game = sc.at_site(2).start("shadow")
    return game, man, hand


def test_erland_shadow_players_may_not_look_at_your_hand():
    """"Erland, Advisor to Brand" (2_21): "Shadow players may not look at or reveal
    cards in your hand":
    Goblin Man exerts to look at the Free Peoples hand and sees nothing; without Erland
    he looks."""
    game, man, _h = _goblin_man(erland=True)
    events = use(game, man)
    assert "hand_hidden" in _kinds(events) and "look_at_hand" not in _kinds(events)
    assert game.s.wounds[man] == 1
    game, man, _h = _goblin_man(erland=False)
    assert "look_at_hand" in _kinds(use(game, man))


def test_erland_the_palantir_reveals_nothing_from_your_hand():
    """"Erland, Advisor to Brand" (2_21): The Palantír of Orthanc ("reveal a card at
    random from the Free
    Peoples player's hand and place it on top of his draw deck"): nothing is revealed,
    the hand keeps its cards."""
    sc = Scenario()
    sc.support("2_21")
    palantir = sc.support(PALANTIR, player=1)
    sc.minion(URUK_SOLDIER)
    hand = [sc.hand(BOROMIR, player=0), sc.hand(ARAGORN, player=0)]
    game = sc.twilight(2).at_site(2).start("shadow")
    events = use(game, palantir)
    assert "revealed" not in _kinds(events) and "hand_hidden" in _kinds(events)
    assert all(game.s.zone[c] == "hand" for c in hand)


def test_erland_does_not_hide_the_shadow_hand():
    """"Erland, Advisor to Brand" (2_21): only "your hand": Sting still reveals the
    Shadow hand and removes (2) for its 2 Orcs."""
    game, sting = _sting(no_business=False, erland=True)
    events = use(game, sting)
    assert "reveal_hand" in _kinds(events) and game.s.twilight == 1


def test_erland_to_play_spot_gandalf():
    """"Erland, Advisor to Brand" (2_21): "To play, spot Gandalf": playable with Gandalf
    in the fellowship, not with Aragorn alone."""
    for companion, playable in ((GANDALF, True), (ARAGORN, False)):
        sc = Scenario()
        sc.companion(companion)
        erland = sc.hand("2_21", player=0)
        game = sc.at_site(2).start("fellowship")
        assert can(game, "play", erland) is playable


def _foul(no_business: bool, card: str):
    """The fellowship phase: Legolas (an Elf) and ``card`` in the Free Peoples hand; the
    Shadow player holds an Uruk Soldier and 2 Moria Scouts (Orcs)."""
    sc = Scenario()
    if no_business:
        sc.support("2_44", player=1)
    sc.companion(LEGOLAS)
    event = sc.hand(card, player=0)
    shadow = [sc.hand(URUK_SOLDIER), sc.hand(SCOUT), sc.hand(SCOUT)]
    game = sc.at_site(2).start("fellowship")
    return game, event, shadow


def test_no_business_of_ours_curse_their_foul_feet_counts_no_orc():
    """"No Business of Ours" (2_44): Curse Their Foul Feet! ("reveal an opponent's hand.
    That player discards a card from hand for each Orc revealed"): the Orcs of a hand
    kept secret are not counted: nothing is discarded (without it, 2 cards)."""
    game, event, shadow = _foul(True, "1_36")
    act(game, "play", event)
    assert all(game.s.zone[c] == "hand" for c in shadow)
    game, event, shadow = _foul(False, "1_36")
    act(game, "play", event)
    while game.decision.kind == "choose":
        act(game, "choose", game.decision.cards[0])
    assert sum(game.s.zone[c] == "discard" for c in shadow) == 2


def test_no_business_of_ours_foul_creation_cannot_pick_from_the_hidden_hand():
    """"No Business of Ours" (2_44): Foul Creation ("reveal an opponent's hand. You may
    discard an [isengard] minion revealed to draw 2 cards"): the Uruk Soldier in the
    hidden hand is not offered; it stays, and no card is drawn."""
    game, event, shadow = _foul(True, "1_44")
    hand = len(game.s.piles[0]["hand"])
    act(game, "play", event)
    assert game.decision.kind == "action"  # no "may" asked: nothing could be discarded
    assert game.s.zone[shadow[0]] == "hand" and len(game.s.piles[0]["hand"]) == hand - 1


def _edited(table: dict):
    """Card rules with one card's script replaced (a language test, not a card's)."""
    from cardtest import card_rules

    from ringtable.cards import default_database
    from ringtable.scripts.loader import compile_scripts

    return card_rules().with_behaviours(compile_scripts(table, default_database()))


def test_a_choice_among_another_players_hidden_hand_offers_nothing():
    """The card language under "No Business of Ours" (2_44): ``choose`` from an
    opponent's hand by the card's player (a look) offers nothing; the hand's owner
    revealing a card of his own hand because of another's card (``reveal`` with
    ``who``) is not possible either; without the rule both happen."""
    table = {"3_43": {"title": "Might of Númenor", "event": {"effect": [
        {"choose": "card", "from": "hand", "of": "opponent", "as": "x"},
        {"discard": "$x", "from": "hand", "of": "opponent"}]}}}
    reveal = {"3_43": {"title": "Might of Númenor", "event": {"effect": [
        {"reveal": 1, "from": "hand", "of": "opponent", "who": "card", "as": "x"},
        {"discard": "$x", "from": "hand", "of": "opponent", "chooser": "opponent"}]}}}
    for script in (table, reveal):
        for hidden in (True, False):
            sc = Scenario(rules=_edited(script))
            if hidden:
                sc.support("2_44", player=1)
            sc.minion(SCOUT)
            troll = sc.hand(TROLL)
            event = sc.hand(NUMENOR, player=0)
            game = sc.at_site(2).start("maneuver")
            if can(game, "play", event):
                act(game, "play", event)
            assert (game.s.zone[troll] == "hand") is hidden
