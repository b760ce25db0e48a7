"""Bots think in worker threads; no Qt object may ever be destroyed in one.

A closed table's scene and controller sit in reference cycles and are freed by Python's
cyclic garbage collector. When it ran in a bot's worker thread (or in the Hard bot's
process-pool manager thread) the Qt destructors ran there while the GUI thread was still
delivering signals to them: an intermittent segfault late in the UI test session.
"""

from __future__ import annotations

import gc
import threading
import weakref

from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup, Rules
from ringtable.ui.qt import QObject
from ringtable.ui.table.controller import GameController, Seat

BASE_RULES = Rules.base(default_database())  # the engine without card scripts


def test_garbage_with_qt_objects_is_collected_on_the_gui_thread_only(qtbot):
    assert not gc.isenabled()  # automatic collection is off: the GUI thread collects
    died_in: list[str] = []
    obj = QObject()
    obj.myself = obj  # a cycle: only the cyclic collector frees it
    weakref.finalize(obj, lambda: died_in.append(threading.current_thread().name))
    del obj

    kept: list[list[int]] = []

    def allocate() -> None:  # a thinking bot: many times the youngest threshold
        kept.extend([i] for i in range(10 * gc.get_threshold()[0]))

    worker = threading.Thread(target=allocate, name="busy-worker")
    worker.start()
    worker.join()
    assert died_in == []  # it would have been freed there, by the automatic collection
    qtbot.waitUntil(lambda: died_in != [], timeout=5000)
    assert died_in == [threading.main_thread().name]


def test_a_thinking_bot_does_not_keep_the_controller_alive(qtbot):
    entered, release = threading.Event(), threading.Event()

    def slow_bot(level, seat, seed, deck=None, rules=None):
        def choose(view):
            entered.set()
            release.wait(10)
            legal = view["legal_actions"][-1]
            return {k: v for k, v in legal.items() if k != "label"}

        return choose

    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=5,
                              format="fotr_block", players=["Bot A", "Bot B"]), BASE_RULES)
    controller = GameController(game, [Seat("Bot A", "random"), Seat("Bot B", "random")],
                                bot_factory=slow_bot, bot_delay_ms=0)
    controller.schedule_bot()
    qtbot.waitUntil(entered.is_set, timeout=5000)
    thread = next(t for t in threading.enumerate() if t.name.startswith("bot-seat-"))
    alive = weakref.ref(controller)
    controller.stop()
    del controller
    gc.collect()
    try:
        # freed here, on the GUI thread, although its bot is still thinking: the worker
        # thread can never be the one that drops the last reference
        assert alive() is None and thread.is_alive()
    finally:
        release.set()
        thread.join(10)
    assert not thread.is_alive()


def test_a_new_game_replays_and_hands_its_bots_the_rules_it_was_given(qtbot):
    """No rules default above the engine: a new game, its undo timeline and its bot
    seats all get the ``Rules`` object handed in (an edited one stays edited)."""
    edited = BASE_RULES.with_behaviours({}, name="edited for a test")
    handed: list[object] = []

    def factory(level, seat, seed, deck=None, rules=None):  # noqa: ANN001, ANN202
        handed.append(rules)
        return None

    decks = starter_decks()
    controller = GameController.new_game(
        [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
        [Seat("Ann"), Seat("Bo", "random")], 5, "fotr_block", rules=edited,
        bot_factory=factory, bot_delay_ms=0)
    try:
        assert controller.game.rules is edited
        assert controller.history.timeline.game_at(0).rules is edited
        assert handed == [edited]
    finally:
        controller.stop()
