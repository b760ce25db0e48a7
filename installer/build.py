#!/usr/bin/env python3
"""Build the installable Ringtable: ``python installer/build.py`` (from a set-up checkout:
``python3 dev.py build`` does the set-up and runs this).

1. PyInstaller freezes the app into ``installer/dist/Ringtable/`` (one folder);
2. the frozen app runs ``--self-test`` (cards, scripts, faces, a bot game, saves, Qt);
3. the folder is packed into ``installer/dist/Ringtable-<version>-<platform>.tar.gz``
   (a ``.zip`` on Windows) with the ``.desktop`` entry and AppStream metadata on Linux.
Prints the unpacked size and the archive size; exits non-zero if any step fails.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST = HERE / "dist"
APP = DIST / "Ringtable"


def folder_size(path: Path) -> int:
    """Bytes on disk once unpacked: symlinks count as links, not as their targets."""
    return sum(p.lstat().st_size for p in path.rglob("*")
               if p.is_file() and not p.is_symlink())


def main() -> int:
    sys.path.insert(0, str(ROOT / "desktop"))
    from ringtable import __version__

    started = time.time()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(DIST),
                    "--workpath", str(HERE / "build"), str(HERE / "ringtable.spec")],
                   check=True)
    exe = APP / ("ringtable.exe" if os.name == "nt" else "ringtable")
    print(f"built {APP} in {time.time() - started:.0f} s")
    if sys.platform.startswith("linux"):
        shutil.copy(HERE / "linux" / "ringtable.desktop", APP / "ringtable.desktop")
        shutil.copy(HERE / "linux" / "io.github.ringtable.Ringtable.metainfo.xml", APP)
        shutil.copy(ROOT / "resources" / "icons" / "ringtable-256.png", APP / "ringtable.png")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    test = subprocess.run([str(exe), "--self-test"], env=env)
    if test.returncode != 0:
        print("the frozen app failed its self-test", file=sys.stderr)
        return 1
    machine = f"{platform.system().lower()}-{platform.machine().lower()}"
    archive = DIST / f"Ringtable-{__version__}-{machine}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(APP, arcname="Ringtable")
    print(f"unpacked size: {folder_size(APP) / 2**20:.0f} MB")
    print(f"archive: {archive} ({archive.stat().st_size / 2**20:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
