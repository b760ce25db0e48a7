"""The component data loader: the shipped files load, and each kind of error names the
file, the field path and the position."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ringtable.knizia import KniziaDataError, default_components, load_components
from ringtable.paths import resources_dir

SHIPPED = resources_dir() / "knizia"


def test_the_shipped_components_load_with_the_counts_of_the_box():
    c = default_components()
    assert len(c.cards) == 95  # 60 Quest + 35 Legendary
    assert sum(1 for f in c.cards if not f.legendary) == 60
    assert len(c.tiles) == 23
    assert list(c.boards) == ["moria", "helms_deep", "shelobs_lair", "mordor"]
    assert all(len(b.events) == 6 for b in c.boards.values())
    assert [h[1] for h in c.hobbits] == ["Frodo", "Sam", "Pippin", "Merry", "Fatty"]
    assert dict(c.sauron_start) == {"introductory": 15, "normal": 12, "expert": 10}
    assert sum(c.runes.values()) == 32 and sorted(c.gold_runes) == [1, 1, 2, 2, 3, 3]
    assert dict(c.life_tokens) == {"ring": 5, "heart": 3, "sun": 3}


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "knizia"
    shutil.copytree(SHIPPED, folder)
    return folder


def _edit(folder: Path, name: str, change) -> None:
    path = folder / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def _error(folder: Path) -> str:
    with pytest.raises(KniziaDataError) as info:
        load_components(folder)
    return str(info.value)


def test_a_missing_file_is_named(tmp_path):
    folder = _copy(tmp_path)
    (folder / "tiles.json").unlink()
    assert _error(folder).startswith("tiles.json: cannot read")


def test_broken_json_names_the_line_and_column(tmp_path):
    folder = _copy(tmp_path)
    (folder / "rules.json").write_text('{\n  "schema_version": 1,\n  oops\n}', encoding="utf-8")
    assert _error(folder).startswith("rules.json: line 3, column 3:")


def test_an_unsupported_schema_version_is_refused(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "cards.json", lambda d: d.update(schema_version=2))
    assert _error(folder) == "cards.json: $.schema_version: unsupported version 2"


def test_a_missing_field_names_its_path(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "boards.json",
          lambda d: d["conflict_boards"][1]["tracks"]["travel"]["spaces"][3].pop("reward"))
    assert _error(folder) == ("boards.json: $.conflict_boards[1].tracks.travel.spaces[3].reward: "
                              "missing")


def test_a_wrong_type_names_the_field_and_the_value(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "cards.json", lambda d: d["quest_cards"]["groups"][2].update(count="5"))
    assert _error(folder) == "cards.json: $.quest_cards.groups[2].count: expected int, found '5'"


def test_an_unknown_word_lists_the_allowed_ones(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "boards.json",
          lambda d: d["conflict_boards"][0]["events"][4]["on_failure"][0].update(op="explode"))
    message = _error(folder)
    assert message.startswith("boards.json: $.conflict_boards[0].events[4].on_failure[0].op: "
                              "unknown value 'explode' (allowed: sauron_advance")


def test_a_space_out_of_position_is_caught(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "boards.json",
          lambda d: d["conflict_boards"][2]["tracks"]["hide"]["spaces"][4].update(index=5))
    assert _error(folder) == ("boards.json: $.conflict_boards[2].tracks.hide.spaces[4].index: "
                              "expected 4, found 5")


def test_a_card_reference_must_exist_and_agree_with_its_name(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "boards.json", lambda d: d["conflict_boards"][0]["tracks"]["hide"]["spaces"][1]
          .update(card_id="bok"))
    assert _error(folder) == ("boards.json: $.conflict_boards[0].tracks.hide.spaces[1].card_id: "
                              "no Legendary card 'bok'")
    folder2 = _copy(tmp_path / "b")
    _edit(folder2, "boards.json", lambda d: d["conflict_boards"][0]["tracks"]["hide"]["spaces"][1]
          .update(card="Pipe"))
    assert _error(folder2) == ("boards.json: $.conflict_boards[0].tracks.hide.spaces[1].card: "
                               "'Pipe' does not name card_id 'book'")


def test_wrong_counts_are_refused(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "tiles.json", lambda d: d["tiles"][4].update(count=5))
    assert _error(folder) == "tiles.json: $.tiles: expected 23 Story tiles, found 22"
    folder2 = _copy(tmp_path / "b")
    _edit(folder2, "boards.json", lambda d: d["conflict_boards"][3]["events"].pop())
    assert _error(folder2) == "boards.json: $.conflict_boards[3].events: expected 6 events, found 5"


def test_a_yellow_card_with_a_symbol_is_refused(tmp_path):
    folder = _copy(tmp_path)

    def change(d):
        card = next(c for c in d["legendary_cards"]["cards"] if c["id"] == "belt")
        card.update(symbol="fight", symbol_count=1)

    _edit(folder, "cards.json", change)
    assert "a yellow card shows no symbol" in _error(folder)


def test_every_yellow_card_says_what_it_does():
    """The table shows it on the card: a special card without words is a riddle."""
    comps = default_components()
    yellow = [c for c in comps.cards if c.colour == "yellow"]
    assert len(yellow) == 8 and all(len(c.text) > 20 for c in yellow)
    assert all(c.text == "" for c in comps.cards if not c.legendary)
