"""Settings survive upgrades and corruption; autosaves rotate; the latest game is found."""

from __future__ import annotations

import json

from ringtable.persistence.settings import Settings, load_settings, save_settings, settings_path
from ringtable.persistence.store import KEEP_HISTORY, GameStore, GameWriter


def test_defaults_when_there_is_no_file():
    settings, notice = load_settings()
    assert settings == Settings() and notice is None


def test_round_trip_keeps_unknown_keys():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animation_ms": 0, "from_the_future": [1, 2]}))
    settings, notice = load_settings()
    assert settings.animation_ms == 0 and notice is None
    settings.auto_pass = True
    save_settings(settings)
    data = json.loads(path.read_text())
    assert data["from_the_future"] == [1, 2] and data["auto_pass"] is True


def test_corrupt_file_gives_defaults_and_a_notice_and_is_not_overwritten():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ not json")
    settings, notice = load_settings()
    assert settings == Settings()
    assert "could not be read" in notice
    assert path.read_text() == "{ not json"


def test_wrong_types_fall_back_per_field():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animation_ms": "fast", "default_bot_level": "godlike",
                                "sound": True}))
    settings, _ = load_settings()
    assert settings.animation_ms == Settings().animation_ms
    assert settings.default_bot_level == "normal"
    assert settings.sound is True


def test_autosaves_keep_a_bounded_history_per_game_and_the_latest_is_found(recorded_game):
    record, game = recorded_game
    writer = GameWriter(GameStore(), record)
    paths = [writer.write(game) for _ in range(KEEP_HISTORY + 3)]
    store = GameStore()
    copies = store.copies(record.game_id)
    assert len(copies) == KEEP_HISTORY + 1 and copies[0] == paths[-1]
    assert store.latest_unfinished().game_id == record.game_id


def test_the_sound_volume_is_kept_within_0_and_100():
    path = settings_path()
    path.parent.mkdir(parents=True)
    for written, read in ((35, 35), (250, 100), (-5, 0), ("loud", Settings().sound_volume)):
        path.write_text(json.dumps({"sound_volume": written}))
        assert load_settings()[0].sound_volume == read, written
