"""Player settings: a small JSON file in the user's config folder.

Unknown keys are kept (a newer or older Ringtable's settings survive an upgrade or a
downgrade); a value of the wrong type falls back to its default; a file that cannot be
read at all gives the defaults plus a notice the UI shows once, and is not overwritten
until the player saves settings again.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..fileio import FileProblem, read_json_limited, write_atomic
from ..paths import user_config_dir

BOT_LEVELS = ("random", "easy", "normal", "hard")


@dataclass
class Settings:
    image_pack_folder: str = ""
    playmat_image: str = ""
    animation_ms: int = 180          # 0 switches animations off
    auto_pass: bool = False          # pass for me when I have no plays
    open_hands: bool = False         # hotseat without hand-off screens
    confirm_leave_game: bool = True
    default_bot_level: str = "normal"
    sound: bool = False
    sound_volume: int = 80           # percent
    extra: dict[str, Any] = field(default_factory=dict)  # keys this version doesn't know

    def to_json(self) -> dict[str, Any]:
        data = {k: v for k, v in asdict(self).items() if k != "extra"}
        return {**self.extra, **data}


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def _from_json(data: dict[str, Any]) -> Settings:
    defaults = Settings()
    values: dict[str, Any] = {}
    known = {f.name for f in fields(Settings)} - {"extra"}
    for name in known:
        default = getattr(defaults, name)
        value = data.get(name, default)
        values[name] = value if type(value) is type(default) else default
    if values["default_bot_level"] not in BOT_LEVELS:
        values["default_bot_level"] = defaults.default_bot_level
    values["animation_ms"] = max(0, min(2000, values["animation_ms"]))
    values["sound_volume"] = max(0, min(100, values["sound_volume"]))
    return Settings(**values, extra={k: v for k, v in data.items() if k not in known})


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """(settings, notice): the notice says why the defaults are used, if they are."""
    path = path or settings_path()
    if not path.exists() and not path.is_symlink():
        return Settings(), None
    try:
        data = read_json_limited(path, 1_000_000, "settings file")
    except FileProblem as exc:
        return Settings(), f"Your settings could not be read ({exc}); using the defaults."
    if not isinstance(data, dict):
        return Settings(), f"{path}: the settings file is not an object; using the defaults."
    return _from_json(data), None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, (json.dumps(settings.to_json(), indent=2) + "\n").encode("utf-8"))
