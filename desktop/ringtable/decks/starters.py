"""The 30 official starter decks: the format each belongs to and the name players know.

Each starter is recorded in the format of the block it was sold in (the narrowest
official format whose sets contain all its cards) when it is legal there. A few fixed
decks, as sold, are not legal in any tournament format: the four Hunters-era starters
(hu-*, ros-*) have 50-card draw decks, and the Mount Doom Frodo starter has 31 Free
Peoples cards against 30 Shadow. Those are recorded in the ``starter`` format, the
Starter Rules way of playing a fixed deck as sold (see resources/formats/rules.json).
"""

from __future__ import annotations

STARTER_FORMATS: dict[str, str] = {
    "fotr-aragorn-starter": "fotr_block", "fotr-gandalf-starter": "fotr_block",
    "mom-gandalf-starter": "fotr_block", "mom-gimli-starter": "fotr_block",
    "rotel-boromir-starter": "fotr_block", "rotel-legolas-starter": "fotr_block",
    "ttt-aragorn-starter": "ttt_block", "ttt-theoden-starter": "ttt_block",
    "bohd-eowyn-starter": "ttt_block", "bohd-legolas-starter": "ttt_block",
    "eof-faramir-starter": "ttt_block", "eof-witch-king-starter": "ttt_block",
    "rotk-aragorn-starter": "king_block", "rotk-eomer-starter": "king_block",
    "sog-merry-starter": "king_block", "sog-pippin-starter": "king_block",
    "md-frodo-starter": "starter", "md-sam-starter": "king_block",
    "sh-aragorn-starter": "war_block", "sh-eowyn-starter": "war_block",
    "sh-gandalf-starter": "war_block", "sh-legolas-starter": "war_block",
    "br-mouth-starter": "war_block", "br-saruman-starter": "war_block",
    "bl-arwen-starter": "war_standard", "bl-boromir-starter": "war_standard",
    "hu-aragorn-starter": "starter", "hu-mauhur-starter": "starter",
    "ros-evil-man-starter": "starter", "ros-uruk-rampage-starter": "starter",
}

_ACCENTED = {"Eowyn": "\u00c9owyn", "Eomer": "\u00c9omer", "Theoden": "Th\u00e9oden"}


def starter_display_name(stem: str, raw_name: str) -> str:
    """'TTT - Theoden Starter' -> 'TTT – Théoden Starter' (en dash, names as printed)."""
    name = raw_name.replace(" - ", " \u2013 ")
    for plain, accented in _ACCENTED.items():
        name = name.replace(plain, accented)
    return name
