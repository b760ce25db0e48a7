"""Exact undo and redo, with manual actions mixed in; history survives save and load."""

from __future__ import annotations

import random

import pytest
from save_helpers import new_record

from ringtable.cards import default_database
from ringtable.engine import Game, IllegalActionError, manual_menu, manual_table_menu
from ringtable.persistence import load_save, save_game
from ringtable.persistence.history import History
from ringtable.scripts import standard_rules

APP_RULES = standard_rules(default_database())  # the rules saves are loaded under


def visible_cards(game: Game, player: int) -> list[int]:
    return [int(c) for c in game.view_for(player)["cards"]]


def random_step(history: History, rng: random.Random) -> bool:
    game = history.game
    if game.decision is None:
        return False
    player = game.decision.player
    if rng.random() < 0.25:
        cards = visible_cards(game, player)
        options = manual_table_menu(game, player)
        if cards:
            options += manual_menu(game, player, rng.choice(cards))
        _, action = rng.choice(options)
        try:
            history.apply(action)
            return True
        except IllegalActionError:
            pass  # refused with the rules on: a real player would see the reason
    history.apply(rng.choice(game.legal_actions()))
    return True


def test_a_thousand_random_steps_undo_to_the_start_and_redo_to_the_end():
    rng = random.Random(6)
    steps = 0
    seed = 1
    while steps < 1000:
        record = new_record(seed)
        history = History(record, Game.new(record.setup(), APP_RULES))
        start = history.game.to_json()
        while steps < 1000 and random_step(history, rng):
            steps += 1
        end = history.game.to_json()
        end_log = list(record.log)
        everyone = lambda p: True  # noqa: E731 - hotseat: undo one decision of either seat
        while history.undo(everyone):
            pass
        assert history.game.to_json() == start and record.actions == [] and record.log == []
        while history.redo(everyone):
            pass
        assert history.game.to_json() == end and record.log == end_log
        seed += 1


def test_against_a_bot_undo_goes_back_to_the_persons_decision():
    record = new_record(3)
    history = History(record, Game.new(record.setup(), APP_RULES))
    rng = random.Random(3)
    for _ in range(80):
        random_step(history, rng)
    person = lambda p: p == 0  # noqa: E731
    target = history.undo_target(person)
    before = record.replay(APP_RULES, target).to_json()
    assert history.undo(person)
    assert len(record.actions) == target
    assert history.game.to_json() == before
    assert record.redo and record.redo[0].player == 0


def test_strict_games_cannot_undo():
    record = new_record(4)
    record.strict = True
    history = History(record, Game.new(record.setup(), APP_RULES))
    history.apply(history.game.legal_actions()[0])
    assert not history.can_undo(lambda p: True) and not history.undo(lambda p: True)


def test_undo_history_survives_save_and_load(tmp_path):
    record = new_record(5)
    history = History(record, Game.new(record.setup(), APP_RULES))
    rng = random.Random(5)
    for _ in range(50):
        random_step(history, rng)
    history.undo(lambda p: True)
    history.undo(lambda p: True)
    path = tmp_path / "h.ringtable.json"
    save_game(path, record, history.game)
    loaded, game = load_save(path)
    again = History(loaded, game)
    while again.redo(lambda p: True):
        pass
    while history.redo(lambda p: True):
        pass
    assert again.game.to_json() == history.game.to_json()


def turn_two_fellowship() -> History:
    """A recorded game at a fellowship-phase decision of turn 2 (trying seeds until one
    gets there: whether card scripts are loaded changes how random games go)."""
    for seed in range(8, 200):
        record = new_record(seed)
        history = History(record, Game.new(record.setup(), APP_RULES))
        rng = random.Random(seed)
        game = history.game
        while game.decision is not None and (game.s.turn < 2 or game.s.phase != "fellowship"
                                              or game.decision.kind != "action"):
            history.apply(rng.choice(game.legal_actions()))
            game = history.game
        if game.decision is not None and game.s.piles[game.decision.player]["hand"]:
            return history
    raise AssertionError("no game reached turn 2")


@pytest.mark.parametrize("op", ["wounds", "twilight", "move", "burdens", "modify", "tokens",
                                "exert", "heal", "draw", "shuffle", "reveal"])
def test_every_manual_action_applies_logs_saves_and_undoes(op, tmp_path):
    from ringtable.engine import manual

    history = turn_two_fellowship()
    record = history.record
    game = history.game
    p = game.decision.player
    s = game.s
    bearer = s.ring_bearer[p]
    in_hand = s.piles[p]["hand"][0]
    card = in_hand if op in ("move", "reveal") else bearer
    if op == "heal":
        history.apply(manual(p, "wounds", card=bearer, amount=1))
    params = {"wounds": {"card": card, "amount": 1}, "twilight": {"amount": 2},
              "move": {"card": card, "to": "discard"}, "burdens": {"amount": 1},
              "modify": {"card": card, "stat": "strength", "amount": 2, "until": "turn"},
              "tokens": {"card": card, "culture": "shire", "amount": 1},
              "exert": {"card": card}, "heal": {"card": card, "amount": 1},
              "draw": {"count": 1}, "shuffle": {}, "reveal": {"card": card}}[op]
    before = history.game.to_json()
    log_before = len(record.log)
    history.apply(manual(p, op, **params))
    assert record.log[log_before].text.startswith(f"Manual: {s.players[p]} ")
    if op != "reveal":
        assert history.game.to_json() != before
    path = tmp_path / "m.ringtable.json"
    save_game(path, record, history.game)
    loaded, game_again = load_save(path)
    assert game_again.to_json() == history.game.to_json()
    reloaded = History(loaded, game_again)
    assert reloaded.undo(lambda seat: True)
    assert reloaded.game.to_json() == before


def test_manual_actions_are_not_legal_actions_and_hidden_cards_are_refused():
    from ringtable.engine import manual

    game = turn_two_fellowship().game
    assert all(a.kind != "manual" for a in game.legal_actions())
    p = game.decision.player
    other_hand = game.s.piles[1 - p]["hand"]
    with pytest.raises(IllegalActionError, match="hidden"):
        game.apply(manual(p, "move", card=other_hand[0], to="discard"))
    with pytest.raises(IllegalActionError, match="deciding player"):
        game.apply(manual(1 - p, "twilight", amount=1))


def test_rules_off_allows_what_the_rules_refuse_and_says_so_loudly():
    from ringtable.engine import manual

    record = new_record(10)
    game = Game.new(record.setup(), APP_RULES)
    while game.decision.kind != "action":
        game.apply(game.legal_actions()[0])
    p = game.decision.player
    game.s.twilight = 0
    with pytest.raises(IllegalActionError, match="turn the rules off"):
        game.apply(manual(p, "twilight", amount=-1))
    minion_like = game.s.piles[p]["hand"][0]
    events = game.apply(manual(p, "twilight", rules_off=True, amount=-1))
    assert events[0].text.startswith("Manual (RULES OFF):")
    assert game.s.twilight == 0 and minion_like >= 0


def test_undo_replays_under_the_games_own_edited_rules():
    """The record replays under the rules it is handed (here the game's own, with one
    card's script removed), never the app's by default: undoing keeps the edit."""
    record = new_record(4)
    athelas = next(c.id for c in default_database().by_title("Athelas"))
    edited = APP_RULES.with_behaviours({athelas: None})
    history = History(record, Game.new(record.setup(), edited))
    rng = random.Random(4)
    for _ in range(30):
        history.apply(rng.choice(history.game.legal_actions()))
    assert history.undo(lambda p: True)
    assert history.game.rules is edited
    assert history.timeline.game_at(0).rules is edited
    assert record.replay(edited, 3).rules is edited
