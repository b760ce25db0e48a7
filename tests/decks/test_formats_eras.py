"""Formats and the eras of adventure decks (issue 17): "You and your opponents must each
have a deck built for the same format" (CR 4.1 "building your deck"). A block format
takes numbered sites, every later format nine different Shadows-era sites; the Starter
Rules format takes either, so all 30 starters can meet in it (the engine then plays a
numbered, a Shadows-era or a mixed path: see ``engine/path.py``)."""

from __future__ import annotations

from ringtable.decks import starter_decks, validate


def _codes(deck, fmt):
    return {p.code for p in validate(deck, fmt)}


def test_every_starter_is_legal_in_its_own_format_and_in_the_starter_rules_format():
    decks = starter_decks()
    assert len(decks) == 30
    assert {name: _codes(d, d.format) | _codes(d, "starter") for name, d in decks.items()
            if _codes(d, d.format) | _codes(d, "starter")} == {}


def test_a_shadows_era_deck_in_a_block_format_is_refused_naming_its_sites():
    sh = starter_decks()["sh-aragorn-starter"]
    for fmt in ("fotr_block", "movie"):
        problems = {p.code: p.message for p in validate(sh, fmt)}
        assert "site_wrong_block" in problems
        assert "numbered sites 1 to 9" in problems["site_wrong_block"]
        assert "The Prancing Pony (11S256)" in problems["site_wrong_block"]


def test_a_numbered_deck_in_a_shadows_era_format_is_refused_naming_its_sites():
    fotr = starter_decks()["fotr-aragorn-starter"]
    for fmt in ("open", "war_block", "expanded"):
        problems = {p.code: p.message for p in validate(fotr, fmt)}
        assert "nine different Shadows-era sites" in problems["site_wrong_block"], fmt
        assert "East Road (1U320)" in problems["site_wrong_block"]


def test_one_adventure_deck_cannot_mix_numbered_and_shadows_era_sites():
    decks = starter_decks()
    sh = decks["sh-aragorn-starter"]
    mixed = sh.with_changes(sites=(*sh.sites[:8], decks["fotr-aragorn-starter"].sites[0]))
    problems = {p.code: p.message for p in validate(mixed, "starter")}
    assert "Sites from different blocks cannot be mixed" in problems["mixed_site_blocks"]
