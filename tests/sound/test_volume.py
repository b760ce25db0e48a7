"""The volume setting: quieter cues are scaled copies in the cache folder, made once and
reused; a copy that cannot be made falls back to the shipped file; 0 % plays nothing."""

from __future__ import annotations

import wave
from array import array

from ringtable.sound import SoundPlayer
from ringtable.sound.player import sounds_dir
from ringtable.sound.volume import amplitude, scaled_copy
from ringtable.testing.sound import RecordingBackend


def _peak(path) -> int:
    with wave.open(str(path), "rb") as w:
        samples = array("h", w.readframes(w.getnframes()))
    return max(abs(x) for x in samples)


def test_a_quieter_cue_is_the_same_sound_scaled(tmp_path):
    original = sounds_dir() / "win.wav"
    copy = scaled_copy(original, 50, tmp_path)
    assert copy.parent == tmp_path and copy != original
    with wave.open(str(original), "rb") as a, wave.open(str(copy), "rb") as b:
        assert a.getparams() == b.getparams()
    assert amplitude(50) == 0.25  # half-way on the slider: a quarter of the amplitude
    assert abs(_peak(copy) - _peak(original) * 0.25) <= 1
    assert scaled_copy(original, 100, tmp_path) == original


def test_copies_are_made_once_and_played_at_the_players_volume(tmp_path):
    rec = RecordingBackend()
    player = SoundPlayer(enabled=True, backend=rec, volume=60, cache=tmp_path)
    assert player.play("card")
    copy = rec.paths[0]
    assert copy.parent == tmp_path and copy.name.endswith("-v60.wav")
    made = copy.stat().st_mtime_ns
    player._last.clear()
    assert player.play("card") and rec.paths[1] == copy
    assert copy.stat().st_mtime_ns == made  # reused, not written again
    assert SoundPlayer(enabled=True, backend=RecordingBackend(), volume=60,
                       cache=tmp_path).play("card")
    assert copy.stat().st_mtime_ns == made  # ... by the next session too


def test_full_volume_plays_the_shipped_file_and_zero_plays_nothing(tmp_path):
    rec = RecordingBackend()
    player = SoundPlayer(enabled=True, backend=rec, volume=100, cache=tmp_path)
    assert player.play("wound") and rec.paths == [sounds_dir() / "wound.wav"]
    player.volume = 0
    assert not player.play("kill") and not player.play("kill", force=True)
    assert player.play("kill", force=True, volume=40)  # the sample's own volume
    assert rec.cues == ["wound", "kill"] and list(tmp_path.iterdir())


def test_a_copy_that_cannot_be_made_plays_the_shipped_file(tmp_path, caplog):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder should be")
    rec = RecordingBackend()
    player = SoundPlayer(enabled=True, backend=rec, volume=50, cache=blocked)
    assert player.play("burden")
    assert rec.paths == [sounds_dir() / "burden.wav"]
    assert "could not be made" in caplog.text
