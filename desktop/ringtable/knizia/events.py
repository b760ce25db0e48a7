"""Events (havens, conflict boards, Story tiles) and their costs, interpreted from data.

An event's ``mode`` (always / check / pay_or_else / optional) and ``by`` (each player,
the group, one volunteer, the active player, the Ring-bearer) decide who pays what; the
``pay`` frame lets the payers pledge cards, life tokens and runes one at a time and
commits them only once the whole cost is covered, so a group that cannot pay loses
nothing but suffers the failure (seed: "Events", "Story Tiles").
"""

from __future__ import annotations

from typing import Any

from ..engine.values import Action
from .core import Frame, KGame, frame
from .data import ACTIVITIES, LIFE_KINDS
from .flow import ask, gain_card, window

ATHELAS_EVENTS = ("pelennor_fields", "mouth_of_sauron")


def lookup(g: KGame, path: list[Any]) -> Any:
    """Resolve a data path: ``["board", id, i, ...]``, ``["haven", id, i, ...]`` or
    ``["tile", t, ...]``."""
    if path[0] == "tile":
        node: Any = g.c.tiles[path[1]].event
        rest = path[2:]
    elif path[0] == "board":
        node = g.c.boards[path[1]].events[path[2]]
        rest = path[3:]
    else:
        node = g.c.havens[path[1]][path[2]]
        rest = path[3:]
    for key in rest:
        node = node[key]
    return node


@frame("event")
class EventStep:
    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        e = lookup(g, f["src"])
        mode = e["mode"]
        if mode == "always":
            g.pop(f)
            g.push("effects", path=[*f["src"], "effects"], i=0, that=-1)
            return
        if mode == "check":
            g.pop(f)
            ok = condition(g, e["condition"])
            g.log("check", f"{e['name']}: {'passed' if ok else 'failed'}")
            g.push("effects", path=[*f["src"], "on_success" if ok else "on_failure"], i=0, that=-1)
            return
        by = e.get("by", "active_player")
        if "todo" not in f:
            if by == "each_player":
                f["todo"] = g.order_from(s["active"])
            else:
                f["todo"] = [-1]
        if "paid" in f:
            paid = f.pop("paid")
            that = f["todo"][0]
            if (not paid and e["id"] in ATHELAS_EVENTS and that >= 0 and g.alive(that)
                    and not f.get("asked")):
                f["asked"] = True  # Athelas may spare a player without the token
                if window(g, f, "athelas", that):
                    f["paid"] = False
                    return
            if f.pop("used", False):
                paid = True
            f.pop("asked", None)
            f["todo"].pop(0)
            g.log("event", f"{e['name']}: {'paid' if paid else 'not paid'}", that)
            branch = "on_success" if paid else "on_failure"
            if e[branch]:
                g.push("effects", path=[*f["src"], branch], i=0, that=that)
            return
        while f["todo"] and f["todo"][0] >= 0 and not g.alive(f["todo"][0]):
            f["todo"].pop(0)
        if not f["todo"] or s["result"]:
            g.pop(f)
            return
        that = f["todo"][0]
        if that >= 0:
            payers = [that]
            how = "each"
        elif by == "group":
            payers, how = g.order_from(s["active"]), "group"
        elif by == "one_player":
            payers, how = g.order_from(s["active"]), "one"
        elif by == "ring_bearer":
            payers, how = [s["rb"]], "each"
        else:
            payers, how = [s["active"]], "each"
        g.push("pay", cost=[*f["src"], "cost"], payers=payers, how=how, j=0, pledged=[])


def condition(g: KGame, c: dict[str, Any]) -> bool:
    if c["type"] == "all":
        return all(condition(g, sub) for sub in c["of"])
    track = g.board().tracks.get(c["track"])
    if track is None:
        return False
    pos = g.s["tracks"][c["track"]]
    if c["type"] == "track_part_complete":
        return pos >= track.parts[c["part"] - 1][1]
    return pos >= track.last_index


def targets(g: KGame, who: str, that: int) -> list[int]:
    s = g.s
    if who == "each_player":
        return g.order_from(s["active"])
    if who == "each_other_player":
        return [q for q in g.order_from(s["active"]) if q != s["active"]]
    if who == "that_player":
        return [that] if that >= 0 and g.alive(that) else []
    if who == "ring_bearer":
        return [s["rb"]] if s["rb"] >= 0 else []
    return [s["active"]] if g.alive(s["active"]) else []


@frame("effects")
class Effects:
    """Carry out a list of effects in order (each may push frames that finish first)."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        ops = lookup(g, f["path"])
        if f["i"] >= len(ops) or g.s["result"]:
            g.pop(f)
            return
        op = ops[f["i"]]
        f["i"] += 1
        effect(g, op, f["that"], [*f["path"], f["i"] - 1])


def effect(g: KGame, op: dict[str, Any], that: int, path: list[Any]) -> None:
    s = g.s
    kind = op["op"]
    who = targets(g, op.get("who", "active_player"), that)
    if kind == "sauron_advance":
        g.sauron_advance(op["steps"])
    elif kind == "corrupt":
        for p in who:
            g.corrupt(p, op["steps"])
    elif kind == "heal":
        for p in who:
            g.heal(p, op["steps"])
    elif kind == "roll_die":
        for p in reversed(who):
            g.push("roll", p=p, times=op["times"], ring=False, phase="belt")
    elif kind in ("draw_cards", "deal_quest_cards"):
        for p in who:
            g.draw(p, op["count"])
    elif kind == "discard_cards":
        for p in reversed(who):
            g.push("discard", p=p, count=op["count"])
    elif kind == "gain_card":
        for p in who:
            gain_card(g, p, op["card_id"])
    elif kind == "remove_untaken_legendary":
        gone = [i for i in s["pool"] if g.card(i).location == op["location"]]
        s["pool"] = [i for i in s["pool"] if i not in gone]
        s["removed"].extend(gone)
        g.log("removed", f"{len(gone)} Legendary cards leave the game")
    elif kind == "next_event":
        g.push("next_event", phase=0)
    elif kind == "game_lost":
        g.finish(False, g.track_score(), "the_ring_is_mine")
    elif kind == "deal_legendary_cards":
        cards = [i for i in s["pool"] if g.card(i).location == op["location"]]
        g.shuffle(cards)
        order = g.order_from(s["rb"])
        for n, idx in enumerate(cards):
            s["pool"].remove(idx)
            s["hands"][order[n % len(order)]].append(idx)
        g.log("deal", f"{len(cards)} Legendary cards are dealt out")
    elif kind == "reveal_and_distribute_quest_cards":
        revealed = [c for c in (g.reveal_top() for _ in range(op["count"])) if c >= 0]
        for c in revealed:
            s["discard"].remove(c)
        s["revealed"] = revealed
        g.push("give", p=s["rb"])
    elif kind == "pass_cards":
        g.push("council", i=0, chosen=[-1] * g.n)
    elif kind == "choose_one":
        for p in reversed(who):
            g.push("choose", p=p, path=[*path, "options"], n=len(op["options"]))
    elif kind == "lose_runes":
        for p in who:
            if not g.pay_runes(p, op["value"]):
                g.eliminate(p, "cannot hand in the runes")
    else:  # pragma: no cover - data.py only lets known ops through
        raise ValueError(f"effect {kind!r} is not an event effect")


@frame("next_event", "Call Gandalf (Magic) to ignore this event?")
class NextEvent:
    """Cycle of Time: the event marker moves on and that event is carried out; Magic
    may ignore it (never The Ring is Mine!); after the 6th event the conflict ends."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        events = g.board().events
        if f["phase"] == 0:
            if s["event"] >= len(events):
                g.pop(f)
                return
            s["event"] += 1
            e = events[s["event"] - 1]
            g.log("event_marker", f"Event {s['event']}: {e['name']}")
            f["phase"] = 1
            if _magic_index(g) >= 0 and e["id"] != "the_ring_is_mine" and _payers(g):
                ask(f, "magic", s["active"] if g.alive(s["active"]) else g.order_from(0)[0])
            return
        if f["phase"] == 1:
            f["phase"] = 2
            g.push("event", src=["board", s["board"], s["event"] - 1])
            return
        if s["event"] >= len(events):
            s["over"] = True
        g.pop(f)

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        p = f["ask"]
        return [Action("magic", p, target=q) for q in _payers(g)] + [Action("no", p)]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        if a.kind == "magic":
            g.pay_runes(a.target, 5)
            g.s["gandalf"].remove(_magic_index(g))
            g.log("gandalf", f"{g.name(a.target)} calls Gandalf: Magic ignores the event", a.target)
            f["phase"] = 2


def _payers(g: KGame) -> list[int]:
    return [q for q in range(g.n) if g.alive(q) and g.rune_value(q) >= 5]


def _magic_index(g: KGame) -> int:
    for i in g.s["gandalf"]:
        if g.c.gandalf[i][0] == "gandalf_magic":
            return i
    return -1


@frame("window", "Play this card now?")
class Window:
    """A yellow card's moment (Belt, Mithril, Athelas, Staff, Phial): its holder answers."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if "q" not in f or not g.alive(f["ask"]) or g.s["result"]:
            g.pop(f)
            g.s["stack"][-1]["used"] = False

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        idx = g.c.legendary_ids[f["card"]]
        return [Action("use", f["ask"], card=idx, target=f["target"]), Action("no", f["ask"])]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        g.pop(f)
        if a.kind == "use":
            g.discard_card(a.player, a.card)
            g.log("yellow", f"{g.name(a.player)} plays {g.card_name(a.card)}", a.player)
        g.s["stack"][-1]["used"] = a.kind == "use"


@frame("pay", "Pay the cost?")
class Pay:
    """Pledge cards, tokens and runes toward a cost; commit when covered (see module)."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if "need" not in f:
            f["need"] = compile_cost(g, lookup(g, f["cost"]))
            if f["need"] is None:
                Pay.finish(g, f, False)
                return
        if g.s["result"]:
            g.pop(f)
            return
        while f["j"] < len(f["payers"]):
            useful = _useful(g, f, f["payers"][f["j"]])
            if useful:
                ask(f, "pay", f["payers"][f["j"]])
                g.offered = [*useful, Action("decline", f["ask"])]
                return
            Pay.next_payer(f)
        Pay.finish(g, f, False)

    @staticmethod
    def next_payer(f: Frame) -> None:
        if f["how"] == "one":
            f["pledged"] = []
        f["j"] += 1

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        p = f["ask"]
        return [*_useful(g, f, p), Action("decline", p)]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        if a.kind == "decline":
            if f["how"] == "group" and f["j"] == len(f["payers"]) - 1 or f["how"] == "each":
                f["j"] = len(f["payers"])
            else:
                Pay.next_payer(f)
            return
        if a.kind == "accept":
            need = f["need"]
            if need.get("corrupt"):
                g.corrupt(a.player, need["corrupt"])
            Pay.finish(g, f, True)
            if need.get("roll"):
                g.push("roll", p=a.player, times=need["roll"], ring=False, phase="belt")
            return
        f["pledged"].append([a.player, a.kind, a.card if a.kind == "card" else a.value])
        if _unmet(g, f) == 0:
            Pay.commit(g, f)

    @staticmethod
    def commit(g: KGame, f: Frame) -> None:
        symbols_paid = bool(f["need"].get("sym"))
        rolls = []
        for p, kind, item in f["pledged"]:
            if kind == "card":
                g.discard_card(p, item)
                if symbols_paid and g.card(item).key == "gollum":
                    rolls.append(p)
            elif kind == "token":
                g.return_life(p, item)
            elif kind == "rune":
                v = min(g.s["runes"][p])
                g.s["runes"][p].remove(v)
                g.s["supply"][v] += 1
        runes: dict[int, int] = {}
        for p, kind, item in f["pledged"]:
            if kind == "runes":
                runes[p] = runes.get(p, 0) + item
        for p, value in runes.items():
            g.pay_runes(p, value)
        Pay.finish(g, f, True)
        for p in rolls:
            g.push("roll", p=p, times=1, ring=False, phase="belt")

    @staticmethod
    def finish(g: KGame, f: Frame, paid: bool) -> None:
        g.pop(f)
        g.s["stack"][-1]["paid"] = paid


def compile_cost(g: KGame, cost: dict[str, Any]) -> dict[str, Any] | None:
    """A cost as needs: symbols, cards, token kinds, rune tokens, rune value, a named
    card, corruption steps or die rolls. None if it cannot be paid at all."""
    kind = cost["type"]
    if kind == "all":
        need: dict[str, Any] = {}
        for sub in cost["of"]:
            part = compile_cost(g, sub)
            if part is None:
                return None
            need.update(part)
        return need
    if kind == "discard_symbols":
        return {"sym": dict(cost["symbols"])}
    if kind == "discard_matching_revealed":
        idx = g.reveal_top()
        if idx < 0:
            return None
        symbol = g.card(idx).symbol
        g.log("reveal", f"The top Quest card shows {symbol}")
        return {"sym": {symbol: cost["count"]}}
    if kind == "discard_cards":
        return {"cards": cost["count"]}
    if kind == "discard_life_tokens":
        return {"tokens": list(cost["kinds"])}
    if kind == "discard_rune_tokens":
        return {"rune_tokens": cost["count"]}
    if kind == "pay_runes":
        return {"runes": cost["value"]}
    if kind == "discard_named_card":
        return {"named": g.c.legendary_ids[cost["card_id"]]}
    if kind == "take_corruption":
        return {"corrupt": cost["steps"]}
    return {"roll": cost["times"]}


def _unmet(g: KGame, f: Frame) -> int:
    """How much of the cost the pledges do not cover yet (0 = paid)."""
    need = f["need"]
    pledged = f["pledged"]
    cards = [(p, c) for p, k, c in pledged if k == "card"]
    left = 0
    if "sym" in need:
        left += symbols_unmet(need["sym"], [g.symbols(p, c) for p, c in cards])
    if "cards" in need:
        left += max(0, need["cards"] - len(cards))
    if "named" in need:
        left += 0 if any(c == need["named"] for _, c in cards) else 1
    if "tokens" in need:
        kinds = sorted((item for _, k, item in pledged if k == "token"))
        left += _tokens_unmet(need["tokens"], kinds)
    if "rune_tokens" in need:
        left += max(0, need["rune_tokens"] - sum(1 for _, k, _ in pledged if k == "rune"))
    if "runes" in need:
        left += max(0, need["runes"] - sum(v for _, k, v in pledged if k == "runes"))
    return left


def symbols_unmet(need: dict[str, int], shown: list[tuple[str, int]]) -> int:
    """Stars pay any activity; a star cost takes only stars (seed: "Star symbols")."""
    rem = dict(need)
    wild = 0
    for symbol, n in shown:
        if symbol == "wild":
            wild += n
        else:
            rem[symbol] = max(0, rem.get(symbol, 0) - n)
    use = min(wild, rem.get("wild", 0))
    if use:
        rem["wild"] -= use
        wild -= use
    for a in ACTIVITIES:
        use = min(wild, rem.get(a, 0))
        if use:
            rem[a] -= use
            wild -= use
    return sum(rem.values())


def _tokens_unmet(kinds: list[str], pledged: list[int]) -> int:
    left = list(pledged)
    missing = 0
    for kind in sorted(kinds, key=lambda k: k == "any"):
        if kind == "any":
            if left:
                left.pop()
            else:
                missing += 1
        else:
            k = LIFE_KINDS.index(kind)
            if k in left:
                left.remove(k)
            else:
                missing += 1
    return missing


def _useful(g: KGame, f: Frame, p: int) -> list[Action]:
    """The pledges by ``p`` that would cover more of the cost."""
    need = f["need"]
    if not g.alive(p):
        return []
    if "corrupt" in need or "roll" in need:
        return [Action("accept", p)]
    before = _unmet(g, f)
    out: list[Action] = []
    pledged = f["pledged"]
    mine = {c for q, k, c in pledged if k == "card" and q == p}
    if "sym" in need or "cards" in need or "named" in need:
        seen: dict[tuple[str, int, bool], bool] = {}  # cards showing the same answer alike
        for idx in sorted(set(g.s["hands"][p]) - mine):
            key = (*g.symbols(p, idx), idx == need.get("named"))
            if key not in seen:
                pledged.append([p, "card", idx])
                seen[key] = _unmet(g, f) < before
                pledged.pop()
            if seen[key]:
                out.append(Action("card", p, card=idx))
    if "tokens" in need:
        for k in range(3):
            held = g.s["life"][p][k] - sum(1 for q, kk, c in pledged
                                           if kk == "token" and q == p and c == k)
            if held > 0:
                pledged.append([p, "token", k])
                if _unmet(g, f) < before:
                    out.append(Action("token", p, value=k))
                pledged.pop()
    if "rune_tokens" in need:
        spent = sum(1 for q, k, _ in pledged if k == "rune" and q == p)
        if len(g.s["runes"][p]) > spent:
            out.append(Action("rune", p, value=1))
    if "runes" in need:
        have = g.rune_value(p) - sum(v for q, k, v in pledged if k == "runes" and q == p)
        left = need["runes"] - sum(v for _, k, v in pledged if k == "runes")
        out.extend(Action("runes", p, value=v) for v in range(1, min(have, left) + 1))
    return out
