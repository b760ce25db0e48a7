"""Mutation testing of the card scripts: is a card's script *proven* by its tests?

Each card's script is broken in small ways, one at a time: the whole script deleted;
every filter word dropped; every whole number changed (+1); every switch flipped; every
enumerated word (phase, trigger, duration, scope, stat, pile, player) replaced; every
``compare`` operator turned round; every cost, effect, branch or condition removed. For
each change the card's own tests (the card tests that name its id or title) run,
in-process, under rules where only that card is changed; a change is *caught* when a test
fails, or when the loader refuses it. A change that cannot change behaviour is listed
with its reason in ``resources/scripts/proof/equivalent.toml`` (shown in ``docs/card-tests.md``).

A card whose printed text is only its keywords, or empty, has no script to break (its
table is just its title: the engine applies printed keywords itself). Its changes are
made to its printed facts instead: each keyword dropped (a blank card: its strength,
vitality and twilight cost +1), so it counts as scripted only once a test that names it
shows that keyword (those facts) at work.

    .venv/bin/python tools/mutate_scripts.py                 # every scripted card
    .venv/bin/python tools/mutate_scripts.py --cards 1_97 4_192
    .venv/bin/python tools/mutate_scripts.py --changed       # cards changed since HEAD
    ... --write                                     # record resources/scripts/proof/proof.json

``ringtable cards coverage`` counts a card as scripted only when ``proof.json`` holds a
result for its current script with every survivor listed as equivalent.
"""

from __future__ import annotations

import argparse
import copy
import json
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "desktop"))

from ringtable.cards import default_database  # noqa: E402
from ringtable.cards.model import Card  # noqa: E402
from ringtable.engine import playing as engine_playing  # noqa: E402
from ringtable.engine import stats as engine_stats  # noqa: E402
from ringtable.engine.playing import keywords_only  # noqa: E402
from ringtable.scripts import loader  # noqa: E402
from ringtable.scripts.errors import ScriptError  # noqa: E402
from ringtable.scripts.filter_grammar import tokenize  # noqa: E402
from ringtable.scripts.proof import (  # noqa: E402
    PROOF_FILE,
    load_equivalents,
    printed_hash,
    script_hash,
)

CARD_TESTS = ("test_cards_set*.py", "test_cards_rings.py", "test_cards_rulings.py",
              "test_cards_put_into_play.py", "test_cards_shadows_starters*.py")
FILTER_KEYS = {"who", "exert", "wound", "heal", "discard", "take_into_hand",
               "put_beneath_deck", "spot", "target", "card", "bearer", "play",
               "involving", "self", "event_card", "skirmish_involves", "return_to_hand",
               "choose", "search", "then_choose", "put_on_deck", "transfer", "exhaust",
               "replace_in_skirmish"}
ENUMS = {
    "phase": ["fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish",
              "regroup"],
    "until": ["skirmish", "phase", "regroup", "turn"],
    "per": ["turn", "phase", "skirmish"],
    "whose": ["any", "yours"],
    "player": ["you", "fp", "shadow", "opponent"],
    "of": ["you", "fp", "shadow", "opponent"],
    "chooser": ["you", "fp", "shadow", "opponent"],
    "from": ["play", "hand", "discard", "draw", "dead"],
    "pile": ["dead", "discard", "hand"],
    "culture": ["gondor", "rohan", "shire", "sauron", "wraith"],  # culture tokens
    "stat": ["strength", "vitality", "resistance", "cost", "move_limit"],
    "rule": ["cannot_take_wounds", "wound_cap", "cannot_be_assigned", "cannot_be_exerted",
             "overwhelm_triple"],
    "on": ["played", "played_card", "moves_to", "moves_from", "start_of_turn",
           "start_of_phase", "wins_skirmish", "skirmish_starts", "killed"],
}
# the filters of the flow verbs (issue 18): the character and minion of an assignment,
# the event a response cancels
FILTER_KEYS |= {"assign", "to", "cancel_event"}
NEGATED = {"<": ">=", "<=": ">", ">=": "<", ">": "<=", "=": "!=", "==": "!=", "!=": "="}
LIST_KEYS = {"cost", "effect", "then", "else", "either", "may", "static", "ability",
             "trigger", "if", "to_play"}
DROP_KEYS = {"if", "alt_if", "to_play", "limit", "bearer", "limit_per_bearer",
             "optional", "self_cost", "succession", "borne_with", "cost_on"}
# words of the sets 12–19 starters (issue 18): a character marked for "if he wins this
# skirmish", cards removed from the game, "reveal until", "in any order", the price of
# playing an event from the discard pile
FILTER_KEYS |= {"mark", "remove_from_game", "stop_at", "order"}
LIST_KEYS |= {"from_discard"}
DROP_KEYS |= {"from_discard"}


# -- mutants ----------------------------------------------------------------------------------

# A mutant: a changed script table, None for "script deleted", or the card with changed
# printed facts (for a printed-only card, whose script is just its title).
Mutant = dict[str, Any] | Card | None


def printed_only(card: Card, spec: dict[str, Any]) -> bool:
    """True for a card whose table is just its title and whose printed text is only its
    keywords (or empty): there is no script to break, only printed facts to prove."""
    return set(spec) == {"title"} and keywords_only(card)


def mutants(spec: dict[str, Any], card: Card | None = None
            ) -> Iterator[tuple[str, Mutant]]:
    """(description, mutant) for one card: its script broken in small ways, or for a
    printed-only ``card`` its printed facts."""
    if card is not None and printed_only(card, spec):
        yield from _printed_mutants(card)
        return
    yield "delete the whole script", None
    yield from _walk(spec, spec, [])


def _printed_mutants(card: Card) -> Iterator[tuple[str, Card]]:
    """Each printed keyword dropped; a blank card's strength, vitality and cost +1."""
    for kw in card.keywords:
        yield (f"printed keyword {kw!r} dropped",
               replace(card, keywords=tuple(k for k in card.keywords if k != kw)))
    if card.keywords:
        return
    for stat in ("strength", "vitality", "twilight_cost"):
        value = getattr(card, stat)
        if value is not None:
            yield f"printed {stat} {value} -> {value + 1}", replace(card, **{stat: value + 1})


@contextmanager
def _printed_changed(db: Any, card: Card) -> Iterator[None]:
    """The shared database holds ``card`` (same id, other printed facts) while inside:
    card tests reach it through ``default_database()``, so it is swapped in place and
    always put back, and the engine's per-definition keyword cache forgets the card."""
    indexes = [db._by_id, db._by_collector, db._by_set_number]
    old = db[card.id]
    lists = [v for index in (db._by_title, db._by_full_title) for v in index.values()
             if old in v]

    def put(new: Card, was: Card) -> None:
        for index in indexes:
            for key, value in index.items():
                if value is was:
                    index[key] = new
        for v in lists:
            v[v.index(was)] = new

    put(card, old)
    _forget_printed(card.id)
    try:
        yield
    finally:
        put(old, card)
        _forget_printed(card.id)


def _forget_printed(card_id: str) -> None:
    """The engine caches what it reads from a card's printed facts (keywords, "text is
    only keywords"); a change made in place must not be hidden by the cache."""
    engine_stats._KEYWORDS.pop(card_id, None)
    engine_playing._KEYWORDS_ONLY.pop(card_id, None)


def _set(root: dict[str, Any], path: list[Any], value: Any, delete: bool = False
         ) -> dict[str, Any]:
    out = copy.deepcopy(root)
    node = out
    for p in path[:-1]:
        node = node[p]
    if delete:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return out


def _where(path: list[Any]) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else p)
    return out


def _walk(root: dict[str, Any], node: Any, path: list[Any]
          ) -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "title":
                continue
            here = [*path, key]
            if key in DROP_KEYS:
                yield f"{_where(here)}: removed", _set(root, here, None, delete=True)
            yield from _leaf_or_walk(root, node, key, value, here)
    elif isinstance(node, list):
        for k, value in enumerate(node):
            here = [*path, k]
            if path and path[-1] in LIST_KEYS:
                yield f"{_where(here)}: removed", _set(root, here, None, delete=True)
            yield from _leaf_or_walk(root, node, k, value, here)


def _leaf_or_walk(root: dict[str, Any], parent: Any, key: Any, value: Any,
                  here: list[Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    where = _where(here)
    if isinstance(value, bool):
        yield f"{where}: {value} -> {not value}", _set(root, here, not value)
    elif isinstance(value, int):
        yield f"{where}: {value} -> {value + 1}", _set(root, here, value + 1)
    elif isinstance(value, str):
        yield from _string(root, parent, key, value, here)
    else:
        yield from _walk(root, value, here)


def _string(root: dict[str, Any], parent: Any, key: Any, value: str, here: list[Any]
            ) -> Iterator[tuple[str, dict[str, Any]]]:
    where = _where(here)
    name = key if isinstance(key, str) else ""
    is_play_on = name == "on" and isinstance(parent, dict) and "play" in parent
    if name in FILTER_KEYS or is_play_on or (name == "count" and isinstance(parent, dict)
                                             and "over" in parent or name == "count"):
        yield from _filter_words(root, value, here)
        return
    if name == "compare":
        m = re.search(r"(<=|>=|==|!=|<|>|=)", value)
        if m:
            flipped = value[:m.start()] + NEGATED[m.group(1)] + value[m.end():]
            yield f"{where}: {value!r} -> {flipped!r}", _set(root, here, flipped)
        for n in re.finditer(r"\d+", value):
            bumped = value[:n.start()] + str(int(n.group()) + 1) + value[n.end():]
            yield f"{where}: {value!r} -> {bumped!r}", _set(root, here, bumped)
        return
    choices = ENUMS.get(name) if not is_play_on else None
    if choices and value in choices:
        other = choices[(choices.index(value) + 1) % len(choices)]
        yield f"{where}: {value!r} -> {other!r}", _set(root, here, other)
        return
    m = re.fullmatch(r"([a-z]+)\((.*)\)", value)  # a value like count(uruk-hai)
    if m:
        yield from _filter_words(root, m.group(2), here, f"{m.group(1)}({{}})")


def _filter_words(root: dict[str, Any], text: str, here: list[Any], wrap: str = "{}"
                  ) -> Iterator[tuple[str, dict[str, Any]]]:
    """One mutant per filter word dropped (words in parentheses included)."""
    try:
        toks = tokenize(text)
    except ValueError:
        return
    words = [t for t in toks if t.kind in ("word", "str", "num")
             and t.text not in ("and", "or", "not")]
    if len(words) < 2 and not any(t.text in ("not", "or") for t in toks):
        # a single word: replace it by "card" (anything) unless it already is
        if words and text.strip() not in ("card", "self"):
            yield (f"{_where(here)}: {text!r} -> 'card'",
                   _set(root, here, wrap.format("card")))
        return
    for tok in toks:
        if tok.kind in ("punct", "op"):
            continue
        start = tok.col - 1
        end = start + len(tok.text)
        if tok.text == "not" or tok.kind == "word" and end < len(text) and text[end] == "(":
            continue  # a function name or "not": its argument's words are mutated
        cut = (text[:start] + text[end:]).replace("()", "").strip()
        cut = re.sub(r"\s+", " ", cut)
        if not cut or cut == text:
            continue
        yield f"{_where(here)}: drop {tok.text!r}", _set(root, here, wrap.format(cut))


# -- running a card's tests under changed rules ---------------------------------------------------

class _Runner:
    """A pytest plugin: collects the card tests once, then runs, for each card and each
    mutant, the tests that name the card, under rules where only that card changed."""

    def __init__(self, jobs: dict[str, list[tuple[str, Mutant]]], verbose: bool) -> None:
        self.jobs = jobs
        self.verbose = verbose
        self.results: dict[str, dict[str, Any]] = {}

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool:
        from _pytest.runner import runtestprotocol

        db = default_database()
        scripts = loader.compile_folder(db)
        key = (id(db), "")
        saved = loader._STANDARD.get(key)
        by_card = _tests_by_card(session.items, db, self.jobs)
        try:
            for card_id, changes in self.jobs.items():
                items = by_card.get(card_id, [])
                res = self.results[card_id] = {"mutants": len(changes), "caught": 0,
                                               "refused": 0, "survivors": [],
                                               "tests": len(items), "catching": set()}
                loader._STANDARD[key] = (db, loader.rules_from(db, scripts, "mutant"))
                broken = [i.nodeid for i in items
                          if any(r.failed for r in runtestprotocol(i, log=False,
                                                                   nextitem=None))]
                if broken or not items:
                    # a test that fails unchanged proves nothing: nothing counts as caught
                    res["survivors"] = [what for what, _spec in changes]
                    res["broken"] = broken or ["no test names this card"]
                    if self.verbose:
                        print(_line(card_id, db, res), "-", res["broken"][0], flush=True)
                    continue
                for what, spec in changes:
                    printed = isinstance(spec, Card)
                    rules = _mutant_rules(db, scripts, card_id, None if printed else spec,
                                          keep=printed)
                    if rules is None:
                        res["caught"] += 1
                        res["refused"] += 1
                        continue
                    loader._STANDARD[key] = (db, rules)
                    failed = None
                    with _printed_changed(db, spec) if printed else nullcontext():
                        for item in items:
                            reports = runtestprotocol(item, log=False, nextitem=None)
                            if any(r.failed for r in reports):
                                failed = item.nodeid
                                break
                    if failed:
                        res["caught"] += 1
                        res["catching"].add(failed)
                    else:
                        res["survivors"].append(what)
                if self.verbose:
                    print(_line(card_id, db, res), flush=True)
        finally:
            if saved is None:
                loader._STANDARD.pop(key, None)
            else:
                loader._STANDARD[key] = saved
        return True


def _mutant_rules(db: Any, scripts: dict[str, Any], card_id: str,
                  spec: dict[str, Any] | None, keep: bool = False) -> Any:
    """Rules with only ``card_id``'s script changed (``keep``: unchanged, for a change
    to its printed facts); None when the loader refuses the change."""
    changed = dict(scripts)
    if keep:
        pass
    elif spec is None:
        del changed[card_id]
    else:
        try:
            changed.update(loader.compile_scripts({card_id: spec}, db, "mutant"))
        except ScriptError:
            return None  # refused at load: caught
    return loader.rules_from(db, changed, "mutant")


def _tests_by_card(items: list[Any], db: Any, jobs: dict[str, Any]) -> dict[str, list[Any]]:
    """Card id -> the test items whose source names the card (id, title or full title)."""
    import inspect

    sources = {}
    for item in items:
        fn = getattr(item, "function", None)
        try:
            sources[item.nodeid] = inspect.getsource(fn) if fn else ""
        except (OSError, TypeError):
            sources[item.nodeid] = ""
    out: dict[str, list[Any]] = {}
    for card_id in jobs:
        card = db[card_id]
        names = {f'"{card_id}"', f'"{card.full_title}"'}
        out[card_id] = [i for i in items if any(n in sources[i.nodeid] for n in names)]
    return out


def _line(card_id: str, db: Any, res: dict[str, Any]) -> str:
    pct = 100.0 * res["caught"] / res["mutants"] if res["mutants"] else 100.0
    return (f"{card_id:>7} {db[card_id].full_title[:34]:34} {res['caught']:>3}/"
            f"{res['mutants']:<3} caught ({pct:5.1f} %), {res['tests']} tests"
            + (f", {len(res['survivors'])} survive" if res["survivors"] else ""))


# -- selection, report -------------------------------------------------------------------------

def _scripts() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for path in sorted(loader.scripts_dir().glob("*.toml")):
        out.update(loader.parse_file(path))
    return out


def _changed_cards(all_specs: dict[str, dict[str, Any]]) -> list[str]:
    """Cards whose table differs from the last commit's."""
    import tomllib

    before: dict[str, Any] = {}
    for path in sorted(loader.scripts_dir().glob("*.toml")):
        rel = path.relative_to(ROOT)
        shown = subprocess.run(["git", "show", f"HEAD:{rel.as_posix()}"], cwd=ROOT,
                               capture_output=True, text=True, check=False)
        if shown.returncode == 0:
            before.update(tomllib.loads(shown.stdout))
    return [c for c, spec in all_specs.items() if before.get(c) != spec]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cards", nargs="*", help="card ids (default: every scripted card)")
    parser.add_argument("--changed", action="store_true",
                        help="only cards whose script changed since the last commit")
    parser.add_argument("--write", action="store_true",
                        help=f"record the results in {PROOF_FILE.relative_to(ROOT)}")
    parser.add_argument("--quiet", action="store_true", help="only the totals")
    args = parser.parse_args()
    specs = _scripts()
    cards = list(specs)
    if args.cards:
        unknown = [c for c in args.cards if c not in specs]
        if unknown:
            print(f"not scripted: {', '.join(unknown)}", file=sys.stderr)
            return 2
        cards = args.cards
    if args.changed:
        cards = [c for c in cards if c in set(_changed_cards(specs))]
    db = default_database()
    jobs = {c: list(mutants(specs[c], db[c])) for c in cards}
    runner = _Runner(jobs, not args.quiet)
    t0 = time.perf_counter()
    tests = [str(p) for pattern in CARD_TESTS
             for p in sorted((ROOT / "tests" / "cards").glob(pattern))]
    code = pytest.main(["-q", "-p", "no:cacheprovider", "--no-header", "-m", "not slow",
                        *tests], plugins=[runner])
    if code not in (0, 5) and not runner.results:
        return int(code)
    seconds = time.perf_counter() - t0
    return _report(runner.results, specs, seconds, args.write)


def _report(results: dict[str, dict[str, Any]], specs: dict[str, Any], seconds: float,
            write: bool) -> int:
    db = default_database()
    equivalents = load_equivalents()
    total = sum(r["mutants"] for r in results.values())
    caught = sum(r["caught"] for r in results.values())
    excused = 0
    unexplained: list[str] = []
    deleted_survive = []
    printed = [c for c in results if printed_only(db[c], specs[c])]
    for card_id, res in results.items():
        known = {e["mutant"] for e in equivalents.get(card_id, [])}
        for what in res["survivors"]:
            if what == "delete the whole script":
                deleted_survive.append(card_id)
            if what in known:
                excused += 1
            else:
                unexplained.append(f"{card_id} {db[card_id].full_title}: {what}")
    real = len(results) - len(printed)
    print(f"\n{len(results)} cards, {total} changes: {caught} caught "
          f"({100.0 * caught / max(1, total):.1f} %), {excused} equivalent (listed), "
          f"{len(unexplained)} unexplained survivors; {seconds:.1f} s")
    for line in _per_set(results, db):
        print(line[2:])
    print(f"whole script deleted: {real - len(deleted_survive)} of {real} scripts caught"
          + (f" (survive: {', '.join(deleted_survive)})" if deleted_survive else ""))
    shown = [c for c in printed if not results[c]["survivors"]]
    print(f"printed-only cards (keywords or blank, no script): {len(shown)} of "
          f"{len(printed)} shown at work by a test that names them")
    for line in unexplained:
        print("  survives:", line)
    if write:
        proof = json.loads(PROOF_FILE.read_text(encoding="utf-8")) if PROOF_FILE.exists() else {}
        for card_id, res in results.items():
            entry = proof[card_id] = {"script": script_hash(specs[card_id]),
                                      "mutants": res["mutants"], "caught": res["caught"],
                                      "survivors": res["survivors"]}
            if card_id in printed:  # the printed facts proved, and the tests proving them
                entry["printed"] = printed_hash(db[card_id])
                entry["tests"] = sorted(res["catching"])
        PROOF_FILE.write_text(json.dumps(dict(sorted(proof.items())), indent=1,
                                         ensure_ascii=False) + "\n", encoding="utf-8")
        _write_doc(proof, equivalents, db)
        print(f"recorded in {PROOF_FILE.relative_to(ROOT)} and {DOC.relative_to(ROOT)}")
    return 0


DOC = ROOT / "docs" / "card-tests.md"


def _write_doc(proof: dict[str, Any], equivalents: dict[str, Any], db: Any) -> None:
    """docs/card-tests.md: the method, the figures per card, the equivalent changes."""
    total = sum(e["mutants"] for e in proof.values())
    caught = sum(e["caught"] for e in proof.values())
    listed = {(c, e["mutant"]) for c, es in equivalents.items() for e in es}
    excused = sum(1 for c, e in proof.items() for s in e["survivors"] if (c, s) in listed)
    proven = sum(1 for c, e in proof.items() if all((c, s) in listed for s in e["survivors"]))
    printed = [c for c, e in proof.items() if "printed" in e]
    real = len(proof) - len(printed)
    deleted = sum(1 for c, e in proof.items()
                  if c not in printed and "delete the whole script" not in e["survivors"])
    lines = [
        "# Card tests: proof that a card is scripted", "",
        "A card counts as scripted (`ringtable cards coverage`) only when its tests fail on",
        "every small change to its script, except changes that cannot change behaviour, each",
        "listed below with its reason (`resources/scripts/proof/equivalent.toml`).",
        "`tools/mutate_scripts.py` makes the changes (the whole script deleted; each filter",
        "word dropped or a lone word made `card`; each whole number +1; each switch flipped;",
        "each phase, trigger, duration, scope, stat, pile or player word replaced; each",
        "`compare` operator turned round; each cost, effect, branch and condition removed)",
        "and runs, in-process, the card tests that name the card (id or full title) under",
        "rules where only that card changed; a change the loader refuses counts as caught.",
        "`--write` records the results (`resources/scripts/proof/proof.json`, with a hash of",
        "each script: an edited script is unproven until the tool runs again) and this page.",
        "",
        "A card whose printed text is only keywords, or empty, needs no script: its table is",
        "just its title (the engine applies printed keywords itself), so deleting it cannot be",
        "caught. Its changes are made to its printed facts instead: each keyword dropped (a",
        "blank card: strength, vitality and twilight cost +1); it counts as scripted once a",
        "test that names it catches them (`proof.json` keeps those tests and a hash of the",
        "printed facts).",
        "",
        "    .venv/bin/python tools/mutate_scripts.py [--cards ID ...] [--changed] [--write]",
        "",
        f"**Overall**: {len(proof)} cards ({real} scripts, {len(printed)} printed-only), "
        f"{total} changes, {caught} caught ({100.0 * caught / max(1, total):.1f} %), "
        f"{excused} equivalent; whole script deleted: {deleted} of {real} scripts caught; "
        f"{proven} cards proven.", "",
        *_per_set(proof, db), "",
        "## Equivalent changes", "",
        "| card | change | why it cannot change behaviour |", "|---|---|---|",
    ]
    for card_id, entries in sorted(equivalents.items()):
        for e in entries:
            lines.append(f"| {card_id} {db[card_id].full_title} | `{e['mutant']}` | "
                         f"{e['reason']} |")
    lines += ["", "## Per card", "",
              "| card | changes | caught | surviving (not equivalent) |", "|---|---|---|---|"]
    for card_id, e in sorted(proof.items(), key=lambda kv: (db[kv[0]].set, db[kv[0]].number)):
        left = [s for s in e["survivors"] if (card_id, s) not in listed]
        lines.append(f"| {card_id} {db[card_id].full_title} | {e['mutants']} | "
                     f"{100.0 * e['caught'] / max(1, e['mutants']):.0f} % | "
                     + ("; ".join(f"`{s}`" for s in left) if left else "proven") + " |")
    DOC.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _per_set(proof: dict[str, Any], db: Any) -> list[str]:
    """One line per set: changes caught outright."""
    sets: dict[int, list[int]] = {}
    for card_id, e in proof.items():
        n = sets.setdefault(db[card_id].set, [0, 0, 0])
        n[0] += 1
        n[1] += e["caught"]
        n[2] += e["mutants"]
    return [f"- set {s}: {n[0]} cards, {n[1]} of {n[2]} changes caught "
            f"({100.0 * n[1] / max(1, n[2]):.1f} %)" for s, n in sorted(sets.items())]


if __name__ == "__main__":
    raise SystemExit(main())
