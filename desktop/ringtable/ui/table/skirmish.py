"""What makes up each side's strength in the skirmish being fought (pure Python).

Players check a skirmish the way the rules count it: each character's printed strength,
what its possessions add, and what every other effect (conditions, events, abilities)
adds now; the damage bonuses of the characters that would win; and the overwhelm line
(a side wins by overwhelming when its strength is at least double the other's).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...cards import CardDatabase


@dataclass
class SideBreakdown:
    name: str                                  # "Free Peoples" / "Shadow"
    total: int
    lines: list[tuple[str, int]] = field(default_factory=list)   # (what, how much)
    damage: int = 0                            # extra wounds on a win (damage +X)


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
                out.append(f"  damage +{side.damage}")
        out.append(self.overwhelm_line())
        return out


def _character_lines(view: dict[str, Any], db: CardDatabase, instance: int,
                     first: bool) -> tuple[list[tuple[str, int]], int]:
    """A character's strength as printed + possessions + other effects, and its damage."""
    entries = view["cards"]
    entry = entries.get(instance, {})
    card = db.get(entry.get("card", ""))
    if card is None:
        return [], 0
    printed = card.strength or 0
    lines = [(card.title, printed)]
    bonus = 0
    for other_entry in entries.values():
        if other_entry.get("bearer") != instance or other_entry.get("zone") != "attached":
            continue
        attached = db.get(other_entry.get("card", ""))
        if attached is not None and attached.strength:
            lines.append((attached.title, attached.strength))
            bonus += attached.strength
    current = entry.get("strength", printed + bonus)
    others = current - printed - bonus
    if others:
        lines.append(("other effects", others))
    if not first and lines:  # later characters of a side: their printed strength adds
        lines[0] = (f"+ {lines[0][0]}", lines[0][1])
    damage = int(entry.get("keywords", {}).get("damage", 0))
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
        shadow.damage += damage
    return SkirmishBreakdown(fellowship, shadow)
