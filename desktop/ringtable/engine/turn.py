"""The turn: start of turn, fellowship phase and moving, Shadow phases, maneuver,
archery, assignment, skirmishes (normal then fierce), regroup, and the end of turn.

The ``turn`` frame walks through its stages; each stage pushes the frames it needs
(action windows, assignment, skirmishes, reconcile) and returns, so any of them can
suspend for a decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects, followers, formats, keywords, path, skips, stats
from .about import replaceable
from .framework import Frame, Step, pop, push, step
from .game import opponents
from .playing import phase_options
from .values import Action

if TYPE_CHECKING:
    from .game import Game

HAND_SIZE = 8
SANCTUARY_HEALS = 5


def start_turn(g: Game, player: int) -> None:
    s = g.s
    s.fp = player
    s.turn += 1
    s.moves = 0
    # counters last a turn, except who lost and what holds for the game ("game:...")
    s.counters = {k: v for k, v in s.counters.items() if k.startswith(("lost:", "game:"))}
    push(g, "turn", st="start")
    g.emit("turn_started", f"Turn {s.turn}: {s.players[player]} is the Free Peoples player",
           player=player)


def set_phase(g: Game, phase: str) -> None:
    s = g.s
    if s.phase != phase:
        effects.expire(g, "phase")
    if phase == "regroup":
        effects.expire(g, "regroup")
    s.phase = phase
    if phase == "fellowship":
        s.counters["drawn_in_fellowship"] = 0
    g.emit("phase_started", f"{phase.capitalize()} phase", player=s.fp)


def any_minions(g: Game) -> bool:
    return any(p["minions"] for p in g.s.piles)


# Phases a rule modifier may skip (a game-wide rule: a modifier with no target card).
SKIPPABLE = {"maneuver": "rule:skip_maneuver", "archery": "rule:skip_archery"}
NO_SKIRMISHES = "rule:skip_skirmishes"  # Buckleberry Ferry
# "wins the game only if the Ring-bearer survives until Shadow players reconcile"
WIN_AT_RECONCILE = "rule:win_at_reconcile"


@step("turn")
class TurnStep(Step):
    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        st = f["st"]
        fp = s.fp
        if st == "start":
            if s.twilight:
                g.emit("twilight_removed", f"The twilight pool empties ({s.twilight} removed)",
                       amount=s.twilight)
                s.twilight = 0
            f["st"] = "fellowship"
            s.phase = "start"
            g.emit("start_of_turn", f"Start of {s.players[fp]}'s turn", player=fp)
            if path.is_sanctuary(g, fp) and any(
                    s.wounds[c] for c in s.piles[fp]["fellowship"]):
                push(g, "sanctuary", left=SANCTUARY_HEALS)
        elif st == "fellowship":
            set_phase(g, "fellowship")
            f["st"] = "move"
            push(g, "window", phase="fellowship", players=[fp], i=0, passes=0)
        elif st == "move":
            f["st"] = "shadow"
            f["sp"] = 0
            push(g, "move", st="place")
        elif st == "shadow":
            shadows = opponents(s, fp)
            if f["sp"] and not f.pop("sp_skipped", False):  # a Shadow player's Shadow
                ended = shadows[f["sp"] - 1]  # phase has ended: "at the end of each of
                g.emit("shadow_phase_ending",  # your Shadow phases" (its triggers
                       f"End of {s.players[ended]}'s Shadow phase", player=ended)  # resolve
            if f["sp"] < len(shadows) and skips.shadow_phase_skipped(g, shadows[f["sp"]]):
                f["sp"] += 1  # "skip his or her next Shadow phase": it never starts
                f["sp_skipped"] = True
            elif f["sp"] < len(shadows):
                set_phase(g, "shadow")
                push(g, "window", phase="shadow", players=[shadows[f["sp"]]], i=0, passes=0)
                f["sp"] += 1
            else:
                f["st"] = "maneuver" if any_minions(g) else "no_skirmish"
        elif st in ("maneuver", "archery", "assignment", "fierce_assignment"):
            if not any_minions(g):
                f["st"] = "no_skirmish"
                return
            phase = "assignment" if st == "fierce_assignment" else st
            if st == "assignment" and stats.global_value(g, NO_SKIRMISHES, 0):
                # "there are no assignment and skirmish phases": on to the regroup phase
                f["st"] = "no_skirmish"
                g.emit("phase_skipped", "There are no assignment and skirmish phases",
                       player=fp)
                return
            skip = st in SKIPPABLE and stats.global_value(g, SKIPPABLE[st], 0)
            if not skip and skips.ask_fp(g, f, st):
                return  # "the Free Peoples player may choose for the phase to be skipped"
            if skip or skips.fp_chose_skip(g, f, st):
                # a rule modifier "skip the archery phase": no window, no archery fire
                f["st"] = {"maneuver": "archery", "archery": "assignment"}[st]
                g.emit("phase_skipped", f"The {st} phase is skipped", player=fp)
                return
            set_phase(g, phase)
            f["st"] = {"maneuver": "archery", "archery": "archery_fire",
                       "assignment": "assign", "fierce_assignment": "fierce_assign"}[st]
            push(g, "window", phase=phase, players=[fp, *opponents(s, fp)], i=0, passes=0)
            if st == "maneuver":  # "at the start of the maneuver phase": aid
                followers.start_aid(g, [fp, *opponents(s, fp)])
        elif st == "archery_fire":
            f["st"] = "assignment"
            push(g, "archery", st="totals")
        elif st in ("assign", "fierce_assign"):
            fierce = st == "fierce_assign"
            if fierce:  # earlier assignments are over; fierce minions are assigned anew
                s.assigned = [-1] * len(s.assigned)
            f["st"] = "fierce_skirmishes" if fierce else "skirmishes"
            push(g, "assign", fierce=fierce, st="fp")
        elif st in ("skirmishes", "fierce_skirmishes"):
            fierce = st == "fierce_skirmishes"
            f["st"] = "after_skirmishes" if fierce else "fierce_check"
            push(g, "skirmishes", fierce=fierce)
        elif st == "fierce_check":
            fierce = [m for m in stats.minions(g) if stats.keyword(g, m, "fierce")]
            f["st"] = "fierce_assignment" if fierce else "after_skirmishes"
        elif st in ("after_skirmishes", "no_skirmish"):
            if s.site[fp] == 9 and s.ring_bearer[fp] >= 0 and \
                    not stats.global_value(g, WIN_AT_RECONCILE, 0):
                effects.win(g, fp, f"{s.players[fp]}'s Ring-bearer survived at site 9")
                return
            f["st"] = "regroup"
        elif st == "regroup":
            set_phase(g, "regroup")
            if s.wearing[fp] == 1:
                s.wearing[fp] = 0
                g.emit("ring_off", f"{g.name(s.ring_bearer[fp])} takes off The One Ring",
                       player=fp)
            f["st"] = "reconcile_shadow"
            push(g, "window", phase="regroup", players=[fp, *opponents(s, fp)], i=0, passes=0)
            keywords.start_muster(g, [fp, *opponents(s, fp)])  # "at the start of regroup"
        elif st == "reconcile_shadow":
            f["st"] = "regroup_choice"
            for p in reversed(opponents(s, fp)):
                push(g, "reconcile", p=p, st="optional")
        elif st == "regroup_choice":
            if s.site[fp] == 9 and s.ring_bearer[fp] >= 0:  # the win waited (Caverns)
                effects.win(g, fp, f"{s.players[fp]}'s Ring-bearer survived at site 9 "
                            "until the Shadow players reconciled")
                return
            if s.wearing[fp] == 2:
                s.wearing[fp] = 0
                g.emit("ring_off", f"{g.name(s.ring_bearer[fp])} takes off The One Ring",
                       player=fp)
            if s.moves < stats.move_limit(g) and s.site[fp] < 9:
                g.ask(fp, "move_again", f"Move again (move {s.moves + 1} of at most "
                      f"{stats.move_limit(g)}) or stay and end your turn?")
            else:
                f["st"] = "end"
                push(g, "reconcile", p=fp, st="optional")
        elif st == "end":
            end_turn(g, f)
        elif st == "next_turn":
            next_turn(g, f)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        fp = g.s.fp
        # "make the fellowship move again this turn" (a card's effect), or a game-wide
        # "must move again" (Osgiliath Channel): asked only when he may move
        if g.s.counters.get(MUST_MOVE) or stats.rule(g, -1, "must_move_again"):
            return [Action("move", fp)]
        return [Action("move", fp), Action("stay", fp)]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == "move":
            g.s.counters.pop(MUST_MOVE, None)
            f["st"] = "shadow"
            f["sp"] = 0
            push(g, "move", st="place")
        else:
            f["st"] = "end"
            push(g, "reconcile", p=g.s.fp, st="optional")


def end_turn(g: Game, f: Frame) -> None:
    s = g.s
    fp = s.fp
    followers.return_followers(g)  # after the Free Peoples player reconciled
    for p in opponents(s, fp):
        for m in list(s.piles[p]["minions"]):
            effects.discard(g, m, " at the end of the turn")
    effects.expire(g, "phase")
    effects.expire(g, "regroup")
    effects.expire(g, "turn")
    s.counters.pop(MUST_MOVE, None)
    g.emit("turn_ended", f"{s.players[fp]}'s turn ends", player=fp)
    # "at the end of each turn" triggers resolve now, in this turn (its Free Peoples
    # player, its counters), before the next turn starts (Thin and Stretched)
    f["st"] = "next_turn"


def next_turn(g: Game, f: Frame) -> None:
    """The next player in order who has not lost becomes the Free Peoples player."""
    s = g.s
    fp = s.fp
    pop(g, f)
    seat = s.order.index(fp)
    n = len(s.order)
    for k in range(1, n + 1):
        nxt = s.order[(seat + k) % n]
        if not s.counters.get(f"lost:{nxt}"):
            break
    start_turn(g, nxt)


def site_placer(g: Game, from_site: int) -> int:
    """Who places the next site: in two-player games the opponent; with more players the
    Shadow player the moved-from site's arrow points to (left: next clockwise)."""
    s = g.s
    others = opponents(s, s.fp)
    if len(others) == 1:
        return others[0]
    direction = g.cards[from_site].direction if from_site >= 0 else None
    return others[-1] if direction == "left" else others[0]


@step("move")
class MoveStep(Step):
    """Moving the fellowship, one stage per run so that triggers of each stage resolve
    before the next: place the next site if needed (the placing Shadow player's
    ``choose_site`` decision on a Shadows path); "when you move from", "when the
    fellowship moves", "when you move to"; then twilight: the site's Shadow number, its
    region's (Shadows path only) and one per companion."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        fp = s.fp
        st = f["st"]
        if st == "place":
            nxt = s.site[fp] + 1
            if s.path[nxt] < 0:  # a site already there (played by another) is used
                placer = site_placer(g, s.path[s.site[fp]])
                options = path.site_options(g, placer, nxt)
                if not options:
                    raise ValueError(f"{s.players[placer]} has no site to play as site {nxt}")
                if len(options) > 1:
                    f["st"] = "choose"
                    f["placer"] = placer
                    return
                path.place(g, options[0], nxt, placer)
            _moves_from(g, f)
        elif st == "choose":
            g.ask(f["placer"], "choose_site", path.choice_prompt(g, s.site[fp] + 1))
        elif st == "moves":
            s.site[fp] += 1
            f["st"] = "to"
            g.emit("moves", f"{s.players[fp]}'s fellowship moves", player=fp)
        elif st == "to":
            site = s.path[s.site[fp]]
            f["st"] = "twilight"
            g.emit("moves_to", f"The fellowship moves to {g.name(site)} (site {s.site[fp]})",
                   player=fp, cards=(site,))
        else:
            site = s.path[s.site[fp]]
            shadow = stats.shadow_number(g, site)
            effects.add_twilight(g, shadow, f" for {g.name(site)}'s Shadow number")
            region = path.region_twilight(g, s.site[fp])
            if region:
                effects.add_twilight(g, region, f" for region {path.region(s.site[fp])}")
            effects.add_twilight(g, len(s.piles[fp]["fellowship"]), " for the companions")
            pop(g, f)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        placer = f["placer"]
        return [Action("place_site", placer, c)
                for c in path.site_options(g, placer, g.s.site[g.s.fp] + 1)]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        path.place(g, a.card, g.s.site[g.s.fp] + 1, a.player)
        _moves_from(g, f)


def _moves_from(g: Game, f: Frame) -> None:
    """The next site is there: the move counts, and "when you move from" is next."""
    s = g.s
    fp = s.fp
    s.moves += 1
    f["st"] = "moves"
    old = s.path[s.site[fp]]
    g.emit("moves_from", f"The fellowship moves from {g.name(old)}", player=fp,
           cards=(old,))


# the player who takes the next action in the current window (``take_next_action``)
NEXT_ACTION = "next_action"
# "make the fellowship move again this turn (if the move limit allows)": set by the
# ``move_again`` verb, read by the regroup choice (only "move" is offered), cleared on
# moving or at the end of the turn
MUST_MOVE = "must_move"


@step("window")
class WindowStep(Step):
    """The action procedure: players act in turn (Free Peoples first); it ends when every
    player has passed in a row. Fellowship and Shadow phases have a single actor."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        players = f["players"]
        again = g.s.counters.pop(NEXT_ACTION, None)
        if again is not None and again in players:
            # "You may take the next maneuver action": that player acts next, and the
            # others may still act after him
            f["i"] = players.index(again)
            f["passes"] = 0
        if f["passes"] >= len(players):
            pop(g, f)
            return
        p = players[f["i"]]
        g.ask(p, "action", f"{f['phase'].capitalize()} phase: play a card, use an ability "
              "or pass")

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        p = f["players"][f["i"]]
        options = phase_options(g, p, f["phase"])
        if g.s.format == formats.STARTER_RULES:  # the one format offering more
            options = options + formats.reshuffle_options(g, p)
        return options

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        from .playing import perform

        f["i"] = (f["i"] + 1) % len(f["players"])
        if a.kind == "pass":
            f["passes"] += 1
            return
        f["passes"] = 0
        if a.kind == formats.RESHUFFLE:
            formats.reshuffle(g, a.player)
            return
        perform(g, a)


@step("sanctuary")
class SanctuaryStep(Step):
    """At a sanctuary at the start of your turn: heal up to 5 wounds among companions."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        if f["left"] <= 0 or not any(s.wounds[c] for c in s.piles[s.fp]["fellowship"]):
            pop(g, f)
            return
        g.ask(s.fp, "sanctuary_heal", f"Sanctuary: heal a companion ({f['left']} heals left) "
              "or stop")

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        s = g.s
        out = [Action("heal", s.fp, c) for c in s.piles[s.fp]["fellowship"]
               if stats.can_heal(g, c)]
        out.append(Action("pass", s.fp))
        return out

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == "pass":
            f["left"] = 0
            return
        replaceable(g, "heal", a.card)  # "about to heal" (Extraordinary Resilience)
        f["left"] -= 1


@step("reconcile")
class ReconcileStep(Step):
    """Reconcile: you may discard one card; then draw up to 8, or discard down to 8."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        p = f["p"]
        hand = s.piles[p]["hand"]
        if f["st"] == "optional" and hand:
            g.ask(p, "reconcile", "Reconcile: you may discard one card from hand")
            return
        if len(hand) > HAND_SIZE:
            f["st"] = "down"
            g.ask(p, "reconcile_discard", f"Discard down to {HAND_SIZE} cards "
                  f"({len(hand) - HAND_SIZE} more)")
            return
        if len(hand) < HAND_SIZE:
            effects.draw(g, p, HAND_SIZE - len(hand))
        g.emit("reconciled", f"{s.players[p]} reconciles", player=p)
        pop(g, f)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        p = f["p"]
        hand = g.s.piles[p]["hand"]
        out = []
        seen: set[str] = set()
        for c in hand:
            if g.s.defs[c] not in seen:
                seen.add(g.s.defs[c])
                out.append(Action("discard", p, c))
        if f["st"] == "optional":
            out.append(Action("pass", p))
        return out + formats.reshuffle_options(g, p)

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == formats.RESHUFFLE:  # before drawing up: the same decision again
            formats.reshuffle(g, a.player)
            return
        if a.kind == "discard":
            effects.discard(g, a.card, " from hand")
        if f["st"] == "optional":
            f["st"] = "rest"
