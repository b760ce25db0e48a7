"""Set 5 Shadow cards of the BoHD Éowyn and Legolas starters: each test sets a position,
uses the card, and checks what its printed text does (quoted), with a case for each word
that must exclude something."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until

ORC_SOLDIER = "1_271"  # a [sauron] Orc, strength 7, vitality 2, site 6


def _minion_game(minion: str, wounds: int = 0, vitality: int = 0):
    sc = Scenario()
    m = sc.minion(minion)
    sc.minion(ORC_SOLDIER)
    sc.wounds(m, wounds)
    game = sc.at_site(4).start("maneuver")
    if vitality:
        game.s.mods = game.s.mods + [(m, "vitality", vitality, "turn", -1)]
    return game, m


def _fierce_while_not_exhausted(minion: str) -> None:
    """"While this minion is not exhausted, he is fierce." (He only: not an Orc Soldier
    beside him.)"""
    game, m = _minion_game(minion)
    assert stats.keyword(game, m, "fierce") == 1
    other = next(c for c in game.s.piles[1]["minions"] if c != m)
    assert stats.keyword(game, other, "fierce") == 0
    vitality = game.cards[m].vitality
    game, m = _minion_game(minion, wounds=vitality - 1)  # 1 vitality left: exhausted
    assert stats.keyword(game, m, "fierce") == 0


def test_isengard_flanker_is_fierce_while_not_exhausted():
    """Isengard Flanker (5_52): "While this minion is not exhausted, he is fierce.\""""
    _fierce_while_not_exhausted("5_52")


def test_isengard_rider_is_fierce_while_not_exhausted():
    """Isengard Rider (5_53): "While this minion is not exhausted, he is fierce.\""""
    _fierce_while_not_exhausted("5_53")


def test_warg_rider_is_fierce_while_not_exhausted():
    """Warg-rider (5_67): "While this minion is not exhausted, he is fierce.\""""
    _fierce_while_not_exhausted("5_67")


def test_warg_master_is_fierce_while_not_exhausted():
    """Warg-master (5_66): "While this minion is not exhausted, he is fierce.\""""
    _fierce_while_not_exhausted("5_66")


def test_foul_horde_fierce_ambush_and_damage_by_its_vitality():
    """Foul Horde (5_50): "While Foul Horde is not exhausted, it is fierce. While Foul
    Horde has at least 3 vitality, it is ambush (1). While Foul Horde has at least 4
    vitality, it is damage +1." Vitality 3 (printed), 4 (+1), 2 (1 wound), 1 (2 wounds)."""
    for wounds, plus, fierce, ambush, damage in ((0, 0, 1, 1, 0), (0, 1, 1, 1, 1),
                                                 (1, 0, 1, 0, 0), (2, 0, 0, 0, 0)):
        game, m = _minion_game("5_50", wounds, plus)
        got = [stats.keyword(game, m, k) for k in ("fierce", "ambush", "damage")]
        assert got == [fierce, ambush, damage], (wounds, plus)
        other = next(c for c in game.s.piles[1]["minions"] if c != m)  # it only
        game.s.mods = game.s.mods + [(other, "vitality", 2, "turn", -1)]
        assert [stats.keyword(game, other, k) for k in ("fierce", "ambush", "damage")] \
            == [0, 0, 0]


def test_uruk_hai_berserker_plus_one_for_each_wound_in_its_skirmish():
    """Uruk-hai Berserker (5_63): "This minion is strength +1 for each wound on a
    character in its skirmish." Boromir (2 wounds) and the Berserker (1 wound): +3; a
    wounded Legolas in another skirmish does not count; not skirmishing: +0."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    legolas = sc.companion("4_74")
    m = sc.minion("5_63")
    sc.assign(m, boromir).assign(sc.minion(ORC_SOLDIER), legolas)
    sc.wounds(boromir, 2).wounds(m, 1).wounds(legolas, 1)
    game = sc.at_site(6).start("skirmishes")
    act(game, "skirmish", boromir)
    assert strength(game, m) == 10 and strength(game, boromir) == 7
    sc = Scenario()
    boromir = sc.companion("1_97")
    m = sc.minion("5_63")
    sc.wounds(boromir, 2).wounds(m, 1)
    assert strength(sc.at_site(6).start("maneuver"), m) == 7
    sc = Scenario()  # not in the skirmish being fought: +0
    boromir = sc.companion("1_97")
    m = sc.minion("5_63")
    sc.assign(sc.minion(ORC_SOLDIER), boromir)
    sc.wounds(boromir, 2)
    assert strength(sc.at_site(6).start("skirmishes"), m) == 7


def test_warg_master_may_play_an_isengard_mount_from_discard_when_played():
    """Warg-master (5_66): "When you play this minion, you may play an [isengard] mount
    from your discard pile." A War-warg, not a Mûmak ([raider], with a Southron to bear
    it), nor an Isengard Scimitar (no mount); only when this minion is played."""
    for mount, offered in (("5_64", True), ("5_73", False), ("5_54", False)):
        sc = Scenario()
        sc.companion("1_97")
        sc.minion("5_70")
        master = sc.hand("5_66")
        again = sc.hand("5_67")
        item = sc.discard(mount)
        sc.discard(mount)
        # enough twilight to pay for the second mount too after another minion is played
        game = sc.twilight(14).at_site(4).start("shadow")
        act(game, "play", master)
        assert can(game, "resolve", master) == offered, mount
        if offered:
            act(game, "resolve", master)
            if game.decision.kind == "choose":
                act(game, "choose", master)
            assert game.s.bearer[item] == master
            act(game, "play", again)  # another minion played: not again
            assert not can(game, "resolve", master)


def _wolf_voices(event: str, minion: str, mount: str | None = None):
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.wounds(boromir, 1)  # another wounded character: not healed
    m = sc.minion(minion)
    if mount:
        sc.bear(m, mount)
    else:
        sc.bear(sc.minion("5_70"), "5_73")  # another minion (no [isengard] Orc) is mounted
    sc.wounds(m, 1)
    sc.assign(m, boromir)
    ev = sc.hand(event)
    game = sc.twilight(5).at_site(6).start("skirmishes")
    while game.decision.player != 1:
        act(game, "pass")
    return game, m, ev


def test_wolf_voices_isengard_orc_plus_two_and_healed_if_mounted():
    """Wolf-voices (5_68): "Make an [isengard] Orc strength +2 (and heal it if
    mounted)." Not an [isengard] Uruk-hai, not a [sauron] Orc."""
    for mount, wounds in (("5_64", 0), (None, 1)):
        game, m, ev = _wolf_voices("5_68", "5_67", mount)
        before = strength(game, m)
        act(game, "play", ev)
        assert strength(game, m) == before + 2 and game.s.wounds[m] == wounds, mount
    for minion in ("1_151", ORC_SOLDIER):
        game, _m, ev = _wolf_voices("5_68", minion)
        assert not can(game, "play", ev), minion


def _army(army_id: str, twilight: int, discard: str = "5_73", rider: bool = False):
    sc = Scenario()
    boromir = sc.companion("1_97")
    army = sc.minion(army_id)
    if rider:  # a warg-rider, who could bear a War-warg
        sc.minion("5_52")
    sc.assign(army, boromir)
    item = sc.discard(discard)
    game = sc.twilight(twilight).at_site(6).start("skirmishes")
    while game.decision.player != 1:
        act(game, "pass")
    return game, army, item


def test_army_of_haradrim_removes_three_to_play_a_raider_mount_from_discard():
    """Army of Haradrim (5_70): "Skirmish: Remove (3) to play a [raider] mount from your
    discard pile." (2) cannot pay; with (4) the Mûmak (2) cannot then be paid for; a
    War-warg ([isengard]) is not played."""
    game, army, mumak = _army("5_70", 5)
    use(game, army)
    assert game.s.bearer[mumak] == army and game.s.twilight == 0
    game, army, _m = _army("5_70", 2)
    assert not can(game, "use", army)
    game, army, mumak = _army("5_70", 4)
    use(game, army)
    assert game.s.zone[mumak] == "discard" and game.s.twilight == 1
    for item in ("5_64", "4_247"):  # a War-warg (an Isengard Flanker could bear it); a
        game, army, other = _army("5_70", 10, item, rider=item == "5_64")  # Southron Bow
        if can(game, "use", army):
            use(game, army)
        assert game.s.zone[other] == "discard", item


def test_mumak_bearer_a_southron_fierce_and_adds_two_when_bearer_wins():
    """Mûmak (5_73): "Bearer must be a Southron. Bearer is fierce. Each time bearer wins
    a skirmish, you may add (2)." Not on an Orc Soldier; another minion winning: no."""
    allowed, (army, _orc) = _mumak_bearers()
    assert allowed == {army}
    for bears, who_wins in ((True, "bearer"), (False, "bearer"), (True, "other")):
        sc = Scenario()
        sam = sc.companion("1_311")
        army = sc.minion("5_70")
        orc = sc.minion(ORC_SOLDIER)
        if bears:
            sc.bear(army, "5_73")
        sc.assign(army if who_wins == "bearer" else orc, sam)
        game = sc.at_site(6).start("skirmishes")
        assert stats.keyword(game, army, "fierce") == (1 if bears else 0)
        assert stats.keyword(game, orc, "fierce") == 0
        pass_until(game, "skirmish_resolved")
        mumak = next((c for c, d in enumerate(game.s.defs) if d == "5_73"), -1)
        offered = bears and who_wins == "bearer"
        assert can(game, "resolve", mumak) == offered, (bears, who_wins)
        if offered:
            before = game.s.twilight
            act(game, "resolve", mumak)
            assert game.s.twilight == before + 2


def _mumak_bearers():
    sc = Scenario()
    sc.companion("1_97")
    army = sc.minion("5_70")
    orc = sc.minion(ORC_SOLDIER)
    item = sc.hand("5_73")
    game = sc.twilight(5).at_site(6).start("shadow")
    return {a.target for a in game.legal_actions() if a.kind == "play" and a.card == item}, \
        (army, orc)


def _southron_cost(card: str, spotted: str | None) -> int:
    sc = Scenario()
    sc.companion("1_97")
    if spotted:
        sc.minion(spotted)
    c = sc.hand(card)
    game = sc.twilight(10).at_site(4).start("shadow")
    return playing.twilight_cost(game, c, 1)


def test_southron_marcher_costs_two_less_while_you_spot_a_southron():
    """Southron Marcher (5_74): "Ambush (2). While you can spot a Southron, this
    minion's twilight cost is -2." Not for an Orc Soldier."""
    assert [_southron_cost("5_74", s) for s in ("5_70", ORC_SOLDIER, None)] == [2, 4, 4]


def test_southron_runner_costs_two_less_while_you_spot_a_southron():
    """Southron Runner (5_75): "While you can spot a Southron, this minion's twilight
    cost is -2.\""""
    assert [_southron_cost("5_75", s) for s in ("5_70", ORC_SOLDIER, None)] == [1, 3, 3]


def _traveler(traveler_id: str, target: str, twilight: int = 3):
    sc = Scenario()
    sc.companion("4_49")
    sc.companion("4_74")
    traveler = sc.minion(traveler_id)
    m = sc.minion(target)
    ev = sc.hand("4_53")
    game = sc.twilight(twilight).at_site(6).start("maneuver")
    act(game, "play", ev)
    act(game, "choose", m)
    return game, traveler, m


def test_southron_traveler_removes_three_to_prevent_a_wound_to_a_southron():
    """Southron Traveler (5_76): "Response: If a Southron is about to take a wound,
    remove (3) to prevent that wound." Quick As May Be wounds an Army of Haradrim: the
    wound is prevented; not for an Orc Soldier; not with (2) in the pool (+1 played)."""
    game, traveler, army = _traveler("5_76", "5_70")
    act(game, "resolve", traveler)
    assert game.s.wounds[army] == 0 and game.s.twilight == 1
    game, traveler, orc = _traveler("5_76", ORC_SOLDIER)
    assert not can(game, "resolve", traveler) and game.s.wounds[orc] == 1
    game, traveler, army = _traveler("5_76", "5_70", twilight=1)
    assert not can(game, "resolve", traveler) and game.s.wounds[army] == 1


def _gate(minion: str, burdens: int = 0, companions: int = 1):
    sc = Scenario()
    for _ in range(companions):
        sc.companion("1_311")
    sc.burdens(burdens)
    m = sc.hand(minion)
    again = sc.hand(ORC_SOLDIER)
    sc.draw_top(ORC_SOLDIER)
    top = sc.draw_top(ORC_SOLDIER)
    game = sc.twilight(10).at_site(6).start("shadow")
    act(game, "play", m)
    return game, m, top, again


def _drew_one_once(game, m, top, again) -> None:
    """One card drawn (the top one, not the next); another minion played later: the
    text does not come again."""
    act(game, "resolve", m)
    assert game.s.zone[top] == "hand" and game.s.wounds[m] == 1
    assert len([c for c in game.s.piles[1]["hand"] if game.s.defs[c] == ORC_SOLDIER]) == 2
    act(game, "play", again)
    assert not can(game, "resolve", m)


def _only_when_played(game, m, top, again) -> None:
    """Declined; another minion played later: the text does not come again."""
    act(game, "pass")
    act(game, "play", again)
    assert not can(game, "resolve", m) and game.s.zone[top] == "draw"


def test_gate_trooper_exerts_and_spots_five_burdens_to_draw():
    """Gate Trooper (5_98): "When you play this minion, you may exert him and spot 5
    burdens to draw a card.\""""
    _drew_one_once(*_gate("5_98", burdens=5))
    _only_when_played(*_gate("5_98", burdens=5))
    game, m, _top, _a = _gate("5_98", burdens=4)
    assert not can(game, "resolve", m)


def test_gate_veteran_exerts_and_spots_six_companions_to_draw():
    """Gate Veteran (5_99): "When you play this minion, you may exert him and spot 6
    companions to draw a card.\""""
    _drew_one_once(*_gate("5_99", companions=5))  # and Frodo
    _only_when_played(*_gate("5_99", companions=5))
    game, m, _top, _a = _gate("5_99", companions=4)
    assert not can(game, "resolve", m)


# --- Sauron trackers -------------------------------------------------------------------

def _tracker_position(tracker: str | None, site: int):
    sc = Scenario()
    sc.companion("1_97")
    t = sc.minion(tracker) if tracker else -1
    orc = sc.minion(ORC_SOLDIER)  # site 6
    runner = sc.minion("1_178")  # a [moria] Orc, site 4
    troll = sc.minion("6_103")  # a [sauron] Troll, site 6
    in_hand = sc.hand(ORC_SOLDIER)
    game = sc.twilight(20).at_site(site).start("shadow")
    assert stats.site_number(game, troll) == 6 and stats.site_number(game, runner) == 4
    return game, t, orc, runner, in_hand


def test_orc_cutthroat_sauron_orcs_site_number_minus_three():
    """Orc Cutthroat (5_104): "Tracker. The site number of each [sauron] Orc is -3."
    At site 3 an Orc Soldier (6) and the Cutthroat (6) do not roam; a Goblin Runner
    ([moria], 4) does; an Orc Soldier played from hand costs no roaming +2."""
    game, t, orc, runner, in_hand = _tracker_position("5_104", 3)
    assert [playing.is_roaming(game, c) for c in (t, orc, runner)] == [False, False, True]
    _g, _t, _o, _r, in_hand0 = _tracker_position(None, 3)
    assert playing.twilight_cost(game, in_hand, 1) + 2 == playing.twilight_cost(_g, in_hand0, 1)
    game, t, orc, _r, _h = _tracker_position("5_104", 2)  # 6 - 3 = 3 > 2: roaming
    assert playing.is_roaming(game, orc)


def test_orc_cutthroat_discards_another_sauron_orc_and_exerts_to_wound_his_companion():
    """Orc Cutthroat (5_104): "Skirmish: Discard another [sauron] Orc and exert Orc
    Cutthroat to wound a companion he is skirmishing." Not with only a Goblin Runner."""
    for other, works in ((ORC_SOLDIER, True), ("1_178", False), ("6_103", False)):
        sc = Scenario()
        boromir = sc.companion("1_97")
        cut = sc.minion("5_104")
        fodder = sc.minion(other)  # a Goblin Runner ([moria]); a Gate Troll (no Orc)
        sc.assign(cut, boromir)
        game = sc.twilight(0).at_site(6).start("skirmishes")
        while game.decision.player != 1:
            act(game, "pass")
        assert can(game, "use", cut) == works, other
        if works:
            use(game, cut)
            assert game.s.zone[fodder] == "discard" and game.s.wounds[cut] == 1
            assert game.s.wounds[boromir] == 1
    sc = Scenario()  # skirmishing an ally (Orophin): no companion to wound
    cut = sc.minion("5_104")
    sc.minion(ORC_SOLDIER)
    sc.assign(cut, sc.ally("1_56"))
    game = sc.twilight(0).at_site(6).start("skirmishes")
    while game.decision.player != 1:
        act(game, "pass")
    assert not can(game, "use", cut)


def _played_tracker(tracker: str, twilight: int, hand: int):
    sc = Scenario()
    sc.companion("1_97")
    t = sc.hand(tracker)
    cards = [sc.hand(ORC_SOLDIER) for _ in range(hand)]
    sc.draw_top("1_178")
    top = sc.draw_top(ORC_SOLDIER)
    game = sc.twilight(twilight).at_site(6).start("shadow")
    act(game, "play", t)
    return game, t, cards, top


def _drew_only_the_top(game, top) -> None:
    """One card drawn: the top Orc Soldier, not the Goblin Runner under it."""
    assert game.s.zone[top] == "hand"
    assert not any(game.s.defs[c] == "1_178" for c in game.s.piles[1]["hand"])


def test_orc_pursuer_site_number_minus_one_and_exerts_removing_two_to_draw():
    """Orc Pursuer (5_108): "The site number of each [sauron] Orc is -1. When you play
    this minion, you may exert him and remove (2) to draw a card.\""""
    game, t, orc, runner, _h = _tracker_position("5_108", 5)
    assert [playing.is_roaming(game, c) for c in (t, orc)] == [False, False]
    game, t, orc, runner, _h = _tracker_position("5_108", 4)
    assert playing.is_roaming(game, orc)  # 6 - 1 = 5 > 4
    game, t, orc, runner, _h = _tracker_position("5_108", 3)
    assert playing.is_roaming(game, runner)  # [moria]: 4 > 3
    game, t, cards, top = _played_tracker("5_108", 6, 1)  # 2 to play, 4 left
    act(game, "resolve", t)
    _drew_only_the_top(game, top)
    assert game.s.twilight == 2 and game.s.wounds[t] == 1
    game, t, cards, top = _played_tracker("5_108", 9, 1)
    act(game, "pass")  # declined; another minion played: not offered again
    act(game, "play", cards[0])
    assert not can(game, "resolve", t)
    game, t, _c, _top = _played_tracker("5_108", 3, 0)
    assert not can(game, "resolve", t)


def test_orc_runner_site_number_minus_one_and_exerts_discarding_two_to_draw():
    """Orc Runner (5_109): "The site number of each [sauron] Orc is -1. When you play
    this minion, you may exert him and discard 2 cards from hand to draw a card.\""""
    game, t, orc, _r, _h = _tracker_position("5_109", 5)
    assert not playing.is_roaming(game, orc) and not playing.is_roaming(game, t)
    game, t, orc, runner, _h = _tracker_position("5_109", 3)
    assert playing.is_roaming(game, runner)  # [moria]: 4 > 3
    game, t, cards, top = _played_tracker("5_109", 6, 3)
    act(game, "resolve", t)
    if game.decision.kind == "choose":
        act(game, "choose", cards[0])
        act(game, "choose", cards[1])
    _drew_only_the_top(game, top)
    assert game.s.wounds[t] == 1
    assert [game.s.zone[c] for c in cards] == ["discard", "discard", "hand"]
    game, t, cards, top = _played_tracker("5_109", 9, 3)
    act(game, "pass")  # declined; another minion played: not offered again
    act(game, "play", cards[0])
    assert not can(game, "resolve", t)
    game, t, _c, _top = _played_tracker("5_109", 2, 1)
    assert not can(game, "resolve", t)


def _scimitar(scimitar_id: str, controlled: int):
    sc = Scenario()
    sc.companion("1_97")
    rider = sc.minion("5_67")
    second = sc.minion("5_67")
    uruk = sc.minion("5_63")  # [isengard] Uruk-hai: no Orc
    orc = sc.minion(ORC_SOLDIER)  # [sauron] Orc
    item = sc.hand(scimitar_id)
    again = sc.hand(scimitar_id)
    game = sc.twilight(5).at_site(4).start("shadow")
    for site in [c for c in game.s.path if c >= 0][:controlled]:
        game.s.controller[site] = 1
    return game, item, again, rider, (second, uruk, orc)


def test_isengard_scimitar_bearer_an_isengard_orc_adds_one_per_site_you_control():
    """Isengard Scimitar (5_54): "Bearer must be an [isengard] Orc. When you play this
    weapon, you may add (1) for each site you control." 2 sites controlled: +2."""
    game, item, again, rider, (second, _u, _o) = _scimitar("5_54", 2)
    assert {a.target for a in game.legal_actions() if a.card == item} == {rider, second}
    act(game, "play", item, rider)
    before = game.s.twilight
    act(game, "resolve", item)
    assert game.s.twilight == before + 2
    game, item, again, rider, _o = _scimitar("5_54", 0)
    act(game, "play", item, rider)
    if can(game, "resolve", item):
        act(game, "resolve", item)
    assert game.s.twilight == 5  # nothing controlled: (0) cost, (0) added
    game, item, again, rider, (second, _u, _o) = _scimitar("5_54", 1)
    act(game, "play", item, rider)
    act(game, "pass")  # declined
    assert game.s.twilight == 5
    act(game, "play", again, second)
    assert not can(game, "resolve", item)  # only when this weapon is played


def _wall(wall_id: str, twilight: int, minion: bool = True, moves: int = 1):
    from cardtest import at_site  # noqa: PLC0415

    sc = at_site(wall_id)
    sc.at_site(7, moves=moves)
    sc.companion("1_97")
    if minion:
        sc.minion(ORC_SOLDIER)
    game = sc.twilight(twilight).start("regroup")
    wall = next(c for c, d in enumerate(game.s.defs) if d == wall_id)
    assert not can(game, "use", wall)  # the Free Peoples player has no minion of his
    act(game, "pass")
    return game, wall


def test_hornburg_wall_spot_your_minion_remove_nine_to_make_the_fellowship_move_again():
    """Hornburg Wall (5_118): "Regroup: Spot your minion and remove (9) to make the
    fellowship move again this turn (if the move limit allows)." The Free Peoples
    player is then offered only to move; not with (8), nor without a minion; at the
    move limit nothing changes."""
    game, wall = _wall("5_118", 9)
    act(game, "use", wall)
    assert game.s.twilight == 0
    pass_until(game, decision_kind="move_again")
    assert [a.kind for a in game.legal_actions()] == ["move"]
    for twilight, minion in ((8, True), (9, False)):
        game, wall = _wall("5_118", twilight, minion)
        assert not can(game, "use", wall), (twilight, minion)
    game, wall = _wall("5_118", 9)  # not used: the player may stay
    pass_until(game, decision_kind="move_again")
    assert {a.kind for a in game.legal_actions()} == {"move", "stay"}
    game, wall = _wall("5_118", 9, moves=2)  # the move limit (2) is reached
    act(game, "use", wall)
    events = pass_until(game, "turn_ended")
    assert game.s.counters.get("must_move") is None and events


def test_caverns_of_isengard_the_win_waits_until_the_shadow_players_reconcile():
    """Caverns of Isengard (5_120): "The Free Peoples player wins the game only if the
    Ring-bearer survives until Shadow players reconcile." There, the regroup phase is
    played before the win; at another site 9 the game ends after the skirmishes."""
    from cardtest import at_site  # noqa: PLC0415

    for site, regroup in (("5_120", True), ("1_361", False)):
        sc = at_site(site)
        sc.companion("1_97")
        sc.minion("1_178")
        game = sc.start("maneuver")
        events = pass_until(game, "game_won")
        assert any(e.kind == "phase_started" and "Regroup" in e.text
                   for e in events) == regroup, site
        assert game.s.outcome is not None
