"""Verbs that contain other steps or need more than one choice: ``if``, ``either``,
``may``, ``unless``, ``repeat``, ``play`` (a card from hand, draw deck or discard pile,
possibly on a bearer and at a changed cost) and ``play_next_site``.

Why separate from ``verbs``: these compile nested lists of steps (their own programs in
the interpreter) and hold the multi-stage choices, which is where mistakes would hide.
"""

from __future__ import annotations

from typing import Any

from ..engine import behaviour, effects, playing, rng
from .filters import Filter
from .reader import FieldError, Reader
from .runtime import PLAYERS, Step, ask, ask_option, call, can_all, player_of
from .verbs import verb

Game = Any
Ctx = dict[str, Any]


def _block(r: Reader, key: str, cost: bool = False) -> str:
    from .block import compile_block

    return compile_block(r.list(key), r.sub(key), cost)


@verb("if")
def _if(r: Reader, cost: bool) -> Step:
    cond = r.conds("if")
    if cond is None:
        raise FieldError(r.sub("if"), "needs a condition")
    then = _block(r, "then", cost)
    other = _block(r, "else", cost) if r.has("else") else None
    return If(cond, then, other)


class If(Step):
    def __init__(self, cond: Any, then: str, other: str | None) -> None:
        self.cond, self.then, self.other = cond, then, other

    def _branch(self, g: Game, ctx: Ctx) -> str | None:
        return self.then if self.cond(g, ctx) else self.other

    def can(self, g: Game, ctx: Ctx) -> bool:
        branch = self._branch(g, ctx)
        return branch is None or can_all(g, branch, ctx)

    def run(self, g: Game, ctx: Ctx) -> bool:
        branch = self._branch(g, ctx)
        if branch is not None:
            call(ctx, branch)
        return False


@verb("either")
def _either(r: Reader, cost: bool) -> Step:
    """``{either = [{who = "wounded companion", effect = [...]}, {...}]}``: the player
    picks a card of any branch; that branch runs with the picked cards as ``$it``."""
    branches = []
    for k, item in enumerate(r.list("either")):
        b = Reader(item, f"{r.sub('either')}[{k}]")
        who = b.filter("who")
        count = b.int("count", 1)
        body = _block(b, "effect", cost)
        b.done()
        branches.append((who, count, body))
    return Either(branches)


class Either(Step):
    def __init__(self, branches: list[tuple[Filter, int, str]]) -> None:
        self.branches = branches

    def _cands(self, g: Game, ctx: Ctx) -> list[tuple[int, list[int]]]:
        """The branches that can be carried out in full (CR: a player must choose an
        option he can fully carry out: "Frodo or 2 other companions must exert" with one
        other companion leaves only Frodo), with their candidates."""
        out = []
        for k, (who, count, _body) in enumerate(self.branches):
            cs = who.in_play(g, ctx)
            if len(cs) >= count:
                out.append((k, cs))
        return out

    def can(self, g: Game, ctx: Ctx) -> bool:
        return bool(self._cands(g, ctx))

    def run(self, g: Game, ctx: Ctx) -> bool:
        options = self._cands(g, ctx)
        if not options:
            return False
        unique = list(dict.fromkeys(c for _k, cs in options for c in cs))
        if len(options) == 1 and len(unique) <= self.branches[options[0][0]][1]:
            return self._go(ctx, options[0][0], unique)
        ctx["k"] = {"b": -1}
        # name the card whose text this is: "Choose which card the effect is for" left
        # the player guessing whose effect it was (issue 20, vague prompts)
        return ask(g, ctx, ctx["p"], f"{g.cards[ctx['src']].title}: choose the card its "
                   "effect is for", unique)

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        state = ctx.get("k", {"b": -1})
        if state["b"] < 0:
            pick = chosen[0]
            k = next(k for k, cs in self._cands(g, ctx) if pick in cs)
            count = self.branches[k][1]
            rest = [c for c in self.branches[k][0].in_play(g, ctx) if c != pick]
            if count > 1 and rest:
                ctx["k"] = {"b": k, "first": pick}
                n = min(count - 1, len(rest))
                return ask(g, ctx, ctx["p"], "Choose the other cards", rest, n, n)
            return self._go(ctx, k, [pick])
        return self._go(ctx, state["b"], [state["first"], *chosen])

    def _go(self, ctx: Ctx, k: int, cards: list[int]) -> bool:
        ctx.pop("k", None)
        ctx["v"]["it"] = cards
        call(ctx, self.branches[k][2])
        return False


@verb("choose_one")
def _choose_one(r: Reader, cost: bool) -> Step:
    """``{ choose_one = [{ label = "...", effect = [...] }, ...], player = "fp" }``: "choose
    one: A or B". Only options that can be carried out in full are offered (CR: a player
    must choose an option he can fully carry out); with one such option it just runs."""
    options = []
    for k, item in enumerate(r.list("choose_one")):
        o = Reader(item, f"{r.sub('choose_one')}[{k}]")
        label = o.str("label")
        body = _block(o, "effect", cost)
        o.done()
        options.append((label, body))
    if len(options) < 2:
        raise FieldError(r.sub("choose_one"), "needs at least two options")
    who = r.str("player", "you", choices=PLAYERS)
    return ChooseOne(options, who)


class ChooseOne(Step):
    def __init__(self, options: list[tuple[str, str]], who: str) -> None:
        self.options = options
        self.who = who

    def _possible(self, g: Game, ctx: Ctx) -> list[int]:
        out = []
        for k, (_label, body) in enumerate(self.options):
            steps = g.rules.programs[body][0]
            if all(getattr(st, "can_fully", st.can)(g, ctx) for st in steps):
                out.append(k)
        return out

    def can(self, g: Game, ctx: Ctx) -> bool:
        return bool(self._possible(g, ctx))

    def run(self, g: Game, ctx: Ctx) -> bool:
        possible = self._possible(g, ctx)
        if not possible:
            return False
        if len(possible) == 1:
            call(ctx, self.options[possible[0]][1])
            return False
        ctx["k"] = {"opts": possible}
        return ask_option(g, ctx, player_of(g, ctx, self.who), "Choose one",
                          [self.options[k][0] for k in possible])

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        possible = ctx.pop("k", {}).get("opts", [])
        if chosen and 0 <= chosen[0] < len(possible):
            call(ctx, self.options[possible[chosen[0]]][1])
        return False


@verb("may")
def _may(r: Reader, cost: bool) -> Step:
    """``{may = [effects], player = "shadow"}``: that player decides whether to do it."""
    who = r.str("player", "you", choices=PLAYERS)
    prompt = r.str("prompt", "Use this optional effect?")
    return May(_block(r, "may", cost), who, prompt, None)


@verb("unless")
def _unless(r: Reader, cost: bool) -> Step:
    """``{unless = "shadow", cost = [{remove_twilight = 2}], effect = [...]}``: 'Any Shadow
    player may remove (2) to prevent this.'"""
    who = r.str("unless", choices=PLAYERS)
    prompt = r.str("prompt", "Pay to prevent this effect?")
    pay = _block(r, "cost", True)
    body = _block(r, "effect", cost)
    return May(pay, who, prompt, body)


class May(Step):
    """Ask ``player`` yes/no by offering the card with the text (choose it, or pass)."""

    checks = False

    def __init__(self, body: str, who: str, prompt: str, otherwise: str | None) -> None:
        self.body, self.who, self.prompt, self.otherwise = body, who, prompt, otherwise

    def run(self, g: Game, ctx: Ctx) -> bool:
        if not can_all(g, self.body, ctx):
            return self.resume(g, ctx, [])
        src = ctx["src"]
        return ask(g, ctx, player_of(g, ctx, self.who), f"{g.name(src)}: {self.prompt}",
                   [src], 0, 1)

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        if chosen:
            call(ctx, self.body)
        elif self.otherwise is not None:
            call(ctx, self.otherwise)
        return False


@verb("repeat")
def _repeat(r: Reader, cost: bool) -> Step:
    times = r.value("repeat")
    body = _block(r, "effect", cost)

    class Repeat(Step):
        checks = False

        def run(self, g: Game, ctx: Ctx) -> bool:
            for _ in range(times(g, ctx)):
                call(ctx, body)
            return False
    return Repeat()


def playable(g: Game, card: int, player: int, delta: int, on: Filter | None,
             ctx: Ctx) -> list[int] | None:
    """Bearers (``[]`` when none is needed) if ``player`` may put ``card`` into play now
    by an effect with cost change ``delta``; ``None`` if not."""
    c = g.cards[card]
    if c.type == "event" or not playing.can_put_into_play(g, card, player) \
            or playing.prohibited(g, card):
        return None
    beh = g.rules.behaviour(c.id)
    if beh.play_requirement is not None and not beh.play_requirement(g, c, player):
        return None
    if c.side == "shadow" and max(0, playing.twilight_cost(g, card, player) + delta) \
            > g.s.twilight:
        return None
    if behaviour.play_area(c) != "attached":
        return []
    bs = playing.bearers(g, card, player)
    if on is not None:
        bs = [b for b in bs if on.match(g, b, ctx)]
    return bs or None


def put_into_play(g: Game, card: int, player: int, bearer: int, delta: int) -> None:
    """Play ``card`` through the engine's own play procedure, cost changed by ``delta``."""
    mod = (card, "cost", delta, "phase", -2)
    if delta:
        g.s.mods = g.s.mods + [mod]
    cost = playing.twilight_cost(g, card, player)
    if g.cards[card].side == "shadow" and cost > g.s.twilight:
        # The choice was legal when offered, but the pool changed since (or a cost
        # modifier did): the card cannot be paid for, so it stays where it is.
        if delta:
            g.s.mods = [m for m in g.s.mods if m != mod]
        g.emit("cannot_play", f"{g.name(card)} cannot be played: it costs {cost} and the "
               f"twilight pool holds {g.s.twilight}", player=player, cards=(card,))
        return
    from_deck = g.s.zone[card] == "draw"
    playing.play_card(g, player, card, bearer)
    if delta:
        g.s.mods = [m for m in g.s.mods if m != mod]
    if from_deck:
        g.s.rng = rng.shuffle(g.s.rng, g.s.piles[player]["draw"])


@verb("play")
def _play(r: Reader, cost: bool) -> Step:
    return Play(r, cost)


class Play(Step):
    """``{play = "[moria] orc", from = "discard", cost = -2, on = "[rohan] companion"}``."""

    def __init__(self, r: Reader, cost: bool) -> None:
        self.who: Filter = r.filter("play")  # type: ignore[assignment]
        zones = r.raw("from", ["hand"])
        zones = [zones] if isinstance(zones, str) else zones
        if not isinstance(zones, list):
            raise FieldError(r.sub("from"), f"expected a pile or a list of piles, got {zones!r}")
        for z in zones:
            if z not in ("hand", "draw", "discard"):
                raise FieldError(r.sub("from"), f"{z!r} is not hand, draw or discard")
        self.zones = zones
        self.delta = r.value("cost", 0)
        self.on = r.filter("on", optional=True)
        self.var = r.str("as", "") or None
        self.bearer_var = r.str("bearer_as", "") or None
        self.need = r.bool("needs_target", True)
        self.checks = self.need

    def _cands(self, g: Game, ctx: Ctx, first: bool = False) -> list[int]:
        """Playable matching cards, one per title (``first``: stop at the first, for
        legality checks that only ask whether there is one)."""
        p = ctx["p"]
        if first:
            return self._first(g, ctx, p)
        out = []
        seen: set[str] = set()  # definitions already answered, playable or not
        delta = self.delta(g, ctx)
        defs = g.s.defs
        cards = g.cards
        who = self.who
        possible = who._printed  # per card id, exact out of play: skips most cards
        for z in self.zones:
            for c in g.s.piles[p][z]:
                d = defs[c]
                if d in seen:
                    continue
                seen.add(d)  # copies of a card in one pile answer alike
                if not possible.get(d, True) or not who.printed_possible(cards[c]) \
                        or not who.match(g, c, ctx):
                    continue
                if playable(g, c, p, delta, self.on, ctx) is not None:
                    out.append(c)
            seen.clear()  # a copy in another pile may differ (its pile is a fact)
        return out

    def _first(self, g: Game, ctx: Ctx, p: int) -> list[int]:
        """One playable card, found among the few instances of the game whose printed
        facts fit (a legality check: order does not matter, unlike the choice offered)."""
        s = g.s
        zone, holder, defs = s.zone, s.holder, s.defs
        zones = self.zones
        delta = self.delta(g, ctx)
        seen: set[tuple[str, str]] = set()  # copies in one pile answer alike
        for c in self.who.candidates(g, printed=True):
            if holder[c] != p or zone[c] not in zones or (defs[c], zone[c]) in seen:
                continue
            seen.add((defs[c], zone[c]))
            if self.who.match(g, c, ctx) and \
                    playable(g, c, p, delta, self.on, ctx) is not None:
                return [c]
        return []

    def can(self, g: Game, ctx: Ctx) -> bool:
        return not self.need or bool(self._cands(g, ctx, first=True))

    def run(self, g: Game, ctx: Ctx) -> bool:
        cs = self._cands(g, ctx)
        if not cs:
            return False
        ctx["k"] = {"card": -1}
        if len(cs) == 1:
            return self.resume(g, ctx, cs)
        return ask(g, ctx, ctx["p"], f"Choose a card to play ({self.who.text})", cs)

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        if not chosen:
            return False
        p = ctx["p"]
        state = ctx.get("k", {"card": -1})
        delta = self.delta(g, ctx)
        if state["card"] < 0:
            card = chosen[0]
            bs = playable(g, card, p, delta, self.on, ctx) or []
            if len(bs) > 1:
                ctx["k"] = {"card": card}
                return ask(g, ctx, p, f"Choose who bears {g.name(card)}", bs)
            bearer = bs[0] if bs else -1
        else:
            card, bearer = state["card"], chosen[0]
        ctx.pop("k", None)
        if self.var:
            ctx["v"][self.var] = [card]
        if self.bearer_var:
            ctx["v"][self.bearer_var] = [bearer] if bearer >= 0 else []
        put_into_play(g, card, p, bearer, delta)
        return False


@verb("play_next_site")
def _next_site(r: Reader, cost: bool) -> Step:
    r.flag("play_next_site")
    return NextSite()


class NextSite(Step):
    """'Play the fellowship's next site (replacing opponent's site if necessary).'"""

    def _site(self, g: Game, ctx: Ctx) -> int:
        """Our site for the next number, or -1: never 'site 10', and never in place of
        our own site or of the same site card (Current Rulings: site)."""
        s = g.s
        n = s.site[s.fp] + 1
        if n > 9:
            return -1
        there = s.path[n]
        if there >= 0 and s.owner[there] == ctx["p"]:
            return -1
        site = next((c for c in s.piles[ctx["p"]]["adventure"]
                     if g.cards[c].site_number == n), -1)
        if site >= 0 and there >= 0 and s.defs[there] == s.defs[site]:
            return -1
        return site

    def can(self, g: Game, ctx: Ctx) -> bool:
        return self._site(g, ctx) >= 0

    def run(self, g: Game, ctx: Ctx) -> bool:
        s = g.s
        site = self._site(g, ctx)
        if site < 0:
            return False
        n = g.cards[site].site_number
        old = s.path[n]
        if old >= 0:
            effects.discard_attached(g, old)
            s.path[n] = -1
            s.controller.pop(old, None)
            s.zone[old] = "adventure"
            s.holder[old] = s.owner[old]
            s.piles[s.owner[old]]["adventure"].append(old)
            g.emit("site_replaced", f"{g.name(old)} returns to "
                   f"{s.players[s.owner[old]]}'s adventure deck", cards=(old,))
        s.place_site(site, n)
        g.emit("site_played", f"{s.players[ctx['p']]} plays {g.name(site)} as site {n}",
               player=ctx["p"], cards=(site,))
        return False

