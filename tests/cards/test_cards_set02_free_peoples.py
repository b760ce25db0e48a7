"""Set 2 Free Peoples cards and sites of the MoM Gandalf and Gimli starters: each test
sets a position, uses the card, and checks what its text does."""

from __future__ import annotations

from cardtest import Scenario, at_site, card_rules, strength, use

from ringtable.cards import default_database
from ringtable.engine import Rules, stats
from ringtable.scripts import compile_scripts
from ringtable.testing import act, can, pass_until


def _twilight_on_moving_to(site: int, *companions: str) -> int:
    """Twilight the move from ``site - 1`` to ``site`` adds (Shadow number + companions)."""
    sc = Scenario()
    for name in companions:
        sc.companion(name)
    game = sc.at_site(site - 1).start("fellowship")
    act(game, "pass")
    assert game.s.site[0] == site
    return game.s.twilight


def test_gimli_mountain_race_underground_sites_shadow_number_minus_two():
    """Gimli, Dwarf of the Mountain-race (2_121): "Each underground site's Shadow number
    is -2": The Bridge of Khazad-dûm (underground, 6) adds 4, Ettenmoors (plains, 2) 2."""
    assert _twilight_on_moving_to(5, "2_121") == 6 - 2 + 2
    assert _twilight_on_moving_to(5, "1_12") == 6 + 2  # the other Gimli: no change
    assert _twilight_on_moving_to(2, "2_121") == 2 + 2


def test_gimli_mountain_race_is_damage_plus_one():
    sc = Scenario()
    gimli = sc.companion("2_121")
    orc = sc.minion("1_178")  # Goblin Runner, vitality 1
    sc.assign(orc, gimli)
    game = sc.start("skirmishes")
    assert stats.keyword(game, gimli, "damage") == 1
    pass_until(game, "skirmish_ended")
    assert game.s.zone[orc] == "discard"


def _shot(hosts: str, companions: tuple[str, ...], allies: tuple[str, ...] = ()) -> str:
    sc = Scenario()
    sc.support(hosts)
    for name in companions:
        sc.companion(name)
    for name in allies:
        sc.ally(name)
    sc.minion("1_176")
    sc.minion("1_176")  # two Goblin Marksmen: minion archery total 2
    sc.start("archery_fire")
    return next(e.text for e in sc.events if e.kind == "archery")


def test_hosts_of_the_last_alliance_minion_archery_minus_one_with_an_elf_companion():
    """Hosts of the Last Alliance (2_18): "While you can spot an Elf companion, the minion
    archery total is -1": not with a Dwarf companion, nor with an Elf ally alone."""
    assert "minion archery total 1" in _shot("2_18", ("1_51",))
    assert "minion archery total 2" in _shot("2_18", ("1_12",))
    assert "minion archery total 2" in _shot("2_18", (), ("1_34",))  # Celeborn, an Elf ally


def _hosts_fight(hosts_id: str, defender: str) -> tuple:
    sc = Scenario()
    hosts = sc.support(hosts_id)
    hero = sc.companion(defender)
    sc.assign(sc.minion("1_154"), hero)  # Uruk Soldier: 8, damage +1
    game = sc.start("skirmishes")
    return game, hosts, hero


def test_hosts_of_the_last_alliance_discards_to_prevent_a_wound_to_an_elf():
    """Hosts of the Last Alliance (2_18): "Response: If an Elf is about to take a wound,
    discard this condition to prevent that wound." (Legolas loses to an Uruk Soldier.)"""
    game, hosts, legolas = _hosts_fight("2_18", "1_51")
    pass_until(game, decision_kind="optional_trigger")
    assert game.decision.player == 0 and can(game, "pass")
    events = act(game, "resolve", hosts)
    assert any(e.kind == "wound_prevented" for e in events)
    assert game.s.zone[hosts] == "discard"
    assert any(e.kind == "skirmish_ended" for e in events)
    assert game.s.wounds[legolas] == 1  # the second wound (damage +1) lands: Hosts is gone


def test_hosts_of_the_last_alliance_protects_only_elves():
    game, hosts, gimli = _hosts_fight("2_18", "1_12")
    while game.decision is not None and game.s.wounds[gimli] < 2:
        assert not can(game, "resolve", hosts)
        act(game, "pass")
    assert game.s.zone[hosts] == "support"


def test_wizard_staff_exerts_bearer_twice_to_make_a_minion_strength_minus_three():
    """Wizard Staff (2_29): "Skirmish: Exert bearer twice to make a minion strength -3"."""
    sc = Scenario()
    gandalf = sc.companion("1_364")
    staff = sc.bear(gandalf, "2_29")
    orc = sc.minion("1_191")
    sc.assign(orc, gandalf)
    game = sc.start("skirmishes")
    before = strength(game, orc)
    use(game, staff)
    assert strength(game, orc) == before - 3 and game.s.wounds[gandalf] == 2


def test_wizard_staff_needs_two_exertions():
    sc = Scenario()
    gandalf = sc.companion("1_364")  # vitality 4: with 2 wounds he can exert only once
    staff = sc.bear(gandalf, "2_29")
    sc.assign(sc.minion("1_191"), gandalf)
    game = sc.wounds(gandalf, 2).start("skirmishes")
    assert not can(game, "use", staff)


def test_wizard_staff_bearer_must_be_a_wizard():
    sc = Scenario()
    gandalf = sc.companion("1_364")
    sc.companion("1_97")  # Boromir, a Man
    staff = sc.hand("2_29")
    game = sc.at_site(2).start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == staff} == {gandalf}


def test_gandalf_grey_pilgrim_may_draw_a_card_at_the_start_of_your_turn():
    """Gandalf, The Grey Pilgrim (2_122): "At the start of each of your turns, you may
    draw a card" (one card, and only if you want)."""
    sc = Scenario()
    sc.companion("2_122")
    top = sc.draw_top("1_97")
    second = sc.draw_bottom("1_92")
    game = sc.start("start")
    assert game.decision.kind == "optional_trigger" and can(game, "pass")
    act(game, "resolve")
    assert game.s.zone[top] == "hand" and game.s.zone[second] == "draw"
    sc2 = Scenario()
    sc2.companion("2_122")
    top2 = sc2.draw_top("1_97")
    game2 = sc2.start("start")
    act(game2, "pass")
    assert game2.s.zone[top2] == "draw"


def test_hobbiton_woods_exerts_a_hobbit_to_play_your_site_two():
    """Hobbiton Woods (2_116): "Fellowship: Exert a Hobbit to play your site 2 (replacing
    opponent's site if necessary)"."""
    sc = at_site("2_116")
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")  # not a Hobbit: he does not pay
    game = sc.start("fellowship")
    woods = game.s.path[1]
    theirs = game.s.path[2] if game.s.path[2] >= 0 else -1
    use(game, woods)
    site2 = game.s.path[2]
    assert game.s.owner[site2] == 0 and game.cards[site2].title == "Bree Gate"
    assert game.s.wounds[frodo] == 1 and game.s.wounds[boromir] == 0
    assert theirs < 0 or game.s.zone[theirs] == "adventure"
    assert not can(game, "use", woods)  # our site 2 is already there


def test_hobbiton_woods_needs_a_hobbit_that_can_exert():
    sc = at_site("2_116")
    frodo = sc.ring_bearer()
    game = sc.wounds(frodo, 3).start("fellowship")  # Frodo, vitality 4, is exhausted
    assert not can(game, "use", game.s.path[1])


def _flurry(flurry: str, gimli_items: tuple[str, ...], other_items: tuple[str, ...]) -> tuple:
    """Gimli (damage +1 printed) bearing ``gimli_items`` skirmishes an Orc, Boromir bears
    ``other_items``; play ``flurry``: (strength gained, damage gained)."""
    sc = Scenario()
    gimli = sc.companion("1_12")
    boromir = sc.companion("1_97")
    for name in gimli_items:
        sc.bear(gimli, name)
    for name in other_items:
        sc.bear(boromir, name)
    sc.assign(sc.minion("1_271"), gimli)
    card = sc.hand(flurry)
    game = sc.start("skirmishes")
    before = strength(game, gimli), stats.keyword(game, gimli, "damage")
    act(game, "play", card)
    return (strength(game, gimli) - before[0],
            stats.keyword(game, gimli, "damage") - before[1])


def test_flurry_of_blows_plus_four_and_damage_if_bearing_two_hand_weapons():
    """Flurry of Blows (2_5): "Make a Dwarf strength +2 (or +4 and damage +1 if bearing 2
    hand weapons)"."""
    assert _flurry("2_5", ("1_9", "2_10"), ()) == (4, 1)  # Dwarven Axe and Hand Axe


def test_flurry_of_blows_plus_two_with_fewer_hand_weapons():
    """Flurry of Blows (2_5): one hand weapon and armor is +2; so is one hand weapon
    while Boromir bears another."""
    assert _flurry("2_5", ("1_9",), ()) == (2, 0)
    assert _flurry("2_5", ("1_9", "1_101"), ()) == (2, 0)  # Coat of Mail: armor
    assert _flurry("2_5", ("1_9",), ("1_299",)) == (2, 0)


def test_flurry_of_blows_needs_a_dwarf():
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.assign(sc.minion("1_271"), boromir)
    card = sc.hand("2_5")  # Flurry of Blows: no Dwarf
    assert not can(sc.start("skirmishes"), "play", card)


def _sentinels(card: str, fierce: bool, defender: str = "1_97") -> tuple:
    """Boromir skirmishes the Cave Troll of Moria (fierce), in the normal skirmish or,
    after it, in the fierce one; the Free Peoples player holds ``card``."""
    sc = Scenario()
    hero = sc.companion(defender)
    sc.bear(hero, "1_92")  # Armor: [gondor], but no companion
    sc.companion("1_12")  # Gimli: not [gondor]
    troll = sc.minion("1_165")
    sentinels = sc.hand(card)
    if not fierce:
        sc.assign(troll, hero)
        return sc.at_site(4).start("skirmishes"), sentinels, hero
    game = sc.at_site(4).start("fierce")
    while game.decision.kind != "assign":
        act(game, "pass")
    game.apply(next(a for a in game.legal_actions()
                    if a.kind == "assign" and hero in (a.card, a.target)))
    while game.decision.kind == "assign":
        act(game, "pass")
    assert game.s.phase == "skirmish"
    return game, sentinels, hero


def test_sentinels_of_numenor_plus_two_or_four_in_a_fierce_skirmish():
    """Sentinels of Númenor (2_37): "Make a [gondor] companion strength +2 (or +4 if in
    a fierce skirmish)"."""
    for fierce, bonus in ((False, 2), (True, 4)):
        game, sentinels, boromir = _sentinels("2_37", fierce)
        before = strength(game, boromir)
        act(game, "play", sentinels)
        assert game.decision.kind != "choose"  # only Boromir is a [gondor] companion
        assert strength(game, boromir) == before + bonus, fierce


def test_sentinels_of_numenor_needs_a_gondor_companion():
    game, sentinels, _ = _sentinels("2_37", False, defender="1_51")  # Legolas, Elven
    assert not can(game, "play", sentinels)


def _flee(card: str, winner: str, loser: str, *others: tuple[str, int],
          twilight: int = 4) -> tuple:
    """``winner`` beats ``loser``; ``others``: (minion, wounds) also in play; the Free
    Peoples player holds ``card``. Runs to the first optional trigger."""
    sc = Scenario()
    hero = sc.companion(winner)
    beaten = sc.minion(loser)
    sc.assign(beaten, hero)
    rest = []
    for name, wounds in others:
        rest.append(sc.minion(name))
        sc.wounds(rest[-1], wounds)
    flee = sc.hand(card)
    game = sc.twilight(twilight).start("skirmishes")
    pass_until(game, "skirmish_resolved")  # not offered before: the skirmish is won
    assert game.decision.kind == "optional_trigger"
    return game, flee, beaten, rest


def test_flee_in_terror_discards_an_exhausted_orc_after_a_gondor_win():
    """Flee in Terror (2_33): "Response: If a [gondor] companion wins a skirmish, discard
    an exhausted Orc. That minion's owner may remove (3) to prevent this." Aragorn beats
    an Orc Soldier; another Orc Soldier (vitality 2, 1 wound) is exhausted."""
    game, flee, _, (tired,) = _flee("2_33", "1_365", "1_271", ("1_271", 1))
    assert game.decision.player == 0
    act(game, "resolve", flee)
    assert game.decision.player == 1 and game.decision.kind == "choose"  # may pay (3)
    act(game, "pass")
    assert game.s.zone[tired] == "discard" and game.s.twilight == 4


def test_flee_in_terror_the_owner_may_remove_three_to_prevent_it():
    game, flee, _, (tired,) = _flee("2_33", "1_365", "1_271", ("1_271", 1))
    act(game, "resolve", flee)
    act(game, "choose", flee)  # Flee in Terror (2_33): the Orc's owner removes (3)
    assert game.s.zone[tired] == "minions" and game.s.twilight == 1


def test_flee_in_terror_the_owner_cannot_pay_without_three_twilight():
    game, flee, _, (tired,) = _flee("2_33", "1_365", "1_271", ("1_271", 1), twilight=2)
    act(game, "resolve", flee)  # Flee in Terror (2_33): only (2) in the pool
    assert game.s.zone[tired] == "discard" and game.s.twilight == 2


def test_flee_in_terror_only_after_a_gondor_companion_wins():
    """Flee in Terror (2_33): not when Gimli wins (not [gondor]); not when the Orc
    wins."""
    for winner, loser in (("1_12", "1_178"), ("1_97", "1_240")):  # Band of the Eye, 12
        sc = Scenario()
        hero = sc.companion(winner)
        sc.assign(sc.minion(loser), hero)
        sc.wounds(sc.minion("1_271"), 1)
        flee = sc.hand("2_33")
        game = sc.twilight(4).start("skirmishes")
        events = pass_until(game, "skirmish_resolved")
        assert any(e.kind == "skirmish_resolved" and (hero in e.cards[:1]) == (
            winner == "1_12") for e in events)
        while game.decision is not None and game.s.phase == "skirmish":
            assert not can(game, "resolve", flee), winner
            events += game.apply(game.legal_actions()[-1])
        assert game.s.zone[flee] == "hand"


def test_flee_in_terror_needs_an_exhausted_orc():
    """Flee in Terror (2_33): an exhausted Uruk-hai (Uruk Soldier, vitality 1) is no Orc;
    an Orc Warrior with 2 vitality left is not exhausted."""
    sc = Scenario()
    aragorn = sc.companion("1_365")
    sc.assign(sc.minion("1_154"), aragorn)  # Uruk Soldier, 7: killed
    sc.minion("1_154")
    sc.minion("3_101")
    flee = sc.hand("2_33")
    game = sc.twilight(4).start("skirmishes")
    pass_until(game, "skirmish_resolved")
    assert not can(game, "resolve", flee)


def _archery_line(game_events: list) -> str:
    return next(e.text for e in game_events if e.kind == "archery")


def test_hand_axe_discards_to_make_the_fellowship_archery_total_plus_one():
    """Hand Axe (2_10): "Archery: Discard this weapon to make the fellowship archery total
    +1" (Gimli is no archer: 0 otherwise)."""
    sc = Scenario()
    gimli = sc.companion("1_12")
    axe = sc.bear(gimli, "2_10")
    sc.minion("1_271")
    game = sc.start("archery")
    assert strength(game, gimli) == 6 + 1
    use(game, axe)
    assert game.s.zone[axe] == "discard"
    assert "fellowship archery total 1" in _archery_line(pass_until(game, "archery"))
    sc2 = Scenario()
    gimli2 = sc2.companion("1_12")
    axe2 = sc2.bear(gimli2, "2_10")
    sc2.minion("1_271")
    game2 = sc2.start("archery")
    assert "fellowship archery total 0" in _archery_line(pass_until(game2, "archery"))
    assert game2.s.zone[axe2] == "attached"


def test_hand_axe_is_an_archery_action_only():
    sc = Scenario()
    gimli = sc.companion("1_12")
    axe = sc.bear(gimli, "2_10")  # Hand Axe (2_10)
    sc.assign(sc.minion("1_271"), gimli)
    assert not can(sc.start("skirmishes"), "use", axe)


def _axe_targets(axe: str, gimli_items: tuple[str, ...]) -> tuple:
    sc = Scenario()
    gimli = sc.companion("1_12")
    for name in gimli_items:
        sc.bear(gimli, name)
    boromir = sc.companion("1_97")
    card = sc.hand(axe)
    game = sc.at_site(2).start("fellowship")
    return {a.target for a in game.legal_actions() if a.card == card}, gimli, boromir


def test_hand_axe_bearer_must_be_a_dwarf():
    targets, gimli, _ = _axe_targets("2_10", ())  # Hand Axe (2_10): not Boromir
    assert targets == {gimli}


def test_hand_axe_may_be_borne_in_addition_to_one_other_hand_weapon():
    """Hand Axe (2_10): "This weapon may be borne in addition to 1 other hand weapon":
    with a Dwarven Axe, yes; with a Dwarven Axe and a Hand Axe, no; and a Dwarven Axe
    may join a Hand Axe, while a second Dwarven Axe may not join the first."""
    targets, gimli, _ = _axe_targets("2_10", ("1_9",))
    assert targets == {gimli}
    targets, _, _ = _axe_targets("2_10", ("1_9", "2_10"))
    assert targets == set()
    targets, gimli, _ = _axe_targets("1_9", ("2_10",))  # (Dwarven Axe is not scripted:
    assert gimli in targets  # its "Bearer must be a Dwarf" is not enforced yet)
    targets, gimli, _ = _axe_targets("1_9", ("1_9",))
    assert gimli not in targets


def _cost_on(frodo: str, item: str, on_frodo: bool = True, rules: Rules | None = None) -> int:
    """Twilight added to play ``item`` on Frodo ``frodo`` (the Ring-bearer) or on Sam."""
    sc = Scenario(ring_bearers=(frodo, frodo), rules=rules or card_rules())
    sam = sc.companion("1_311")
    card = sc.hand(item)
    game = sc.at_site(2).start("fellowship")
    act(game, "play", card, target=game.s.ring_bearer[0] if on_frodo else sam)
    return game.s.twilight


def test_frodo_reluctant_adventurer_items_and_shire_tales_on_him_cost_one_less():
    """Frodo, Reluctant Adventurer (2_102): "The cost of each artifact, possession, and
    [shire] tale played on Frodo is -1": Hobbit Sword (1) 0, Mithril-coat (2) 1, There and
    Back Again (1) 0; on Sam, or on Frodo, Son of Drogo, as printed."""
    assert _cost_on("2_102", "1_299") == 0
    assert _cost_on("2_102", "2_105") == 1
    assert _cost_on("2_102", "1_317") == 0
    assert _cost_on("2_102", "1_299", on_frodo=False) == 1
    assert _cost_on("1_290", "1_299") == 1


def test_frodo_reluctant_adventurer_other_conditions_cost_as_printed():
    """Frodo, Reluctant Adventurer (2_102): an [elven] tale (The Tale of Gil-galad) and a
    [shire] condition that is no tale (Held) cost 1 on him. No tale of another culture
    may be borne by a Hobbit, so Gil-galad's "Bearer must be an Elf" is set aside here."""
    any_bearer = card_rules().with_behaviours(compile_scripts(
        {"1_66": {"title": "The Tale of Gil-galad"}}, default_database()))
    assert _cost_on("2_102", "1_66", rules=any_bearer) == 1
    assert _cost_on("2_102", "6_109") == 1
