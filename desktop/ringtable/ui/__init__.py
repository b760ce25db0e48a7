"""Everything PySide6: main window, start screen, table, deck builder, dialogs.

Qt is imported in exactly one module, :mod:`ringtable.ui.qt`; every other module of this
package imports Qt names from there, so the dependency is visible in one place and the
layers below (engine, cards, decks...) can never pull Qt in by accident.
"""
