"""`ringtable deck import` settles an ambiguous printing without the GUI (issue 19), and a
Deck handed straight to the arena is count-checked like a deck file."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from ringtable.bot.arena import run_arena
from ringtable.cli import main as cli_main
from ringtable.decks import load_deck, starter_decks
from ringtable.decks.commands import import_file

# "Dagger Strike" is printed twice with different text: 1C102 and 7C84.
LIST = "Dagger Strike\nThe One Ring\n"


def write_list(tmp_path: Path) -> Path:
    path = tmp_path / "list.txt"
    path.write_text(LIST)
    return path


def test_printing_option_settles_the_line(tmp_path, capsys):
    """'`--printing "Dagger Strike=7C84"`'."""
    out = tmp_path / "deck.json"
    status = cli_main(["deck", "import", str(write_list(tmp_path)), str(out),
                       "--printing", "dagger strike=7c84"])
    assert status == 0, capsys.readouterr().err
    assert dict(load_deck(out).draw_deck) == {"7_84": 1}


def test_without_a_choice_the_report_names_the_options_and_writes_nothing(tmp_path, capsys,
                                                                        monkeypatch):
    """'a clear list of choices otherwise' (stdin is not a terminal)."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    out = tmp_path / "deck.json"
    assert cli_main(["deck", "import", str(write_list(tmp_path)), str(out)]) == 2
    err = capsys.readouterr().err
    assert ('choose one with --printing "Dagger Strike=1C102" or '
            '--printing "Dagger Strike=7C84"') in err
    assert not out.exists()


def test_a_printing_that_is_not_a_candidate_is_refused_naming_the_choices(tmp_path, capsys):
    out = tmp_path / "deck.json"
    assert cli_main(["deck", "import", str(write_list(tmp_path)), str(out),
                     "--printing", "Dagger Strike=9C84"]) == 2
    err = capsys.readouterr().err
    assert "can be only Dagger Strike (1C102), Dagger Strike (7C84)" in err
    assert not out.exists()
    assert cli_main(["deck", "import", str(write_list(tmp_path)), str(out),
                     "--printing", "Dagger Strike"]) == 2
    assert "TITLE=COLLECTOR-INFO" in capsys.readouterr().err


def test_at_a_terminal_the_player_is_asked_with_each_face(tmp_path, capsys, monkeypatch):
    """'an interactive prompt when stdin is a terminal'."""
    monkeypatch.setattr("sys.stdin.isatty", lambda: True, raising=False)
    monkeypatch.setattr("sys.stderr.isatty", lambda: True, raising=False)
    answers = iter(["7", "1"])  # a wrong answer is asked again
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    out = tmp_path / "deck.json"
    assert cli_main(["deck", "import", str(write_list(tmp_path)), str(out)]) == 0
    err = capsys.readouterr().err
    assert "1. Dagger Strike (1C102)" in err and "2. Dagger Strike (7C84)" in err
    assert "please answer a number from 1 to 2" in err
    assert dict(load_deck(out).draw_deck) == {"1_102": 1}


def test_the_ask_callback_is_asked_once_per_line(tmp_path):
    asked = []

    def ask(problem, cards):
        asked.append([c.id for c in cards])
        return cards[1].id

    ok, report = import_file(write_list(tmp_path), tmp_path / "d.json", ask=ask)
    assert ok, report
    assert asked == [["1_102", "7_84"]]
    assert json.loads((tmp_path / "d.json").read_text())


@pytest.mark.parametrize("count", [3_000_000, 10**12])
def test_a_deck_object_handed_to_the_arena_is_count_checked(count):
    """'a Deck object handed straight to the arena is count-checked like deck files'."""
    deck = starter_decks()["fotr-aragorn-starter"]
    huge = deck.with_changes(draw_deck=((deck.draw_deck[0][0], count),))
    with pytest.raises(ValueError, match="at most 99 copies"):
        run_arena(huge, deck, "random", "random", games=2, workers=1, scripts=False)
