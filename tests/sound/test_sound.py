"""Sound cues: the shipped files, choosing a cue, finding a player, playing safely."""

from __future__ import annotations

import sys
import wave
from types import SimpleNamespace

import pytest

from ringtable.sound import SoundPlayer, cue_for, find_backend
from ringtable.sound.player import MAX_RUNNING, REPEAT_GAP, CommandBackend, sounds_dir
from ringtable.sound.synth import CUES, PEAK, RATE, render
from ringtable.testing.sound import RecordingBackend


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def ev(kind: str, player: int = -1) -> SimpleNamespace:
    return SimpleNamespace(kind=kind, player=player)


@pytest.mark.parametrize("name", sorted(CUES))
def test_each_shipped_cue_is_the_recipe_and_a_short_quiet_wav(name):
    path = sounds_dir() / f"{name}.wav"
    assert path.read_bytes() == render(name), "run tools/make_sounds.py after changing a recipe"
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
        frames = w.getnframes()
        data = w.readframes(frames)
    assert 0.05 < frames / RATE < 1.5
    samples = memoryview(data).cast("h")
    assert max(abs(v) for v in samples) <= int(PEAK * 32767) + 1
    assert abs(samples[-1]) < 200  # faded out: no click at the end


def test_an_unknown_cue_is_named():
    with pytest.raises(KeyError, match="no sound called 'trumpet'"):
        render("trumpet")


def test_one_cue_per_update_the_most_telling_event_wins():
    assert cue_for([ev("played"), ev("wounded"), ev("moves")]) == "wound"
    assert cue_for([ev("played"), ev("killed"), ev("burden_added")]) == "kill"
    assert cue_for([ev("drew"), ev("twilight_added")]) is None
    assert cue_for([]) is None


def test_the_ending_sounds_win_or_lose_for_the_people_at_the_screen():
    assert cue_for([ev("wounded"), ev("game_won", 0)], people=[0]) == "win"
    assert cue_for([ev("game_won", 1)], people=[0]) == "lose"
    assert cue_for([ev("game_won", 1)], people=[0, 1]) == "win"  # hotseat: someone won
    assert cue_for([ev("game_won", 1)]) == "win"  # watching bots


def test_players_are_found_per_system():
    found = {"/usr/bin/paplay", "/usr/bin/aplay"}

    def which(name: str) -> str | None:
        return next((p for p in found if p.endswith("/" + name)), None)

    backend, problem = find_backend("linux", which)
    assert (backend.name, backend.argv, problem) == ("paplay", ["/usr/bin/paplay"], "")
    found.discard("/usr/bin/paplay")
    backend, _ = find_backend("linux", which)
    assert backend.argv == ["/usr/bin/aplay", "-q"]
    backend, problem = find_backend("linux", lambda name: None)
    assert backend is None and "pw-play, paplay, aplay" in problem
    backend, problem = find_backend("darwin", lambda name: None)
    assert backend is None and "afplay" in problem
    backend, _ = find_backend("win32", lambda name: None)
    assert backend.name == "Windows sound"


def test_nothing_sounds_while_sound_is_off_unless_a_sample_is_asked_for():
    rec = RecordingBackend()
    player = SoundPlayer(enabled=False, backend=rec)
    assert not player.play("card") and rec.paths == []
    assert player.play("win", force=True)
    assert rec.paths == [sounds_dir() / "win.wav"]


def test_a_cue_repeated_at_once_sounds_once():
    rec, clock = RecordingBackend(), Clock()
    player = SoundPlayer(enabled=True, backend=rec, clock=clock)
    assert player.play("card") and not player.play("card")
    assert player.play("wound")  # another cue is not held back
    clock.now += REPEAT_GAP + 0.01
    assert player.play("card")
    assert player.played == ["card", "wound", "card"]


def test_a_player_that_cannot_start_switches_sound_off_and_says_why(caplog):
    rec = RecordingBackend(fail=True)
    player = SoundPlayer(enabled=True, backend=rec)
    assert not player.play("card")
    assert "could not play: no audio device" in player.unavailable
    rec.fail = False
    assert not player.play("wound")  # not retried for the rest of the session
    assert rec.paths == []
    assert any("sound switched off" in r.message for r in caplog.records)


def test_no_player_on_the_system_plays_nothing_and_explains():
    player = SoundPlayer(enabled=True, find=lambda: (None, "no sound player was found"))
    assert not player.play("card")
    assert player.unavailable == "no sound player was found"


def test_a_missing_cue_file_is_skipped(tmp_path):
    player = SoundPlayer(enabled=True, backend=RecordingBackend(), folder=tmp_path)
    assert not player.play("card")


def test_the_command_player_never_waits_and_caps_what_sounds_at_once(tmp_path):
    wav = tmp_path / "x.wav"
    wav.write_bytes(render("card"))
    backend = CommandBackend("sleeper", [sys.executable, "-c", "import time; time.sleep(3)"])
    try:
        for _ in range(MAX_RUNNING + 2):
            backend.play(wav)
        assert backend.busy() == MAX_RUNNING
    finally:
        for proc in backend.running:
            proc.kill()
            proc.wait()
    assert backend.busy() == 0


def test_a_missing_program_raises_oserror_for_the_player_to_catch(tmp_path):
    backend = CommandBackend("ghost", [str(tmp_path / "no-such-player")])
    with pytest.raises(OSError):
        backend.play(tmp_path / "x.wav")
    player = SoundPlayer(enabled=True, backend=backend)
    assert not player.play("card") and "ghost could not play" in player.unavailable



def test_a_player_that_fails_is_not_started_again(tmp_path):
    """``aplay`` on a machine without a sound card exits 1 with an error line: the next
    cue reports it and sound stays quiet for the session."""
    failing = [sys.executable, "-c", "import sys; sys.exit('audio open error: no card')"]
    backend = CommandBackend("aplay", failing)
    player = SoundPlayer(enabled=True, backend=backend, clock=Clock())
    assert player.play("card")
    backend.running[0].wait()
    player._clock.now += 1  # noqa: SLF001 - past the repeat gap
    assert not player.play("card")
    assert player.unavailable == ("aplay could not play: aplay stopped with exit code 1 "
                                  "(audio open error: no card)")
    assert backend.running == [] and player.played == ["card"]
