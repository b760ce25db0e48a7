"""From one card's script table to an engine ``Behaviour``.

The card-level keys (all optional except ``title``):

``bearer``/``limit_per_bearer`` ("Bearer must be a Hobbit", "Limit 1 per ranger"),
``borne_with`` ("may be borne in addition to 1 other hand weapon"),
``to_play`` ("To play, spot a [rohan] Man"), ``from_discard`` (may be played from the
discard pile while it holds), ``static`` (modifiers read every time),
``ability`` (phase actions: "Skirmish: Exert Boromir to ..."), ``trigger`` ("When you play
...", "Each time ... wins a skirmish"), ``event`` (an event's cost and effect),
``response`` (a Response event played from hand), ``self_cost`` (a card's own twilight
cost modifier), ``cost_on`` (the cost of cards played on this one), ``ring`` (a version
of The One Ring), ``succession`` (Sam's "If Frodo dies" response), ``needs_engine``
(engine rules the text waits for: the card is then only partly scripted), ``hook`` (a
Python hook).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextlib import suppress
from typing import Any

from ..cards.model import PHASES, Card
from ..engine import playing
from ..engine.behaviour import ActivatedAbility, Behaviour, TriggeredAbility
from ..engine.stats import RULE_MODIFIERS
from . import flow_verbs, gaps, ring_verbs  # noqa: F401 - flow_verbs, ring_verbs: also register verbs
from .block import compile_block
from .filter_grammar import tokenize
from .filters import CLASSES, Filter, is_active
from .limits import read_limit
from .logic import Cond
from .reader import FieldError, Reader, rule_name
from .runtime import COMPILING, checked_steps, new_ctx, run
from .triggers import TRIGGERS, compile_trigger

Game = Any
Ctx = dict[str, Any]
STATS = ("strength", "vitality", "resistance", "cost", "move_limit", "archery:minion",
         "archery:fellowship", "shadow_number", "roaming_penalty",
         "site_number")


def ability_texts(card: Card) -> dict[str, str]:
    """'skirmish' -> 'Exert Boromir to make a Hobbit strength +3.' (labels for buttons),
    read from the printed text once at load time."""
    text = re.sub(r"<helper>.*?</helper>", "", card.game_text)
    plain = re.sub(r"<[^>]+>", "", text.replace("<br>", "\n"))
    out: dict[str, str] = {}
    for m in re.finditer(r"(Fellowship|Shadow|Maneuver|Archery|Assignment|Skirmish|Regroup"
                         r"|Response)(?: or \w+)?:\s*([^\n]*)", plain):
        out.setdefault(m.group(1).lower(), m.group(2).strip())
    return out


def trigger_texts(card: Card) -> list[str]:
    """The printed "When ... / Each time ... / At the start of ..." sentences, in order,
    for the labels of the card's triggers."""
    plain = re.sub(r"<[^>]+>", "", re.sub(r"<helper>.*?</helper>", "",
                                          card.game_text.replace("<br>", "\n")))
    out = []
    for line in plain.split("\n"):
        for sentence in re.split(r"(?<=\.)\s+", line.strip()):
            if sentence.startswith(("When", "Each time", "At the start", "Discard", "If ",
                                    "While")):
                out.append(sentence)
    response = ability_texts(card).get("response")
    return out + [response] if response else out


def start_program(g: Game, ctx: Ctx, cost: str, effect: str) -> None:
    """Costs first, then effects (the effect program sits under the cost program)."""
    ctx["pc"] = [[effect, 0], [cost, 0]]
    run(g, ctx)


def _player(g: Game, src: int) -> int:
    """Who acts for a card: its holder; for a site, the player controlling it, else the
    Free Peoples player."""
    return g.s.controller.get(src, g.s.fp) if g.s.zone[src] == "path" else g.s.holder[src]


class _Part:
    """A cost+effect pair with conditions, the shape shared by abilities, triggers,
    events and responses."""

    def __init__(self, r: Reader) -> None:
        self.cond: Cond | None = r.conds("if")
        self.cost = compile_block(r.list("cost", []), r.sub("cost"), cost=True)
        self.effect = compile_block(r.list("effect", []), r.sub("effect"))
        # every check must pass and none changes anything, so the cheap "this card"
        # checks go first: most abilities fail there (an exhausted or absent card)
        self.checked = sorted(checked_steps(self.cost) + checked_steps(self.effect),
                              key=lambda st: getattr(getattr(st, "who", None), "ref", "") != "self")

    def ok(self, g: Game, ctx: Ctx) -> bool:
        if self.cond is not None and not self.cond(g, ctx):
            return False
        for st in self.checked:  # noqa: SIM110 - hot: costs first, then effects needing a target
            if not st.can(g, ctx):
                return False
        return True

    def go(self, g: Game, ctx: Ctx, announce: str | None = None) -> None:
        if announce is None:
            start_program(g, ctx, self.cost, self.effect)
        else:  # costs, then the announcement (responses), then the effect
            ctx["pc"] = [[self.effect, 0], [announce, 0], [self.cost, 0]]
            run(g, ctx)


def _ability(card: Card, r: Reader, idx: int, labels: dict[str, str]) -> ActivatedAbility:
    phase = r.str("phase", choices=PHASES)
    part = _Part(r)
    limit = read_limit(r, "limit", f"ability{idx}")
    label = r.str("label", labels.get(phase, f"{card.title}: {phase} ability"))
    # "If stacked on an [isengard] card, ...": used while stacked (the ``if`` says on what)
    stacked = r.bool("while_stacked")
    # costs, then the responses to its use (War-warg may cancel it), then its effect
    announce = flow_verbs.announce_ability_program(idx)

    def can_use(g: Game, src: int, player: int) -> bool:
        if limit is not None and not limit.open(g, src):
            return False
        if (g.s.zone[src] != "stacked") if stacked else not is_active(g, src):
            return False
        return part.ok(g, {"src": src, "p": player, "v": {}, "pc": []})  # new_ctx, inlined

    def use(g: Game, src: int, player: int) -> None:
        if limit is not None:
            limit.use(g, src)
        part.go(g, new_ctx(src, player), announce)
    return ActivatedAbility(phase, label, can_use, use, while_stacked=stacked)


def _static(r: Reader) -> Any:
    if r.has("rule"):  # a typed rule modifier: { rule = "cannot_take_wounds", who = ... }
        stat = "rule:" + rule_name(r, "rule")
        amount = r.value("amount", 1)
    else:
        stat = r.str("stat")
        if stat not in STATS and not stat.startswith("kw:"):
            raise FieldError(r.sub("stat"), f"unknown stat {stat!r}; one of {list(STATS)} "
                             "or kw:<keyword>")
        if stat[3:] in RULE_MODIFIERS:
            raise FieldError(r.sub("stat"), f"{stat[3:]!r} is a rule, not a keyword: write "
                             f"rule = {stat[3:]!r}")
        amount = r.value("amount")
    who: Filter | None = r.filter("who", optional=True)
    cond = r.conds("if")

    def modifier(g: Game, src: int, target: int, asked: str) -> int:
        # read on every cost, strength...: the engine asks only for targets that
        # ``may_apply`` allows (printed facts); the cheapest refusals first
        if asked != stat:
            return 0
        if who is None:
            if target != -1:
                return 0
        elif target < 0:
            return 0
        if not is_active(g, src):
            return 0
        ctx = {"src": src, "p": _player(g, src), "v": {}, "t": target}
        if who is not None and not who.match(g, target, ctx):
            return 0
        if cond is not None and not cond(g, ctx):
            return 0
        return amount(g, ctx)
    modifier.stat = stat  # type: ignore[attr-defined]  # lets the engine index by stat
    # ... and skip it for cards its "who" can never name (printed facts)
    modifier.may_apply = (  # type: ignore[attr-defined]
        (lambda card: False) if who is None else who.possible)
    return modifier


def _response(card: Card, kind: str, target: Filter | None, part: _Part) -> TriggeredAbility:
    """A Response event in hand: the engine offers it to its holder when the event
    happens and the holder may play it (``TriggeredAbility.from_hand``)."""
    def condition(g: Game, src: int, ev: Any) -> bool:
        if playing.prohibited(g, src):
            return False
        ctx = {"src": src, "p": g.s.holder[src], "v": {"ev": list(ev.cards[:1])}, "pc": []}
        if target is not None and not (ev.cards and target.match(g, ev.cards[0], ctx)):
            return False
        return part.ok(g, ctx)

    def effect(g: Game, src: int, ev: Any) -> None:
        if ev.cards:  # the card the response is about, read by the event's effect
            g.s.counters["resp"] = ev.cards[0]
        playing.play_card(g, g.s.holder[src], src)
    return TriggeredAbility(kind, f"Response: play {card.title}", False, condition, effect,
                            from_hand=True)


def _own_cost(amount: Any, cond: Cond | None, on: Filter | None = None) -> Any:
    """"This card's twilight cost is -1 if ...", read while it is in hand; with ``on``
    only when played on a matching bearer ("When played on Arwen, ... -2", Asfaloth)."""
    def own_cost(g: Game, card: int, player: int, bearer: int = -1) -> int:
        ctx = {"src": card, "p": player, "v": {}}
        if on is not None and (bearer < 0 or not on.match(g, bearer, ctx)):
            return 0
        return amount(g, ctx) if cond is None or cond(g, ctx) else 0
    return own_cost


def _cost_on(amount: Any, who: Filter, cond: Cond | None) -> Any:
    """"The cost of each possession played on Frodo is -1": read when a card matching
    ``who`` is played on this card (``Behaviour.cost_on``)."""
    def cost_on(g: Game, bearer: int, card: int) -> int:
        ctx = {"src": bearer, "p": g.s.holder[bearer], "v": {}, "t": card}
        if not is_active(g, bearer) or not who.match(g, card, ctx):
            return 0
        return amount(g, ctx) if cond is None or cond(g, ctx) else 0
    return cost_on


def _cost_on_bearers(amount: Any, who: Filter, on: Filter, cond: Cond | None) -> Any:
    """"The twilight cost of each possession or artifact played on Gandalf or ... is -1"
    (Gandalf's Wisdom): while this card is active in play, a card matching ``who``
    played on a bearer matching ``on`` (``Behaviour.cost_on_bearers``, read by
    ``engine.costs.bearer_cost``)."""
    def cost_on_bearers(g: Game, src: int, bearer: int, card: int) -> int:
        ctx = {"src": src, "p": g.s.holder[src], "v": {}, "t": card}
        if not is_active(g, src) or not who.match(g, card, ctx) or not on.match(g, bearer, ctx):
            return 0
        return amount(g, ctx) if cond is None or cond(g, ctx) else 0
    return cost_on_bearers


def _bearer_filter(who: Filter | None, limit: int) -> Any:
    def check(g: Game, card: Card, bearer: int, player: int) -> bool:
        ctx = {"src": -1, "p": player, "v": {}}
        if who is not None and not who.match(g, bearer, ctx):
            return False
        if limit:
            same = sum(1 for a in g.s.attachments(bearer) if g.s.defs[a] == card.id)
            return same < limit
        return True
    return check


def _discard_play(part: _Part, announce: str, price: str, to_play: Any) -> dict[str, Any]:
    """The Behaviour fields of an event that may be played from the discard pile: it may
    when its price, its "to play" and its own costs can be paid; played so, the price is
    paid first, then its costs, the responses to it, its effect."""
    checked = checked_steps(price)

    def discard_play(g: Game, src: int, player: int) -> bool:
        ctx = new_ctx(src, player)
        if not all(st.can(g, ctx) for st in checked):
            return False
        return (to_play is None or to_play(g, ctx)) and part.ok(g, ctx)

    def on_discard_play(g: Game, src: int, player: int) -> None:
        ctx = new_ctx(src, player)
        ctx["pc"] = [[part.effect, 0], [announce, 0], [part.cost, 0], [price, 0]]
        run(g, ctx)
    return {"discard_play": discard_play, "on_discard_play": on_discard_play}


def _first_in_hand(g: Game, card: Card, player: int) -> int:
    """The instance whose play is being checked (play options offer the first copy)."""
    defs = g.s.defs
    cid = card.id
    for c in g.s.piles[player]["hand"]:  # a loop, not next(): no generator per check
        if defs[c] == cid:
            return c
    return -1


def _from_discard(cond: Any) -> Callable[[Game, Card, int], bool]:
    """``from_discard``: "while ..., you may play this from your discard pile"."""
    def allowed(g: Game, card: Card, player: int) -> bool:
        defs = g.s.defs
        src = next((c for c in g.s.piles[player]["discard"] if defs[c] == card.id), -1)
        return cond(g, new_ctx(src, player))
    return allowed
def spotted_words(spec: Any) -> frozenset[str]:
    """The filter words of every ``spot`` and ``exert`` in a card's script: what its text
    spots or exerts ("If an event is played that spots or exerts a ranger": Uruk Scout),
    read by the filter function ``spots_or_exerts``."""
    words: set[str] = set()
    if isinstance(spec, dict):
        for key, value in spec.items():
            if key in ("spot", "exert") and isinstance(value, str):
                with suppress(ValueError):  # a bad filter is refused where it is compiled
                    words.update(t.text for t in tokenize(value) if t.kind == "word")
            else:
                words.update(spotted_words(value))
    elif isinstance(spec, list):
        for item in spec:
            words.update(spotted_words(item))
    return frozenset(words)


def compile_card(card: Card, spec: dict[str, Any], hooks: dict[str, Any]) -> Behaviour:
    """Validate ``spec`` (one card's table) and build its Behaviour."""
    COMPILING["card"] = card.id
    COMPILING["programs"] = {}
    r = Reader(spec, "")
    title = r.str("title")
    if title not in (card.title, card.full_title):
        raise FieldError("title", f"{title!r} does not match the card ({card.full_title!r})")
    labels = ability_texts(card)
    kw: dict[str, Any] = {"scripted": True}
    extra: dict[str, Any] = {}
    bearer = r.filter("bearer", optional=True)
    limit = r.int("limit_per_bearer", 0)
    if bearer is not None or limit:
        kw["bearer_filter"] = _bearer_filter(bearer, limit)
    borne_with = r.list("borne_with", [])
    for k, name in enumerate(borne_with):
        if name not in CLASSES:
            raise FieldError(f"borne_with[{k}]", f"unknown item class {name!r}; one of "
                             f"{sorted(CLASSES)}")
    if borne_with:
        kw["borne_with"] = tuple(borne_with)
    if r.bool("controlled_text"):  # "While you control this site" (Nurn)
        if card.type != "site":
            raise FieldError("controlled_text", "only a site's text can stay active while "
                             "a player controls it")
        kw["active_controlled"] = True
    # "While you can spot your site 3, Silinde has the game text of that site"
    site_text = r.int("site_text", 0)
    if site_text:
        if card.type == "site" or not 1 <= site_text <= 9:
            raise FieldError("site_text", f"a site number 1-9 copied by a card that is not "
                             f"a site (got {site_text} on a {card.type})")
        kw["site_text"] = site_text
    play_phases = r.list("play_phases", [])
    for k, phase in enumerate(play_phases):
        if phase not in PHASES:
            raise FieldError(f"play_phases[{k}]", f"unknown phase {phase!r}; one of "
                             f"{list(PHASES)}")
    if play_phases:  # "you may play this possession any time you could play a skirmish event"
        kw["play_phases"] = tuple(play_phases)
    to_play = r.conds("to_play")
    # "you may play this from your discard pile": while a condition holds (``if``: Beast
    # of War), or for a price, an event then removed from the game (``cost``: Kindreds
    # Estranged); one key, two printed forms
    discard_price = None
    if r.has("from_discard"):
        fr = Reader(r.raw("from_discard"), r.sub("from_discard"))
        while_cond = fr.conds("if")
        if while_cond is not None:
            kw["from_discard"] = _from_discard(while_cond)
        if fr.has("cost"):
            discard_price = compile_block(fr.list("cost"), fr.sub("cost"), cost=True)
        fr.done()
        if while_cond is None and discard_price is None:
            raise FieldError("from_discard", "give `if` (while it holds) or `cost` (the "
                             "price of playing this event from the discard pile)")
    statics = tuple(_static(Reader(s, f"static[{k}]"))
                    for k, s in enumerate(r.list("static", [])))
    abilities = []
    for k, a in enumerate(r.list("ability", [])):
        ar = Reader(a, f"ability[{k}]")
        abilities.append(_ability(card, ar, k, labels))
        ar.done()
    triggers: list[TriggeredAbility] = []
    for k, t in enumerate(r.list("trigger", [])):
        tr = Reader(t, f"trigger[{k}]")
        triggers.extend(compile_trigger(card, tr, _Part(tr), k))
        tr.done()
    event_part: _Part | None = None
    if r.has("event"):
        er = Reader(r.raw("event"), "event")
        event_part = _Part(er)
        er.done()
    if discard_price is not None and event_part is None:
        raise FieldError("from_discard", "only an event is played from the discard pile")
    if r.has("response"):
        rr = Reader(r.raw("response"), "response")
        # "If the Ring-bearer exerts or takes a wound" (Lost to the Goblins): a list of
        # trigger words, one response each, sharing the target, costs and effect
        ons = [rr.str("on")] if isinstance(rr.raw("on", ""), str) else rr.list("on")
        if not ons:
            raise FieldError("response.on", "name at least one trigger")
        for k, on in enumerate(ons):
            if not isinstance(on, str) or on not in TRIGGERS:
                where = "response.on" if len(ons) == 1 else f"response.on[{k}]"
                raise FieldError(where, f"unknown trigger {on!r}; known: {sorted(TRIGGERS)}")
        target, event_part = rr.filter("target", optional=True), _Part(rr)
        extra["response"] = tuple((TRIGGERS[on].event, target, event_part) for on in ons)
        triggers.extend(_response(card, *resp) for resp in extra["response"])
        rr.done()
    if r.has("cost_on"):
        cr = Reader(r.raw("cost_on"), "cost_on")
        amount, who, cond, on = (cr.value("amount"), cr.filter("who"), cr.conds("if"),
                                 cr.filter("on", optional=True))
        if on is None:  # "played on Frodo" (this card)
            kw["cost_on"] = _cost_on(amount, who, cond)
        else:  # "played on Gandalf or ...", bearers this card's text names
            kw["cost_on_bearers"] = _cost_on_bearers(amount, who, on, cond)
        cr.done()
    if r.has("self_cost"):
        sr = Reader(r.raw("self_cost"), "self_cost")
        extra["self_cost"] = (sr.value("amount"), sr.conds("if"))
        kw["own_cost"] = _own_cost(*extra["self_cost"], sr.filter("on", optional=True))
        sr.done()
    if r.has("ring"):
        rr = Reader(r.raw("ring"), "ring")
        extra["ring"] = {"response": rr.bool("response"), "any_wound": rr.bool("any_wound"),
                         "burdens": rr.int("burdens", 1)}
        rr.done()
    if r.bool("succession"):
        # "Response: If Frodo dies, make Sam the Ring-bearer": the engine's succession
        # rule (ring.py) offers it; this marks the card for it instead of its text
        extra["succession"] = True
    hook = r.str("hook", "") or None
    needs = r.list("needs_engine", [])
    for k, feature in enumerate(needs):
        if feature not in gaps.FEATURES:
            raise FieldError(f"needs_engine[{k}]", f"unknown engine feature {feature!r}; "
                             f"one of {list(gaps.FEATURES)}")
    missing = [f for f in needs if not gaps.engine_has(f)]
    if missing:
        # partly scripted: what the language says is enforced, the rest by hand
        kw["scripted"] = False
        extra["needs_engine"] = missing
    r.done()
    if hook is not None:
        if hook not in hooks:
            raise FieldError("hook", f"no Python hook named {hook!r}")
        hooks[hook](card, kw, extra)
    if event_part is not None:
        part = event_part
        announce = flow_verbs.announce_program()
        partial = "needs_engine" in extra

        def on_played(g: Game, src: int, player: int) -> None:
            if partial:
                g.emit("unscripted", f"{g.name(src)}: part of its text is not scripted yet; "
                       "resolve it by hand", player=player, cards=(src,))
            ctx = new_ctx(src, player)
            if "resp" in g.s.counters:
                ctx["v"]["ev"] = [g.s.counters.pop("resp")]
            # costs, then the responses to the event being played, then its effect
            ctx["pc"] = [[part.effect, 0], [announce, 0], [part.cost, 0]]
            run(g, ctx)
        kw["on_event_played"] = on_played
        if discard_price is not None:
            kw.update(_discard_play(part, announce, discard_price, to_play))
    if to_play is not None or (event_part is not None and "response" not in extra):
        def requirement(g: Game, c: Card, player: int) -> bool:
            ctx = new_ctx(_first_in_hand(g, c, player), player)
            if to_play is not None and not to_play(g, ctx):
                return False
            return event_part is None or "response" in extra or event_part.ok(g, ctx)
        kw["play_requirement"] = requirement
    if "response" in extra:
        kw["play_requirement"] = lambda g, c, player: False  # only as a response
    kw.setdefault("statics", statics)
    kw["abilities"] = tuple(abilities) + tuple(kw.get("abilities", ()))
    kw["triggers"] = tuple(triggers) + tuple(kw.get("triggers", ()))
    spotted = spotted_words(spec)
    if spotted:  # "an event that spots or exerts a ranger" (filter spots_or_exerts)
        extra["spots_or_exerts"] = spotted
    extra["programs"] = COMPILING["programs"]  # Rules.programs gathers every card's
    kw["extra"] = extra
    return Behaviour(**kw)


