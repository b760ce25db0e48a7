"""Verbs that contain other steps or need more than one choice: ``if``, ``either``,
``choose_one``, ``may``, ``unless``, ``repeat``, ``play`` (a card from hand, draw deck
or discard pile, possibly on a bearer and at a changed cost) and ``play_next_site``.

Why separate from ``verbs``: these compile nested lists of steps (their own programs in
the interpreter). Their choices are the one choose step of ``choosing`` (its programs:
``either`` = choose a card, choose the rest, run the branch; ``play`` = choose a card,
choose a bearer, play it), with no resume state of their own.
"""

from __future__ import annotations

from typing import Any

from ..engine import behaviour, path, playing, rng
from .choosing import Choose, Do, fully_possible, program, var
from .filters import Filter
from .reader import FieldError, Reader
from .runtime import PLAYERS, Step, call, can_all
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
    return either_program(r.path, branches)


def either_program(path: str, branches: list[tuple[Filter, int, str]]) -> Step:
    """Three steps: choose the card (among those of branches that can be carried out in
    full), choose the rest of that branch's cards, run the branch on them as ``$it``."""

    def possible(g: Game, ctx: Ctx) -> list[tuple[int, list[int]]]:
        """The branches that can be carried out in full (CR: "Frodo or 2 other companions
        must exert" with one other companion leaves only Frodo), with their cards."""
        out = []
        for k, (who, count, _body) in enumerate(branches):
            cs = who.in_play(g, ctx)
            if len(cs) >= count:
                out.append((k, cs))
        return out

    def first_cards(g: Game, ctx: Ctx) -> list[int]:
        return list(dict.fromkeys(c for _k, cs in possible(g, ctx) for c in cs))

    def only_branch(g: Game, ctx: Ctx, cands: list[int]) -> bool:
        """One branch possible and it needs every card offered: nothing to choose."""
        options = possible(g, ctx)
        return len(options) == 1 and len(cands) <= branches[options[0][0]][1]

    def branch(g: Game, ctx: Ctx) -> tuple[int, list[int]]:
        """The branch of the card picked first, and its cards."""
        pick = var(ctx, "_either")
        for k, cs in possible(g, ctx):
            if pick and pick[0] in cs:
                return k, cs
        return -1, []

    def rest(g: Game, ctx: Ctx) -> list[int]:
        pick = var(ctx, "_either")
        return [c for c in branch(g, ctx)[1] if c not in pick]

    def more(g: Game, ctx: Ctx) -> int:
        k = branch(g, ctx)[0]
        return max(0, branches[k][1] - len(var(ctx, "_either"))) if k >= 0 else 0

    def go(g: Game, ctx: Ctx) -> None:
        k = branch(g, ctx)[0]
        ctx["v"]["it"] = var(ctx, "_either") + var(ctx, "_either_rest")
        if k >= 0:
            call(ctx, branches[k][2])

    # name the card whose text this is: "Choose which card the effect is for" left the
    # player guessing whose effect it was (issue 20, vague prompts)
    steps: list[Step] = [
        Choose("_either", first_cards, lambda g, ctx: f"{g.cards[ctx['src']].title}: "
               "choose the card its effect is for", forced=only_branch),
        Choose("_either_rest", rest, "Choose the other cards", minimum=more, maximum=more),
        Do(go)]
    return program(path, steps)


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
    # "draw 3 cards. Then discard 2 cards ... or ...": no option need be possible before
    # the earlier steps have run (Strange Device)
    need = r.bool("needs_target", True)

    def possible(g: Game, ctx: Ctx) -> list[int]:
        return [k for k, (_label, body) in enumerate(options) if fully_possible(g, body, ctx)]

    def go(g: Game, ctx: Ctx) -> None:
        picked = var(ctx, "_option")
        if picked:
            call(ctx, options[picked[0]][1])

    return program(r.path, [Choose("_option", possible, "Choose one effect", chooser=who,
                                   labels=[label for label, _ in options]), Do(go)],
                   checks=need)


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
    """Ask ``player`` yes/no by offering the card with the text (choose it, or pass):
    the one choose step with the card or nothing (no choice when the body cannot run)."""

    checks = False

    def __init__(self, body: str, who: str, prompt: str, otherwise: str | None) -> None:
        self.body, self.who, self.prompt, self.otherwise = body, who, prompt, otherwise
        self.choice = Choose("_may", self._offer, self._prompt, minimum=0, maximum=1,
                             chooser=who)

    def _offer(self, g: Game, ctx: Ctx) -> list[int]:
        return [ctx["src"]] if can_all(g, self.body, ctx) else []

    def _prompt(self, g: Game, ctx: Ctx) -> str:
        return f"{g.name(ctx['src'])}: {self.prompt}"

    def run(self, g: Game, ctx: Ctx) -> bool:
        return self.choice.run(g, ctx) or self._then(ctx)

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        self.choice.resume(g, ctx, chosen)
        return self._then(ctx)

    def _then(self, ctx: Ctx) -> bool:
        if var(ctx, "_may"):
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

        def can_fully(self, g: Game, ctx: Ctx) -> bool:
            """As an option of "choose one": its body can be done (once) now, so
            "reinforce a token for each hunter" is not offered with nothing to reinforce."""
            return times(g, ctx) <= 0 or fully_possible(g, body, ctx)
    return Repeat()


def playable(g: Game, card: int, player: int, delta: int, on: Filter | None,
             ctx: Ctx) -> list[int] | None:
    """Bearers (``[]`` when none is needed) if ``player`` may put ``card`` into play now
    by an effect with cost change ``delta``; ``None`` if not."""
    c = g.cards[card]
    if c.type == "event":
        return _event_playable(g, card, player, delta)
    if not playing.can_put_into_play(g, card, player) or playing.prohibited(g, card):
        return None
    if not _requirement_and_twilight(g, card, player, delta):
        return None
    if behaviour.play_area(c) != "attached":
        return []
    bs = playing.bearers(g, card, player)
    if on is not None:
        bs = [b for b in bs if on.match(g, b, ctx)]
    return bs or None


def _event_playable(g: Game, card: int, player: int, delta: int) -> list[int] | None:
    """``[]`` if an effect may play this event now ("play a [rohan] skirmish event from
    your draw deck", Léofric): a phase it names, its own side's player, not prohibited,
    its own requirement met (its conditions, costs and targets) and, for a Shadow event,
    its twilight in the pool; ``None`` otherwise."""
    c = g.cards[card]
    if g.s.phase not in c.timewords or playing.prohibited(g, card) \
            or (c.side == "free_peoples") != (player == g.s.fp):
        return None
    return [] if _requirement_and_twilight(g, card, player, delta) else None


def _requirement_and_twilight(g: Game, card: int, player: int, delta: int) -> bool:
    """The card's own play requirement holds and, for a Shadow card, the pool pays its
    cost changed by ``delta`` (shared by cards and events played by an effect)."""
    c = g.cards[card]
    beh = g.rules.behaviour(c.id)
    if beh.play_requirement is not None and not beh.play_requirement(g, c, player):
        return False
    return c.side != "shadow" or max(0, playing.twilight_cost(g, card, player) + delta) \
        <= g.s.twilight


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
    """``{play = "[moria] orc", from = "discard", cost = -2, on = "[rohan] companion"}``:
    choose a playable card, choose its bearer if it needs one, play it."""
    cands = PlayableCards(r)
    card_var = r.str("as", "") or "_play"
    bearer_var = r.str("bearer_as", "") or "_bearer"
    need = r.bool("needs_target", True)

    def bearers(g: Game, ctx: Ctx) -> list[int]:
        card = var(ctx, card_var)
        if not card:
            return []
        return playable(g, card[0], ctx["p"], cands.delta(g, ctx), cands.on, ctx) or []

    def go(g: Game, ctx: Ctx) -> None:
        card = var(ctx, card_var)
        if card:
            bearer = var(ctx, bearer_var)
            put_into_play(g, card[0], ctx["p"], bearer[0] if bearer else -1,
                          cands.delta(g, ctx))

    steps: list[Step] = [
        Choose(card_var, cands, f"Choose a card to play ({cands.who.text})"),
        Choose(bearer_var, bearers,
               lambda g, ctx: f"Choose who bears {g.name(var(ctx, card_var)[0])}"),
        Do(go)]
    return program(r.path, steps, can=lambda g, ctx: not need or bool(cands.first(g, ctx)),
                   checks=need)


# The cost change of "play ... for free": every twilight cost is clamped at 0 after its
# changes (playing.twilight_cost), so a change below any cost makes it 0.
FREE = -1000


class PlayableCards:
    """The cards a ``play`` verb may play now: matching, in its piles, playable by an
    effect at its cost change, one per title."""

    def __init__(self, r: Reader) -> None:
        self.who: Filter = r.filter("play")  # type: ignore[assignment]
        zones = r.raw("from", ["hand"])
        zones = [zones] if isinstance(zones, str) else zones
        if not isinstance(zones, list):
            raise FieldError(r.sub("from"), f"expected a pile or a list of piles, got {zones!r}")
        for z in zones:
            # stacked: cards stacked on cards ("play an Orc stacked here": Goblin Swarms,
            # with ``on(self)`` naming the host)
            if z not in ("hand", "draw", "discard", "dead", "stacked"):
                raise FieldError(r.sub("from"),
                                 f"{z!r} is not hand, draw, discard, dead or stacked")
        self.zones = zones
        if r.bool("free"):  # "play an Elf for free": no cost is above this change
            if r.has("cost"):
                raise FieldError(r.sub("free"), "free and cost do not go together")
            self.delta: Any = lambda g, ctx: FREE
        else:
            self.delta = r.value("cost", 0)
        self.on = r.filter("on", optional=True)
        # "play a knight revealed" ("$top keyword(knight)"): a card remembered by the
        # script is one instance, so copies in one pile no longer answer alike
        self.alike = "$" not in self.who.text

    def __call__(self, g: Game, ctx: Ctx) -> list[int]:
        """Playable matching cards, one per title, in pile order."""
        p = ctx["p"]
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
                if self.alike:
                    seen.add(d)  # copies of a card in one pile answer alike
                if not possible.get(d, True) or not who.printed_possible(cards[c]) \
                        or not who.match(g, c, ctx):
                    continue
                if playable(g, c, p, delta, self.on, ctx) is not None:
                    out.append(c)
            seen.clear()  # a copy in another pile may differ (its pile is a fact)
        return out

    def first(self, g: Game, ctx: Ctx) -> list[int]:
        """One playable card, found among the few instances of the game whose printed
        facts fit (a legality check: order does not matter, unlike the choice offered)."""
        p = ctx["p"]
        s = g.s
        zone, holder, defs = s.zone, s.holder, s.defs
        zones = self.zones
        delta = self.delta(g, ctx)
        seen: set[tuple[str, str]] = set()  # copies in one pile answer alike
        for c in self.who.candidates(g, printed=True):
            if holder[c] != p or zone[c] not in zones or (defs[c], zone[c]) in seen:
                continue
            if self.alike:
                seen.add((defs[c], zone[c]))
            if self.who.match(g, c, ctx) and \
                    playable(g, c, p, delta, self.on, ctx) is not None:
                return [c]
        return []


@verb("play_next_site")
def _next_site(r: Reader, cost: bool) -> Step:
    """``{ play_next_site = true }``; ``only``: the site played must match ("play the
    fellowship's next site if it is a forest": ``only = "keyword(forest)"``)."""
    r.flag("play_next_site")
    return NextSite(r.filter("only", optional=True))


class NextSite(Step):
    """'Play the fellowship's next site (replacing opponent's site if necessary).' On a
    numbered path the site of that number; on a Shadows-era path any site of the
    player's adventure deck, his choice (``engine.path.site_options``)."""

    def _options(self, g: Game, ctx: Ctx) -> list[int]:
        """Our sites for the next number: never 'site 10', and never in place of our own
        site or of the same site card (Current Rulings: site)."""
        s = g.s
        n = s.site[s.fp] + 1
        if n > 9:
            return []
        there = s.path[n]
        if there >= 0 and s.owner[there] == ctx["p"]:
            return []
        return [c for c in path.site_options(g, ctx["p"], n)
                if (there < 0 or s.defs[there] != s.defs[c])
                and (self.only is None or self.only.match(g, c, ctx))]

    def __init__(self, only: Filter | None = None) -> None:
        self.only = only
        # the one choose step: asked only when the player has more than one site
        self.choice = Choose("_next_site", self._options,
                             lambda g, ctx: path.choice_prompt(g, g.s.site[g.s.fp] + 1))

    def can(self, g: Game, ctx: Ctx) -> bool:
        return bool(self._options(g, ctx))

    def run(self, g: Game, ctx: Ctx) -> bool:
        if self.choice.run(g, ctx):
            return True
        return self._place(g, ctx, ctx["v"]["_next_site"])

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        self.choice.resume(g, ctx, chosen)
        return self._place(g, ctx, ctx["v"]["_next_site"])

    def _place(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        if not chosen:
            return False
        path.replace_site(g, chosen[0], g.s.site[g.s.fp] + 1, ctx["p"])
        return False


