"""The board game's events pick one cue per update, as the card game's do."""

from __future__ import annotations

from ringtable.engine import Event
from ringtable.sound.cues import board_cue_for


def test_the_most_telling_board_event_wins():
    events = [Event("advance", "The fight marker moves"), Event("eliminated", "Sam is lost"),
              Event("play", "Frodo plays")]
    assert board_cue_for(events) == "kill"
    assert board_cue_for([Event("play", "x"), Event("advance", "y")]) == "move"
    assert board_cue_for([Event("reveal", "a tile")]) is None


def test_the_end_sounds_for_the_whole_table():
    assert board_cue_for([Event("end", "won")], won=True) == "win"
    assert board_cue_for([Event("end", "lost")], won=False) == "lose"
