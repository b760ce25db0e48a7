"""Immutable values that cross the engine's boundary: Actions, Events, Decisions, Outcome.

They are small frozen dataclasses with a stable JSON form, so the UI can key highlights on
them, bots can hash them, and saves can record them. Card references are *instance ids*
(small integers valid for one game), never card objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

NO_CARD = -1


class IllegalActionError(ValueError):
    """Raised by ``Game.apply`` for an action that is not legal now; the state is untouched."""


class SetupError(ValueError):
    """A deck or setup the engine refuses, with the reason in words for the player."""


@dataclass(frozen=True, slots=True)
class Action:
    """One choice of one player.

    ``kind`` says what (``play``, ``pass``, ``assign``...), ``card`` the card acted with
    or chosen, ``target`` a second card (a bearer, a minion to skirmish), ``value`` a
    number (a bid, a seat). Unused fields stay at their defaults and are left out of JSON,
    so the JSON form is short and stable. ``data`` is reserved for manual actions
    (issue 6): a tuple of ``(key, value)`` pairs.
    """

    kind: str
    player: int
    card: int = NO_CARD
    target: int = NO_CARD
    value: int = 0
    data: tuple[tuple[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "player": self.player}
        if self.card != NO_CARD:
            out["card"] = self.card
        if self.target != NO_CARD:
            out["target"] = self.target
        if self.value:
            out["value"] = self.value
        if self.data:
            out["data"] = [[k, v] for k, v in self.data]
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        try:
            return cls(
                kind=str(data["kind"]), player=int(data["player"]),
                card=int(data.get("card", NO_CARD)), target=int(data.get("target", NO_CARD)),
                value=int(data.get("value", 0)),
                data=tuple((str(k), v) for k, v in data.get("data", ())),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"action JSON {data!r}: {exc}") from None


# Every kind of Event the engine emits, with what its ``cards`` name (the first card is
# the one the event is about). Card scripts answer them by name; tests/test_layers.py
# checks the table against the engine's source.
EVENT_KINDS: dict[str, str] = {
    "ability_used": "the card whose ability is used",
    "about_to_take_wound": "the card, then where the wound comes from",
    "about_to_be_killed": "the character", "about_to_be_discarded": "the card",
    "about_to_exert": "the character",
    "about_to_add_burden": "the card whose text adds it (none when the rules add it)",
    "about_to_be_overwhelmed": "the character", "kill_prevented": "the character",
    "discard_prevented": "the card", "exert_prevented": "the character",
    "burden_prevented": "-", "twilight_prevented": "-",
    "about_to_add_twilight": "the card whose text adds it",
    "about_to_heal": "the character", "heal_prevented": "the character",
    "overwhelm_prevented": "the characters",
    "threat_added": "-", "threat_removed": "-", "threat_limit": "-",
    "threats_to_wounds": "-",
    # issue 18 (engine/flow.py): an event between its costs and its effect, cancelled;
    # a phase ended by an effect
    "event_being_played": "the event (before its effect: responses may cancel it)",
    "event_cancelled": "the event", "phase_ended": "-",
    "about_to_exert_as_cost": "the minion (its special ability's cost; flow.COST_EXERT)",
    # issue 18: a special ability's costs are paid, its effect waits for the responses
    "ability_being_used": "the card whose special ability it is (before its effect)",
    "ability_cancelled": "the card whose special ability was cancelled",
    # "at the end of each of your Shadow phases" (engine/turn.py)
    "shadow_phase_ending": "- (the Shadow player whose Shadow phase ends)",
    "archery": "-", "assign": "the character, the minion", "assigned": "-",
    "bid_made": "-", "bids_revealed": "-",
    "burden_removed": "the card whose text removes it (none when the rules remove it)",
    "burden_added": "the card whose text adds it (none when the rules add it)",
    "corrupted": "the Ring-bearer", "discarded": "the card", "drew": "-",
    "discarded_from_hand": "the card, the card whose text made its player discard it",
    "draw_deck_reshuffled": "- (Starter Rules)",
    "exerted": "the character", "game_won": "-", "healed": "the character",
    "killed": "the character", "manual": "-", "moves": "the site",
    "moves_from": "the site", "moves_to": "the site", "mulligan": "-",
    "phase_started": "-", "phase_skipped": "-", "played": "the card, its bearer", "reconciled": "-",
    "ring_bearer": "the new Ring-bearer", "ring_off": "the Ring-bearer, the Ring",
    "ring_on": "the Ring-bearer, the Ring", "seat_chosen": "-",
    "site_controlled": "the site", "site_liberated": "the site", "site_played": "the site",
    "site_replaced": "the old site, then the cards moved onto the new one (path.replace_site)",
    "skirmish_cancelled": "the characters", "skirmish_ended": "the characters",
    "skirmish_resolved": "the winners, then the losers (the winners' player is the "
                         "event's player)",
    "skirmish_started": "the defender, the minions", "skirmish_void": "the characters",
    "stacked": "the card", "start_of_turn": "-", "starting_companion": "the companion",
    "removed_from_game": "the card",
    "to_hand": "the card", "token_added": "the card", "token_removed": "the card",
    "transferred": "the card, its new bearer", "turn_ended": "-", "turn_started": "-",
    "twilight_added": "-", "twilight_removed": "-", "unscripted": "the card",
    "wound_prevented": "the character", "wounded": "the character",
    "modified": "the card",
    # keywords and followers of sets 11-19 (engine/keywords.py, engine/followers.py)
    "toil": "the character exerted, the card played", "mustered": "-",
    "follower_returned": "the follower",
    "initiative_lost": "- (the Free Peoples player's hand dropped below 4 cards)",
    "overwhelmed": "the character (before it is killed)",
    # phases skipped by a player's choice (engine/skips.py)
    "phase_skip_chosen": "- (the Free Peoples player)",
    "shadow_phase_skip": "- (the player who will skip his next Shadow phase)",
    "hand_hidden": "the card whose effect may not look at or reveal that hand (engine/hands.py)",
    # "cancel all remaining assignments" (Return to Its Master; flow.cancel_assignments)
    "assignments_cancelled": "the minions unassigned",
}


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, with a log line naming the cards.

    ``cards`` are the instance ids involved (the UI animates those items), ``amount`` a
    number (wounds, twilight), ``text`` the human log line.
    """

    kind: str
    text: str
    player: int = -1
    cards: tuple[int, ...] = ()
    amount: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "text": self.text}
        if self.player >= 0:
            out["player"] = self.player
        if self.cards:
            out["cards"] = list(self.cards)
        if self.amount:
            out["amount"] = self.amount
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        return cls(kind=data["kind"], text=data["text"], player=data.get("player", -1),
                   cards=tuple(data.get("cards", ())), amount=data.get("amount", 0))


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must choose what now.

    ``kind`` names the choice (see ``docs/engine-rules.md``); ``cards`` are the instance
    ids the choice is about (the skirmish, the card being played), for the UI to point
    at. The options themselves are ``Game.legal_actions()``.
    """

    player: int
    kind: str
    prompt: str
    cards: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt,
                "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of the game: the winner (a player index, or -1 for none) and why."""

    winner: int
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "reason": self.reason}
