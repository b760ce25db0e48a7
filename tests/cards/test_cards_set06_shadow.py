"""Set 6 Shadow cards of the EoF Faramir and Witch-king starters: each test sets a
position, uses the card, and checks what its printed text does (quoted), with a case for
each word that must exclude something."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until

ORC_SOLDIER = "1_271"  # a [sauron] Orc, strength 7, vitality 2, site 6
ATTEA = "1_229"  # Úlairë Attëa, a Nazgûl


def _regroup_orc(orc_id: str, fodder: str | None = "5_67", companions: int = 1):
    sc = Scenario()
    boromir = sc.companion("1_97")
    for _ in range(companions - 1):
        sc.companion("1_311")
    orc = sc.minion(orc_id)
    other = sc.minion(fodder) if fodder else -1
    game = sc.at_site(6).start("regroup")
    act(game, "pass")  # the Free Peoples player first
    return game, boromir, orc, other


def _check_regroup_wound(orc_id: str) -> None:
    """"Regroup: Discard an [isengard] Orc to make the Free Peoples player wound a
    companion." A Warg-rider is discarded; Boromir is wounded by the Free Peoples
    player's choice; an Orc Soldier ([sauron]) cannot be discarded for it."""
    game, boromir, orc, rider = _regroup_orc(orc_id)
    use(game, orc)
    if game.decision.kind == "choose" and game.decision.player == 1:
        act(game, "choose", rider)
    assert game.s.zone[rider] == "discard" or game.s.zone[orc] == "discard"
    assert game.decision.player == 0  # the Free Peoples player chooses the companion
    assert set(game.decision.cards) == {boromir, game.s.ring_bearer[0]}  # companions
    act(game, "choose", boromir)
    assert game.s.wounds[boromir] == 1
    for fodder in (ORC_SOLDIER, "5_63"):  # a [sauron] Orc; an [isengard] Uruk-hai
        game, _b, orc, _o = _regroup_orc(orc_id, fodder=fodder)
        use(game, orc)  # only itself to discard: no choice
        assert game.s.zone[orc] == "discard", fodder


def test_isengard_artisan_discards_an_isengard_orc_to_make_the_fp_wound_a_companion():
    """Isengard Artisan (6_65): "Regroup: Discard an [isengard] Orc to make the Free
    Peoples player wound a companion.\""""
    _check_regroup_wound("6_65")


def test_isengard_journeyman_discards_an_isengard_orc_to_make_the_fp_wound_a_companion():
    """Isengard Journeyman (6_67): "Regroup: Discard an [isengard] Orc to make the Free
    Peoples player wound a companion.\""""
    _check_regroup_wound("6_67")


def test_isengard_plodder_discards_an_isengard_orc_to_make_the_fp_wound_a_companion():
    """Isengard Plodder (6_69): "Regroup: Discard an [isengard] Orc to make the Free
    Peoples player wound a companion.\""""
    _check_regroup_wound("6_69")


def test_isengard_tinker_discards_an_isengard_orc_to_make_the_fp_wound_a_companion():
    """Isengard Tinker (6_71): "Regroup: Discard an [isengard] Orc to make the Free
    Peoples player wound a companion.\""""
    _check_regroup_wound("6_71")


def test_gate_troll_costs_four_less_with_a_troll_and_is_plus_one_per_other_sauron_minion():
    """Gate Troll (6_103): "While you can spot a Troll, Gate Troll's twilight cost is
    -4. For each other [sauron] minion you can spot, this minion is strength +1.\""""
    for spotted, cost in ((("6_103",), 4), ((ORC_SOLDIER,), 8), (("1_165",), 4)):
        sc = Scenario()
        sc.companion("1_97")
        for m in spotted:
            sc.minion(m)
        troll = sc.hand("6_103")
        game = sc.twilight(20).at_site(6).start("shadow")
        assert playing.twilight_cost(game, troll, 1) == cost, spotted
    sc = Scenario()
    troll = sc.minion("6_103")
    orcs = [sc.minion(ORC_SOLDIER), sc.minion(ORC_SOLDIER)]
    sc.minion("5_67")  # [isengard]: not counted
    sc.support("1_264", player=1)  # Orc Bowmen: a [sauron] condition, no minion
    game = sc.at_site(6).start("maneuver")
    assert strength(game, troll) == 15 and strength(game, orcs[0]) == 7


def _insurgent(insurgent_id: str, companions: tuple[str, ...], wounds: int = 0):
    sc = Scenario()
    for c in companions:
        sc.companion(c)
    m = sc.minion(insurgent_id)
    sc.wounds(m, wounds)
    deck = [sc.draw_top(ORC_SOLDIER) for _ in range(3)]
    game = sc.twilight(0).at_site(6).start("shadow")
    return game, m, deck


def test_orc_insurgent_exerts_to_draw_and_add_x_per_free_peoples_culture_over_two():
    """Orc Insurgent (6_104): "Shadow: Exert this minion to draw X cards and add (X),
    where X is the number of Free Peoples cultures you spot over 2." [shire] Frodo,
    [gondor] Boromir, [elven] Legolas and [dwarven] Gimli: X = 2; a second [gondor]
    Man adds nothing."""
    for companions, x in ((("1_97", "4_74", "4_49"), 2), (("1_97", "4_130", "4_74"), 1),
                          (("1_97",), 0)):
        game, m, deck = _insurgent("6_104", companions)
        use(game, m)
        assert game.s.twilight == x and game.s.wounds[m] == 1, companions
        assert sum(game.s.zone[c] == "hand" for c in deck) == x, companions
    game, m, _d = _insurgent("6_104", ("1_97",), wounds=2)
    assert not can(game, "use", m)


def test_fell_beast_discard_two_to_play_bearer_a_nazgul_who_is_fierce():
    """Fell Beast (6_83): "To play, discard 2 cards from hand. Bearer must be a Nazgûl.
    Bearer is fierce." Úlairë Lemenya bears it, not an Orc Soldier; with 1 other card in
    hand it cannot be played."""
    for extra, playable in ((4, True), (2, True), (1, False)):
        sc = Scenario()
        sc.companion("1_97")
        nazgul = sc.minion("6_86")
        orc = sc.minion(ORC_SOLDIER)
        beast = sc.hand("6_83")
        others = [sc.hand(ORC_SOLDIER) for _ in range(extra)]
        game = sc.twilight(5).at_site(6).start("shadow")
        targets = {a.target for a in game.legal_actions() if a.card == beast}
        assert targets == ({nazgul} if playable else set()), extra
        if playable:
            assert stats.keyword(game, nazgul, "fierce") == 0
            act(game, "play", beast, nazgul)
            if game.decision.kind == "choose":
                for c in others[:2]:
                    act(game, "choose", c)
            assert [game.s.zone[c] for c in others] == ["discard"] * 2 + ["hand"] * (extra - 2)
            if extra == 4:
                act(game, "play", others[2])  # another card played: nothing discarded
                assert game.s.zone[others[3]] == "hand"
            assert stats.keyword(game, nazgul, "fierce") == 1
            assert stats.keyword(game, orc, "fierce") == 0


def _lemenya(lemenya_id: str, hand: int = 3, wounds: int = 0):
    sc = Scenario()
    boromir = sc.companion("1_97")
    m = sc.minion(lemenya_id)
    sc.wounds(m, wounds)
    cards = [sc.hand(ORC_SOLDIER) for _ in range(hand)]
    game = sc.at_site(6).start("regroup")
    act(game, "pass")
    return game, boromir, m, cards


def test_ulaire_lemenya_exerts_and_discards_three_to_return_a_companion_to_hand():
    """Úlairë Lemenya, Winged Hunter (6_86): "Regroup: Exert Úlairë Lemenya and discard
    3 cards from hand to return a companion (except the Ring-bearer) to owner's hand.\""""
    game, boromir, m, cards = _lemenya("6_86")
    use(game, m)
    assert game.s.zone[boromir] == "hand" and game.s.wounds[m] == 1
    assert all(game.s.zone[c] == "discard" for c in cards)
    for hand, wounds in ((2, 0), (3, 1)):
        game, _b, m, _c = _lemenya("6_86", hand, wounds)
        assert not can(game, "use", m), (hand, wounds)


def _nertea(nertea_id: str, companions: tuple[str, ...], nazgul: str | None = ATTEA,
            wounds: int = 0):
    sc = Scenario(ring_bearers=("4_302", "4_302"), rings=("4_2", "4_2"))
    sc.wounds(sc.ring_bearer(), wounds)
    for c in companions:
        sc.companion(c)
    if nazgul:
        sc.minion(nazgul)
    card = sc.hand(nertea_id)
    again = sc.hand(ORC_SOLDIER)
    game = sc.twilight(10).at_site(6).start("shadow")
    act(game, "play", card)
    while game.decision.kind == "choose":  # the Free Peoples player, Ring-bound only
        assert game.decision.player == 0
        assert all("ring-bound" in game.cards[c].keywords for c in game.decision.cards)
        act(game, "choose", game.decision.cards[0])
    act(game, "play", again)  # another minion played: nothing more
    assert game.decision.kind != "choose"
    return game


def test_ulaire_nertea_spots_a_nazgul_to_exert_ring_bound_companions_per_culture_over_two():
    """Úlairë Nertëa, Winged Hunter (6_87): "When you play Úlairë Nertëa, spot another
    Nazgûl to make the Free Peoples player exert a Ring-bound companion for each Free
    Peoples culture you can spot over 2." Frodo (Ring-bound, [shire]), Ranger of
    Ithilien (Ring-bound, [gondor]), Legolas ([elven]): 1 exertion; Gimli too: 2."""
    for companions, exerts in ((("4_130", "4_74"), 1), (("4_130", "4_74", "4_49"), 2),
                               (("4_130",), 0)):
        game = _nertea("6_87", companions)
        total = sum(game.s.wounds[c] for c in game.s.piles[0]["fellowship"])
        assert total == exerts, companions
        assert all(game.s.wounds[c] == 0 for c in game.s.piles[0]["fellowship"]
                   if game.s.defs[c] in ("4_74", "4_49"))  # not unbound companions
    for other in (ORC_SOLDIER, None):  # no other Nazgûl (Nertëa herself does not count)
        game = _nertea("6_87", ("4_130", "4_74", "4_49"), nazgul=other)
        assert sum(game.s.wounds[c] for c in game.s.piles[0]["fellowship"]) == 0


def _witch_king(wk_id: str, victim: str = "1_311", nazgul: bool = True, ally: bool = True):
    sc = Scenario()
    sam = sc.companion(victim)
    boromir = sc.companion("1_97")
    friend = sc.ally("1_40") if ally else -1  # Elrond, vitality 4
    wk = sc.minion(wk_id)
    killer = sc.minion(ATTEA if nazgul else "1_177")
    sc.assign(killer, sam)
    sc.wounds(sam, 3)
    game = sc.at_site(6).start("skirmishes")
    return game, sam, boromir, friend, wk


def test_the_witch_king_companion_killed_in_a_nazgul_skirmish_wound_an_ally_or_exert():
    """The Witch-king, Deathless Lord (6_122): "Each time a companion is killed in a
    skirmish involving a Nazgûl, wound an ally twice or exert a companion." Sam dies to
    Úlairë Attëa: the Shadow player chooses; not when a Cave Troll kills him."""
    game, sam, boromir, orophin, wk = _witch_king("6_122")
    pass_until(game, "killed")
    assert game.s.zone[sam] == "dead"
    options = [a for a in game.legal_actions()]
    assert game.decision.player == 1, game.decision
    act(game, "choose_one", value=0) if can(game, "choose_one", value=0) else \
        game.apply(next(a for a in options if a.value == 0))
    assert game.s.wounds[orophin] == 2
    game, sam, boromir, orophin, wk = _witch_king("6_122")
    pass_until(game, "killed")
    game.apply(next(a for a in game.legal_actions() if a.value == 1))
    assert game.decision.player == 1 and boromir in game.decision.cards
    assert all(game.cards[c].type == "companion" for c in game.decision.cards)
    act(game, "choose", boromir)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[orophin] == 0
    game, sam, boromir, orophin, wk = _witch_king("6_122", ally=False)
    pass_until(game, "killed")  # no ally: a companion exerts, no choice of branch
    assert game.decision.kind == "choose" and boromir in game.decision.cards
    sc = Scenario()  # a minion killed in a Nazgûl's skirmish: nothing
    boromir = sc.companion("1_97")
    sc.minion("6_122")
    attea = sc.minion(ATTEA)
    sc.assign(attea, boromir).wounds(attea, 2)
    game = sc.at_site(6).start("skirmishes")
    game.s.mods = game.s.mods + [(attea, "strength", -8, "turn", -1)]
    pass_until(game, "killed")
    assert game.s.zone[attea] == "discard" and game.decision.kind != "choose_one"
    assert not any(a.kind == "choose" for a in game.legal_actions())
    game, sam, boromir, orophin, wk = _witch_king("6_122", nazgul=False)
    events = pass_until(game, "skirmish_ended")
    assert game.s.zone[sam] == "dead" and game.s.wounds[boromir] == 0
    assert game.s.wounds[orophin] == 0, [e.text for e in events]
