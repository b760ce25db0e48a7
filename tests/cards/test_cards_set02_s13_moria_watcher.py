"""More set 2 [moria] cards for issue 18 (Mines of Moria): the Watcher in the Water and
its tentacles, Power and Terror, Throw Yourself in Next Time, Final Cry. Each test names
the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use
from test_cards_set02_s13_moria import (
    BOROMIR,
    CAVE_TROLL,
    GOBLIN_RUNNER,
    MARSH_PATH,
    MORIA_SCOUT,
    ORC_SOLDIER,
    _maneuver,
    _shadow,
)

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

# -- the Watcher in the Water and its tentacles ----------------------------------------------

GOBLIN_SPEAR = "1_182"  # "Bearer must be a [moria] minion"


def test_foul_tentacle_may_play_a_tentacle_from_the_draw_deck():
    """Foul Tentacle (2_58): "When you play this minion, you may play a tentacle from your
    draw deck": the Huge Tentacle comes, not the Moria Scout above it."""
    sc = Scenario(sites=MARSH_PATH)
    foul = sc.hand("2_58")
    huge = sc.draw_top("2_66")
    scout = sc.draw_top(MORIA_SCOUT)
    game = _shadow(sc, 8)
    act(game, "play", foul)
    act(game, "resolve", foul)
    assert game.s.zone[huge] == "minions" and game.s.zone[scout] == "draw"
    assert game.s.twilight == 8 - 2 - 2


def test_tentacles_playing_from_the_deck_is_optional_and_only_when_played():
    """Foul Tentacle (2_58), Huge Tentacle (2_66): "you may": declined, the card in the
    deck stays; "When you play this minion": playing a [sauron] Orc later asks nothing."""
    for card, other in (("2_58", "2_66"), ("2_66", "2_73")):
        sc = Scenario(sites=MARSH_PATH)
        tentacle = sc.hand(card)
        soldier = sc.hand(ORC_SOLDIER)
        in_deck = sc.draw_top(other)
        game = _shadow(sc, 10)
        act(game, "play", tentacle)
        assert game.decision.kind == "optional_trigger"
        act(game, "pass")
        assert game.s.zone[in_deck] == "draw"
        act(game, "play", soldier)
        assert game.s.zone[soldier] == "minions"
        assert game.decision is None or game.decision.kind != "optional_trigger", card


def test_tentacles_and_the_watcher_may_not_bear_possessions():
    """Foul Tentacle (2_58), Huge Tentacle (2_66), Watcher in the Water (2_73): "This
    minion may not bear possessions": the Goblin Spear ("Bearer must be a [moria] minion")
    goes on the Moria Scout only."""
    for card in ("2_58", "2_66", "2_73"):
        sc = Scenario(sites=MARSH_PATH)
        tentacle = sc.minion(card)
        scout = sc.minion(MORIA_SCOUT)
        spear = sc.hand(GOBLIN_SPEAR)
        game = _shadow(sc, 2)
        assert not can(game, "play", spear, tentacle), card
        assert can(game, "play", spear, scout), card


def test_tentacles_and_the_watcher_are_discarded_if_not_at_a_marsh():
    """Foul Tentacle (2_58), Huge Tentacle (2_66), Watcher in the Water (2_73): "is
    discarded if not at a marsh": played at Mithril Mine each is discarded; at Moria Lake
    each stays."""
    for card in ("2_58", "2_66", "2_73"):
        for sites, zone in ((None, "discard"), (MARSH_PATH, "minions")):
            sc = Scenario(sites=sites) if sites else Scenario()
            minion = sc.hand(card)
            game = _shadow(sc, 6)
            act(game, "play", minion)
            if game.decision is not None and game.decision.kind == "optional_trigger":
                act(game, "pass")
            assert game.s.zone[minion] == zone, (card, zone)


def test_huge_tentacle_may_play_the_watcher_from_the_draw_deck():
    """Huge Tentacle (2_66): "When you play this minion, you may play Watcher in the Water
    from your draw deck": the Watcher comes, not the Foul Tentacle above it."""
    sc = Scenario(sites=MARSH_PATH)
    huge = sc.hand("2_66")
    watcher = sc.draw_top("2_73")
    foul = sc.draw_top("2_58")
    game = _shadow(sc, 8)
    act(game, "play", huge)
    act(game, "resolve", huge)
    assert game.s.zone[watcher] == "minions" and game.s.zone[foul] == "draw"
    assert game.s.twilight == 8 - 2 - 4


def test_watcher_discards_other_minions_but_tentacles_and_strengthens_tentacles():
    """Watcher in the Water (2_73): "discard all other minions (except tentacles). Each
    tentacle is strength +2 and damage +1": the Moria Scout goes; the Foul Tentacle
    stays, strength 6, damage +1; the Watcher keeps his own 11 and damage +1; the Free
    Peoples' Boromir and the Shadow support condition stay."""
    sc = Scenario(sites=MARSH_PATH)
    scout = sc.minion(MORIA_SCOUT)
    foul = sc.minion("2_58")
    armory = sc.support("1_173", player=1)
    boromir = sc.companion(BOROMIR)
    watcher = sc.hand("2_73")
    game = _shadow(sc, 4)
    act(game, "play", watcher)
    assert game.s.zone[scout] == "discard" and game.s.zone[foul] == "minions"
    assert game.s.zone[armory] == "support" and game.s.zone[boromir] == "fellowship"
    assert strength(game, foul) == 4 + 2 and stats.keyword(game, foul, "damage") == 1
    assert strength(game, watcher) == 11 and stats.keyword(game, watcher, "damage") == 1


def test_power_and_terror_cuts_the_balrogs_cost_by_two_per_moria_orc_revealed():
    """Power and Terror (2_70): "Reveal any number of [moria] Orcs from your hand to play
    The Balrog. Its twilight cost is -2 for each Orc revealed": two Goblin Runners
    revealed, Flame of Udûn (14) is played for (10); the Orcs stay in hand; a [sauron]
    Orc in hand is not offered."""
    sc = Scenario()
    sc.minion(MORIA_SCOUT)
    runners = [sc.hand(GOBLIN_RUNNER), sc.hand(GOBLIN_RUNNER)]
    soldier = sc.hand(ORC_SOLDIER)
    balrog = sc.hand("2_52")
    ev = sc.hand("2_70")
    game = _shadow(sc, 10)
    act(game, "play", ev)
    assert soldier not in game.decision.cards and balrog not in game.decision.cards
    for r in runners:
        choose(game, r)
    if game.decision is not None and any(a.kind == "done" for a in game.legal_actions()):
        act(game, "done")
    assert game.s.zone[balrog] == "minions" and game.s.twilight == 0
    assert [game.s.zone[r] for r in runners] == ["hand", "hand"]


def test_power_and_terror_needs_the_balrog_in_hand():
    """Power and Terror (2_70): "to play The Balrog": without him in hand it is not
    played."""
    sc = Scenario()
    sc.minion(MORIA_SCOUT)
    sc.hand(GOBLIN_RUNNER)
    ev = sc.hand("2_70")
    game = _shadow(sc, 10)
    assert not can(game, "play", ev)


MERRY, MAGGOT = "1_303", "1_288"


def test_throw_yourself_in_next_time_plays_on_a_hobbit_companion_with_a_moria_orc():
    """Throw Yourself in Next Time (2_71): "To play, spot a [moria] Orc. Plays on a Hobbit
    companion": on Merry, not on Boromir nor on Farmer Maggot (a Hobbit ally); with only
    a [sauron] Orc and a Cave Troll it is not played."""
    sc = Scenario()
    sc.minion(MORIA_SCOUT)
    merry = sc.companion(MERRY)
    boromir = sc.companion(BOROMIR)
    maggot = sc.ally(MAGGOT)
    card = sc.hand("2_71")
    game = _shadow(sc, 0)
    assert not can(game, "play", card, boromir) and not can(game, "play", card, maggot)
    act(game, "play", card, merry)
    assert game.s.bearer[card] == merry
    sc2 = Scenario()
    sc2.minion(ORC_SOLDIER)
    sc2.minion(CAVE_TROLL)  # a [moria] Troll
    sc2.companion(MERRY)
    card2 = sc2.hand("2_71")
    game2 = _shadow(sc2, 0)
    assert not can(game2, "play", card2)


def test_throw_yourself_in_next_time_bearer_exerted_only_by_shadow_cards():
    """Throw Yourself in Next Time (2_71): "Bearer may be exerted only by Shadow cards":
    Sorry About Everything (a Free Peoples event, "exert a Hobbit companion") exerts Frodo,
    Merry is not offered; Morgul Skirmisher (a Shadow card) exerts Merry."""
    sc = Scenario()
    merry = sc.companion(MERRY)
    sc.bear(merry, "2_71", player=1)
    sorry = sc.hand("1_312", player=0)
    game = sc.burdens(3).start("fellowship")
    act(game, "play", sorry)
    assert game.decision is None or game.decision.kind != "choose"
    assert game.s.wounds[sc.ring_bearer()] == 1 and game.s.wounds[merry] == 0
    sc2 = Scenario()
    merry2 = sc2.companion(MERRY)
    sc2.bear(merry2, "2_71", player=1)
    skirmisher = sc2.minion("1_257")
    game2 = _maneuver(sc2.twilight(3).at_site(4))
    use(game2, skirmisher)
    assert game2.s.wounds[merry2] == 1


def _final_cry(card: str, whip: bool = True, minion: str = "2_52"):
    """The Balrog (bearing the Whip) skirmishing Aragorn, strength raised so that Aragorn
    is not overwhelmed; Gimli in another skirmish; ``card`` in the Shadow player's hand."""
    sc = Scenario()
    aragorn = sc.companion("1_365")
    gimli = sc.companion("1_13")
    balrog = sc.minion(minion)
    if whip:
        sc.bear(balrog, "2_74")
    sc.assign(balrog, aragorn)
    sc.assign(sc.minion(GOBLIN_RUNNER), gimli)
    ev = sc.hand(card)
    game = sc.twilight(1).at_site(4).start("skirmishes")
    game.s.mods = [*game.s.mods, (aragorn, "strength", 4, "turn", -1),
                   (aragorn, "vitality", 4, "turn", -1)]
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", aragorn)
    pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
    return game, ev, aragorn, gimli


def test_final_cry_wounds_a_companion_in_the_balrogs_skirmish_twice():
    """Final Cry (2_57): "Response: If a skirmish that involved The Balrog bearing Whip of
    Many Thongs is about to end, wound a companion in that skirmish twice": Aragorn takes
    2 more wounds; Gimli (another skirmish) none."""
    wounds = []
    for answer in ("resolve", "pass"):
        game, ev, aragorn, gimli = _final_cry("2_57")
        assert game.decision.kind == "optional_trigger" and game.decision.player == 1
        if answer == "resolve":
            act(game, "resolve", ev)
            assert game.decision is None or game.decision.kind != "choose"  # not the Balrog
        else:
            act(game, "pass")
        pass_until(game, "skirmish_ended")
        wounds.append((game.s.wounds[aragorn], game.s.wounds[gimli]))
    assert wounds[0][0] == wounds[1][0] + 2 and wounds[0][1] == wounds[1][1] == 0


def test_final_cry_needs_the_balrog_bearing_the_whip():
    """Final Cry (2_57): without the Whip, or with a Cave Troll instead, it is not offered."""
    for whip, minion in ((False, "2_52"), (True, CAVE_TROLL)):
        game, ev, _a, _g = _final_cry("2_57", whip=whip, minion=minion)
        assert game.decision is None or not can(game, "resolve", ev), (whip, minion)
