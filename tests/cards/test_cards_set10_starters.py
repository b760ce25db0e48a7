"""Set 10 (Mount Doom) cards of the King-block starters (MD Frodo, MD Sam, RotK Aragorn,
RotK Éomer, SoG Merry, SoG Pippin): each test sets a position, uses the card and checks
what its printed text does, with a case for each filter word, cost and condition."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from starters import legal_bearers, never_offered

from ringtable.engine import Game, playing, stats
from ringtable.testing import act, can, pass_until

BOROMIR, ARAGORN, GIMLI = "1_97", "1_89", "1_13"
MERRY, PIPPIN, SAM = "1_302", "1_306", "1_311"
ATHELAS = "1_94"  # a Free Peoples possession with no stat of its own
GUARD, SCAVENGER, RUNNER, NAZGUL = "10_81", "10_54", "1_178", "1_232"


def until_phase(game: Game, phase: str) -> None:
    """Everyone passes until the game is in ``phase``."""
    for _ in range(200):
        if game.s.phase == phase:
            return
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0]))
    raise AssertionError(f"{phase} not reached")


def _skirmish(minion: str, defender: str = BOROMIR, *, shadow_acts: bool = True,
              twilight: int = 5):
    """``minion`` skirmishes ``defender``; (scenario, defender, minion) before start."""
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    sc.twilight(twilight)
    return sc, fp, m


def _shadow_turn(game: Game) -> Game:
    act(game, "pass")  # the Free Peoples player passes first in a skirmish
    return game


# --- [gondor] ---------------------------------------------------------------------------

def test_dead_man_of_dunharrow_to_play_adds_a_threat_and_exerts_him_twice():
    """Dead Man of Dunharrow (10_27): "To play, add a threat. When you play this
    companion, exert him twice." Enduring: strength +2 for each wound, so 6 + 4."""
    sc = Scenario()
    sc.companion(BOROMIR)
    dead_man = sc.hand("10_27")
    gimli = sc.hand(GIMLI)
    game = sc.twilight(0).at_site(2).start("fellowship")
    act(game, "play", dead_man)
    assert game.s.threats[0] == 1 and game.s.wounds[dead_man] == 2
    assert strength(game, dead_man) == 6 + 2 * 2
    act(game, "play", gimli)  # another card played: no threat, no exertion
    assert game.s.threats[0] == 1 and game.s.wounds[dead_man] == 2
    sc2 = Scenario()  # already in play, unwounded: another companion played changes nothing
    dead2 = sc2.companion("10_27")
    gimli2 = sc2.hand(GIMLI)
    game2 = sc2.twilight(0).at_site(2).start("fellowship")
    act(game2, "play", gimli2)
    assert game2.s.threats[0] == 0 and game2.s.wounds[dead2] == 0


def test_dead_man_of_dunharrow_not_playable_when_no_threat_fits():
    """Dead Man of Dunharrow (10_27): "To play, add a threat.": with as many threats as
    companions (the threat limit) it cannot be played; one fewer, it can."""
    for threats, playable in ((2, False), (1, True)):
        sc = Scenario()
        sc.companion(BOROMIR)
        dead_man = sc.hand("10_27")
        game = sc.threats(threats).twilight(0).at_site(2).start("fellowship")
        assert can(game, "play", dead_man) == playable, threats


# --- [wraith] ---------------------------------------------------------------------------

def test_cirith_ungol_scavenger_may_exert_to_discard_a_possession_of_its_victim():
    """Cirith Ungol Scavenger (10_54): "Each time this minion wins a skirmish, you may
    exert it to discard a possession borne by a character this minion is skirmishing."
    Gimli's Athelas, not in that skirmish, stays."""
    sc, boromir, scav = _skirmish("10_54")
    kept = sc.bear(sc.companion(GIMLI), ATHELAS)
    lost = sc.bear(boromir, ATHELAS)
    shadow_condition = sc.bear(boromir, "1_244", player=1)  # on Boromir, no possession
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve")
    assert game.s.zone[lost] == "discard" and game.s.zone[kept] == "attached"
    assert game.s.zone[shadow_condition] == "attached"
    assert game.s.wounds[scav] == 1


def test_cirith_ungol_scavenger_cannot_exert_when_exhausted():
    """Cirith Ungol Scavenger (10_54): "you may exert it": a wounded Scavenger
    (vitality 2) cannot pay, so nothing is offered and the Athelas stays."""
    sc, boromir, scav = _skirmish("10_54")
    sc.wounds(scav, 1)
    lost = sc.bear(boromir, ATHELAS)
    game = sc.start("skirmishes")
    seen = pass_until(game, "skirmish_ended")
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert game.s.zone[lost] == "attached" and "skirmish_ended" in {e.kind for e in seen}


def test_cirith_ungol_scavenger_nothing_when_it_loses():
    """Cirith Ungol Scavenger (10_54): "Each time this minion wins a skirmish": against
    Aragorn with the Ranger's Sword (10) it loses, and nothing is offered at any time."""
    sc, aragorn, _scav = _skirmish("10_54", "1_365")
    sc.bear(aragorn, "4_132")
    lost = sc.bear(aragorn, ATHELAS)
    game = sc.start("skirmishes")
    for _ in range(50):
        if game.decision is None or game.s.phase == "regroup":
            break
        assert game.decision.kind != "optional_trigger"
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0]))
    assert game.s.zone[lost] == "attached"


def _fierce_ability(minion: str, possession: bool) -> tuple[Game, int]:
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    if possession:
        sc.bear(boromir, ATHELAS)
    m = sc.minion(minion)
    return sc.twilight(5).at_site(6).start("shadow"), m


def test_cirith_ungol_soldier_and_warrior_fierce_until_regroup_if_a_possession():
    """Cirith Ungol Soldier (10_55) and Cirith Ungol Warrior (10_56): "Shadow: Spot a
    possession to make this minion fierce until the regroup phase." Still fierce in the
    maneuver phase; not offered with no possession to spot."""
    for minion in ("10_55", "10_56"):
        game, m = _fierce_ability(minion, possession=True)
        assert not stats.keyword(game, m, "fierce")
        use(game, m)
        until_phase(game, "maneuver")
        assert stats.keyword(game, m, "fierce") == 1, minion
        until_phase(game, "regroup")
        assert not stats.keyword(game, m, "fierce"), minion
        game2, m2 = _fierce_ability(minion, possession=False)
        assert not can(game2, "use", m2), minion


def test_ten_times_outnumbered_plus_two_per_wound_on_the_ring_bearer():
    """Ten Times Outnumbered (10_66): "Make a [wraith] Orc strength +2 for each wound on
    the Ring-bearer." Two wounds on Frodo: the Scavenger +4. A [moria] Orc and a
    [wraith] Nazgûl are no [wraith] Orc."""
    sc, boromir, scav = _skirmish(SCAVENGER)
    runner = sc.minion(RUNNER)
    nazgul = sc.minion(NAZGUL)
    sc.assign(runner, sc.companion(GIMLI))
    sc.assign(nazgul, sc.companion(ARAGORN))
    sc.wounds(sc.ring_bearer(), 2)
    sc.wounds(boromir, 1)  # a wound elsewhere counts for nothing
    event = sc.hand("10_66")
    game = sc.start("skirmishes")
    act(game, "skirmish", boromir)
    game = _shadow_turn(game)
    act(game, "play", event)
    assert strength(game, scav) == 8 + 4
    assert strength(game, runner) == 5 and strength(game, nazgul) == 9


# --- [sauron] ---------------------------------------------------------------------------

def test_barren_land_to_play_spot_a_sauron_minion():
    """Barren Land (10_79): "To play, spot a [sauron] minion." A [wraith] Orc is not."""
    for minion, playable in ((GUARD, True), (SCAVENGER, False), ("1_249", False)):
        sc = Scenario()
        if minion == "1_249":  # Gleaming Spires Will Crumble: [sauron], no minion
            sc.support(minion, player=1)
        else:
            sc.minion(minion)
        land = sc.hand("10_79")
        game = sc.twilight(5).at_site(6).start("shadow")
        assert can(game, "play", land) == playable, minion


def _moving_with(condition: str, site: int):
    sc = Scenario()
    bound = sc.companion("4_114")  # Damrod: Ring-bound
    also = sc.companion("4_122")  # Gondorian Ranger: Ring-bound too
    free = sc.companion(BOROMIR)
    sc.support(condition, player=1)
    game = sc.at_site(site).start("fellowship")
    act(game, "pass")
    pass_until(game, "moves_to")
    assert game.s.wounds[also] == game.s.wounds[bound]
    return game, bound, free


def test_barren_land_exerts_each_ring_bound_companion_moving_to_site_8():
    """Barren Land (10_79): "Each time the fellowship moves to any site 8 or 9, exert
    each Ring-bound companion." Damrod exerts, Boromir (not Ring-bound) does not; the
    Ring-bearer Frodo does (CR 4.1: "All versions of Frodo and Sam are Ring-bound"); moving
    to site 7, nobody does."""
    game, bound, free = _moving_with("10_79", 7)
    assert game.s.wounds[bound] == 1 and game.s.wounds[free] == 0
    assert game.s.wounds[0] == 1  # Frodo, Son of Drogo: Ring-bound by rule
    game2, bound2, _free2 = _moving_with("10_79", 6)
    assert game2.s.wounds[bound2] == 0


def test_barren_land_discards_itself_to_play_a_sauron_minion_two_cheaper():
    """Barren Land (10_79): "Shadow: Discard this condition to play a [sauron] minion.
    Its twilight cost is -2." The Guard (3) for 1; a [moria] Orc is not offered."""
    sc = Scenario()
    sc.minion(GUARD)
    land = sc.support("10_79", player=1)
    guard = sc.hand("10_81")
    runner = sc.hand(RUNNER)
    game = sc.twilight(1).at_site(6).start("shadow")
    use(game, land)
    assert game.decision is None or runner not in (game.decision.cards or ())
    assert game.s.zone[guard] == "minions" and game.s.zone[land] == "discard"
    assert game.s.twilight == 0 and game.s.zone[runner] == "hand"


def test_barren_land_plays_only_a_minion():
    """Barren Land (10_79): "play a [sauron] minion": a [sauron] condition in hand is
    not one to play, so the ability is not offered."""
    sc = Scenario()
    sc.minion(GUARD)
    land = sc.support("10_79", player=1)
    sc.hand("1_249")
    game = sc.twilight(3).at_site(6).start("shadow")
    assert not can(game, "use", land)


def test_cirith_ungol_guard_and_sentry_damage_plus_one():
    """Cirith Ungol Guard (10_81) and Cirith Ungol Sentry (10_84): "Damage +1." Each
    beats Boromir (7) and deals 2 wounds."""
    for minion in ("10_81", "10_84"):
        sc, boromir, _m = _skirmish(minion)
        game = sc.start("skirmishes")
        pass_until(game, "skirmish_ended")
        assert game.s.wounds[boromir] == 2, minion


def test_cirith_ungol_patroller_fierce_while_three_possessions():
    """Cirith Ungol Patroller (10_82): "While you can spot 3 possessions, this minion is
    fierce." Two are not enough."""
    for count, fierce in ((3, True), (2, False)):
        sc = Scenario()
        boromir = sc.companion(BOROMIR)
        for _ in range(count):
            sc.bear(boromir, ATHELAS)
        patroller = sc.minion("10_82")
        game = sc.twilight(5).at_site(6).start("shadow")
        assert stats.keyword(game, patroller, "fierce") == int(fierce), count


def test_cirith_ungol_sentinel_cheaper_per_possession_with_another_sauron_uruk():
    """Cirith Ungol Sentinel (10_83): "If you can spot another [sauron] Uruk-hai, this
    minion is twilight cost -1 for each possession you can spot." Two possessions: 2
    becomes 0 beside the Guard, one possession 1; not beside an [isengard] Uruk-hai
    or a [sauron] Orc."""
    for other, cost, items in ((GUARD, 0, 2), (GUARD, 1, 1), ("1_154", 2, 2), ("1_257", 2, 2)):
        sc = Scenario()
        boromir = sc.companion(BOROMIR)
        for _ in range(items):
            sc.bear(boromir, ATHELAS)
        sc.minion(other)
        sentinel = sc.hand("10_83")
        game = sc.twilight(5).at_site(6).start("shadow")
        assert playing.twilight_cost(game, sentinel, 1) == cost, other


def test_uruk_axe_bearer_must_be_a_sauron_minion():
    """Uruk Axe (10_102): "Bearer must be a [sauron] minion." Not a [moria] Orc."""
    allowed, (guard, skirmisher, _runner) = legal_bearers("10_102", (GUARD, "1_257", RUNNER),
                                                          shadow=True)
    assert allowed == {guard, skirmisher}


def test_uruk_axe_plus_two_if_bearer_is_an_uruk_hai():
    """Uruk Axe (10_102): "If bearer is an Uruk-hai, it is strength +2." The Guard 9 +1
    +2; a [sauron] Orc only +1."""
    for minion, total in ((GUARD, 9 + 1 + 2), ("1_257", 9 + 1)):
        sc = Scenario()
        m = sc.minion(minion)
        other = sc.minion("10_84")  # an Uruk-hai not bearing it
        sc.bear(m, "10_102")
        game = sc.twilight(5).at_site(6).start("shadow")
        assert strength(game, m) == total and strength(game, other) == 8, minion


# --- Rank and File: culture tokens --------------------------------------------------------

def _rank_skirmish(card: str, minion: str, site: int):
    sc = Scenario()
    aragorn = sc.companion("1_365")
    sc.bear(aragorn, "4_132")  # Ranger's Sword: Aragorn 10, and 12 against an Uruk-hai
    rank = sc.support(card, player=1)
    m = sc.minion(minion)
    sc.assign(m, aragorn)
    game = sc.twilight(5).at_site(site).start("skirmishes")
    return game, rank, m


def test_rank_and_file_may_add_a_token_when_a_roaming_sauron_minion_is_wounded():
    """Rank and File (10_96): "Each time a roaming [sauron] minion takes a wound, you may
    add a [sauron] token here." The Guard (site 6) at site 2 loses to Aragorn."""
    game, rank, guard = _rank_skirmish("10_96", GUARD, 2)
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve")
    assert game.s.wounds[guard] == 1 and game.s.tokens[rank] == {"sauron": 1}


def test_rank_and_file_no_token_for_a_minion_not_roaming_or_not_sauron():
    """Rank and File (10_96): not when the Guard is at its own site (6: not roaming), nor
    for a roaming [isengard] Uruk-hai."""
    for minion, site in ((GUARD, 6), ("4_165", 2)):
        game, rank, _m = _rank_skirmish("10_96", minion, site)
        never_offered(game, rank, "skirmish_ended")
        assert rank not in game.s.tokens, (minion, site)


def _rank_regroup(card: str, tokens: int = 0):
    sc = Scenario()
    sc.companion(BOROMIR)
    rank = sc.support(card, player=1)
    if tokens:
        sc.culture_tokens(rank, "sauron", tokens)
    return sc, rank


def test_rank_and_file_regroup_exert_an_uruk_hai_or_discard_a_sauron_minion():
    """Rank and File (10_96): "Regroup: Exert an Uruk-hai or discard a [sauron] minion to
    add a [sauron] token here." Each cost in turn; a [sauron] Orc cannot be exerted for
    it, an [isengard] Uruk-hai cannot be discarded for it."""
    sc, rank = _rank_regroup("10_96")
    guard = sc.minion(GUARD)
    game = sc.twilight(5).at_site(6).start("regroup")
    act(game, "pass")
    options = [a for a in game.legal_actions() if a.kind == "use" and a.card == rank]
    assert len(options) == 2
    game.apply(options[0])
    assert game.s.wounds[guard] == 1 and game.s.tokens[rank] == {"sauron": 1}
    sc2, rank2 = _rank_regroup("10_96")
    orc = sc2.minion("1_257")
    game2 = sc2.twilight(5).at_site(6).start("regroup")
    act(game2, "pass")
    options2 = [a for a in game2.legal_actions() if a.kind == "use" and a.card == rank2]
    assert len(options2) == 1  # the [sauron] Orc is no Uruk-hai: only the discard
    game2.apply(options2[0])
    assert game2.s.zone[orc] == "discard" and game2.s.tokens[rank2] == {"sauron": 1}
    sc3, rank3 = _rank_regroup("10_96")
    sc3.minion("1_143")  # Troop of Uruk-hai
    game3 = sc3.twilight(5).at_site(6).start("regroup")
    act(game3, "pass")
    options3 = [a for a in game3.legal_actions() if a.kind == "use" and a.card == rank3]
    assert len(options3) == 1  # an [isengard] Uruk-hai: only the exertion


def test_rank_and_file_remove_2_tokens_for_a_sauron_minion_plus_two():
    """Rank and File (10_96): "Skirmish: Remove 2 [sauron] tokens from here to make a
    [sauron] minion strength +2." Not with 1 token; not for a [wraith] Orc."""
    for tokens, minion, usable in ((2, GUARD, True), (1, GUARD, False), (2, "10_54", False)):
        sc, rank = _rank_regroup("10_96", tokens)
        boromir = sc.companion(GIMLI)
        m = sc.minion(minion)
        sc.assign(m, boromir)
        game = sc.twilight(5).at_site(6).start("skirmishes")
        act(game, "pass")
        assert can(game, "use", rank) == usable, (tokens, minion)
        if usable:
            use(game, rank)
            assert strength(game, m) == 9 + 2 and rank not in game.s.tokens


def test_houses_of_lamentation_plus_four_against_a_culture_in_the_dead_pile():
    """Houses of Lamentation (10_61): "Make a [wraith] minion strength +2 (or +4 if
    skirmishing a companion of the same culture as a card in the dead pile)." Boromir
    ([gondor]) with a Gondorian Captain dead: +4; with only Merry ([shire]) dead: +2. The
    [sauron] Guard facing Gimli is not offered."""
    for dead, bonus in (("7_96", 4), ("1_302", 2)):
        sc, boromir, scav = _skirmish("10_54")
        guard = sc.minion(GUARD)
        sc.assign(guard, sc.companion(GIMLI))
        sc.dead(dead, player=0)
        sc.support("1_206", player=1)  # Bent on Discovery: [wraith], no minion
        event = sc.hand("10_61")
        game = sc.start("skirmishes")
        act(game, "skirmish", boromir)
        act(game, "pass")
        act(game, "play", event)  # the Scavenger is the one [wraith] minion: no choice
        assert strength(game, scav) == 8 + bonus and strength(game, guard) == 9, dead


def test_dead_culture_is_the_culture_of_a_card_in_the_dead_pile():
    """The filter word ``dead_culture`` (Houses of Lamentation, 10_61): Boromir matches
    with a [gondor] card in the dead pile; Gimli ([dwarven]) does not."""
    from ringtable.scripts.filters import compile_filter

    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    gimli = sc.companion(GIMLI)
    sc.dead("7_96", player=0)
    game = sc.start("fellowship")
    word = compile_filter("dead_culture")
    ctx = {"src": -1, "p": 0, "v": {}}
    assert word.match(game, boromir, ctx) and not word.match(game, gimli, ctx)


def _watched(card: str, companion: str, item: str):
    sc = Scenario()
    fp = sc.companion(companion)
    sc.bear(fp, item)
    watchman = sc.minion(card)
    sc.assign(watchman, fp)
    other = sc.companion(BOROMIR)
    sc.bear(other, item)
    sc.assign(sc.minion("10_54"), other)  # Boromir faces a Scavenger
    game = sc.start("skirmishes")
    act(game, "skirmish", fp)
    return game, fp, other


def test_cirith_ungol_watchman_companion_loses_possession_bonuses():
    """Cirith Ungol Watchman (10_57): "Each companion skirmishing this minion loses all
    damage and strength bonuses from possessions." Aragorn's Ranger's Sword (+2) counts
    for nothing; Théoden's Herugrim neither its +2 nor its damage +1. Boromir, facing a
    Scavenger, keeps the same bonuses."""
    game, aragorn, boromir = _watched("10_57", "1_365", "4_132")
    assert strength(game, aragorn) == 8 and strength(game, boromir) == 7 + 2
    game2, theoden, boromir2 = _watched("10_57", "4_365", "4_280")
    assert strength(game2, theoden) == game2.cards[theoden].strength
    assert not stats.keyword(game2, theoden, "damage")
    assert stats.keyword(game2, boromir2, "damage") == 1 and strength(game2, boromir2) == 7 + 2


def test_cirith_ungol_watchman_keeps_other_bonuses():
    """Cirith Ungol Watchman (10_57): only bonuses "from possessions": a +2 from an
    event stays."""
    from ringtable.engine import effects

    game, aragorn, _boromir = _watched("10_57", "1_365", "4_132")
    effects.add_modifier(game, aragorn, "strength", 2, "phase")
    assert strength(game, aragorn) == 8 + 2


def _ally_skirmish(minion: str, item: str | None = None, dead: str | None = None):
    """Grimir ([dwarven] ally, home site 3, strength 3) skirmishes ``minion`` at site 3."""
    sc = Scenario()
    grimir = sc.ally("1_17")
    if item:
        sc.bear(grimir, item)
    if dead:
        sc.dead(dead, player=0)
    m = sc.minion(minion)
    sc.assign(m, grimir)
    game = sc.twilight(5).at_site(3).start("skirmishes")  # the one skirmish: no choice
    return game, grimir, m


def test_cirith_ungol_watchman_only_companions_lose_the_bonuses():
    """Cirith Ungol Watchman (10_57): "Each companion skirmishing this minion": Grimir,
    an ally at home, keeps his Ranger's Sword's +2 against it."""
    game, grimir, _m = _ally_skirmish("10_57", item="4_132")
    assert strength(game, grimir) == 3 + 2


def test_houses_of_lamentation_four_only_against_a_companion():
    """Houses of Lamentation (10_61): "(or +4 if skirmishing a companion of the same
    culture as a card in the dead pile)": against Grimir, a [dwarven] ally, with Gimli
    dead, only +2."""
    sc = Scenario()
    grimir = sc.ally("1_17")
    sc.dead(GIMLI, player=0)
    scav = sc.minion("10_54")
    sc.assign(scav, grimir)
    event = sc.hand("10_61")
    game = sc.twilight(5).at_site(3).start("skirmishes")
    act(game, "pass")
    act(game, "play", event)
    assert strength(game, scav) == 8 + 2
