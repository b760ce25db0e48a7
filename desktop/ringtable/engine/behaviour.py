"""The seam between the rules and card text: a ``Behaviour`` per card definition.

The rules engine asks a card's behaviour everything its text could change: where it
plays, who may bear it, what it requires to be played, which modifiers it applies while
active, which abilities it offers in which phase, which triggers it answers, and what
happens when an event resolves. The *default* behaviour derives all of that from the
printed data only (type, cost, stats, printed keywords, the "support area" keyword, ally
homes, an event's time words), so every card is playable under the base rules. Issue 4's
card language (``ringtable.scripts``) compiles ``Behaviour`` objects from declarative
scripts into a ``Rules`` object (``engine/rules.py``) that is handed to each ``Game``;
nothing in the engine looks behaviours up anywhere else.

Callables receive the ``Game`` (typed as ``Any`` here to keep this module free of
import cycles) and instance ids; they must only mutate the game through
``ringtable.engine.effects`` so events, logs and triggers stay consistent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..cards.model import (
    ALLY,
    ARTIFACT,
    COMPANION,
    CONDITION,
    EVENT,
    FOLLOWER,
    FREE_PEOPLES,
    MINION,
    POSSESSION,
    Card,
)

Game = Any  # ringtable.engine.game.Game, kept loose to avoid an import cycle


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """A phase action printed on a card in play ("Maneuver: Exert Aragorn to ...").

    ``can_use(game, source, player)`` checks requirements and that costs can be paid;
    ``use(game, source, player)`` pays the costs, then performs (or suspends into) the
    effect. Costs are paid even if the effect is later prevented.
    """

    phase: str
    label: str
    can_use: Callable[[Game, int, int], bool]
    use: Callable[[Game, int, int], None]
    # True for text used while the card is stacked on another ("Regroup: If stacked on
    # an [isengard] card, discard this card to add (2)": Isengard Builder): offered from
    # its owner's stacked cards (``playing.ability_options``), not from play.
    while_stacked: bool = False


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """"When / each time" text. ``event`` is an Event kind (``played``, ``moves_to``,
    ``start_of_turn``, ``skirmish_won``, ``killed``...). Required triggers resolve before
    optional ones; the Free Peoples player orders simultaneous required ones."""

    event: str
    label: str
    required: bool
    condition: Callable[[Game, int, Any], bool]
    effect: Callable[[Game, int, Any], None]
    # True when only events naming the card itself can trigger it ("When you play this
    # minion", "Each time this minion wins a skirmish"): the engine then looks at it only
    # for the cards an event names, not at every copy in both decks.
    about_source: bool = False
    # True for a Response event waiting in a hand ("Response: If a companion is about to
    # take a wound, ..."): offered, as an optional trigger, to the player holding it when
    # that player may play it now (a Free Peoples card by the Free Peoples player, a
    # Shadow card by a Shadow player who can pay its twilight cost); ``effect`` plays it.
    from_hand: bool = False
    # True for "When this character is killed": asked about the card itself (with
    # ``about_source``) although the event has just moved it out of play.
    leaves_play: bool = False
    # True for an effect armed by the card's own text to wait for a later moment ("If
    # that companion wins this skirmish, ..."): asked wherever the card is (an event in
    # its discard pile); its condition reads the marker (``engine/delayed.py``).
    delayed: bool = False
    # True for a site's text used by the Shadow player ("Response: If your mounted minion
    # is about to take a wound, remove (2) to prevent that wound": Nan Curunír)
    shadow_site: bool = False


StaticModifier = Callable[[Game, int, int, str], int]
"""``(game, source, target, stat) -> amount``: read every time ``stat`` of ``target`` is read."""


@dataclass(frozen=True, slots=True)
class Behaviour:
    """Everything the engine needs to know about one card definition's text.

    ``scripted`` is False for the default behaviour: the UI then tells the players to
    resolve the card's text by hand (issue 6's manual actions).
    """

    scripted: bool = False
    play_requirement: Callable[[Game, Card, int], bool] | None = None
    bearer_filter: Callable[[Game, Card, int, int], bool] | None = None
    statics: tuple[StaticModifier, ...] = ()
    abilities: tuple[ActivatedAbility, ...] = ()
    triggers: tuple[TriggeredAbility, ...] = ()
    on_event_played: Callable[[Game, int, int], None] | None = None
    # "You may remove ... to play this event from your discard pile. Then remove this event
    # from the game." (Kindreds Estranged): whether it may be played from the discard pile
    # now, and what playing it from there does (its price, then its text); it is then
    # removed from the game (``(game, instance, player)``)
    discard_play: Callable[[Game, int, int], bool] | None = None
    on_discard_play: Callable[[Game, int, int], None] | None = None
    # "This card's twilight cost is -1 if ...": its own cost modifier, read wherever the
    # card is (``(game, instance, player, bearer) -> amount``; bearer -1 when not known:
    # "When played on Arwen, Asfaloth's twilight cost is -2" needs it).
    own_cost: Callable[[Game, int, int, int], int] | None = None
    # "This weapon may be borne in addition to 1 other hand weapon": the item classes
    # for which this card and one other item of the class may share a bearer
    borne_with: tuple[str, ...] = ()
    # "The cost of each possession played on Frodo is -1": the change to the twilight cost
    # of a card played on this one (``(game, this card, card played) -> amount``)
    cost_on: Callable[[Game, int, int], int] | None = None
    # "The twilight cost of each possession played on Gandalf ... is -1" (Gandalf's Wisdom):
    # the change to the cost of a card played on a bearer that this card's text names
    # (``(game, this card, bearer, card played) -> amount``; ``engine/costs.py``)
    cost_on_bearers: Callable[[Game, int, int, int], int] | None = None
    # "While you can spot 5 threats, you may play this from your discard pile" (Beast of
    # War): while this holds (``(game, card, player) -> bool``) the card is offered to play
    # from its owner's discard pile as from hand (``playing.play_options``)
    from_discard: Callable[[Game, Card, int], bool] | None = None
    # "While you control this site" (Nurn; Current Rulings: its text "remains active once
    # it is controlled"): a site whose static text stays active while a player controls it
    active_controlled: bool = False
    # "You may play this possession any time you could play a skirmish event" (Long
    # Spear): more phases in which this Free Peoples card may be played from hand
    play_phases: tuple[str, ...] = ()
    # "While you can spot your site 3, Silinde has the game text of that site": the site
    # number whose text this card has (``engine/game_text.py``); 0 for none
    site_text: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


DEFAULT = Behaviour()


# -- what the default behaviour derives from the printed card ----------------------------

def play_area(card: Card) -> str:
    """Where a card goes when played: ``fellowship``, ``support``, ``minions``,
    ``attached`` (needs a bearer) or ``discard`` (events)."""
    kind = card.type
    if kind == COMPANION:
        return "fellowship"
    if kind == MINION:
        return "minions"
    if kind in (ALLY, FOLLOWER):
        return "support"
    if kind == EVENT:
        return "discard"
    if kind in (CONDITION, POSSESSION, ARTIFACT):
        return "support" if card.has_keyword("support area") else "attached"
    return "support"


def default_bearer_types(card: Card) -> tuple[str, ...]:
    """Who may bear an attached card when no script says: a Free Peoples possession or
    artifact goes on your companion; a Shadow one on your minion; a Free Peoples
    condition on your companion; a Shadow condition on an opponent's companion, or on
    your minion when it "Plays on a ... minion" (Mordor Enraged); a condition that "Plays
    on a site" on a site of the adventure path."""
    if card.type == CONDITION and plays_on_a_site(card):
        return ("site",)
    if card.side == FREE_PEOPLES:
        return ("own_companion",)
    if card.type == CONDITION:
        return ("own_minion",) if plays_on_a_minion(card) else ("opponent_companion",)
    return ("own_minion",)


def plays_on_a_minion(card: Card) -> bool:
    """A Shadow condition that "Plays on a [sauron] minion." goes on one of your minions
    (read from the printed sentence, as "Plays on a site"; its script's ``bearer`` filter
    narrows which)."""
    text = card.game_text.lower()
    at = text.find("plays on ")
    return at >= 0 and text[at:].split(".", 1)[0].endswith("minion")


def plays_on_a_site(card: Card) -> bool:
    """"Plays on a site." (weather and other conditions borne by a site of the adventure
    path; issue 18): read from the printed text, a fact like "Plays to your support
    area"."""
    return "plays on a site" in card.game_text.lower()
