"""The engine's observation and determinisation (issue 17): a game rebuilt from what
one seat sees agrees with that view, whichever way the hidden cards are dealt."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup, Rules
from ringtable.engine.determinise import NoWorld, determinise, observe

RULES = Rules.base(default_database())
# what a view shows of the public state: everything but the hidden piles and the cards
PUBLIC = ("turn", "phase", "free_peoples", "twilight", "moves", "burdens", "threats",
          "ring_bearer", "ring", "site", "path", "modifiers", "decision", "skirmish")


def _counts(view: dict) -> list[dict[str, int]]:
    return [{name: pile["count"] if isinstance(pile, dict) else len(pile)
             for name, pile in piles.items()} for piles in view["piles"]]


def _positions(seed: int) -> list[Game]:
    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=seed), RULES)
    rng = random.Random(seed)
    out = []
    for k in range(300):
        if game.decision is None:
            break
        if k % 5 == 0:
            out.append(game.clone())
        game.apply(rng.choice(game.legal_actions()))
    return out


@pytest.mark.parametrize("seed", [2, 5])
def test_a_determinised_game_is_consistent_with_the_view(seed: int) -> None:
    decks = starter_decks()
    own = [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]]
    checked = 0
    for game in _positions(seed):
        seat = game.decision.player
        view = json.loads(json.dumps(observe(game, seat)))  # plain JSON, as a bot gets it
        for k in range(2):
            try:
                world = determinise(view, RULES, random.Random(k), own[seat])
            except NoWorld:
                assert view["engine"]["stack"] is None  # only the secret setup
                continue
            again = json.loads(json.dumps(observe(world, seat)))
            for key in PUBLIC:  # the same public state
                assert again[key] == view[key], key
            assert _counts(again) == _counts(view)  # the same counts of hidden piles
            mine = game.s.piles[seat]
            assert world.s.piles[seat]["hand"] == mine["hand"]  # our own hand unchanged
            assert [world.s.defs[c] for c in mine["hand"]] == \
                [game.s.defs[c] for c in mine["hand"]]
            assert sorted(map(repr, world.legal_actions())) == \
                sorted(map(repr, game.legal_actions()))
            assert world.rules is RULES
            checked += 1
    assert checked >= 10


def test_observation_of_the_setup_names_no_stack() -> None:
    """During setup the bids are secret: no public stack, so nothing to rebuild."""
    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=1), RULES)
    view = observe(game, 0)
    assert view["engine"]["stack"] is None
    with pytest.raises(NoWorld):
        determinise(view, RULES, random.Random(1))


def test_cards_shown_in_a_hidden_pile_stay_there_in_the_determinised_game() -> None:
    """Searching the draw deck (Denethor, 10_28) offers the seat cards of its own draw
    deck: the view names them, the pile still counts them; the world keeps them in the
    deck with the same options, and deals only the rest."""
    from ringtable.scripts import standard_rules
    from ringtable.testing import Scenario, act

    rules = standard_rules(default_database())
    sc = Scenario(rules=rules)
    denethor = sc.companion("10_28")
    found = [sc.draw_bottom("Boromir, Son of Denethor"), sc.draw_top("Boromir, Lord of Gondor")]
    sc.draw_top("Gimli, Son of Gloin")
    game = sc.at_site(3).start("fellowship")
    act(game, "use", denethor)
    assert set(game.decision.cards) == set(found)
    view = json.loads(json.dumps(observe(game, 0)))
    world = determinise(view, rules, random.Random(2))
    assert all(world.s.zone[c] == "draw" and world.s.defs[c] == game.s.defs[c] for c in found)
    assert len(world.s.piles[0]["draw"]) == len(game.s.piles[0]["draw"])
    assert sorted(map(repr, world.legal_actions())) == sorted(map(repr, game.legal_actions()))


def test_another_players_choice_among_hidden_cards_names_none_of_them() -> None:
    """Issue 17: a new rule must not leak hidden cards. Denethor's search offers his
    player cards of the draw deck; the opponent's view of that decision (and of the
    pending choose frame) names none of them: instance ids would tell which card is
    where."""
    from ringtable.scripts import standard_rules
    from ringtable.testing import Scenario, act

    sc = Scenario(rules=standard_rules(default_database()))
    denethor = sc.companion("10_28")
    deck = [sc.draw_bottom("Boromir, Son of Denethor"), sc.draw_top("Boromir, Lord of Gondor")]
    game = sc.at_site(3).start("fellowship")
    act(game, "use", denethor)
    assert set(game.decision.cards) == set(deck)
    theirs = observe(game, 1)
    assert theirs["decision"]["cards"] == [] and theirs["decision"]["player"] == 0
    assert not set(deck) & {int(c) for c in theirs["cards"]}
    assert not set(deck) & {c for f in theirs["engine"]["stack"] for c in f.get("cards", [])}
    assert set(observe(game, 0)["decision"]["cards"]) == set(deck)  # the searcher sees them
    act(game, "choose", deck[1])  # taken into hand; the opponent may now draw 2
    assert game.decision.player == 1
    assert game.s.zone[deck[1]] == "hand"
    assert deck[1] in game.s.stack[-1]["ctx"]["v"]["it"]  # the script remembers it ...
    remembered = {c for f in observe(game, 1)["engine"]["stack"] if "ctx" in f
                  for v in f["ctx"]["v"].values() for c in v}
    assert deck[1] not in remembered  # ... the other player's observation does not


def _shown_position() -> tuple[Game, dict]:
    """A position of a random fotr-aragorn vs fotr-gandalf game where the opponent of the
    seat to decide has shown a card its own list lacks; its view."""
    for game in _positions(3):
        seat = game.decision.player
        view = json.loads(json.dumps(observe(game, seat)))
        own = starter_decks()["fotr-aragorn-starter" if seat == 0 else "fotr-gandalf-starter"]
        shown = [e["card"] for e in view["cards"].values() if int(e["owner"]) != seat
                 and not default_database()[e["card"]].is_site
                 and e["zone"] not in ("fellowship", "attached")]
        if view["engine"]["stack"] and any(d not in own.draw_deck_cards() for d in shown):
            return game, view
    raise AssertionError("no such position")


def _hidden_defs(world: Game, game: Game, player: int) -> list[str]:
    """The cards a world dealt into ``player``'s hand and draw deck."""
    return [world.s.defs[c] for name in ("hand", "draw") for c in world.s.piles[player][name]]


def test_a_known_list_the_opponents_cards_fit_deals_his_hidden_cards() -> None:
    """A player who knows the opponent's published list by heart (the Hard bot, the
    starters): the opponent's hand and draw deck are dealt from what is left of it."""
    decks = starter_decks()
    aragorn, gandalf = decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]
    game, view = _shown_position()
    seat = game.decision.player
    mine, theirs = (aragorn, gandalf) if seat == 0 else (gandalf, aragorn)
    guessed = Counter()
    for k in range(6):
        world = determinise(view, RULES, random.Random(k), mine, known_lists=[theirs])
        dealt = Counter(_hidden_defs(world, game, 1 - seat))
        assert not dealt - Counter(theirs.draw_deck_cards())  # nothing the list lacks
        guessed.update(dealt)
    plain = Counter()
    for k in range(6):
        world = determinise(view, RULES, random.Random(k), mine)
        plain.update(_hidden_defs(world, game, 1 - seat))
    # without the list, the guess mixes in our own list (a mirror): cards he cannot have
    assert plain - Counter({d: 6 * n for d, n in
                            Counter(theirs.draw_deck_cards()).items()})


def test_a_list_the_shown_cards_do_not_fit_is_not_used() -> None:
    decks = starter_decks()
    aragorn, gandalf = decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]
    game, view = _shown_position()  # he showed a card our own list lacks
    seat = game.decision.player
    mine = aragorn if seat == 0 else gandalf
    a = determinise(view, RULES, random.Random(1), mine, known_lists=[mine])
    b = determinise(view, RULES, random.Random(1), mine)
    assert _hidden_defs(a, game, 1 - seat) == _hidden_defs(b, game, 1 - seat)
