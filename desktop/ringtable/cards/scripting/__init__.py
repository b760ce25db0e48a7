"""Ringtable's card-script language: card text as short declarative TOML that the engine
executes (see ``docs/card-scripting.md``).

    from ringtable.cards.scripting import load_all_scripts, coverage_report
    load_all_scripts()          # once at start-up, before games are created (idempotent)
    print(coverage_report(db, deck))
"""

from .errors import ScriptError
from .loader import (
    compile_scripts,
    coverage_report,
    load_all_scripts,
    parse_file,
    unload_all_scripts,
)

__all__ = ["ScriptError", "compile_scripts", "coverage_report", "load_all_scripts",
           "parse_file", "unload_all_scripts"]
