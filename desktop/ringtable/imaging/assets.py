"""Where the project's own image assets are (drawn by ``tools/make_assets.py``).

The UI and the installer ask here instead of hard-coding file names, so a later change
of format (say the playmat becoming a PNG) touches one place.
"""

from __future__ import annotations

from pathlib import Path

from ..paths import resources_dir

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon_path(size: int = 256) -> Path:
    """The application icon PNG closest to ``size`` pixels (at least as large if possible)."""
    best = next((s for s in ICON_SIZES if s >= size), ICON_SIZES[-1])
    return resources_dir() / "icons" / f"ringtable-{best}.png"


def app_icon_paths() -> list[Path]:
    """Every size of the application icon, smallest first (for QIcon.addFile)."""
    return [resources_dir() / "icons" / f"ringtable-{s}.png" for s in ICON_SIZES]


def windows_icon_path() -> Path:
    """The multi-size ``.ico`` for the Windows build."""
    return resources_dir() / "icons" / "ringtable.ico"


def default_playmat_path() -> Path:
    """The default playmat image (2560x1440 JPEG)."""
    return resources_dir() / "playmats" / "default.jpg"
