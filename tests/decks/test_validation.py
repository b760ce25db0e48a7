"""Validation: every starter is legal in its format; each rule gives its own reason."""

from __future__ import annotations

import pytest

from ringtable.cards import default_database
from ringtable.decks import Deck, DeckError, formats, starter_decks, validate

FOTR = starter_decks()["fotr-aragorn-starter"]  # legal in fotr_block
SHADOWS = starter_decks()["sh-aragorn-starter"]  # legal in war_block


def codes(deck: Deck, format_code: str | None = None) -> list[str]:
    return [problem.code for problem in validate(deck, format_code)]


def with_draw(deck: Deck, **counts: int) -> Deck:
    """The deck with some draw-deck counts set (0 removes the card); ids as c1_89 -> 1_89."""
    draw = dict(deck.draw_deck)
    for key, count in counts.items():
        card_id = key[1:]
        if count:
            draw[card_id] = count
        else:
            draw.pop(card_id, None)
    return deck.with_changes(draw_deck=tuple(draw.items()))


@pytest.mark.parametrize("stem", sorted(starter_decks()))
def test_every_starter_is_legal_in_its_format(stem: str) -> None:
    deck = starter_decks()[stem]
    assert validate(deck) == [], stem


def test_formats_come_from_the_data() -> None:
    known = formats()
    assert {"fotr_block", "ttt_block", "king_block", "war_block", "standard", "expanded",
            "open", "starter"} <= set(known)
    assert known["fotr_block"].sets == frozenset({1, 2, 3})
    assert "7_49" in known["standard"].x_listed  # Steadfast Champion 7U49
    assert known["open"].restricted["1_248"] == 1  # Forces of Mordor 1C248
    assert "1_311" in known["expanded"].x_listed  # Sam, Son of Hamfast 1C311


def test_a_deliberately_broken_deck_gives_every_reason() -> None:
    broken = with_draw(FOTR, c1_2=1, c1_331=1, c1_89=1, c1_248=2, c4_41=1, c1_150=0,
                       c1_153=0).with_changes(
        ring_bearer="13_149",
        sites=FOTR.sites[:7] + ("4_323",),
    )
    found = set(codes(broken))
    assert "cannot_bear_ring" in found  # Frodo, Frenzied Fighter (Current Rulings)
    assert "draw_deck_too_small" in found
    assert "sides_unequal" in found
    assert "ring_in_draw_deck" in found
    assert "site_in_draw_deck" in found
    assert "wrong_site_count" in found
    assert "site_wrong_block" in found  # a Towers site in a Fellowship deck
    assert "missing_site_number" in found
    assert "not_in_format" in found  # Axe of Erebor, set 4
    assert "over_restricted" in found  # 2 Forces of Mordor in Block


def test_draw_deck_under_60() -> None:
    problems = validate(with_draw(FOTR, c1_150=0, c1_121=0))  # 4 + 3 cards fewer
    assert [p.code for p in problems if p.code == "draw_deck_too_small"]
    assert "53 cards" in next(p.message for p in problems if p.code == "draw_deck_too_small")


def test_unequal_sides_names_the_counts() -> None:
    problems = validate(with_draw(FOTR, c1_150=3))
    message = next(p.message for p in problems if p.code == "sides_unequal")
    assert "30 Free Peoples and 29 Shadow" in message


def test_more_than_four_of_a_title_counts_the_ring_bearer_and_ignores_subtitles() -> None:
    # Four Frodo, Old Bilbo's Heir in the draw deck plus Frodo, Son of Drogo bearing the Ring.
    deck = with_draw(FOTR, c1_289=4, c1_108=0, c1_110=0)
    problem = next(p for p in validate(deck) if p.code == "too_many_copies")
    assert "5 cards titled Frodo" in problem.message
    assert "as Ring-bearer" in problem.message
    assert set(problem.card_ids) == {"1_289", "1_290"}


def test_ring_and_site_in_the_draw_deck() -> None:
    found = codes(with_draw(FOTR, c1_2=1, c1_331=1))
    assert "ring_in_draw_deck" in found
    assert "site_in_draw_deck" in found


def test_missing_ring_bearer_and_ring() -> None:
    found = codes(FOTR.with_changes(ring_bearer=None, ring=None))
    assert "missing_ring_bearer" in found
    assert "missing_ring" in found


def test_ring_bearer_who_cannot_bear_the_ring() -> None:
    problem = next(p for p in validate(FOTR.with_changes(ring_bearer="1_89"))
                   if p.code == "cannot_bear_ring")
    assert "Aragorn, Ranger of the North (1R89)" in problem.message
    assert problem.card_ids == ("1_89",)


def test_every_version_of_frodo_but_frenzied_fighter_may_bear_the_ring() -> None:
    db = default_database()
    frodos = [c for c in db if c.title == "Frodo" and c.type == "companion"]
    assert [c.id for c in frodos if not c.can_start_with_ring] == ["13_149"]


def test_a_ring_slot_holding_another_card() -> None:
    assert "not_a_ring" in codes(FOTR.with_changes(ring="1_92"))


def test_sites_numbered_one_to_nine_once_each() -> None:
    twice = FOTR.sites[:8] + (FOTR.sites[0],)
    found = codes(FOTR.with_changes(sites=twice))
    assert "duplicate_site" in found
    assert "duplicate_site_number" in found
    assert "missing_site_number" in found


def test_sites_of_two_blocks_are_not_mixed() -> None:
    deck = FOTR.with_changes(sites=FOTR.sites[1:] + ("4_323",), format="movie")
    assert "mixed_site_blocks" in codes(deck)


def test_wrong_era_sites_and_non_sites_in_the_adventure_deck() -> None:
    assert "site_wrong_block" in codes(SHADOWS.with_changes(sites=FOTR.sites))
    assert "not_a_site" in codes(FOTR.with_changes(sites=FOTR.sites[:8] + ("1_92",)))


def test_at_most_three_sites_of_one_shadow_number_in_war_block() -> None:
    db = default_database()
    threes = [c.id for c in db if c.block == "shadows" and c.shadow_number == 3][:4]
    others = [s for s in SHADOWS.sites if db[s].shadow_number != 3][:5]
    deck = SHADOWS.with_changes(sites=tuple(threes + others))
    assert "too_many_same_shadow_number" in codes(deck)
    assert "too_many_same_shadow_number" not in codes(deck, "war_standard")


def test_card_outside_the_formats_sets() -> None:
    problem = next(p for p in validate(with_draw(FOTR, c4_41=1)) if p.code == "not_in_format")
    assert problem.card_ids == ("4_41",)
    assert "Axe of Erebor" in problem.message


def test_x_listed_card() -> None:
    deck = with_draw(SHADOWS, c7_49=1)  # Steadfast Champion, X-listed in Standard
    problem = next(p for p in validate(deck, "standard") if p.code == "x_listed")
    assert "7_49" in problem.card_ids and "Steadfast Champion (7U49)" in problem.message
    assert "x_listed" not in codes(deck, "war_standard")


def test_over_the_restricted_limit() -> None:
    deck = with_draw(FOTR, c1_248=2)
    problem = next(p for p in validate(deck) if p.code == "over_restricted")
    assert "Forces of Mordor" in problem.message and problem.card_ids == ("1_248",)
    assert "over_restricted" not in codes(with_draw(FOTR, c1_248=1))


def test_unknown_card_ids_are_a_problem_not_a_crash() -> None:
    assert "unknown_card" in codes(with_draw(FOTR, c99_1=1))


def test_unknown_or_missing_format_is_an_input_error() -> None:
    with pytest.raises(DeckError, match="unknown format 'nope'; known formats: fotr_block"):
        validate(FOTR, "nope")
    with pytest.raises(DeckError, match="names no format"):
        validate(FOTR.with_changes(format=None))


def test_starter_rules_waive_size_and_balance_only() -> None:
    small = with_draw(FOTR, c1_150=0)
    assert codes(small, "starter") == []
    assert "cannot_bear_ring" in codes(small.with_changes(ring_bearer="1_89"), "starter")
