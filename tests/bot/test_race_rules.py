"""Third pass on issue 22 (the race): the starting fellowship puts the most companions
on the road (cheapest first), and Normal never sends the Ring-bearer into a skirmish he
loses while another character could take the minion."""

from __future__ import annotations

from ringtable.bot import HeuristicBot, observe, policy
from ringtable.bot.heuristic import spare_ring_bearer
from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup, Rules
from ringtable.testing import Scenario

BASE_RULES = Rules.base(default_database())


def _at_starting_fellowship(stem: str) -> Game:
    deck = starter_decks()[stem]
    game = Game.new(GameSetup(decks=[deck, deck], seed=1), BASE_RULES)
    while game.decision is not None and game.decision.kind != "starting_fellowship":
        game.apply(policy.fast_choice(game))
    assert game.decision is not None
    return game


def test_the_starting_fellowship_takes_two_cheap_companions_not_one_costly() -> None:
    """FotR Aragorn starter, 4 twilight to start with: Legolas (2) and Sam (2), two
    bodies that each take a minion, rather than Aragorn (4) alone."""
    game = _at_starting_fellowship("fotr-aragorn-starter")
    seat = game.decision.player  # type: ignore[union-attr]
    offered = {game.cards[a.card].title for a in game.legal_actions() if a.kind == "start_with"}
    assert {"Aragorn", "Legolas", "Sam"} <= offered
    bot = HeuristicBot(1, rules=BASE_RULES)
    picked = []
    for _ in range(2):
        rule = policy.fast_choice(game)
        choice = bot.choose(observe(game, game.decision.player), seat)  # type: ignore[union-attr]
        assert choice == rule  # the play-outs and Normal start alike
        picked.append(game.cards[choice.card].title)
        game.apply(choice)
    assert picked == ["Legolas", "Sam"]  # strongest of the 2-cost first


def test_the_ring_bearer_is_not_offered_a_skirmish_he_loses_when_a_companion_is_free() -> None:
    """Frodo (4) against an Uruk Savage (5) with Aragorn free: the look-ahead may not
    even consider Frodo; Aragorn's pairing stays."""
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    savage = sc.minion("Uruk Savage")
    sc.at_site(5)
    game = sc.start("assign")
    frodo = game.s.ring_bearer[game.s.fp]
    actions = game.legal_actions()
    assert any(a.card == frodo for a in actions)
    kept = spare_ring_bearer(game, actions, policy.fast_choice(game))
    assert not any(a.kind == "assign" and a.card == frodo for a in kept)
    assert any(a.kind == "assign" and a.card == aragorn and a.target == savage for a in kept)
