"""Component conservation, checked after every action by the soak and the suite.

Every physical piece is somewhere exactly once: 95 cards (60 Quest + 35 Legendary) in
the deck, the discard pile, the box, a hand, the Legendary stock or the revealed row;
23 Story tiles in the pile or the tile discard; 11 life tokens; 32 runes by value (the
supply, the players, the gold pool); Sauron and the hobbits on the corruption track.
"""

from __future__ import annotations

from collections import Counter

from .game import Game


def conservation_errors(game: Game) -> list[str]:
    s = game.state
    c = game.k.c
    errors: list[str] = []
    cards = [*s["deck"], *s["discard"], *s["removed"], *s["pool"], *s["revealed"]]
    for hand in s["hands"]:
        cards.extend(hand)
    if sorted(cards) != list(range(len(c.cards))):
        dup = [i for i, n in Counter(cards).items() if n > 1]
        errors.append(f"cards: {len(cards)} placed of {len(c.cards)}, duplicated {dup[:5]}")
    tiles = [*s["tiles"], *s["tiles_out"]]
    if sorted(tiles) != list(range(len(c.tiles))):
        errors.append(f"tiles: {len(tiles)} placed of {len(c.tiles)}")
    for k, kind in enumerate(("ring", "heart", "sun")):
        held = s["life_supply"][k] + sum(life[k] for life in s["life"])
        lowest = min([s["life_supply"][k], *(life[k] for life in s["life"])])
        if held != c.life_tokens[kind] or lowest < 0:
            errors.append(f"{kind} life tokens: {held} of {c.life_tokens[kind]}")
    for value, count in c.runes.items():
        held = s["supply"][value] + sum(r.count(value) for r in s["runes"]) + s["gold"].count(value)
        if held != count or s["supply"][value] < 0:
            errors.append(f"runes worth {value}: {held} of {count}")
    if not 0 <= s["sauron"] <= 15 or any(p < 0 for p in s["pos"]):
        errors.append(f"corruption track: Sauron {s['sauron']}, hobbits {s['pos']}")
    for p, pos in enumerate(s["pos"]):
        if not s["out"][p] and pos >= s["sauron"]:
            errors.append(f"hobbit {p} on or past Sauron but still in the game")
    return errors
