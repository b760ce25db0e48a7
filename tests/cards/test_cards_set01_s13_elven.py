"""Set 1 [elven] cards of the Fellowship block (issue 18, helper s13-elven): characters
and events. Each test sets a position, uses the card and checks what its text does."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.testing import act, can, pass_until

SAVAGE = "1_151"  # Uruk Savage: an Uruk-hai, vitality 3
SCOUT = "1_191"  # Moria Scout: an Orc, vitality 2
NAZGUL = "1_229"  # Úlairë Attëa


def _archery(events: list) -> str:
    return next(e.text for e in events if e.kind == "archery")


def test_arwen_daughter_of_elrond_is_strength_plus_three_only_while_skirmishing_a_nazgul():
    """Arwen, Daughter of Elrond (1_30): "While skirmishing a Nazgûl, Arwen is strength
    +3" (not against an Orc)."""
    sc = Scenario()
    arwen = sc.companion("1_30")
    sc.assign(sc.minion(NAZGUL), arwen)
    assert strength(sc.start("skirmishes"), arwen) == 6 + 3
    sc2 = Scenario()
    arwen2 = sc2.companion("1_30")
    sc2.assign(sc2.minion(SCOUT), arwen2)
    assert strength(sc2.start("skirmishes"), arwen2) == 6
    sc3 = Scenario()  # Boromir skirmishing a Nazgûl is not helped: only Arwen is
    sc3.companion("1_30")
    boromir = sc3.companion("1_97")
    sc3.assign(sc3.minion(NAZGUL), boromir)
    assert strength(sc3.start("skirmishes"), boromir) == 7


def test_legolas_greenleaf_exerts_to_wound_a_minion_and_does_not_add_to_the_archery_total():
    """Legolas, Greenleaf (1_50): "Archery: Exert Legolas to wound a minion; Legolas does
    not add to the fellowship archery total" (his archer keyword counts 1 otherwise)."""
    sc = Scenario()
    legolas = sc.companion("1_50")
    savage = sc.minion(SAVAGE)
    game = sc.start("archery")
    use(game, legolas)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[savage] == 1
    assert "fellowship archery total 0" in _archery(pass_until(game, "archery"))
    sc2 = Scenario()
    sc2.companion("1_50")
    sc2.minion(SAVAGE)
    assert "fellowship archery total 1" in _archery(pass_until(sc2.start("archery"), "archery"))


def test_legolas_greenleaf_ability_is_an_archery_action_only():
    sc = Scenario()
    legolas = sc.companion("1_50")
    sc.minion(SAVAGE)
    assert not can(sc.start("maneuver"), "use", legolas)


def test_lorien_elf_to_play_spot_an_elf():
    """Lórien Elf (1_53): "To play, spot an Elf" (Boromir is no Elf)."""
    sc = Scenario()
    sc.companion("1_51")
    elf = sc.hand("1_53")
    game = sc.start("fellowship")
    act(game, "play", elf)
    assert game.s.zone[elf] == "fellowship"
    sc2 = Scenario()
    sc2.companion("1_97")
    elf2 = sc2.hand("1_53")
    assert not can(sc2.start("fellowship"), "play", elf2)


def test_orophin_exerts_to_wound_an_uruk_hai_not_an_orc():
    """Orophin, Lórien Bowman (1_56): "Archery: Exert Orophin to wound an Uruk-hai"."""
    sc = Scenario()
    orophin = sc.ally("1_56")
    savage = sc.minion(SAVAGE)
    scout = sc.minion(SCOUT)
    game = sc.start("archery")
    use(game, orophin)
    assert game.s.wounds[orophin] == 1
    assert game.s.wounds[savage] == 1 and game.s.wounds[scout] == 0
    sc2 = Scenario()
    orophin2 = sc2.ally("1_56")
    sc2.minion(SAVAGE)
    assert not can(sc2.start("maneuver"), "use", orophin2)


def test_rumil_exerts_to_wound_an_orc_not_an_uruk_hai():
    """Rúmil, Elven Protector (1_57): "Archery: Exert Rúmil to wound an Orc"."""
    sc = Scenario()
    rumil = sc.ally("1_57")
    savage = sc.minion(SAVAGE)
    scout = sc.minion(SCOUT)
    game = sc.start("archery")
    use(game, rumil)
    assert game.s.wounds[rumil] == 1
    assert game.s.wounds[scout] == 1 and game.s.wounds[savage] == 0
    sc2 = Scenario()
    rumil2 = sc2.ally("1_57")
    sc2.minion(SCOUT)
    assert not can(sc2.start("maneuver"), "use", rumil2)


def test_celeborn_exerts_to_heal_an_elven_ally():
    """Celeborn, Lord of Lórien (1_34): "Fellowship: Exert Celeborn to heal an [elven]
    ally" (not Albert Dreary, a [gandalf] ally; not a wounded [elven] companion)."""
    sc = Scenario()
    celeborn = sc.ally("1_34")
    orophin = sc.ally("1_56")
    albert = sc.ally("1_69")
    legolas = sc.companion("1_51")
    sc.wounds(orophin, 1).wounds(albert, 1).wounds(legolas, 1)
    game = sc.start("fellowship")
    use(game, celeborn)
    assert set(game.decision.cards) == {celeborn, orophin}  # Celeborn is wounded now too
    choose(game, orophin)
    assert game.s.wounds[orophin] == 0 and game.s.wounds[celeborn] == 1
    assert game.s.wounds[albert] == 1 and game.s.wounds[legolas] == 1
    sc2 = Scenario()
    celeborn2 = sc2.ally("1_34")
    sc2.ally("1_56")
    assert not can(sc2.start("maneuver"), "use", celeborn2)


def test_elrond_lord_of_rivendell_to_play_spot_gandalf_or_an_elf():
    """Elrond, Lord of Rivendell (1_40): "To play, spot Gandalf or an Elf"."""
    for name, ok in (("1_364", True), ("1_51", True), ("1_97", False)):
        sc = Scenario()
        sc.companion(name)
        elrond = sc.hand("1_40")
        game = sc.start("fellowship")
        assert can(game, "play", elrond) is ok, name


def test_elrond_lord_of_rivendell_heals_every_ally_whose_home_is_site_three():
    """Elrond, Lord of Rivendell (1_40): "At the start of each of your turns, heal every
    ally whose home is site 3" (Silinde and Elrond himself; Orophin's home is site 6)."""
    sc = Scenario()
    elrond = sc.ally("1_40")
    silinde = sc.ally("1_60")
    orophin = sc.ally("1_56")
    sc.wounds(elrond, 1).wounds(silinde, 1).wounds(orophin, 1)
    game = sc.start("start")
    assert game.s.wounds[silinde] == 0 and game.s.wounds[elrond] == 0
    assert game.s.wounds[orophin] == 1


def test_elrond_lord_of_rivendell_heals_only_at_the_start_of_your_turn():
    sc = Scenario()
    sc.ally("1_40")
    silinde = sc.ally("1_60")
    sc.wounds(silinde, 1)
    game = sc.start("fellowship")
    assert game.s.wounds[silinde] == 1


def test_elrond_lord_of_rivendell_exerts_to_draw_a_card():
    """Elrond, Lord of Rivendell (1_40): "Fellowship: Exert Elrond to draw a card"."""
    sc = Scenario()
    elrond = sc.ally("1_40")
    top = sc.draw_top("1_97")
    second = sc.draw_bottom("1_92")
    game = sc.start("fellowship")
    use(game, elrond)
    assert game.s.wounds[elrond] == 1
    assert game.s.zone[top] == "hand" and game.s.zone[second] == "draw"
    sc2 = Scenario()
    elrond2 = sc2.ally("1_40")
    sc2.draw_top("1_97")
    assert not can(sc2.start("maneuver"), "use", elrond2)


def test_galadriel_lady_of_light_heals_every_ally_whose_home_is_site_six():
    """Galadriel, Lady of Light (1_45): "At the start of each of your turns, heal every
    ally whose home is site 6" (Orophin and Rúmil, not Silinde of site 3)."""
    sc = Scenario()
    sc.ally("1_45")
    orophin = sc.ally("1_56")
    rumil = sc.ally("1_57")
    silinde = sc.ally("1_60")
    sc.wounds(orophin, 1).wounds(rumil, 1).wounds(silinde, 1)
    game = sc.start("start")
    assert game.s.wounds[orophin] == 0 and game.s.wounds[rumil] == 0
    assert game.s.wounds[silinde] == 1
    sc2 = Scenario()
    sc2.ally("1_45")
    orophin2 = sc2.ally("1_56")
    sc2.wounds(orophin2, 1)
    assert sc2.start("fellowship").s.wounds[orophin2] == 1


def test_galadriel_lady_of_light_exerts_to_play_an_elf_for_free():
    """Galadriel, Lady of Light (1_45): "Fellowship: Exert Galadriel to play an Elf for
    free" (Legolas costs 2: the pool stays empty; Boromir is no Elf)."""
    sc = Scenario()
    galadriel = sc.ally("1_45")
    legolas = sc.hand("1_51")
    boromir = sc.hand("1_97")
    game = sc.start("fellowship")
    use(game, galadriel)
    assert game.s.zone[legolas] == "fellowship" and game.s.zone[boromir] == "hand"
    assert game.s.twilight == 0 and game.s.wounds[galadriel] == 1
    sc2 = Scenario()
    galadriel2 = sc2.ally("1_45")
    sc2.hand("1_51")
    assert not can(sc2.start("maneuver"), "use", galadriel2)


def test_double_shot_needs_an_elf_archer_companion():
    """Double Shot (1_38): "Spot an Elf archer companion to make the fellowship archery
    total +1" (Legolas counts 1 himself; Arwen is no archer; Orophin is an ally;
    Garrison of Gondor is a Man archer companion)."""
    sc = Scenario()
    sc.companion("1_51")
    shot = sc.hand("1_38")
    sc.minion(SAVAGE)
    game = sc.start("archery")
    act(game, "play", shot)
    assert "fellowship archery total 2" in _archery(pass_until(game, "archery"))
    for name, ally in (("1_30", False), ("1_56", True), ("8_36", False)):
        sc2 = Scenario()
        if ally:
            sc2.ally(name)
        else:
            sc2.companion(name)
        shot2 = sc2.hand("1_38")
        sc2.minion(SAVAGE)
        assert not can(sc2.start("archery"), "play", shot2), name


def test_elf_song_spots_an_elf_to_remove_a_burden():
    """Elf-song (1_39): "Fellowship: Spot an Elf to remove a burden"."""
    sc = Scenario()
    sc.companion("1_51")
    song = sc.hand("1_39")
    game = sc.burdens(2).start("fellowship")
    act(game, "play", song)
    assert game.s.burdens[0] == 1
    sc2 = Scenario()
    sc2.companion("1_97")
    song2 = sc2.hand("1_39")
    assert not can(sc2.burdens(2).start("fellowship"), "play", song2)


def test_lightfootedness_spots_an_elf_companion_for_minion_archery_minus_one():
    """Lightfootedness (1_52): "Archery: Spot an Elf companion to make the minion archery
    total -1" (an Elf ally is not enough)."""
    sc = Scenario()
    sc.companion("1_51")
    light = sc.hand("1_52")
    sc.minion("1_176")
    sc.minion("1_176")
    game = sc.start("archery")
    act(game, "play", light)
    assert "minion archery total 1" in _archery(pass_until(game, "archery"))
    sc2 = Scenario()
    sc2.ally("1_56")
    light2 = sc2.hand("1_52")
    sc2.minion("1_176")
    assert not can(sc2.start("archery"), "play", light2)


def test_the_seen_and_the_unseen_exerts_two_elves_to_discard_a_condition():
    """The Seen and the Unseen (1_58): "Fellowship: Exert 2 Elves to discard a
    condition" (one Elf and a Man cannot pay)."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    arwen = sc.companion("1_30")
    boromir = sc.companion("1_97")
    evil = sc.bear(boromir, "1_283", player=1)
    seen = sc.hand("1_58")
    game = sc.start("fellowship")
    act(game, "play", seen)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[arwen] == 1
    assert game.s.wounds[boromir] == 0 and game.s.zone[evil] == "discard"
    sc2 = Scenario()
    sc2.companion("1_51")
    boromir2 = sc2.companion("1_97")
    sc2.bear(boromir2, "1_283", player=1)
    seen2 = sc2.hand("1_58")
    assert not can(sc2.start("fellowship"), "play", seen2)


def _curse(card: str, *theirs: str) -> tuple:
    sc = Scenario()
    legolas = sc.companion("1_51")
    curse = sc.hand(card)
    sc.hand(SCOUT, player=0)  # an Orc in the Free Peoples player's own hand: not counted
    cards = [sc.hand(name, player=1) for name in theirs]
    return sc, legolas, curse, cards


def test_curse_their_foul_feet_the_opponent_discards_a_card_for_each_orc_revealed():
    """Curse Their Foul Feet! (1_36): "Fellowship: Exert an Elf to reveal an opponent's
    hand. That player discards a card from hand for each Orc revealed" (two Orcs, one
    Uruk-hai: two cards, his choice)."""
    sc, legolas, curse, cards = _curse("1_36", SCOUT, "1_178", SAVAGE)
    game = sc.start("fellowship")
    events = act(game, "play", curse)
    assert game.s.wounds[legolas] == 1 and any(e.kind == "reveal_hand" for e in events)
    assert game.decision.player == 1
    choose(game, cards[2])
    choose(game, cards[0])
    assert [game.s.zone[c] for c in cards] == ["discard", "hand", "discard"]


def test_curse_their_foul_feet_no_orc_no_discard_and_it_needs_an_elf():
    sc, _, curse, cards = _curse("1_36", SAVAGE, "1_97")
    game = sc.start("fellowship")
    act(game, "play", curse)
    assert [game.s.zone[c] for c in cards] == ["hand", "hand"]
    sc2 = Scenario()
    sc2.companion("1_97")
    curse2 = sc2.hand("1_36")
    sc2.hand(SCOUT, player=1)
    assert not can(sc2.start("fellowship"), "play", curse2)


def _enmity(card: str, minion: str, elf: str = "1_51") -> tuple:
    sc = Scenario()
    legolas = sc.companion(elf)
    enmity = sc.hand(card)
    sc.assign(sc.minion(minion), legolas)
    theirs = [sc.hand(name, player=1) for name in (SAVAGE, "1_154", "1_178")]
    game = sc.start("skirmishes")
    return game, legolas, enmity, theirs


def test_ancient_enmity_elf_plus_one_and_the_loser_discards_two_at_random():
    """Ancient Enmity (1_29): "Skirmish: Make an Elf strength +1. If a minion loses this
    skirmish to that Elf, that minion's owner discards 2 cards at random from hand"."""
    game, legolas, enmity, theirs = _enmity("1_29", SCOUT)  # Moria Scout: strength 6
    act(game, "play", enmity)
    assert strength(game, legolas) == 6 + 1
    pass_until(game, "skirmish_resolved")
    assert sum(game.s.zone[c] == "discard" for c in theirs) == 2


def test_ancient_enmity_nothing_discarded_when_the_elf_loses():
    game, legolas, enmity, theirs = _enmity("1_29", "1_154")  # Uruk Soldier: strength 7
    act(game, "play", enmity)
    assert strength(game, legolas) == 6 + 1
    pass_until(game, "skirmish_resolved")
    assert all(game.s.zone[c] == "hand" for c in theirs)


def test_ancient_enmity_only_for_an_elf_and_for_this_skirmish():
    """Not for Boromir; and the fierce skirmish Legolas wins after it, against the same
    Uruk Pursuer (fierce), costs nothing more."""
    game, _, enmity, _ = _enmity("1_29", SCOUT, elf="1_97")
    assert not can(game, "play", enmity)
    game2, legolas, enmity2, theirs = _enmity("1_29", "4_190")
    pursuer = game2.s.piles[1]["minions"][0]
    act(game2, "play", enmity2)
    pass_until(game2, "skirmish_resolved")
    assert sum(game2.s.zone[c] == "discard" for c in theirs) == 2
    pass_until(game2, decision_kind="assign")
    act(game2, "assign", legolas, target=pursuer)
    events = pass_until(game2, "skirmish_resolved")
    assert any(e.kind == "skirmish_resolved" and e.cards[0] == legolas for e in events)
    assert sum(game2.s.zone[c] == "discard" for c in theirs) == 2


def test_play_for_free_refuses_a_cost_beside_it():
    """`free = true` ("play an Elf for free", Galadriel, Lady of Light 1_45) and a `cost`
    change in one play verb is a mistake named by card and field."""
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts import ScriptError, compile_scripts

    bad = {"1_45": {"title": "Galadriel", "ability": [{"phase": "fellowship", "effect": [
        {"play": "elf", "free": True, "cost": -1}]}]}}
    with pytest.raises(ScriptError, match="free and cost"):
        compile_scripts(bad, default_database())
