"""Manual actions: the players' way around an unscripted card or a board gone wrong.

Each is an ordinary ``Action("manual", player, data=(("op", name), ...))``: accepted by
``Game.apply`` from the deciding player (never listed in ``legal_actions``), logged as
"Manual: ...", recorded, saved, replayed and undone like any other action. With the
rules on, a manual change must make sense (no negative wounds, no twilight that is not
in the pool, exert only what can exert); ``rules_off`` lifts those checks and the log
says so. No manual action may touch a card hidden from the player making it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import effects, stats
from .combat import queue_wounds
from .framework import MANUAL_HANDLERS
from .rng import shuffle
from .state import IN_PLAY, PATH
from .values import Action, IllegalActionError
from .view import hidden_piles

if TYPE_CHECKING:
    from .game import Game

ZONES = {"hand": "hand", "fellowship": "fellowship", "minions": "minions",
         "support": "support area", "discard": "discard pile", "dead": "dead pile",
         "draw_top": "top of the draw deck", "draw_bottom": "bottom of the draw deck",
         "attached": "bearer", "stacked": "stack", "adventure": "adventure deck",
         "path": "adventure path", "removed": "out of the game"}
STATS = ("strength", "vitality", "resistance")
DURATION_WORDS = {"skirmish": "until the end of the skirmish",
                  "phase": "until the end of the phase",
                  "regroup": "until the regroup phase", "turn": "until the end of the turn",
                  "permanent": "permanently"}


def manual(player: int, op: str, rules_off: bool = False, **params: Any) -> Action:
    """Build a manual action: ``manual(0, "wounds", card=5, amount=1)``."""
    data = [("op", op), *sorted(params.items())]
    if rules_off:
        data.append(("rules_off", True))
    return Action("manual", player, data=tuple(data))


class _Args:
    """Typed access to a manual action's parameters; bad ones are IllegalActionError."""

    def __init__(self, g: Game, action: Action) -> None:
        self.g, self.player = g, action.player
        self.data = dict(action.data)
        self.rules_off = bool(self.data.get("rules_off"))

    def int(self, key: str, default: int | None = None) -> int:
        value = self.data.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int):
            raise IllegalActionError(f"manual action: '{key}' must be a whole number")
        return value

    def str(self, key: str, choices: Any = None) -> str:
        value = self.data.get(key)
        if not isinstance(value, str) or (choices is not None and value not in choices):
            raise IllegalActionError(f"manual action: '{key}' must be one of "
                                     f"{', '.join(choices) if choices else 'a text'}")
        return value

    def card(self, key: str = "card") -> int:
        card = self.int(key)
        s = self.g.s
        if not 0 <= card < len(s.defs):
            raise IllegalActionError(f"manual action: no card {card}")
        if s.zone[card] != PATH and s.zone[card] in hidden_piles(s.holder[card], self.player):
            raise IllegalActionError("manual action: that card is hidden from you")
        return card

    def seat(self, key: str = "target_player") -> int:
        p = self.int(key, self.player)
        if not 0 <= p < len(self.g.s.players):
            raise IllegalActionError(f"manual action: no player {p}")
        return p

    def check(self, ok: bool, why: str) -> None:
        if not ok and not self.rules_off:
            raise IllegalActionError(f"manual action refused (turn the rules off to force "
                                     f"it): {why}")

    def log(self, text: str, cards: tuple[int, ...] = (), amount: int = 0) -> None:
        tag = "Manual (RULES OFF)" if self.rules_off else "Manual"
        self.g.emit("manual", f"{tag}: {self.g.s.players[self.player]} {text}",
                    player=self.player, cards=cards, amount=amount)


def _handler(name: str):
    def register(fn):
        MANUAL_HANDLERS[name] = lambda g, action: fn(_Args(g, action))
        return fn
    return register


@_handler("move")
def _move(a: _Args) -> None:
    g, s = a.g, a.g.s
    card = a.card()
    to = a.str("to", ZONES)
    holder = a.seat("holder") if "holder" in a.data else s.owner[card]
    kind = g.cards[card].type
    # Structure, not rules: these stay refused even with the rules off, because the
    # engine needs every site on the path or in an adventure deck and the Ring on its
    # bearer to go on at all.
    if kind == "site" and to not in ("adventure", "path"):
        raise IllegalActionError("manual action: a site can only go to an adventure deck "
                                 "or the adventure path")
    if kind == "the_one_ring" or card in s.ring:
        raise IllegalActionError("manual action: The One Ring stays with its bearer")
    a.check(to not in ("fellowship",) or kind in ("companion",),
            f"only companions go in the fellowship, not a {kind}")
    a.check(to != "minions" or kind == "minion", f"only minions go there, not a {kind}")
    a.check(to not in ("adventure", "path") or kind == "site", "only sites go there")
    if s.zone[card] in IN_PLAY and to not in IN_PLAY:
        effects.discard_attached(g, card)
    if to in ("attached", "stacked"):
        target = a.card("target")
        a.check(s.zone[target] in IN_PLAY or s.zone[target] == PATH,
                "the card must go on a card in play")
        s.move(card, to, holder, bearer=target)
        a.log(f"puts {g.name(card)} on {g.name(target)}", (card, target))
    elif to == "path":
        number = a.int("number")
        if not 1 <= number < len(s.path) or s.path[number] >= 0:
            raise IllegalActionError("manual action: that place on the path is not free")
        s.place_site(card, number)
        a.log(f"puts {g.name(card)} on the adventure path at site {number}", (card,))
    else:
        zone = {"draw_top": "draw", "draw_bottom": "draw"}.get(to, to)
        s.move(card, zone, holder, top=to != "draw_bottom")
        hidden = zone in ("draw", "hand", "adventure") and holder != a.player
        what = "a card" if hidden else g.name(card)
        a.log(f"moves {what} to {s.players[holder]}'s {ZONES[to]}", () if hidden else (card,))


@_handler("wounds")
def _wounds(a: _Args) -> None:
    g, s = a.g, a.g.s
    card, amount = a.card(), a.int("amount")
    a.check(s.zone[card] in IN_PLAY and stats.is_character(g, card),
            "wounds go on characters in play")
    if amount >= 0:
        a.log(f"adds {amount} wound(s) to {g.name(card)}", (card,), amount)
        if a.rules_off:
            effects.wound(g, card, amount)
        else:  # a card's wound resolved by hand: The One Ring and "about to" responses act
            queue_wounds(g, card, amount)
    else:
        a.check(s.wounds[card] >= -amount, f"{g.name(card)} has only {s.wounds[card]} wounds")
        s.wounds[card] = max(0, s.wounds[card] + amount)
        a.log(f"removes {-amount} wound(s) from {g.name(card)}", (card,), amount)


@_handler("threats")
def _threats(a: _Args) -> None:
    """Threats on the Free Peoples player's dead pile; with rules on, never above the
    threat limit (the number of companions in play)."""
    g, s = a.g, a.g.s
    p = a.seat() if "target_player" in a.data else s.fp  # the Free Peoples dead pile
    amount = a.int("amount")
    if amount >= 0:
        a.check(s.threats[p] + amount <= effects.threat_limit(g, p),
                f"no more than {effects.threat_limit(g, p)} threats (companions in play)")
        a.log(f"adds {amount} threat(s) to {s.players[p]}'s dead pile", amount=amount)
        s.threats[p] += amount
    else:
        a.check(s.threats[p] >= -amount, f"there are only {s.threats[p]} threats")
        s.threats[p] = max(0, s.threats[p] + amount)
        a.log(f"removes {-amount} threat(s) from {s.players[p]}'s dead pile", amount=amount)


@_handler("burdens")
def _burdens(a: _Args) -> None:
    g, s = a.g, a.g.s
    p, amount = a.seat(), a.int("amount")
    if amount >= 0:
        a.log(f"adds {amount} burden(s) to {s.players[p]}'s Ring-bearer", amount=amount)
        effects.add_burden(g, p, amount)
    else:
        a.check(s.burdens[p] >= -amount, f"there are only {s.burdens[p]} burdens")
        s.burdens[p] = max(0, s.burdens[p] + amount)
        a.log(f"removes {-amount} burden(s) from {s.players[p]}'s Ring-bearer", amount=amount)


@_handler("tokens")
def _tokens(a: _Args) -> None:
    g = a.g
    card, amount, culture = a.card(), a.int("amount"), a.str("culture")
    if amount >= 0:
        a.log(f"adds {amount} {culture} token(s) to {g.name(card)}", (card,), amount)
        effects.add_culture_token(g, card, culture, amount)
    else:
        have = effects.culture_tokens(g, card, culture)
        a.check(have >= -amount, f"{g.name(card)} has only {have} {culture} tokens")
        a.log(f"removes {-amount} {culture} token(s) from {g.name(card)}", (card,), amount)
        effects.remove_culture_token(g, card, culture, min(have, -amount))


@_handler("exert")
def _exert(a: _Args) -> None:
    g = a.g
    card = a.card()
    a.check(stats.can_exert(g, card), f"{g.name(card)} cannot exert")
    a.log(f"exerts {g.name(card)}", (card,))
    if stats.can_exert(g, card):
        effects.exert(g, card)
    else:  # rules off: the wound goes on anyway
        effects.wound(g, card, 1)


@_handler("heal")
def _heal(a: _Args) -> None:
    g = a.g
    card, amount = a.card(), a.int("amount", 1)
    a.log(f"heals {g.name(card)}", (card,), amount)
    effects.heal(g, card, amount)


@_handler("modify")
def _modify(a: _Args) -> None:
    g = a.g
    card, amount = a.card(), a.int("amount")
    stat = a.str("stat")
    until = a.str("until", DURATION_WORDS)
    a.check(stat in STATS or stat.startswith("kw:"), f"unknown value {stat!r}")
    effects.add_modifier(g, card, stat, amount, until)
    what = stat[3:] if stat.startswith("kw:") else stat
    sign = "+" if amount >= 0 else ""
    a.log(f"gives {g.name(card)} {what} {sign}{amount} {DURATION_WORDS[until]}", (card,),
          amount)


@_handler("twilight")
def _twilight(a: _Args) -> None:
    g, s = a.g, a.g.s
    amount = a.int("amount")
    if amount >= 0:
        a.log(f"adds {amount} twilight to the pool", amount=amount)
        effects.add_twilight(g, amount)
    else:
        a.check(s.twilight >= -amount, f"the pool holds only {s.twilight} twilight")
        s.twilight = max(0, s.twilight + amount)
        a.log(f"removes {-amount} twilight from the pool; pool {s.twilight}", amount=amount)


@_handler("draw")
def _draw(a: _Args) -> None:
    s = a.g.s
    count = a.int("count", 1)
    a.check(count >= 0, "draw a positive number of cards")
    drawn = 0
    for _ in range(max(0, count)):
        if not s.piles[a.player]["draw"]:
            break
        s.move(s.piles[a.player]["draw"][0], "hand", a.player)
        drawn += 1
    a.log(f"draws {drawn} card(s)", amount=drawn)


@_handler("shuffle")
def _shuffle(a: _Args) -> None:
    s = a.g.s
    s.rng = shuffle(s.rng, s.piles[a.player]["draw"])
    a.log("shuffles their draw deck")


@_handler("reveal")
def _reveal(a: _Args) -> None:
    card = a.card()
    a.log(f"reveals {a.g.name(card)}", (card,))


@_handler("look")
def _look(a: _Args) -> None:
    """Look at one's own draw deck: logged (the opponent sees that it happened); the
    deciding player's UI then shows the deck to that player only."""
    a.log("looks at their draw deck")


@_handler("done")
def _done(a: _Args) -> None:
    """'Done resolving this card by hand': a marker in the log, no change."""
    card = a.card()
    a.log(f"has resolved the text of {a.g.name(card)} by hand", (card,))


def manual_menu(g: Game, player: int, card: int) -> list[tuple[str, Action]]:
    """The manual actions a context menu offers for ``card`` (visible to ``player``)."""
    s = g.s
    if s.zone[card] != PATH and s.zone[card] in hidden_piles(s.holder[card], player):
        return []
    options: list[tuple[str, Action]] = []
    zone = s.zone[card]
    kind = g.cards[card].type
    movable = kind not in ("site", "the_one_ring") and card not in s.ring
    for to in ("hand", "discard", "dead", "draw_top", "draw_bottom", "support"):
        if to != zone and movable:
            options.append((f"Move to {ZONES[to]}", manual(player, "move", card=card, to=to)))
    if kind == "companion" and zone != "fellowship":
        options.append(("Move to the fellowship", manual(player, "move", card=card,
                                                          to="fellowship")))
    if kind == "minion" and zone != "minions":
        options.append(("Move to the minions", manual(player, "move", card=card,
                                                       to="minions")))
    if zone in IN_PLAY and stats.is_character(g, card):
        options += [
            ("Add a wound", manual(player, "wounds", card=card, amount=1)),
            ("Remove a wound", manual(player, "wounds", card=card, amount=-1)),
            ("Exert", manual(player, "exert", card=card)),
            ("Heal", manual(player, "heal", card=card, amount=1)),
        ]
        for stat in STATS:
            for amount, word in ((1, "+1"), (-1, "\u22121")):
                options.append((f"{stat.title()} {word} until end of turn",
                                manual(player, "modify", card=card, stat=stat, amount=amount,
                                       until="turn")))
    if zone in IN_PLAY or zone == PATH:
        culture = g.cards[card].culture or "gondor"
        options += [(f"Add a {culture} token", manual(player, "tokens", card=card,
                                                      culture=culture, amount=1)),
                    (f"Remove a {culture} token", manual(player, "tokens", card=card,
                                                         culture=culture, amount=-1))]
    if zone == "hand" and s.holder[card] == player:
        options.append(("Reveal", manual(player, "reveal", card=card)))
    if kind == "site" and zone == PATH:
        options.append(("Move to the adventure deck", manual(player, "move", card=card,
                                                             to="adventure")))
    return options


def target_moves(g: Game, player: int, card: int) -> list[tuple[str, str]]:
    """Moves of ``card`` that need a second card chosen on the table: (label, zone)."""
    s = g.s
    if s.zone[card] != PATH and s.zone[card] in hidden_piles(s.holder[card], player):
        return []
    if g.cards[card].type in ("site", "the_one_ring") or card in s.ring:
        return []
    return [("Attach to a card\u2026", "attached"), ("Stack on a card\u2026", "stacked")]


def manual_table_menu(g: Game, player: int) -> list[tuple[str, Action]]:
    """Manual actions not about one card: twilight, burdens, draw, shuffle."""
    return [
        ("Add a twilight token", manual(player, "twilight", amount=1)),
        ("Remove a twilight token", manual(player, "twilight", amount=-1)),
        ("Add a burden to your Ring-bearer", manual(player, "burdens", amount=1)),
        ("Remove a burden from your Ring-bearer", manual(player, "burdens", amount=-1)),
        ("Add a threat", manual(player, "threats", amount=1)),
        ("Remove a threat", manual(player, "threats", amount=-1)),
        ("Draw a card", manual(player, "draw", count=1)),
        ("Shuffle your draw deck", manual(player, "shuffle")),
        ("Look at your draw deck", manual(player, "look")),
    ] + ([("Put a site from your adventure deck on the path\u2026", manual(player, "site"))]
         if g.s.piles[player]["adventure"] else [])
