"""The board game's components as typed, validated facts (``resources/knizia/*.json``).

The engine never reads files: :func:`load_components` (or :func:`default_components`)
reads and checks the four JSON files once and hands an immutable :class:`Components`
to every game. Every error names the file, the field path and the position, e.g.
``boards.json: conflict_boards[1].tracks.travel.spaces[3].index: expected 3, found 4``,
so a bad edit of the data is found at start-up and not in the middle of a game.
Events, costs and effects stay plain JSON dicts (their vocabulary is checked here; the
engine interprets them in :mod:`ringtable.knizia.events`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ACTIVITIES = ("fight", "hide", "travel", "friendship")
SYMBOLS = (*ACTIVITIES, "wild")
LIFE_KINDS = ("ring", "heart", "sun")
COLOURS = ("white", "grey", "yellow")
REWARDS = ("none", "rune", "big_rune", "life_token", "die", "card", "heal")
JOURNEY = ("bag_end", "rivendell", "moria", "lothlorien", "helms_deep", "shelobs_lair", "mordor")
CONFLICTS = ("moria", "helms_deep", "shelobs_lair", "mordor")
HAVENS = ("bag_end", "rivendell", "lothlorien")
# The journey's locations as printed (the data's ids are ASCII)
PLACE_NAMES = {"bag_end": "Bag End", "rivendell": "Rivendell", "moria": "Moria",
               "lothlorien": "Lothl\u00f3rien", "helms_deep": "Helm's Deep",
               "shelobs_lair": "Shelob's Lair", "mordor": "Mordor"}
MODES = ("always", "check", "pay_or_else", "optional")
WHO = ("active_player", "ring_bearer", "each_player", "group", "one_player", "that_player",
       "each_other_player", "any_player", "chosen_player", "roller", "fatty")
OPS = ("sauron_advance", "corrupt", "heal", "roll_die", "draw_cards", "discard_cards",
       "gain_card", "remove_untaken_legendary", "next_event", "game_lost", "deal_quest_cards",
       "deal_legendary_cards", "reveal_and_distribute_quest_cards", "pass_cards", "choose_one",
       "lose_runes", "advance_track")
COST_TYPES = ("discard_symbols", "discard_matching_revealed", "discard_cards",
              "discard_life_tokens", "discard_rune_tokens", "pay_runes", "discard_named_card",
              "take_corruption", "roll_die", "all")
CONDITIONS = ("track_complete", "track_part_complete", "all")
DIE_FACES = ("one_dot", "two_dots", "three_dots", "two_cards", "eye", "blank")
FILES = ("boards.json", "tiles.json", "cards.json", "rules.json")


class KniziaDataError(ValueError):
    """Bad component data; the message names the file, field path and position."""


@dataclass(frozen=True, slots=True)
class Space:
    index: int
    reward: str
    kind: str = ""      # the life-token kind of a "life_token" space
    card: str = ""      # the Legendary card id of a "card" space
    score: int = -1     # printed value (main tracks only)


@dataclass(frozen=True, slots=True)
class Track:
    activity: str
    is_main: bool
    last_index: int
    parts: tuple[tuple[int, int], ...]
    spaces: tuple[Space, ...]


@dataclass(frozen=True, slots=True)
class Board:
    id: str
    name: str
    main_track: str
    tracks: Mapping[str, Track]
    events: tuple[dict[str, Any], ...]
    legendary: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardFacts:
    """One physical card: Quest cards are repeated per copy, Legendary cards once."""

    key: str            # quest group id or Legendary id
    name: str
    colour: str
    symbol: str         # "" for yellow cards
    count: int          # symbols shown
    location: str = ""  # Legendary cards: the location they belong to
    text: str = ""      # what a yellow (special) card does, paraphrased by the data set

    @property
    def legendary(self) -> bool:
        return bool(self.location)


@dataclass(frozen=True, slots=True)
class Tile:
    id: str
    name: str
    category: str
    activity: str
    event: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Components:
    """Everything a game needs, in journey order; card and tile lists are per copy."""

    boards: Mapping[str, Board]
    havens: Mapping[str, tuple[dict[str, Any], ...]]
    cards: tuple[CardFacts, ...]
    tiles: tuple[Tile, ...]
    gandalf: tuple[tuple[str, str], ...]
    hobbits: tuple[tuple[str, str, str], ...]   # (id, name, ability op)
    sauron_start: Mapping[str, int]
    die: tuple[tuple[str, int], ...]             # (face, number of symbols)
    runes: Mapping[int, int]                     # value -> tokens, gold runes included
    gold_runes: tuple[int, ...]
    life_tokens: Mapping[str, int]
    legendary_ids: Mapping[str, int]             # Legendary id -> card index

    def card_named(self, key: str) -> int:
        return self.legendary_ids[key]


class _Reader:
    """Typed access to one JSON document that knows where it is, for error messages."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, path: str, message: str) -> KniziaDataError:
        return KniziaDataError(f"{self.file}: {path}: {message}")

    def get(self, obj: Any, key: str, path: str, kind: type | tuple[type, ...],
            default: Any = ...) -> Any:
        if not isinstance(obj, dict):
            raise self.fail(path, f"expected an object, found {type(obj).__name__}")
        if key not in obj:
            if default is not ...:
                return default
            raise self.fail(f"{path}.{key}", "missing")
        value = obj[key]
        if isinstance(value, bool) and kind is int or not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
            raise self.fail(f"{path}.{key}", f"expected {names}, found {value!r}")
        return value

    def word(self, obj: Any, key: str, path: str, allowed: tuple[str, ...]) -> str:
        value = self.get(obj, key, path, str)
        if value not in allowed:
            raise self.fail(f"{path}.{key}",
                            f"unknown value {value!r} (allowed: {', '.join(allowed)})")
        return value

    def items(self, obj: Any, key: str, path: str) -> list[Any]:
        return self.get(obj, key, path, list)


def load_components(folder: Path) -> Components:
    """Read and check ``boards.json``, ``tiles.json``, ``cards.json`` and ``rules.json``."""
    docs: dict[str, Any] = {}
    for name in FILES:
        path = folder / name
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise KniziaDataError(f"{name}: cannot read {path}: {exc.strerror or exc}") from None
        try:
            docs[name] = json.loads(text)
        except json.JSONDecodeError as exc:
            where = f"line {exc.lineno}, column {exc.colno}"
            raise KniziaDataError(f"{name}: {where}: {exc.msg}") from None
    return parse_components(docs)


def default_components() -> Components:
    """The shipped data, loaded once per process (the data is immutable)."""
    global _DEFAULT
    if _DEFAULT is None:
        from ..paths import resources_dir

        _DEFAULT = load_components(resources_dir() / "knizia")
    return _DEFAULT


_DEFAULT: Components | None = None


def parse_components(docs: Mapping[str, Any]) -> Components:
    """Build :class:`Components` from the four parsed documents (see module doc)."""
    for name in FILES:
        r = _Reader(name)
        if not isinstance(docs.get(name), dict):
            raise r.fail("$", "expected a JSON object")
        if r.get(docs[name], "schema_version", "$", int) != 1:
            raise r.fail("$.schema_version", f"unsupported version {docs[name]['schema_version']}")
    cards, legendary_ids = _cards(docs["cards.json"])
    boards, havens, sauron = _boards(docs["boards.json"], legendary_ids)
    tiles = _tiles(docs["tiles.json"])
    die, runes, gold, life = _rules(docs["rules.json"])
    rc = _Reader("cards.json")
    cdoc = docs["cards.json"]
    gandalf = []
    gdoc = rc.get(cdoc, "gandalf_cards", "$", dict)
    for i, g in enumerate(rc.items(gdoc, "base", "$.gandalf_cards")):
        p = f"$.gandalf_cards.base[{i}]"
        gandalf.append((rc.get(g, "id", p, str), rc.get(g, "name", p, str)))
    if len(gandalf) != 5:
        raise rc.fail("$.gandalf_cards.base",
                      f"expected 5 base Gandalf cards, found {len(gandalf)}")
    hobbits = []
    for i, h in enumerate(rc.items(rc.get(cdoc, "hobbits", "$", dict), "cards", "$.hobbits")):
        p = f"$.hobbits.cards[{i}]"
        ability = rc.get(rc.get(h, "ability", p, dict), "op", f"{p}.ability", str)
        hobbits.append((rc.get(h, "id", p, str), rc.get(h, "name", p, str), ability))
    if [h[0] for h in hobbits] != ["frodo", "sam", "pippin", "merry", "fatty"]:
        raise rc.fail("$.hobbits.cards",
                      "expected Frodo, Sam, Pippin, Merry, Fatty in seating order")
    return Components(boards=boards, havens=havens, cards=cards, tiles=tiles,
                      gandalf=tuple(gandalf), hobbits=tuple(hobbits), sauron_start=sauron,
                      die=die, runes=runes, gold_runes=gold, life_tokens=life,
                      legendary_ids=legendary_ids)


def _cards(doc: dict[str, Any]) -> tuple[tuple[CardFacts, ...], dict[str, int]]:
    r = _Reader("cards.json")
    out: list[CardFacts] = []
    quest = r.get(doc, "quest_cards", "$", dict)
    for i, g in enumerate(r.items(quest, "groups", "$.quest_cards")):
        p = f"$.quest_cards.groups[{i}]"
        facts = CardFacts(key=r.get(g, "id", p, str), name="Quest",
                          colour=r.word(g, "colour", p, ("white", "grey")),
                          symbol=r.word(g, "symbol", p, SYMBOLS),
                          count=r.get(g, "symbol_count", p, int))
        out.extend([facts] * r.get(g, "count", p, int))
    if len(out) != 60:
        raise r.fail("$.quest_cards.groups", f"expected 60 Quest cards in all, found {len(out)}")
    ids: dict[str, int] = {}
    leg = r.get(doc, "legendary_cards", "$", dict)
    for i, c in enumerate(r.items(leg, "cards", "$.legendary_cards")):
        p = f"$.legendary_cards.cards[{i}]"
        colour = r.word(c, "colour", p, COLOURS)
        key = r.get(c, "id", p, str)
        if key in ids:
            raise r.fail(f"{p}.id", f"duplicate card id {key!r}")
        symbol = r.get(c, "symbol", p, (str, type(None))) or ""
        count = r.get(c, "symbol_count", p, int)
        if colour == "yellow" and (symbol or count):
            raise r.fail(p, "a yellow card shows no symbol")
        if colour != "yellow" and (symbol not in SYMBOLS or count < 1):
            raise r.fail(f"{p}.symbol", f"a {colour} card needs a symbol and a count, "
                                        f"found {symbol!r} x{count}")
        ids[key] = len(out)
        out.append(CardFacts(key=key, name=r.get(c, "name", p, str), colour=colour, symbol=symbol,
                             count=count, location=r.word(c, "location", p, JOURNEY),
                             text=r.get(c, "text", p, str) if "text" in c else ""))
    if len(ids) != 35:
        raise r.fail("$.legendary_cards.cards", f"expected 35 Legendary cards, found {len(ids)}")
    return tuple(out), ids


def _boards(doc: dict[str, Any], cards: dict[str, int]) -> tuple[
        dict[str, Board], dict[str, tuple[dict[str, Any], ...]], dict[str, int]]:
    r = _Reader("boards.json")
    master = r.get(doc, "master_board", "$", dict)
    track = r.get(master, "corruption_track", "$.master_board", dict)
    starts = r.get(track, "sauron_start", "$.master_board.corruption_track", dict)
    sauron: dict[str, int] = {}
    for level in ("introductory", "normal", "expert"):
        sauron[level] = r.get(starts, level, "$.master_board.corruption_track.sauron_start", int)
    locations = r.items(master, "locations", "$.master_board")
    order = [r.get(x, "id", f"$.master_board.locations[{i}]", str) for i, x in enumerate(locations)]
    if tuple(order) != JOURNEY:
        raise r.fail("$.master_board.locations",
                     f"expected the journey {', '.join(JOURNEY)}, found {order}")
    havens: dict[str, tuple[dict[str, Any], ...]] = {}
    hdoc = r.get(master, "havens", "$.master_board", dict)
    for h in HAVENS:
        p = f"$.master_board.havens.{h}"
        haven = r.get(hdoc, h, "$.master_board.havens", dict)
        havens[h] = tuple(_event(r, e, f"{p}.events[{i}]", cards)
                          for i, e in enumerate(r.items(haven, "events", p)))
    boards: dict[str, Board] = {}
    for i, b in enumerate(r.items(doc, "conflict_boards", "$")):
        p = f"$.conflict_boards[{i}]"
        board = _board(r, b, p, cards)
        if i >= len(CONFLICTS) or board.id != CONFLICTS[i]:
            expected = CONFLICTS[i] if i < len(CONFLICTS) else "no board"
            raise r.fail(f"{p}.id", f"expected {expected}, found {board.id!r}")
        boards[board.id] = board
    if len(boards) != len(CONFLICTS):
        raise r.fail("$.conflict_boards", f"expected {len(CONFLICTS)} boards, found {len(boards)}")
    return boards, havens, sauron


def _board(r: _Reader, b: Any, p: str, cards: dict[str, int]) -> Board:
    tracks: dict[str, Track] = {}
    main = r.word(b, "main_track", p, ACTIVITIES)
    for activity, t in r.get(b, "tracks", p, dict).items():
        tp = f"{p}.tracks.{activity}"
        if activity not in ACTIVITIES:
            raise r.fail(tp, f"unknown activity {activity!r}")
        spaces = []
        for j, s in enumerate(r.items(t, "spaces", tp)):
            sp = f"{tp}.spaces[{j}]"
            index = r.get(s, "index", sp, int)
            if index != j:
                raise r.fail(f"{sp}.index", f"expected {j}, found {index}")
            reward = r.word(s, "reward", sp, REWARDS)
            kind = r.word(s, "kind", sp, LIFE_KINDS) if reward == "life_token" else ""
            card = _card_ref(r, s, sp, cards) if reward == "card" else ""
            score = r.get(s, "score", sp, int) if activity == main else -1
            spaces.append(Space(index, reward, kind, card, score))
        last = r.get(t, "last_index", tp, int)
        if last != len(spaces) - 1 or last < 1:
            raise r.fail(f"{tp}.last_index",
                         f"expected {len(spaces) - 1} (the last space), found {last}")
        parts = tuple((r.get(x, "first_index", f"{tp}.parts[{k}]", int),
                       r.get(x, "last_index", f"{tp}.parts[{k}]", int))
                      for k, x in enumerate(r.items(t, "parts", tp)))
        if not parts or parts[-1][1] != last:
            raise r.fail(f"{tp}.parts", "the last part must end on the last space")
        tracks[activity] = Track(activity, activity == main, last, parts, tuple(spaces))
    if main not in tracks:
        raise r.fail(f"{p}.main_track", f"{main!r} is not one of the board's tracks")
    events = tuple(_event(r, e, f"{p}.events[{k}]", cards)
                   for k, e in enumerate(r.items(b, "events", p)))
    if len(events) != 6:
        raise r.fail(f"{p}.events", f"expected 6 events, found {len(events)}")
    legendary = tuple(_name_to_id(r, n, f"{p}.legendary_cards[{k}]", cards)
                      for k, n in enumerate(r.items(b, "legendary_cards", p)))
    return Board(r.get(b, "id", p, str), r.get(b, "name", p, str), main, tracks, events, legendary)


def _name_to_id(r: _Reader, name: Any, p: str, cards: dict[str, int]) -> str:
    from unicodedata import normalize

    key = normalize("NFKD", str(name)).encode("ascii", "ignore").decode().lower()
    key = key.replace("'", "").replace(" ", "_")
    if key not in cards:
        raise r.fail(p, f"no Legendary card named {name!r}")
    return key


def _card_ref(r: _Reader, obj: Any, p: str, cards: dict[str, int]) -> str:
    card_id = r.get(obj, "card_id", p, str)
    if card_id not in cards:
        raise r.fail(f"{p}.card_id", f"no Legendary card {card_id!r}")
    if _name_to_id(r, r.get(obj, "card", p, str), f"{p}.card", cards) != card_id:
        raise r.fail(f"{p}.card", f"{obj['card']!r} does not name card_id {card_id!r}")
    return card_id


def _event(r: _Reader, e: Any, p: str, cards: dict[str, int]) -> dict[str, Any]:
    """Check one event (or tile) dict: mode, who, costs, conditions and effects."""
    mode = r.word(e, "mode", p, MODES)
    if "by" in e:
        r.word(e, "by", p, WHO)
    if mode in ("pay_or_else", "optional"):
        _cost(r, r.get(e, "cost", p, dict), f"{p}.cost", cards)
    if mode == "check":
        _condition(r, r.get(e, "condition", p, dict), f"{p}.condition")
    for key in ("effects", "on_success", "on_failure"):
        for i, op in enumerate(r.get(e, key, p, list, [])):
            _effect(r, op, f"{p}.{key}[{i}]", cards)
    return e


def _cost(r: _Reader, c: Any, p: str, cards: dict[str, int]) -> None:
    kind = r.word(c, "type", p, COST_TYPES)
    if kind == "all":
        for i, sub in enumerate(r.items(c, "of", p)):
            _cost(r, sub, f"{p}.of[{i}]", cards)
    elif kind == "discard_symbols":
        for symbol, n in r.get(c, "symbols", p, dict).items():
            if symbol not in SYMBOLS or not isinstance(n, int) or n < 1:
                raise r.fail(f"{p}.symbols.{symbol}", f"expected a symbol and a count, found {n!r}")
    elif kind == "discard_named_card":
        _card_ref(r, c, p, cards)
    elif kind == "discard_life_tokens":
        for i, k in enumerate(r.items(c, "kinds", p)):
            if k not in (*LIFE_KINDS, "any"):
                raise r.fail(f"{p}.kinds[{i}]", f"unknown life-token kind {k!r}")
    else:
        keys = {"pay_runes": "value", "take_corruption": "steps", "roll_die": "times"}
        key = keys.get(kind, "count")
        r.get(c, key, p, int)


def _condition(r: _Reader, c: Any, p: str) -> None:
    kind = r.word(c, "type", p, CONDITIONS)
    if kind == "all":
        for i, sub in enumerate(r.items(c, "of", p)):
            _condition(r, sub, f"{p}.of[{i}]")
    else:
        r.word(c, "track", p, ACTIVITIES)


def _effect(r: _Reader, e: Any, p: str, cards: dict[str, int]) -> None:
    op = r.word(e, "op", p, OPS)
    if "who" in e:
        r.word(e, "who", p, WHO)
    if op == "gain_card":
        _card_ref(r, e, p, cards)
    elif op == "choose_one":
        for i, option in enumerate(r.items(e, "options", p)):
            for j, sub in enumerate(option):
                _effect(r, sub, f"{p}.options[{i}][{j}]", cards)
    elif op == "advance_track":
        r.word(e, "track", p, ACTIVITIES)


def _tiles(doc: dict[str, Any]) -> tuple[Tile, ...]:
    r = _Reader("tiles.json")
    out: list[Tile] = []
    for i, t in enumerate(r.items(doc, "tiles", "$")):
        p = f"$.tiles[{i}]"
        category = r.word(t, "category", p, ("activity", "event", "corruption"))
        activity = r.word(t, "activity", p, ACTIVITIES) if category == "activity" else ""
        event = t if category == "activity" else _event(r, t, p, {})
        tile = Tile(r.get(t, "id", p, str), r.get(t, "name", p, str), category, activity, event)
        out.extend([tile] * r.get(t, "count", p, int))
    if len(out) != r.get(doc, "total", "$", int) or len(out) != 23:
        raise r.fail("$.tiles", f"expected 23 Story tiles, found {len(out)}")
    return tuple(out)


def _rules(doc: dict[str, Any]) -> tuple[tuple[tuple[str, int], ...], dict[int, int],
                                         tuple[int, ...], dict[str, int]]:
    r = _Reader("rules.json")
    die = r.get(doc, "die", "$", dict)
    faces = []
    for i, f in enumerate(r.items(die, "faces", "$.die")):
        p = f"$.die.faces[{i}]"
        faces.append((r.word(f, "face", p, DIE_FACES), r.get(f, "symbols", p, int)))
    if sorted(f for f, _ in faces) != sorted(DIE_FACES):
        raise r.fail("$.die.faces", f"expected the six faces {', '.join(DIE_FACES)}")
    tokens = r.get(doc, "tokens", "$", dict)
    values = r.get(r.get(tokens, "runes", "$.tokens", dict), "values", "$.tokens.runes", dict)
    try:
        runes = {int(k): int(v) for k, v in values.items()}
    except ValueError:
        raise r.fail("$.tokens.runes.values",
                     f"expected value: count pairs, found {values!r}") from None
    pool = r.get(tokens, "big_rune_pool", "$.tokens", dict)
    gold = tuple(r.items(pool, "values", "$.tokens.big_rune_pool"))
    for i, v in enumerate(gold):
        if runes.get(v, 0) < gold.count(v):
            raise r.fail(f"$.tokens.big_rune_pool.values[{i}]",
                         f"more gold runes of value {v} than runes")
    life_doc = r.get(tokens, "life_tokens", "$.tokens", dict)
    kinds = r.get(life_doc, "kinds", "$.tokens.life_tokens", dict)
    life = {k: r.get(kinds, k, "$.tokens.life_tokens.kinds", int) for k in LIFE_KINDS}
    return tuple(faces), runes, gold, life
