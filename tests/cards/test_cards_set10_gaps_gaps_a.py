"""Set 10 (Mount Doom) cards of the starters that needed a rule the engine lacked (issue
18, helper gaps-a): an effect that waits for "if that companion wins this skirmish"
(engine/delayed.py), whose damage bonus counts for the skirmish's wounds."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import effects
from ringtable.testing import act, can

BOROMIR, FARAMIR, LEGOLAS = "1_97", "4_116", "1_51"
SCOUT, TROLL = "1_191", "1_165"  # Moria Scout (6, vitality 2), Cave Troll of Moria (15)


def _end(card: str, minion: str = SCOUT, wounds: int = 2, extra: str = ""):
    """Boromir (7, vitality 3) with ``wounds`` against ``minion``; ``extra`` another
    companion (exhausted) out of the skirmish; the event in hand."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, wounds)
    other = -1
    if extra:
        if extra == "7_97":  # Gondorian Merchant, an ally of vitality 1: exhausted
            other = sc.ally(extra)
        else:
            other = sc.companion(extra)
            sc.wounds(other, 2)
    m = sc.minion(minion)
    sc.assign(m, boromir)
    event = sc.hand(card, player=0)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", boromir)
    return game, event, boromir, m, other


def _resolve(game) -> None:
    act(game, "pass")  # the Shadow player
    if game.decision.kind == "action":
        act(game, "pass")


def test_end_of_the_game_heals_the_companion_who_wins():
    """End of the Game (10_30): "Make an exhausted [gondor] companion strength +2. If
    that companion wins this skirmish, heal that companion ..." Boromir (exhausted) is 9
    against the Moria Scout's 6, wins, is healed; the Scout takes 1 wound."""
    game, event, boromir, scout, legolas = _end("10_30", extra=LEGOLAS)
    act(game, "play", event)
    assert strength(game, boromir) == 9
    _resolve(game)
    assert game.decision.kind == "choose_option" and game.decision.player == 0
    act(game, "choose_option", value=0)  # heal that companion (not the wounded Legolas)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[scout] == 1
    assert game.s.wounds[legolas] == 2


def test_end_of_the_game_damage_plus_1_counts_for_this_skirmish():
    """End of the Game (10_30): "... or make him or her damage +1": chosen when he wins,
    the bonus counts for the skirmish's wounds: the Scout (vitality 2) takes 2 and dies;
    Boromir keeps his wounds."""
    game, event, boromir, scout, _o = _end("10_30")
    act(game, "play", event)
    _resolve(game)
    act(game, "choose_option", value=1)  # damage +1
    assert game.s.wounds[boromir] == 2 and game.s.zone[scout] != "minions"


def test_end_of_the_game_nothing_when_that_companion_loses():
    """End of the Game (10_30): "If that companion wins": Boromir at 9 loses to the Cave
    Troll (15): nothing is offered, he is not healed (and dies of his third wound)."""
    game, event, boromir, _troll, _o = _end("10_30", minion=TROLL)
    act(game, "play", event)
    _resolve(game)
    assert game.decision is None or game.decision.kind != "choose_option"
    assert game.s.zone[boromir] != "fellowship"


def test_end_of_the_game_waits_for_that_companion_only():
    """End of the Game (10_30): "If *that* companion wins": played on an exhausted
    Faramir out of the skirmish, Boromir (unwounded) winning his skirmish heals nobody."""
    game, event, boromir, scout, faramir = _end("10_30", wounds=0, extra=FARAMIR)
    act(game, "play", event)
    assert strength(game, faramir) == 7 + 2 and strength(game, boromir) == 7
    _resolve(game)
    assert game.decision is None or game.decision.kind != "choose_option"
    assert game.s.wounds[faramir] == 2 and game.s.wounds[scout] == 1


def test_end_of_the_game_needs_an_exhausted_gondor_companion():
    """End of the Game (10_30): Boromir with 1 wound (not exhausted), or an exhausted
    Legolas (an Elf) beside an unwounded Boromir, or the Gondorian Merchant (a [gondor]
    ally, vitality 1): it cannot be played."""
    game, event, _b, _s, _o = _end("10_30", wounds=1)
    assert not can(game, "play", event)
    game, event, _b, _s, _o = _end("10_30", wounds=0, extra=LEGOLAS)
    assert not can(game, "play", event)
    game, event, _b, _s, _o = _end("10_30", wounds=1, extra="7_97")  # an exhausted ally
    assert not can(game, "play", event)


# --- The Tale of the Great Ring: overwhelmed unless a Shadow event ------------------------

def _tale(card: str, ferocity_first: bool = False):
    """Merry (3, vitality 4) skirmishes an Uruk Soldier (7, damage +1); Gimli beside; the
    Tale in the Free Peoples support area; Ferocity (a Shadow skirmish event: an Uruk-hai
    strength +2) in the Shadow hand."""
    sc = Scenario()
    merry = sc.companion("1_302")
    sc.companion("1_13")  # Gimli, not a Hobbit
    uruk = sc.minion("1_154")
    sc.assign(uruk, merry)
    tale = sc.support(card, player=0)
    ferocity = sc.hand("4_151", player=1)
    sc.twilight(5)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", merry)
    if ferocity_first:
        act(game, "pass")
        act(game, "play", ferocity)
        ferocity = -1
    return game, tale, merry, uruk, ferocity


def test_the_tale_of_the_great_ring_prevents_a_hobbit_being_overwhelmed():
    """The Tale of the Great Ring (10_116): "Skirmish: Prevent a Hobbit from being
    overwhelmed ... Discard this condition." Merry (3) loses to the Uruk Soldier (7) but
    is not overwhelmed: he takes 2 wounds (damage +1) and lives; the Tale is discarded.
    Only Hobbits are offered (Frodo, Merry; not Gimli)."""
    game, tale, merry, _uruk, _f = _tale("10_116")
    use(game, tale)
    d = game.decision
    assert d.kind == "choose" and set(d.cards) == {0, merry}
    act(game, "choose", merry)
    assert game.s.zone[tale] == "discard"
    act(game, "pass")  # the Shadow player
    act(game, "pass")
    assert game.s.zone[merry] == "fellowship" and game.s.wounds[merry] == 2


def test_the_tale_of_the_great_ring_fails_if_a_shadow_event_is_or_was_played():
    """The Tale of the Great Ring (10_116): "unless a Shadow event is (or was) played
    during this skirmish": Ferocity played after the Tale, or before it, and Merry is
    overwhelmed."""
    game, tale, merry, _uruk, ferocity = _tale("10_116")
    use(game, tale)
    act(game, "choose", merry)
    act(game, "play", ferocity)  # the Shadow player
    act(game, "pass")
    act(game, "pass")
    assert game.s.zone[merry] != "fellowship"
    game, tale, merry, _uruk, _f = _tale("10_116", ferocity_first=True)
    use(game, tale)
    act(game, "choose", merry)
    act(game, "pass")
    act(game, "pass")
    assert game.s.zone[merry] != "fellowship"


def test_without_the_tale_merry_is_overwhelmed():
    """The Tale of the Great Ring (10_116): unused, Merry (3) is overwhelmed by 7."""
    game, _tale_card, merry, _uruk, _f = _tale("10_116")
    act(game, "pass")
    act(game, "pass")
    assert game.s.zone[merry] != "fellowship"


# --- Every Little is a Gain -------------------------------------------------------------------

def _gain(card: str, stacked: bool = True, fortified: bool = True, man: str = BOROMIR,
          their_fp_card: bool = False):
    """Maneuver: ``man``; a Moria Scout bearing First Level (a fortification) when
    ``fortified``, another Scout; an Isengard Builder stacked on Gnawing, Biting, Hacking,
    Burning when ``stacked``; a Legolas card stacked on Courtesy of My Hall."""
    sc = Scenario()
    sc.companion(man)
    fortress = sc.minion(SCOUT)
    other = sc.minion(SCOUT)
    if fortified:
        sc.bear(fortress, "7_92", player=0)
    gnawing = sc.support("6_63", player=1)
    hall = sc.support("4_44", player=0)
    builder = sc.discard("6_66", player=1)
    legolas = sc.discard(LEGOLAS, player=0)
    if their_fp_card:
        sc.discard(LEGOLAS, player=1)
    event = sc.hand(card, player=0)
    game = sc.at_site(4).start("maneuver")
    if stacked:
        effects.stack(game, builder, gnawing)
    effects.stack(game, legolas, hall)
    if their_fp_card:  # a Free Peoples card the Shadow player owns, stacked on Gnawing
        theirs = next(c for c in range(len(game.s.defs)) if game.s.defs[c] == LEGOLAS
                      and game.s.owner[c] == 1)
        effects.stack(game, theirs, gnawing)
    return game, event, builder, legolas, fortress, other


def test_every_little_is_a_gain_discards_a_stacked_shadow_card_or_wounds_a_fortified_minion():
    """Every Little is a Gain (10_31): "Spot a [gondor] Man to discard a stacked Shadow
    card or to wound a minion bearing a fortification." Choosing the first, the Builder
    stacked on Gnawing is discarded (not the Legolas on Courtesy of My Hall); choosing
    the second, the Scout bearing First Level is wounded, not the other."""
    game, event, builder, legolas, fortress, other = _gain("10_31")
    act(game, "play", event)
    act(game, "choose_option", value=0)
    assert game.s.zone[builder] == "discard" and game.s.zone[legolas] == "stacked"
    game, event, builder, _l, fortress, other = _gain("10_31")
    act(game, "play", event)
    act(game, "choose_option", value=1)
    assert game.s.wounds[fortress] == 1 and game.s.wounds[other] == 0
    assert game.s.zone[builder] == "stacked"


def test_every_little_is_a_gain_offers_only_what_it_can_do_and_needs_a_gondor_man():
    """Every Little is a Gain (10_31): nothing stacked but a Free Peoples card: the
    fortified Scout is wounded without a choice; no fortification: the Builder is
    discarded; with Legolas or Éomer instead of a [gondor] Man it cannot be played; a Free
    Peoples card the Shadow player owns stacked on Gnawing is not a Shadow card."""
    game, event, _b, legolas, fortress, _o = _gain("10_31", stacked=False)
    act(game, "play", event)
    assert game.s.wounds[fortress] == 1 and game.s.zone[legolas] == "stacked"
    game, event, builder, _l, fortress, _o = _gain("10_31", fortified=False)
    act(game, "play", event)
    assert game.s.zone[builder] == "discard" and game.s.wounds[fortress] == 0
    for man in (LEGOLAS, "4_267"):  # an Elf; Éomer, a [rohan] Man
        game, event, _b, _l, _f, _o = _gain("10_31", man=man)
        assert not can(game, "play", event), man
    game, event, _b, _l, fortress, _o = _gain("10_31", stacked=False, their_fp_card=True)
    act(game, "play", event)  # a Free Peoples card stacked is not a Shadow card: no choice
    assert game.s.wounds[fortress] == 1
