"""Write Ringtable's sound cues to ``resources/sounds/`` from ``ringtable.sound.synth``.

Run after changing a recipe: ``.venv/bin/python tools/make_sounds.py``. The test suite
checks the shipped files match the recipes.
"""

from __future__ import annotations

from ringtable.sound.player import sounds_dir
from ringtable.sound.synth import CUES, render


def main() -> None:
    folder = sounds_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name in sorted(CUES):
        data = render(name)
        (folder / f"{name}.wav").write_bytes(data)
        print(f"{name}.wav: {len(data) / 1024:.1f} KiB")


if __name__ == "__main__":
    main()
