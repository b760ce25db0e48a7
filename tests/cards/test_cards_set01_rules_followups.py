"""Set 1 cards on the engine rules of issue 18, beyond the seven of
``test_cards_set01_starters_rules.py``: events cancelled while being played, the
roaming penalty, conditions on sites, allies taking part through events, a stealth
event, assignments made by effects, and "bearer cannot heal". Each test sets a position,
uses the card, and checks what its printed text does."""

from __future__ import annotations

from cardtest import Scenario, at_site, use

from ringtable.engine import effects, stats
from ringtable.engine.playing import twilight_cost
from ringtable.testing import act, can, pass_until

# --- Cancelling events being played: Strength of Kings, Relentless, Seeking It Always,
# --- Wariness ------------------------------------------------------------------------------


def test_strength_of_kings_cancels_a_skirmish_event_in_a_gondor_mans_skirmish():
    """Strength of Kings (1_115): "Response: If a skirmish event is played during a
    skirmish involving a [gondor] Man, cancel that event." Bred for Battle (exert an
    Uruk-hai to make it strength +3) is played against Boromir: its cost is paid, the
    Free Peoples player plays Strength of Kings, the Uruk-hai gets no +3."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    kings = sc.hand("1_115", player=0)
    uruk = sc.minion("1_151")
    bred = sc.hand("1_121")
    sc.assign(uruk, boromir)
    game = sc.twilight(3).start("skirmishes")
    before = stats.strength(game, uruk)
    act(game, "pass")
    act(game, "play", bred)
    assert game.s.wounds[uruk] == 1
    assert game.decision.kind == "optional_trigger" and can(game, "resolve", kings)
    act(game, "resolve", kings)
    assert game.s.zone[kings] == "discard" and game.s.zone[bred] == "discard"
    assert stats.strength(game, uruk) == before


def test_strength_of_kings_not_offered_without_a_gondor_man_in_the_skirmish():
    """Strength of Kings (1_115): "during a skirmish involving a [gondor] Man": not in
    Frodo's skirmish (Bred for Battle resolves, +3), nor against a [dunland] Man minion
    (Dark Fury), nor for a [gondor] Wraith (Oathbreaker)."""
    for defender, minion, event in ((None, "1_151", "1_121"), (None, "4_10", "4_7"),
                                    ("8_41", "1_151", "1_121")):
        sc = Scenario()
        fp = sc.ring_bearer() if defender is None else sc.companion(defender)
        kings = sc.hand("1_115", player=0)
        m = sc.minion(minion)
        played = sc.hand(event)
        sc.assign(m, fp)
        game = sc.twilight(3).start("skirmishes")
        before = stats.strength(game, m)
        act(game, "pass")
        act(game, "play", played)
        assert not can(game, "resolve", kings), (defender, minion)
        assert stats.strength(game, m) > before


def _stealth_skirmish(minions: tuple[str, ...], hand: tuple[str, ...] = (),
                      support: tuple[str, ...] = ()):
    """Frodo skirmishes the first of ``minions`` at site 2; the Free Peoples player plays
    Hobbit Intuition (a stealth event: at sites 1 to 4 it cancels the skirmish)."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    intuition = sc.hand("1_296")
    ms = [sc.minion(m) for m in minions]
    cards = [sc.hand(h) for h in hand] + [sc.support(s, player=sc.shadow) for s in support]
    sc.assign(ms[0], frodo)
    game = sc.twilight(3).at_site(2).start("skirmishes")
    act(game, "play", intuition)
    return game, intuition, ms, cards


def test_relentless_cancels_a_stealth_event_spotting_three_moria_minions():
    """Relentless (1_194): "Response: If a stealth event is played, spot 3 [moria]
    minions to cancel that event." Hobbit Intuition is cancelled: the skirmish goes on."""
    game, intuition, _ms, (relentless,) = _stealth_skirmish(("1_178", "1_178", "1_178"),
                                                             hand=("1_194",))
    assert game.decision.player != game.s.fp  # the Shadow player's response
    act(game, "resolve", relentless)
    assert game.s.zone[intuition] == "discard" and game.s.zone[relentless] == "discard"
    assert not any(e.kind == "skirmish_cancelled" for e in pass_until(game, "skirmish_ended"))


def test_relentless_needs_three_moria_minions():
    """Relentless (1_194): with 2 [moria] minions (an Orc Soldier and the [moria]
    condition Goblin Armory beside them) it is not offered."""
    game, _intuition, _ms, (relentless, _armory) = _stealth_skirmish(
        ("1_178", "1_178", "1_271"), hand=("1_194",), support=("1_173",))
    assert game.decision.kind != "optional_trigger" or not any(
        a.card == relentless for a in game.legal_actions())
    assert game.s.zone[relentless] == "hand"


def test_seeking_it_always_exerts_a_sauron_tracker_to_cancel_a_stealth_event():
    """Seeking It Always (1_275): "Response: If a stealth event is played, exert a
    [sauron] tracker to cancel that event." The Orc Ambusher exerts; Hobbit Intuition is
    cancelled."""
    game, intuition, (ambusher,), (seeking,) = _stealth_skirmish(("1_261",),
                                                                  support=("1_275",))
    act(game, "resolve", seeking)
    assert game.s.wounds[ambusher] == 1 and game.s.zone[intuition] == "discard"
    assert not any(e.kind == "skirmish_cancelled" for e in pass_until(game, "skirmish_ended"))


def test_seeking_it_always_needs_a_sauron_tracker_and_may_be_declined():
    """Seeking It Always (1_275): not offered with only a [moria] Goblin Runner, nor with
    a [sauron] non-tracker and an [isengard] tracker; declined, Hobbit Intuition cancels
    the skirmish."""
    for minions in (("1_178",), ("1_271", "2_47")):  # Orc Soldier; Uruk Scout, a tracker
        game, _intuition, _ms, (seeking,) = _stealth_skirmish(minions, support=("1_275",))
        assert not can(game, "resolve", seeking), minions
    game, _intuition, (ambusher,), (seeking,) = _stealth_skirmish(("1_261",),
                                                                  support=("1_275",))
    assert can(game, "resolve", seeking)
    act(game, "pass")  # declined: Hobbit Intuition cancels the skirmish
    assert game.s.wounds[ambusher] == 0
    assert game.s.assigned[ambusher] < 0 or any(e.kind == "skirmish_cancelled"
                                                for e in pass_until(game, "skirmish_ended"))


def test_wariness_exerts_or_discards_an_uruk_hai_to_cancel_a_stealth_event():
    """Wariness (1_161): "Response: If a stealth event is played, exert or discard your
    Uruk-hai to cancel that event." Exerting the Uruk Savage, or discarding it, cancels
    Hobbit Intuition."""
    for option, wounds, zone in ((0, 1, "minions"), (1, 0, "discard")):
        game, intuition, (uruk,), (wariness,) = _stealth_skirmish(("1_151",),
                                                                  hand=("1_161",))
        act(game, "resolve", wariness)
        act(game, "choose_option", value=option)
        assert game.s.wounds[uruk] == wounds and game.s.zone[uruk] == zone
        assert game.s.zone[intuition] == "discard" and game.s.zone[wariness] == "discard"
        if zone == "minions":  # the Uruk still skirmishes Frodo: not cancelled
            events = pass_until(game, "skirmish_ended")
            assert not any(e.kind == "skirmish_cancelled" for e in events)


def test_wariness_not_offered_for_a_non_stealth_event():
    """Wariness (1_161): only stealth events: Swordsman of the Northern Kingdom gets no
    response."""
    sc = Scenario()
    aragorn = sc.companion("1_365")
    swordsman = sc.hand("1_117")
    uruk = sc.minion("1_151")
    wariness = sc.hand("1_161")
    sc.assign(uruk, aragorn)
    game = sc.twilight(3).start("skirmishes")
    act(game, "play", swordsman)
    assert not can(game, "resolve", wariness)


# --- The roaming penalty: Orc Scouting Band, Bree Streets -----------------------------------


def test_orc_scouting_band_lowers_the_roaming_penalty_and_wounds_its_opponent():
    """Orc Scouting Band (1_270): "The roaming penalty for each [sauron] minion you play
    is -1. Skirmish: Exert this minion to wound a character it is skirmishing.\""""
    sc = Scenario()
    sc.minion("1_270")
    soldier = sc.hand("1_271")
    runner = sc.hand("1_178")
    game = sc.twilight(9).at_site(2).start("shadow")
    shadow = game.s.holder[soldier]
    assert twilight_cost(game, soldier, shadow) == 2 + 1  # roaming: 2 - 1
    assert twilight_cost(game, runner, shadow) == 1 + 2  # a [moria] Orc: no change
    sc = Scenario()
    boromir = sc.companion("1_97")
    aragorn = sc.companion("1_365")
    band = sc.minion("1_270")
    sc.assign(band, boromir)
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    use(game, band)
    assert game.s.wounds[band] == 1 and game.s.wounds[boromir] == 1
    assert game.s.wounds[aragorn] == 0


def test_bree_streets_nazgul_played_there_pay_two_less_roaming():
    """Bree Streets (1_328): "The roaming penalty for each Nazgûl you play to Bree
    Streets is -2." Úlairë Lemenya (4, site 3) costs 4 there, 6 at another site 2; an
    Orc Soldier keeps its +2."""
    for sc, nazgul_cost in ((at_site("1_328"), 4), (Scenario().at_site(2), 6)):
        lemenya = sc.hand("1_232")
        soldier = sc.hand("1_271")
        game = sc.twilight(9).start("shadow")
        shadow = game.s.holder[lemenya]
        assert twilight_cost(game, lemenya, shadow) == nazgul_cost
        assert twilight_cost(game, soldier, shadow) == 4


# --- Weather on a site: Saruman's Chill, Saruman's Frost, Spies of Saruman --------------------


def _weather(condition: str, on_current: bool = True, stage: str = "fellowship",
             ally: str = ""):
    """Boromir and Sam with Frodo at site 2 (and ``ally``); ``condition`` borne by the
    current site (or by site 1), as if played there."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    sam = sc.companion("1_311")
    boromir = sc.companion("1_97")
    if ally:
        sc.ally(ally)
    sc.minion("1_151")
    weather = sc.support(condition, player=sc.shadow)
    game = sc.twilight(3).at_site(2).start(stage)
    site = stats.current_site(game) if on_current else game.s.path[1]
    game.s.move(weather, "attached", game.s.holder[weather], bearer=site)
    game._legal = None
    return game, frodo, sam, boromir, weather


def test_sarumans_chill_each_hobbit_moving_from_its_site_exerts():
    """Saruman's Chill (1_134): "Each Hobbit who moves from this site must exert." Frodo
    and Sam exert as the fellowship moves from site 2; Boromir and Rosie Cotton (a Hobbit
    ally) do not; on another site nothing happens."""
    game, frodo, sam, boromir, _chill = _weather("1_134", ally="1_309")
    rosie = game.s.piles[game.s.fp]["support"][-1]
    pass_until(game, "moves_to")
    assert (game.s.wounds[frodo], game.s.wounds[sam], game.s.wounds[boromir]) == (1, 1, 0)
    assert game.s.wounds[rosie] == 0  # an ally does not move with the fellowship
    game, frodo, sam, _boromir, _chill = _weather("1_134", on_current=False)
    pass_until(game, "moves_to")
    assert game.s.wounds[frodo] == 0 and game.s.wounds[sam] == 0


def test_sarumans_frost_each_hobbit_at_its_site_is_strength_minus_two():
    """Saruman's Frost (1_135): "Each Hobbit at this site is strength -2." Sam is -2,
    Boromir is not; on another site Sam keeps his strength."""
    game, _frodo, sam, boromir, frost = _weather("1_135")
    sam_printed = game.cards[sam].strength
    assert stats.strength(game, sam) == sam_printed - 2
    assert stats.strength(game, boromir) == game.cards[boromir].strength
    game2, _frodo, sam2, _boromir, _frost = _weather("1_135", on_current=False)
    assert stats.strength(game2, sam2) == sam_printed and frost >= 0


def test_spies_of_saruman_skips_the_archery_phase_at_its_site():
    """Spies of Saruman (1_140): "While the fellowship is at this site, skip the archery
    phase." On another site the archery phase is played."""
    game, _frodo, _sam, _boromir, spies = _weather("1_140", stage="maneuver")
    assert any(e.kind == "phase_skipped" for e in pass_until(game, "phase_started"))
    game2, _frodo, _sam, _boromir, _spies = _weather("1_140", on_current=False,
                                                     stage="maneuver")
    assert not any(e.kind == "phase_skipped" for e in pass_until(game2, "phase_started"))
    assert game2.s.phase == "archery" and spies >= 0


def test_conditions_on_a_site_need_an_exertable_isengard_minion_exerted_once():
    """Saruman's Chill (1_134), Saruman's Frost (1_135), Saruman's Snows (1_138), Spies of
    Saruman (1_140): "To play, exert an [isengard] minion." Not playable with only an
    Orc Soldier, nor with an exhausted Uruk Savage; played, the Uruk Savage exerts at
    once (not the Orc Soldier), and a card played later exerts nobody."""
    for card in ("1_134", "1_135", "1_138", "1_140"):
        for uruk_wounds in (None, 2):  # no [isengard] minion; an exhausted one
            sc = Scenario()
            sc.minion("1_271")
            if uruk_wounds is not None:
                sc.wounds(sc.minion("1_151"), uruk_wounds)
            weather = sc.hand(card)
            game = sc.twilight(9).at_site(2).start("shadow")
            assert not can(game, "play", weather), (card, uruk_wounds)
        sc = Scenario()
        uruk = sc.minion("1_151")
        soldier = sc.minion("1_271")
        weather = sc.hand(card)
        later = sc.hand("1_271")
        game = sc.twilight(9).at_site(2).start("shadow")
        act(game, "play", weather, stats.current_site(game))
        assert game.decision.kind == "action", card
        assert (game.s.wounds[uruk], game.s.wounds[soldier]) == (1, 0), card
        act(game, "play", later)
        assert (game.s.wounds[uruk], game.s.wounds[soldier]) == (1, 0), card


def test_weather_and_spies_limits_and_discard_at_the_end_of_the_turn():
    """Saruman's Chill (1_134), Saruman's Frost (1_135): "Limit 1 per site." (a second copy
    is not offered for the site bearing one, but for the others); Chill, Frost, Spies of
    Saruman (1_140): "Discard this condition at the end of the turn.\""""
    for card in ("1_134", "1_135"):
        sc = Scenario()
        sc.minion("1_151")
        sc.minion("1_151")
        first = sc.hand(card)
        second = sc.hand(card)
        game = sc.twilight(9).at_site(2).start("shadow")
        here = stats.current_site(game)
        act(game, "play", first, here)
        act(game, "choose", game.decision.cards[0])  # which Uruk Savage exerts
        targets = {a.target for a in game.legal_actions()
                   if a.kind == "play" and a.card == second}
        assert here not in targets and targets, card
    for card in ("1_134", "1_135", "1_140"):
        game, *_rest, weather = _weather(card)
        pass_until(game, "turn_ended")
        assert game.s.zone[weather] == "discard", card


# --- Allies taking part by events: Support of the Last Homely House, Swan-ship of the
# --- Galadhrim, One Whom Men Would Follow --------------------------------------------------


def _ally_event(event: str, companions: tuple[str, ...], allies: tuple[str, ...]):
    """At site 2 in the maneuver phase, with an Orc Soldier in play."""
    sc = Scenario()
    for c in companions:
        sc.companion(c)
    ally_ids = [sc.ally(a) for a in allies]
    card = sc.hand(event)
    sc.minion("1_271")
    game = sc.twilight(3).at_site(2).start("maneuver")
    return game, card, ally_ids


def _until_regroup(game, ally: int, strength: int) -> None:
    """The ally keeps the bonus and takes part through the archery and assignment phases,
    and loses both when the regroup phase starts."""
    for phase in ("archery", "assignment"):
        while game.s.phase != phase:
            pass_until(game, "phase_started")
        assert stats.strength(game, ally) == strength, phase
        assert ally in stats.fp_characters_in_combat(game, game.s.fp), phase
    while game.s.phase != "regroup":
        pass_until(game, "phase_started")
    assert stats.strength(game, ally) == game.cards[ally].strength
    assert ally not in stats.fp_characters_in_combat(game, game.s.fp)


def test_elf_ally_events_exert_an_ally_of_that_home_to_make_it_take_part_plus_three():
    """Support of the Last Homely House (1_64) / Swan-ship of the Galadhrim (1_65):
    "Maneuver: Exert an Elf ally whose home is site 3 (6). Until the regroup phase, that
    ally is strength +3 and participates in archery fire and skirmishes." Elrond (home
    3) or Orophin (home 6) exerts; the other Elf and Grimir (a Dwarf, home 3) do not."""
    for event, fits, other in (("1_64", 0, 1), ("1_65", 1, 0)):
        game, card, allies = _ally_event(event, (), ("1_40", "1_56", "1_17"))
        ally = allies[fits]
        act(game, "play", card)
        assert game.decision.kind == "action"  # one ally fits: no choice
        assert game.s.wounds[ally] == 1 and game.s.wounds[allies[other]] == 0
        assert game.s.wounds[allies[2]] == 0
        assert stats.strength(game, ally) == game.cards[ally].strength + 3
        assert allies[other] not in stats.fp_characters_in_combat(game, game.s.fp)
        _until_regroup(game, ally, game.cards[ally].strength + 3)


def test_elf_ally_events_need_an_elf_ally_of_that_home():
    """Support of the Last Homely House (1_64) needs an Elf ally whose home is site 3,
    Swan-ship of the Galadhrim (1_65) one whose home is site 6: not playable with only
    the other Elf and Grimir (a Dwarf, home 3) or Aldor (a Man, home 6), nor with that
    Elf exhausted."""
    for event, wrong, right, other in (("1_64", "1_56", "1_40", "1_17"),
                                       ("1_65", "1_40", "1_56", "4_262")):
        game, card, _allies = _ally_event(event, (), (wrong, other))
        assert not can(game, "play", card), event
        sc = Scenario()
        sc.wounds(sc.ally(right), 3 if right == "1_40" else 2)  # exhausted
        card = sc.hand(event)
        game = sc.twilight(3).at_site(2).start("maneuver")
        assert not can(game, "play", card), event


def test_one_whom_men_would_follow_exerts_aragorn_to_make_an_ally_take_part_plus_two():
    """One Whom Men Would Follow (1_109): "Maneuver: Exert Aragorn to spot an ally. Until
    the regroup phase, that ally is strength +2 and participates in archery fire and
    skirmishes." Aragorn exerts; Grimir (a Dwarf ally away from home) is +2 and takes
    part until the regroup phase."""
    game, card, (grimir,) = _ally_event("1_109", ("1_365", "1_97"), ("1_17",))
    aragorn = next(c for c in game.s.piles[game.s.fp]["fellowship"]
                   if game.cards[c].title == "Aragorn")
    act(game, "play", card)
    assert game.s.wounds[aragorn] == 1 and game.s.wounds[grimir] == 0
    assert all(game.s.wounds[c] == 0 for c in game.s.piles[game.s.fp]["fellowship"]
               if c != aragorn)
    assert stats.strength(game, grimir) == game.cards[grimir].strength + 2
    _until_regroup(game, grimir, game.cards[grimir].strength + 2)


def test_one_whom_men_would_follow_needs_aragorn_and_an_ally():
    """One Whom Men Would Follow (1_109): not without an ally to spot, nor without
    Aragorn (Boromir is no Aragorn)."""
    game, card, _allies = _ally_event("1_109", ("1_365",), ())
    assert not can(game, "play", card)
    game, card, _allies = _ally_event("1_109", ("1_97",), ("1_17",))
    assert not can(game, "play", card)


# --- Hobbit Stealth (a stealth event) -------------------------------------------------------


def test_hobbit_stealth_cancels_a_hobbit_skirmish_at_sites_one_to_five():
    """Hobbit Stealth (1_298): "Skirmish: At sites 1 to 5, cancel a skirmish involving a
    Hobbit. At any other site, make a Hobbit strength +2." At site 5 Frodo's skirmish is
    cancelled; at site 6 Frodo is +2."""
    for site in (5, 6):
        sc = Scenario()
        frodo = sc.ring_bearer()
        stealth = sc.hand("1_298")
        sc.assign(sc.minion("1_271"), frodo)
        game = sc.twilight(3).at_site(site).start("skirmishes")
        before = stats.strength(game, frodo)
        act(game, "play", stealth)
        assert stats.strength(game, frodo) == before + (0 if site == 5 else 2)
        events = pass_until(game, "skirmish_ended")
        cancelled = any(e.kind == "skirmish_cancelled" for e in events)
        assert cancelled is (site == 5)


def test_hobbit_stealth_only_in_a_hobbits_skirmish_and_not_at_breeland_forest():
    """Hobbit Stealth (1_298): "a skirmish involving a Hobbit": not in Boromir's skirmish
    at site 3; a stealth event, so not at Breeland Forest (1_329)."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    stealth = sc.hand("1_298")
    sc.assign(sc.minion("1_271"), boromir)
    game = sc.twilight(3).at_site(3).start("skirmishes")
    assert not can(game, "play", stealth)
    sc = at_site("1_329")
    frodo = sc.ring_bearer()
    stealth = sc.hand("1_298")
    sc.assign(sc.minion("1_271"), frodo)
    game = sc.twilight(3).start("skirmishes")
    assert not can(game, "play", stealth)


# --- Assignments by effects: The End Comes, Úlairë Toldëa ----------------------------------


def _assignment_window(shadow_cards: tuple[str, ...], hand: tuple[str, ...] = (),
                       burdens: int = 0, support: tuple[str, ...] = (),
                       allies: tuple[str, ...] = ()):
    """Frodo, Sam and Boromir at site 6 in the assignment phase; the Free Peoples player
    has passed, so the Shadow player acts."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    sam = sc.companion("1_311")
    boromir = sc.companion("1_97")
    for a in allies:
        sc.ally(a)
    minions = [sc.minion(m) for m in shadow_cards]
    cards = [sc.hand(h) for h in hand] + [sc.support(s, player=sc.shadow) for s in support]
    sc.burdens(burdens)
    game = sc.twilight(3).at_site(6).start("assignment")
    act(game, "pass")
    return game, (frodo, sam, boromir), minions, cards


def test_the_end_comes_makes_the_free_peoples_player_assign_the_ring_bearer():
    """The End Comes (1_169): "Assignment: Spot 5 [moria] minions to make the Free
    Peoples player assign the Ring-bearer to a skirmish." The Free Peoples player
    chooses which minion Frodo skirmishes."""
    game, (frodo, _sam, _boromir), runners, (end,) = _assignment_window(
        ("1_178",) * 5, hand=("1_169",))
    act(game, "play", end)
    d = game.decision
    assert d.player == game.s.fp and set(d.cards) == set(runners)
    act(game, "choose", runners[2])
    assert game.s.assigned[runners[2]] == frodo
    assert all(game.s.assigned[r] < 0 for r in runners if r != runners[2])


def test_the_end_comes_needs_five_moria_minions():
    """The End Comes (1_169): with 4 [moria] minions, an Orc Soldier and a [moria]
    condition (Goblin Armory) it may not be played."""
    game, _fp, _minions, (end, _armory) = _assignment_window(
        ("1_178",) * 4 + ("1_271",), hand=("1_169",), support=("1_173",))
    assert not can(game, "play", end)


def test_ulaire_toldea_spots_four_burdens_to_assign_a_companion_not_the_ring_bearer():
    """Úlairë Toldëa (1_236): "Assignment: Spot 4 burdens to assign a companion (except
    the Ring-bearer) to skirmish Úlairë Toldëa." The Shadow player chooses Sam or
    Boromir (not Frodo, nor the ally Orophin at home) and Toldëa is assigned to him."""
    game, (frodo, sam, boromir), (toldea,), _cards = _assignment_window(
        ("1_236",), burdens=4, allies=("1_56",))  # Orophin, an ally at home at site 6
    use(game, toldea)
    d = game.decision
    assert d.player != game.s.fp and set(d.cards) == {sam, boromir} and frodo not in d.cards
    act(game, "choose", boromir)
    assert game.s.assigned[toldea] == boromir


def test_ulaire_toldea_needs_four_burdens():
    """Úlairë Toldëa (1_236): with 3 burdens the ability is not offered."""
    game, _fp, (toldea,), _cards = _assignment_window(("1_236",), burdens=3)
    assert not can(game, "use", toldea)


def test_frenzy_assigns_an_exhausted_companion_not_the_ring_bearer_to_a_moria_orc():
    """Frenzy (1_171): "Assignment: Assign an exhausted companion (except the
    Ring-bearer) to skirmish a [moria] Orc." Boromir (exhausted) is assigned to the
    Goblin Runner the Shadow player picks (not the [sauron] Orc Soldier); the exhausted
    Frodo and the fresh Sam are not offered."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.companion("1_311")
    boromir = sc.companion("1_97")
    sc.wounds(boromir, 2).wounds(frodo, 3)
    runners = [sc.minion("1_178"), sc.minion("1_178")]
    sc.minion("1_271")
    frenzy = sc.hand("1_171")
    game = sc.twilight(3).at_site(6).start("assignment")
    act(game, "pass")
    act(game, "play", frenzy)
    d = game.decision
    assert d.player != game.s.fp and set(d.cards) == set(runners)
    act(game, "choose", runners[1])
    assert game.s.assigned[runners[1]] == boromir


def test_frenzy_needs_an_exhausted_companion_other_than_the_ring_bearer():
    """Frenzy (1_171): not playable when only the Ring-bearer and an ally are exhausted
    (Boromir wounded once), nor without a [moria] Orc (an Orc Soldier; a Cave Troll of
    Moria)."""
    for boromir_wounds, minion in ((1, "1_178"), (2, "1_271"), (2, "1_165")):
        sc = Scenario()
        frodo = sc.ring_bearer()
        boromir = sc.companion("1_97")
        sc.wounds(boromir, boromir_wounds).wounds(frodo, 3)
        sc.wounds(sc.ally("1_56"), 2)  # Orophin, exhausted, at home at site 6: no companion
        sc.minion(minion)
        frenzy = sc.hand("1_171")
        game = sc.twilight(3).at_site(6).start("assignment")
        act(game, "pass")
        assert not can(game, "play", frenzy), (boromir_wounds, minion)


# --- You Bring Great Evil: bearer cannot heal at a sanctuary --------------------------------


def _great_evil(card: str, site: int):
    """Frodo (2 wounds) bears ``card``, Boromir has 1 wound, at ``site``."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")
    sc.bear(frodo, card, player=sc.shadow)
    sc.wounds(frodo, 2).wounds(boromir, 1)
    return sc.at_site(site), frodo, boromir


def test_you_bring_great_evil_bearer_cannot_heal_at_a_sanctuary():
    """You Bring Great Evil (1_283): "While at a sanctuary, bearer cannot heal." At
    Rivendell Terrace (a sanctuary) the start-of-turn healing offers Boromir, not Frodo,
    and no effect heals Frodo; at site 2 Frodo heals."""
    sc, frodo, boromir = _great_evil("1_283", 3)
    game = sc.start("start")
    assert game.decision.kind == "sanctuary_heal"
    healable = {a.card for a in game.legal_actions() if a.kind == "heal"}
    assert healable == {boromir}
    effects.heal(game, frodo)
    assert game.s.wounds[frodo] == 2
    sc, frodo, _boromir = _great_evil("1_283", 2)
    game = sc.start("fellowship")
    effects.heal(game, frodo)
    assert game.s.wounds[frodo] == 1


def test_you_bring_great_evil_plays_on_a_companion_not_an_elf_spotting_a_sauron_orc():
    """You Bring Great Evil (1_283): "To play, spot a [sauron] Orc. Plays on a companion
    (except an Elf)." Offered on Boromir, not on Legolas; not with only a Goblin
    Runner (and the [sauron] condition Seeking It Always)."""
    for orc, playable in (("1_271", True), ("1_178", False)):
        sc = Scenario()
        boromir = sc.companion("1_97")
        legolas = sc.companion("1_50")
        sc.minion(orc)
        sc.support("1_275", player=sc.shadow)  # a [sauron] card that is no Orc
        evil = sc.hand("1_283")
        game = sc.twilight(5).at_site(2).start("shadow")
        targets = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == evil}
        assert (boromir in targets) is playable and legolas not in targets, orc
