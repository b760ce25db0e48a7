"""The Threat die, the Ring, the end of a conflict, Mount Doom, and the small choices.

Seed sections: "The Threat Die", "The Power of the Ring", "End of a Conflict",
"Destroying the Ring", "Legendary Story Cards" (Belt, Mithril, Athelas, Lembas,
Miruvor), "Gandalf Cards" (Foresight), and the haven events' hand-outs.
"""

from __future__ import annotations

from itertools import permutations

from ..engine.values import Action
from .core import Frame, KGame, frame
from .data import ACTIVITIES, LIFE_KINDS
from .flow import ask, window

HARMLESS = "blank"


@frame("roll", "Threat die")
class Roll:
    """Roll ``times`` times for ``p``: Belt may skip a roll (not the Ring's), Mithril may
    cancel a result; Sam suffers at most 1 from each roll."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        p = f["p"]
        if f["times"] <= 0 or s["result"] or not g.alive(p):
            g.pop(f)
            return
        if f["phase"] == "belt":
            f["phase"] = "belt_answer"
            if not f["ring"] and window(g, f, "belt", p):
                return
        if f["phase"] == "belt_answer":
            f["phase"] = "belt"
            if f.pop("used", False):
                f["times"] -= 1
                g.log("belt", f"{g.name(p)} does not roll (Belt)", p)
                return
            face, symbols = g.c.die[g.rand(len(g.c.die))]
            f["face"] = face
            s["last_roll"] = symbols
            g.log("die", f"{g.name(p)} rolls the Threat die: {face.replace('_', ' ')}", p, symbols)
            f["phase"] = "mithril_answer"
            if face != HARMLESS and window(g, f, "mithril", p):
                return
        if f["phase"] == "mithril_answer":
            f["phase"] = "belt"
            f["times"] -= 1
            if f.pop("used", False):
                g.log("mithril", "Mithril: the roll has no effect", p)
                return
            _suffer(g, p, f["face"])


def _suffer(g: KGame, p: int, face: str) -> None:
    sam = g.has_ability(p, "cap_die_harm")
    if face.endswith("dot") or face.endswith("dots"):
        steps = {"one_dot": 1, "two_dots": 2, "three_dots": 3}[face]
        g.corrupt(p, min(steps, 1) if sam else steps)
    elif face == "two_cards":
        g.push("discard", p=p, count=1 if sam else 2)
    elif face == "eye":
        g.sauron_advance(1)


@frame("discard", "Discard a card")
class Discard:
    """A forced discard; a player without enough cards is eliminated (seed)."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        p = f["p"]
        if f["count"] <= 0 or not g.alive(p) or g.s["result"]:
            g.pop(f)
            return
        if len(g.s["hands"][p]) < f["count"]:
            g.pop(f)
            g.eliminate(p, "cannot discard enough cards")
            return
        ask(f, "discard", p)

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        return [Action("discard", f["p"], card=c) for c in sorted(set(g.s["hands"][f["p"]]))]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        g.discard_card(a.player, a.card)
        f["count"] -= 1


@frame("ring", "Advance which track with the Ring?")
class Ring:
    """Put on the Ring: roll, suffer, then move one track 4 - symbols without resolving."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if f["phase"] == 0:
            f["phase"] = 1
            g.push("roll", p=f["p"], times=1, ring=True, phase="belt")
            return
        if g.s["result"] or g.s["over"] or not g.open_tracks():
            g.pop(f)
            return
        ask(f, "track", f["p"])

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        return [Action("track", f["p"], value=i) for i in g.open_tracks()]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        g.pop(f)
        steps = 4 - g.s["last_roll"]
        g.push("advance", track=ACTIVITIES[a.value], steps=steps, resolve=False, p=f["p"])


@frame("end_conflict", "Athelas?")
class EndConflict:
    """Descent into Darkness, the new Ring-bearer, tokens back, the draws; Mordor leads
    to Mount Doom instead."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        if s["board"] == "mordor":
            g.pop(f)
            if s["result"] is None:
                g.push("mount_doom", roller=-1)
            return
        if f["phase"] == 0:
            todo = f.setdefault("todo", g.order_from(s["rb"]))
            if "used" in f:
                if not f.pop("used"):
                    g.corrupt(todo[f["i"]], _missing(g, todo[f["i"]]))
                f["i"] += 1
            while f["i"] < len(todo) and not s["result"]:
                p = todo[f["i"]]
                if g.alive(p) and _missing(g, p) and window(g, f, "athelas", p):
                    return
                g.corrupt(p, _missing(g, p))
                f["i"] += 1
            f["phase"] = 1
            return
        if s["result"]:
            g.pop(f)
            return
        _new_ring_bearer(g)
        for p in range(g.n):
            for k in range(3):
                while s["life"][p][k]:
                    g.return_life(p, k)
        g.draw(s["rb"], 2)
        for p in g.order_from(0):
            if g.has_ability(p, "draw_after_conflict"):
                g.draw(p, 2)
        s["over"] = False
        g.pop(f)


def _missing(g: KGame, p: int) -> int:
    held = sum(1 for k in range(3) if g.s["life"][p][k] > 0)
    need = 2 if g.has_ability(p, "life_tokens_needed") else len(LIFE_KINDS)
    return max(0, need - held)


def _new_ring_bearer(g: KGame) -> None:
    """Most Ring life tokens; ties go to the tied player nearest the old Ring-bearer's
    left, the old Ring-bearer counted last (data README point 5)."""
    s = g.s
    old = s["rb"]
    order = [q for q in g.order_from(old + 1)]
    best = max(order, key=lambda q: (s["life"][q][0], -order.index(q)))
    if best != old:
        g.log("ring_bearer", f"{g.name(best)} becomes the Ring-bearer", best)
    s["rb"] = best


@frame("mount_doom")
class MountDoom:
    """The Ring on Mount Doom: the active player rolls; survive and it is destroyed,
    fall and the die passes clockwise (seed: "Destroying the Ring")."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        if f["roller"] < 0:
            s["stage"] = "mount_doom"
            s["rb"] = -1
            g.log("mount_doom", "The Ring is placed on Mount Doom")
            roller = s["active"] if g.alive(s["active"]) else g.next_alive(s["active"])
        elif g.alive(f["roller"]):
            g.take_gold_rune(f["roller"])
            g.log("destroyed", f"{g.name(f['roller'])} destroys the Ring", f["roller"])
            g.finish(True, 60 + sum(sum(r) for r in s["runes"]), "ring_destroyed")
            g.pop(f)
            return
        else:
            roller = g.next_alive(f["roller"])
        if roller < 0:
            g.finish(False, 60, "all_eliminated_at_mount_doom")
            g.pop(f)
            return
        f["roller"] = roller
        s["active"] = roller
        g.push("roll", p=roller, times=1, ring=False, phase="belt")


@frame("lembas", "Lembas: discard any cards, then refill to 6")
class Lembas:
    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if not g.alive(f["p"]):
            g.pop(f)
            return
        ask(f, "lembas", f["p"])

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        p = f["p"]
        hand = sorted(set(g.s["hands"][p]))
        return [*(Action("discard", p, card=c) for c in hand), Action("done", p)]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        if a.kind == "discard":
            g.discard_card(a.player, a.card)
            return
        g.pop(f)
        g.draw(a.player, max(0, 6 - len(g.s["hands"][a.player])))


@frame("give_card", "Pass a card")
class GiveCard:
    """Miruvor: one player hands a card of his choice to another."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if not g.s["hands"][f["p"]] or not g.alive(f["p"]) or not g.alive(f["to"]):
            g.pop(f)
            return
        ask(f, "give_card", f["p"])

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        hand = sorted(set(g.s["hands"][f["p"]]))
        return [Action("give", f["p"], card=c, value=f["to"]) for c in hand]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        g.pop(f)
        g.s["hands"][a.player].remove(a.card)
        g.s["hands"][a.value].append(a.card)
        g.log("pass", f"{g.name(a.player)} passes a card to {g.name(a.value)}", a.player)


@frame("council", "Council: pass 1 card face down to the left")
class Council:
    """Each player chooses a card, then all pass at once to the left."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        order = g.order_from(g.s["rb"])
        while f["i"] < len(order) and not g.s["hands"][order[f["i"]]]:
            f["i"] += 1
        if f["i"] < len(order):
            ask(f, "council", order[f["i"]])
            return
        g.pop(f)
        for p, c in enumerate(f["chosen"]):
            if c >= 0:
                left = g.next_alive(p)
                g.s["hands"][p].remove(c)
                g.s["hands"][left].append(c)
        g.log("pass", "Every player passes a card to the left")

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        p = f["ask"]
        return [Action("give", p, card=c) for c in sorted(set(g.s["hands"][p]))]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        f["chosen"][a.player] = a.card
        f["i"] += 1


@frame("give", "Preparations: share out the revealed cards")
class Give:
    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if not g.s["revealed"] or not g.alive(f["p"]):
            g.s["discard"].extend(g.s["revealed"])
            g.s["revealed"] = []
            g.pop(f)
            return
        ask(f, "give", f["p"])

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        c = g.s["revealed"][0]
        return [Action("give", f["p"], card=c, value=q) for q in g.order_from(0)]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        g.s["revealed"].remove(a.card)
        g.s["hands"][a.value].append(a.card)
        g.log("give", f"{g.name(a.value)} takes a revealed card", a.value)


@frame("choose", "Choose one")
class Choose:
    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if not g.alive(f["p"]):
            g.pop(f)
            return
        ask(f, "choose", f["p"])

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        return [Action("choose", f["p"], value=i) for i in range(f["n"])]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        g.pop(f)
        g.push("effects", path=[*f["path"], a.value], i=0, that=a.player)


@frame("foresight", "Foresight: order the top Story tiles")
class Foresight:
    """Look at the top 3 tiles (the end of the pile list) and put them back in any order."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        ask(f, "foresight", f["p"])

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        n = min(3, len(g.s["tiles"]))
        return [Action("order", f["p"], value=i) for i in range(len(list(permutations(range(n)))))]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        g.pop(f)
        tiles = g.s["tiles"]
        n = min(3, len(tiles))
        top = tiles[len(tiles) - n:]
        order = list(permutations(range(n)))[a.value]
        tiles[len(tiles) - n:] = [top[i] for i in order]
