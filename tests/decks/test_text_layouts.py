"""The layouts of published lists (issue 19, points 8 and 9): numbered site lists, typographic
quotes, GEMP's notes, title and Author lines, headers without a colon, printings settled
by the Format line or by the other cards."""

from __future__ import annotations

import pytest

from ringtable.cards import default_database
from ringtable.decks import parse_deck_text

FELLOWSHIP_PATH = ["Bag End", "Bree Gate", "Rivendell Terrace", "Moria Lake",
                   "The Bridge of Khazad-dum", "Galadriel's Glade", "Anduin Confluence",
                   "Pillars of the Kings", "Emyn Muil"]
FELLOWSHIP_IDS = ("1_319", "1_327", "1_340", "1_346", "1_349", "1_351", "1_353", "1_358",
                  "1_360")


def parsed(text: str):
    result = parse_deck_text(text)
    assert result.problems == (), result.problems
    return result


@pytest.mark.parametrize("layout", [
    "{n} - {site}", "{n} {site}", "Site {n}: {site}", "[{n}] {site}", "{n}. {site}",
    "{n}) {site}", "\u2022 {n} - {site}",
])
def test_a_numbered_site_list_gives_one_site_at_each_number(layout: str) -> None:
    # "3 - Rivendell Terrace" is site 3, not three copies: a list numbered 1-9 is 9 sites.
    lines = [layout.format(n=n, site=site) for n, site in enumerate(FELLOWSHIP_PATH, 1)]
    deck = parsed("Adventure Deck:\n" + "\n".join(lines)).deck
    assert deck.sites == FELLOWSHIP_IDS


def test_numbered_sites_without_a_section_header() -> None:
    deck = parsed("3 - Rivendell Terrace\n1 Bag End\n4x Uruk Soldier").deck
    assert deck.sites == ("1_340", "1_319")
    assert dict(deck.draw_deck) == {"1_154": 4}


def test_an_explicit_count_on_a_site_is_still_a_count() -> None:
    deck = parse_deck_text("Adventure deck:\n2x Bag End").deck
    assert deck.sites == ("1_319", "1_319")  # validation then reports the duplicate


def test_a_site_number_that_contradicts_the_card_is_reported_not_taken() -> None:
    result = parse_deck_text("Adventure deck:\n3 - Bag End")
    (problem,) = result.problems
    assert problem.code == "conflicting_site_number" and problem.line == 2
    assert "site 3" in problem.message and "site 1" in problem.message
    assert result.deck.sites == ()


def test_the_site_number_picks_the_printing_of_a_reprinted_site() -> None:
    # Anduin Banks: Fellowship site 8 (1U356), King site 4 (7U341), Shadows (11U227).
    assert parsed("4 - Anduin Banks").deck.sites == ("7_341",)
    assert parsed("8 - Anduin Banks").deck.sites == ("1_356",)


@pytest.mark.parametrize("name, card_id", [
    ("Gimli\u2019s Helm", "1_15"), ("Gimli\u2018s Helm", "1_15"), ("Gimli`s Helm", "1_15"),
    ("\u201cGimli's Helm\u201d", "1_15"),
    ("Faramir Son of Denethor", "4_117"),         # comma dropped
    ("Troop of Urukhai", "1_143"),                # hyphen dropped
    ("Shire Countryside", "3_113"),               # leading "The" dropped
    ("Ulaire Cantea Lieutenant of Dol-Guldur", "1_230"),
])
def test_typographic_quotes_and_dropped_punctuation(name: str, card_id: str) -> None:
    result = parse_deck_text(f"1x {name}")
    assert result.problems == () and dict(result.deck.draw_deck) == {card_id: 1}


def test_gemp_starting_notes_and_writers_notes_are_read_off() -> None:
    text = ("Legolas, Fearless Marksman x1 (starting)\nSting (Original Version)\n"
            "Thror\u2019s Map x2 (Long Knives x2 post-errata)")
    draw = dict(parsed(text).deck.draw_deck)
    db = default_database()
    named = {db[card_id].full_title: count for card_id, count in draw.items()}
    assert named == {"Legolas, Fearless Marksman": 1, "Sting": 1, "Thrór's Map": 2}


def test_gemp_share_page_with_title_author_and_notes() -> None:
    text = """Starter - Minas Tirith
Format: King Standard
Author: Phallen
Ring-bearer: Frodo, Courteous Halfling
Ring: The One Ring, Answer To All Riddles
Adventure deck:
Steps of Edoras
Free Peoples Draw Deck:
4x Aragorn, Ranger of the North
Shadow Draw Deck:
3x Gorgoroth Garrison
Notes
Gondor's Noble Leaders repelling the besieger invasion.
Free Peoples: (Starting Boromir and Pippin. I recommend a low bid, 0-2)
"""
    result = parsed(text)
    deck = result.deck
    assert deck.name == "Starter - Minas Tirith" and deck.format == "rotk_sta"
    assert "Author: Phallen" in deck.notes and "low bid" in deck.notes
    assert deck.draw_deck_size() == 7 and deck.sites == ("7_334",)
    assert any("deck's name" in a for a in result.assumptions)


@pytest.mark.parametrize("header", [
    "Free Peoples (36)", "Free Peoples (33 cards)", "Free Peoples (31 \u2013 incl 2 starting "
    "above):", "Shadow Side (36)", "Shadow Side 43 Cards:", "Free Peoples Side (40 Cards):",
    "Companions (9)", "(Dwarven: 6 Cards)",
])
def test_section_headers_without_a_colon_or_with_counts(header: str) -> None:
    deck = parsed(f"{header}\n4x Uruk Soldier").deck
    assert dict(deck.draw_deck) == {"1_154": 4}


def test_starting_fellowship_gives_ring_bearer_ring_and_companions() -> None:
    text = """Starting Fellowship:
The One Ring, Isildur\u2019s Bane
Frodo, Courteous Halfling
Gimli, Son of Gloin

Site Path:
1. The Riddermark (Pull Aragorn)

Free Peoples (33):
3x Dwarven Axe
"""
    deck = parsed(text).deck
    db = default_database()
    assert db[deck.ring_bearer].full_title == "Frodo, Courteous Halfling"
    assert db[deck.ring].full_title == "The One Ring, Isildur's Bane"
    assert deck.sites == ("4_328",)
    assert {db[c].full_title for c, _n in deck.draw_deck} == {"Gimli, Son of Gl\u00f3in",
                                                               "Dwarven Axe"}


def test_ring_bearer_and_ring_lines_above_the_sections() -> None:
    text = "Frodo, Reluctant Adventurer\nThe One Ring, Isildur\u2019s Bane\n\nAdventure Deck\n" \
           "1 - Bag End\n\nShadow Side (4)\n4x Uruk Soldier"
    deck = parsed(text).deck
    assert (deck.ring_bearer, deck.ring, deck.sites) == ("2_102", "1_1", ("1_319",))


def test_the_ruling_ring_in_a_fellowship_block_list_is_the_set_1_printing() -> None:
    # Five printings differ in play; every other card of this list is from sets 1-3.
    text = "Frodo, Son of Drogo\nThe One Ring, The Ruling Ring\n" + "\n".join(
        f"{n} - {site}" for n, site in enumerate(FELLOWSHIP_PATH, 1)) + "\n4x Uruk Soldier"
    assert parsed(text).deck.ring == "1_2"


def test_the_format_line_settles_the_ring() -> None:
    assert parsed("Format: Hunters Block\nThe One Ring, The Ruling Ring").deck.ring == "15_2"


def test_a_reprinted_site_beside_eight_fellowship_sites_is_the_fellowship_printing() -> None:
    # East Road is Fellowship site 1 (1U320) and a Shadows site (11U236).
    path = ["East Road", *FELLOWSHIP_PATH[1:]]
    deck = parsed("Adventure deck:\n" + "\n".join(path)).deck
    assert deck.sites[0] == "1_320" and len(deck.sites) == 9


def test_a_still_ambiguous_printing_is_reported_with_both_candidates_then_chosen() -> None:
    result = parse_deck_text("The One Ring, The Ruling Ring")
    (problem,) = result.problems
    assert problem.code == "ambiguous_card" and len(problem.candidates) == 5
    chosen = parse_deck_text("The One Ring, The Ruling Ring", choices={1: "7_1"})
    assert chosen.problems == () and chosen.deck.ring == "7_1"


def test_a_choice_that_is_not_a_candidate_is_ignored() -> None:
    result = parse_deck_text("The One Ring, The Ruling Ring", choices={1: "1_154"})
    assert result.problems[0].code == "ambiguous_card"


def test_an_unknown_first_line_with_close_titles_stays_a_problem() -> None:
    result = parse_deck_text("Urk Soldier\n4x Uruk Soldier")
    assert result.problems[0].code == "unknown_card" and result.deck.name == "Imported deck"


def test_deck_import_of_a_numbered_list_reports_nine_sites(tmp_path) -> None:
    from ringtable.decks import load_deck
    from ringtable.decks.commands import import_file

    source = tmp_path / "numbered.txt"
    source.write_text("Frodo, Son of Drogo\n" + "\n".join(
        f"{n} - {site}" for n, site in enumerate(FELLOWSHIP_PATH, 1)) + "\n4x Uruk Soldier\n",
        encoding="utf-8")
    ok, report = import_file(source, tmp_path / "out.json")
    assert ok and "4 draw-deck cards, 9 sites" in report  # not 45 sites, not "success"
    assert load_deck(tmp_path / "out.json").sites == FELLOWSHIP_IDS


def test_two_bullet_items_on_one_line_are_two_cards() -> None:
    # angelfire list, line 31: a lost line break between two "-" items.
    deck = parsed("-Aragorn, Wingfoot x2 -Faramir, Son of Denethor x2").deck
    assert dict(deck.draw_deck) == {"4_364": 2, "4_117": 2}


def test_a_hyphen_inside_a_name_is_not_two_items() -> None:
    (problem,) = parse_deck_text("4x Uruk Soldier\nUruk - Nonsense Soldier").problems
    assert problem.code == "unknown_card"
