"""Writing a deck as the sectioned text list players paste into forums and other tools.

Every card line carries its collector's info in brackets (``2x Uruk Soldier (1C154)``):
people read the title, and :mod:`.text_import` reads the exact printing back, so an
exported list always imports as the same deck, even for titles with several versions.
The draw deck is written Free Peoples first, then Shadow, as players list it.
"""

from __future__ import annotations

from ..cards import Card, CardDatabase, default_database
from ..cards.model import FREE_PEOPLES, SHADOW
from .model import Deck, printable


def deck_to_text(deck: Deck, db: CardDatabase | None = None) -> str:
    """The sectioned layout: Name/Format/Notes lines, then one section per part of the deck."""
    db = db or default_database()
    lines = [f"Name: {printable(deck.name)}"]
    if deck.format:
        lines.append(f"Format: {printable(deck.format)}")
    if deck.notes:
        lines += [f"Notes: {line}" for line in printable(deck.notes).split("\n")]

    def card_line(card_id: str, count: int | None = None) -> str:
        card = db.get(card_id)
        text = f"{_label(card)}" if card else card_id
        return f"{count}x {text}" if count is not None else text

    def section(title: str, body: list[str], total: int | None = None) -> None:
        if not body:
            return
        lines.append("")
        lines.append(f"{title}: ({total})" if total is not None else f"{title}:")
        lines.extend(body)

    section("Ring-bearer", [card_line(deck.ring_bearer)] if deck.ring_bearer else [])
    section("Ring", [card_line(deck.ring)] if deck.ring else [])
    section("Adventure deck", [card_line(s) for s in deck.sites])
    groups: dict[str, list[tuple[str, int]]] = {FREE_PEOPLES: [], SHADOW: [], "other": []}
    for card_id, count in deck.draw_deck:
        card = db.get(card_id)
        side = card.side if card is not None and card.side in groups else "other"
        groups[side].append((card_id, count))
    for key, title in ((FREE_PEOPLES, "Free Peoples Draw Deck"), (SHADOW, "Shadow Draw Deck"),
                       ("other", "Draw deck")):
        entries = groups[key]
        section(title, [card_line(c, n) for c, n in entries], sum(n for _, n in entries))
    return "\n".join(lines) + "\n"


def _label(card: Card) -> str:
    return f"{card.full_title} ({card.collector_info})"


def draw_deck_in_list_order(deck: Deck, db: CardDatabase | None = None) -> Deck:
    """The same deck with its draw deck in the order an exported list gives it back
    (Free Peoples, then Shadow, then anything else, each kept in the deck's order)."""
    db = db or default_database()
    rank = {FREE_PEOPLES: 0, SHADOW: 1}
    ordered = sorted(deck.draw_deck,
                     key=lambda entry: rank.get(getattr(db.get(entry[0]), "side", None), 2))
    return deck.with_changes(draw_deck=tuple(ordered))
