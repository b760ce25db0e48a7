"""What the rules change that the printed cards do not say, in words for the table.

A player must see at the table what a rule in force does without reading the log (issue
18's cards): a card in hand whose twilight cost is changed now (The Nine Walkers, Some
Who Resisted: the view's ``cost``), a card whose game text does not apply (Helpless on
Sam: ``text_off``) or which has the game text of a site (Silinde: ``site_text``), and the
game-wide rules in force (class cost modifiers, added pipes, a phase that may be or will
be skipped, hands kept secret). Pure Python over the view's plain data: the card items,
the zoom and the rules chips (``RulesInForceItem``) draw what these functions say.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, CardDatabase
from ...engine.costs import CLASS_COST
from ...engine.manual import DURATION_WORDS
from ...engine.rule_names import RULE_MODIFIERS
from ...imaging.frame import BASE_W, GEOMETRY
from ...imaging.render import cost_badge
from .. import theme
from ..qt import (
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QPainter,
    QPen,
    QPixmap,
    QPointF,
    QRectF,
    Qt,
)

PIPES = "pipes"  # the game-wide modifier of "add 1 to the number of pipes you can spot"

# Short chip words for the game-wide rules a player meets most (others: the rule's words)
_SHORT = {
    "fp_may_skip_archery": "Archery phase may be skipped",
    "shadow_hands_hidden_from_fp": "Shadow hands kept secret",
    "fp_hand_hidden_from_shadow": "Free Peoples hand kept secret",
    "skip_maneuver": "No maneuver phase",
    "skip_archery": "No archery phase",
    "skip_skirmishes": "No assignment or skirmishes",
    "shadow_initiative": "The Shadow has initiative",
}
_WHO_SKIPS = ("The Free Peoples player may choose to skip the archery phase when it "
              "starts: no archery fire, no archery actions")


@dataclass(frozen=True)
class RuleLine:
    """One game-wide rule in force: the chip's words and its hover text."""

    text: str
    tip: str


def hand_cost(entry: dict[str, Any], printed: int | None) -> tuple[int, int] | None:
    """(cost now, printed cost) of a card in the viewer's hand whose twilight cost a rule
    changes now; None when it costs what is printed."""
    cost = entry.get("cost")
    if cost is None or printed is None or cost == printed:
        return None
    return cost, printed


def cost_words(now: int, printed: int) -> str:
    change = "lower" if now < printed else "higher"
    return f"Twilight cost {now} now (printed {printed}: {abs(now - printed)} {change})"


def text_marks(entry: dict[str, Any]) -> tuple[str, str, str]:
    """A card in play's marker: (words on a full face, words on a compact face, hover
    text), or three empty strings. ``entry`` is the scene's entry (with ``site_title``)."""
    if entry.get("text_off"):
        return ("Game text does not apply", "Text off",
                "Its game text does not apply (e.g. Helpless): no special abilities, "
                "no triggers, no printed keywords, no other text of its own.")
    if entry.get("site_title"):
        title, number = entry["site_title"], entry.get("site_number", "")
        return (f"Has the text of {title}", f"Site {number} text",
                f"Has the game text of {title} (your site {number}) while you can spot "
                f"that site: its abilities and triggers are this card's own.<br>"
                f"<i>{title}:</i> {entry.get('site_words', '')}")
    return "", "", ""


def card_tip(title: str, entry: dict[str, Any], printed_cost: int | None) -> str:
    """The hover text of a card item for what rules change on it ('' if nothing)."""
    lines = []
    cost = hand_cost(entry, printed_cost)
    if cost is not None:
        lines.append(cost_words(*cost))
    tip = text_marks(entry)[2]
    if tip:
        lines.append(tip)
    return f"<b>{title}</b><br>" + "<br>".join(lines) if lines else ""


def rules_in_force(view: dict[str, Any], db: CardDatabase) -> list[RuleLine]:
    """The game-wide rules in force now, each a chip's words and hover text: cost
    modifiers of a class of cards, added pipes, game-wide rule modifiers, and each player
    who will skip his next Shadow phase."""
    out: list[RuleLine] = []
    cards = view.get("cards", {})

    def source_title(source: int) -> str:
        card = db.get(cards.get(source, {}).get("card", "")) if source >= 0 else None
        return card.title if card is not None else ""

    def source_text(source: int) -> str:
        card = db.get(cards.get(source, {}).get("card", "")) if source >= 0 else None
        return f"<br><i>{card.title}:</i> {card.game_text}" if card is not None else ""

    for target, stat, amount, until, source in view.get("modifiers", ()):
        if target != -1 or not amount:
            continue
        words = DURATION_WORDS.get(until, "")
        title = source_title(source)
        by = f" ({title})" if title else ""
        if str(stat).startswith(CLASS_COST):
            out.append(RuleLine(f"Costs {amount:+d}{by}",
                                f"Twilight costs changed by {amount:+d} {words}"
                                f"{source_text(source)}"))
        elif stat == PIPES:
            out.append(RuleLine(f"Pipes {amount:+d}{by}",
                                f"The number of pipes you can spot is {amount:+d} {words}"
                                f"{source_text(source)}"))
    for name in view.get("game_rules", ()):
        words = RULE_MODIFIERS.get(name, name).replace("{n}", "")
        tip = _WHO_SKIPS if name == "fp_may_skip_archery" else words[0].upper() + words[1:]
        out.append(RuleLine(_SHORT.get(name, words[0].upper() + words[1:]), tip + "."))
    players = view.get("players", [])
    for seat in view.get("skip_shadow", ()):
        who = "You skip" if seat == view.get("you") else f"{players[seat]} skips"
        out.append(RuleLine(f"{who} the next Shadow phase",
                            f"{who} the next Shadow phase: no minions are played in it."))
    return out


RULES_POS = (1660.0, 606.0)  # under the twilight pool and the threats, above your piles
CHIP_W, CHIP_H, CHIP_GAP = 255.0, 28.0, 3.0
MOST_CHIPS = 3  # more rules than this: the last chip says how many more (hover: all)


def chip_lines(lines: list[RuleLine]) -> list[RuleLine]:
    """The chips drawn: every rule, or the first ones and "+N more rules" whose hover
    text lists the rest (the room above your piles holds three)."""
    if len(lines) <= MOST_CHIPS:
        return lines
    rest = lines[MOST_CHIPS - 1:]
    return [*lines[:MOST_CHIPS - 1],
            RuleLine(f"+{len(rest)} more rules in force",
                     "<br>".join(f"<b>{r.text}</b>: {r.tip}" for r in rest))]


class RuleChipItem(QGraphicsItem):
    """One game-wide rule in force: a dark chip with a gold edge, its words elided to
    the chip, the whole rule (and the card behind it) on hover."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(theme.Z_ZONE + 1)
        self.setAcceptHoverEvents(True)
        self.line = RuleLine("", "")

    def set_line(self, line: RuleLine) -> None:
        if line != self.line:
            self.line = line
            self.setToolTip(line.tip)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(0, 0, CHIP_W, CHIP_H)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor(theme.GOLD), 1.2))
        painter.setBrush(QColor(20, 16, 12, 225))
        painter.drawRoundedRect(box, 9, 9)
        font = QFont(theme.serif_font(11, bold=True))
        font.setPixelSize(17)
        painter.setFont(font)
        painter.setPen(QColor(theme.TEXT))
        text = QFontMetricsF(font).elidedText(self.line.text, Qt.TextElideMode.ElideRight,
                                              box.width() - 14)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class RulesInForce:
    """The chips of the game-wide rules in force, stacked under the twilight pool."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.chips: list[RuleChipItem] = []

    def set_lines(self, lines: list[RuleLine]) -> None:
        shown = chip_lines(lines)
        while len(self.chips) > len(shown):
            self.scene.removeItem(self.chips.pop())
        while len(self.chips) < len(shown):
            chip = RuleChipItem()
            self.scene.addItem(chip)
            self.chips.append(chip)
        x, y = RULES_POS
        for i, (chip, line) in enumerate(zip(self.chips, shown, strict=True)):
            chip.setPos(x, y + i * (CHIP_H + CHIP_GAP))
            chip.set_line(line)

    def texts(self) -> list[str]:
        return [chip.line.text for chip in self.chips]


UP, DOWN = QColor("#6fcf6a"), QColor("#ff8a80")  # as a changed strength is drawn


def paint_cost_disc(painter: QPainter, centre: QPointF, radius: float, now: int,
                    printed: int) -> None:
    """A twilight cost a rule changed, over the printed one: the number now in white on
    a disc tinted and ringed green (cheaper than printed) or pink (dearer)."""
    cheaper = now < printed
    painter.setPen(QPen(UP if cheaper else DOWN, max(1.5, radius * 0.24)))
    painter.setBrush(QColor(24, 70, 28) if cheaper else QColor(96, 26, 22))
    painter.drawEllipse(centre, radius, radius)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(1, round(radius * 1.3)))
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2),
                     Qt.AlignmentFlag.AlignCenter, str(now))


def paint_text_mark(painter: QPainter, entry: dict[str, Any], compact: bool, box: QRectF,
                    size: float, floor: float) -> None:
    """The label of a card whose game text does not apply (red edge: "Text off") or which
    has a site's game text (gold edge: "Site 3 text") in ``box``; its words at ``size``,
    smaller down to ``floor`` before they are elided (scene units)."""
    full, short, _tip = text_marks(entry)
    if not full:
        return
    off = bool(entry.get("text_off"))
    painter.setPen(QPen(DOWN if off else QColor(theme.GOLD_BRIGHT), 1.5))
    painter.setBrush(QColor(40, 8, 8, 235) if off else QColor(20, 16, 12, 235))
    painter.drawRoundedRect(box, 5, 5)
    text = short if compact else full
    font = QFont(painter.font())
    font.setBold(True)
    while True:
        font.setPixelSize(max(1, round(size)))
        if size <= floor or QFontMetricsF(font).horizontalAdvance(text) <= box.width() - 4:
            break
        size -= 1
    painter.setFont(font)
    painter.setPen(QColor("#ffd0c8") if off else QColor(theme.GOLD_BRIGHT))
    text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, box.width() - 4)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def marked_face(face: QPixmap, card: Card, entry: dict[str, Any],
                printed_cost: int | None) -> QPixmap:
    """The zoomed face of a card on the table with what rules change on it: the cost now
    over the printed cost disc; across the type line, "Game text does not apply" (its
    text box veiled) or the site whose game text it has. ``face`` itself when nothing."""
    cost = hand_cost(entry, printed_cost)
    words = text_marks(entry)[0]
    if cost is None and not words:
        return face
    out = QPixmap(face)
    width = out.width() / max(out.devicePixelRatio(), 1.0)
    scale = width / BASE_W
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    where = cost_badge(card, width) if cost is not None else None
    if where is not None and cost is not None:
        x, y, radius = where
        paint_cost_disc(painter, QPointF(x, y), radius + 2 * scale, *cost)
    if words:
        off = bool(entry.get("text_off"))
        if off:
            x0, y0, x1, y1 = GEOMETRY.text
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 10, 10, 150))
            painter.drawRect(QRectF(x0 * scale, y0 * scale, (x1 - x0) * scale,
                                    (y1 - y0) * scale))
        x0, y0, x1, y1 = GEOMETRY.typeline
        box = QRectF(x0 * scale, y0 * scale, (x1 - x0) * scale, (y1 - y0) * scale)
        painter.setPen(QPen(DOWN if off else QColor(theme.GOLD_BRIGHT), max(1.0, 3 * scale)))
        painter.setBrush(QColor(40, 8, 8) if off else QColor(20, 16, 12))
        painter.drawRoundedRect(box, 6 * scale, 6 * scale)
        font = QFont(theme.serif_font(11, bold=True))
        font.setPixelSize(max(1, round(22 * scale)))
        painter.setFont(font)
        painter.setPen(QColor("#ffd0c8") if off else QColor(theme.GOLD_BRIGHT))
        text = QFontMetricsF(font).elidedText(words, Qt.TextElideMode.ElideRight,
                                              box.width() - 8)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return out
