"""Set 4 (The Two Towers) cards that needed a rule the engine lacked (issue 18, helper
gaps-a): "If Sam wins this skirmish" (an effect waiting for the skirmish,
engine/delayed.py)."""

from __future__ import annotations

from cardtest import Scenario, strength

from ringtable.engine import effects, stats
from ringtable.testing import act, can

SAM, MERRY, BOROMIR = "1_311", "1_302", "1_97"
RUNNER, SCOUT = "1_178", "1_191"  # Goblin Runner (5), Moria Scout (6)


def _impatient(card: str, minion: str = RUNNER, who: str = SAM, wounds: int = 0):
    """``who`` (Sam: 3, vitality 4) skirmishes ``minion``; 2 burdens; the event in hand."""
    sc = Scenario()
    sam = sc.companion(who)
    sc.wounds(sam, wounds)
    m = sc.minion(minion)
    sc.assign(m, sam)
    sc.burdens(2)
    event = sc.hand(card, player=0)
    game = sc.start("skirmishes")
    return game, event, sam, m


def test_impatient_and_angry_sam_wins_and_a_burden_may_be_removed():
    """Impatient and Angry (4_307): "Skirmish: Exert Sam to make him strength +3. If Sam
    wins this skirmish, you may remove a burden." Sam (3 + 3) beats the Goblin Runner
    (5): a burden is removed."""
    game, event, sam, _m = _impatient("4_307")
    act(game, "play", event)
    assert game.s.wounds[sam] == 1 and strength(game, sam) == 6
    act(game, "pass")  # the Shadow player
    act(game, "pass")
    assert game.decision.kind == "optional_trigger" and game.decision.player == 0
    act(game, "resolve", event)
    assert game.s.burdens[0] == 1


def test_impatient_and_angry_may_decline_and_nothing_when_sam_loses():
    """Impatient and Angry (4_307): "you may": declined, the burdens stay; Sam (6)
    against a Moria Scout (6) loses the tie: nothing is offered."""
    game, event, _sam, _m = _impatient("4_307")
    act(game, "play", event)
    act(game, "pass")
    act(game, "pass")
    act(game, "pass")  # decline
    assert game.s.burdens[0] == 2
    game, event, _sam, _m = _impatient("4_307", minion=SCOUT)
    act(game, "play", event)
    act(game, "pass")
    act(game, "pass")
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert game.s.burdens[0] == 2


def test_impatient_and_angry_needs_sam_able_to_exert():
    """Impatient and Angry (4_307): "Exert Sam": an exhausted Sam, or Merry instead of
    Sam, and it cannot be played."""
    game, event, _s, _m = _impatient("4_307", wounds=3)
    assert not can(game, "play", event)
    game, event, _s, _m = _impatient("4_307", who=MERRY)
    assert not can(game, "play", event)


# --- Courtesy of My Hall, Dwarven Foresight: cards stacked on [dwarven] conditions -----------

GIMLI, LEGOLAS = "1_13", "1_51"


def test_courtesy_of_my_hall_stacks_a_card_from_the_discard_pile_when_played():
    """Courtesy of My Hall (4_44): "When you play this condition, stack a card from your
    discard pile here." The one card of the discard pile is stacked; the other player's
    discard pile is not read."""
    sc = Scenario()
    sc.companion(GIMLI)
    courtesy = sc.hand("4_44", player=0)
    mine = sc.discard(LEGOLAS, player=0)
    theirs = sc.discard(RUNNER, player=1)
    other = sc.hand("1_317", player=0)
    later = sc.hand(LEGOLAS, player=0)
    game = sc.start("fellowship")
    act(game, "play", courtesy)
    assert game.s.zone[mine] == "stacked" and game.s.bearer[mine] == courtesy
    assert game.s.zone[theirs] == "discard"
    game.s.move(later, "discard", 0)  # another card of the discard pile ...
    act(game, "play", other)  # ... is not stacked when another card is played
    assert game.s.zone[later] == "discard"


def _hall(card: str, stacked: tuple[str, ...]):
    """Courtesy of My Hall in play with ``stacked`` cards on it; Gimli and Legolas
    wounded."""
    sc = Scenario()
    gimli, legolas = sc.companion(GIMLI), sc.companion(LEGOLAS)
    sc.wounds(gimli, 1)
    sc.wounds(legolas, 1)
    hall = sc.support(card, player=0)
    piles = [sc.discard(c, player=0) for c in stacked]  # the Runner: a Shadow card he owns
    game = sc.start("fellowship")
    for c in piles:
        effects.stack(game, c, hall)
    return game, hall, piles, gimli, legolas


def test_courtesy_of_my_hall_discards_a_free_peoples_card_stacked_here_to_heal_a_dwarf():
    """Courtesy of My Hall (4_44): "Fellowship: Discard a Free Peoples card stacked here
    to heal a Dwarf." Legolas's card is discarded; Gimli (a Dwarf) is healed, not
    Legolas; with only a Goblin Runner (a Shadow card) stacked it cannot be used."""
    game, hall, (card,), gimli, legolas = _hall("4_44", (LEGOLAS,))
    act(game, "use", hall)
    assert game.s.zone[card] == "discard"
    assert game.s.wounds[gimli] == 0 and game.s.wounds[legolas] == 1
    game, hall, _p, _g, _l = _hall("4_44", (RUNNER,))
    assert not can(game, "use", hall)


def test_dwarven_foresight_takes_a_free_peoples_card_stacked_on_a_dwarven_condition():
    """Dwarven Foresight (4_45): "Fellowship: Spot a Dwarf to take a Free Peoples card
    stacked on a [dwarven] condition into hand." The Legolas card stacked on Courtesy of
    My Hall comes to hand, not the Goblin Runner (Shadow) stacked there; without a Dwarf
    it cannot be played."""
    sc = Scenario()
    sc.companion(GIMLI)
    hall = sc.support("4_44", player=0)
    fp_card, shadow_card = sc.discard(LEGOLAS, player=0), sc.discard(RUNNER, player=0)
    event = sc.hand("4_45", player=0)
    game = sc.start("fellowship")
    effects.stack(game, fp_card, hall)
    effects.stack(game, shadow_card, hall)
    act(game, "play", event)
    assert game.s.zone[fp_card] == "hand" and game.s.zone[shadow_card] == "stacked"
    sc2 = Scenario()
    sc2.companion(LEGOLAS)
    hall2 = sc2.support("4_44", player=0)
    card2 = sc2.discard(LEGOLAS, player=0)
    event2 = sc2.hand("4_45", player=0)
    game2 = sc2.start("fellowship")
    effects.stack(game2, card2, hall2)
    assert not can(game2, "play", event2)


def test_dwarven_foresight_ignores_cards_stacked_on_other_cards():
    """Dwarven Foresight (4_45): "stacked on a [dwarven] condition": Legolas cards stacked
    on The Shards of Narsil (a [gondor] artifact), First Level (a [gondor] condition) or
    Gimli (a [dwarven] companion) are not taken."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    hosts = [sc.support("3_44", player=0), sc.support("7_92", player=0), gimli]
    cards = [sc.discard(LEGOLAS, player=0) for _ in hosts]
    event = sc.hand("4_45", player=0)
    game = sc.start("fellowship")
    for card, host in zip(cards, hosts, strict=True):
        effects.stack(game, card, host)
    assert not can(game, "play", event)  # nothing it could take


# --- Axe of Erebor, Ever My Heart Rises ------------------------------------------------------

def _axe(card: str, conditions: int = 1, stacked: int = 0, host: str = "4_44"):
    """Gimli bears the Axe and skirmishes a Moria Scout; ``conditions`` copies of
    ``host`` in the support area, ``stacked`` Legolas cards stacked on the first."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    axe = sc.bear(gimli, card)
    sc.assign(sc.minion(SCOUT), gimli)
    sc.support("7_92", player=0)  # First Level: a [gondor] condition, never discarded
    halls = [sc.support(host, player=0) for _ in range(conditions)]
    piles = [sc.discard(LEGOLAS, player=0) for _ in range(stacked)]
    game = sc.start("skirmishes")
    for c in piles:
        effects.stack(game, c, halls[0])
    return game, axe, gimli, halls, piles


def test_axe_of_erebor_makes_gimli_damage_plus_1():
    """Axe of Erebor (4_41): "He is damage +1": Gimli (damage +1) is damage +2."""
    game, _axe_card, gimli, _h, _p = _axe("4_41")
    assert stats.keyword(game, gimli, "damage") == 2
    scout = next(c for c in range(len(game.s.defs)) if game.s.defs[c] == SCOUT)
    assert stats.keyword(game, scout, "damage") == 0  # only the bearer


def test_axe_of_erebor_discards_a_dwarven_condition_or_a_card_stacked_on_one():
    """Axe of Erebor (4_41): "Skirmish: Discard a [dwarven] condition or a card stacked
    on a [dwarven] condition to make Gimli strength +1." With Courtesy of My Hall and a
    card stacked on it, both are offered: the stacked card is discarded and Gimli is
    6 + 2 + 1; or the condition itself."""
    for option in (0, 1):
        game, axe, gimli, (hall,), (card,) = _axe("4_41", stacked=1)
        before = strength(game, gimli)
        act(game, "use", axe)
        assert game.decision.kind == "choose_option"
        act(game, "choose_option", value=option)
        assert strength(game, gimli) == before + 1, option
        gone = hall if option == 0 else card
        assert game.s.zone[gone] == "discard", option


def test_axe_of_erebor_needs_a_dwarven_condition():
    """Axe of Erebor (4_41): with only First Level (a [gondor] condition), The Shards of
    Narsil (a [gondor] artifact) and Gimli (a [dwarven] companion) with cards stacked on
    them, nothing can be discarded;
    with only a card-less Courtesy of My Hall, the condition is discarded (no choice)."""
    game, axe, gimli, _h, _p = _axe("4_41", stacked=2, host="3_44")
    legolas = [c for c in range(len(game.s.defs))
               if game.s.defs[c] == LEGOLAS and game.s.zone[c] == "stacked"]
    effects.stack(game, legolas[0], gimli)  # now on Gimli: a [dwarven] companion
    first_level = next(c for c in range(len(game.s.defs)) if game.s.defs[c] == "7_92")
    effects.stack(game, legolas[1], first_level)  # on a [gondor] condition
    assert not can(game, "use", axe)
    game, axe, gimli, (hall,), _p = _axe("4_41")
    before = strength(game, gimli)
    act(game, "use", axe)
    assert game.s.zone[hall] == "discard" and strength(game, gimli) == before + 1


def test_ever_my_heart_rises_stacks_the_top_6_cards_when_played():
    """Ever My Heart Rises (4_46): "When you play this condition, reveal the top 6 cards
    of your draw deck and stack them here." The 6 top cards are stacked, the 7th stays."""
    sc = Scenario()
    sc.companion(GIMLI)
    card = sc.hand("4_46", player=0)
    other = sc.hand("1_317", player=0)
    deep = sc.draw_top(LEGOLAS)
    tops = [sc.draw_top(LEGOLAS) for _ in range(6)]
    game = sc.twilight(0).start("fellowship")
    act(game, "play", card)
    assert all(game.s.zone[c] == "stacked" and game.s.bearer[c] == card for c in tops)
    assert game.s.zone[deep] == "draw"
    act(game, "play", other)  # another card played: nothing more is stacked
    assert game.s.zone[deep] == "draw"


def test_ever_my_heart_rises_spots_a_dwarf_and_discards_the_top_card_to_take_one():
    """Ever My Heart Rises (4_46): "Fellowship: Spot a Dwarf and discard the top card of
    your draw deck to take a Free Peoples card stacked here into hand." The top card is
    discarded and the stacked Legolas comes to hand (the stacked Goblin Runner, a Shadow
    card, cannot be taken); without a Dwarf it cannot be used."""
    for dwarf in (True, False):
        sc = Scenario()
        sc.companion(GIMLI if dwarf else LEGOLAS)
        heart = sc.support("4_46", player=0)
        fp_card, shadow_card = sc.discard(LEGOLAS, player=0), sc.discard(RUNNER, player=0)
        second = sc.draw_top(BOROMIR)
        top = sc.draw_top(BOROMIR)
        game = sc.start("fellowship")
        effects.stack(game, fp_card, heart)
        effects.stack(game, shadow_card, heart)
        if not dwarf:
            assert not can(game, "use", heart)
            continue
        act(game, "use", heart)
        assert game.s.zone[top] == "discard" and game.s.zone[fp_card] == "hand"
        assert game.s.zone[second] == "draw"  # only the top card
        assert game.s.zone[shadow_card] == "stacked"


# --- Thandronen: a minion stacked on a condition or a site -----------------------------------

def _thandronen(card: str, host: str, stacked: str = "6_66"):
    """Regroup at site 4: Thandronen (in play) and Legolas; ``stacked`` (the Shadow
    player's) stacked on ``host``: "gnawing" (a Shadow condition), "site" (the current
    site) or "minion" (a Moria Scout in play)."""
    sc = Scenario()
    thandronen = sc.companion(card)
    sc.companion(LEGOLAS)
    scout = sc.minion(SCOUT)
    gnawing = sc.support("6_63", player=1)
    piece = sc.discard(stacked, player=1)
    game = sc.at_site(4).start("regroup")
    where = {"gnawing": gnawing, "site": game.s.path[4], "minion": scout}[host]
    effects.stack(game, piece, where)
    return game, thandronen, piece


def test_thandronen_exerts_to_discard_a_minion_stacked_on_a_condition_or_a_site():
    """Thandronen (4_85): "Regroup: Exert Thandronen to discard a minion stacked on a
    condition or stacked on a site." An Isengard Builder stacked on Gnawing, Biting,
    Hacking, Burning, or on the fellowship's site, is discarded; Thandronen exerts."""
    for host in ("gnawing", "site"):
        game, thandronen, builder = _thandronen("4_85", host)
        act(game, "use", thandronen)
        assert game.s.zone[builder] == "discard" and game.s.wounds[thandronen] == 1, host


def test_thandronen_not_for_a_minion_stacked_elsewhere_nor_a_stacked_possession():
    """Thandronen (4_85): a Builder stacked on a minion, or a Warg (a possession) stacked
    on Gnawing: not usable."""
    for host, stacked in (("minion", "6_66"), ("gnawing", "5_65")):
        game, thandronen, _piece = _thandronen("4_85", host, stacked)
        assert not can(game, "use", thandronen), (host, stacked)


def test_thandronen_to_play_spots_an_elf():
    """Thandronen (4_85): "To play, spot an Elf": with Legolas he can be played; with
    only Gimli he cannot."""
    for other, ok in ((LEGOLAS, True), (GIMLI, False)):
        sc = Scenario()
        sc.companion(other)
        card = sc.hand("4_85", player=0)
        game = sc.start("fellowship")
        assert can(game, "play", card) == ok, other
