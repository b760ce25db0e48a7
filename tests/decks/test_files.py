"""The JSON deck format: starters load, save/load round-trips, writes are atomic."""

from __future__ import annotations

from pathlib import Path

import pytest

from ringtable.decks import Deck, DeckError, load_deck, save_deck, starter_decks
from ringtable.decks.starters import STARTER_FORMATS


def test_all_thirty_starters_load_with_their_format() -> None:
    decks = starter_decks()
    assert set(decks) == set(STARTER_FORMATS)
    for stem, deck in decks.items():
        assert deck.format == STARTER_FORMATS[stem], stem
        assert deck.ring_bearer and deck.ring and len(deck.sites) == 9, stem


def test_starter_contents() -> None:
    deck = starter_decks()["fotr-aragorn-starter"]
    assert deck.name == "FotR \u2013 Aragorn Starter"
    assert deck.ring_bearer == "1_290"
    assert deck.count_of("1_150") == 4


def test_save_then_load_gives_the_same_deck(tmp_path: Path) -> None:
    for stem, deck in starter_decks().items():
        path = tmp_path / f"{stem}.json"
        save_deck(deck, path)
        assert load_deck(path) == deck, stem


def test_unknown_fields_survive_a_save(tmp_path: Path) -> None:
    path = tmp_path / "d.json"
    path.write_text('{"ringtable_deck": 1, "name": "x", "author": "me"}', encoding="utf-8")
    deck = load_deck(path)
    save_deck(deck, path)
    assert '"author": "me"' in path.read_text(encoding="utf-8")


def test_failed_save_keeps_the_old_file(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "d.json"
    path.write_text("old", encoding="utf-8")

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ringtable.decks.files.os.fsync", broken_fsync)
    with pytest.raises(DeckError, match="No space left"):
        save_deck(Deck(name="x", ring_bearer=None, ring=None), path)
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["d.json"]
