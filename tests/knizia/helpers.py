"""Building board-game positions for rule tests: a real game, then the pieces moved.

Pieces are always *moved* (from the deck, the Legendary stock or the supply), never
created, so every position keeps the component counts the soak checks.
"""

from __future__ import annotations

from typing import Any

from ringtable.engine.values import Action
from ringtable.knizia import Game, KniziaSetup, default_components

C = default_components()


def new(players: int = 3, difficulty: str = "normal", seed: int = 1) -> Game:
    return Game.new(KniziaSetup(players, difficulty, seed))


def quest(g: Game, colour: str, symbol: str) -> int:
    """A Quest card of that colour and symbol still in the deck (or the discard pile)."""
    s = g.state
    for pile in (s["deck"], s["discard"]):
        for i in pile:
            f = C.cards[i]
            if not f.legendary and f.colour == colour and f.symbol == symbol:
                return i
    raise LookupError(f"no {colour} {symbol} Quest card left")


def legendary(key: str) -> int:
    return C.legendary_ids[key]


def give(g: Game, p: int, *cards: int) -> None:
    """Move cards (from wherever they are but a hand) into ``p``'s hand."""
    s = g.state
    for c in cards:
        for pile in ("deck", "discard", "pool", "removed"):
            if c in s[pile]:
                s[pile].remove(c)
                break
        else:
            raise LookupError(f"card {c} is not free")
        s["hands"][p].append(c)
    refresh(g)


def refresh(g: Game) -> None:
    """Forget the options listed before the position was edited."""
    g._legal = None
    g.k.offered = None


def empty_hands(g: Game) -> None:
    s = g.state
    for p, h in enumerate(s["hands"]):
        for c in h:
            (s["pool"] if C.cards[c].legendary else s["deck"]).append(c)
        s["hands"][p] = []


def give_runes(g: Game, p: int, *values: int) -> None:
    for v in values:
        g.state["supply"][v] -= 1
        g.state["runes"][p].append(v)
    refresh(g)


def give_life(g: Game, p: int, kind: str, n: int = 1) -> None:
    k = ("ring", "heart", "sun").index(kind)
    g.state["life_supply"][k] -= n
    g.state["life"][p][k] += n
    refresh(g)


def tile(tile_id: str, nth: int = 0) -> int:
    return [i for i, t in enumerate(C.tiles) if t.id == tile_id][nth]


def stack_tiles(g: Game, *ids: str) -> None:
    """Put these Story tiles on top of the pile, the first named revealed first."""
    s = g.state
    chosen: list[int] = []
    for tid in ids:
        idx = next(i for i, t in enumerate(C.tiles) if t.id == tid and i not in chosen)
        chosen.append(idx)
    rest = [t for t in range(len(C.tiles)) if t not in chosen]
    s["tiles"] = rest + list(reversed(chosen))
    s["tiles_out"] = []


def conflict(players: int = 3, board: str = "moria", seed: int = 1, difficulty: str = "normal",
             active: int = 0, **state: Any) -> Game:
    """A game at the start of a turn on ``board`` (Ring-bearer Frodo, active player 0),
    with empty hands; ``stack`` frames above the turn can be given in ``state``."""
    g = new(players, difficulty, seed)
    empty_hands(g)
    loc = ("bag_end", "rivendell", "moria", "lothlorien", "helms_deep", "shelobs_lair",
           "mordor").index(board)
    s = g.state
    s.update(stage=board, loc=loc, board=board, event=0, ring_used=False, over=False,
             active=active,
             tracks={a: 0 for a in C.boards[board].tracks})
    s["tiles"] = list(range(len(C.tiles)))
    s["tiles_out"] = []
    top = state.pop("stack", None)
    s.update(state)
    s["stack"] = [{"k": "journey", "entered": loc},
                  {"k": "conflict", "phase": "turns", "next": (active + 1) % players},
                  {"k": "turn", "p": active, "phase": 0}]
    if top is not None:
        s["stack"].extend(top)
    return g


def run(g: Game) -> Game:
    """Let the engine run from the state as edited."""
    g._legal = None
    g.k.offered = None
    g._advance()
    return g


def act(g: Game, kind: str, **fields: Any) -> Action:
    """Apply the one legal action of this kind matching ``fields``; returns it."""
    matches = [a for a in g.legal_actions() if a.kind == kind
               and all(getattr(a, k) == v for k, v in fields.items())]
    assert matches, f"no legal {kind} {fields}; legal: {g.legal_actions()}"
    g.apply(matches[0])
    return matches[0]


def answer(g: Game, kind: str, **fields: Any) -> None:
    """Answer decisions until one of ``kind`` is pending, declining windows on the way."""
    for _ in range(200):
        d = g.decision
        assert d is not None, "no decision pending"
        if any(a.kind == kind and all(getattr(a, k) == v for k, v in fields.items())
               for a in g.legal_actions()):
            act(g, kind, **fields)
            return
        legal = g.legal_actions()
        no = [a for a in legal if a.kind in ("no", "decline", "end")]
        g.apply(no[0] if no else legal[0])
    raise AssertionError(f"never offered {kind}")
