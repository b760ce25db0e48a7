"""Sets 1–3 rule-gap cards (issue 18, helper gaps-p), set 1: the clauses the earlier
tests left unproven, and the cards needing a rule the engine lacked."""

from __future__ import annotations

from cardtest import Scenario, at_site, use
from s13_dwarf_gandalf_common import to_regroup

from ringtable.engine import path, ring, stats
from ringtable.engine.game_text import COPIED
from ringtable.testing import act, can, pass_until

BOROMIR = "1_97"
GIMLI = "1_13"
URUK = "1_151"  # Uruk Savage: strength 5
ASSASSIN = "1_131"  # Orthanc Assassin: strength 10, damage +1
SCOUT = "1_191"  # Moria Scout: a [moria] Orc


def _site(game, site_id: str) -> int:
    """The instance of ``site_id`` on the path."""
    return next(c for c in game.s.path if c >= 0 and game.s.defs[c] == site_id)


def test_balins_tomb_heals_only_your_companion():
    """Balin's Tomb (1_343): "Maneuver: Discard your tale ... from hand to heal your
    companion": the Shadow player, his tale (The Saga of Elendil) in hand, has no companion
    of his own to heal, so he cannot use the site to heal the Free Peoples player's wounded
    Boromir; the Free Peoples player, holding the same tale, can."""
    for user in ("shadow", "fp"):
        sc = at_site("1_343")
        boromir = sc.companion(BOROMIR)
        sc.wounds(boromir, 1)
        sc.hand("1_114", player=sc.shadow if user == "shadow" else sc.fp)
        sc.minion(SCOUT)
        game = sc.start("maneuver")
        pass_until(game, decision_kind="action")
        if user == "shadow":
            act(game, "pass")
            assert game.decision.player == sc.shadow
            assert not can(game, "use", _site(game, "1_343"))
        else:
            use(game, _site(game, "1_343"))
            assert game.s.wounds[boromir] == 0


def test_gimlis_helm_prevents_wounds_to_him_in_this_skirmish_only():
    """Gimli's Helm (1_15): "Skirmish: Discard Gimli's Helm to prevent all wounds to him."
    A skirmish action lasts its skirmish: discarded during Boromir's skirmish, the helm
    does not protect Gimli in his own skirmish after it (6 against 10, damage +1: two wounds, and no
    helm left to cap them at one); Boromir wins his."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    helm = sc.bear(gimli, "1_15")
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(ASSASSIN), gimli)
    sc.assign(sc.minion(URUK), boromir)
    game = sc.start("skirmishes")
    for _ in range(20):
        d = game.decision
        if d.kind == "action":
            break
        choice = next((a for a in game.legal_actions() if a.card == boromir), None)
        game.apply(choice or next(a for a in game.legal_actions() if a.kind == "pass"))
    skirmish = next(f for f in reversed(game.s.stack) if f["k"] == "skirmish")
    assert skirmish["d"] == boromir
    use(game, helm)
    assert game.s.zone[helm] == "discard"
    to_regroup(game)
    assert game.s.wounds[gimli] == 2 and game.s.wounds[boromir] == 0


# -- "While you can spot your site N, this ally has the game text of that site" ----------

FP_SITES = ("1_320", "1_327", "1_341", "1_346", "1_349", "1_352", "1_355", "1_358", "1_361")
SH_SITES = ("1_326", "1_331", "1_337", "1_345", "1_349", "1_350", "1_353", "1_359", "1_360")
LEGOLAS = "1_50"  # an Elf companion, cost 2


def _own_site_at(game, number: int) -> None:
    """The Free Peoples player's site ``number`` replaces the one on the path."""
    fp = game.s.fp
    mine = next(c for c in game.s.piles[fp]["adventure"]
                if game.cards[c].site_number == number)
    path.replace_site(game, mine, number, fp)
    game.settle()


def _allies(ally_id: str, at: int, own: int | None, stage: str = "fellowship"):
    """The ally in play, the fellowship at site ``at``; the Free Peoples player's own site
    ``own`` put on the path."""
    sc = Scenario(sites=(FP_SITES, SH_SITES))
    ally = sc.ally(ally_id)
    elf = sc.hand(LEGOLAS)
    sc.draw_top(BOROMIR)
    sc.at_site(at)
    game = sc.twilight(0).start(stage)
    if own is not None:
        _own_site_at(game, own)
    return game, ally, elf


def test_silinde_has_the_game_text_of_your_site_3():
    """Silinde (1_60): "While you can spot your site 3, Silinde has the game text of that
    site": your Rivendell Valley ("Fellowship: Play an Elf to draw a card") is Silinde's
    at site 5: play Legolas to draw a card."""
    game, silinde, legolas = _allies("1_60", at=5, own=3)
    hand = len(game.s.piles[game.s.fp]["hand"])
    use(game, silinde)
    assert game.s.zone[legolas] == "fellowship"
    assert len(game.s.piles[game.s.fp]["hand"]) == hand  # Legolas played, a card drawn


def test_silinde_not_the_opponents_site_3_nor_before_it_is_played():
    """Silinde (1_60): "While you can spot your site 3": not the opponent's site 3 (his
    Council Courtyard on the path), not while no site 3 is on the path."""
    game, silinde, _ = _allies("1_60", at=5, own=None)
    assert not can(game, "use", silinde)
    game, silinde, _ = _allies("1_60", at=2, own=None)
    assert not can(game, "use", silinde)


def test_uruviel_has_the_game_text_of_your_site_6():
    """Uruviel (1_67): "While you can spot your site 6, Uruviel has the game text of that
    site": your Lothlórien Woods ("Each ally whose home is site 6 is strength +3") makes
    her strength 8 at site 7; the opponent's Dimrill Dale there instead does not."""
    game, uruviel, _ = _allies("1_67", at=7, own=6)
    assert stats.strength(game, uruviel) == 8
    game, uruviel, _ = _allies("1_67", at=7, own=None)
    assert stats.strength(game, uruviel) == 5


FARMER_SITES = ("1_319", *FP_SITES[1:])  # Bag End: "Fellowship: Exert a Hobbit to play
#                                          The Gaffer from your draw deck."


def _farmer(farmer_id: str, opponents_site_1: bool, wounds: int = 0):
    sc = Scenario(sites=(FARMER_SITES, SH_SITES))
    farmer = sc.ally(farmer_id)
    sc.wounds(farmer, wounds)
    gaffer = sc.draw_top("1_291")
    sc.at_site(2)
    game = sc.twilight(0).start("fellowship")
    if opponents_site_1:
        shadow = 1 - game.s.fp
        theirs = next(c for c in game.s.piles[shadow]["adventure"]
                      if game.cards[c].site_number == 1)
        path.replace_site(game, theirs, 1, shadow)
        game.settle()
    return game, farmer, gaffer


def test_hobbit_farmer_has_the_game_text_of_your_site_1():
    """Hobbit Farmer (1_295): "While you can spot your site 1, this ally has the game text
    of that site": your Bag End at site 1, the fellowship at site 2, the Farmer's
    "Fellowship: Exert a Hobbit to play The Gaffer from your draw deck"."""
    game, farmer, gaffer = _farmer("1_295", opponents_site_1=False)
    act(game, "use", farmer, value=COPIED)
    act(game, "choose", farmer)  # the Farmer is a Hobbit too (Frodo could exert)
    assert game.s.zone[gaffer] == "support" and game.s.wounds[farmer] == 1
    game, farmer, _ = _farmer("1_295", opponents_site_1=True)  # the opponent's site 1: not his
    assert not can(game, "use", farmer, value=COPIED)


def test_hobbit_farmer_replaces_the_opponents_site_1_with_yours():
    """Hobbit Farmer (1_295): "Fellowship: Exert this ally and spot opponent's site 1 to
    replace it with your site 1." — then your Bag End's text is his."""
    game, farmer, gaffer = _farmer("1_295", opponents_site_1=True)
    act(game, "use", farmer, value=0)
    site = game.s.path[1]
    assert game.s.defs[site] == "1_319" and game.s.owner[site] == game.s.fp
    assert game.s.wounds[farmer] == 1
    act(game, "use", farmer, value=COPIED)  # the exhausted Farmer cannot: Frodo exerts
    assert game.s.zone[gaffer] == "support" and game.s.wounds[game.s.ring_bearer[0]] == 1


def test_hobbit_farmer_needs_the_opponents_site_1_and_to_exert():
    """Hobbit Farmer (1_295): "Exert this ally and spot opponent's site 1": not when site 1
    is yours (the opponent's site 2 is not his site 1), nor exhausted."""
    game, farmer, _ = _farmer("1_295", opponents_site_1=False)
    assert not can(game, "use", farmer, value=0)
    game, farmer, _ = _farmer("1_295", opponents_site_1=True, wounds=1)
    assert not can(game, "use", farmer, value=0)


# -- Return to Its Master -----------------------------------------------------------------

NAZGUL = "1_232"  # Úlairë Lemenya: strength 9, no text that matters here
NERTEA = "1_234"  # Úlairë Nertëa: another Nazgûl, strength 9


def _ring_worn_skirmishes(master_id: str, wearing: bool = True, nazgul: str = NAZGUL,
                          spare: str | None = None):
    """Frodo, wearing The One Ring, skirmishes a Nazgûl first; Boromir's skirmish against
    a Moria Scout is still to come; the Shadow player holds ``master_id``."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.bear(frodo, "1_299")  # Hobbit Sword: strength 5, not overwhelmed by 9
    boromir = sc.companion(BOROMIR)
    naz = sc.minion(nazgul)
    scout = sc.minion(SCOUT)
    if spare:
        sc.minion(spare)  # an unassigned minion
    sc.assign(naz, frodo).assign(scout, boromir)
    master = sc.hand(master_id)
    game = sc.start("skirmishes")
    if wearing:
        ring.put_on(game, game.s.fp)
    act(game, "skirmish", frodo)
    for _ in range(10):  # everyone passes until the skirmish has ended
        if game.decision is None or game.decision.kind == "optional_trigger" or any(
                f["k"] == "skirmish" and f["d"] == boromir for f in game.s.stack):
            break
        game.apply(next(a for a in game.legal_actions() if a.kind == "pass"))
    return game, frodo, boromir, naz, scout, master


def test_return_to_its_master_the_nazgul_skirmishes_the_ring_bearer_without_the_ring():
    """Return to Its Master (1_224): "Response: If the Ring-bearer wears The One Ring at the
    end of a skirmish phase, cancel all remaining assignments and assign a Nazgûl to
    skirmish; The One Ring's game text does not apply during this skirmish." Frodo's
    first skirmish gave him a burden instead of a wound; then Boromir's skirmish is
    cancelled and Frodo fights the Nazgûl the Shadow player chooses (of two) again, taking
    the wound itself."""
    game, frodo, boromir, naz, scout, master = _ring_worn_skirmishes("1_224", spare=NERTEA)
    burdens = game.s.burdens[game.s.fp]
    assert game.s.wounds[frodo] == 0 and burdens >= 1  # the Ring turned the wound
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", master)
    assert game.decision.player == 1  # he assigns: he picks the Nazgûl, not the Scout
    nertea = next(c for c in game.s.piles[1]["minions"] if game.s.defs[c] == NERTEA)
    assert sorted(a.card for a in game.legal_actions()) == sorted((naz, nertea))
    act(game, "choose", naz)
    assert game.s.assigned[scout] == -1 and game.s.assigned[naz] == frodo
    to_regroup(game)
    assert game.s.wounds[frodo] == 1 and game.s.burdens[game.s.fp] == burdens
    assert game.s.wounds[boromir] == 0 and game.s.wounds[scout] == 0  # never fought
    assert not stats.text_off(game, game.s.ring[game.s.fp])  # only during that skirmish


def test_return_to_its_master_needs_the_ring_worn_and_a_nazgul():
    """Return to Its Master (1_224): "If the Ring-bearer wears The One Ring ... assign a
    Nazgûl": not offered when Frodo does not wear it (he takes the wound), nor when the
    minion he fought is an Orc and no Nazgûl can be assigned."""
    game, frodo, *_ = _ring_worn_skirmishes("1_224", wearing=False)
    assert game.decision.kind != "optional_trigger"
    game, frodo, *_ = _ring_worn_skirmishes("1_224", nazgul="1_178")
    assert game.decision.kind != "optional_trigger"


def test_return_to_its_master_a_nazgul_assigned_elsewhere_is_freed_by_the_cancel():
    """Return to Its Master (1_224): "cancel all remaining assignments and assign a Nazgûl
    to skirmish the Ring-bearer": Frodo, wearing The One Ring, beat a Moria Scout; the
    only Nazgûl waits for Boromir's skirmish: its assignment is cancelled and it skirmishes
    Frodo instead."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.bear(frodo, "1_299")  # Hobbit Sword
    boromir = sc.companion(BOROMIR)
    scout = sc.minion(SCOUT)
    naz = sc.minion(NAZGUL)
    sc.assign(scout, frodo).assign(naz, boromir)
    master = sc.hand("1_224")
    game = sc.start("skirmishes")
    ring.put_on(game, game.s.fp)
    act(game, "skirmish", frodo)
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", master)
    assert game.s.assigned[naz] == frodo
    to_regroup(game)
    assert game.s.wounds[frodo] == 1 and game.s.wounds[boromir] == 0
