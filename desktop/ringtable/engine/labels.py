"""Words for actions: what a button, a menu entry or a bot trace should say.

The UI highlights from ``legal_actions()`` and needs a label per option ("Play Armor on
Aragorn"); keeping the wording here means every front end says the same thing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import game_text, stats
from .playing import twilight_cost
from .values import Action

if TYPE_CHECKING:
    from .game import Game

_SIMPLE = {
    "pass": "Pass", "keep": "Keep this hand", "mulligan": "Mulligan (draw 6)",
    "move": "Move again", "stay": "Stay and end the turn", "wear_ring": "Put on The One Ring",
    "reshuffle": "Shuffle your discard pile into a new draw deck (Starter Rules, once)",
}
# Labels that only fill in the card ({name}), the second card ({target}) or the number.
_TEMPLATES = {
    "seat": "Take seat {seat}", "start_with": "Start with {name}",
    "heal_discard": "Discard {name} to heal {target}", "transfer": "Transfer {name} to {target}",
    "heal": "Heal {name}", "wound": "Wound {name}", "assign": "Assign {name} to {target}",
    "ambush": "Ambush: add {value} twilight", "skirmish": "Resolve {name}'s skirmish",
    "succeed": "Make {name} the Ring-bearer", "discard": "Discard {name}",
    "choose": "Choose {name}", "resolve": "Resolve {name}'s ability",
    "exert": "Exert {name}",
}


def _top(game: Game) -> dict:
    return game.s.stack[-1] if game.s.stack else {}


def _bearer_cost(game: Game, action: Action) -> str:
    """" (twilight cost 1)" when the bearer changes what an attachment costs (Gandalf's
    Wisdom: "-1 ... played on Gandalf"), a change the cost shown in hand cannot hold."""
    if action.target < 0 or game.cards[action.card].type not in _ATTACHED_TYPES:
        return ""
    cost = twilight_cost(game, action.card, action.player, action.target)
    return "" if cost == twilight_cost(game, action.card, action.player) \
        else f" (twilight cost {cost})"


_ATTACHED_TYPES = frozenset({"possession", "artifact", "condition"})


def _yes_no(game: Game) -> bool:
    """A card's yes/no question ("you may ...", "until you choose to stop": the choice of
    that card itself or nothing, its prompt a question): answered Yes / No, not "Choose
    Mithril Shaft" / "Pass"."""
    top = _top(game)
    return (top.get("k") == "choose" and top.get("min") == 0 and top.get("max") == 1
            and top.get("cards") == [top.get("ctx", {}).get("src")]
            and str(top.get("prompt", "")).endswith("?"))


def describe(game: Game, action: Action) -> str:
    """A short imperative label for ``action`` in ``game``."""
    k = action.kind
    name = game.name(action.card) if action.card >= 0 else ""
    target = game.name(action.target) if action.target >= 0 else ""
    decision = game.s.decision
    if k == "pass" and decision is not None:
        if decision["kind"] == "action" and game.s.phase == "fellowship":
            return "Done: move the fellowship"
        if decision["kind"] == "assign":
            return "Done assigning"
        if decision["kind"] in ("ring_response", "ambush", "succession", "aid"):
            return "Decline"
        if decision["kind"] == "toil":
            return "Play it at this cost"
        if decision["kind"] == "skip_phase":
            return f"Play the {_top(game).get('phase', '')} phase".replace("  ", " ")
        if _yes_no(game):
            return "No"
        if decision["kind"] == "muster":
            return "Done: discard the chosen cards and draw as many"
    if k == "skip_phase":
        return f"Skip the {_top(game).get('phase', '')} phase".replace("  ", " ")
    if k == "choose" and _yes_no(game):
        return "Yes"
    if k in _SIMPLE:
        return _SIMPLE[k]
    if k == "assign" and action.player == game.s.fp and action.target >= 0 \
            and stats.rule(game, action.target, "assign_cost_exert"):
        return f"Assign {name} to {target}, exerting {game.name(action.value)}"
    if k in _TEMPLATES:
        return _TEMPLATES[k].format(name=name, target=target, value=action.value,
                                    seat=action.value + 1)
    if k == "bid":
        return f"Bid {action.value} burden{'s' if action.value != 1 else ''}"
    if k == "place_site":  # site 1 at setup, else the fellowship's next site
        top = game.s.stack[-1] if game.s.stack else {}
        number = 1 if top.get("k") == "setup" else game.s.site[game.s.fp] + 1
        return f"Play {name} as site {number}"
    if k == "play":
        where = " from your discard pile" if game.s.zone[action.card] == "discard" else ""
        return f"Play {name}{where}" + (f" on {target}" if target else "") + \
            _bearer_cost(game, action)
    if k == "choose_option":
        frame = game.s.stack[-1] if game.s.stack else {}
        opts = frame.get("opts") or []
        return opts[action.value] if 0 <= action.value < len(opts) else "Choose"
    if k == "aid":
        from .followers import aid_cost

        cost = aid_cost(game.cards[action.card])
        paid = f"exert {game.name(action.value)}" if action.value >= 0 else \
            (cost.words() if cost else "")
        return f"Aid: transfer {name} to {target} ({paid})"
    if k == "use":
        ability = game_text.ability(game, action.card, action.value)
        return f"{name}: {ability.label}"
    return k.replace("_", " ").capitalize() + (f" {name}" if name else "")
