"""The functions behind `ringtable deck validate|export|import`: text out, no tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

from ringtable.decks import load_deck, save_deck, starter_decks
from ringtable.decks.commands import (
    BAD_INPUT,
    ILLEGAL,
    LEGAL,
    check_file,
    export_file,
    import_file,
    validate_file,
)
from ringtable.paths import starter_decks_dir

FOTR_FILE = starter_decks_dir() / "fotr-aragorn-starter.json"


def test_validate_a_legal_starter() -> None:
    ok, report = validate_file(FOTR_FILE)
    assert ok
    assert report == "FotR \u2013 Aragorn Starter: legal in Fellowship Block (fotr_block)."


def test_validate_in_another_format_lists_the_reasons() -> None:
    ok, report = validate_file(FOTR_FILE, "standard")
    assert not ok
    assert "NOT legal in Standard (standard)" in report
    assert "[not_in_format]" in report and "Uruk Soldier (1C154)" in report


def test_validate_bad_input_is_a_message(tmp_path: Path) -> None:
    assert validate_file(tmp_path / "missing.json") == (
        False, f"error: {tmp_path / 'missing.json'}: no such deck file")
    ok, report = validate_file(FOTR_FILE, "nope")
    assert not ok and report.startswith("error: unknown format 'nope'")


def test_export_then_import_through_files(tmp_path: Path) -> None:
    listing = tmp_path / "aragorn.txt"
    listing.write_text(export_file(FOTR_FILE), encoding="utf-8")
    ok, report = import_file(listing, tmp_path / "aragorn.json")
    assert ok, report
    assert load_deck(tmp_path / "aragorn.json") == starter_decks()["fotr-aragorn-starter"]


def test_import_with_problems_writes_nothing(tmp_path: Path) -> None:
    listing = tmp_path / "bad.txt"
    listing.write_text("4x Uruk Soldier\nAragorn\n", encoding="utf-8")
    ok, report = import_file(listing, tmp_path / "bad.json")
    assert not ok
    assert "line 2: 'Aragorn' has several versions" in report
    assert not (tmp_path / "bad.json").exists()


def test_saved_file_is_readable_json_one_card_per_line(tmp_path: Path) -> None:
    path = tmp_path / "d.json"
    save_deck(starter_decks()["fotr-aragorn-starter"], path)
    text = path.read_text(encoding="utf-8")
    assert json.loads(text)["ring_bearer"] == {"id": "1_290", "title": "Frodo, Son of Drogo"}
    assert '\n    {"id": "1_154", "count": 3, "title": "Uruk Soldier"},\n' in text


def test_check_file_statuses(tmp_path: Path) -> None:
    assert check_file(FOTR_FILE)[0] == LEGAL
    assert check_file(FOTR_FILE, "war_block")[0] == ILLEGAL
    assert check_file(tmp_path / "none.json")[0] == BAD_INPUT
