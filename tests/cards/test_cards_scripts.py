"""The script files as a whole: every target card scripted and tested, validation
errors name the card and the field, loading is idempotent, the coverage report."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from cardtest import card_rules

from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.scripts import (
    ScriptError,
    compile_scripts,
    coverage_report,
    scripts_dir,
    standard_rules,
)
from ringtable.scripts.gaps import engine_has

STARTERS = ("fotr-aragorn-starter", "fotr-gandalf-starter", "ttt-aragorn-starter",
            "ttt-theoden-starter")
HERE = Path(__file__).parent


def _deck_cards(stem: str) -> set[str]:
    d = starter_decks()[stem]
    return {d.ring_bearer, d.ring, *d.sites, *(c for c, _n in d.draw_deck)}


# Scripted, but part of their text needs an engine rule (``needs_engine`` in the script):
# none since the engine has hunter (issue 17: The Ring of Doom "gains hunter 3") and
# Orkish Camp's rule is read by the replace_site verb (There's Another Way, 12_40).
NEEDS: dict[str, str] = {}
WAITING_FOR_ENGINE = {c for c, feature in NEEDS.items() if not engine_has(feature)}


def test_every_card_of_the_four_starters_and_every_one_ring_is_scripted():
    rules = card_rules()
    db = default_database()
    targets = set().union(*(_deck_cards(s) for s in STARTERS))
    rings = {c.id for c in db if c.type == "the_one_ring"}
    assert len(targets) == 132 and len(rings) == 12
    missing = sorted(c for c in targets | rings
                     if not (rules.is_scripted(c) and rules.behaviour(c).scripted))
    assert set(missing) == WAITING_FOR_ENGINE & (targets | rings)
    assert rules.partial == WAITING_FOR_ENGINE
    assert all(rules.behaviour(c).extra["needs_engine"] for c in WAITING_FOR_ENGINE)


def test_the_ring_of_doom_is_scripted_now_that_the_engine_has_hunter():
    """Issue 16 kept The Ring of Doom partly scripted while the engine had no hunter rule;
    issue 17 added the rule, so it is enforced whole."""
    rules = card_rules()
    assert engine_has("hunter") and rules.is_scripted("15_1") and "15_1" not in rules.partial
    assert "needs_engine" not in rules.behaviour("15_1").extra


def test_every_scripted_card_has_a_behaviour_test():
    tests = "".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_cards_*.py"))
    mentioned = set(re.findall(r'"(\d+_\d+)"', tests))
    scripted = set()
    for path in scripts_dir().glob("*.toml"):
        scripted |= set(tomllib.loads(path.read_text(encoding="utf-8")))
    assert sorted(scripted - mentioned) == []


def test_standard_rules_are_compiled_once_per_database_and_say_what_is_scripted():
    db = default_database()
    first = standard_rules(db)
    assert standard_rules(db) is first
    assert "1_97" in first.scripted and first.is_scripted("4_365")
    assert not first.is_scripted("0_56")  # no script (a promo): resolved by hand


def _error(data: dict) -> str:
    with pytest.raises(ScriptError) as exc:
        compile_scripts(data, default_database(), "test.toml")
    return str(exc.value)


@pytest.mark.parametrize(("data", "expected"), [
    ({"1_97": {"title": "Boromir", "abilty": []}},
     "card 1_97: abilty: unknown key 'abilty'"),
    ({"17_40": {"title": "Beast of War", "from_discard": {}}},
     "card 17_40: from_discard: give `if` (while it holds) or `cost`"),
    ({"17_40": {"title": "Beast of War", "from_discard": {"iff": {"spot": "minion"}}}},
     "card 17_40: from_discard.iff: unknown key 'iff'"),
    ({"17_40": {"title": "Beast of War", "from_discard": {"cost": [{"exert": "self"}]}}},
     "card 17_40: from_discard: only an event is played from the discard pile"),
    ({"1_97": {"title": "Boromir", "ability": [{"phase": "skirmish",
                                                "cost": [{"exert": "self", "times": "two"}]}]}},
     "card 1_97: ability[0].cost[0].times: column 1: unknown quantity 'two'"),
    ({"1_97": {"title": "Boromir", "ability": [{"cost": []}]}},
     "card 1_97: ability[0]: missing field 'phase'"),
    ({"1_97": {"ability": []}}, "card 1_97: (card): missing field 'title'"),
    ({"1_97": {"title": "Boromir", "ability": [{"phase": "skirmish", "effect": [
        {"strength": 3, "who": "hobit"}]}]}},
     "card 1_97: ability[0].effect[0].who: column 1: unknown filter word 'hobit'"),
    ({"1_97": {"title": "Boromir", "ability": [{"phase": "skirmish", "effect": [
        {"strength": 3, "who": "minion vs(hobbit or elf"}]}]}},
     "card 1_97: ability[0].effect[0].who: column 24: the filter ends too early"),
    ({"1_97": {"title": "Boromir", "ability": [{"phase": "skirmish", "effect": [
        {"strength": 3, "who": "companion not:hobbit+elf"}]}]}},
     "who: column 11: old filter syntax 'not:hobbit+elf': write not X or not (X or Y)"),
    ({"1_76": {"title": "Intimidate", "response": {"on": "about_to_take_wound",
                                                   "effect": [{"prevent_wound": True}]}}},
     "response.effect[0]: unknown verb 'prevent_wound'"),
    ({"1_76": {"title": "Intimidate", "response": {"on": "about_to_take_wound",
                                                   "effect": [{"prevent": "wund"}]}}},
     "response.effect[0].prevent: 'wund' is not one of ['wound', 'overwhelm', 'kill', "
     "'discard', 'exert', 'burden'"),  # (more may follow)
    ({"1_97": {"title": "Boromir", "ability": [{"phase": "skirmish", "effect": [
        {"cancel_skirmish": False}]}]}},
     "ability[0].effect[0].cancel_skirmish: write cancel_skirmish = true"),
    ({"1_26": {"title": "Their Halls of Stone", "event": {"if": {"compare": "twilight << 2"}}}},
     "event.if: column 11: expected a value"),
    ({"1_26": {"title": "Their Halls of Stone", "event": {"if": {"compare": "burdns <= 2"}}}},
     "event.if: column 1: unknown quantity 'burdns'"),
    ({"1_26": {"title": "Their Halls of Stone", "event": {"if": {"twilight_below": 2}}}},
     "event.if: unknown condition 'twilight_below'"),
    ({"1_26": {"title": "Their Halls of Stone", "event": {"effect": [
        {"strength": "count(dwarf", "who": "dwarf"}]}}},
     "event.effect[0].strength: column 6: a '(' without its ')'"),
    ({"1_97": {"title": "Boromir", "ability": [{"phase": "skirmish", "effect": [
        {"strenght": 3}]}]}},
     "card 1_97: ability[0].effect[0]: unknown verb 'strenght'"),
    ({"1_97": {"title": "Gimli"}}, "card 1_97: title: 'Gimli' does not match"),
    ({"1_9999": {"title": "X"}}, "card 1_9999: (card id): no such card"),
    ({"1_51": {"title": "Legolas", "static": [{"stat": "speed", "amount": 1}]}},
     "card 1_51: static[0].stat: unknown stat 'speed'"),
    ({"1_51": {"title": "Legolas", "trigger": [{"on": "sneezes"}]}},
     "card 1_51: trigger[0].on: unknown trigger 'sneezes'"),
    ({"1_26": {"title": "Their Halls of Stone", "event": {"effect": [
        {"strength": 2, "who": "dwarf", "alt": 4}]}}},
     "card 1_26: event.effect[0]: 'alt' and 'alt_if' go together"),
    ({"1_26": {"title": "Their Halls of Stone", "event": {"if": {"spot": "dwarf",
                                                                 "cuont": 2}}}},
     "card 1_26: event.if: unknown key 'cuont'"),
])
def test_validation_errors_name_the_card_and_the_path(data, expected):
    """A broken field, filter, value or unknown word is refused at load with its place."""
    assert expected in _error(data)


def test_a_bad_toml_file_names_the_file(tmp_path):
    from ringtable.scripts import parse_file

    bad = tmp_path / "set99.toml"
    bad.write_text('[1_97]\ntitle = "Boromir\n', encoding="utf-8")
    with pytest.raises(ScriptError, match="set99.toml"):
        parse_file(bad)


def test_coverage_report_per_set_overall_and_a_decks_unscripted_cards():
    db = card_rules()
    report = coverage_report(db)
    assert re.search(r"set  1: +\d+ of +\d+ scripted", report)
    assert "overall:" in report
    deck = starter_decks()["fotr-aragorn-starter"]
    assert "0 unscripted" not in coverage_report(db, deck)
    assert "unscripted:" not in coverage_report(db, deck)
    other = starter_decks()["mom-gimli-starter"]
    without = db.with_behaviours({"2_89": None})  # its last card scripted (Orc Scout), removed
    assert "unscripted: 2_89" in coverage_report(without, other)


def test_a_script_suspended_on_a_choice_survives_save_load_and_clone():
    import json

    from cardtest import Scenario

    from ringtable.engine import Game
    from ringtable.testing import act

    sc = Scenario()
    boromir = sc.companion("1_97")
    athelas = sc.bear(boromir, "1_94")
    chill = sc.bear(boromir, "1_134", player=1)
    sc.wounds(boromir, 1)
    game = sc.start("fellowship")
    act(game, "use", athelas)
    assert game.decision.kind == "choose"
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
    twin = game.clone()
    act(twin, "choose", boromir)
    act(loaded, "choose", chill)
    act(game, "choose", chill)
    assert loaded.to_json() == game.to_json()
    assert twin.s.wounds[boromir] == 0 and game.s.wounds[boromir] == 1
    assert game.s.zone[chill] == "discard" and twin.s.zone[chill] == "attached"


def test_a_python_hook_named_by_the_script_adds_to_the_behaviour():
    from ringtable.engine import ActivatedAbility

    seen = []

    def hook(card, kw, extra):
        seen.append(card.id)
        kw["abilities"] = (ActivatedAbility("maneuver", "test", lambda g, s, p: True,
                                            lambda g, s, p: None),)

    out = compile_scripts({"1_97": {"title": "Boromir", "hook": "1_97"}},
                          default_database(), hooks={"1_97": hook})
    assert seen == ["1_97"] and out["1_97"].abilities[0].label == "test"
    with pytest.raises(ScriptError, match="hook: no Python hook named"):
        compile_scripts({"1_97": {"title": "Boromir", "hook": "nope"}},
                        default_database(), hooks={})


def test_killed_trigger_and_up_to_choices_work_on_any_card():
    """Vocabulary the starters do not use yet, checked on a card scripted for the test."""
    from cardtest import Scenario

    from ringtable.testing import act

    script = {"1_9": {"title": "Dwarven Axe", "trigger": [{
        "on": "killed", "card": "minion",
        "effect": [{"heal": "companion", "up_to": True, "count": 2}]}]}}
    rules = card_rules().with_behaviours(compile_scripts(script, default_database()))
    sc = Scenario(rules=rules)
    gimli = sc.companion("1_12")
    sc.bear(gimli, "1_9")
    boromir = sc.companion("1_97")
    sc.wounds(gimli, 1).wounds(boromir, 1)
    orc = sc.minion("1_178")
    sc.assign(orc, gimli)
    game = sc.start("skirmishes")
    act(game, "pass")
    act(game, "pass")  # Gimli 6 (+2 axe) overwhelms the Goblin Runner: killed
    assert game.decision.kind == "choose"
    act(game, "choose", boromir)
    act(game, "pass")  # up to 2: stop after one
    assert game.s.wounds[boromir] == 0 and game.s.wounds[gimli] == 1


def test_coverage_counts_a_card_only_when_its_script_is_proven(tmp_path, monkeypatch):
    """Issue 16: "scripted" means proven: a recorded mutation result for the card's
    current script, every surviving change listed as equivalent with a reason."""
    import json

    from ringtable.scripts import proof
    from ringtable.scripts.loader import parse_file, proven_scripted

    spec = parse_file(scripts_dir() / "set01.toml")["1_97"]
    proof_file = tmp_path / "proof.json"
    equivalent = tmp_path / "equivalent.toml"
    monkeypatch.setattr(proof, "PROOF_FILE", proof_file)
    monkeypatch.setattr(proof, "EQUIVALENT_FILE", equivalent)
    rules = card_rules()

    def record(script: str, survivors: list[str]) -> frozenset[str]:
        proof_file.write_text(json.dumps({"1_97": {"script": script, "mutants": 7,
                                                   "caught": 7 - len(survivors),
                                                   "survivors": survivors}}))
        return proven_scripted(rules)

    assert "1_97" in record(proof.script_hash(spec), [])
    assert "1_97" not in record("stale", [])  # the script changed since the run
    assert "1_97" not in record(proof.script_hash(spec), ["cost[0]: removed"])
    equivalent.write_text('[[1_97]]\nmutant = "cost[0]: removed"\nreason = "test"\n')
    assert "1_97" in record(proof.script_hash(spec), ["cost[0]: removed"])
    assert "1_2" in proven_scripted(rules)  # the engine's own Ring rules


def _mutation_tool():
    """tools/mutate_scripts.py as a module (a tool, not part of the package)."""
    import importlib.util

    path = HERE.parent.parent / "tools" / "mutate_scripts.py"
    spec = importlib.util.spec_from_file_location("mutate_scripts", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_printed_only_card_is_proven_by_its_printed_facts_at_work(tmp_path, monkeypatch):
    """Issue 16: "cards whose text is only keywords, or empty, count as scripted once a
    test shows the keyword at work". Their table is just the title (nothing to delete),
    so the mutation tool breaks their printed facts instead, puts the card back after,
    and coverage counts the card only for the printed facts it was proven with."""
    import json

    from ringtable.engine import stats
    from ringtable.scripts import proof
    from ringtable.scripts.loader import parse_file, proven_scripted

    tool = _mutation_tool()
    db = default_database()
    specs = parse_file(scripts_dir() / "set01.toml")
    savage = list(tool.mutants(specs["1_151"], db["1_151"]))  # Uruk Savage: Damage +1
    assert [what for what, _card in savage] == ["printed keyword 'damage+1' dropped"]
    assert savage[0][1].keywords == ()
    troop = list(tool.mutants(specs["1_177"], db["1_177"]))  # Goblin Patrol Troop: blank
    assert [what for what, _card in troop] == ["printed strength 13 -> 14",
                                               "printed vitality 3 -> 4",
                                               "printed twilight_cost 6 -> 7"]
    assert next(tool.mutants(specs["1_97"], db["1_97"])) == ("delete the whole script", None)
    with tool._printed_changed(db, savage[0][1]):
        assert db["1_151"].keywords == () and db.by_title("Uruk Savage")[0].keywords == ()
        assert stats.printed_keywords(db["1_151"]) == {}
    assert db["1_151"].keywords == ("damage+1",)
    assert stats.printed_keywords(db["1_151"]) == {"damage": 1}

    proof_file = tmp_path / "proof.json"
    monkeypatch.setattr(proof, "PROOF_FILE", proof_file)
    monkeypatch.setattr(proof, "EQUIVALENT_FILE", tmp_path / "equivalent.toml")
    rules = card_rules()

    def record(printed: str) -> frozenset[str]:
        proof_file.write_text(json.dumps({"1_151": {
            "script": proof.script_hash(specs["1_151"]), "mutants": 1, "caught": 1,
            "survivors": [], "printed": printed, "tests": ["a test naming it"]}}))
        return proven_scripted(rules)

    assert "1_151" in record(proof.printed_hash(db["1_151"]))
    assert "1_151" not in record("stale")  # the card data changed since the run


def test_keywords_only_reads_each_keyword_as_printed():
    """A card whose whole text is its keywords needs no script and no "resolve by hand"
    notice: Southron Scout's "Southron. Ambush (2)." (keyword 'ambush 2') and Uruk
    Savage's "Damage +1." are; Goblin Patrol Troop (blank) is; a keyword followed by
    other text ("Damage +1. To play, remove 2 threats.") or a scripted text is not."""
    from ringtable.engine.playing import keywords_only

    db = default_database()
    assert all(keywords_only(db[c]) for c in ("4_252", "1_151", "1_177"))
    assert not any(keywords_only(db[c]) for c in ("17_129", "1_179", "1_153"))


def test_a_title_only_table_is_for_a_card_whose_text_is_only_keywords():
    """A table with just a title marks a card as scripted while enforcing nothing of its
    own: allowed only for a card whose printed text is only keywords (or empty), the
    printed-only cards the mutation tool proves by their printed facts."""
    from ringtable.engine.playing import keywords_only
    from ringtable.scripts.loader import parse_file

    db = default_database()
    title_only = [card_id for path in sorted(scripts_dir().glob("*.toml"))
                  for card_id, spec in parse_file(path).items() if set(spec) == {"title"}]
    assert title_only  # the 8 printed-only cards of the starters at least
    assert [c for c in title_only if not keywords_only(db[c])] == []
