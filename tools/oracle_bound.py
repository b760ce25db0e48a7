"""An upper bound for the Hard bot: Hard searching the *real* game against Normal.

    .venv/bin/python tools/oracle_bound.py --era classic --seed 501 --games 48
    .venv/bin/python tools/oracle_bound.py --era classic --seed 501 --games 48 --fair
    .venv/bin/python tools/oracle_bound.py --era shadows --seed 501 --games 48 --know hand

A measuring tool, never a bot: with the oracle on, every world the search plays is a
clone of the real game, so Hard knows the opponent's hand and the order of both draw
decks (it still guesses the opponent's coming decisions with the fast rules). If even
that does not beat Normal by the goal, no determinisation can, and the lever is the
search itself. ``--fair`` plays the same games with the shipped Hard (the engine's
``determinise``, the starter lists known), so the two runs differ only by what Hard may
know. ``--know hand`` (or ``opponent``) tells Hard only the opponent's hand (and the
order of his draw deck): a fair world whose opponent's hand holds the real cards and
whose draw deck the rest of his hidden cards, shuffled, so what that knowledge is worth
is measured apart from the shuffles. ``hand-as-fp`` / ``hand-as-shadow`` tell it only
while Hard plays that side; ``hand-as-fp-before`` / ``-after`` only while Hard is the
Free Peoples before the Shadow phase, or from it on. ``held-before`` tells it, while
Hard is the Free Peoples before the Shadow phase, only the cards of the Shadow's hand he
already held at Hard's last decision after his Shadow phase against Hard (the bound of
any reading of those Shadow phases: what he drew since stays unknown). Each seed is
played twice, seats swapped, one game after another in this process (the oracle is a
patch of this process only); Hard plays a fixed budget of play-outs (``--playouts``,
default 24), so the load does not change its games.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "desktop"))
sys.path.insert(0, str(ROOT / "tools"))

from bench_bots import ERAS  # noqa: E402
from ringtable.bot import search as search_module  # noqa: E402
from ringtable.bot.arena import (  # noqa: E402
    cut_short_note,
    game_format,
    load_deck,
    make_bot,
)
from ringtable.bot.base import play_game  # noqa: E402
from ringtable.cards import default_database  # noqa: E402
from ringtable.cards.model import PHASES as TURN_PHASES  # noqa: E402
from ringtable.engine import Game, GameSetup  # noqa: E402
from ringtable.scripts import standard_rules  # noqa: E402

# The phases of a turn from the Shadow phase on: "after" the Shadow has shown his plays.
AFTER_SHADOW = frozenset(TURN_PHASES[TURN_PHASES.index("shadow"):])
# When each ``--know`` tells Hard the opponent's cards, by (Hard is the Free Peoples,
# the turn is at or past the Shadow phase).
WHEN: dict[str, Callable[[bool, bool], bool]] = {
    "all": lambda fp, after: True,
    "opponent": lambda fp, after: True,
    "hand": lambda fp, after: True,
    "hand-as-fp": lambda fp, after: fp,
    "hand-as-shadow": lambda fp, after: not fp,
    "hand-as-fp-before": lambda fp, after: fp and not after,
    "hand-as-fp-after": lambda fp, after: fp and after,
    # only the cards he already held after his last Shadow phase against Hard (the most
    # any reading of his Shadow phases could tell), before the Shadow phase
    "held-before": lambda fp, after: fp and not after,
}


def tells(know: str, view: dict[str, Any]) -> bool:
    """Whether the oracle ``know`` tells Hard the opponent's cards at this decision."""
    return WHEN[know](int(view["you"]) == int(view["free_peoples"]),
                      view["phase"] in AFTER_SHADOW)


def told(world: Game, real: Game, me: int, know: str, rng: Any,
         held: frozenset[int] = frozenset()) -> Game:
    """``world`` (a fair one) with the opponent's hidden cards made the real ones: his
    hand, and his draw deck in its real order (``opponent``) or the rest of his hidden
    cards shuffled (``hand``); with ``held-before`` only the cards of his hand whose
    (real) ids are in ``held``, the rest of his hand dealt as fairly as before. Hidden
    ids differ between the two games, so the cards are matched by place in the pile."""
    data, real_data = world.to_json(), real.to_json()
    opp = 1 - me
    defs, real_defs = data["defs"], real_data["defs"]
    if know == "held-before":
        return _with_known_in_hand(world, data, opp, Counter(
            real_defs[c] for c in real_data["piles"][opp]["hand"] if c in held), rng)
    for name in ("hand", "draw"):
        ids, real_ids = data["piles"][opp][name], real_data["piles"][opp][name]
        cards = [real_defs[c] for c in real_ids]
        if name == "draw" and know != "opponent":
            rng.shuffle(cards)
        for c, d in zip(ids, cards, strict=True):
            defs[c] = d
    return Game.from_json(data, world.rules)


def _with_known_in_hand(world: Game, data: dict[str, Any], opp: int,
                        known: Counter[str], rng: Any) -> Game:
    """The fair ``world`` (``data`` its JSON) with ``known`` in ``opp``'s hand: the rest of
    his hand and his draw deck dealt at random from his other hidden cards."""
    defs = data["defs"]
    hand, draw = data["piles"][opp]["hand"], data["piles"][opp]["draw"]
    pool = Counter(defs[c] for c in (*hand, *draw))
    chosen = list((known & pool).elements())[:len(hand)]
    rest = list((pool - Counter(chosen)).elements())
    rng.shuffle(rest)
    for c, d in zip((*hand, *draw), chosen + rest, strict=True):
        defs[c] = d
    return Game.from_json(data, world.rules)


def hard_games(era: str, first_seed: int, games: int, rules: Any, playouts: int
               ) -> Iterator[tuple[Game, list[Any], int, tuple[int, str, str]]]:
    """The measuring tools' games, not yet played: each seed of ``era``'s pairings from
    both seats, Hard (``playouts`` per decision) against Normal, the arena's bots
    (``arena.make_bot``). Yields (game, bots, Hard's seat, (seed, deck, deck))."""
    pairs = ERAS[era]
    for k in range((games + 1) // 2):
        a, b = pairs[k % len(pairs)]
        seed = first_seed + k
        for hard_seat in (0, 1):
            decks = [load_deck(a), load_deck(b)]
            game = Game.new(GameSetup(decks=decks, seed=seed, format=game_format(*decks)),
                            rules)
            bots: list[Any] = [None, None]
            bots[hard_seat] = make_bot("search", seed * 2 + hard_seat, decks[hard_seat],
                                       rules=rules, playouts=playouts)
            bots[1 - hard_seat] = make_bot("heuristic", seed * 2 + 1 - hard_seat,
                                           decks[1 - hard_seat], rules=rules)
            yield game, bots, hard_seat, (seed, a, b)


def games_parser(doc: str | None, era: str, games: int) -> argparse.ArgumentParser:
    """The options of :func:`hard_games` every measuring tool takes: the era whose
    pairings are played, the first seed and the number of games."""
    parser = argparse.ArgumentParser(description=doc,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--era", choices=sorted(ERAS), default=era)
    parser.add_argument("--seed", type=int, default=501)
    parser.add_argument("--games", type=int, default=games)
    return parser


def main() -> int:
    parser = games_parser(__doc__, era="classic", games=48)
    parser.add_argument("--playouts", type=int, default=24)
    parser.add_argument("--fair", action="store_true", help="no oracle: the real search")
    parser.add_argument("--know", choices=tuple(WHEN), default="all",
                        help="what the oracle tells Hard: the whole game (all), the "
                             "opponent's hand and draw deck (opponent), his hand (hand), "
                             "his hand only while Hard is the Free Peoples or the Shadow, "
                             "or the Free Peoples before or from the Shadow phase, or only "
                             "the cards he already held then (held-before)")
    args = parser.parse_args()
    real_game: dict[str, Game] = {}
    held: dict[str, frozenset[int]] = {"ids": frozenset()}
    fair = search_module.determinise

    def oracle(view: dict[str, Any], rules: Any, rng: Any, deck: Any,
               known_lists: Any = ()) -> Game:
        world = fair(view, rules, rng, deck, known_lists)  # NoWorld where a fair has none
        real, me = real_game["now"], int(view["you"])
        if args.know == "all":
            return real.clone()
        if me == int(view["free_peoples"]) and view["phase"] in AFTER_SHADOW:
            held["ids"] = frozenset(real.s.piles[1 - me]["hand"])  # his hand, after
        if not tells(args.know, view):
            return world
        return told(world, real, me, args.know, rng, held["ids"])

    if not args.fair:
        search_module.determinise = oracle
    rules = standard_rules(default_database())
    hard = normal = games = searches = cut_short = 0
    for game, bots, hard_seat, (seed, a, b) in hard_games(args.era, args.seed, args.games,
                                                          rules, args.playouts):
        real_game["now"] = game
        held["ids"] = frozenset()
        play_game(game, bots, max_decisions=4000)
        o = game.outcome
        if o is not None and o.winner >= 0:
            hard += o.winner == hard_seat
            normal += o.winner != hard_seat
        games += 1
        searches += bots[hard_seat].searches
        cut_short += bots[hard_seat].cut_short
        if hard_seat == 1:
            print(f"seed {seed} {a} vs {b}: Hard {hard}, Normal {normal} of {games}",
                  flush=True)
    kind = "fair" if args.fair else f"oracle ({args.know})"
    print(f"{args.era}, {kind}, {args.playouts} play-outs: Hard won {hard} of {games} "
          f"({hard / max(1, games):.1%}); {cut_short_note(cut_short, searches)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
