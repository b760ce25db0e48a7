"""Archery fire, assignment (defender, ambush, unhasty, leftovers, fierce), skirmishes
and wounds that The One Ring may turn into burdens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects, stats
from .about import ABOUT_TO, OVERWHELM_EVENT, replaceable
from .framework import Frame, SilentStep, Step, pop, push, step
from .game import opponents
from .ring import ring_rules
from .state import IN_PLAY
from .turn import set_phase
from .values import Action

if TYPE_CHECKING:
    from .game import Game


def _names(g: Game, cards: list[int]) -> str:
    names = [g.name(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@step("archery")
class ArcheryStep(Step):
    """Archery fire: the Free Peoples player assigns the minion archery total to his
    companions (and allies at home), the Shadow player the fellowship archery total to
    minions; one wound at a time; wounds with no target are ignored."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        fp = s.fp
        if f["st"] == "totals":
            fellowship = sum(1 for c in stats.fp_characters_in_combat(g, fp)
                             if stats.keyword(g, c, "archer"))
            minion = sum(1 for m in stats.minions(g) if stats.keyword(g, m, "archer"))
            fellowship = stats.global_value(g, "archery:fellowship", fellowship)
            minion = stats.global_value(g, "archery:minion", minion)
            g.emit("archery", f"Archery fire: fellowship archery total {fellowship}, "
                   f"minion archery total {minion}", player=fp)
            f["fp_left"] = minion
            f["sh_left"] = fellowship
            f["st"] = "fp"
        if f["st"] == "fp":
            if f["fp_left"] > 0 and _archery_targets(g, stats.fp_characters_in_combat(g, fp)):
                g.ask(fp, "archery_wound", f"Assign an archery wound to one of your characters "
                      f"({f['fp_left']} left)")
                return
            f["st"] = "shadow"
        if f["st"] == "shadow":
            if f["sh_left"] > 0 and _archery_targets(g, stats.minions(g)):
                g.ask(opponents(s, fp)[0], "archery_wound",
                      f"Assign a fellowship archery wound to a minion ({f['sh_left']} left)")
                return
            pop(g, f)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        s = g.s
        if f["st"] == "fp":
            return [Action("wound", s.fp, c)
                    for c in _archery_targets(g, stats.fp_characters_in_combat(g, s.fp))]
        p = opponents(s, s.fp)[0]
        return [Action("wound", p, m) for m in _archery_targets(g, stats.minions(g))]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if f["st"] == "fp":
            f["fp_left"] -= 1
        else:
            f["sh_left"] -= 1
        queue_wounds(g, a.card, 1, in_skirmish=False, why=" from archery fire")


def _archery_targets(g: Game, cards: list[int]) -> list[int]:
    return [c for c in cards if stats.can_take_wounds(g, c)]


def _assignable_fp(g: Game, player: int, by_fp: bool) -> list[int]:
    out = []
    for c in stats.companions(g, player):
        if by_fp and stats.keyword(g, c, "unhasty"):
            continue
        out.append(c)
    out.extend(a for a in stats.allies(g, player) if stats.ally_takes_part(g, a))
    return [c for c in out if not stats.rule(g, c, "cannot_be_assigned")]


def _open_defenders(g: Game, defenders: list[int]) -> list[int]:
    """The characters a Shadow player may still assign a leftover minion to: any, except
    under "No more than 1 minion can be assigned to each skirmish" (Caras Galadhon)."""
    if not stats.rule(g, -1, "one_minion_per_skirmish"):
        return defenders
    return [c for c in defenders if not assigned_to(g, c)]


def assigned_to(g: Game, defender: int) -> list[int]:
    s = g.s
    return [m for m in stats.minions(g) if s.assigned[m] == defender]


@step("assign")
class AssignStep(Step):
    """The Free Peoples player assigns one-to-one (defender +X for more), then each Shadow
    player, counter-clockwise, may assign his leftover minions to any companion or
    participating ally. In a fierce assignment only fierce minions take part."""

    @staticmethod
    def _minions(g: Game, f: Frame) -> list[int]:
        ms = stats.minions(g)
        if f["fierce"]:
            ms = [m for m in ms if stats.keyword(g, m, "fierce")]
        return [m for m in ms if g.s.assigned[m] < 0
                and not stats.rule(g, m, "cannot_be_assigned")]

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        if f["st"] == "fp":
            if AssignStep._minions(g, f) and AssignStep.options(g, f)[:-1]:
                g.ask(s.fp, "assign", "Assign your characters to skirmish minions, then pass")
                return
            f["st"] = "shadow"
            f["sp"] = 0
        shadows = opponents(s, s.fp)
        while f["sp"] < len(shadows):
            p = shadows[f["sp"]]
            if any(s.holder[m] == p for m in AssignStep._minions(g, f)) and \
                    _open_defenders(g, _assignable_fp(g, s.fp, False)):
                g.ask(p, "assign", "Assign your leftover minions to the Free Peoples player's "
                      "characters, then pass")
                return
            f["sp"] += 1
        pairs = [f"{g.name(m)} to {g.name(s.assigned[m])}" for m in stats.minions(g)
                 if s.assigned[m] >= 0]
        g.emit("assigned", "Assignments: " + ("; ".join(pairs) if pairs else "none"),
               player=s.fp)
        pop(g, f)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        s = g.s
        free = AssignStep._minions(g, f)
        out: list[Action] = []
        if f["st"] == "fp":
            free = [m for m in free if not stats.rule(g, m, "fp_cannot_assign")]
            single = stats.rule(g, -1, "one_minion_per_skirmish")
            # pairs a text forbids (Uruk Guard); minions whose assignment costs an
            # exertion (Morgul Spearman: the action's value is the companion exerted)
            blocked = {(x[0], x[4]) for x in s.mods if x[1] == NOT_TO_SOURCE and len(x) > 4}
            costly = {m for m in free if stats.rule(g, m, ASSIGN_COST)}
            exerters = _exertable_companions(g, s.fp) if costly else []
            for c in _assignable_fp(g, s.fp, True):
                has = assigned_to(g, c)
                if has and (single or len(has) >= 1 + stats.keyword(g, c, "defender")):
                    continue
                for m in free:
                    if (c, m) in blocked:
                        continue
                    if m in costly:
                        out.extend(Action("assign", s.fp, c, m, value=e) for e in exerters)
                    else:
                        out.append(Action("assign", s.fp, c, m))
            out.append(Action("pass", s.fp))
            return out
        p = opponents(s, s.fp)[f["sp"]]
        targets = _open_defenders(g, _assignable_fp(g, s.fp, False))
        for m in free:
            if s.holder[m] == p:
                out.extend(Action("assign", p, c, m) for c in targets)
        out.append(Action("pass", p))
        return out

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == "pass":
            if f["st"] == "fp":
                f["st"] = "shadow"
                f["sp"] = 0
            else:
                f["sp"] += 1
            return
        if f["st"] == "fp" and stats.rule(g, a.target, ASSIGN_COST):
            # "the Free Peoples player must exert a companion to assign this minion"
            effects.exert(g, a.value, 1)
        assign(g, a.player, a.card, a.target, by_fp=f["st"] == "fp")


ASSIGN_COST = "assign_cost_exert"  # a rule modifier on the minion (Morgul Spearman)
# "Prevent the opponent from assigning that companion to this minion" (Uruk Guard): a
# modifier on the character whose source is the minion (``AssignStep.options``)
NOT_TO_SOURCE = "rule:not_assigned_to_source"


def _exertable_companions(g: Game, fp: int) -> list[int]:
    """The Free Peoples player's companions that can exert (an assignment cost)."""
    return [c for c in g.s.piles[fp]["fellowship"]
            if g.cards[c].type == "companion" and stats.can_exert(g, c, 1)]


def assign(g: Game, player: int, defender: int, minion: int, by_fp: bool) -> None:
    """``player`` assigns ``defender`` to skirmish ``minion`` (in the assignment step, or
    by an effect: ``flow.force_assign``); a Free Peoples assignment answers ambush."""
    g.s.assigned[minion] = defender
    g.emit("assign", f"{g.s.players[player]} assigns {g.name(defender)} to skirmish "
           f"{g.name(minion)}", player=player, cards=(defender, minion))
    ambush = stats.keyword(g, minion, "ambush")
    if by_fp and ambush:
        push(g, "ambush", m=minion, x=ambush)


@step("ambush")
class AmbushStep(Step):
    """Ambush (X): when the Free Peoples player assigns a character to this minion, its
    owner may add X twilight."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        owner = g.s.holder[f["m"]]
        g.ask(owner, "ambush", f"Ambush: add {f['x']} twilight for {g.name(f['m'])}?",
              [f["m"]])

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        owner = g.s.holder[f["m"]]
        return [Action("ambush", owner, f["m"], value=f["x"]), Action("pass", owner)]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == "ambush":
            effects.add_twilight(g, f["x"], f" for {g.name(f['m'])}'s ambush")
        pop(g, f)


@step("skirmishes")
class SkirmishesStep(Step):
    """One skirmish phase per defending character, in the order the Free Peoples player
    chooses."""

    @staticmethod
    def _defenders(g: Game) -> list[int]:
        """Characters with a skirmish still to fight; skirmishes involving a lurker minion
        come only after all the others (CR: lurker)."""
        s = g.s
        out: list[int] = []
        lurking: set[int] = set()
        for m in stats.minions(g):
            d = s.assigned[m]
            if d >= 0 and s.zone[d] in IN_PLAY:
                if d not in out:
                    out.append(d)
                if stats.keyword(g, m, "lurker"):
                    lurking.add(d)
        first = [d for d in out if d not in lurking]
        return first or out

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        defenders = SkirmishesStep._defenders(g)
        if not defenders:
            pop(g, f)
            return
        if len(defenders) == 1:
            _start(g, f, defenders[0])
            return
        g.ask(g.s.fp, "choose_skirmish", "Choose the next skirmish to resolve")

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        return [Action("skirmish", g.s.fp, d) for d in SkirmishesStep._defenders(g)]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        _start(g, f, a.card)


def _start(g: Game, f: Frame, defender: int) -> None:
    ms = assigned_to(g, defender)
    push(g, "skirmish", d=defender, ms=ms, st="window", fierce=f["fierce"], cancelled=0)


def current_skirmish(g: Game) -> Frame | None:
    """The skirmish being fought, for scripts ("the minion skirmishing Aragorn")."""
    for frame in reversed(g.s.stack):
        if frame["k"] == "skirmish":
            return frame
    return None


def replace_in_skirmish(g: Game, old: int, new: int) -> None:
    """``new`` replaces the Free Peoples character ``old`` in its skirmish (Brave and
    Loyal): the minions assigned to ``old`` are assigned to ``new``, and if that skirmish
    is being fought, ``new`` is its defender from now on."""
    s = g.s
    for m in stats.minions(g):
        if s.assigned[m] == old:
            s.assigned[m] = new
    f = current_skirmish(g)
    if f is not None and f["d"] == old:
        f["d"] = new
    g.emit("assigned", f"{g.name(new)} replaces {g.name(old)} in the skirmish",
           player=s.fp, cards=(new, old))


def cancel_skirmish(g: Game) -> None:
    """'Cancel a skirmish': it ends with no winner and no loser."""
    f = current_skirmish(g)
    if f is not None:
        f["cancelled"] = 1


@step("skirmish")
class SkirmishStep(SilentStep):
    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        if f["st"] == "window":
            effects.expire(g, "phase")
            set_phase(g, "skirmish")
            kind = "Fierce skirmish" if f["fierce"] else "Skirmish"
            for key in [k for k in s.counters if k.startswith(SKIRMISH_WOUNDS)]:
                del s.counters[key]  # each skirmish counts its own wounds
            g.emit("skirmish_started", f"{kind}: {g.name(f['d'])} against "
                   f"{_names(g, f['ms'])}", player=s.fp, cards=(f["d"], *f["ms"]))
            f["st"] = "resolve"
            push(g, "window", phase="skirmish", players=[s.fp, *opponents(s, s.fp)], i=0,
                 passes=0)
        elif f["st"] == "resolve":
            f["st"] = "end"
            resolve(g, f)
        else:
            for m in f["ms"]:
                s.assigned[m] = -1
                # "discard that minion at the end of the skirmish" (City of Men)
                if s.zone[m] == "minions" and stats.rule(g, m, "discard_at_skirmish_end"):
                    effects.discard(g, m, " at the end of the skirmish")
            effects.expire(g, "skirmish")
            g.emit("skirmish_ended", "The skirmish ends", player=s.fp)
            pop(g, f)



def resolve(g: Game, f: Frame) -> None:
    """Totals, ties to Shadow, one wound per loser plus damage +X, overwhelm at double;
    a side with strength above zero overwhelms a side of zero."""
    s = g.s
    d = f["d"]
    ms = [m for m in f["ms"] if s.zone[m] == "minions" and s.assigned[m] == d]
    if f["cancelled"]:
        g.emit("skirmish_cancelled", f"The skirmish involving {g.name(d)} is cancelled",
               cards=(d,))
        return
    if s.zone[d] not in IN_PLAY or not ms:
        g.emit("skirmish_void", "The skirmish ends with no winner: one side was removed",
               cards=(d,))
        return
    fp_total = stats.strength(g, d)
    sh_total = sum(stats.strength(g, m) for m in ms)
    fp_wins = fp_total > sh_total
    win_total, lose_total = (fp_total, sh_total) if fp_wins else (sh_total, fp_total)
    winners, losers = ([d], ms) if fp_wins else (ms, [d])
    # "may not be overwhelmed unless his or her strength is tripled"
    times = 3 if any(stats.rule(g, c, "overwhelm_triple") for c in losers) else 2
    overwhelm = win_total > 0 and win_total >= times * lose_total
    if overwhelm and not f.get("warned") and OVERWHELM_EVENT in g._triggers_by_kind:
        # "about to be overwhelmed": responses resolve, then the totals are read again
        f["warned"] = 1
        f["st"] = "resolve"
        for loser in losers:
            g.emit(OVERWHELM_EVENT, f"{g.name(loser)} is about to be overwhelmed",
                   player=s.owner[loser], cards=(loser,))
        return
    if overwhelm and not f.get("sev") and any(
            stats.rule(g, c, "overwhelm_unless_shadow_event") for c in losers):
        f["prevented"] = 1  # no Shadow event in this skirmish (playing._mark_shadow_event)
    if overwhelm and f.get("prevented"):
        overwhelm = False
        g.emit("overwhelm_prevented", f"{_names(g, losers)} cannot be overwhelmed this time",
               player=s.owner[losers[0]], cards=tuple(losers))
    damage = 1 + sum(stats.keyword(g, w, "damage") for w in winners)
    score = f"({win_total} to {lose_total})"
    if overwhelm:
        what = f"{_names(g, losers)} {'is' if len(losers) == 1 else 'are'} overwhelmed"
    else:
        what = f"{_names(g, losers)} {'takes' if len(losers) == 1 else 'each take'} " \
               f"{damage} wound{'s' if damage > 1 else ''}"
    if fp_wins:
        text = f"{g.name(d)} wins the skirmish against {_names(g, ms)} {score}; {what}"
    else:
        text = f"{_names(g, ms)} {'wins' if len(ms) == 1 else 'win'} the skirmish against " \
               f"{g.name(d)} {score}; {what}"
    g.emit("skirmish_resolved", text, player=s.fp if fp_wins else s.holder[ms[0]],
           cards=(*winners, *losers), amount=damage)
    # "If a minion loses this skirmish to that Elf, that minion's owner discards 2 cards
    # at random from hand" (Ancient Enmity): a rule on the winner for the skirmish
    cost = stats.rule(g, d, "losers_discard_random") if fp_wins else 0
    for loser in losers if cost else ():
        effects.discard_at_random(g, s.owner[loser], cost, " at random from hand")
    for loser in reversed(losers):
        if overwhelm:
            # "each time a companion is overwhelmed" (Orc Officer), even if not killed
            g.emit("overwhelmed", f"{g.name(loser)} is overwhelmed", player=s.holder[loser],
                   cards=(loser,))
            effects.kill(g, loser, overwhelmed=True)
        else:
            queue_wounds(g, loser, damage, in_skirmish=True, why=" in the skirmish",
                         by=tuple(winners))
            if s.mods and any(m[1] == WATCH for m in s.mods):
                # a card waits for this win ("if that companion wins this skirmish, make
                # him damage +1": End of the Game): the damage bonus is read again when
                # the wounds are placed, after those effects
                s.stack[-1]["win"] = list(winners)


def queue_wounds(g: Game, target: int, amount: int = 1, in_skirmish: bool = False,
                 why: str = "", by: tuple[int, ...] = ()) -> None:
    """Wound ``target`` one wound at a time through a frame, so The One Ring and "about
    to take a wound" responses can act on each. Scripts use this for preventable wounds.
    ``by``: where the wounds come from (the skirmish's winners, the card whose text
    wounds), named after the target by the "about to take a wound" event (Erestor: "a
    wound from a [sauron] minion or [sauron] event")."""
    push(g, "wound", t=target, n=amount, sk=in_skirmish, why=why, by=list(by))


# "About to" replacement effects: an action a card may prevent runs in a frame that
# first emits its "about to" event (``warned``), lets the triggers and responses answering
# it resolve, then does the action unless one of them marked the frame ``prevented``
# ("prevent that wound"; "instead" is preventing and then doing the other effect).
# REPLACEABLE maps what may be prevented to the frame kind that carries it.
# Other windows (about to be killed, discarded, exerted, add a burden) are ``replace``
# frames (``about.py``); about to be overwhelmed is the skirmish frame itself.
REPLACEABLE = {"wound": "wound", "overwhelm": "skirmish",
               **{what: "replace" for what in ABOUT_TO},
               "cost_exert": "cost_exert"}  # a minion's exertion as its ability's cost (flow)


def prevent(g: Game, what: str) -> bool:
    """Prevent the ``what`` about to happen (answering its "about to" event); False when
    nothing of that kind is about to happen."""
    kind = REPLACEABLE[what]
    for frame in reversed(g.s.stack):
        if frame["k"] == kind and frame.get("warned") and frame.get("w", what) == what:
            frame["prevented"] = 1
            return True
    return False


def prevent_wound(g: Game) -> bool:
    """Prevent the wound about to be placed (answering ``about_to_take_wound``)."""
    return prevent(g, "wound")


KILLED_EVENT = ABOUT_TO["kill"][0]
# the marker of a delayed "if that character wins this skirmish" (engine/delayed.py)
WATCH = "watch"
SKIRMISH_WOUNDS = "wsk:"  # counter prefix: wounds a card took in the current skirmish


def _wound_rule(g: Game, t: int) -> str:
    """Why a wound about to be placed on ``t`` is prevented by a rule modifier, or ""."""
    if not stats.can_take_wounds(g, t):
        return "it cannot take wounds"
    cap = stats.rule(g, t, "wound_cap")
    if cap and g.s.phase == "skirmish" and \
            g.s.counters.get(f"{SKIRMISH_WOUNDS}{t}", 0) >= cap:
        return f"no more than {cap} wound{'s' if cap > 1 else ''} each skirmish"
    return ""


@step("wound")
class WoundStep(Step):
    """Wounds one at a time, so The One Ring can turn each into burdens, and its response
    ('he wears The One Ring until the regroup phase') can be offered first."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        t = f["t"]
        if "win" in f:  # a skirmish's wounds, after the effects waiting for the win
            f["n"] = 1 + sum(stats.keyword(g, w, "damage") for w in f.pop("win")
                             if s.zone[w] in IN_PLAY)
        if f["n"] <= 0 or s.zone[t] not in IN_PLAY or s.outcome is not None:
            pop(g, f)
            return
        owner = s.owner[t]
        why_not = _wound_rule(g, t)
        if why_not:  # a rule modifier, read where the wound would be placed
            f["n"] -= 1
            g.emit("wound_prevented", f"The wound to {g.name(t)} is prevented ({why_not})",
                   player=owner, cards=(t,))
            return
        # a Shadow player's Ring is inactive in another player's turn: no response, no
        # burdens instead of wounds (issue 17)
        rules = ring_rules(g, owner) if s.ring_bearer[owner] == t and owner == s.fp \
            else None
        if rules is not None:
            # a wound taken during the skirmish phase, from resolving the skirmish or from
            # a card, is a wound "in a skirmish" (issue 17)
            applies = rules["any_wound"] or f["sk"] or s.phase == "skirmish"
            if s.wearing[owner] and applies:
                f["n"] -= 1
                effects.add_burden(g, owner, rules["burdens"], " instead of a wound "
                                   "(wearing The One Ring)")
                return
            if not s.wearing[owner] and applies and rules["response"] and not f.get("no"):
                g.ask(owner, "ring_response", f"{g.name(t)} is about to take a wound: put on "
                      "The One Ring?", [t, s.ring[owner]])
                return
        if g._has_triggers and not f.get("warned"):
            # "each time ... is about to take a wound": responses resolve before the wound
            # (they may call effects.prevent_wound); only games with scripts pay for this.
            f["warned"] = 1
            g.emit("about_to_take_wound", f"{g.name(t)} is about to take a wound",
                   player=owner, cards=(t, *f.get("by", ())))
            return
        f["warned"] = 0
        f["n"] -= 1
        if f.get("prevented"):
            f["prevented"] = 0
            if not stats.rule(g, -1, "no_wound_prevention"):
                g.emit("wound_prevented", f"The wound to {g.name(t)} is prevented",
                       player=owner, cards=(t,))
                return
            # "Wounds cannot be prevented" (a game-wide rule): the wound is placed
            g.emit("modified", f"The wound to {g.name(t)} cannot be prevented",
                   player=owner, cards=(t,))
        if KILLED_EVENT in g._triggers_by_kind and s.wounds[t] + 1 >= stats.vitality(g, t):
            # this wound kills: "about to be killed (by a wound)" comes first
            replaceable(g, "kill", t, n=1, why=f.get("why", ""), by_wound=True)
        else:
            effects.wound(g, t, 1, f.get("why", ""))
        if s.phase == "skirmish":  # counted for "no more than 1 wound each skirmish"
            s.counters[f"{SKIRMISH_WOUNDS}{t}"] = s.counters.get(f"{SKIRMISH_WOUNDS}{t}", 0) + 1

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        owner = g.s.owner[f["t"]]
        return [Action("wear_ring", owner, g.s.ring[owner]), Action("pass", owner)]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        from .ring import put_on

        if a.kind == "pass":
            f["no"] = 1
        else:
            put_on(g, a.player)
