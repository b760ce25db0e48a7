"""Set 5 (Battle of Helm's Deep) cards of the starters that needed a rule the engine
lacked (issue 18, helper gaps-a): a special ability announced between its costs and its
effect, so a response may "cancel that action" (``engine.flow.announce_ability``)."""

from __future__ import annotations

from cardtest import Scenario, strength

from ringtable.engine import effects, stats
from ringtable.testing import act, can

GIMLI, BOROMIR = "4_49", "1_97"  # Gimli: "Skirmish: Exert Gimli to make an unbound
# companion strength +1"; 6, vitality 3
RIDER, RUNNER = "5_67", "1_178"  # Warg-rider (5, vitality 2), Goblin Runner


def _fight(mount: str, rider_wounds: int = 0, elsewhere: bool = False):
    """Gimli skirmishes a Warg-rider bearing ``mount`` (or, ``elsewhere``, a Goblin
    Runner while the rider waits for Boromir); the Free Peoples player acts first."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    rider = sc.minion(RIDER)
    sc.bear(rider, mount)
    sc.wounds(rider, rider_wounds)
    if elsewhere:
        sc.assign(rider, sc.companion(BOROMIR))
        sc.assign(sc.minion(RUNNER), gimli)
    else:
        sc.assign(rider, gimli)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", gimli)
    return game, gimli, rider


def test_war_warg_and_warg_exert_the_bearer_to_cancel_a_skirmish_ability():
    """War-warg (5_64), Warg (5_65), Sharku's Warg (5_59): "Response: If a skirmish
    special ability is used in a skirmish involving bearer, exert bearer to cancel that
    action." Gimli exerts (his cost stays paid); the Warg-rider exerts; Gimli is not made
    strength +1."""
    for mount in ("5_64", "5_65", "5_59"):
        game, gimli, rider = _fight(mount)
        before = strength(game, gimli)
        act(game, "use", gimli)
        assert game.s.wounds[gimli] == 1, mount
        assert game.decision.kind == "optional_trigger" and game.decision.player == 1, mount
        events = act(game, "resolve", next(c for c in range(len(game.s.defs))
                                           if game.s.defs[c] == mount))
        assert game.s.wounds[rider] == 1 and strength(game, gimli) == before, mount
        assert any(e.kind == "ability_cancelled" for e in events), mount


def test_warg_declined_lets_the_ability_resolve():
    """Warg (5_65), War-warg (5_64): "exert bearer to cancel": declined, Gimli is +1."""
    for mount in ("5_65", "5_64", "5_59"):
        game, gimli, rider = _fight(mount)
        before = strength(game, gimli)
        act(game, "use", gimli)
        act(game, "pass")
        assert strength(game, gimli) == before + 1 and game.s.wounds[rider] == 0, mount


def test_warg_needs_the_bearer_in_the_skirmish_and_able_to_exert():
    """War-warg (5_64), Warg (5_65): "in a skirmish involving bearer": Gimli's skirmish
    against a Goblin Runner offers nothing while the rider waits; an exhausted bearer
    cannot exert: nothing is offered."""
    for mount in ("5_64", "5_65", "5_59"):
        game, gimli, _rider = _fight(mount, elsewhere=True)
        before = strength(game, gimli)
        act(game, "use", gimli)
        assert game.decision.kind == "choose", mount  # Gimli or Boromir: no response
        act(game, "choose", gimli)
        assert strength(game, gimli) == before + 1, mount
        # exhausted: vitality 2, +2 (War-warg), +1 (Warg) or +3 (Sharku's Warg)
        game, gimli, _rider = _fight(mount, rider_wounds={"5_64": 3, "5_65": 2, "5_59": 4}[mount])
        before = strength(game, gimli)
        act(game, "use", gimli)
        assert game.decision.kind != "optional_trigger", mount
        assert strength(game, gimli) == before + 1, mount


def test_warg_bearer_must_be_a_warg_rider():
    """War-warg (5_64), Warg (5_65): "Bearer must be a warg-rider": in the Shadow phase
    it may go on the Warg-rider, not on a Goblin Runner."""
    for mount in ("5_64", "5_65", "5_59"):
        sc = Scenario()
        rider = sc.minion(RIDER)
        runner = sc.minion(RUNNER)
        card = sc.hand(mount)
        game = sc.twilight(9).at_site(4).start("shadow")
        assert can(game, "play", card, rider) and not can(game, "play", card, runner), mount


# --- Nan Curunír: a site's Response for the Shadow player ---------------------------------

def _at_nan_curunir(site: str, minion: str = RIDER, mount: str = "5_65", twilight: int = 2,
                    fp_loses: bool = False):
    """At ``site``: Boromir (made strength 9) skirmishes ``minion`` (on ``mount``, if
    any), or a Cave Troll when ``fp_loses``."""
    from cardtest import at_site

    sc = at_site(site)
    boromir = sc.companion(BOROMIR)
    if fp_loses:
        sc.bear(boromir, "4_283")  # Horse of Rohan: a mounted companion
    m = sc.minion("1_165" if fp_loses else minion)
    if mount and not fp_loses:
        sc.bear(m, mount)
    sc.assign(m, boromir)
    sc.twilight(twilight)
    game = sc.start("skirmishes")
    # 9: beats the rider (8) and the Runner (5) without overwhelming them; loses to the
    # Troll (15) without being overwhelmed
    game.s.mods = game.s.mods + [(boromir, "strength", 2, "skirmish", -1)]
    act(game, "pass")
    act(game, "pass")  # the skirmish resolves
    return game, boromir, m


def test_nan_curunir_the_shadow_player_removes_2_to_prevent_a_wound_to_his_mounted_minion():
    """Nan Curunír (5_119): "Response: If your mounted minion is about to take a wound,
    remove (2) to prevent that wound." The Warg-rider on a Warg loses to Boromir: the
    Shadow player is offered it, removes (2), and the wound is prevented."""
    game, _b, rider = _at_nan_curunir("5_119")
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve")  # the site's trigger, used by the Shadow player
    assert game.s.twilight == 0 and game.s.wounds[rider] == 0


def test_nan_curunir_declined_or_unaffordable_or_not_mounted():
    """Nan Curunír (5_119): declined, the rider is wounded; with (1) in the pool, or for a
    Goblin Runner (not mounted), nothing is offered; at another site neither."""
    game, _b, rider = _at_nan_curunir("5_119")
    act(game, "pass")
    assert game.s.wounds[rider] == 1
    for kw in ({"twilight": 1}, {"minion": RUNNER, "mount": ""}):
        game, _b, _m = _at_nan_curunir("5_119", **kw)
        assert game.decision is None or game.decision.kind != "optional_trigger", kw
    game, _b, rider = _at_nan_curunir("4_358")  # another site 8 (towers)
    assert game.decision is None or game.decision.kind != "optional_trigger"


def test_nan_curunir_is_not_for_a_companion():
    """Nan Curunír (5_119): "your mounted *minion*": Boromir on a Horse of Rohan (a
    mounted companion) losing to a Cave Troll is not protected (nothing offered)."""
    game, boromir, _troll = _at_nan_curunir("5_119", fp_loses=True)
    assert game.decision is None or game.decision.kind != "optional_trigger"


def test_sharkus_warg_makes_sharku_damage_plus_1():
    """Sharku's Warg (5_59): "If bearer is Sharku, he is damage +1": Sharku bearing it
    is damage +1, a Warg-rider bearing it is not."""
    sc = Scenario()
    sharku, rider = sc.minion("5_58"), sc.minion(RIDER)
    sc.bear(sharku, "5_59")
    sc.bear(rider, "5_59")
    game = sc.at_site(4).start("maneuver")
    assert stats.keyword(game, sharku, "damage") == 1
    assert stats.keyword(game, rider, "damage") == 0


# --- More to My Liking: stacking the top card, taking a stacked card ---------------------------

def _liking(card: str, companion: str = "1_13", stacked: tuple[str, ...] = (),
            other: tuple[str, ...] = (), other_host: str = "4_44"):
    """Maneuver: ``companion``, More to My Liking with ``stacked`` cards (Free Peoples
    player's), ``other`` cards stacked on ``other_host`` (Courtesy of My Hall; "self":
    on the companion); two Boromirs on the deck."""
    sc = Scenario()
    fp = sc.companion(companion)
    sc.minion(RUNNER)
    liking = sc.support(card, player=0)
    host = fp if other_host == "self" else sc.support(other_host, player=0)
    mine = [sc.discard(c, player=0) for c in stacked]
    theirs = [sc.discard(c, player=0) for c in other]
    sc.draw_top(BOROMIR)  # the second card: never stacked
    top = sc.draw_top(BOROMIR)
    game = sc.at_site(4).start("maneuver")
    for c in mine:
        effects.stack(game, c, liking)
    for c in theirs:
        effects.stack(game, c, host)
    return game, liking, mine, theirs, top


def test_more_to_my_liking_stacks_the_top_card_once_per_phase():
    """More to My Liking (5_9): "Maneuver: Stack the top card from your draw deck here
    (limit once per phase)." The top card is stacked; not a second time this phase."""
    game, liking, _m, _t, top = _liking("5_9")
    act(game, "use", liking, value=0)
    assert game.s.zone[top] == "stacked" and game.s.bearer[top] == liking
    act(game, "pass")  # the Shadow player
    assert not can(game, "use", liking, value=0)


def test_more_to_my_liking_discards_a_stacked_card_to_take_a_free_peoples_one():
    """More to My Liking (5_9): "Maneuver: Spot a Dwarf and discard a card stacked on a
    [dwarven] condition to take a Free Peoples card stacked here into hand." The Goblin
    Runner on Courtesy of My Hall is discarded; the Legolas stacked here comes to hand.
    Without a Dwarf, or with nothing stacked on a [dwarven] condition to discard, no; a
    Runner on First Level (a [gondor] condition) or on Gimli cannot pay."""
    game, liking, (legolas,), (runner,), _top = _liking("5_9", stacked=("1_51",),
                                                         other=(RUNNER,))
    act(game, "use", liking, value=1)
    if game.decision.kind == "choose":  # which stacked card is discarded
        act(game, "choose", runner)
    assert game.s.zone[runner] == "discard" and game.s.zone[legolas] == "hand"
    game, liking, _m, _t, _top = _liking("5_9", companion="1_51", stacked=("1_51",),
                                         other=(RUNNER,))
    assert not can(game, "use", liking, value=1)
    game, liking, _m, _t, _top = _liking("5_9")
    assert not can(game, "use", liking, value=1)
    for host in ("7_92", "self"):  # a [gondor] condition; Gimli, a [dwarven] companion
        # the Runner there cannot pay: only the Legolas stacked here can (no choice), and
        # then nothing is left to take
        game, liking, (legolas,), (runner,), _top = _liking(
            "5_9", stacked=("1_51",), other=(RUNNER,), other_host=host)
        act(game, "use", liking, value=1)
        assert game.s.zone[legolas] == "discard" and game.s.zone[runner] == "stacked", host


def test_more_to_my_liking_takes_only_a_free_peoples_card():
    """More to My Liking (5_9): "a Free Peoples card stacked here": with only Goblin
    Runners (Shadow cards) stacked, here and on Courtesy of My Hall, it has nothing to
    take: not usable."""
    game, liking, _m, _t, _top = _liking("5_9", stacked=(RUNNER,), other=(RUNNER,))
    assert not can(game, "use", liking, value=1)


def test_more_to_my_liking_limit_is_for_each_maneuver_phase():
    """More to My Liking (5_9): "(limit once per phase)": after the fellowship moves
    again, with no skirmish on the way, the next maneuver phase allows it again."""
    game, liking, _m, _t, top = _liking("5_9")
    game.s.moves = 1
    act(game, "use", liking, value=0)
    assert game.s.zone[top] == "stacked"
    left = False  # everyone passes, nobody is assigned, the fellowship moves again
    while not (left and game.s.phase == "maneuver"):
        left = left or game.s.phase != "maneuver"
        options = game.legal_actions()
        move = next((a for a in options if a.kind == "move"), None)
        game.apply(move or next((a for a in options if a.kind == "pass"), options[0]))
    assert can(game, "use", liking, value=0)
