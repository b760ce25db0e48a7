"""Ringtable's card language: card text as short declarative TOML that the engine
executes (see ``docs/card-scripting.md``). It sits above the engine: it compiles scripts
into the ``Rules`` object a ``Game`` is handed; the engine never imports it.

    from ringtable.scripts import standard_rules, coverage_report
    rules = standard_rules(db)          # read once per database, each card compiled on use
    game = Game.new(setup, rules)
    print(coverage_report(rules, deck))
"""

from .errors import ScriptError
from .loader import (
    compile_folder,
    compile_scripts,
    coverage_report,
    lazy_rules,
    parse_file,
    rules_from,
    scripts_dir,
    standard_rules,
)

__all__ = ["ScriptError", "compile_folder", "compile_scripts", "coverage_report",
           "lazy_rules", "parse_file", "rules_from", "scripts_dir", "standard_rules"]
