"""Playing cards and using abilities: what is legal in a phase, and doing it.

Legality follows the rules that do not depend on card text: timing (Free Peoples cards
in your fellowship phase, Shadow cards in your Shadow phase, events by time word),
twilight (Shadow cards need the pool to cover their cost, roaming adds its penalty, 2
unless modified), uniqueness
by title, the dead-pile rule, the Rule of 9, bearers and one item per class. Card text
adds requirements through the card's ``Behaviour``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

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
    SHADOW,
    Card,
)
from . import costs, effects, followers, game_text, keywords, stats
from .about import replaceable
from .behaviour import default_bearer_types, play_area
from .framework import Frame, SilentStep, pop, push, step
from .values import Action

if TYPE_CHECKING:
    from .game import Game

RULE_OF_9 = 9
ITEM_TYPES = (POSSESSION, ARTIFACT)


def twilight_cost(g: Game, card: int, player: int, bearer: int = -1) -> int:
    """Cost with modifiers (never below zero) plus the roaming penalty for minions; played
    on ``bearer``, with the bearer's change to it (``Behaviour.cost_on``) and that of
    texts about such bearers (``costs.bearer_cost``); class-wide changes for a while
    (``costs.class_cost``) apply wherever the card is."""
    c = g.cards[card]
    own = g.rules.own_costs.get(c.id)
    on = g.rules.behaviour(g.s.defs[bearer]).cost_on if bearer >= 0 else None
    if on and stats.text_off(g, bearer):  # the bearer's game text does not apply
        on = None
    cost = max(0, (c.twilight_cost or 0) + stats._temp(g, card, "cost")
               + stats._static(g, card, "cost") + (own(g, card, player, bearer) if own else 0)
               + (on(g, bearer, card) if on else 0)
               + (costs.class_cost(g, card) if g.s.mods else 0)
               + (costs.bearer_cost(g, card, bearer) if bearer >= 0 else 0))
    if c.type == MINION and is_roaming(g, card):
        cost += roaming_penalty(g, card)
    return cost


ROAMING_PENALTY = 2  # CR: "removing an additional two twilight tokens"


def roaming_penalty(g: Game, minion: int) -> int:
    """The roaming penalty for playing ``minion`` (2, changed by the stat
    ``roaming_penalty``: Orc Ambusher "The roaming penalty for each [sauron] minion you
    play is -1"), never below zero."""
    return max(0, ROAMING_PENALTY + stats._temp(g, minion, "roaming_penalty")
               + stats._static(g, minion, "roaming_penalty"))


def prohibited(g: Game, card: int) -> bool:
    """A text forbids playing this card now ("Stealth events may not be played": the
    rule modifier ``cannot_be_played``, read from hand, by effects and by responses)."""
    return bool(stats.rule(g, card, "cannot_be_played"))


def is_roaming(g: Game, minion: int) -> bool:
    """Roaming: the minion's site number (with modifiers) is higher than the fellowship's
    site (``stats.is_roaming``)."""
    return stats.is_roaming(g, minion)


def _same_title_in_play(g: Game, player: int, title: str) -> bool:
    s = g.s
    piles = s.piles[player]
    for zone in ("fellowship", "support", "minions", "attached"):
        for c in piles[zone]:
            if g.cards[c].title == title:
                return True
    return False


def _dead_title(g: Game, player: int, title: str, leaving: int = -1) -> bool:
    """A unique card of ``title`` in the dead pile, other than ``leaving`` (a card being
    played from the dead pile: CR 4.1 "dead pile": "If you have more than one copy of a
    unique companion in your dead pile, you can't play one of them from your dead
    pile", so the card itself does not stop it, another copy does)."""
    return any(c != leaving and g.cards[c].title == title and g.cards[c].unique
               for c in g.s.piles[player]["dead"])


def rule_of_9_room(g: Game, player: int, leaving: int = -1) -> bool:
    """Room for one more companion (``leaving``: a companion of the dead pile being
    played, which already counts there)."""
    piles = g.s.piles[player]
    dead = sum(1 for c in piles["dead"] if g.cards[c].type == COMPANION and c != leaving)
    return len(piles["fellowship"]) + dead < RULE_OF_9


def can_put_into_play(g: Game, card: int, player: int) -> bool:
    """Uniqueness, the dead-pile rule and the Rule of 9 (also used for the starting
    fellowship, which is not 'playing' but obeys the same limits)."""
    c = g.cards[card]
    if c.unique and _same_title_in_play(g, player, c.title):
        return False
    leaving = card if g.s.zone[card] == "dead" else -1  # played from the dead pile
    if c.type in (COMPANION, ALLY) and _dead_title(g, player, c.title, leaving):
        return False
    return not (c.type == COMPANION and not rule_of_9_room(g, player, leaving))


def bearers(g: Game, card: int, player: int) -> list[int]:
    """Legal bearers for an attached card: default by side/type, refined by the script's
    bearer filter; a bearer holds one possession or artifact of each class."""
    c = g.cards[card]
    beh = g.rules.behaviour(c.id)
    s = g.s
    candidates: list[int] = []
    for kind in default_bearer_types(c):
        if kind == "own_companion":
            candidates.extend(s.piles[player]["fellowship"])
            # "the kind of character you can play them on": an item, or a condition
            # whose script names its bearer (Consorting With Wizards on Bilbo)
            if c.type in ITEM_TYPES or c.type == CONDITION and beh.bearer_filter is not None:
                candidates.extend(a for a in s.piles[player]["support"]
                                  if g.cards[a].type == ALLY
                                  and (beh.bearer_filter is not None
                                       or _printed_bearer_names(g, c, a)))
        elif kind == "own_minion":
            candidates.extend(s.piles[player]["minions"])
        elif kind == "site":  # "Plays on a site": any site of the adventure path
            candidates.extend(c for c in s.path if c >= 0)
        elif kind == "opponent_companion":
            candidates.extend(s.piles[s.fp]["fellowship"] if s.fp != player else [])
    named = _printed_bearer_title(c) if beh.bearer_filter is None else ""
    out = []
    for b in candidates:
        if beh.bearer_filter is not None and not beh.bearer_filter(g, c, b, player):
            continue
        if named and g.cards[b].title.lower() != named:
            continue
        if c.type in ITEM_TYPES and c.item_classes and _class_taken(g, b, c):
            continue
        if c.type == POSSESSION and stats.rule(g, b, "cannot_bear_possessions"):
            continue
        out.append(b)
    return out


def _printed_bearer_title(item: Card) -> str:
    """The title an unscripted card's "Bearer must be Galadriel." names (lower case), or
    "" when it names a kind of character ("a Hobbit", "an Elf", "a [gondor] Man")."""
    text = item.game_text
    at = text.find("Bearer must be ")
    if at < 0:
        return ""
    clause = text[at + len("Bearer must be "):].split(".", 1)[0].strip()
    if not clause or clause.startswith(("a ", "an ", "[", "<")) or " or " in clause \
            or "ring-b" in clause.lower():  # "the Ring-bearer", "a Ring-bound Man"
        return ""
    return clause.lower()


def _printed_bearer_names(g: Game, item: Card, ally: int) -> bool:
    """Without a script, an ally may bear a possession or artifact only when the printed
    "Bearer must be ..." names it by title or race (Nenya: "Bearer must be Galadriel")."""
    text = item.game_text
    at = text.find("Bearer must be")
    if at < 0:
        return False
    clause = text[at + len("Bearer must be"):].split(".", 1)[0].lower()
    a = g.cards[ally]
    words = clause.replace(",", " ").split()
    race = (a.race or "").lower()
    return a.title.lower() in clause or bool(race) and (race in words or race + "s" in words)


def _class_taken(g: Game, bearer: int, card: Card) -> bool:
    """One item of each class per bearer; a card "borne in addition to 1 other" item of a
    class (``Behaviour.borne_with``: Hand Axe) makes a pair of that class legal."""
    classes = set(card.item_classes)
    same = [a for a in g.s.attachments(bearer) if g.cards[a].type in ITEM_TYPES
            and classes.intersection(g.cards[a].item_classes)]
    if not same:
        return False
    if len(same) == 1:
        other = g.cards[same[0]]
        allowed = set(g.rules.behaviour(card.id).borne_with) | set(
            g.rules.behaviour(other.id).borne_with)
        return not classes.intersection(other.item_classes) <= allowed
    return True


def _timing_ok(card: Card, phase: str, player: int, fp: int) -> bool:
    if card.type == EVENT:
        if phase not in card.timewords:
            return False
        if card.side == FREE_PEOPLES:
            return player == fp
        return player != fp
    if card.side == FREE_PEOPLES:
        return phase == "fellowship" and player == fp
    if card.side == SHADOW:
        return phase == "shadow" and player != fp
    return False


def _with_discard_text(g: Game, kind: str) -> bool:
    """Does any card of this game have text of ``kind`` ("from_discard": "you may play
    this from your discard pile" while it holds; "discard_play": an event played from
    there for a price)? Found once per card list and rules (``Game.by_facts``), so games
    without such cards never look at the discard pile when listing plays."""
    key = ("discard text", kind)
    known = g.by_facts.get(key)
    if known is None:
        rules = g.rules
        if kind == "from_discard":
            known = any(d in rules.from_discard for d in g.s.defs)
        else:
            known = any(rules.behaviour(d).discard_play is not None for d in g.s.defs)
        g.by_facts[key] = known
    return known


def _playable_from(g: Game, player: int) -> list[int]:
    """The cards ``player`` may play now: the hand, then the discard pile's cards whose
    text allows it ("you may play this from your discard pile": ``Rules.from_discard``)."""
    s = g.s
    cards = s.piles[player]["hand"]
    if not _with_discard_text(g, "from_discard"):  # no such card in this game
        return cards
    allowed = g.rules.from_discard
    extra = [c for c in s.piles[player]["discard"]
             if s.defs[c] in allowed and allowed[s.defs[c]](g, g.cards[c], player)]
    return cards + extra if extra else cards


def _played_as_event(g: Game, card: Card, phase: str, player: int) -> bool:
    """"You may play this possession any time you could play a skirmish event": a Free
    Peoples card whose behaviour adds ``phase`` to its times (``Behaviour.play_phases``),
    played by the Free Peoples player as his events of that phase are."""
    return card.side == FREE_PEOPLES and player == g.s.fp and card.type != EVENT \
        and phase in g.rules.play_phases.get(card.id, ())


def play_options(g: Game, player: int, phase: str) -> list[Action]:
    s = g.s
    out: list[Action] = []
    seen: set[tuple[str, str]] = set()
    more = g.rules.play_phases  # usually empty
    for card in _playable_from(g, player):
        c = g.cards[card]
        key = (c.id, s.zone[card])
        if key in seen or not (_timing_ok(c, phase, player, s.fp)
                               or c.id in more and _played_as_event(g, c, phase, player)):
            continue
        seen.add(key)  # identical copies give identical options: offer the first
        if c.type not in (COMPANION, ALLY, MINION, POSSESSION, ARTIFACT, CONDITION, EVENT,
                          FOLLOWER):
            continue
        if c.side == SHADOW:
            cost = twilight_cost(g, card, player)
            if cost > s.twilight and (not keywords.toil(g, card) or cost - keywords.most_toil(
                    g, card, player) > s.twilight):  # toil may lower the cost
                continue
        if c.type != EVENT and not can_put_into_play(g, card, player) or c.title == "Frodo" \
                and not keywords.ring_bearer_keyword_allows(g, card, player):
            continue
        if prohibited(g, card):
            continue
        beh = g.rules.behaviour(c.id)
        if beh.play_requirement is not None and not beh.play_requirement(g, c, player):
            continue
        if play_area(c) == "attached":
            for b in bearers(g, card, player):
                out.append(Action("play", player, card, b))
        else:
            out.append(Action("play", player, card))
    out.extend(_from_discard(g, player, phase))
    return out


def _from_discard(g: Game, player: int, phase: str) -> list[Action]:
    """Events whose text lets them be played from the discard pile (Kindreds Estranged),
    when that text's price can be paid now."""
    s = g.s
    out: list[Action] = []
    if not _with_discard_text(g, "discard_play"):  # no such event in this game
        return out
    seen: set[str] = set()
    for card in s.piles[player]["discard"]:
        c = g.cards[card]
        if c.type != EVENT or c.id in seen:
            continue
        beh = g.rules.behaviour(c.id)
        if beh.discard_play is None or not _timing_ok(c, phase, player, s.fp):
            continue
        seen.add(c.id)
        if c.side == SHADOW and twilight_cost(g, card, player) > s.twilight:
            continue
        if not prohibited(g, card) and beh.discard_play(g, card, player):
            out.append(Action("play", player, card))
    return out


def fellowship_extras(g: Game, player: int) -> list[Action]:
    """Discard a same-title card to heal a unique character; transfer an item."""
    s = g.s
    out: list[Action] = []
    wounded = [c for c in s.piles[player]["fellowship"] + stats.allies(g, player)
               if g.cards[c].unique and stats.can_heal(g, c)]
    for c in wounded:
        title = g.cards[c].title
        for h in s.piles[player]["hand"]:
            if g.cards[h].title == title:
                out.append(Action("heal_discard", player, h, c))
                break
    for item in s.piles[player]["attached"]:
        c = g.cards[item]
        if c.type not in ITEM_TYPES or item in s.ring or c.side != FREE_PEOPLES:
            continue
        for b in bearers(g, item, player):
            if b != s.bearer[item]:
                out.append(Action("transfer", player, item, b))
    return out


def transfer_cost(g: Game, item: int, player: int) -> int:
    """Transferring pays the card's twilight cost again (CR 4.1 "transfer"), except a
    Free Peoples artifact or possession under the game-wide rule ``free_transfers``
    (Chamber of Mazarbul: "at no twilight cost")."""
    c = g.cards[item]
    if c.side == FREE_PEOPLES and c.type in ITEM_TYPES and stats.rule(g, -1, "free_transfers"):
        return 0
    return twilight_cost(g, item, player)


def ability_options(g: Game, player: int, phase: str) -> list[Action]:
    """Abilities of ``player``'s cards in play, and of the active site for the Free
    Peoples player (site text such as "Fellowship: Play a Man to draw a card")."""
    out: list[Action] = []
    table = g._ability_phases.get(phase)  # instance -> its ((index, ability), ...) here
    if not table:
        return out
    piles = g.s.piles[player]
    blank = stats.blanking(g)  # "... game text does not apply" (Helpless)
    for zone in _ABILITY_ZONES:
        for c in piles[zone]:
            if c in table and not stats.rule(g, c, "cannot_use_abilities") and not (
                    phase == "skirmish" and stats.rule(g, c, "no_skirmish_abilities")) \
                    and not (blank and stats.text_off(g, c)):
                for idx, ab in table[c]:
                    if ab.can_use(g, c, player):
                        out.append(Action("use", player, c, value=idx))
    for c in piles["stacked"]:  # "If stacked on ...": text used from a stack
        if c in table:
            for idx, ab in table[c]:
                if ab.while_stacked and ab.can_use(g, c, player):
                    out.append(Action("use", player, c, value=idx))
    site = stats.active_site(g)
    if site in table and not stats.rule(g, site, "cannot_use_abilities") \
            and not (blank and stats.text_off(g, site)):
        # site text may be used by any player whose phase it is
        for idx, ab in table[site]:
            if ab.can_use(g, site, player):
                out.append(Action("use", player, site, value=idx))
    return out


_ABILITY_ZONES = ("fellowship", "support", "minions", "attached")


def perform(g: Game, a: Action) -> None:
    """Do a play/use/heal_discard/transfer action already known to be legal."""
    s = g.s
    if a.kind == "use":
        ability = game_text.ability(g, a.card, a.value)
        g.emit("ability_used", f"{s.players[a.player]} uses {g.name(a.card)}: {ability.label}",
               player=a.player, cards=(a.card,))
        ability.use(g, a.card, a.player)
        return
    if a.kind == "heal_discard":
        effects.discard(g, a.card, " to heal a character of the same title")
        replaceable(g, "heal", a.target)  # "about to heal" (Extraordinary Resilience)
        return
    if a.kind == "transfer":
        effects.add_twilight(g, transfer_cost(g, a.card, a.player), " to transfer")
        s.move(a.card, "attached", a.player, bearer=a.target)
        g.emit("transferred", f"{g.name(a.card)} is transferred to {g.name(a.target)}",
               player=a.player, cards=(a.card, a.target))
        return
    if keywords.start_toil(g, a.player, a.card, a.target):  # exertions first, then play
        return
    play_card(g, a.player, a.card, a.target)


def _mark_shadow_event(g: Game) -> None:
    """A Shadow event played during a skirmish marks it ("Prevent a Hobbit from being
    overwhelmed unless a Shadow event is (or was) played during this skirmish": the rule
    modifier ``overwhelm_unless_shadow_event``, read when the skirmish resolves)."""
    for frame in reversed(g.s.stack):
        if frame["k"] == "skirmish":
            frame["sev"] = 1
            return


def play_card(g: Game, player: int, card: int, bearer: int = -1, discount: int = 0) -> None:
    """Pay the cost (costs before effects), put the card where it goes, announce it.
    ``discount``: what toil took off the twilight cost (never below zero)."""
    s = g.s
    c = g.cards[card]
    from_discard = s.zone[card] == "discard"  # an event whose text allows it
    cost = max(0, twilight_cost(g, card, player, bearer) - discount)
    roaming = c.type == MINION and is_roaming(g, card)
    if c.side == SHADOW:
        effects.remove_twilight(g, cost, f" to play {c.title}")
    else:
        effects.add_twilight(g, cost, f" to play {c.title}")
    area = play_area(c)
    on = f" on {g.name(bearer)}" if bearer >= 0 else ""
    note = " (roaming)" if roaming else ""
    if area == "discard":
        s.move(card, "removed", player)  # in limbo while it resolves
    else:
        s.move(card, area, player, bearer=bearer)
    g.emit("played", f"{s.players[player]} plays {c.title}{on}{note}", player=player,
           cards=(card,) if bearer < 0 else (card, bearer))
    beh = g.rules.behaviour(c.id)
    if c.type == EVENT and c.side == SHADOW:
        _mark_shadow_event(g)
    if c.type == EVENT and from_discard and beh.on_discard_play is not None:
        push(g, "event_done", card=card, out=1)  # then it is removed from the game
        beh.on_discard_play(g, card, player)
    elif c.type == EVENT:
        # the event stays in limbo until its effect (and any choice in it) has resolved
        push(g, "event_done", card=card)
        if beh.on_event_played is not None:
            beh.on_event_played(g, card, player)
        else:
            _needs_hand(g, card, player)
    elif not beh.scripted and c.game_text.strip() and not keywords_only(c):
        _needs_hand(g, card, player)


def _needs_hand(g: Game, card: int, player: int) -> None:
    g.emit("unscripted", f"{g.name(card)}: its text is not scripted; resolve it by hand",
           player=player, cards=(card,))


_AID_CLAUSE = re.compile(r"aid\s*[–-][^.<]*\.?")
_HELPER = re.compile(r"<helper>.*?</helper>", re.S)


def keywords_only(card: Card) -> bool:
    """A card whose whole text is its keywords (or empty) needs nothing resolved by hand
    (and no script: ``scripts/proof.py`` proves it by its keywords at work). Cached per
    definition, as it is read from printed facts only; ``tools/mutate_scripts.py``, which
    changes printed facts in place, clears ``_KEYWORDS_ONLY``."""
    known = _KEYWORDS_ONLY.get(card.id)
    if known is None:
        known = _KEYWORDS_ONLY[card.id] = _text_is_keywords(card)
    return known


_KEYWORDS_ONLY: dict[str, bool] = {}


def _text_is_keywords(card: Card) -> bool:
    text = card.game_text.lower().replace("<b>", "").replace("</b>", "")
    if card.type == FOLLOWER and followers.aid_cost(card) is not None:
        text = _AID_CLAUSE.sub("", text, count=1)  # the engine enforces aid
    for kw in card.keywords:
        head, _, number = kw.rpartition(" ")  # "ambush 1" is printed "Ambush (1)"
        if head and number.isdigit():
            text = text.replace(f"{head} ({number})", "")
        text = text.replace(kw.replace("+", " +"), "").replace(kw, "")
    text = _HELPER.sub("", text)  # reminder text, wherever it is (Lurtz: text follows it)
    if card.can_start_with_ring and card.resistance is not None:
        # "Ring-bearer (resistance 12)." (sets 10+) restates the card's facts
        # (can_start_with_ring, resistance), which the engine reads
        text = text.replace(f"ring-bearer (resistance {card.resistance})", "")
    return not text.replace(".", "").replace("<br>", "").strip()


def phase_options(g: Game, player: int, phase: str) -> list[Action]:
    """Everything ``player`` may do in an action window of ``phase``, then pass."""
    out = play_options(g, player, phase)
    out.extend(ability_options(g, player, phase))
    if phase == "fellowship" and player == g.s.fp:
        out.extend(fellowship_extras(g, player))
    out.append(Action("pass", player))
    return out


@step("event_done")
class EventDoneStep(SilentStep):
    """An event goes to its owner's discard pile once its effect has resolved."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        card = f["card"]
        if f.get("out") and g.s.zone[card] == "removed":
            g.emit("removed_from_game", f"{g.name(card)} is removed from the game",
                   player=g.s.owner[card], cards=(card,))
        elif g.s.zone[card] == "removed":
            g.s.move(card, "discard", g.s.owner[card])
        pop(g, f)

