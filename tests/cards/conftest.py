"""Card tests build their games under the card scripts (``cardtest.Scenario``,
``cardtest.card_rules``); the engine's own tests build theirs under ``Rules.base``.
Nothing is registered globally, so no set-up or tear-down is needed."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))
