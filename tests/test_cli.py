"""The ``ringtable`` command: version, deck validation exit codes, export/import."""

from __future__ import annotations

import json

from ringtable import __version__
from ringtable.cli import main
from ringtable.paths import starter_decks_dir

STARTER = starter_decks_dir() / "fotr-aragorn-starter.json"


def test_version(capsys):
    try:
        main(["--version"])
    except SystemExit as exc:
        assert exc.code == 0
    assert __version__ in capsys.readouterr().out


def test_validate_legal_starter_exits_0(capsys):
    assert main(["deck", "validate", str(STARTER)]) == 0
    assert "legal" in capsys.readouterr().out


def test_validate_illegal_deck_exits_1_with_reasons(tmp_path, capsys):
    data = json.loads(STARTER.read_text(encoding="utf-8"))
    data["draw_deck"] = data["draw_deck"][:5]
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert main(["deck", "validate", str(broken), "--format", "fotr_block"]) == 1
    out = capsys.readouterr().out
    assert "NOT legal" in out and "60" in out


def test_validate_missing_file_exits_2_naming_it(tmp_path, capsys):
    missing = tmp_path / "nope.json"
    assert main(["deck", "validate", str(missing)]) == 2
    assert "nope.json" in capsys.readouterr().err


def test_export_then_import_round_trips(tmp_path, capsys):
    assert main(["deck", "export", str(STARTER)]) == 0
    text = capsys.readouterr().out
    assert "Ring-bearer:" in text and "Adventure deck:" in text
    listing = tmp_path / "list.txt"
    listing.write_text(text, encoding="utf-8")
    out = tmp_path / "again.json"
    assert main(["deck", "import", str(listing), str(out)]) == 0
    assert main(["deck", "validate", str(out), "--format", "fotr_block"]) == 0


def test_arena_plays_and_reports(capsys):
    assert main(["arena", "--deck", "fotr-aragorn-starter", "--deck", "fotr-gandalf-starter",
                 "--bot", "normal", "--bot", "random", "--games", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "2 games" in out and "heuristic (fotr-aragorn-starter)" in out and "95% CI" in out


def test_arena_names_a_bad_bot(capsys):
    assert main(["arena", "--deck", "a", "--deck", "b", "--bot", "genius", "--bot",
                 "random"]) == 2
    assert "genius" in capsys.readouterr().err
