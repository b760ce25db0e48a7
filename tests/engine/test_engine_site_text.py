"""A card with the game text of your site N (issue 18, gaps-p: Silinde, Uruviel, Hobbit
Farmer; CR 4.1 "site": "some cards may copy and use that game text"), ``engine/game_text.py``:
the copied site's abilities are the card's own (numbered from ``COPIED``, plain data in an
action, so a saved game resumes them), its statics apply, and its movement triggers answer
only a move to or from that site."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Action, Event, Game, path
from ringtable.engine.game_text import COPIED, copied_site
from ringtable.engine.triggers import collect
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario

FP_SITES = ("1_320", "1_327", "1_341", "1_346", "1_349", "2_120", "1_355", "1_358", "1_361")
SH_SITES = ("1_326", "1_331", "1_337", "1_345", "1_349", "1_350", "1_353", "1_359", "1_360")
RULES = standard_rules(default_database())


def _game(ally: str, at: int, own: int, stage: str = "fellowship"):
    sc = Scenario(sites=(FP_SITES, SH_SITES), rules=RULES)
    card = sc.ally(ally)
    sc.hand("1_50")  # Legolas: an Elf to play
    sc.draw_top("1_97")
    sc.at_site(at)
    game = sc.twilight(0).start(stage)
    fp = game.s.fp
    mine = next(c for c in game.s.piles[fp]["adventure"] if game.cards[c].site_number == own)
    path.replace_site(game, mine, own, fp)
    game.settle()
    return game, card


def test_a_copied_ability_is_an_action_that_survives_a_save():
    game, silinde = _game("1_60", at=5, own=3)  # Silinde and your Rivendell Valley
    assert game.s.defs[copied_site(game, silinde)] == "1_341"
    use = Action("use", game.s.fp, silinde, value=COPIED)
    assert use in game.legal_actions()
    assert "Play an Elf to draw a card" in game.describe(use)
    loaded = Game.from_json(game.to_json(), RULES)
    assert use in loaded.legal_actions()
    loaded.apply(use)
    assert loaded.s.piles[loaded.s.fp]["hand"]  # the card drawn


def test_a_copied_movement_trigger_answers_only_a_move_to_that_site():
    game, uruviel = _game("1_67", at=5, own=6)  # Uruviel and your Valley of the Silverlode
    silverlode = game.s.path[6]
    game.s.pending = []
    collect(game, Event("moves_to", "", game.s.fp, (game.s.path[5],)))
    assert not [e for e in game.s.pending if e[0] == uruviel]
    collect(game, Event("moves_to", "", game.s.fp, (silverlode,)))
    assert [e[:2] for e in game.s.pending if e[0] == uruviel] == [[uruviel, COPIED]]
    game.s.pending = []


def test_no_copy_without_your_site_on_the_path():
    game, silinde = _game("1_60", at=5, own=6)  # your site 6 only; site 3 the opponent's
    assert copied_site(game, silinde) < 0
    assert Action("use", game.s.fp, silinde, value=COPIED) not in game.legal_actions()


def test_your_site_of_another_block_is_not_copied():
    """CR 4.1: "When a site's number is specifically mentioned in game text, that number
    uses a block symbol": Silinde's site 3 is the Fellowship block's (her home), so your
    Throne Room (site 3 of the Towers block) is not copied."""
    sc = Scenario(sites=(FP_SITES[:2] + ("4_341",) + FP_SITES[3:], SH_SITES), rules=RULES)
    silinde = sc.ally("1_60")
    sc.at_site(5)
    game = sc.twilight(0).start("fellowship")
    fp = game.s.fp
    throne = next(c for c in game.s.piles[fp]["adventure"] if game.s.defs[c] == "4_341")
    path.replace_site(game, throne, 3, fp)
    game.settle()
    assert game.s.path[3] == throne and copied_site(game, silinde) < 0
    assert Action("use", fp, silinde, value=COPIED) not in game.legal_actions()


def test_site_text_is_refused_on_a_site_or_out_of_range():
    import pytest

    from ringtable.scripts.errors import ScriptError
    from ringtable.scripts.loader import compile_scripts
    db = default_database()
    for spec in ({"1_341": {"title": "Rivendell Valley", "site_text": 3}},
                 {"1_60": {"title": "Silinde", "site_text": 10}}):
        with pytest.raises(ScriptError, match="site_text: a site number 1-9"):
            compile_scripts(spec, db)
