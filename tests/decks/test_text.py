"""Text lists: every line form players paste, the sectioned layout, and the round trip."""

from __future__ import annotations

import pytest

from ringtable.decks import DeckError, deck_to_text, parse_deck_text, starter_decks


def draw_of(text: str) -> dict[str, int]:
    result = parse_deck_text(text)
    assert result.problems == (), result.problems
    return dict(result.deck.draw_deck)


@pytest.mark.parametrize("line", [
    "4x Uruk Soldier", "4 x Uruk Soldier", "Uruk Soldier x4", "4 Uruk Soldier",
    "4x uruk soldier", "4x 1C154", "4 1c154", "4x Uruk Soldier (1C154)", "Uruk Soldier (x4)",
    "\u2022Uruk Soldier x4", "- 4x Uruk Soldier", "* 4 Uruk Soldier",
])
def test_count_forms(line: str) -> None:
    assert draw_of(line) == {"1_154": 4}


@pytest.mark.parametrize("line, card_id", [
    ("Uruk Soldier", "1_154"),                       # bare name, one copy
    ("Aragorn, Ranger of the North", "1_89"),        # Title, Subtitle
    ("1R89", "1_89"),                                # collector's info
    ("aragorn, ranger of the north", "1_89"),        # case
    ("Ulaire Nertea, Messenger of Dol Guldur", "1_234"),  # accents (Úlairë Nertëa)
    ("EOWYN, LADY OF ROHAN", "4_270"),
])
def test_name_forms(line: str, card_id: str) -> None:
    assert draw_of(line) == {card_id: 1}


def test_identical_reprints_are_not_ambiguous_and_follow_the_format() -> None:
    assert draw_of("Hobbit Sword") == {"1_299": 1}  # five identical printings: the first
    assert draw_of("Format: war_block\nHobbit Sword") == {"11_166": 1}


def test_sectioned_layout() -> None:
    text = """Name: My Uruks
Format: fotr_block
Ring-bearer: Frodo, Son of Drogo
Ring:
The One Ring, The Ruling Ring (1C2)
Adventure deck:
East Road (1U320)
Free Peoples Draw Deck: (2)
2x Aragorn, King in Exile
Shadow Draw Deck: (4)
4x Uruk Soldier
"""
    result = parse_deck_text(text)
    assert result.problems == ()
    deck = result.deck
    assert (deck.name, deck.format) == ("My Uruks", "fotr_block")
    assert (deck.ring_bearer, deck.ring, deck.sites) == ("1_290", "1_2", ("1_320",))
    assert deck.draw_deck == (("1_365", 2), ("1_154", 4))


def test_a_list_without_sections_sorts_cards_by_type() -> None:
    result = parse_deck_text("Frodo, Son of Drogo\n1C2\nEast Road (1U320)\n4x Uruk Soldier")
    deck = result.deck
    assert (deck.ring_bearer, deck.ring, deck.sites) == ("1_290", "1_2", ("1_320",))
    assert deck.draw_deck == (("1_154", 4),)
    assert "Ring-bearer" in result.assumptions[0]


def test_unknown_and_ambiguous_lines_are_reported_with_line_and_candidates() -> None:
    result = parse_deck_text("4x Uruk Soldier\n\n2x Uruk Sol\nAragorn\n3x Gandalf")
    unknown, ambiguous, gandalf = result.problems
    assert (unknown.line, unknown.code) == (3, "unknown_card")
    assert "1_154" in unknown.candidates and "did you mean Uruk Soldier" in unknown.message
    assert (ambiguous.line, ambiguous.code) == (4, "ambiguous_card")
    assert {"1_89", "1_365"} <= set(ambiguous.candidates)
    assert "Aragorn, Ranger of the North (1R89)" in ambiguous.message
    assert gandalf.line == 5 and str(gandalf).startswith("line 5: ")
    assert dict(result.deck.draw_deck) == {"1_154": 4}  # the good line is kept


def test_a_near_identical_misspelling_is_read_with_a_note() -> None:
    # "Urk Soldier" is one letter from Uruk Soldier and far from any other title.
    result = parse_deck_text("4x Uruk Scout\n2x Urk Soldier")
    assert result.problems == () and dict(result.deck.draw_deck)["1_154"] == 2
    assert "line 2: 'Urk Soldier' is read as Uruk Soldier" in result.assumptions[0]


def test_a_misspelling_close_to_two_titles_stays_a_problem() -> None:
    # 'Galadriel, Lady of Lorien': Lady of Light? Lady of the Golden Wood? Not ours to say.
    (problem,) = parse_deck_text("Galadriel, Lady of Lorien").problems
    assert problem.code == "unknown_card" and "1_45" in problem.candidates


def test_zero_count_is_reported() -> None:
    (problem,) = parse_deck_text("0x Uruk Soldier").problems
    assert (problem.line, problem.code) == (1, "bad_count")


def test_collector_info_that_contradicts_the_title() -> None:
    (problem,) = parse_deck_text("Uruk Soldier (1R89)").problems
    assert problem.code == "conflicting_card" and problem.line == 1


def test_a_second_ring_bearer_is_reported_not_dropped() -> None:
    text = "Ring-bearer:\nFrodo, Son of Drogo\nFrodo, Old Bilbo's Heir"
    (problem,) = parse_deck_text(text).problems
    assert (problem.line, problem.code) == (3, "misplaced_card")


def test_empty_list_is_an_error() -> None:
    with pytest.raises(DeckError, match="empty"):
        parse_deck_text("\n  \n# only a comment\n")


@pytest.mark.parametrize("stem", sorted(starter_decks()))
def test_export_then_import_gives_the_same_deck(stem: str) -> None:
    deck = starter_decks()[stem]
    result = parse_deck_text(deck_to_text(deck))
    assert result.problems == ()
    assert result.deck == deck


def test_export_writes_the_sectioned_layout() -> None:
    text = deck_to_text(starter_decks()["fotr-aragorn-starter"])
    for header in ("Ring-bearer:", "Ring:", "Adventure deck:", "Free Peoples Draw Deck: (30)",
                   "Shadow Draw Deck: (30)"):
        assert f"\n{header}\n" in text
    assert "\n2x Uruk-hai Raiding Party (1C158)\n" in text


def test_format_line_by_code_or_name() -> None:
    assert parse_deck_text("Format: Fellowship Block\n1C154").deck.format == "fotr_block"
    (problem,) = parse_deck_text("Format: Hobbit Block\n1C154").problems
    assert (problem.line, problem.code) == (1, "unknown_format")
