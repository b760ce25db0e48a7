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

    monkeypatch.setattr("ringtable.fileio.os.fsync", broken_fsync)
    with pytest.raises(DeckError, match="No space left"):
        save_deck(Deck(name="x", ring_bearer=None, ring=None), path)
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["d.json"]


def write(tmp_path: Path, text: str, name: str = "deck.json") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match=r"nope\.json: no such deck file"):
        load_deck(tmp_path / "nope.json")


def test_malformed_json_names_line_and_column(tmp_path: Path) -> None:
    path = write(tmp_path, '{"ringtable_deck": 1,\n "name": "x",,\n}')
    with pytest.raises(DeckError, match=r"deck\.json: line 2, column 14: malformed JSON"):
        load_deck(path)


def test_unknown_card_id_names_the_field(tmp_path: Path) -> None:
    path = write(tmp_path, '{"ringtable_deck": 1, "name": "x", "draw_deck": '
                           '[{"id": "1_154", "count": 4}, {"id": "99_1", "title": "Nothing"}]}')
    with pytest.raises(DeckError, match=r"field 'draw_deck\[1\]\.id': unknown card id '99_1' "
                                        r"\(the file calls it 'Nothing'\)"):
        load_deck(path)


@pytest.mark.parametrize("body, field, found", [
    ('"name": 7', "name", "found a number 7"),
    ('"name": "x", "sites": {"id": "1_320"}', "sites", "expected a list, found an object"),
    ('"name": "x", "draw_deck": [{"id": "1_154", "count": "4"}]', r"draw_deck\[0\]\.count",
     'found text "4"'),
    ('"name": "x", "ring": "1_2"', "ring", "found text"),
    ('"name": "x", "ring_bearer": {"id": 1290}', r"ring_bearer\.id", "found a number"),
])
def test_wrong_json_type_names_the_field(tmp_path: Path, body: str, field: str,
                                         found: str) -> None:
    path = write(tmp_path, '{"ringtable_deck": 1, ' + body + "}")
    with pytest.raises(DeckError, match=rf"field '{field}': .*{found}"):
        load_deck(path)


def test_not_a_deck_file(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="not a Ringtable deck file"):
        load_deck(write(tmp_path, '{"cards": []}'))


def test_empty_text_list(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match=r"empty\.txt: the deck list is empty"):
        load_deck(write(tmp_path, "\n\n   \n", "empty.txt"))


def test_text_list_with_problems_lists_every_line(tmp_path: Path) -> None:
    path = write(tmp_path, "4x Uruk Soldier\n2x Nobody Here\nAragorn\n", "list.txt")
    with pytest.raises(DeckError) as info:
        load_deck(path)
    message = str(info.value)
    assert "list.txt: the deck list has problems" in message
    assert "line 2: no card called 'Nobody Here'" in message
    assert "line 3: 'Aragorn' has several versions" in message


def test_text_list_loads(tmp_path: Path) -> None:
    deck = load_deck(write(tmp_path, "Ring-bearer: 1R290\n4x Uruk Soldier\n", "uruks.txt"))
    assert (deck.name, deck.ring_bearer, deck.draw_deck) == ("uruks", "1_290", (("1_154", 4),))


def test_huge_file_is_refused_by_size_before_reading(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: 50 MB long, nothing written

    def no_reading(self: Path) -> bytes:
        raise AssertionError("the file was read")

    monkeypatch.setattr(Path, "read_bytes", no_reading)
    with pytest.raises(DeckError, match=r"huge\.json: 52,428,800 bytes is too big"):
        load_deck(path)


def test_binary_file(tmp_path: Path) -> None:
    path = tmp_path / "image.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(DeckError, match=r"image\.png: not a text file"):
        load_deck(path)


def test_absurdly_nested_json(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="nested too deeply"):
        load_deck(write(tmp_path, "{" + '"a":' + "[" * 200_000 + "]" * 200_000 + "}"))


def test_a_folder_is_not_a_deck(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="is a folder, not a deck file"):
        load_deck(tmp_path)
