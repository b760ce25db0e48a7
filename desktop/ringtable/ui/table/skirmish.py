"""What makes up each side's strength in the skirmish being fought (pure Python).

Players check a skirmish the way the rules count it: each character's printed strength,
then what each card adds now (possessions, conditions, events, abilities: the view's
``skirmish.sources``), named by title; the damage bonuses of the characters that would
win, each with its source; and the overwhelm line
(a side wins by overwhelming when its strength is at least double the other's).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...cards import CardDatabase
from ...engine.stats import printed_keywords


@dataclass
class SideBreakdown:
    name: str                                  # "Free Peoples" / "Shadow"
    total: int
    lines: list[tuple[str, int]] = field(default_factory=list)   # (what, how much)
    damage: list[tuple[str, int]] = field(default_factory=list)  # damage +X, by source


@dataclass
class SkirmishBreakdown:
    fellowship: SideBreakdown
    shadow: SideBreakdown

    def overwhelm_line(self) -> str:
        """Who overwhelms at what strength (double the other side's)."""
        return (f"Overwhelm: Shadow at {2 * self.fellowship.total}, "
                f"Free Peoples at {2 * self.shadow.total}")

    def lines(self) -> list[str]:
        out = []
        for side in (self.fellowship, self.shadow):
            out.append(f"{side.name}: {side.total}")
            out.extend(f"  {what} {amount:+d}" if i else f"  {what} {amount}"
                       for i, (what, amount) in enumerate(side.lines))
            if side.damage:
                total = sum(amount for _, amount in side.damage)
                named = ", ".join(f"{what} +{amount}" for what, amount in side.damage)
                out.append(f"  damage +{total} ({named})")
        out.append(self.overwhelm_line())
        return out


def _source_name(view: dict[str, Any], db: CardDatabase, source: int, instance: int) -> str:
    """The title of the card a contribution comes from, as the viewer may see it."""
    if source == instance:
        return "enduring (wounds)"
    card = db.get((view["cards"].get(source) or {}).get("card") or "") if source >= 0 else None
    return card.title if card is not None else "game rules"


def _character_lines(view: dict[str, Any], db: CardDatabase, instance: int,
                     first: bool) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """A character's strength as printed + each source card's part (possessions,
    conditions, events, abilities, read from the view's ``sources``), and its damage
    bonuses, each named by where it comes from."""
    entries = view["cards"]
    entry = entries.get(instance, {})
    card = db.get(entry.get("card", ""))
    if card is None:
        return [], []
    printed = card.strength or 0
    sources = (view["skirmish"].get("sources") or {}).get(instance, {})
    lines = [(card.title, printed)]
    lines.extend((_source_name(view, db, src, instance), amount)
                 for src, amount in sources.get("strength", []))
    others = entry.get("strength", printed) - sum(amount for _, amount in lines)
    if others:  # a total held at zero, or a source the view does not name
        lines.append(("other effects", others))
    if not first:  # later characters of a side: their printed strength adds
        lines[0] = (f"+ {lines[0][0]}", lines[0][1])
    damage = []
    printed_damage = int(printed_keywords(card).get("damage", 0))
    if printed_damage:
        damage.append((card.title, printed_damage))
    damage.extend((_source_name(view, db, src, instance), amount)
                  for src, amount in sources.get("damage", []))
    return lines, damage


def breakdown(view: dict[str, Any], db: CardDatabase) -> SkirmishBreakdown | None:
    """The breakdown of ``view['skirmish']``, or None when no skirmish is fought."""
    skirmish = view.get("skirmish")
    if not skirmish or view.get("outcome"):
        return None
    fp_lines, fp_damage = _character_lines(view, db, skirmish["defender"], True)
    fellowship = SideBreakdown("Free Peoples", skirmish["strength"][0], fp_lines, fp_damage)
    shadow = SideBreakdown("Shadow", skirmish["strength"][1])
    for i, minion in enumerate(skirmish["minions"]):
        lines, damage = _character_lines(view, db, minion, i == 0)
        shadow.lines.extend(lines)
        shadow.damage.extend(damage)
    return SkirmishBreakdown(fellowship, shadow)
