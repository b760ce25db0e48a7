"""Set 6 (Ents of Fangorn) cards of the starters that needed stacking in the card
language (issue 18, helper gaps-a): stacking a discarded Orc on a condition ("a regroup
action": the ``during_action`` condition), cards stacked here as a cost (``from =
"stacked"``), and abilities used while stacked (``while_stacked``)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import effects
from ringtable.testing import act, can

BOROMIR, ARAGORN, LEGOLAS, GIMLI, ARWEN = "1_97", "1_365", "1_51", "1_13", "1_30"
URUK_SOLDIER, RUNNER, VENGEANCE = "1_154", "1_178", "1_106"  # [isengard] Uruk-hai, [moria] Orc


def _regroup(gnawing_id: str, mechanics_id: str = "6_68", companions=(BOROMIR,),
             extra=(), fp_hand=()):
    """Regroup phase: Gnawing in the Shadow support area, Isengard Mechanics and the
    ``extra`` minions in play; the Free Peoples player passes first."""
    sc = Scenario()
    chars = [sc.companion(c) for c in companions]
    gnawing = sc.support(gnawing_id, player=1)
    mechanics = sc.minion(mechanics_id)
    others = [sc.minion(m) for m in extra]
    hand = [sc.hand(c, player=0) for c in fp_hand]
    game = sc.at_site(4).start("regroup")
    return game, gnawing, mechanics, others, chars, hand


def test_gnawing_stacks_an_isengard_orc_a_regroup_action_discards():
    """Gnawing, Biting, Hacking, Burning (6_63), Iron Fist of the Orc (6_64), Scaffolding
    (6_73): "Each time a regroup action discards an [isengard] Orc, you may stack that
    Orc on this card." Isengard Mechanics (6_68) discards an Isengard Builder (its cost):
    the Builder is stacked on the card."""
    for card in ("6_63", "6_64", "6_73"):
        game, host, mechanics, (builder,), _c, _h = _regroup(card, "6_68", extra=("6_66",))
        act(game, "pass")  # the Free Peoples player
        act(game, "use", mechanics, value=0)
        if game.decision.kind == "choose" and builder in game.decision.cards:
            act(game, "choose", builder)
        assert game.decision.kind == "optional_trigger" and game.decision.player == 1, card
        act(game, "resolve", host)
        assert game.s.zone[builder] == "stacked" and game.s.bearer[builder] == host, card


def test_gnawing_may_decline_and_ignores_other_discards():
    """Gnawing (6_63), Iron Fist of the Orc (6_64), Scaffolding (6_73): "you may":
    declined, the Orc stays in the discard pile. Gondor's Vengeance (a Free Peoples
    regroup action) discarding a Goblin Runner ([moria]) or an Uruk Soldier ([isengard],
    an Uruk-hai) offers nothing; discarding an Isengard Builder offers the stack."""
    for card in ("6_63", "6_64", "6_73"):
        game, _h, mechanics, (builder,), _c, _fp = _regroup(card, "6_68", extra=("6_66",))
        act(game, "pass")
        act(game, "use", mechanics, value=0)
        if game.decision.kind == "choose" and builder in game.decision.cards:
            act(game, "choose", builder)
        act(game, "pass")  # decline
        assert game.s.zone[builder] == "discard", card
        for victim, offered in ((RUNNER, False), (URUK_SOLDIER, False), ("6_66", True)):
            game, _h, _m, (minion,), _c, (vengeance,) = _regroup(
                card, "6_68", companions=(ARAGORN,), extra=(victim,), fp_hand=(VENGEANCE,))
            act(game, "play", vengeance)
            if game.decision.kind == "choose":
                act(game, "choose", minion)
            assert game.s.zone[minion] == "discard", (card, victim)
            stacked = game.decision is not None and game.decision.kind == "optional_trigger"
            assert stacked == offered, (card, victim)


def test_gnawing_ignores_the_discard_at_the_end_of_the_turn():
    """Gnawing (6_63), Iron Fist of the Orc (6_64), Scaffolding (6_73): "a regroup
    *action*": the minions discarded at the end of the turn (the rules, not an action)
    are not offered."""
    for card in ("6_63", "6_64", "6_73"):
        game, _h, mechanics, (builder,), _c, _fp = _regroup(card, "6_68", extra=("6_66",))
        kinds = []
        while game.s.zone[builder] != "discard":
            kinds.append(game.decision.kind)
            options = game.legal_actions()
            game.apply(next((a for a in options if a.kind in ("pass", "stay")), options[0]))
        assert game.s.zone[mechanics] == "discard" and "optional_trigger" not in kinds, card
        assert game.decision.kind != "optional_trigger", card


def test_gnawing_ignores_a_discard_by_an_action_of_another_phase():
    """Gnawing (6_63), Iron Fist of the Orc (6_64), Scaffolding (6_73): "a *regroup*
    action": What Are They? (Maneuver: spot a ranger to discard a roaming minion)
    discarding a roaming Isengard Builder offers nothing."""
    for card in ("6_63", "6_64", "6_73"):
        sc = Scenario()
        sc.companion(ARAGORN)
        sc.support(card, player=1)
        builder = sc.minion("6_66")  # site 4: roaming at site 2
        event = sc.hand("1_119", player=0)
        game = sc.at_site(2).start("maneuver")
        act(game, "play", event)
        assert game.s.zone[builder] == "discard", card
        assert game.decision.kind != "optional_trigger", card


def _shadow(gnawing_id: str, stacked: int, twilight: int, elsewhere: int = 0,
            in_discard: tuple[str, ...] = ("6_66", RUNNER)):
    """Shadow phase at site 4: Gnawing with ``stacked`` Builders stacked on it (and
    ``elsewhere`` on a second Gnawing); ``in_discard`` in the Shadow discard pile."""
    sc = Scenario()
    gnawing = sc.support(gnawing_id, player=1)
    second = sc.support(gnawing_id, player=1)
    piles = [sc.discard("6_66", player=1) for _ in range(stacked + elsewhere)]
    found = [sc.discard(c, player=1) for c in in_discard]
    game = sc.twilight(twilight).at_site(4).start("shadow")
    for k, c in enumerate(piles):
        effects.stack(game, c, gnawing if k < stacked else second)
    return game, gnawing, piles, found


def test_gnawing_discards_2_stacked_cards_and_removes_1_to_play_an_isengard_orc():
    """Gnawing (6_63): "Shadow: Discard 2 cards stacked here and remove (1) to play an
    [isengard] Orc from your discard pile." Two Builders stacked here are discarded, (1)
    removed, then the Builder in the discard pile (cost 3) is played, not the [moria]
    Goblin Runner nor the Uruk Soldier (an [isengard] Uruk-hai)."""
    game, gnawing, stacked, (builder, runner, uruk) = _shadow(
        "6_63", 2, 1 + 4, in_discard=("6_66", RUNNER, URUK_SOLDIER))
    act(game, "use", gnawing)
    assert game.decision.kind != "choose"  # the Builder is the one [isengard] Orc there
    assert all(game.s.zone[c] == "discard" for c in stacked)
    assert game.s.zone[builder] == "minions" and game.s.zone[runner] == "discard"
    assert game.s.zone[uruk] == "discard"  # an Uruk-hai (2 + roaming 2): affordable
    assert game.s.twilight == 5 - 1 - 3


def test_gnawing_needs_2_cards_stacked_here_and_1_twilight():
    """Gnawing (6_63): one card stacked here (another on a second Gnawing) is not enough;
    two stacked here with an empty pool cannot remove (1)."""
    game, gnawing, _s, _f = _shadow("6_63", 1, 4, elsewhere=1)
    assert not can(game, "use", gnawing)
    game, gnawing, _s, _f = _shadow("6_63", 2, 0, in_discard=(RUNNER,))
    assert not can(game, "use", gnawing)


def _stacked_on(card: str, host: str, regroup_minions=(), twilight: int = 0):
    """Regroup: ``card`` stacked on ``host`` (in the Shadow support area)."""
    sc = Scenario()
    support = sc.support(host, player=1)
    stacked = sc.discard(card, player=1)
    for m in regroup_minions:
        sc.minion(m)
    game = sc.twilight(twilight).at_site(4).start("regroup")
    effects.stack(game, stacked, support)
    act(game, "pass")  # the Free Peoples player
    return game, stacked, support


def test_isengard_builder_stacked_on_an_isengard_card_discards_itself_to_add_2():
    """Isengard Builder (6_66): "Regroup: If stacked on an [isengard] card, discard this
    card to add (2)." Stacked on Gnawing: used, it is discarded and (2) added."""
    game, builder, _host = _stacked_on("6_66", "6_63")
    use_ok = can(game, "use", builder)
    act(game, "use", builder)
    assert use_ok and game.s.zone[builder] == "discard" and game.s.twilight == 2


def test_isengard_builder_not_from_play_nor_on_another_culture():
    """Isengard Builder (6_66): stacked on Orc Banner (a [sauron] condition) it cannot be
    used; in play as a minion neither."""
    game, builder, _host = _stacked_on("6_66", "1_263")  # Orc Banner: [sauron]
    assert not can(game, "use", builder)
    sc = Scenario()
    minion = sc.minion("6_66")
    sc.support("6_63", player=1)
    game = sc.at_site(4).start("regroup")
    act(game, "pass")
    assert not can(game, "use", minion)


def test_isengard_mechanics_discards_an_isengard_orc_to_make_the_fp_wound_companions():
    """Isengard Mechanics (6_68): "Regroup: Discard an [isengard] Orc to make the Free
    Peoples player wound a companion (or 2 companions if you spot 6 companions)." With 2
    companions the Free Peoples player chooses 1 to wound; with 6, 2 are wounded."""
    for companions in ((BOROMIR,), (BOROMIR, ARAGORN, LEGOLAS, GIMLI, ARWEN)):
        game, _g, mechanics, (builder,), chars, _h = _regroup(
            "6_63", "6_68", companions=companions, extra=("6_66",))
        act(game, "pass")
        act(game, "use", mechanics, value=0)
        act(game, "choose", builder)
        if game.decision.kind == "optional_trigger":
            act(game, "pass")  # Gnawing: not stacked
        d = game.decision
        assert d.kind == "choose" and d.player == 0 and set(d.cards) == {0, *chars}  # Frodo
        act(game, "choose", chars[0])
        assert game.s.zone[builder] == "discard"
        if len(companions) == 1:  # with Frodo: 2 companions, one wound
            assert game.s.wounds[chars[0]] == 1
    act(game, "choose", chars[1])  # with Frodo: 6 companions, a second wound
    assert [game.s.wounds[c] for c in chars] == [1, 1, 0, 0, 0]


def test_isengard_mechanics_needs_an_isengard_orc_to_discard():
    """Isengard Mechanics (6_68): an Uruk Soldier ([isengard] Uruk-hai) or a Goblin
    Runner ([moria] Orc) cannot pay; the Mechanics itself can."""
    game, _g, mechanics, _o, _c, _h = _regroup("6_63", "6_68", extra=(URUK_SOLDIER, RUNNER))
    act(game, "pass")
    act(game, "use", mechanics, value=0)
    assert game.s.zone[mechanics] == "discard"


def test_isengard_mechanics_stacked_spots_an_isengard_orc_and_discards_itself_to_add_3():
    """Isengard Mechanics (6_68): "Regroup: If this minion is stacked on an [isengard]
    card, spot an [isengard] Orc and discard this minion to add (3)." Stacked on Gnawing
    with a Builder in play: (3) added; with only a Goblin Runner ([moria]) or an Uruk
    Soldier (an Uruk-hai) in play: not usable; on a [sauron] card: not usable."""
    game, mechanics, _host = _stacked_on("6_68", "6_63", regroup_minions=("6_66",))
    act(game, "use", mechanics, value=1)
    assert game.s.zone[mechanics] == "discard" and game.s.twilight == 3
    game, mechanics, _host = _stacked_on("6_68", "6_63", regroup_minions=(RUNNER, URUK_SOLDIER))
    assert not can(game, "use", mechanics)
    game, mechanics, _host = _stacked_on("6_68", "1_263", regroup_minions=("6_66",))
    assert not can(game, "use", mechanics)


# --- Iron Fist of the Orc, Isengard Tender, Scaffolding --------------------------------------

def _iron_fist(card: str, stacked: int, twilight: int = 1):
    """Regroup: Iron Fist with ``stacked`` Builders on it; Boromir bears Athelas (a Free
    Peoples possession), a Warg-rider a Warg (a Shadow possession)."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    athelas = sc.bear(boromir, "1_94")
    rider = sc.minion("5_67")
    warg = sc.bear(rider, "5_65")
    fist = sc.support(card, player=1)
    piles = [sc.discard("6_66", player=1) for _ in range(stacked)]
    game = sc.twilight(twilight).at_site(4).start("regroup")
    for c in piles:
        effects.stack(game, c, fist)
    act(game, "pass")  # the Free Peoples player
    return game, fist, piles, athelas, warg


def test_iron_fist_discards_3_stacked_and_removes_1_to_discard_a_fp_possession():
    """Iron Fist of the Orc (6_64): "Regroup: Discard 3 cards stacked here and remove (1)
    to discard a Free Peoples possession." Athelas is discarded, not the Warg; with 2
    stacked cards, or an empty pool, it cannot be used."""
    game, fist, piles, athelas, warg = _iron_fist("6_64", 3)
    act(game, "use", fist)
    assert all(game.s.zone[c] == "discard" for c in piles) and game.s.twilight == 0
    assert game.s.zone[athelas] == "discard" and game.s.zone[warg] == "attached"
    game, fist, _p, _a, _w = _iron_fist("6_64", 2)
    assert not can(game, "use", fist)
    game, fist, _p, _a, _w = _iron_fist("6_64", 3, twilight=0)
    assert not can(game, "use", fist)


def test_isengard_tender_stacked_discards_itself_and_removes_2_to_exhaust_a_companion():
    """Isengard Tender (6_70): "Regroup: If stacked on an [isengard] card, discard this
    card and remove (2) to exhaust a companion." On Gnawing with (2): Boromir (vitality 3)
    is exhausted (chosen over Frodo); with (1), or on Orc Banner ([sauron]): not usable."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    host = sc.support("6_63", player=1)
    tender = sc.discard("6_70", player=1)
    game = sc.twilight(2).at_site(4).start("regroup")
    effects.stack(game, tender, host)
    act(game, "pass")
    act(game, "use", tender)
    # discarding it is a regroup action discarding an [isengard] Orc: Gnawing may stack
    # it again (declined)
    assert game.decision.kind == "optional_trigger"
    act(game, "pass")
    assert game.decision.kind == "choose" and set(game.decision.cards) == {0, boromir}
    act(game, "choose", boromir)
    assert game.s.wounds[boromir] == 2 and game.s.zone[tender] == "discard"
    assert game.s.twilight == 0
    game, tender, _h = _stacked_on("6_70", "6_63", twilight=1)
    assert not can(game, "use", tender)
    game, tender, _h = _stacked_on("6_70", "1_263", twilight=2)
    assert not can(game, "use", tender)


def _scaffold(card: str, stacked: int, minion: str = "6_66"):
    """``minion`` (an Isengard Builder: 7, vitality 3) loses to Boromir made 10; the
    Scaffolding holds ``stacked`` Builders."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    m = sc.minion(minion)
    sc.assign(m, boromir)
    scaffold = sc.support(card, player=1)
    piles = [sc.discard("6_66", player=1) for _ in range(stacked)]
    game = sc.at_site(4).start("skirmishes")
    for c in piles:
        effects.stack(game, c, scaffold)
    game.s.mods = game.s.mods + [(boromir, "strength", 3, "skirmish", -1)]  # 10: no overwhelm
    act(game, "pass")
    act(game, "pass")  # the skirmish resolves: the minion is about to take a wound
    return game, scaffold, piles, m


def test_scaffolding_discards_2_stacked_to_prevent_a_wound_to_an_isengard_orc():
    """Scaffolding (6_73): "Response: If an [isengard] Orc is about to take a wound,
    discard 2 cards stacked here to prevent that wound." The Builder's wound is
    prevented; the 2 stacked cards are discarded."""
    game, scaffold, piles, builder = _scaffold("6_73", 2)
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", scaffold)
    assert game.s.wounds[builder] == 0 and all(game.s.zone[c] == "discard" for c in piles)


def test_scaffolding_needs_2_stacked_and_an_isengard_orc():
    """Scaffolding (6_73): one card stacked, or a Moria Scout ([moria]) or an Uruk Brood
    (an [isengard] Uruk-hai) wounded: nothing is offered."""
    for stacked, minion in ((1, "6_66"), (2, "1_191"), (2, "1_145")):
        game, _s, _p, m = _scaffold("6_73", stacked, minion)
        assert game.decision is None or game.decision.kind != "optional_trigger", minion
        assert game.s.wounds[m] >= 1, minion
