"""The table's second pass, its gaps closed (issue 20): whole titles on compact faces,
the skirmish panel naming every source, hand-offs for decisions taken in the open.

Each test drives the real widgets with the card scripts loaded, as the app does."""

from __future__ import annotations

import pytest

from ringtable.persistence import game_rules
from ringtable.testing import Scenario
from ringtable.ui.services import Services
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.screen import TableScreen

PEOPLE = [Seat("Ann"), Seat("Bo")]


@pytest.fixture(scope="module")
def services(qapp):
    services = Services()
    assert services.db  # the card scripts are loaded before any game starts, as in the app
    return services


def table(qtbot, services, game, seats=PEOPLE, size=(1280, 720), **options) -> TableScreen:
    controller = GameController(game, list(seats), bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0, **options)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def skirmish_text(screen: TableScreen) -> str:
    return screen.decision.skirmish.text().replace("&#x27;", "'")


def test_the_skirmish_panel_shows_a_possessions_damage_bonus(qtbot, services):
    """'each side's strength with every contribution (printed, possessions, conditions,
    events), damage bonuses'. Herugrim: 'Bearer must be Théoden. He is damage +1.'"""
    sc = Scenario(rules=game_rules())  # Herugrim's text comes from its card script
    theoden = sc.companion("Théoden")
    sc.bear(theoden, "Herugrim")
    runner = sc.minion("Goblin Runner")
    sc.assign(runner, theoden)
    screen = table(qtbot, services, sc.start("skirmishes"))
    text = skirmish_text(screen)
    assert "damage (Herugrim)" in text and "+1" in text
    assert "Herugrim</td><td align='right'>+2" in text  # its printed strength +2


def test_the_skirmish_panel_names_an_allys_bonus_instead_of_other_effects(qtbot, services):
    """Contributions named per source card, not one 'other effects' line.
    Rosie Cotton: 'Sam is strength +1.'"""
    sc = Scenario(rules=game_rules())  # Rosie Cotton's text comes from her card script
    sam = sc.companion("Sam")
    sc.ally("Rosie Cotton")
    runner = sc.minion("Goblin Runner")
    sc.assign(runner, sam)
    screen = table(qtbot, services, sc.start("skirmishes"))
    text = skirmish_text(screen)
    assert "Rosie Cotton</td><td align='right'>+1" in text
    assert "other effects" not in text


def longest_titles(deck_name: str, count: int) -> list[str]:
    """The ``count`` longest titles of a starter deck's draw deck (card ids)."""
    from ringtable.cards import default_database
    from ringtable.decks import starter_decks

    db = default_database()
    ids = sorted({card for card, _ in starter_decks()[deck_name].draw_deck},
                 key=lambda card: (-len(db[card].title), card))
    return ids[:count]


def shown_titles(screen: TableScreen) -> dict[str, tuple[str, ...]]:
    """Every compact card's title as its band draws it: title -> the lines drawn."""
    out = {}
    for item in screen.scene.cards.values():
        fitted = item.isVisible() and item.title_lines()
        if fitted:
            assert fitted.pixel_size * item.scale() * screen.scene.view_scale >= 7.5
            out[screen.db[item.card_id].title] = fitted
    return out


@pytest.mark.parametrize("deck", ["fotr-aragorn-starter", "fotr-gandalf-starter",
                                  "ttt-theoden-starter"])
def test_long_titles_show_whole_on_compact_faces_at_1280x720(qtbot, services, deck):
    """'At every size from 1280x720 up, the title ... of every card on the table and in
    hand are legible without hovering (a compact face or a title band at small sizes)':
    no "Gondor's Vengean…" — the longest titles of a starter deck show whole."""
    sc = Scenario()
    longest = longest_titles(deck, 8)
    for card in longest:
        sc.hand(card, player=0)
    sc.companion("Boromir, Lord of Gondor", player=1)  # the resting fellowship: small cards
    sc.discard("Goblin Sneak", player=1)
    screen = table(qtbot, services, sc.start("fellowship"), viewing_seat=0)
    titles = shown_titles(screen)
    assert {services.db[card].title for card in longest} <= set(titles)
    for title, fitted in titles.items():
        assert not fitted.elided, (title, fitted.lines)
        assert " ".join(line for line in fitted.lines if line) == title
        assert all("…" not in line for line in fitted.lines)


@pytest.mark.parametrize("seed", [31, 5])
def test_a_decision_weighed_against_the_hand_is_never_taken_in_the_open(qtbot, hotseat_window,
                                                                       seed):
    """Hotseat: 'a player deciding in the open has to ask to see his own hand'. Moving
    again ('Move again … or stay'), assigning, or using a card in play rather than
    passing is weighed against the hand: the deciding player sees it (a hand-off); only
    a decision the hand cannot change (nothing but Pass, a forced choice) stays open,
    and then 'show my hand' is a gold button above the decision, also on the H key."""
    import random

    from ringtable.ui.qt import QKeySequence, Qt

    window = hotseat_window(seed)
    table = window.table
    flow = table.seats_flow
    controller = table.controller
    rng = random.Random(seed)
    weighed = in_open = 0
    while controller.game.decision is not None and controller.game.s.turn < 5:
        if table.handing_off():
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
        seat = controller.deciding_seat
        view = controller.view(seat)
        kind = view["decision"]["kind"]
        hand = view["piles"][seat]["hand"]
        legal = view["legal_actions"]
        if hand and (kind in ("move_again", "assign") or (kind == "action" and any(
                a["kind"] not in ("pass", "stay", "keep") for a in legal))):
            assert flow.revealed == seat and flow.public is None, kind
            weighed += 1
        if flow.public == seat:
            in_open += 1
            button = flow.show_hand_button
            assert button.isVisible() and button.property("role") == "primary"
            assert button.shortcut() == QKeySequence("H")
            assert button.geometry().bottom() <= table.decision.geometry().top()
        controller.apply({k: v for k, v in rng.choice(legal).items() if k != "label"})
    assert weighed > 5 and in_open > 0


def test_a_frame_blits_cached_images_unfiltered_over_an_opaque_viewport(qtbot, services):
    """Repaint after a decision on a 60-card table under 8 ms (tools/bench_table.py):
    the view draws the items' caches without Antialiasing/SmoothPixmapTransform (each
    item antialiases when it paints into its cache) and does not fill the viewport before
    each frame; the cards still paint antialiased into their caches."""
    from ringtable.ui.qt import QImage, QPainter, Qt

    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    screen = table(qtbot, services, sc.start("fellowship"))
    view = screen.view
    assert not view.renderHints() & QPainter.RenderHint.Antialiasing
    assert not view.renderHints() & QPainter.RenderHint.SmoothPixmapTransform
    assert view.viewport().testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    assert not view.styleSheet()
    item = screen.scene.cards[aragorn]
    image = QImage(200, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    item.paint(painter, None)
    assert painter.renderHints() & QPainter.RenderHint.Antialiasing
    painter.end()


def test_a_squeezed_hands_titles_stay_on_the_edge_that_shows(qtbot, services):
    """A squeezed hand overlaps its cards: a title fitted to the whole card ran under the
    next card ('Gondo Vengear', 'Sword of the W Tower'); it is fitted to the edge that
    shows instead (and Swordarm of the White Tower still shows whole)."""
    from ringtable.ui.qt import QFont, QFontMetricsF

    sc = Scenario()
    names = ["Swordarm of the White Tower", "Hobbit Intuition", "Uruk Soldier", "Pathfinder",
             "Uruk Slayer", "Sam, Son of Hamfast", "Uruk Savage", "Athelas", "Armor",
             "Gondor's Vengeance"]
    hand = [sc.hand(name, player=0) for name in names]
    sc.companion("Boromir, Lord of Gondor")  # Ann's resting fellowship beside the hand
    screen = table(qtbot, services, sc.start("shadow"), viewing_seat=0)
    items = [screen.scene.cards[c] for c in hand]
    assert any(item.shown_width for item in items)  # squeezed
    whole = set()
    for item in items:
        fitted = item.title_lines()
        assert fitted is not None
        font = QFont()
        font.setBold(True)
        font.setPixelSize(round(fitted.pixel_size))
        metrics = QFontMetricsF(font)
        room = (item.shown_width or 126) - 5
        assert all(metrics.horizontalAdvance(line) <= room + 0.5 for line in fitted.lines)
        if not fitted.elided:
            whole.add(" ".join(line for line in fitted.lines if line))
    assert "Swordarm of the White Tower" in whole


def test_a_decision_with_or_without_pass_keeps_the_side_panels_layout(qtbot, services):
    """Click to result under 50 ms (tools/bench_table.py): Pass shown at one decision and
    hidden at the next keeps its room, so the side panel is not laid out again."""
    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    screen = table(qtbot, services, sc.start("fellowship"))
    legal = screen.controller.view(0)["legal_actions"]
    passing = [a for a in legal if a["kind"] == "pass"]
    assert passing
    screen.decision.show_decision("Ann, your decision", "", passing)
    qtbot.wait(10)
    before = screen.decision.scroll.geometry()
    screen.decision.show_decision("Ann, your decision", "", [])  # no Pass now
    qtbot.wait(10)
    assert not screen.decision.pass_button.isVisible()
    assert screen.decision.scroll.geometry() == before


def test_the_skirmish_totals_leave_the_defenders_attachments_readable(qtbot, services):
    """Screenshots: '7 vs 5' sat on the strip of The One Ring under Frodo. The totals go
    beside the frame."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    ring = sc.ring()
    runner = sc.minion("Goblin Runner")
    sc.assign(runner, frodo)
    from ringtable.ui.qt import QRectF
    from ringtable.ui.table.layout import CARD_H, CARD_W

    # seen by the Shadow player: Frodo's row above the minion's, his strip between them
    screen = table(qtbot, services, sc.start("skirmishes"), viewing_seat=1)
    scene = screen.scene
    assert scene.totals.isVisible()
    item = scene.cards[ring]
    assert item.strip
    shown = item.mapRectToScene(QRectF(0, CARD_H - item.strip, CARD_W, item.strip))
    assert not scene.totals.sceneBoundingRect().intersects(shown)
