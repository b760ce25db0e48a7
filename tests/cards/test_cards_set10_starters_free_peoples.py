"""Set 10 (Mount Doom) [shire] cards and sites of the King-block starters: each test sets
a position, uses the card and checks what its printed text does."""

from __future__ import annotations

from cardtest import Scenario, at_site, strength, use
from starters import instance, legal_bearers

from ringtable.engine import Game, stats
from ringtable.testing import act, can, pass_until

BOROMIR, GIMLI = "1_97", "1_13"
MERRY, PIPPIN, SAM = "1_302", "1_306", "1_311"
RUNNER, URUK, NAZGUL = "1_178", "1_154", "1_232"
SOLDIER = "4_220"  # Desert Soldier, 9: beats Boromir
SHIRE_EVENT, GONDOR_EVENT = "1_317", "1_116"  # There and Back Again; Swordarm of the White Tower


def _hobbit_skirmish(minion: str = RUNNER, **kw: object):
    """Merry skirmishes ``minion``; Sam stands by. (scenario, merry, sam, minion)."""
    sc = Scenario(**kw)  # type: ignore[arg-type]
    merry = sc.companion(MERRY)
    sam = sc.companion(SAM)
    m = sc.minion(minion)
    sc.assign(m, merry)
    return sc, merry, sam, m


# --- events -----------------------------------------------------------------------------

def test_chance_observation_plus_one_per_hobbit_with_four_shire_cards_in_discard():
    """Chance Observation (10_106): "If there are 4 or more [shire] cards in your discard
    pile, make a Hobbit strength +1 for each Hobbit you can spot." Frodo, Merry and Sam:
    +3 (Boromir is no Hobbit)."""
    sc, merry, _sam, _m = _hobbit_skirmish()
    for _ in range(4):
        sc.discard(SHIRE_EVENT, player=0)
    boromir = sc.companion(BOROMIR)
    event = sc.hand("10_106")
    game = sc.start("skirmishes")
    act(game, "play", event)
    assert boromir not in game.decision.cards
    act(game, "choose", merry)
    assert strength(game, merry) == 3 + 3


def test_chance_observation_needs_four_shire_cards_in_your_discard():
    """Chance Observation (10_106): "4 or more [shire] cards in your discard pile": three
    [shire] cards and a [gondor] one are not enough."""
    sc, _merry, _sam, _m = _hobbit_skirmish()
    for card in (SHIRE_EVENT, SHIRE_EVENT, SHIRE_EVENT, GONDOR_EVENT):
        sc.discard(card, player=0)
    event = sc.hand("10_106")
    assert not can(sc.start("skirmishes"), "play", event)


def test_a_marvel_exerts_a_hobbit_to_make_another_hobbit_plus_three():
    """A Marvel (10_110): "Exert a Hobbit to make another Hobbit strength +3." Sam exerts,
    Merry gets +3; Sam is not offered the bonus, nor Boromir (no Hobbit) the exertion."""
    sc, merry, sam, _m = _hobbit_skirmish()
    boromir = sc.companion(BOROMIR)
    sc.wounds(sc.ring_bearer(), 3)  # Frodo cannot exert: Sam is the only choice... with Merry
    event = sc.hand("10_110")
    game = sc.start("skirmishes")
    act(game, "play", event)
    assert boromir not in game.decision.cards
    act(game, "choose", sam)
    assert sam not in game.decision.cards and boromir not in game.decision.cards
    act(game, "choose", merry)
    assert game.s.wounds[sam] == 1 and strength(game, merry) == 3 + 3
    assert strength(game, sam) == 3


def test_a_marvel_needs_a_hobbit_to_exert():
    """A Marvel (10_110): "Exert a Hobbit": with every Hobbit exhausted it cannot be
    played."""
    sc, merry, sam, _m = _hobbit_skirmish()
    for hobbit, vitality in ((merry, 4), (sam, 4), (sc.ring_bearer(), 4)):
        sc.wounds(hobbit, vitality - 1)
    event = sc.hand("10_110")
    assert not can(sc.start("skirmishes"), "play", event)


def _narrow_escape(card: str, hobbits: tuple[str, ...], ally: str | None = None):
    sc = Scenario()
    for h in hobbits:
        sc.companion(h)
    if ally:
        sc.ally(ally)
    minions = [sc.minion(RUNNER), sc.minion(RUNNER), sc.minion(URUK)]
    sc.support("1_249", player=1)  # a Shadow condition: no minion, never discarded
    event = sc.hand(card)
    return sc.start("regroup"), event, minions


def test_narrow_escape_two_hobbits_the_shadow_player_discards_a_minion():
    """Narrow Escape (10_111): "Spot 2 Hobbit companions to make a Shadow player discard a
    minion": Frodo and Merry; the Shadow player chooses which."""
    game, event, minions = _narrow_escape("10_111", (MERRY,))
    act(game, "play", event)
    assert game.decision.player == 1
    assert set(game.decision.cards) == set(minions)
    act(game, "choose", minions[2])
    assert [game.s.zone[m] for m in minions] == ["minions", "minions", "discard"]


def test_narrow_escape_four_hobbits_two_minions():
    """Narrow Escape (10_111): "(or spot 4 Hobbit companions to make that player discard
    2 minions)": Frodo, Merry, Pippin and Sam."""
    game, event, minions = _narrow_escape("10_111", (MERRY, PIPPIN, SAM))
    act(game, "play", event)
    while game.decision is not None and game.decision.kind == "choose":
        assert game.decision.player == 1 and set(game.decision.cards) <= set(minions)
        act(game, "choose", game.decision.cards[0])
    assert sum(game.s.zone[m] == "discard" for m in minions) == 2


def test_narrow_escape_not_with_one_hobbit_companion():
    """Narrow Escape (10_111): "Spot 2 Hobbit companions": Frodo with Boromir, or with
    Bilbo (an ally), is not enough; Frodo, Merry and Pippin (3 Hobbit companions;
    neither Boromir nor Bilbo makes 4) discard one minion."""
    game, event, _minions = _narrow_escape("10_111", (BOROMIR,))
    assert not can(game, "play", event)
    sc = Scenario()
    sc.ally("1_284")  # Bilbo: a Hobbit, but an ally
    sc.minion(RUNNER)
    event = sc.hand("10_111")
    assert not can(sc.start("regroup"), "play", event)
    game, event, minions = _narrow_escape("10_111", (MERRY, PIPPIN, BOROMIR), ally="1_284")
    act(game, "play", event)
    act(game, "choose", minions[0])
    assert sum(game.s.zone[m] == "discard" for m in minions) == 1


def _tale(card: str, burdens: int, threats: int, frodo_wounds: int = 0):
    sc = Scenario()
    sc.companion(BOROMIR)
    sc.companion(GIMLI)
    sc.wounds(sc.ring_bearer(), frodo_wounds)
    sc.burdens(burdens).threats(threats)
    sc.assign(sc.minion(RUNNER), sc.ring_bearer())
    event = sc.hand(card)
    return sc.start("skirmishes"), event, sc.ring_bearer()


def test_nine_fingered_frodo_exerts_a_shire_character_to_remove_a_burden_or_2_threats():
    """Nine-fingered Frodo and the Ring of Doom (10_112): "Exert a [shire] character to
    remove a burden or 2 threats." Frodo is the one [shire] character (not Boromir or
    Gimli); each option in turn."""
    for option, burdens, threats in ((0, 1, 3), (1, 2, 1)):
        game, event, frodo = _tale("10_112", 2, 3)
        act(game, "play", event)
        act(game, "choose_option", value=option)
        assert game.s.wounds[frodo] == 1 and sum(game.s.wounds) == 1
        assert (game.s.burdens[0], game.s.threats[0]) == (burdens, threats), option


def test_nine_fingered_frodo_needs_a_shire_character_to_exert():
    """Nine-fingered Frodo and the Ring of Doom (10_112): "Exert a [shire] character":
    Frodo exhausted, it cannot be played."""
    game, event, _frodo = _tale("10_112", 2, 3, frodo_wounds=3)
    assert not can(game, "play", event)


def test_orc_armor_bearer_must_be_a_hobbit():
    """Orc Armor (10_113): "Bearer must be a Hobbit." Not Boromir."""
    allowed, (merry, _boromir) = legal_bearers("10_113", (MERRY, BOROMIR))
    assert merry in allowed and len(allowed) == 2  # Merry and Frodo


def test_orc_armor_orcs_and_uruk_hai_skirmishing_bearer_minus_one():
    """Orc Armor (10_113): "Each Orc and each Uruk-hai skirmishing bearer is strength -1."
    Not a Nazgûl skirmishing him, nor an Orc skirmishing someone else."""
    sc = Scenario()
    merry = sc.companion(MERRY)
    sam = sc.companion(SAM)
    sc.bear(merry, "10_113")
    orc, uruk, nazgul, other = (sc.minion(RUNNER), sc.minion(URUK), sc.minion(NAZGUL),
                                sc.minion(RUNNER))
    for m in (orc, uruk, nazgul):
        sc.assign(m, merry)
    sc.assign(other, sam)
    game = sc.start("skirmishes")
    act(game, "skirmish", merry)
    assert strength(game, orc) == 5 - 1 and strength(game, uruk) == game.cards[uruk].strength - 1
    assert strength(game, nazgul) == 9 and strength(game, other) == 5


# --- companions -------------------------------------------------------------------------

def test_frodo_resolute_hobbit_ring_bearer_resistance_12():
    """Frodo, Resolute Hobbit (10_121): "Ring-bearer (resistance 12)." As the Ring-bearer:
    resistance 12, strength 3 (+1 from The Ruling Ring), vitality 4 (3 wounds leave him
    exhausted, alive)."""
    sc = Scenario(ring_bearers=("10_121", "1_290"))
    frodo = sc.ring_bearer()
    sc.wounds(frodo, 3)
    game = sc.start("fellowship")
    assert stats.resistance(game, frodo) == 12 and strength(game, frodo) == 3 + 1
    assert stats.vitality(game, frodo) == 4 and stats.vitality_left(game, frodo) == 1


def test_frodo_resolute_hobbit_costs_nothing():
    """Frodo, Resolute Hobbit (10_121): twilight cost 0 when played from hand (Sam is the
    Ring-bearer here)."""
    sc = Scenario(ring_bearers=("1_311", "1_290"))
    frodo = sc.hand("10_121")
    game = sc.twilight(0).at_site(2).start("fellowship")
    act(game, "play", frodo)
    assert game.s.twilight == 0 and game.s.zone[frodo] == "fellowship"


def test_sam_great_elf_warrior_plus_one_per_shire_companion():
    """Sam, Great Elf Warrior (10_122): "Sam is strength +1 for each [shire] companion you
    can spot." Frodo and Sam: 3 + 2; not Boromir, nor Bilbo (a [shire] ally)."""
    sc = Scenario()
    sam = sc.companion("10_122")
    boromir = sc.companion(BOROMIR)
    sc.ally("1_284")
    game = sc.start("fellowship")
    assert strength(game, sam) == 3 + 2 and strength(game, boromir) == 7


def test_sam_great_elf_warrior_may_become_the_ring_bearer_when_frodo_dies():
    """Sam, Great Elf Warrior (10_122): "Response: If Frodo dies, make Sam the
    Ring-bearer (resistance 5)." Ring-bound: he is no unbound companion either."""
    sc = Scenario()
    sam = sc.companion("10_122")
    frodo = sc.ring_bearer()
    sc.assign(sc.minion("1_177"), frodo)  # 13 against 3: overwhelmed
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="succession")
    assert game.decision.cards == (sam,)
    act(game, "succeed", sam)
    assert game.s.ring_bearer[0] == sam and game.s.bearer[sc.ring()] == sam


# --- sites ------------------------------------------------------------------------------

def _prairie(card: str, burdens: int = 1, minion: bool = True, **kw: object):
    sc = at_site(card)
    talent = sc.support("1_316", player=0)  # A Talent for Not Being Seen: a [shire] condition
    cart = sc.support("1_73", player=0)  # Gandalf's Cart: a possession, no condition
    spires = sc.support("1_249", player=1)  # Gleaming Spires Will Crumble: a Shadow condition
    m = sc.minion("10_54") if minion else -1
    game = sc.burdens(burdens).twilight(5).start("shadow")
    return game, instance(game, card), m, (talent, cart, spires)


def test_pelennor_prairie_exert_a_minion_and_remove_a_burden_fp_discards_a_condition():
    """Pelennor Prairie (10_118): "Shadow: Exert a minion and remove a burden to make the
    Free Peoples player discard one of his or her conditions." Only his condition (not
    the Cart, not the Shadow player's condition) goes."""
    game, site, m, (talent, cart, spires) = _prairie("10_118")
    use(game, site)
    assert game.s.wounds[m] == 1 and game.s.burdens[0] == 0
    assert game.s.zone[talent] == "discard"
    assert game.s.zone[cart] == "support" and game.s.zone[spires] == "support"


def test_pelennor_prairie_the_free_peoples_player_chooses():
    """Pelennor Prairie (10_118): "make the Free Peoples player discard one of his or her
    conditions": with two, he chooses."""
    sc = at_site("10_118")
    talents = [sc.support("1_316", player=0), sc.support("2_100", player=0)]
    sc.minion("10_54")
    game = sc.burdens(1).twilight(5).start("shadow")
    use(game, instance(game, "10_118"))
    assert game.decision.player == 0 and set(game.decision.cards) == set(talents)


def test_pelennor_prairie_needs_a_burden_and_a_minion():
    """Pelennor Prairie (10_118): the costs "exert a minion" and "remove a burden"."""
    for burdens, minion in ((0, True), (1, False)):
        game, site, _m, _cards = _prairie("10_118", burdens=burdens, minion=minion)
        assert not can(game, "use", site), (burdens, minion)


def _watchers(card: str, threats: int, minion: str = "10_54", fp_passes: bool = True):
    sc = at_site(card)
    boromir = sc.companion(BOROMIR)
    m = sc.minion(minion)
    sc.assign(m, boromir)
    game = sc.threats(threats).twilight(5).start("skirmishes")
    if fp_passes:
        act(game, "pass")
    return game, instance(game, card), m


def test_watchers_of_cirith_ungol_remove_2_threats_for_wraith_orc_plus_three():
    """Watchers of Cirith Ungol (10_120): "Skirmish: Spot your [wraith] Orc and remove 2
    threats to make that [wraith] Orc strength +3."""
    game, site, scav = _watchers("10_120", 3, fp_passes=False)
    assert not can(game, "use", site)  # the Free Peoples player has no [wraith] Orc
    act(game, "pass")
    use(game, site)
    assert strength(game, scav) == 8 + 3 and game.s.threats[0] == 1


def test_watchers_of_cirith_ungol_needs_2_threats_and_a_wraith_orc():
    """Watchers of Cirith Ungol (10_120): not with 1 threat; not for a [sauron] Uruk-hai,
    a [sauron] Orc or a [wraith] Nazgûl."""
    for threats, minion in ((1, "10_54"), (2, "10_81"), (2, "1_257"), (2, NAZGUL)):
        game, site, _m = _watchers("10_120", threats, minion)
        assert not can(game, "use", site), (threats, minion)


def test_ring_bearer_resistance_text_is_printed_facts_only():
    """Frodo, Resolute Hobbit (10_121): "Ring-bearer (resistance 12)." is the card's facts
    (may start with the Ring, resistance 12), so its text counts as keywords only; Sam,
    Great Elf Warrior (10_122), with a response as well, does not."""
    from ringtable.cards import default_database
    from ringtable.engine.playing import keywords_only

    db = default_database()
    assert keywords_only(db["10_121"]) and not keywords_only(db["10_122"])


def _tomb(site: str | None):
    sc = at_site(site) if site else Scenario()
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 1)
    athelas = sc.bear(boromir, "1_94")
    sam = sc.companion(SAM)
    game = sc.burdens(2).start("fellowship")
    return game, boromir, athelas, sam


def test_stewards_tomb_wounds_cannot_be_healed_and_burdens_cannot_be_removed():
    """Steward's Tomb (10_119): "Wounds cannot be prevented or healed. Burdens cannot be
    removed." At the Tomb Athelas heals nothing and Sam removes no burden; at another
    site both work."""
    for site, healed, burdens in (("10_119", False, 2), (None, True, 1)):
        game, boromir, athelas, sam = _tomb(site)
        use(game, athelas)
        assert (game.s.wounds[boromir] == 0) == healed, site
        use(game, sam)
        assert game.s.burdens[0] == burdens, site


def test_stewards_tomb_wounds_cannot_be_prevented():
    """Steward's Tomb (10_119): "Wounds cannot be prevented": Intimidate's "prevent that
    wound" (Gandalf spotted) does not stop the wound Boromir takes losing his skirmish;
    at another site it does."""
    for site, wounds in (("10_119", 1), (None, 0)):
        sc = at_site(site) if site else Scenario()
        boromir = sc.companion(BOROMIR)
        sc.companion("1_72")
        sc.assign(sc.minion(SOLDIER), boromir)
        intimidate = sc.hand("1_76")
        game = sc.start("skirmishes")
        pass_until(game, decision_kind="optional_trigger")
        act(game, "resolve", intimidate)
        assert game.s.wounds[boromir] == wounds, site


# --- Brave and Loyal ----------------------------------------------------------------------

def _brave(card: str, defender: str = BOROMIR, merry_assigned: bool = False):
    sc = Scenario()
    fp = sc.companion(defender) if defender != "frodo" else sc.ring_bearer()
    merry = sc.companion(MERRY)
    sc.companion(GIMLI)  # unassigned, no Hobbit
    sc.wounds(sc.ring_bearer(), 3) if defender != "frodo" else None  # Frodo cannot exert
    guard = sc.minion("4_220")  # Desert Soldier, 9
    sc.assign(guard, fp)
    if merry_assigned:
        sc.assign(sc.minion(RUNNER), merry)
        sc.ally("1_284")  # Bilbo: an unassigned Hobbit, but an ally
    event = sc.hand(card)
    game = sc.start("skirmishes")
    if merry_assigned:
        act(game, "skirmish", fp)
    return game, event, fp, merry, guard


def test_brave_and_loyal_an_unassigned_hobbit_takes_a_companions_place():
    """Brave and Loyal (10_105): "If a Hobbit companion is not assigned to a skirmish,
    exert that Hobbit to have him or her replace a companion (except the Ring-bearer) in
    a skirmish." Merry exerts and fights the Desert Soldier (9) instead of Boromir:
    overwhelmed, while Boromir is untouched."""
    game, event, boromir, merry, soldier = _brave("10_105")
    act(game, "play", event)
    assert game.s.wounds[merry] == 1 and game.s.assigned[soldier] == merry
    pass_until(game, "skirmish_resolved")
    assert game.s.wounds[boromir] == 0 and game.s.zone[merry] == "dead"  # overwhelmed


def test_brave_and_loyal_not_for_the_ring_bearer_nor_by_an_assigned_hobbit():
    """Brave and Loyal (10_105): Frodo (the Ring-bearer) cannot be replaced; Merry,
    assigned himself, cannot step in (Gimli is no Hobbit, Bilbo no companion)."""
    game, event, _frodo, _merry, _m = _brave("10_105", defender="frodo")
    assert not can(game, "play", event)
    game2, event2, _b, _merry2, _m2 = _brave("10_105", merry_assigned=True)
    assert not can(game2, "play", event2)


# --- Gathering Wind -------------------------------------------------------------------------

def _wind(card: str, wizard: str | None = "1_72", wounds: int = 0):
    sc = Scenario()
    if wizard:
        sc.wounds(sc.companion(wizard), wounds)
    sc.companion(BOROMIR)
    minions = [sc.minion(m) for m in ("10_81", "10_54", "10_84", "1_258")]  # costs 3 3 2 2
    event = sc.hand(card)
    game = sc.twilight(5).at_site(6).start("maneuver")
    return game, event, minions


def _until(game: Game, phase: str) -> None:
    for _ in range(200):
        if game.s.phase == phase:
            return
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0]))
    raise AssertionError(phase)


def test_gathering_wind_minus_two_to_each_minion_of_the_chosen_cost_until_regroup():
    """Gathering Wind (10_16): "Exert your Wizard to choose a number. Make each minion
    with that twilight cost strength -2 until the regroup phase." Gandalf exerts; the
    number 3 (picking the Cirith Ungol Guard): the Guard and the Scavenger (cost 3) are
    -2, the Sentry and the Morgul Skulker (cost 2) are not; still so in the archery
    phase, over by the regroup phase."""
    game, event, (guard, scav, sentry, skulker) = _wind("10_16")
    before = [strength(game, m) for m in (guard, scav, sentry, skulker)]
    act(game, "play", event)
    assert set(game.decision.cards) == {guard, scav, sentry, skulker}  # minions only
    act(game, "choose", guard)
    assert game.s.wounds[instance(game, "1_72")] == 1
    boromir = instance(game, BOROMIR)  # twilight cost 3 too, but no minion
    assert game.cards[boromir].twilight_cost == 3 and strength(game, boromir) == 7
    after = [strength(game, m) for m in (guard, scav, sentry, skulker)]
    assert after == [before[0] - 2, before[1] - 2, before[2], before[3]]
    _until(game, "archery")
    assert strength(game, guard) == before[0] - 2
    _until(game, "regroup")
    live = [m for m in (guard, scav) if game.s.zone[m] == "minions"]
    assert all(strength(game, m) == game.cards[m].strength for m in live)


def test_gathering_wind_needs_your_wizard_to_exert():
    """Gathering Wind (10_16): "Exert your Wizard": Gandalf exhausted, or no Wizard
    (Boromir only), and it cannot be played."""
    for wizard, wounds in (("1_72", 3), (None, 0)):
        game, event, _minions = _wind("10_16", wizard, wounds)
        assert not can(game, "play", event), (wizard, wounds)
    # "your Wizard": the Shadow player's Saruman (a Wizard minion) is not yours to exert
    sc = Scenario()
    sc.companion(BOROMIR)
    sc.minion("5_56")
    event = sc.hand("10_16")
    game = sc.twilight(5).at_site(6).start("maneuver")
    assert not can(game, "play", event)
