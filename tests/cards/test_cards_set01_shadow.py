"""Set 1 Shadow cards of the FotR Aragorn and Gandalf starters ([isengard], [moria])."""

from __future__ import annotations

import pytest
from cardtest import Scenario, choose, strength, use

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until


def _skirmish(minion: str, defender: str = "1_97", **extra: str):
    """A skirmish of ``minion`` against ``defender``; the Shadow player is to act."""
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    cards = {k: sc.hand(v) for k, v in extra.items()}
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")  # the Free Peoples player acts first
    return game, fp, m, cards


def test_bred_for_battle_exerts_the_uruk_hai_it_makes_stronger():
    game, _fp, uruk, cards = _skirmish("1_153", bred="1_121")
    act(game, "play", cards["bred"])
    assert game.s.wounds[uruk] == 1 and strength(game, uruk) == 9 + 3


def test_sarumans_ambition_makes_isengard_events_cheaper_and_pumps_an_uruk():
    sc = Scenario()
    ambition = sc.support("1_133", player=1)
    hunt = sc.hand("1_126")
    uruk = sc.minion("1_153")
    boromir = sc.companion("1_97")
    sc.assign(uruk, boromir)
    game = sc.twilight(3).start("skirmishes")
    assert playing.twilight_cost(game, hunt, 1) == 2
    act(game, "pass")
    use(game, ambition)
    assert game.s.zone[ambition] == "discard" and strength(game, uruk) == 9 + 2


def test_their_arrows_enrage_needs_an_uruk_hai_and_weakens_archer_companions():
    sc = Scenario()
    legolas = sc.companion("1_51")
    enrage = sc.hand("1_141")
    game = sc.twilight(3).start("shadow")
    assert not can(game, "play", enrage)
    sc2 = Scenario()
    legolas = sc2.companion("1_51")
    sc2.minion("1_154")
    enrage = sc2.hand("1_141")
    game = sc2.twilight(3).start("shadow")
    act(game, "play", enrage)
    assert game.s.zone[enrage] == "support" and strength(game, legolas) == 6 - 1


def test_sarumans_ambition_only_your_isengard_events_and_enrage_only_archers():
    """Saruman's Ambition (1_133): "The twilight cost of each [isengard] event is -1" for
    its owner: not a [moria] event, not an [isengard] minion, not the other player's
    [isengard] event. Their Arrows Enrage (1_141): archer companions and archer allies
    are strength -1; others are not."""
    sc = Scenario()
    sc.support("1_133", player=1)
    sc.support("1_141", player=1)
    hunt = sc.hand("1_126")
    drums = sc.hand("1_171")  # Frenzy, a [moria] event (cost 2)
    uruk = sc.hand("1_153")  # an [isengard] minion
    other = sc.hand("1_126", player=0)  # the other player's [isengard] event
    legolas = sc.companion("1_51")
    boromir = sc.companion("1_97")
    orophin = sc.ally("1_56")  # Orophin, an archer ally
    grimir = sc.ally("1_17")  # Grimir, an ally but no archer
    marksman = sc.minion("1_176")  # Goblin Marksman, an archer but a minion
    game = sc.twilight(3).at_site(5).start("shadow")  # site 5: the Uruk is not roaming
    assert playing.twilight_cost(game, hunt, 1) == 3 - 1
    assert playing.twilight_cost(game, drums, 1) == game.cards[drums].twilight_cost
    assert playing.twilight_cost(game, uruk, 1) == game.cards[uruk].twilight_cost
    assert playing.twilight_cost(game, other, 0) == 3
    assert strength(game, legolas) == 6 - 1 and strength(game, boromir) == 7
    assert strength(game, orophin) == game.cards[orophin].strength - 1
    assert strength(game, grimir) == game.cards[grimir].strength
    assert strength(game, marksman) == game.cards[marksman].strength


def test_uruk_brood_removes_two_for_plus_one_per_other_uruk_hai():
    sc = Scenario()
    brood = sc.minion("1_145")
    sc.minion("1_154")
    sc.minion("1_151")
    sc.assign(brood, sc.companion("1_97"))
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    use(game, brood)
    assert game.s.twilight == 1 and strength(game, brood) == 9 + 2


def test_uruk_rager_winning_makes_the_fp_player_discard_two_from_the_deck():
    sc = Scenario()
    rager = sc.minion("1_150")
    frodo = sc.ring_bearer()
    merry = sc.companion("1_303")
    sc.assign(rager, merry)
    tops = [sc.draw_top("1_97"), sc.draw_top("1_92"), sc.draw_top("1_94")]
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert [game.s.zone[c] for c in tops] == ["draw", "discard", "discard"]
    assert frodo >= 0
    sc2 = Scenario()  # Uruk Rager (1_150) losing to Aragorn: nothing is discarded
    rager2 = sc2.minion("1_150")
    sc2.assign(rager2, sc2.companion("1_365"))
    sc2.bear(sc2.companion("1_97"), "1_92")
    tops2 = [sc2.draw_top("1_97"), sc2.draw_top("1_92")]
    game2 = sc2.start("skirmishes")
    game2.s.mods = [*game2.s.mods, (rager2, "strength", -9, "turn", -1)]
    pass_until(game2, "skirmish_ended")
    assert [game2.s.zone[c] for c in tops2] == ["draw", "draw"]


def test_uruk_savage_damage_plus_one_wounds_twice():
    game, boromir, _m, _c = _skirmish("1_151", "1_303")  # Merry 3 vs Savage 5
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def test_uruk_raiding_party_damage_plus_one_wounds_twice():
    game, boromir, _m, _c = _skirmish("1_158")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def test_uruk_shaman_removes_two_to_heal_an_uruk_hai():
    sc = Scenario()
    shaman = sc.minion("1_152")
    slayer = sc.minion("1_153")
    scout = sc.minion("1_191")  # Uruk Shaman (1_152) heals an Uruk-hai, not this Orc
    sc.wounds(slayer, 1).wounds(scout, 1)
    game = sc.twilight(2).start("maneuver")
    act(game, "pass")
    use(game, shaman)
    assert game.s.wounds[slayer] == 0 and game.s.twilight == 0
    assert game.s.wounds[scout] == 1


def test_uruk_slayer_pumps_itself_at_most_plus_three():
    game, _fp, slayer, _c = _skirmish("1_153")
    for _ in range(3):
        use(game, slayer)
        act(game, "pass")
    assert strength(game, slayer) == 9 + 3 and game.s.twilight == 2
    assert not can(game, "use", slayer)


def test_uruk_soldier_may_make_the_fp_player_discard_the_top_card():
    sc = Scenario()
    soldier = sc.hand("1_154")
    second = sc.draw_top("1_92")
    top = sc.draw_top("1_97")
    game = sc.twilight(4).at_site(3).start("shadow")
    act(game, "play", soldier)
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", soldier)
    assert game.s.zone[top] == "discard" and game.s.zone[second] == "draw"


def test_uruk_hai_armory_lowers_the_fellowship_archery_total_with_an_uruk_hai():
    sc = Scenario()
    sc.support("1_157", player=1)
    sc.minion("1_154")
    sc.companion("1_51")  # archer: fellowship total 1 -> 0
    game = sc.start("archery_fire")
    assert game.decision is None or game.decision.kind != "archery_wound"
    assert any("fellowship archery total 0" in e.text for e in sc.events)
    sc2 = Scenario()  # Uruk-hai Armory (1_157) without an Uruk-hai: total 1
    sc2.support("1_157", player=1)
    sc2.minion("1_178")
    sc2.companion("1_51")
    sc2.start("archery_fire")
    assert any("fellowship archery total 1" in e.text for e in sc2.events)


def test_drums_in_the_deep_plus_four_against_a_dwarf():
    game, _gimli, orc, cards = _skirmish("1_178", "1_12", drums="1_168")
    act(game, "play", cards["drums"])
    assert strength(game, orc) == 5 + 4


def test_drums_in_the_deep_plus_two_otherwise_and_only_for_a_moria_orc():
    """Drums in the Deep (1_168): "Make a [moria] Orc strength +2 (or +4 if skirmishing
    a Dwarf)": against Boromir +2; a [sauron] Orc or a [moria] Troll is never chosen."""
    game, _boromir, orc, cards = _skirmish("1_178", "1_97", drums="1_168")
    act(game, "play", cards["drums"])
    assert strength(game, orc) == 5 + 2
    sc = Scenario()
    boromir = sc.companion("1_97")
    runner = sc.minion("1_178")
    sc.minion("1_240")  # Band of the Eye, a [sauron] Orc
    sc.minion("1_165")  # a [moria] Troll
    sc.assign(runner, boromir)
    drums = sc.hand("1_168")
    game = sc.start("skirmishes")
    act(game, "pass")
    act(game, "play", drums)
    assert game.decision.kind != "choose" and strength(game, runner) == 5 + 2


def test_goblin_marksman_is_an_archer():
    sc = Scenario()
    sc.minion("1_176")
    sc.companion("1_97")
    sc.start("archery_fire")
    assert any("minion archery total 1" in e.text for e in sc.events)


def test_goblin_patrol_troop_has_no_text_to_resolve():
    sc = Scenario()
    troop = sc.hand("1_177")
    game = sc.twilight(6).at_site(4).start("shadow")
    events = act(game, "play", troop)
    assert game.s.zone[troop] == "minions"
    assert "unscripted" not in [e.kind for e in events]


def test_goblin_runner_may_add_two_twilight():
    sc = Scenario()
    runner = sc.hand("1_178")
    game = sc.twilight(1).at_site(4).start("shadow")
    act(game, "play", runner)
    act(game, "resolve", runner)
    assert game.s.twilight == 2


def test_goblin_scavengers_plays_a_weapon_from_the_discard_pile_on_a_moria_orc():
    sc = Scenario()
    scavengers = sc.hand("1_179")
    scimitar = sc.discard("1_180")
    game = sc.twilight(3).at_site(4).start("shadow")
    act(game, "play", scavengers)
    act(game, "resolve", scavengers)
    assert game.s.zone[scimitar] == "attached" and game.s.bearer[scimitar] == scavengers


def test_goblin_scimitar_on_a_moria_orc_may_draw_a_card():
    sc = Scenario()
    orc = sc.minion("1_178")
    sc.minion("1_153")
    scimitar = sc.hand("1_180")
    top = sc.draw_top("1_178")
    game = sc.twilight(2).at_site(4).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == scimitar} == {orc}
    act(game, "play", scimitar, orc)
    act(game, "resolve", scimitar)
    assert game.s.zone[top] == "hand" and strength(game, orc) == 5 + 2


def test_goblin_sneak_may_put_a_moria_orc_from_discard_beneath_the_deck():
    sc = Scenario()
    sneak = sc.hand("1_181")
    old = sc.discard("1_177")
    sc.draw_top("1_178")
    game = sc.twilight(1).at_site(4).start("shadow")
    act(game, "play", sneak)
    act(game, "resolve", sneak)
    assert game.s.piles[1]["draw"][-1] == old


def test_host_of_thousands_plays_a_moria_orc_from_the_discard_pile():
    sc = Scenario()
    host = sc.hand("1_187")
    orc = sc.discard("1_191")
    game = sc.twilight(2).at_site(4).start("shadow")
    act(game, "play", host)
    assert game.s.zone[orc] == "minions" and game.s.twilight == 0


def test_moria_scout_adds_two_when_an_elf_is_spotted():
    for elf, expected in ((True, 2), (False, 0)):
        sc = Scenario()
        if elf:
            sc.companion("1_51")
        scout = sc.hand("1_191")
        game = sc.twilight(2).at_site(4).start("shadow")
        act(game, "play", scout)
        assert game.s.twilight == expected


def test_they_are_coming_discards_three_to_play_a_moria_orc_from_discard():
    sc = Scenario()
    coming = sc.support("1_196", player=1)
    hand = [sc.hand("1_178"), sc.hand("1_181"), sc.hand("1_168")]
    orc = sc.discard("1_177")
    game = sc.twilight(6).at_site(4).start("shadow")
    use(game, coming)  # exactly three cards: all of them go
    assert set(game.decision.cards) == {orc, hand[0], hand[1]}  # orcs just discarded too
    choose(game, orc)
    assert all(game.s.zone[c] == "discard" for c in hand)
    assert game.s.zone[orc] == "minions" and game.s.twilight == 0


def test_they_are_coming_needs_three_cards_in_hand():
    sc = Scenario()
    coming = sc.support("1_196", player=1)
    sc.hand("1_178")
    sc.hand("1_181")
    sc.discard("1_177")
    game = sc.twilight(6).at_site(4).start("shadow")
    assert not can(game, "use", coming)
    assert stats.minions(game) == []


def test_goblin_cards_name_only_moria_orcs():
    """Goblin Scimitar: "Bearer must be a [moria] Orc", may draw a card (one);
    Goblin Sneak: place a [moria] Orc from your discard pile beneath your draw deck.
    A [sauron] Orc (Band of the Eye) and a [moria] Troll are neither."""
    sc = Scenario()
    orc = sc.minion("1_178")
    eye = sc.minion("1_240")  # [sauron] Orc
    troll = sc.minion("1_165")  # [moria] Troll
    scimitar = sc.hand("1_180")
    first, second = sc.draw_top("1_178"), sc.draw_top("1_191")
    game = sc.twilight(2).at_site(4).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == scimitar} == {orc}
    act(game, "play", scimitar, orc)
    act(game, "resolve", scimitar)
    drawn = [c for c in (first, second) if game.s.zone[c] == "hand"]
    assert len(drawn) == 1 and eye >= 0 and troll >= 0
    sc = Scenario()
    sneak = sc.hand("1_181")
    old = sc.discard("1_177")
    eye2 = sc.discard("1_240")
    troll2 = sc.discard("1_165")
    game = sc.twilight(1).at_site(4).start("shadow")
    act(game, "play", sneak)
    act(game, "resolve", sneak)
    assert game.s.piles[1]["draw"][-1] == old
    assert game.s.zone[eye2] == "discard" and game.s.zone[troll2] == "discard"


@pytest.mark.parametrize("card_id", ["1_178", "1_179", "1_180", "1_181", "1_191"])
def test_when_you_play_this_card_answers_only_its_own_play(card_id):
    """Goblin Runner, Goblin Scavengers, Goblin Scimitar, Goblin Sneak, Moria Scout:
    "When you play this ..." fires for the card itself, never when another card is
    played while it is on the table."""
    sc = Scenario()
    sc.companion("1_51")  # an Elf: Moria Scout's condition holds
    orc = sc.minion("1_178" if card_id != "1_178" else "1_191")
    src = sc.bear(orc, card_id) if card_id == "1_180" else sc.minion(card_id)
    sc.discard("1_180")  # a weapon for Scavengers, an Orc for Sneak
    sc.discard("1_177")
    other = sc.hand("1_177")  # Goblin Patrol Troop: no game text
    game = sc.twilight(10).at_site(4).start("shadow")
    events = act(game, "play", other)
    assert game.s.zone[other] == "minions"
    assert not any(a.kind == "resolve" and a.card == src for a in game.legal_actions())
    assert not any(e.kind == "twilight_added" for e in events)


# -- each filter word, limit and printed fact a case of its own (issue 16: proven scripts) ------

def test_uruk_slayer_limit_is_per_skirmish_not_per_turn():
    """Uruk Slayer (1_153): "Remove (1) to make this minion strength +1 (limit +3)"; a
    limit lasts one phase (CR 4.1, limit), and each skirmish is its own: +3 spent in
    Frodo's skirmish, the Slayer may pump again in its own."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")
    sc.assign(sc.minion("1_178"), frodo)
    slayer = sc.minion("1_153")
    sc.assign(slayer, boromir)
    game = sc.twilight(8).start("skirmishes")
    act(game, "skirmish", frodo)
    act(game, "pass")
    for _ in range(3):
        use(game, slayer)
        act(game, "pass")
    assert not can(game, "use", slayer) and strength(game, slayer) == 9 + 3
    pass_until(game, "skirmish_ended")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", boromir)
    act(game, "pass")
    use(game, slayer)
    assert strength(game, slayer) == 9 + 1


def _scavengers(card: str, discard: list[str], minions: list[str]):
    """Goblin Scavengers (``card``) played with ``discard`` in the Shadow player's
    discard pile and ``minions`` in play; its "you may play a weapon" resolved when
    offered."""
    sc = Scenario()
    piles = [sc.discard(c) for c in discard]
    others = [sc.minion(c) for c in minions]
    scavengers = sc.hand(card)
    game = sc.twilight(6).at_site(4).start("shadow")  # 3 for it, 1 for a weapon
    act(game, "play", scavengers)
    if can(game, "resolve", scavengers):
        act(game, "resolve", scavengers)
    return game, scavengers, piles, others


def test_goblin_scavengers_plays_a_weapon_not_another_card():
    """Goblin Scavengers (1_179): "play a weapon from your discard pile": the Goblin
    Runner beside the Scimitar is no weapon."""
    game, scavengers, (scimitar, runner), _ = _scavengers("1_179", ["1_180", "1_178"], [])
    assert game.decision is None or game.decision.kind != "choose"  # the Scimitar only
    assert game.s.bearer[scimitar] == scavengers and game.s.zone[runner] == "discard"


def test_goblin_scavengers_plays_the_weapon_on_a_moria_orc_only():
    """Goblin Scavengers (1_179): "on your [moria] Orc": a Mordor Scimitar (bearer any Orc
    minion) goes on the Scavengers, not on the Band of the Eye, a [sauron] Orc; a Goblin
    Spear (bearer a [moria] minion) not on the Cave Troll, a [moria] Troll. (The weapon's
    own bearer rule still holds: an Orc Scimitar, bearer a [sauron] Orc, never goes on
    the Scavengers.)"""
    game, scavengers, (orc_scimitar,), (eye,) = _scavengers("1_179", ["11_128"], ["1_240"])
    assert game.decision is None or game.decision.kind != "choose"  # Scavengers only
    assert game.s.bearer[orc_scimitar] == scavengers and not game.s.attachments(eye)
    game2, scavengers2, (spear,), (troll,) = _scavengers("1_179", ["1_182"], ["1_165"])
    assert game2.decision is None or game2.decision.kind != "choose"  # Scavengers only
    assert game2.s.bearer[spear] == scavengers2 and not game2.s.attachments(troll)


def test_host_of_thousands_and_they_are_coming_play_a_moria_orc_only():
    """Host of Thousands (1_187) and They Are Coming (1_196): "play a [moria] Orc from
    your discard pile": not the Band of the Eye ([sauron] Orc), not the Cave Troll
    ([moria] Troll, playable here: a Moria Scout in play is the [moria] Orc its own text
    needs spotted) beside the Goblin Runner."""
    sc = Scenario()
    sc.minion("1_191")
    host = sc.hand("1_187")
    runner = sc.discard("1_178")
    eye = sc.discard("1_240")
    troll = sc.discard("1_165")
    game = sc.twilight(16).at_site(4).start("shadow")  # enough for any of them
    act(game, "play", host)
    assert game.decision is None or game.decision.kind != "choose"  # the Runner only
    assert game.s.zone[runner] == "minions"
    assert game.s.zone[eye] == "discard" and game.s.zone[troll] == "discard"
    sc2 = Scenario()
    sc2.minion("1_191")
    coming = sc2.support("1_196", player=1)
    for card in ("1_168", "1_168", "1_168"):  # three cards to discard, none an Orc
        sc2.hand(card)
    runner2 = sc2.discard("1_178")
    eye2 = sc2.discard("1_240")
    troll2 = sc2.discard("1_165")
    game2 = sc2.twilight(16).at_site(4).start("shadow")
    use(game2, coming)
    assert game2.decision is None or game2.decision.kind != "choose"  # the Runner only
    assert game2.s.zone[runner2] == "minions"
    assert game2.s.zone[eye2] == "discard" and game2.s.zone[troll2] == "discard"


def test_goblin_patrol_troop_fights_with_its_printed_strength_and_vitality():
    """Goblin Patrol Troop (1_177) has no game text: its printed facts are its play.
    Strength 13 beats Boromir (7) without overwhelming him (14 would); vitality 3: with
    2 wounds, losing a skirmish kills it."""
    game, boromir, troop, _c = _skirmish("1_177")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 1 and game.s.zone[boromir] == "fellowship"
    assert stats.vitality(game, troop) == 3
    sc = Scenario()
    boromir2 = sc.companion("1_97")
    troop2 = sc.minion("1_177")
    sc.assign(troop2, boromir2)
    sc.wounds(troop2, 1)
    game2 = sc.start("skirmishes")
    game2.s.mods = [*game2.s.mods, (boromir2, "strength", 9, "turn", -1)]  # 16 vs 13
    pass_until(game2, "skirmish_ended")
    assert game2.s.zone[troop2] == "minions" and game2.s.wounds[troop2] == 2
