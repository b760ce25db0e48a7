"""The effect and cost vocabulary ("verbs"): exert, wound, heal, discard, strength,
twilight, burdens, draw... Each table in a ``cost`` or ``effect`` list names one verb as
its key, with the verb's argument as the value: ``{exert = "ranger"}``,
``{strength = 3, who = "hobbit"}``, ``{add_twilight = 2}``.

Why one registry: the loader validates every table against it (unknown verb, unknown
key, wrong type), and ``docs/card-scripting.md`` documents exactly these words. All game
changes go through ``ringtable.engine.effects`` / ``combat`` so the log and triggers see
them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.model import FREE_PEOPLES_CULTURES, SHADOW_CULTURES
from ..engine import combat, effects, hands, ring, stats
from ..engine.about import replaceable
from ..engine.state import IN_PLAY
from ..engine.stats import RULE_MODIFIERS
from ..engine.turn import MUST_MOVE, NEXT_ACTION
from .choosing import Choose
from .filters import Filter
from .logic import Cond
from .reader import FieldError, Reader, any_count, rule_name
from .runtime import PLAYERS, Step, pile_hidden, player_of
from .values import Value

Game = Any
Ctx = dict[str, Any]
Act = Callable[[Game, Ctx, int], None]
Builder = Callable[[Reader, Any], Step]
VERBS: dict[str, Builder] = {}
ZONES = ("play", "hand", "discard", "draw", "dead", "removed", "stacked")  # stacked: on cards


def verb(name: str) -> Callable[[Builder], Builder]:
    def register(fn: Builder) -> Builder:
        VERBS[name] = fn
        return fn
    return register


def default_until(g: Game) -> str:
    """'Make X strength +2' lasts the skirmish in a skirmish, otherwise the phase."""
    return "skirmish" if g.s.phase == "skirmish" else "phase"


class Target(Step):
    """A verb applied to cards picked by a filter: all of them (``each``), or ``count``
    chosen by a player (asked only when there is a real choice)."""

    def __init__(self, r: Reader, arg_key: str, act: Act, *, cost: bool,
                 eligible: Callable[[Game, int, Ctx], bool] | None = None,
                 prompt: str = "") -> None:
        self.who: Filter = r.filter(arg_key)  # type: ignore[assignment]
        # "heal X companions", "wound X minions": a count may be any value (read when
        # the step runs); a whole number stays a number (the common, fast case)
        spec = r.spec.get("count", 1)
        self.count: int | Value = r.int("count", 1) if isinstance(spec, int) \
            and not isinstance(spec, bool) else any_count(r, self.cands) \
            if spec == "any" else r.value("count")
        self.each = r.bool("each")
        self.upto = r.bool("up_to")
        self.zone = r.str("from", "play", choices=ZONES)
        self.chooser = r.str("chooser", "you", choices=PLAYERS)
        self.pile_of = r.str("of", "you", choices=PLAYERS)
        self.var = r.str("as", "") or None
        self.need = r.bool("needs_target", True)
        self.act = act
        self.cost = cost
        self.eligible = eligible
        self.checks = not (self.each or not (cost or self.need))
        self.prompt = prompt or f"choose {self.who.text}"  # after "<card title>: "
        # the one choose step (``choosing``): asked only when there is a real choice; the
        # prompt names the card whose text asks ("Gimli: choose a minion")
        self.choice = Choose(self.var or "_target", self.cands,
                             lambda g, ctx: f"{g.name(ctx['src'])}: {self.prompt}",
                             # "exert X companions" (a cost up to N): at least one
                             minimum=(1 if cost else 0) if self.upto else self.count,
                             maximum=self.count,
                             chooser=self.chooser,
                             forced=(lambda g, ctx, cs: True) if self.each else None)
        if self.checks and self.zone == "play" and self.who.ref == "self" and self.count == 1:
            self.can = self._can_self  # type: ignore[method-assign]  # the commonest cost

    def how_many(self, g: Game, ctx: Ctx) -> int:
        """``count`` now (a value such as ``"burdens"`` is read when the verb runs)."""
        return self.count(g, ctx) if callable(self.count) else self.count

    def _can_self(self, g: Game, ctx: Ctx) -> bool:
        """``can`` for "this card" ("Exert Aragorn"): in play and eligible."""
        c = ctx["src"]
        z = g.s.zone[c]
        if z not in IN_PLAY and z != "path":
            return False
        return self.eligible is None or self.eligible(g, c, ctx)

    def cands(self, g: Game, ctx: Ctx) -> list[int]:
        if self.zone == "play":
            cs = self.who.in_play(g, ctx)
        else:
            owner = player_of(g, ctx, self.pile_of)
            if not self.each and pile_hidden(g, ctx, self.zone, owner, self.chooser):
                return []  # cards of a hand kept secret from the chooser (engine.hands)
            cs = self.who.in_pile(g, owner, self.zone, ctx)
            if self.each and self.who.ref is not None and self.who.ref[0] == "$":
                order = ctx["v"].get(self.who.ref[1:], [])  # as chosen ("in any order")
                cs.sort(key=lambda c: order.index(c) if c in order else len(order))
        if self.eligible is not None:
            cs = [c for c in cs if self.eligible(g, c, ctx)]
        return cs

    def can(self, g: Game, ctx: Ctx) -> bool:
        ref = self.who.ref
        if ref is not None and ref[0] == "$" and ref[1:] not in ctx["v"]:
            return True  # chosen by an earlier step that has not run yet
        if self.each or not (self.cost or self.need):
            return True
        enough = self.how_many(g, ctx) if self.cost and not self.upto else 1
        if self.zone == "play":
            return self.who.count_in_play(g, ctx, enough, self.eligible) >= enough
        return len(self.cands(g, ctx)) >= enough

    def can_fully(self, g: Game, ctx: Ctx) -> bool:
        """Could the whole text be carried out now ("exert 2 companions": two can exert)?
        For options of "choose one", which must be fully possible (CR)."""
        if self.each or self.upto:
            return True
        n = self.how_many(g, ctx)
        if self.zone == "play":
            return self.who.count_in_play(g, ctx, n, self.eligible) >= n
        return len(self.cands(g, ctx)) >= n

    def run(self, g: Game, ctx: Ctx) -> bool:
        if self.choice.run(g, ctx):
            return True
        return self.finish(g, ctx, ctx["v"][self.choice.into])

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        self.choice.resume(g, ctx, chosen)
        return self.finish(g, ctx, ctx["v"][self.choice.into])

    def finish(self, g: Game, ctx: Ctx, cards: list[int]) -> bool:
        for c in cards:
            ctx["t"] = c
            self.act(g, ctx, c)
        ctx.pop("t", None)
        return False


@verb("exert")
def _exert(r: Reader, cost: bool) -> Step:
    # "exert X times" (They Will Never Stop Hunting You): a whole number or a value
    times = r.value("times", 1)
    # as an effect, through its "about to exert" window (engine.about); a cost at once
    def act(g: Game, ctx: Ctx, c: int) -> None:
        n = times(g, ctx)
        if n <= 0:  # "X times" with X = 0
            return
        if cost:
            effects.exert(g, c, n)
        else:
            replaceable(g, "exert", c, n=n)

    def eligible(g: Game, c: int, ctx: Ctx) -> bool:
        # "Bearer may be exerted only by Shadow cards" (Throw Yourself in Next Time)
        if g.cards[ctx["src"]].side != "shadow" and stats.rule(g, c, "exerted_only_by_shadow"):
            return False
        return stats.can_exert(g, c, times(g, ctx))
    if cost:  # a minion's own exertion has its window (Rush of Steeds: flow_verbs)
        from .flow_verbs import SelfExertCost
        step = SelfExertCost(r, "exert", act, cost=cost, prompt="choose a character to exert",
                             eligible=eligible)
        step.times = times
        return step
    return Target(r, "exert", act, cost=cost, eligible=eligible,
                  prompt="choose a character to exert")


@verb("wound")
def _wound(r: Reader, cost: bool) -> Step:
    amount = r.value("amount", 1)
    return Target(r, "wound", lambda g, ctx, c: combat.queue_wounds(
        g, c, amount(g, ctx), why=f" ({g.name(ctx['src'])})", by=(ctx["src"],)), cost=cost,
        prompt="choose a character to wound")


@verb("heal")
def _heal(r: Reader, cost: bool) -> Step:
    amount = r.value("amount", 1)
    return Target(r, "heal", lambda g, ctx, c: replaceable(g, "heal", c, n=amount(g, ctx)),
                  cost=cost, eligible=lambda g, c, ctx: g.s.wounds[c] > 0,
                  prompt="choose a character to heal")


def _discard_act(g: Game, ctx: Ctx, c: int) -> None:
    effects.discard(g, c, f" ({g.name(ctx['src'])})", ctx["src"])


def _discard_effect(g: Game, ctx: Ctx, c: int) -> None:
    """Discarding from play as an effect has its "about to be discarded" window."""
    if g.s.zone[c] in IN_PLAY:
        replaceable(g, "discard", c, why=f" ({g.name(ctx['src'])})")
    else:
        _discard_act(g, ctx, c)


def may_discard(g: Game, c: int, ctx: Ctx) -> bool:
    """Not a card in play that this text may not discard: a Shadow card's text a card
    with ``no_discard_by_shadow_cards`` (Madril), a Shadow player's text (his cards, the
    site abilities he uses) a card with ``no_discard_by_shadow_player`` (Haleth)."""
    if g.s.zone[c] not in IN_PLAY:
        return True
    if g.cards[ctx["src"]].side == "shadow" and stats.rule(g, c, "no_discard_by_shadow_cards"):
        return False
    return ctx["p"] == g.s.fp or not stats.rule(g, c, "no_discard_by_shadow_player")


@verb("discard")
def _discard(r: Reader, cost: bool) -> Step:
    return Target(r, "discard", _discard_act if cost else _discard_effect, cost=cost,
                  eligible=may_discard, prompt="choose a card to discard")


def _to_hand(g: Game, ctx: Ctx, c: int) -> None:
    effects.take_into_hand(g, c, ctx["p"])


@verb("take_into_hand")
def _take(r: Reader, cost: bool) -> Step:
    return Target(r, "take_into_hand", _to_hand, cost=cost,
                  prompt="choose a card to take into hand")


def _deck_placer(top: bool) -> Act:
    """A card goes on top of / beneath its owner's draw deck (CR 4.1: a card always
    goes to its owner's piles)."""
    kind, where = ("on_deck", "on top of") if top else ("beneath_deck", "beneath")

    def place(g: Game, ctx: Ctx, c: int) -> None:
        s = g.s
        owner = s.owner[c]
        s.move(c, "draw", owner, top=top)
        g.emit(kind, f"{g.name(c)} is placed {where} {s.players[owner]}'s draw deck",
               player=owner, cards=(c,))
    return place


@verb("put_beneath_deck")
def _put_beneath(r: Reader, cost: bool) -> Step:
    return Target(r, "put_beneath_deck", _deck_placer(False), cost=cost,
                  prompt="choose a card to place beneath your draw deck")


@verb("put_on_deck")
def _put_on_deck(r: Reader, cost: bool) -> Step:
    """"Place a card ... on top of your draw deck" (We Shall Meet Again Soon)."""
    return Target(r, "put_on_deck", _deck_placer(True), cost=cost,
                  prompt="choose a card to place on top of your draw deck")


def _place_out_of_play(g: Game, ctx: Ctx, c: int) -> None:
    """A card placed out of play leaves the game (its owner's ``removed`` pile, never
    searched, counted or played again)."""
    s = g.s
    owner = s.owner[c]
    s.move(c, "removed", owner)
    g.emit("out_of_play", f"{g.name(c)} is placed out of play ({g.name(ctx['src'])})",
           player=owner, cards=(c,))


@verb("out_of_play")
def _out_of_play(r: Reader, cost: bool) -> Step:
    """"Places a card from the dead pile out of play" (Falls of Rauros)."""
    return Target(r, "out_of_play", _place_out_of_play, cost=cost,
                  prompt="choose a card to place out of play")


class _Modify:
    """``{strength = 2, who = "elf", alt = 4, alt_if = {target = "vs:nazgul"}}``:
    a modifier on each target, with an alternative amount when a condition holds."""

    def __init__(self, r: Reader, stat: str, amount: Value, text: str = "") -> None:
        self.stat = stat
        self.text = text  # the log line's words for a rule modifier
        self.amount = amount
        self.alt: Value | None = r.value("alt") if r.has("alt") else None
        self.alt_if: Cond | None = r.conds("alt_if")
        if (self.alt is None) != (self.alt_if is None):
            raise FieldError(r.path, "'alt' and 'alt_if' go together")
        self.until = r.duration()

    def __call__(self, g: Game, ctx: Ctx, c: int) -> None:
        amount = self.amount(g, ctx)
        if self.alt is not None and self.alt_if is not None and self.alt_if(g, ctx):
            amount = self.alt(g, ctx)
        effects.add_modifier(g, c, self.stat, amount, self.until or default_until(g),
                             ctx["src"])
        sign = "+" if amount >= 0 else ""
        text = f"{g.name(c)} {self.text.format(n=amount)}" if self.text else \
            f"{g.name(c)} is {self.stat.replace('kw:', '')} {sign}{amount}"
        g.emit("modified", text, player=g.s.holder[c], cards=(c,), amount=amount)


def _stat_verb(stat: str) -> Builder:
    def build(r: Reader, cost: bool) -> Step:
        mod = _Modify(r, stat, r.value(stat))
        return Target(r, "who", mod, cost=cost, prompt=f"choose a character whose {stat} changes")
    return build


VERBS["strength"] = _stat_verb("strength")
VERBS["vitality"] = _stat_verb("vitality")
VERBS["resistance"] = _stat_verb("resistance")  # Fearsome Dunlending: "resistance -1"
VERBS["site_number"] = _stat_verb("site_number")  # a minion's ("site number +3")


@verb("keyword")
def _keyword(r: Reader, cost: bool) -> Step:
    name = r.str("keyword")
    mod = _Modify(r, "kw:" + name, r.value("amount", 1))
    return Target(r, "who", mod, cost=cost, prompt=f"choose a character to gain {name}")


@verb("rule")
def _rule(r: Reader, cost: bool) -> Step:
    """``{ rule = "wound_cap", who = "hobbit", until = "regroup" }``: a typed rule
    modifier the engine reads where the rule applies."""
    name = rule_name(r, "rule")
    amount = r.value("amount", 1)
    mod = _Modify(r, "rule:" + name, amount, RULE_MODIFIERS[name])
    return Target(r, "who", mod, cost=cost, prompt="choose a character this applies to")


class Simple(Step):
    """A verb with no target: ``run`` does it, ``can`` says whether a cost is payable."""

    def __init__(self, do: Callable[[Game, Ctx], None],
                 can: Callable[[Game, Ctx], bool] | None = None) -> None:
        self.do = do
        self.check = can
        self.checks = can is not None

    def can(self, g: Game, ctx: Ctx) -> bool:
        return self.check is None or self.check(g, ctx)

    def run(self, g: Game, ctx: Ctx) -> bool:
        self.do(g, ctx)
        return False


def _why(g: Game, ctx: Ctx) -> str:
    return f" ({g.name(ctx['src'])})" if ctx["src"] >= 0 else ""


@verb("add_twilight")
def _add_tw(r: Reader, cost: bool) -> Step:
    v = r.value("add_twilight")
    if cost:
        return Simple(lambda g, ctx: effects.add_twilight(g, v(g, ctx), _why(g, ctx)))
    # as an effect, a card's text is "about to add" the tokens (Three Monstrous Trolls)
    return Simple(lambda g, ctx: replaceable(g, "twilight", player=ctx["p"], n=v(g, ctx),
                                             why=_why(g, ctx), by=ctx["src"])
                  if v(g, ctx) > 0 else None)


@verb("remove_twilight")
def _rm_tw(r: Reader, cost: bool) -> Step:
    v = r.value("remove_twilight")

    def do(g: Game, ctx: Ctx) -> None:
        effects.remove_twilight(g, min(v(g, ctx), g.s.twilight), _why(g, ctx))

    def can(g: Game, ctx: Ctx) -> bool:
        return g.s.twilight >= v(g, ctx)
    step = Simple(do, can if cost else None)
    step.can_fully = can  # type: ignore[attr-defined]  # "choose one": fully possible?
    return step


@verb("add_burden")
def _add_burden(r: Reader, cost: bool) -> Step:
    v = r.value("add_burden")
    if cost:
        return Simple(lambda g, ctx: effects.add_burden(g, g.s.fp, v(g, ctx), _why(g, ctx),
                                                        ctx["src"]))
    return Simple(lambda g, ctx: replaceable(g, "burden", player=g.s.fp, n=v(g, ctx),
                                             why=_why(g, ctx), by=ctx["src"]))


@verb("add_threats")
def _add_threats(r: Reader, cost: bool) -> Step:
    """'Add 2 threats' (up to the threat limit: the number of companions); as a cost,
    only when all of them can be added."""
    v = r.value("add_threats")
    return Simple(lambda g, ctx: effects.add_threats(g, v(g, ctx), _why(g, ctx)) and None,
                  (lambda g, ctx: g.s.threats[g.s.fp] + v(g, ctx)
                   <= effects.threat_limit(g, g.s.fp)) if cost else None)


@verb("remove_threats")
def _rm_threats(r: Reader, cost: bool) -> Step:
    v = r.value("remove_threats")
    return Simple(lambda g, ctx: effects.remove_threats(g, v(g, ctx), _why(g, ctx)) and None,
                  (lambda g, ctx: g.s.threats[g.s.fp] >= v(g, ctx)) if cost else None)


@verb("remove_burden")
def _rm_burden(r: Reader, cost: bool) -> Step:
    v = r.value("remove_burden")
    return Simple(lambda g, ctx: effects.remove_burden(g, g.s.fp, v(g, ctx), ctx["src"]),
                  (lambda g, ctx: effects.removable_burdens(g, g.s.fp) >= v(g, ctx))
                  if cost else None)


@verb("cancel_skirmish")
def _cancel(r: Reader, cost: bool) -> Step:
    """'Cancel a skirmish involving a Hobbit': the current skirmish, which must involve a
    card matching ``involving`` (so the card cannot be played for nothing)."""
    r.flag("cancel_skirmish")
    involving = r.filter("involving", optional=True)

    def can(g: Game, ctx: Ctx) -> bool:
        f = combat.current_skirmish(g)
        if f is None or f.get("cancelled"):
            return False
        return involving is None or any(involving.match(g, c, ctx)
                                        for c in (f["d"], *f["ms"]))
    return Simple(lambda g, ctx: combat.cancel_skirmish(g) if can(g, ctx) else None, can)


@verb("prevent")
def _prevent(r: Reader, cost: bool) -> Step:
    """``{ prevent = "wound" }``: prevent what is about to happen (the engine's
    replaceable actions, ``combat.REPLACEABLE``); "instead" is this, then other effects."""
    what = r.str("prevent", choices=tuple(combat.REPLACEABLE))
    return Simple(lambda g, ctx: combat.prevent(g, what) and None)


def _hand_event(kind: str, verb_text: str) -> Builder:
    def build(r: Reader, cost: bool) -> Step:
        who = r.str(kind, "opponent", choices=PLAYERS)

        def do(g: Game, ctx: Ctx) -> None:
            p = player_of(g, ctx, who)
            if pile_hidden(g, ctx, "hand", p):  # No Business of Ours, Erland
                return hands.refused(g, p, ctx["p"], ctx["src"])
            hand = g.s.piles[p]["hand"]
            names = ", ".join(g.name(c) for c in hand) or "no cards"
            g.emit(kind, f"{g.s.players[ctx['p']]} {verb_text} {g.s.players[p]}'s hand: "
                   f"{names}", player=ctx["p"], cards=tuple(hand))
        return Simple(do)
    return build


VERBS["reveal_hand"] = _hand_event("reveal_hand", "reveals")
VERBS["look_at_hand"] = _hand_event("look_at_hand", "looks at")


@verb("move_limit")
def _move_limit(r: Reader, cost: bool) -> Step:
    """Move limit +X for this turn (a large negative X: 'cannot move again')."""
    v = r.value("move_limit")
    return Simple(lambda g, ctx: effects.add_modifier(g, -1, "move_limit", v(g, ctx), "turn",
                                                      ctx["src"]))


@verb("use_limit")
def _use_limit(r: Reader, cost: bool) -> Step:
    """Count one use of a named limit of this card (read by the ``limit`` condition):
    ``{ use_limit = "first_orc", per = "phase" }``."""
    from .limits import use_limit

    limit = use_limit(r)
    return Simple(lambda g, ctx: limit.use(g, ctx["src"]))


@verb("wear_ring")
def _wear(r: Reader, cost: bool) -> Step:
    """'Wear The One Ring until the regroup phase' (the Ring-bearer of the card's player);
    ``wear_ring = "fp"``: the Free Peoples player's Ring-bearer puts it on, by a Shadow
    card's text (Resistance Becomes Unbearable: "he puts on The One Ring")."""
    raw = r.raw("wear_ring")
    if raw is not True and raw != "fp":
        raise FieldError(r.sub("wear_ring"), f"expected true or \"fp\", got {raw!r}")
    fp_ring = raw == "fp"

    def can(g: Game, ctx: Ctx) -> bool:
        p = g.s.fp if fp_ring else ctx["p"]
        return p == g.s.fp and g.s.ring_bearer[p] >= 0 and not g.s.wearing[p]

    def do(g: Game, ctx: Ctx) -> None:
        if can(g, ctx):
            ring.put_on(g, g.s.fp)
    return Simple(do, can)


@verb("return_to_hand")
def _return_to_hand(r: Reader, cost: bool) -> Step:
    """'Return that minion to its owner's hand': a card in play goes to its owner's hand
    (not the acting player's, as ``take_into_hand`` does); what it bears is discarded."""
    return Target(r, "return_to_hand",
                  lambda g, ctx, c: effects.take_into_hand(g, c) and None, cost=cost,
                  prompt="Choose a card to return to its owner's hand")


def _archery_total(side: str) -> Builder:
    """'Make the fellowship archery total +1' (``fellowship_archery``), 'the minion
    archery total is -1' (``minion_archery``): a game-wide modifier read at archery fire,
    for the phase unless ``until`` says otherwise."""
    stat = f"archery:{side}"

    def build(r: Reader, cost: bool) -> Step:
        v = r.value(f"{side}_archery")
        until = r.duration()

        def do(g: Game, ctx: Ctx) -> None:
            amount = v(g, ctx)
            effects.add_modifier(g, -1, stat, amount, until or "phase", ctx["src"])
            g.emit("modified", f"The {side} archery total is {'+' if amount >= 0 else ''}"
                   f"{amount}{_why(g, ctx)}", player=ctx["p"], amount=amount)
        return Simple(do)
    return build


VERBS["fellowship_archery"] = _archery_total("fellowship")
VERBS["minion_archery"] = _archery_total("minion")


def _token_culture(r: Reader, required: bool) -> str | None:
    """The ``culture`` of the tokens (``"gondor"``); optional for "remove 2 tokens"."""
    cultures = FREE_PEOPLES_CULTURES + SHADOW_CULTURES
    if required:
        return r.str("culture", choices=cultures)
    return r.str("culture", "", choices=("", *cultures)) or None


def _tokens_on(g: Game, card: int, culture: str | None) -> int:
    held = g.s.tokens.get(card, {})
    return held.get(culture, 0) if culture else sum(held.values())


@verb("add_tokens")
def _add_tokens(r: Reader, cost: bool) -> Step:
    """"Place 2 [gondor] tokens here": ``{ add_tokens = 2, culture = "gondor", on =
    "self" }`` (culture tokens on the cards ``on`` picks)."""
    amount = r.value("add_tokens")
    culture = _token_culture(r, True)
    def act(g: Game, ctx: Ctx, c: int) -> None:
        effects.add_culture_token(g, c, culture or "", amount(g, ctx))
    return Target(r, "on", act, cost=cost, prompt="Choose a card for the tokens")


@verb("remove_tokens")
def _remove_tokens(r: Reader, cost: bool) -> Step:
    """"Remove a [gondor] token from here": ``{ remove_tokens = 1, culture = "gondor",
    on = "self" }``; without ``culture``, tokens of any culture ("remove 2 tokens from a
    machine"). Only a card holding enough is picked (as a cost: payable in full)."""
    amount = r.value("remove_tokens")
    culture = _token_culture(r, False)

    def act(g: Game, ctx: Ctx, c: int) -> None:
        left = amount(g, ctx)
        for name in ([culture] if culture else sorted(g.s.tokens.get(c, {}))):
            left -= effects.remove_culture_token(g, c, name, left)
            if left <= 0:
                return
    return Target(r, "on", act, cost=cost,
                  eligible=lambda g, c, ctx: _tokens_on(g, c, culture) >= amount(g, ctx),
                  prompt="Choose a card to remove tokens from")


@verb("take_next_action")
def _take_next_action(r: Reader, cost: bool) -> Step:
    """"You may take the next maneuver action": the card's player acts next in this
    action window (he may still pass); ``{ take_next_action = true }``."""
    r.flag("take_next_action")

    def do(g: Game, ctx: Ctx) -> None:
        g.s.counters[NEXT_ACTION] = ctx["p"]
        g.emit("modified", f"{g.s.players[ctx['p']]} may take the next action",
               player=ctx["p"])
    return Simple(do)


@verb("move_again")
def _move_again(r: Reader, cost: bool) -> Step:
    """"Make the fellowship move again this turn (if the move limit allows)": at the
    regroup choice the Free Peoples player must move, when the limit allows a move;
    ``{ move_again = true }``."""
    r.flag("move_again")

    def do(g: Game, ctx: Ctx) -> None:
        g.s.counters[MUST_MOVE] = 1
        g.emit("modified", "The fellowship must move again this turn (if the move limit "
               "allows)", player=ctx["p"])
    return Simple(do)
