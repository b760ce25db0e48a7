"""``python -m ringtable`` runs the same command as ``ringtable``.

Guarded: the Hard bot's helper processes are started with "spawn", which imports the
main module again in the child; unguarded, that would start a second app.
"""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
