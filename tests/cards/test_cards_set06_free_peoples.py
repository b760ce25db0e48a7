"""Set 6 Free Peoples cards of the EoF Faramir and Witch-king starters (Ents, Sméagol,
rangers): each test sets a position, uses the card, and checks what its printed text
does (quoted), with a case for each word that must exclude something. The Ring-bearer is
Frodo, Tired Traveller (Ring-bound), so "unbound Hobbit" means Merry and Pippin."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from starters import playable_beside

from ringtable.engine import playing, stats
from ringtable.engine.setup import starting_cost
from ringtable.testing import act, can, pass_until

TTT = {"ring_bearers": ("4_302", "4_302"), "rings": ("4_2", "4_2")}
MERRY, PIPPIN = "1_303", "1_306"  # unbound Hobbits
ORC_SOLDIER = "1_271"  # strength 7, vitality 2, site 6
TREEBEARD = "4_103"  # an Ent ally


def _sc() -> Scenario:
    return Scenario(**TTT)


def _in_skirmish(defender: str, *, others: tuple[str, ...] = (), hand: tuple[str, ...] = (),
                 minion: str = ORC_SOLDIER, bears: tuple[str, ...] = ()):
    sc = _sc()
    fp = sc.companion(defender)
    for item in bears:
        sc.bear(fp, item)
    for o in others:
        sc.companion(o)
    m = sc.minion(minion)
    sc.assign(m, fp)
    cards = [sc.hand(h) for h in hand]
    return sc.at_site(6).start("skirmishes"), fp, m, cards


# --- Gandalf (Ents) --------------------------------------------------------------------

def test_boomed_and_trumpeted_ent_plus_x_and_damage_x_per_unbound_hobbit():
    """Boomed and Trumpeted (6_24): "Make an Ent strength +X and damage +X, where X is
    the number of unbound Hobbits you can spot." Merry and Pippin: X = 2 (Frodo,
    Ring-bound, does not count)."""
    for others, x in (((MERRY, PIPPIN), 2), ((MERRY,), 1), ((), 0)):
        game, ent, _m, (ev,) = _in_skirmish("6_27", others=others, hand=("6_24",))
        before = strength(game, ent)
        act(game, "play", ev)
        assert strength(game, ent) == before + x, others
        assert stats.keyword(game, ent, "damage") == x, others
    game, _b, _m, (ev,) = _in_skirmish("1_97", others=(MERRY,), hand=("6_24",))
    assert not can(game, "play", ev)  # no Ent


def test_enraged_bearer_an_ent_one_per_bearer_strength_plus_four_discarded_at_turn_end():
    """Enraged (6_26): "Bearer must be an Ent. Limit 1 per bearer. Discard this condition
    at the end of the turn." (Strength +4.)"""
    sc = _sc()
    ent = sc.companion("6_27")
    sc.companion("1_97")
    first, second = sc.hand("6_26"), sc.hand("6_26")
    game = sc.twilight(0).at_site(2).start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == first} == {ent}
    act(game, "play", first, ent)
    assert strength(game, ent) == 10
    assert not can(game, "play", second)  # limit 1 per bearer
    pass_until(game, "turn_ended")
    assert game.s.zone[first] == "discard"


def test_ent_avenger_strength_plus_two_while_you_spot_three_ents():
    """Ent Avenger (6_27): "While you can spot 3 Ents, this companion is strength +2."
    Quickbeam and Skinbark beside him: +2 (not for them); with Treebeard, an Ent ally,
    the third Ent too; with Quickbeam only: +0."""
    for others, allies, bonus in ((("6_33", "6_35"), (), 2), (("6_33",), (TREEBEARD,), 2),
                                  (("6_33",), (), 0)):
        sc = _sc()
        avenger = sc.companion("6_27")
        for o in others:
            sc.companion(o)
        for a in allies:
            sc.ally(a)
        game = sc.start("fellowship")
        assert strength(game, avenger) == 6 + bonus, (others, allies)
        quickbeam = next(c for c, d in enumerate(game.s.defs) if d == "6_33")
        assert strength(game, quickbeam) == 8


def test_ent_moot_to_play_exert_an_unbound_hobbit_bearer_an_ent_one_per_bearer():
    """Ent Moot (6_29): "To play, exert an unbound Hobbit. Bearer must be an Ent. Limit 1
    per bearer." (Strength +2.) Not with only Frodo (Ring-bound), nor an exhausted Merry."""
    sc = _sc()
    ent = sc.companion("6_27")
    sc.companion("1_97")
    merry = sc.companion(MERRY)
    first, second = sc.hand("6_29"), sc.hand("6_29")
    guard = sc.hand("5_83")
    game = sc.twilight(0).at_site(2).start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == first} == {ent}
    act(game, "play", first, ent)
    assert game.s.wounds[merry] == 1 and strength(game, ent) == 8
    assert not can(game, "play", second)
    act(game, "play", guard)  # another card played: Merry does not exert again
    assert game.s.wounds[merry] == 1
    for merry_wounds, with_merry in ((0, False), (3, True)):
        sc = _sc()
        sc.companion("6_27")
        if with_merry:
            sc.wounds(sc.companion(MERRY), merry_wounds)
        moot = sc.hand("6_29")
        assert not can(sc.twilight(0).at_site(2).start("fellowship"), "play", moot)


def _cost(card: str, companions: tuple[str, ...], allies: tuple[str, ...] = ()) -> int:
    sc = _sc()
    for c in companions:
        sc.companion(c)
    for a in allies:
        sc.ally(a)
    c = sc.hand(card)
    game = sc.twilight(0).at_site(2).start("fellowship")
    return playing.twilight_cost(game, c, 0)


def test_host_of_fangorn_needs_two_ent_companions_and_costs_two_less_per_ent_or_hobbit():
    """Host of Fangorn (6_32): "To play, spot 2 Ent companions. Host of Fangorn's
    twilight cost is -2 for each Ent or unbound Hobbit you can spot." 13 printed."""
    assert _cost("6_32", ("6_27", "6_33")) == 9
    assert _cost("6_32", ("6_27", "6_33", MERRY), (TREEBEARD,)) == 5
    assert _cost("6_32", ("6_27", "1_97")) == 11  # Boromir counts for nothing
    assert playable_beside("6_32", "6_27") is False  # 1 Ent companion
    for allies in ((), (TREEBEARD,)):
        sc = _sc()
        sc.companion("6_27")
        sc.companion("6_33" if not allies else "1_97")
        for a in allies:
            sc.ally(a)
        host = sc.hand("6_32")
        game = sc.twilight(20).at_site(2).start("fellowship")
        assert can(game, "play", host) == (not allies), allies


def test_quickbeam_costs_one_less_per_ent_or_unbound_hobbit():
    """Quickbeam, Bregalad (6_33): "Quickbeam's twilight cost is -1 for each Ent or
    unbound Hobbit you can spot." 4 printed."""
    assert _cost("6_33", ()) == 4
    assert _cost("6_33", ("6_27", MERRY, "1_97")) == 2
    assert _cost("6_33", ("6_27", MERRY, PIPPIN), (TREEBEARD,)) == 0


def test_roused_exerts_an_ent_for_plus_one_per_ent_limit_four():
    """Roused (6_34): "Exert an Ent to make him strength +1 for each Ent you spot (limit
    +4)." 2 Ents: +2; 6 Ents: +4; a Man cannot be chosen."""
    for others, bonus in ((("6_33",), 2), (("6_33", "6_35", "6_27", "6_27", "6_27"), 4)):
        game, ent, _m, (ev,) = _in_skirmish("6_27", others=others, hand=("6_34",))
        before = strength(game, ent)
        act(game, "play", ev)
        if game.decision.kind == "choose":
            act(game, "choose", ent)
        assert strength(game, ent) == before + bonus and game.s.wounds[ent] == 1, others
    game, _b, _m, (ev,) = _in_skirmish("1_97", hand=("6_34",))
    assert not can(game, "play", ev)


def test_skinbark_costs_less_and_exerts_to_prevent_a_wound_to_an_unbound_hobbit():
    """Skinbark, Fladrif (6_35): "Skinbark's twilight cost is -1 for each Ent or unbound
    Hobbit you can spot. Response: If an unbound Hobbit is about to take a wound, exert
    Skinbark to prevent that wound." Not for Frodo (Ring-bound) nor Boromir."""
    assert _cost("6_35", ("6_27", MERRY, "1_97")) == 5
    for target, offered in ((MERRY, True), ("1_97", False), ("4_302", False)):
        sc = _sc()
        skinbark = sc.companion("6_35")
        victim = sc.ring_bearer() if target == "4_302" else sc.companion(target)
        m = sc.minion("4_222")  # Desert Warrior: may remove (3) to wound who he skirmishes
        sc.assign(m, victim)
        game = sc.twilight(3).at_site(4).start("skirmishes")
        act(game, "resolve", m)
        if game.decision.kind == "ring_response":
            act(game, "pass")  # Frodo does not put on The One Ring
        assert can(game, "resolve", skinbark) == offered, target
        if offered:
            act(game, "resolve", skinbark)
            assert game.s.wounds[victim] == 0 and game.s.wounds[skinbark] == 1


# --- Gollum ----------------------------------------------------------------------------

def _smeagol_fight(minion: str, hand: tuple[str, ...] = (), smeagol: str = "6_45",
                   weaken: int = 0):
    sc = _sc()
    smeagol_card = sc.companion(smeagol)
    m = sc.minion(minion)
    sc.assign(m, smeagol_card)
    other = sc.minion(ORC_SOLDIER)
    cards = [sc.hand(h) for h in hand]
    game = sc.at_site(6).start("skirmishes")
    if weaken:
        game.s.mods = game.s.mods + [(m, "strength", -weaken, "turn", -1)]
    return game, smeagol_card, m, other, cards


def test_dont_follow_the_lights_when_smeagol_wins_add_a_burden_to_discard_a_minion():
    """Don't Follow the Lights (6_38): "Response: If Sméagol wins a skirmish, add a
    burden to discard a minion." Sméagol (3) beats a Goblin Sneak made strength 1; not
    when he loses; not when another companion wins."""
    game, smeagol, _m, other, (ev,) = _smeagol_fight("1_181", hand=("6_38",), weaken=4)
    pass_until(game, "skirmish_resolved")
    burdens = game.s.burdens[0]
    act(game, "resolve", ev)  # the skirmished Sneak is dead: the Orc Soldier, no choice
    assert game.s.zone[other] == "discard" and game.s.burdens[0] == burdens + 1
    game, smeagol, _m, _o, (ev,) = _smeagol_fight(ORC_SOLDIER, hand=("6_38",))
    pass_until(game, "skirmish_resolved")
    assert not can(game, "resolve", ev)
    game, boromir, _m, _o, (ev,) = _smeagol_fight("1_181", hand=("6_38",), smeagol="1_97",
                                                  weaken=4)
    pass_until(game, "skirmish_resolved")
    assert not can(game, "resolve", ev)  # Boromir wins: not Sméagol


def test_dont_look_at_them_discards_three_to_wound_smeagols_minion_twice_if_wraith():
    """Don't Look at Them (6_39): "Spot Sméagol and discard 3 cards from hand to wound a
    minion Sméagol is skirmishing once (or twice if that minion is a [wraith] minion).\""""
    for minion, wounds in (("1_271", 1), ("1_229", 2)):
        sc = _sc()
        smeagol = sc.companion("6_45")
        m = sc.minion(minion)
        sc.assign(m, smeagol)
        look = sc.support("6_39")
        hand = [sc.hand("1_97") for _ in range(3)]
        game = sc.at_site(6).start("skirmishes")
        use(game, look)
        assert game.s.wounds[m] == wounds and all(game.s.zone[c] == "discard" for c in hand)
    sc = _sc()  # 2 cards in hand: cannot pay; no Sméagol: nothing to spot
    smeagol = sc.companion("6_45")
    sc.assign(sc.minion(ORC_SOLDIER), smeagol)
    look = sc.support("6_39")
    sc.hand("1_97")
    sc.hand("1_97")
    assert not can(sc.at_site(6).start("skirmishes"), "use", look)
    sc = _sc()
    boromir = sc.companion("1_97")
    sc.assign(sc.minion(ORC_SOLDIER), boromir)
    look = sc.support("6_39")
    for _ in range(3):
        sc.hand("1_97")
    assert not can(sc.at_site(6).start("skirmishes"), "use", look)


def test_smeagol_poor_creature_adds_a_burden_to_play_and_discards_for_plus_one():
    """Sméagol, Poor Creature (6_45): "To play, add a burden. Skirmish: Discard a card
    from hand to make Sméagol strength +1.\""""
    sc = _sc()
    smeagol = sc.hand("6_45")
    guard = sc.hand("5_83")
    game = sc.twilight(0).at_site(2).start("fellowship")
    act(game, "play", smeagol)
    assert game.s.burdens[0] == 1
    act(game, "play", guard)  # another card played: no burden
    assert game.s.burdens[0] == 1
    game, smeagol, _m, _o, (card,) = _smeagol_fight(ORC_SOLDIER, hand=("1_97",))
    use(game, smeagol)
    assert strength(game, smeagol) == 4 and game.s.zone[card] == "discard"
    game, smeagol, _m, _o, () = _smeagol_fight(ORC_SOLDIER)
    assert not can(game, "use", smeagol)  # no card to discard


# --- Gondor ----------------------------------------------------------------------------

def _ventures(event: str, minions: tuple[str, ...],
              rangers: tuple[str, ...] = ("4_130", "6_121")):
    sc = _sc()
    for r in rangers:
        sc.companion(r)
    ms = [sc.minion(m) for m in minions]
    ev = sc.hand(event)
    return sc.at_site(6).start("regroup"), ms, ev


def test_perilous_ventures_exerts_two_rangers_to_discard_a_minion_or_two_wraiths():
    """Perilous Ventures (6_54): "Regroup: Exert 2 rangers to discard a minion (or 2
    [wraith] minions).\""""
    game, (orc,), ev = _ventures("6_54", (ORC_SOLDIER,))
    act(game, "play", ev)
    assert game.s.zone[orc] == "discard"
    game, (w1, w2, orc), ev = _ventures("6_54", ("1_229", "1_230", ORC_SOLDIER))
    act(game, "play", ev)
    act(game, "choose_one", value=1) if can(game, "choose_one", value=1) else \
        game.apply(next(a for a in game.legal_actions() if a.value == 1))
    assert game.s.zone[w1] == "discard" and game.s.zone[w2] == "discard"
    assert game.s.zone[orc] == "minions"
    sc = _sc()  # a Nazgûl bearing a Fell Beast ([wraith], no minion): one minion to discard
    sc.companion("4_130")
    sc.companion("6_121")
    attea = sc.minion("1_229")
    sc.bear(attea, "6_83")
    ev = sc.hand("6_54")
    game = sc.at_site(6).start("regroup")
    act(game, "play", ev)
    assert game.s.zone[attea] == "discard"
    game, _ms, ev = _ventures("6_54", (ORC_SOLDIER,), rangers=("4_130", "1_97"))
    assert not can(game, "play", ev)  # one ranger


def test_faramir_ithilien_ranger_costs_one_less_in_the_starting_fellowship():
    """Faramir, Ithilien Ranger (6_121): "If Faramir is in your starting fellowship, his
    twilight cost is -1.\""""
    sc = _sc()
    faramir = sc.hand("6_121")
    assert starting_cost(sc.build(), faramir, 0) == 2
    game = sc.at_site(2).start("fellowship")
    assert playing.twilight_cost(game, faramir, 0) == 3


def test_faramir_ithilien_ranger_plays_a_ranger_to_heal_a_ring_bound_companion():
    """Faramir, Ithilien Ranger (6_121): "Fellowship: Play a ranger to heal a Ring-bound
    companion." Playing the Ranger of Ithilien heals Faramir; not Boromir (unbound);
    a Gondor Man who is no ranger cannot be played for it."""
    for hand, works in (("4_130", True), ("5_83", False)):  # a Household Guard: no ranger
        sc = _sc()
        faramir = sc.companion("6_121")
        boromir = sc.companion("1_97")
        sc.wounds(faramir, 1).wounds(boromir, 1)
        card = sc.hand(hand)
        game = sc.twilight(0).at_site(2).start("fellowship")
        assert can(game, "use", faramir) == works, hand
        if works:
            use(game, faramir)
            if game.decision.kind == "choose":
                assert boromir not in game.decision.cards
                act(game, "choose", faramir)
            assert game.s.zone[card] == "fellowship" and game.s.wounds[faramir] == 0
            assert game.s.wounds[boromir] == 1


# --- Shire -----------------------------------------------------------------------------

def test_long_slow_wrath_exerts_an_unbound_hobbit_for_plus_one_and_damage_per_gandalf():
    """Long Slow Wrath (6_112): "Exert an unbound Hobbit to make him strength +1 and
    damage +1 for each [gandalf] companion you can spot." Two Ents ([gandalf]): +2;
    Boromir counts for nothing; Frodo (Ring-bound) cannot be exerted for it."""
    for others, x in ((("6_27", "6_33"), 2), (("1_97",), 0)):
        game, merry, _m, (ev,) = _in_skirmish(MERRY, others=others, hand=("6_112",))
        before = strength(game, merry)
        act(game, "play", ev)
        assert game.s.wounds[merry] == 1
        assert strength(game, merry) == before + x, others
        assert stats.keyword(game, merry, "damage") == x, others
    sc = _sc()
    sc.companion("6_27")
    sc.assign(sc.minion(ORC_SOLDIER), sc.ring_bearer())
    ev = sc.hand("6_112")
    assert not can(sc.at_site(6).start("skirmishes"), "play", ev)
    sc = _sc()  # Enraged on the Ent: a [gandalf] card, but no companion
    sc.bear(sc.companion("6_27"), "6_26")
    merry = sc.companion(MERRY)
    sc.assign(sc.minion(ORC_SOLDIER), merry)
    ev = sc.hand("6_112")
    game = sc.at_site(6).start("skirmishes")
    act(game, "play", ev)
    assert strength(game, merry) == 4 and stats.keyword(game, merry, "damage") == 1


def test_anborn_on_winning_may_make_a_minions_site_number_plus_three_until_regroup():
    """Anborn, Skilled Huntsman (6_48): "Each time Anborn wins a skirmish, you may make
    a minion's site number +3 until the regroup phase." A Goblin Runner (site 4) at site 6
    then roams (7) during Boromir's skirmish; back to 4 in the regroup phase."""
    sc = _sc()
    anborn = sc.companion("6_48")
    weak = sc.minion("1_178")
    runner = sc.minion("1_178")
    orc = sc.minion(ORC_SOLDIER)
    sc.assign(weak, anborn).assign(orc, sc.companion("1_97"))
    game = sc.at_site(6).start("skirmishes")
    act(game, "skirmish", anborn)
    assert game.decision.kind != "optional_trigger"  # not when the skirmish starts
    pass_until(game, "skirmish_resolved")
    act(game, "resolve", anborn)
    assert set(game.decision.cards) == {weak, runner, orc}  # minions only
    act(game, "choose", runner)
    assert stats.site_number(game, runner) == 7 and playing.is_roaming(game, runner)
    while game.s.phase != "regroup":
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep")), options[0]))
    assert stats.site_number(game, runner) == 4
    sc = _sc()  # he loses: nothing
    anborn = sc.companion("6_48")
    sc.assign(sc.minion(ORC_SOLDIER), anborn)
    game = sc.at_site(6).start("skirmishes")
    pass_until(game, "skirmish_resolved")
    assert not can(game, "resolve", anborn)


def test_ancient_roads_with_three_rangers_minions_skirmishing_a_ranger_site_plus_two():
    """Ancient Roads (6_49): "While you can spot 3 rangers, the site number of each
    minion skirmishing a ranger is +2." Orc Soldiers (6) at site 6: the one skirmishing
    Faramir has 8 and roams, the one skirmishing Boromir does not; with 2 rangers none."""
    for rangers, number in ((("6_48", "4_130"), 8), (("6_48",), 6)):
        sc = _sc()
        faramir = sc.companion("6_121")
        boromir = sc.companion("1_97")
        for r in rangers:
            sc.companion(r)
        sc.support("6_49")
        m1, m2 = sc.minion(ORC_SOLDIER), sc.minion(ORC_SOLDIER)
        sc.assign(m1, faramir).assign(m2, boromir)
        game = sc.at_site(6).start("skirmishes")
        act(game, "skirmish", faramir)
        assert stats.site_number(game, m1) == number, rangers
        assert playing.is_roaming(game, m1) == (number > 6) and not playing.is_roaming(game, m2)


def _garrison(garrison_id: str, companions: tuple[str, ...]):
    sc = _sc()
    for c in companions:
        sc.companion(c)
    card = sc.hand(garrison_id)
    sc.hand("5_83")
    game = sc.twilight(0).at_site(2).start("fellowship")
    act(game, "play", card)
    return game, card


def test_garrison_of_osgiliath_places_two_gondor_tokens_when_played_with_a_gondor_man():
    """Garrison of Osgiliath (6_52): "When you play this condition, you may spot a
    [gondor] Man to place 2 [gondor] tokens here." Not with only Éomer ([rohan])."""
    game, card = _garrison("6_52", ("1_97",))
    act(game, "resolve", card)
    assert game.s.tokens[card] == {"gondor": 2}
    act(game, "play", next(c for c in game.s.piles[0]["hand"] if game.s.defs[c] == "5_83"))
    assert not can(game, "resolve", card)  # another card played: not again
    game, card = _garrison("6_52", ("4_266",))
    assert not can(game, "resolve", card) and card not in game.s.tokens


def _garrison_fight(garrison_id: str, tokens: int, defender: str = "1_97"):
    sc = _sc()
    boromir = sc.companion(defender)
    sc.assign(sc.minion(ORC_SOLDIER), boromir)
    card = sc.support(garrison_id)
    sc.culture_tokens(card, "gondor", tokens)
    return sc.at_site(6).start("skirmishes"), boromir, card


def test_garrison_of_osgiliath_discards_or_removes_a_token_for_gondor_man_plus_one():
    """Garrison of Osgiliath (6_52): "Skirmish: Discard this condition or remove a
    [gondor] token from here to make a [gondor] Man strength +1." Not for Éomer."""
    game, boromir, card = _garrison_fight("6_52", 2)
    act(game, "use", card, value=1)
    assert strength(game, boromir) == 8 and game.s.tokens[card] == {"gondor": 1}
    assert game.s.zone[card] == "support"
    game, boromir, card = _garrison_fight("6_52", 0)
    assert not can(game, "use", card, value=1)  # no token to remove
    act(game, "use", card, value=0)
    assert strength(game, boromir) == 8 and game.s.zone[card] == "discard"
    game, _eomer, card = _garrison_fight("6_52", 2, defender="4_266")
    assert not can(game, "use", card)
