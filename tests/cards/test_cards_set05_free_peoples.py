"""Set 5 Free Peoples cards of the BoHD Éowyn and Legolas starters: each test sets a
position, uses the card, and checks what its printed text does (quoted), with a case for
each word that must exclude something."""

from __future__ import annotations

from cardtest import Scenario, at_site, strength, use
from starters import legal_bearers, playable_beside

from ringtable.testing import act, can, pass_until

URUK_SAVAGE = "1_151"  # damage +1, strength 5, site 5
ORC_SOLDIER = "1_271"  # a [sauron] Orc, strength 7, vitality 2, site 6
GOBLIN_RUNNER = "1_178"  # strength 5


def _instance(game, card_id: str) -> int:
    return next(c for c, d in enumerate(game.s.defs) if d == card_id)


# --- Elven -----------------------------------------------------------------------------

def test_balglin_to_play_spot_an_elf():
    """Balglin, Elven Warrior (5_10): "To play, spot an Elf.\""""
    assert playable_beside("5_10", "4_74") and not playable_beside("5_10", "1_97")


def _loses_to_savage(fp: str, wounded: bool, others: tuple[str, ...] = ()):
    sc = Scenario()
    char = sc.companion(fp)
    for o in others:
        sc.companion(o)
    m = sc.minion(URUK_SAVAGE)
    sc.assign(m, char)
    if wounded:
        sc.wounds(m, 1)
    game = sc.at_site(5).start("skirmishes")
    pass_until(game, "skirmish_ended")
    return game, char


def test_balglin_takes_no_more_than_one_wound_against_a_wounded_minion():
    """Balglin, Elven Warrior (5_10): "While skirmishing a wounded minion, Balglin takes
    no more than 1 wound during each skirmish phase." He loses to an Uruk Savage (damage
    +1): 1 wound if it is wounded, 2 if not; Sam beside him is not protected."""
    for wounded, taken in ((True, 1), (False, 2)):
        game, balglin = _loses_to_savage("5_10", wounded)
        assert game.s.wounds[balglin] == taken, wounded
    game, sam = _loses_to_savage("1_311", True, others=("5_10",))
    assert game.s.wounds[sam] == 2


def _archery(event: str, elves: tuple[str, ...], allies: tuple[str, ...] = ()):
    sc = Scenario()
    for e in elves:
        sc.companion(e)
    for a in allies:
        sc.ally(a)
    sc.minion(ORC_SOLDIER)
    ev = sc.hand(event)
    return sc.at_site(6).start("archery"), ev


def test_break_the_charge_exerts_three_elf_companions_for_archery_plus_two():
    """Break the Charge (5_11): "Exert 3 Elf companions to make the fellowship archery
    total +2." Legolas (an archer), Balglin and a Lórien Swordsman: total 1 + 2."""
    game, ev = _archery("5_11", ("4_74", "5_10", "4_78"))
    act(game, "play", ev)
    assert all(game.s.wounds[c] == 1 for c in game.s.piles[0]["fellowship"]
               if game.cards[c].race == "elf")
    events = pass_until(game, "archery")
    assert "fellowship archery total 3" in next(e.text for e in events if e.kind == "archery")
    for elves, allies in ((("4_74", "5_10", "1_97"), ()), (("4_74", "5_10"), ("1_56",))):
        game, ev = _archery("5_11", elves, allies)  # a Man, an Elf ally: no third Elf companion
        assert not can(game, "play", ev), (elves, allies)


def test_legolas_archer_of_mirkwood_heals_a_dwarf_or_another_elf_companion_on_winning():
    """Legolas, Archer of Mirkwood (5_121): "Each time Legolas wins a skirmish, you may
    heal a Dwarf companion or another Elf companion." Gimli and Balglin may be healed;
    not Boromir (a Man), Orophin (an Elf ally), nor Legolas himself."""
    for other, healed in (("4_49", True), ("5_10", True), ("1_97", False), ("1_17", False)):
        sc = Scenario()
        legolas = sc.companion("5_121")
        friend = sc.ally(other) if other == "1_17" else sc.companion(other)  # Grimir: ally
        sc.wounds(friend, 1).wounds(legolas, 1)
        sc.assign(sc.minion(GOBLIN_RUNNER), legolas)
        game = sc.at_site(4).start("skirmishes")
        pass_until(game, "skirmish_resolved")
        if healed:
            act(game, "resolve", legolas)
            assert game.s.wounds[friend] == 0 and game.s.wounds[legolas] == 1, other
        else:
            assert not can(game, "resolve", legolas), other
    sc = Scenario()  # an Elf ally
    legolas = sc.companion("5_121")
    orophin = sc.ally("1_56")
    sc.wounds(orophin, 1)
    sc.assign(sc.minion(GOBLIN_RUNNER), legolas)
    game = sc.at_site(4).start("skirmishes")
    pass_until(game, "skirmish_resolved")
    assert not can(game, "resolve", legolas)
    sc = Scenario()  # he loses: nothing
    legolas = sc.companion("5_121")
    gimli = sc.companion("4_49")
    sc.wounds(gimli, 1)
    sc.assign(sc.minion(ORC_SOLDIER), legolas)
    game = sc.at_site(6).start("skirmishes")
    pass_until(game, "skirmish_resolved")
    assert not can(game, "resolve", legolas)


# --- Rohan -----------------------------------------------------------------------------

def _ecglaf(ecglaf_id: str, companions: tuple[str, ...], discard: str = "4_288",
            wounds: int = 0):
    sc = Scenario()
    for c in companions:
        sc.companion(c)
    ecglaf = sc.ally(ecglaf_id)
    sc.wounds(ecglaf, wounds)
    item = sc.discard(discard)
    return sc.at_site(2).start("fellowship"), ecglaf, item


def test_ecglaf_exerts_and_spots_two_valiant_men_to_play_a_rohan_possession_from_discard():
    """Ecglaf, Courageous Farmer (5_81): "Exert Ecglaf and spot 2 valiant Men to play a
    [rohan] possession from your discard pile." Éowyn and a Household Guard are valiant;
    Boromir is not; a [gondor] possession cannot be played; an exhausted Ecglaf cannot."""
    game, ecglaf, spear = _ecglaf("5_81", ("5_122", "5_83"))
    use(game, ecglaf)
    if game.decision.kind == "choose":
        act(game, "choose", game.decision.cards[0])
    assert game.s.zone[spear] == "attached" and game.s.wounds[ecglaf] == 1
    for companions, discard, wounds in ((("5_122", "1_97"), "4_288", 0),
                                        (("5_122", "5_83"), "1_92", 0),  # Armor
                                        (("5_122", "5_83"), "5_83", 0),  # no possession
                                        (("5_122", "5_83"), "4_288", 1)):
        game, ecglaf, _item = _ecglaf("5_81", companions, discard, wounds)
        assert not can(game, "use", ecglaf), (companions, discard, wounds)


def test_household_guard_is_valiant():
    """Household Guard (5_83): "Valiant." Two Household Guards are the 2 valiant Men
    Ecglaf spots."""
    game, ecglaf, _spear = _ecglaf("5_81", ("5_83", "5_83"))
    assert can(game, "use", ecglaf)


def test_rohirrim_bow_exerts_bearer_and_discards_itself_to_wound_a_minion():
    """Rohirrim Bow (5_88): "Bearer must be a [rohan] Man. Archery: Exert bearer and
    discard this possession to wound a minion.\""""
    allowed, (eowyn, *_o) = legal_bearers("5_88", ("5_122", "1_97", "4_74"))
    assert allowed == {eowyn}
    for wounds in (0, 2):
        sc = Scenario()
        eowyn = sc.companion("5_122")
        bow = sc.bear(eowyn, "5_88")
        sc.wounds(eowyn, wounds)
        m = sc.minion(ORC_SOLDIER)
        game = sc.at_site(6).start("archery")
        if wounds:  # exhausted: cannot pay
            assert not can(game, "use", bow)
            continue
        use(game, bow)
        assert game.s.wounds[m] == 1 and game.s.wounds[eowyn] == 1
        assert game.s.zone[bow] == "discard"


def _helm(bearer_skirmishes: bool = True, minion_wounds: int = 0):
    sc = Scenario()
    eowyn = sc.companion("5_122")
    helm = sc.bear(eowyn, "5_89")
    boromir = sc.companion("1_97")
    m = sc.minion(ORC_SOLDIER)
    sc.minion(ORC_SOLDIER)  # not in the skirmish
    sc.assign(m, eowyn if bearer_skirmishes else boromir)
    sc.wounds(m, minion_wounds)
    return sc.at_site(6).start("skirmishes"), eowyn, helm, m


def test_rohirrim_helm_cancels_the_bearers_skirmish_unless_a_minion_exerts():
    """Rohirrim Helm (5_89): "Bearer must be a [rohan] Man. Skirmish: Discard this
    possession to cancel a skirmish involving bearer. A minion in this skirmish may exert
    to prevent this.\""""
    allowed, (eowyn, *_o) = legal_bearers("5_89", ("5_122", "1_97", "4_74"))
    assert allowed == {eowyn}
    game, eowyn, helm, m = _helm()
    events = use(game, helm)
    events += act(game, "pass")  # the Shadow player does not exert his minion
    events += pass_until(game, "skirmish_ended")
    assert "skirmish_cancelled" in [e.kind for e in events]
    assert game.s.zone[helm] == "discard"
    game, eowyn, helm, m = _helm()
    use(game, helm)
    events = act(game, "choose", helm)  # the Shadow player pays: his minion exerts
    events += pass_until(game, "skirmish_ended")
    assert "skirmish_cancelled" not in [e.kind for e in events]
    assert game.s.wounds[m] == 1 and game.s.zone[helm] == "discard"
    # an exhausted minion cannot exert: the skirmish is cancelled
    game, eowyn, helm, m = _helm(minion_wounds=1)  # (an Orc Soldier not in it cannot)
    events = use(game, helm)
    assert not can(game, "choose", helm)
    events += pass_until(game, "skirmish_ended")
    assert "skirmish_cancelled" in [e.kind for e in events]
    game, eowyn, helm, m = _helm(bearer_skirmishes=False)
    assert not can(game, "use", helm)  # Boromir's skirmish does not involve bearer


def test_sigewulf_exerts_and_spots_five_valiant_men_to_discard_a_minion():
    """Sigewulf, Brave Volunteer (5_92): "Regroup: Exert Sigewulf and spot 5 valiant Men
    to discard a minion.\""""
    for guards, wounds, works in ((4, 0, True), (3, 0, False), (4, 1, False)):
        sc = Scenario()
        sc.companion("5_122")
        for _ in range(guards):
            sc.companion("5_83")
        if guards == 3:
            sc.companion("1_97")  # a Man, not valiant
        sigewulf = sc.ally("5_92")
        sc.wounds(sigewulf, wounds)
        m = sc.minion(ORC_SOLDIER)
        game = sc.at_site(6).start("regroup")
        assert can(game, "use", sigewulf) == works, (guards, wounds)
        if works:
            use(game, sigewulf)
            assert game.s.zone[m] == "discard" and game.s.wounds[sigewulf] == 1


def _host(host_id: str, site: str | None, mounted: bool = True, fp: str = "5_122"):
    sc = at_site(site) if site else Scenario()
    eowyn = sc.companion(fp)
    if mounted:
        sc.bear(eowyn, "4_287")
    sc.wounds(eowyn, 1)
    m = sc.minion(ORC_SOLDIER)
    sc.assign(m, eowyn)
    host = sc.support(host_id)
    return sc.start("skirmishes"), eowyn, host


def test_thundering_host_mounted_rohan_man_plus_three_and_healed_at_a_plains():
    """Thundering Host (5_94): "Discard this condition to make a mounted [rohan] Man
    strength +3 (and heal that Man if at a plains)." Plains of Rohan is a plains; East
    Road is not."""
    for site, heals in (("4_327", 0), (None, 1)):
        game, eowyn, host = _host("5_94", site)
        before = strength(game, eowyn)
        use(game, host)
        assert strength(game, eowyn) == before + 3 and game.s.wounds[eowyn] == heals, site
        assert game.s.zone[host] == "discard"
    game, _e, host = _host("5_94", None, mounted=False)
    assert not can(game, "use", host)
    game, _b, host = _host("5_94", None, fp="1_97")  # Boromir on a mount is no [rohan] Man
    assert not can(game, "use", host)


def test_eowyn_daughter_of_eomund_plays_a_rohan_possession_on_herself_to_heal():
    """Éowyn, Daughter of Éomund (5_122): "Valiant. Maneuver: Play a [rohan] possession
    on Éowyn to heal her." Not a [gondor] possession (Armor), nor a [rohan] condition that
    plays on a [rohan] Man (Brought Down from Inside: not a possession)."""
    for item, works in (("4_288", True), ("1_92", False), ("19_24", False)):
        sc = Scenario()
        eowyn = sc.companion("5_122")
        sc.companion("1_97")
        sc.wounds(eowyn, 1)
        card = sc.hand(item)
        sc.minion(ORC_SOLDIER)
        game = sc.twilight(0).at_site(6).start("maneuver")
        assert can(game, "use", eowyn) == works, item
        if works:
            use(game, eowyn)
            assert game.s.bearer[card] == eowyn and game.s.wounds[eowyn] == 0


# --- Shire -----------------------------------------------------------------------------

def test_sam_nice_sensible_hobbit_overwhelmed_only_at_triple_with_frodo_and_smeagol():
    """Sam, Nice Sensible Hobbit (5_115): "While you can spot Frodo and Sméagol, Sam may
    not be overwhelmed unless his strength is tripled." Sam (3) against an Orc Soldier
    (7): with Sméagol he survives; without him he is killed."""
    for others, survives in ((("6_45",), True), ((), False)):
        sc = Scenario()
        sam = sc.companion("5_115")
        for o in others:
            sc.companion(o)
        sc.assign(sc.minion(ORC_SOLDIER), sam)
        game = sc.at_site(6).start("skirmishes")
        pass_until(game, "skirmish_ended")
        assert (game.s.zone[sam] == "fellowship") == survives, others
    sc = Scenario(ring_bearers=("1_97", "1_97"))  # Sméagol but no Frodo: killed
    sam = sc.companion("5_115")
    sc.companion("6_45")
    sc.assign(sc.minion(ORC_SOLDIER), sam)
    game = sc.at_site(6).start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[sam] == "dead"


def test_sam_nice_sensible_hobbit_may_become_the_ring_bearer_when_frodo_dies():
    """Sam, Nice Sensible Hobbit (5_115): "Response: If Frodo is killed, make Sam the
    Ring-bearer.\""""
    sc = Scenario()
    sam = sc.companion("5_115")
    frodo = sc.ring_bearer()
    sc.assign(sc.minion("1_177"), frodo)  # 13 against 4: overwhelmed
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="succession")
    assert game.decision.cards == (sam,)
    act(game, "succeed", sam)
    assert game.s.ring_bearer[0] == sam


def _slits(slits_id: str, companions: tuple[str, ...], minion_item: str = "5_73"):
    sc = Scenario()
    for c in companions:
        sc.companion(c)
    slits = sc.support(slits_id)
    army = sc.minion("5_70")
    item = sc.bear(army, minion_item) if minion_item else -1
    return sc.at_site(4).start("maneuver"), slits, item


def test_arrow_slits_spots_two_rohan_men_to_discard_a_possession_then_itself():
    """Arrow-slits (5_80): "Maneuver: Spot 2 [rohan] Men to discard a possession or a
    machine. Discard this condition." Not with a [rohan] Man and Boromir."""
    game, slits, mumak = _slits("5_80", ("5_122", "5_83"))
    use(game, slits)
    assert game.s.zone[mumak] == "discard" and game.s.zone[slits] == "discard"
    game, slits, _m = _slits("5_80", ("5_122", "1_97"))
    assert not can(game, "use", slits)


def _armory(armory_id: str, companions: tuple[str, ...], discard: str | None = "4_288",
            ram_tokens: int = 0):
    sc = Scenario()
    for c in companions:
        sc.companion(c)
    armory = sc.support(armory_id)
    item = sc.discard(discard) if discard else -1
    ram = sc.support("5_44", player=1)  # Battering Ram, a machine
    sc.culture_tokens(ram, "isengard", ram_tokens)
    sc.minion(ORC_SOLDIER)
    return sc.at_site(6).start("maneuver"), armory, item, ram


def test_armory_takes_a_rohan_possession_from_discard_or_unloads_a_machine():
    """Armory (5_79): "Maneuver: Spot 2 [rohan] Men to remove 2 tokens from a machine or
    to take a [rohan] possession into hand from your discard pile. Discard this
    condition." A Battering Ram with 3 tokens keeps 1; with 1 token it cannot be
    chosen; a [gondor] possession is not taken; a [rohan] Man and Boromir: no."""
    game, armory, spear, ram = _armory("5_79", ("5_122", "5_83"))
    use(game, armory)
    assert game.s.zone[spear] == "hand" and game.s.zone[armory] == "discard"
    game, armory, _s, ram = _armory("5_79", ("5_122", "5_83"), discard=None, ram_tokens=3)
    use(game, armory)
    assert game.s.tokens[ram] == {"isengard": 1} and game.s.zone[armory] == "discard"
    game, armory, spear, ram = _armory("5_79", ("5_122", "5_83"), ram_tokens=3)
    use(game, armory)
    assert game.decision.kind != "action"  # both possible: the player chooses
    game.apply(next(a for a in game.legal_actions() if a.value == 0))
    assert game.s.tokens[ram] == {"isengard": 1} and game.s.zone[spear] == "discard"
    for other in ("4_134", "5_83"):  # a [gondor] possession; a [rohan] companion
        game, armory, card, ram = _armory("5_79", ("5_122", "5_83"), discard=other,
                                          ram_tokens=1)
        if can(game, "use", armory):
            use(game, armory)
        assert game.s.zone[card] == "discard" and game.s.tokens[ram] == {"isengard": 1}
    game, armory, _s, _r = _armory("5_79", ("5_122", "1_97"))
    assert not can(game, "use", armory)


def _baruk(baruk_id: str, companions: tuple[str, ...], wounds: int = 0):
    sc = Scenario()
    for c in companions:
        sc.wounds(sc.companion(c), wounds)
    m = sc.minion(ORC_SOLDIER)
    ev = sc.hand(baruk_id)
    return sc.at_site(6).start("maneuver"), m, ev


def test_baruk_khazad_exerts_a_dwarf_to_wound_a_minion_and_takes_the_next_action():
    """Baruk Khazâd (5_5): "Maneuver: Exert a Dwarf to wound a minion. You may take the
    next maneuver action." After it, the Free Peoples player acts again (not the Shadow
    player); not with Boromir only, nor an exhausted Gimli."""
    game, m, ev = _baruk("5_5", ("4_49",))
    act(game, "play", ev)
    gimli = next(c for c, d in enumerate(game.s.defs) if d == "4_49")
    assert game.s.wounds[m] == 1 and game.s.wounds[gimli] == 1
    assert game.decision.player == 0 and game.decision.kind == "action"
    act(game, "pass")
    assert game.decision.player == 1  # then the Shadow player may act
    for companions, wounds in ((("1_97",), 0), (("4_49",), 2)):
        game, _m, ev = _baruk("5_5", companions, wounds)
        assert not can(game, "play", ev), (companions, wounds)
