"""Test support: the ``Scenario`` position builder and short action helpers.

Used by the engine's tests and by every card test of later issues.
"""

from .helpers import act, can, find, pass_until, texts
from .scenario import Scenario, start_frame

__all__ = ["Scenario", "act", "can", "find", "pass_until", "start_frame", "texts"]
