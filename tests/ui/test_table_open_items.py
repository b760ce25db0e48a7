"""The table's open items (issue 20, third pass): threats and initiative, a path with
unplayed and unnumbered sites in regions, followers in the attachment strip, prompts
that name their card, titles and badges that fit.

Each test drives the real widgets, as the app does."""

from __future__ import annotations

import pytest

from ringtable.testing import Scenario
from ringtable.ui.services import Services
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.screen import TableScreen

PEOPLE = [Seat("Ann"), Seat("Bo")]
DERUFIN = "7_87"            # a companion of set 7: a game that uses threats and initiative


@pytest.fixture(scope="module")
def services(qapp):
    services = Services()
    assert services.db  # the card scripts are loaded before any game starts, as in the app
    return services


def table(qtbot, services, game, size=(1280, 720), viewing_seat=0) -> TableScreen:
    controller = GameController(game, list(PEOPLE), bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0,
                         viewing_seat=viewing_seat)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


# 1. Threats and initiative ------------------------------------------------------------
def era_game(hand: int, threats: int = 0) -> Scenario:
    sc = Scenario()
    sc.companion(DERUFIN)
    sc.companion("Boromir, Lord of Gondor")  # with Frodo: 3 companions, a limit of 3
    for _ in range(hand):
        sc.hand("Hobbit Intuition", player=sc.fp)
    sc.threats(threats)
    return sc


def test_threats_show_their_count_and_limit_near_the_twilight_pool(qtbot, services):
    """'Threats as a counter near the twilight pool/path with "threats N / limit L"':
    limit = the number of companions (CR 4.1 'threats')."""
    screen = table(qtbot, services, era_game(hand=2, threats=2).start("shadow"))
    scene = screen.scene
    assert scene.threats.isVisible()
    assert scene.threats.text == "Threats 2 / limit 3"
    pool = scene.twilight.sceneBoundingRect()
    counter = scene.threats.sceneBoundingRect()
    assert abs(counter.center().x() - pool.center().x()) < 10
    assert 0 <= counter.top() - pool.bottom() < 20  # right under the pool
    assert not counter.intersects(pool)


def test_threats_at_the_limit_are_marked(qtbot, services):
    screen = table(qtbot, services, era_game(hand=2, threats=3).start("shadow"))
    assert screen.scene.threats.text == "Threats 3 / limit 3" and screen.scene.threats.full


@pytest.mark.parametrize("viewer", [0, 1])
def test_initiative_is_marked_by_the_side_that_has_it(qtbot, services, viewer):
    """'Initiative (Free Peoples has it with 4+ cards in hand) as a clear marker by the
    side that has it'. The viewer's own row is the lower one."""
    from ringtable.ui.table.layout import BOTTOM_ROW_Y, TOP_ROW_Y

    for hand, side in ((4, "free_peoples"), (3, "shadow")):
        screen = table(qtbot, services, era_game(hand=hand).start("shadow"), viewing_seat=viewer)
        chip = screen.scene.initiative
        assert chip.isVisible() and chip.side == side
        fp_is_viewer = viewer == 0
        lower = (side == "free_peoples") == fp_is_viewer
        row_y = BOTTOM_ROW_Y if lower else TOP_ROW_Y
        box = chip.sceneBoundingRect()
        assert row_y - 30 <= box.top() and box.bottom() <= row_y  # just above that row
        assert "Free Peoples" in chip.toolTip()
        screen.close()


def test_a_fellowship_block_game_draws_neither(qtbot, services):
    """Only in games where they matter: a game of Fellowship-block cards has no threats
    counter and no initiative chip (until a threat is placed anyway)."""
    sc = Scenario()
    sc.companion("Boromir, Lord of Gondor")
    screen = table(qtbot, services, sc.start("shadow"))
    assert not screen.scene.threats.isVisible() and not screen.scene.initiative.isVisible()
    view = screen.controller.view(0)
    view["threats"][view["free_peoples"]] = 1  # a threat placed by hand (rules off)
    screen.scene.sync(view)
    assert screen.scene.threats.isVisible() and screen.scene.threats.text.startswith("Threats 1")


def test_the_marks_follow_the_game(qtbot, services):
    """Initiative changes hands with the Free Peoples hand; the counter follows threats."""
    from ringtable.engine import effects

    screen = table(qtbot, services, era_game(hand=4).start("shadow"))
    assert screen.scene.initiative.side == "free_peoples"
    game = screen.controller.game
    fp = game.s.fp
    card = game.s.piles[fp]["hand"][0]
    game.s.move(card, "discard", fp)
    effects.add_threats(game, 1)
    screen.refresh_view()
    assert screen.scene.initiative.side == "shadow"
    assert screen.scene.threats.text == "Threats 1 / limit 3"


# 2. Regions, unplayed and unnumbered sites, followers ------------------------------------
SHADOWS_SITES = ["11_227", "11_228", "11_229", "11_230", "11_231", "11_232"]


def test_a_path_slot_with_no_site_yet_is_an_empty_labelled_slot(qtbot, services):
    """'A path slot with no site yet shows as an empty, labelled slot ("Site 5 - not yet
    played")'; a site taken off the path leaves its slot labelled again."""
    sc = Scenario()
    sc.at_site(2)
    screen = table(qtbot, services, sc.start("shadow"))
    labels = screen.scene.path.labels()
    assert sorted(labels) == list(range(3, 10))
    assert labels[5] == "Site 5 \u2014 not yet played"
    view = screen.controller.view(0)
    first = view["path"][1]
    view["path"][1] = -1  # the site is removed from the path
    screen.scene.sync(view)
    assert 1 in screen.scene.path.labels() and first not in screen.scene.cards
    assert not screen.scene.path.regions  # numbered Fellowship-block sites: no regions


def shadows_path_view(screen: TableScreen, played: int) -> dict:
    """The view with the first ``played`` sites replaced by unnumbered Shadows-era sites
    (what the engine's Shadows path puts in ``view_for``: sites placed by position)."""
    view = screen.controller.view(0)
    for number in range(1, played + 1):
        view["cards"][view["path"][number]]["card"] = SHADOWS_SITES[number - 1]
    return view


def test_a_shadows_era_path_is_framed_by_regions(qtbot, services):
    """'Region bands/labels (I, II, III) over sites 1-3, 4-6, 7-9 (for Shadows-era games;
    detected from the sites' card data: no printed site number, block "shadows")'."""
    sc = Scenario()
    sc.at_site(2)
    screen = table(qtbot, services, sc.start("shadow"))
    view = shadows_path_view(screen, 2)
    screen.scene.sync(view)
    scene = screen.scene
    assert scene.path.regions
    boxes = scene.path.region_boxes()
    assert [numeral for numeral, _box in boxes] == ["I", "II", "III"]
    slots = {n: (x, y) for n, x, y in scene.layout.path_slots}
    for (_numeral, box), first in zip(boxes, (1, 4, 7), strict=True):
        for n in (first, first + 1, first + 2):
            assert box.contains(slots[n][0] + 10, slots[n][1] + 10)
        others = [n for n in slots if not first <= n <= first + 2]
        assert not any(box.contains(slots[n][0] + 10, slots[n][1] + 10) for n in others)
    # the site cards stand in their slots, the current site is still framed and named
    site = view["path"][2]
    assert scene.cards[site].pos().x() == pytest.approx(slots[2][0])
    shadow = services.db[SHADOWS_SITES[1]].shadow_number
    assert scene.current_site.label == f"Site 2 \u00b7 Shadow {shadow}"
    assert sorted(scene.path.labels()) == list(range(3, 10))


def test_an_attached_follower_shows_in_the_strip_with_its_type(qtbot, services):
    """'An attached card of type Follower in the attachment strip like any other
    attachment with its type visible.' Rohan Stable Master is a follower."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    follower = sc.bear(frodo, "Rohan Stable Master")
    possession = sc.bear(frodo, "Hobbit Sword")
    screen = table(qtbot, services, sc.start("shadow"), size=(1920, 1080))
    scene = screen.scene
    item = scene.cards[follower]
    assert item.strip > 0 and item.isVisible()
    assert item.strip_tag() == "Follower" and "(follower)" in item.toolTip()
    assert scene.cards[possession].strip_tag() == ""
    bearer = scene.cards[frodo].sceneBoundingRect()
    strip_top = item.mapToScene(0, 176 - item.strip).y()
    assert strip_top >= bearer.bottom() - 10  # its strip shows under the bearer
    tag, _px, _w, fitted = item.strip_text()
    assert tag == "Follower" or tag == "F"  # its kind shows beside its title
    assert not fitted.elided and " ".join(fitted.lines) == "Rohan Stable Master"
    image = screen.grab().toImage()
    assert not image.isNull()


# 4. Small rough edges ------------------------------------------------------------------
def test_a_word_wider_than_a_small_card_is_hyphenated_not_cut(qtbot, services):
    """'On ~40 px cards, one-word titles wider than the card are cut ("Host of
    Thousands"): fit or wrap them.' In a support area at 1280x720 the card is ~50 px."""
    sc = Scenario()
    card = sc.support("Host of Thousands", player=0)
    sc.at_site(2)
    screen = table(qtbot, services, sc.start("shadow"))
    item = screen.scene.cards[card]
    assert item.sceneBoundingRect().width() * screen.scene.view_scale < 60
    fitted = item.title_lines()
    assert fitted is not None and not fitted.elided
    assert "".join(line.rstrip("-").replace(" ", "") for line in fitted.lines) \
        == "HostofThousands"
    assert any(line.endswith("-") for line in fitted.lines)


def test_a_changed_stat_sits_beside_its_printed_badge_not_on_the_text(qtbot, services):
    """'The 2560x1440 faces show a badge overlapping text ("S 4")': a changed value now
    sits beside its printed badge, over the art, clear of the title and the text box."""
    from ringtable.imaging.render import stat_badges
    from ringtable.ui.table.layout import CARD_H, CARD_W

    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.bear(frodo, "Hobbit Sword")  # strength +2
    screen = table(qtbot, services, sc.start("shadow"), size=(2560, 1440))
    item = screen.scene.cards[frodo]
    assert not screen.scene.is_compact(item.scale())  # the full face is drawn
    changed = item.changed_stats()
    assert changed and changed[0][1] > services.db[item.card_id].strength
    badges = stat_badges(services.db[item.card_id], CARD_W)
    x, y, radius = badges["strength"]
    pill = changed[0][0]
    assert pill.left() >= x + radius and abs(pill.center().y() - y) < 2
    assert pill.right() < CARD_W / 2 and pill.bottom() < CARD_H * 0.55  # above the text box


# 3. Prompts say which card asks and what for --------------------------------------------
def scripted(**kw) -> Scenario:
    from ringtable.persistence import game_rules

    return Scenario(rules=game_rules(), **kw)  # card texts come from their scripts


def prompt_of(screen: TableScreen) -> str:
    screen.refresh_view()
    return screen.decision.prompt.text()


def test_a_cards_choice_names_the_card_and_what_to_choose(qtbot, services):
    """'<Card title>: <what to choose>'. Gimli, Son of Gloin: 'Fellowship: Add (2) to
    place a card from hand beneath your draw deck.'"""
    from ringtable.testing import act

    sc = scripted()
    gimli = sc.companion("1_12")
    sc.hand("1_92")
    sc.hand("1_299")
    sc.draw_top("1_97")
    screen = table(qtbot, services, sc.start("fellowship"))
    act(screen.controller.game, "use", gimli)
    assert prompt_of(screen) == "Gimli: choose a card to place beneath your draw deck"


def test_an_optional_trigger_names_its_card(qtbot, services):
    """Uruk Soldier... 'Use an optional triggered ability?' did not say whose."""
    from ringtable.testing import act

    sc = scripted()
    soldier = sc.hand("1_154")
    sc.draw_top("1_92")
    sc.draw_top("1_97")
    screen = table(qtbot, services, sc.twilight(4).at_site(3).start("shadow"), viewing_seat=1)
    act(screen.controller.game, "play", soldier)
    assert screen.controller.game.decision.kind == "optional_trigger"
    title = services.db["1_154"].title
    assert prompt_of(screen) == f"{title}: use its optional triggered ability?"


def test_choose_one_names_the_card(qtbot, services):
    """Moria Lake: 'the Free Peoples player must exert Frodo or exert 2 other
    companions' asked 'Choose one'."""
    from ringtable.testing import act
    from ringtable.testing.scenario import DEFAULT_SITES

    moria_lake = "1_346"
    swap = moria_lake in DEFAULT_SITES[0]
    sc = scripted(sites=(DEFAULT_SITES[1], DEFAULT_SITES[0])) if swap else scripted()
    sc.at_site(services.db[moria_lake].site_number - 1)
    sc.companion("1_97")
    sc.companion("1_365")
    screen = table(qtbot, services, sc.start("fellowship"))
    act(screen.controller.game, "pass")
    assert screen.controller.game.decision.kind == "choose_option"
    assert prompt_of(screen) == "Moria Lake: choose one effect"


def test_the_deck_builders_list_and_statistics_fit_at_1280x720(qtbot):
    """'Check the deck builder at 1280x720 once more': the list's Title column was 20 px
    ('...') beside eight 100 px columns; 'Shadow numbers along the path' was cut."""
    from ringtable.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.show_deck_builder()
    browser = window.deck_builder.browser
    browser.set_mode("list")
    qtbot.wait(50)
    header = browser.table.horizontalHeader()
    assert header.sectionSize(0) >= 0.3 * browser.table.viewport().width()
    model = browser.table.model()
    metrics = browser.table.fontMetrics()
    for column in range(1, model.columnCount()):  # every value of the first rows shows
        for row in range(min(50, model.rowCount())):
            text = str(model.index(row, column).data() or "")
            assert metrics.horizontalAdvance(text) <= header.sectionSize(column) - 8, text
    window.deck_builder.edit.mark_saved()


def test_sites_on_the_path_show_their_titles_at_1280x720(qtbot, services):
    """The ~40 px sites on the path showed their Shadow number and no title at all at
    1280x720 (a numbered site needed 34 px beside its disc); their titles now show,
    broken over lines (hyphenated when a word is wider than the card)."""
    sc = Scenario()
    sc.at_site(6)
    screen = table(qtbot, services, sc.start("shadow"))
    view = screen.controller.view(0)
    whole = []
    for number in range(1, 7):
        item = screen.scene.cards[view["path"][number]]
        assert item.sceneBoundingRect().width() * screen.scene.view_scale < 50
        fitted = item.title_lines()
        assert fitted is not None, services.db[item.card_id].title
        if not fitted.elided:
            whole.append(services.db[item.card_id].title)
        else:  # as many lines as the band holds, the last elided: not just "The ..."
            assert "Bridge" in " ".join(fitted.lines)
    assert len(whole) >= 5  # all but the longest ("The Bridge of Khazad-dûm")


@pytest.mark.parametrize("title, lines", [("Westfarthing", ("Westfar-", "thing")),
                                          ("Khazad-dûm", ("Khazad-", "dûm")),
                                          ("Host of Thousands", ("Host of", "Thou-", "sands"))])
def test_a_word_is_broken_where_a_reader_expects(qapp, title, lines):
    """At the floor size a word wider than the card breaks after its own hyphen, else
    between two consonants, never leaving two letters alone ('Thousan-ds')."""
    from ringtable.ui.qt import QFont, QFontMetricsF
    from ringtable.ui.table.title_fit import fit_title

    font = QFont()
    font.setBold(True)
    font.setPixelSize(10)
    widest = max(QFontMetricsF(font).horizontalAdvance(w) for w in title.split())
    width = widest * 0.72
    fitted = fit_title(title, font.family(), width, 200, False, 10, 10)
    assert fitted.lines == lines and not fitted.elided


def test_a_live_shadows_era_game_is_framed_by_regions_from_its_first_decision(qtbot, services):
    """'Everything the every-era issue adds is drawn: regions, unnumbered sites as they are
    placed.' A real game of two Shadows starters: before site 1 is chosen the path is
    already framed in regions (the engine's ``shadows_path``) with nine empty slots; the
    site the first player places stands in slot 1, the other eight stay labelled."""
    from ringtable.decks import starter_decks
    from ringtable.engine import Game, GameSetup
    from ringtable.testing import act

    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["sh-aragorn-starter"], decks["sh-gandalf-starter"]],
                              seed=5, format="starter"), services.rules)
    act(game, "bid", value=0)
    act(game, "bid", value=0)
    act(game, "seat", value=0)
    assert game.decision.kind == "choose_site"
    screen = table(qtbot, services, game)
    scene = screen.scene
    assert scene.path.regions and sorted(scene.path.labels()) == list(range(1, 10))
    site = game.legal_actions()[0].card
    assert screen.controller.apply(next(a for a in game.legal_actions() if a.card == site))
    qtbot.waitUntil(lambda: site in scene.cards)
    slots = {n: (x, y) for n, x, y in scene.layout.path_slots}
    assert scene.cards[site].pos().x() == pytest.approx(slots[1][0])
    assert scene.path.regions and sorted(scene.path.labels()) == list(range(2, 10))
