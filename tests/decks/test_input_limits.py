"""Bad input that used to crash, hang or run for minutes (issue 19, points 10 and 11):
absurd counts, lone surrogates, devices and FIFOs, and `watch` arguments."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ringtable.cli import main
from ringtable.decks import (
    Deck,
    DeckError,
    deck_to_text,
    load_deck,
    parse_deck_text,
    save_deck,
    validate,
)
from ringtable.decks.commands import BAD_INPUT, check_file, export_file
from ringtable.paths import starter_decks_dir

STARTER = starter_decks_dir() / "fotr-aragorn-starter.json"


def starter_json() -> dict:
    return json.loads(STARTER.read_text(encoding="utf-8"))


@pytest.mark.parametrize("line", [
    "99999999999999999999x Uruk Soldier", "3000000x Uruk Soldier", "1000000000000 Uruk Soldier",
    "Uruk Soldier x3000000", "100x Uruk Soldier", "4" * 5000 + "x Uruk Soldier",
])
def test_absurd_counts_in_a_list_are_refused_with_a_message(line: str) -> None:
    result = parse_deck_text(f"4x Uruk Scout\n{line}")
    (problem,) = result.problems
    assert (problem.line, problem.code) == (2, "bad_count")
    assert "at most 99 copies" in problem.message
    assert result.deck.draw_deck_size() == 4


def test_many_legal_lines_cannot_pass_the_draw_deck_limit() -> None:
    result = parse_deck_text("\n".join(f"99x 1C{number}" for number in range(150, 161)))
    assert result.deck.draw_deck_size() == 990
    (problem,) = result.problems
    assert problem.line == 11 and "1,000 cards" in problem.message


def test_many_lines_of_one_card_cannot_pass_99_copies() -> None:
    result = parse_deck_text("60x Uruk Soldier\n40x Uruk Soldier\n4x Uruk Scout")
    (problem,) = result.problems
    assert problem.line == 2 and "more than 99 copies" in problem.message
    assert dict(result.deck.draw_deck) == {"1_154": 60, "2_47": 4}


@pytest.mark.parametrize("count", [3_000_000, 10**12, 10**20])
def test_absurd_counts_in_a_json_deck_are_refused_naming_the_field(tmp_path: Path,
                                                                     count: int) -> None:
    data = starter_json()
    data["draw_deck"][1]["count"] = count
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DeckError, match=r"huge\.json: field 'draw_deck\[1\]\.count'"):
        load_deck(path)
    status, report = check_file(path)
    assert status == BAD_INPUT and "at most 99 copies" in report


def test_a_5000_digit_integer_in_a_json_deck_is_a_message(tmp_path: Path) -> None:
    text = STARTER.read_text(encoding="utf-8").replace('"count": 2', '"count": ' + "9" * 5000, 1)
    path = tmp_path / "digits.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DeckError, match=r"digits\.json: malformed JSON"):
        load_deck(path)


def test_too_many_sites_in_a_json_deck(tmp_path: Path) -> None:
    data = starter_json()
    data["sites"] = data["sites"] * 20
    path = tmp_path / "sites.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DeckError, match="field 'sites': 180 sites"):
        load_deck(path)


def test_validate_refuses_an_absurd_count_at_once() -> None:
    deck = Deck(name="x", ring_bearer="1_290", ring="1_2", draw_deck=(("1_154", 3_000_000),))
    (problem,) = validate(deck, "fotr_block")
    assert problem.code == "absurd_count" and "3,000,000 copies" in problem.message


def test_arena_refuses_an_absurd_deck_file(tmp_path: Path) -> None:
    data = starter_json()
    data["draw_deck"][0]["count"] = 3_000_000
    path = tmp_path / "arena.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    # In a process of its own: the arena loads the card scripts into the process first.
    done = subprocess.run(
        [sys.executable, "-m", "ringtable", "arena", "--deck", str(path), "--deck",
         "fotr-gandalf-starter", "--bot", "random", "--bot", "random", "--games", "1",
         "--workers", "1"], capture_output=True, text=True, timeout=300,
        env={**os.environ, "RINGTABLE_HOME": str(tmp_path / "home")})
    assert done.returncode == 2, done.stderr
    assert "arena.json" in done.stderr and "at most 99 copies" in done.stderr


def test_a_lone_surrogate_in_the_name_never_breaks_validate_export_or_save(
        tmp_path: Path, capsys) -> None:
    text = STARTER.read_text(encoding="utf-8").replace(
        '"name": "FotR \u2013 Aragorn Starter"', '"name": "Bad \\ud800 name"')
    assert "\\ud800" in text
    path = tmp_path / "surrogate.json"
    path.write_text(text, encoding="utf-8")
    assert main(["deck", "validate", str(path)]) == 0
    assert "Bad \ufffd name: legal" in capsys.readouterr().out
    assert "Name: Bad \ufffd name" in export_file(path)
    assert main(["deck", "export", str(path)]) == 0
    deck = load_deck(path)
    save_deck(deck, tmp_path / "copy.json")
    assert load_deck(tmp_path / "copy.json").name == "Bad \ufffd name"
    # A Deck made in memory with a lone surrogate exports and saves too.
    made = deck.with_changes(name="x\ud800", notes="n\udfff")
    assert "Name: x\ufffd" in deck_to_text(made)
    save_deck(made, tmp_path / "made.json")
    assert load_deck(tmp_path / "made.json").name == "x\ufffd"


def test_devices_are_refused_without_reading() -> None:
    for device in ("/dev/zero", "/dev/urandom"):
        with pytest.raises(DeckError, match="not a regular file"):
            load_deck(device)
    status, report = check_file("/dev/zero")
    assert status == BAD_INPUT and "/dev/zero: not a regular file" in report


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "deck.fifo"
    os.mkfifo(fifo)
    with pytest.raises(DeckError, match="deck.fifo: not a regular file"):
        load_deck(fifo)


def test_validate_dev_zero_on_the_command_line(capsys) -> None:
    assert main(["deck", "validate", "/dev/zero"]) == 2
    assert "not a regular file" in capsys.readouterr().err


def test_watch_with_an_unknown_bot_lists_the_bots(capsys) -> None:
    code = main(["watch", "--deck", "fotr-aragorn-starter", "--deck", "fotr-gandalf-starter",
                 "--bot", "godlike"])
    assert code == 2
    err = capsys.readouterr().err
    assert "unknown bot 'godlike'" in err and "random, easy, normal, hard" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("target, message", [
    ("/tmp", "is a folder"), ("/no/such/folder/shot.png", "does not exist"),
    ("{tmp}/", "is a folder"), ("{tmp}/shot.txt", ".png"),
])
def test_watch_screenshot_to_a_path_that_cannot_be_written(tmp_path: Path, capsys,
                                                          target: str, message: str) -> None:
    target = target.format(tmp=tmp_path)
    code = main(["watch", "--deck", "fotr-aragorn-starter", "--deck", "fotr-gandalf-starter",
                 "--screenshot", target])
    assert code == 2
    captured = capsys.readouterr()
    assert message in captured.err and "saved" not in captured.out


def test_a_read_only_folder_keeps_the_old_deck_and_says_so(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "deck.json"
    save_deck(load_deck(STARTER), path)
    before = path.read_bytes()

    def read_only(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("ringtable.fileio.tempfile.mkstemp", read_only)
    with pytest.raises(DeckError, match=r"deck\.json: cannot write \(Permission denied\)"):
        save_deck(load_deck(STARTER), path)
    assert path.read_bytes() == before


def test_deck_import_on_a_full_disk_writes_nothing_and_says_so(tmp_path: Path, monkeypatch,
                                                              capsys) -> None:
    source = tmp_path / "list.txt"
    source.write_text("Frodo, Son of Drogo\n4x Uruk Soldier\n", encoding="utf-8")
    target = tmp_path / "out.json"
    target.write_text("previous", encoding="utf-8")

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ringtable.fileio.os.replace", disk_full)
    assert main(["deck", "import", str(source), str(target)]) == 2
    assert "No space left on device" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == "previous"


def test_validate_and_export_of_a_text_list_show_what_was_assumed(tmp_path: Path,
                                                                  capsys) -> None:
    # A misspelling read as the closest title is legal to import but never silent.
    path = tmp_path / "list.txt"
    path.write_text("Frodo, Son of Drogo\n4x Urk Soldier\n", encoding="utf-8")
    _status, report = check_file(path, "open")
    assert "note: line 2: 'Urk Soldier' is read as Uruk Soldier" in report
    assert main(["deck", "export", str(path)]) == 0
    captured = capsys.readouterr()
    assert "4x Uruk Soldier (1C154)" in captured.out
    assert "note: line 2: 'Urk Soldier' is read as Uruk Soldier" in captured.err
