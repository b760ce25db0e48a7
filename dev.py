#!/usr/bin/env python3
"""One-command set-up for Ringtable from a source checkout.

    python3 dev.py play     # set up everything, then start Ringtable
    python3 dev.py test     # set up everything, then run the whole test suite headless
    python3 dev.py build    # set up everything, then build the installable app

Set-up means: a virtual environment in ``.venv`` and the project installed into it in
editable mode with its test extras. It is repeated only when ``pyproject.toml`` or
``setup.py`` change (a stamp file records their hash), so the second run starts at once.
Needs nothing but Python 3.11+ (with venv) and the network to PyPI on the first run.
Extra arguments go to the app or to pytest: ``python3 dev.py test -k decks``.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = ROOT / ".stamp-install"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")


def _fingerprint() -> str:
    digest = hashlib.sha256()
    for name in ("pyproject.toml", "setup.py", "dev.py"):
        digest.update((ROOT / name).read_bytes())
    digest.update(sys.version.encode())
    return digest.hexdigest()


def set_up() -> None:
    """Create the venv and install the project with test extras, unless already current."""
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py may run on an older python3
        sys.exit(f"Ringtable needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    if not PYTHON.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    if STAMP.exists() and STAMP.read_text() == _fingerprint():
        return
    print("Installing Ringtable and its dependencies into .venv ...", flush=True)
    pip = [str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "--upgrade", "pip"], check=True)
    subprocess.run([*pip, "-e", f"{ROOT}[test,build]"], check=True)
    STAMP.write_text(_fingerprint())


def run(args: list[str], env: dict[str, str] | None = None) -> int:
    return subprocess.run(args, cwd=ROOT, env=env).returncode


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test", "build"):
        print(__doc__)
        return 2
    set_up()
    command, rest = argv[0], argv[1:]
    if command == "play":
        return run([str(PYTHON), "-m", "ringtable", *rest])
    if command == "build":
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        return run([str(PYTHON), str(ROOT / "installer" / "build.py"), *rest], env=env)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    lint = run([str(PYTHON), "-m", "ruff", "check", "desktop", "tests", "tools", "dev.py"])
    tests = run([str(PYTHON), "-m", "pytest", *rest], env=env)
    return tests or lint


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
