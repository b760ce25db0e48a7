"""``python -m ringtable`` runs the same command as ``ringtable``."""

import sys

from .cli import main

sys.exit(main())
