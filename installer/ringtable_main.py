"""Entry point of the frozen app (PyInstaller): the same command as ``ringtable``."""

import multiprocessing
import sys

from ringtable.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the Hard bot's search workers in the frozen app
    sys.exit(main())
