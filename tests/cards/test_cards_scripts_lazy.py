"""The shipped scripts are read at once and compiled card by card (issue 18): what the
app and the bots use must say the same as compiling everything, and a wrong script must
still be named with its file, card and field, by the full check and by a game using it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup
from ringtable.scripts import ScriptError, compile_folder, lazy_rules, rules_from, scripts_dir


def test_every_shipped_script_compiles_and_the_lazy_rules_agree_with_the_eager_ones():
    db = default_database()
    compiled = compile_folder(db)
    eager = rules_from(db, compiled)
    lazy = lazy_rules(db)
    assert lazy.scripted == eager.scripted and lazy.partial == eager.partial
    assert len(compiled) >= 580
    for card_id in ("1_97", "4_365", "11_2"):  # Boromir's script, a site, an engine Ring
        assert lazy.behaviour(card_id).scripted == eager.behaviour(card_id).scripted
    assert set(lazy.behaviours) == set(eager.behaviours)


def _folder_with_a_wrong_script(tmp_path):
    for path in scripts_dir().glob("set01.toml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    # Mithril-coat (2_105) is in no starter below and not in set01.toml; its title is wrong
    (tmp_path / "set99.toml").write_text('[2_105]\ntitle = "Not Mithril-coat"\n',
                                         encoding="utf-8")
    return tmp_path


def test_a_wrong_script_is_named_by_the_full_check_and_by_a_game_that_uses_it(tmp_path):
    db = default_database()
    folder = _folder_with_a_wrong_script(tmp_path)
    with pytest.raises(ScriptError, match=r"set99\.toml.*2_105|2_105.*set99\.toml"):
        compile_folder(db, folder)
    rules = lazy_rules(db, folder)  # reading the files does not compile the card
    decks = starter_decks()
    fellowship = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                           decks["fotr-gandalf-starter"]], seed=1), rules)
    assert fellowship.decision is not None  # a game without Mithril-coat plays on
    aragorn = decks["fotr-aragorn-starter"]
    with_coat = replace(aragorn, draw_deck=(*aragorn.draw_deck[:-1], ("2_105", 1)))
    with pytest.raises(ScriptError, match="title"):
        Game.new(GameSetup(decks=[with_coat, decks["fotr-gandalf-starter"]], seed=1), rules)


def test_a_copy_with_a_changed_card_keeps_the_others_late_and_scripted():
    db = default_database()
    rules = lazy_rules(db)
    copy = rules.with_behaviours({"1_97": None})
    assert "1_97" not in copy.scripted and "1_97" in rules.scripted
    assert copy.scripted == rules.scripted - {"1_97"}
    assert copy.behaviour("1_365").scripted  # built in the copy on first use
