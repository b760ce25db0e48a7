"""Set 3 (Realms of the Elf-lords) cards that needed a rule the engine lacked (issue 18,
helper gaps-q): the twilight cost of a class of cards changed for a while (the verb
``twilight_cost``, a game-wide modifier held in the state, ``engine/costs.py``)."""

from __future__ import annotations

from cardtest import Scenario
from starters import never_offered

from ringtable.engine import effects
from ringtable.engine.playing import twilight_cost
from ringtable.testing import act, can, pass_until

BOROMIR, LEGOLAS = "1_97", "1_50"  # [gondor] Man; [elven] Elf
HATE, VALOR = "1_250", "1_103"  # maneuver events (0): Shadow [sauron]; Free Peoples [gondor]
ORC_SOLDIER, GOBLIN_RUNNER = "1_271", "1_178"  # a [sauron] Orc (2); a [moria] Orc (1)
FOES_OF_MORDOR, MERCHANT, ARAGORN = "1_105", "7_97", "1_89"  # [gondor] condition, ally (1)
SKIRMISH_EVENT = "1_128"  # Lurtz's Battle Cry (1)


def _maneuver(resisted_id: str, *companions: str, support: tuple[str, ...] = ()):
    """The Free Peoples player holds Some Who Resisted in his maneuver phase at site 2
    with ``companions``; the Shadow player has an Orc Soldier in play, Hate and a
    skirmish event in hand, and 1 twilight token."""
    sc = Scenario()
    sc.at_site(2)
    for name in companions:
        sc.companion(name)
    for name in support:
        sc.support(name)
    resisted = sc.hand(resisted_id)
    valor = sc.hand(VALOR)
    sc.minion(ORC_SOLDIER)
    hate = sc.hand(HATE, player=1)
    other = sc.hand(SKIRMISH_EVENT, player=1)
    later = sc.draw_top(HATE, player=1)
    sc.twilight(1)
    return sc.start("maneuver"), resisted, valor, hate, other, later


def test_some_who_resisted_makes_each_maneuver_event_cost_two_more():
    """Some Who Resisted (3_45): "Spot a [gondor] companion to make the twilight cost of
    each maneuver event +2." The Shadow player's Hate (0) costs 2, also the copy still in
    his draw deck, so with 1 twilight he can no longer play it; the Free Peoples
    player's Elendil's Valor (0) costs 2; a skirmish event keeps its cost."""
    game, resisted, valor, hate, other, later = _maneuver("3_45", BOROMIR)
    assert can(game, "play", resisted)
    printed = twilight_cost(game, other, 1)
    act(game, "play", resisted)
    assert twilight_cost(game, hate, 1) == 2 and twilight_cost(game, later, 1) == 2
    assert game.view_for(1)["cards"][hate]["cost"] == 2  # shown in his hand
    assert twilight_cost(game, valor, 0) == 2
    assert twilight_cost(game, other, 1) == printed
    assert game.decision.player == 1 and not can(game, "play", hate)


def test_some_who_resisted_lasts_until_the_end_of_the_maneuver_phase():
    """Some Who Resisted (3_45): no duration is printed, so the change ends with the
    phase: in the archery phase Hate costs 0 again. Before it is played, the Shadow
    player can play Hate with his 1 twilight token."""
    game, resisted, _valor, hate, _other, _later = _maneuver("3_45", BOROMIR)
    act(game, "play", resisted)
    pass_until(game, "phase_started")
    assert game.s.phase == "archery" and twilight_cost(game, hate, 1) == 0
    game, _resisted, _valor, hate, _other, _later = _maneuver("3_45", BOROMIR)
    act(game, "pass")
    assert game.decision.player == 1 and can(game, "play", hate)


def test_some_who_resisted_needs_a_gondor_companion_to_spot():
    """Some Who Resisted (3_45): "Spot a [gondor] companion": with only Frodo and
    Legolas (an [elven] companion) it cannot be played, nor with Foes of Mordor (a
    [gondor] condition, not a companion) in the support area too."""
    game, resisted, *_ = _maneuver("3_45", LEGOLAS)
    assert not can(game, "play", resisted)
    game, resisted, *_ = _maneuver("3_45", LEGOLAS, support=(FOES_OF_MORDOR,))
    assert not can(game, "play", resisted)


# --- We Must Go Warily ------------------------------------------------------------------------

def _regroup(warily_id: str, *companions: str, wounds: int = 0,
             allies: tuple[str, ...] = ()):
    """The Free Peoples player at his regroup choice at site 2 with ``companions`` and We
    Must Go Warily in hand; the Shadow player holds an Orc Soldier and a Goblin Runner;
    5 twilight tokens in the pool."""
    sc = Scenario()
    sc.at_site(2)
    made = [sc.companion(name) for name in companions]
    for c in made:
        sc.wounds(c, wounds)
    for name in allies:
        sc.ally(name)
    warily = sc.hand(warily_id)
    sc.hand(ARAGORN)
    soldier = sc.hand(ORC_SOLDIER, player=1)
    runner = sc.hand(GOBLIN_RUNNER, player=1)
    sc.twilight(5)  # enough for a roaming minion
    game = sc.start("regroup_choice")
    return game, made, warily, soldier, runner


def _warily_used(warily_id: str, *companions: str, use: bool = True):
    """After the regroup move, We Must Go Warily played (Boromir exerting twice), or
    declined (``use`` false): the game is at the Shadow phase at site 3."""
    game, made, warily, soldier, runner = _regroup(warily_id, *companions)
    act(game, "move")
    pass_until(game, decision_kind="optional_trigger")
    if use:
        act(game, "resolve", warily, value=0)
    else:
        act(game, "pass")
    assert game.s.phase == "shadow"
    return game, made, warily, soldier, runner


def test_we_must_go_warily_makes_each_minion_cost_one_more_after_a_regroup_move():
    """We Must Go Warily (3_48): "If the fellowship moves in the regroup phase, exert a
    [gondor] companion twice to make each minion's twilight cost +1 until the next
    regroup phase." Boromir exerts twice; in the Shadow phase at the next site the Orc
    Soldier and the Goblin Runner each cost 1 more than when the response is declined,
    and the Goblin Runner is charged that."""
    plain, _m, _w, soldier0, runner0 = _warily_used("3_48", BOROMIR, use=False)
    game, (boromir,), warily, soldier, runner = _warily_used("3_48", BOROMIR)
    aragorn = plain.s.piles[0]["hand"][0]  # "each minion's": a companion keeps his cost
    assert twilight_cost(game, aragorn, 0) == twilight_cost(plain, aragorn, 0)
    assert game.s.wounds[boromir] == 2 and game.s.zone[warily] == "discard"
    assert twilight_cost(game, soldier, 1) == twilight_cost(plain, soldier0, 1) + 1
    cost = twilight_cost(plain, runner0, 1) + 1
    assert twilight_cost(game, runner, 1) == cost
    before = game.s.twilight
    act(game, "play", runner)
    assert game.s.twilight == before - cost


def test_we_must_go_warily_lasts_until_the_next_regroup_phase():
    """We Must Go Warily (3_48): "until the next regroup phase": through the phases
    after the move (the Goblin Runner played makes them happen), over at the regroup
    phase."""
    game, _made, _warily, soldier, runner = _warily_used("3_48", BOROMIR)
    raised = twilight_cost(game, soldier, 1)  # at site 3 (roaming: +2), +1
    act(game, "play", runner)
    seen = []
    while game.s.phase != "regroup":
        seen.append(game.s.phase)
        assert twilight_cost(game, soldier, 1) == raised, game.s.phase
        pass_until(game, "phase_started")
    assert "maneuver" in seen and "assignment" in seen
    assert twilight_cost(game, soldier, 1) == raised - 1


def test_we_must_go_warily_needs_a_gondor_companion_who_can_exert_twice():
    """We Must Go Warily (3_48): "exert a [gondor] companion twice": Boromir with 1
    wound (vitality 3) cannot exert twice; Legolas (an [elven] companion) does not
    count; neither is offered the response."""
    game, _made, warily, _s, _r = _regroup("3_48", BOROMIR, wounds=1)
    act(game, "move")
    never_offered(game, warily, "phase_started")
    game, _made, warily, _s, _r = _regroup("3_48", LEGOLAS)
    act(game, "move")
    never_offered(game, warily, "phase_started")
    # a [gondor] ally able to exert twice (Gondorian Merchant, vitality 1 made 3) is not
    # a companion either
    game, _made, warily, _s, _r = _regroup("3_48", LEGOLAS, allies=(MERCHANT,))
    merchant = game.s.piles[0]["support"][0]
    effects.add_modifier(game, merchant, "vitality", 2, "turn")
    act(game, "move")
    never_offered(game, warily, "phase_started")


def test_we_must_go_warily_only_for_a_move_in_the_regroup_phase():
    """We Must Go Warily (3_48): "If the fellowship moves in the regroup phase": the
    move of the fellowship phase does not offer it."""
    sc = Scenario()
    sc.at_site(2)
    sc.companion(BOROMIR)
    warily = sc.hand("3_48")
    game = sc.start("fellowship")
    never_offered(game, warily, "moves_to")


# --- Gimli's Pipe -----------------------------------------------------------------------------

GIMLI, GANDALF, GANDALFS_PIPE, OLD_TOBY, GAFFERS_PIPE = "1_13", "1_364", "1_74", "1_305", "1_292"


def _pipes(pipe_id: str, gimli: str = GIMLI, burdens: int = 4):
    """Gimli bearing ``pipe_id`` (Gimli's Pipe) and Gandalf bearing Gandalf's Pipe at
    site 2, Old Toby (pipeweed) in the support area, ``burdens`` burdens; the Free
    Peoples player's fellowship phase."""
    sc = Scenario()
    sc.at_site(2)
    g = sc.companion(gimli)
    pipe = sc.bear(g, pipe_id)
    gandalf = sc.companion(GANDALF)
    gandalfs = sc.bear(gandalf, GANDALFS_PIPE)
    sc.support(OLD_TOBY)
    sc.burdens(burdens)
    return sc.start("fellowship"), g, pipe, gandalfs


def test_gimlis_pipe_adds_one_to_the_pipes_spotted_by_a_pipe_ability():
    """Gimli's Pipe (3_2): "Fellowship: Exert Gimli to add 1 to the number of pipes you
    can spot." Gimli exerts; Gandalf's Pipe ("spot X pipes to remove X burdens") then
    spots 3 pipes (2 in play, +1): 4 burdens become 1. Unused, it removes 2."""
    game, gimli, pipe, gandalfs = _pipes("3_2")
    act(game, "use", pipe)
    assert game.s.wounds[gimli] == 1
    act(game, "use", gandalfs)
    assert game.s.burdens[0] == 1
    game, _g, _p, gandalfs = _pipes("3_2")
    act(game, "use", gandalfs)
    assert game.s.burdens[0] == 2


def test_gimlis_pipe_lasts_the_fellowship_phase_only():
    """Gimli's Pipe (3_2): the number is added for the phase it is used in (no
    duration printed): once the fellowship phase is over, 2 pipes are spotted again
    (the value read by every "spot X pipes")."""
    from ringtable.scripts.values import QUANTITIES

    game, _gimli, pipe, _gandalfs = _pipes("3_2")
    act(game, "use", pipe)
    ctx = {"src": pipe, "p": 0, "v": {}}
    assert QUANTITIES["pipes"](game, ctx) == 3
    effects.expire(game, "phase")
    assert QUANTITIES["pipes"](game, ctx) == 2


def test_gimlis_pipe_needs_gimli_to_exert():
    """Gimli's Pipe (3_2): "Exert Gimli": an exhausted Gimli (2 wounds, vitality 3)
    cannot use it."""
    sc = Scenario()
    sc.at_site(2)
    g = sc.companion(GIMLI)
    pipe = sc.bear(g, "3_2")
    sc.wounds(g, 2)
    game = sc.start("fellowship")
    assert not can(game, "use", pipe)
