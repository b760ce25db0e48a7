"""Game-text markup becomes styled pieces and laid-out runs, never raw markup."""

from __future__ import annotations

from ringtable.imaging.layout import layout_text
from ringtable.imaging.markup import ICON, TEXT, TWILIGHT, parse, tokens


def _pieces(markup: str):
    return [p for p in tokens(markup) if p is not None]


def test_bold_italic_and_helper_styles():
    pieces = _pieces("<b>Skirmish:</b> Exert <i>him</i> <helper>(reminder)</helper>")
    by_text = {p.text.strip(): p.style for p in pieces if p.kind == TEXT and p.text.strip()}
    assert by_text["Skirmish:"].bold and not by_text["Skirmish:"].italic
    assert by_text["him"].italic and not by_text["him"].bold
    assert by_text["(reminder)"].helper and by_text["(reminder)"].face == "italic"
    assert by_text["Exert"].face == "regular"


def test_culture_icons_twilight_and_block_symbols():
    pieces = _pieces("Spot a [gondor] Man and remove (2) or (X) at site 6[T] or 2[K].")
    icons = [p.text for p in pieces if p.kind == ICON]
    twilight = [p.text for p in pieces if p.kind == TWILIGHT]
    assert icons == ["gondor", "block-towers", "block-king"]
    assert twilight == ["2", "X"]
    assert not any("[" in p.text or "(2)" in p.text for p in pieces if p.kind == TEXT)


def test_line_breaks_make_paragraphs_and_words_keep_mixed_styles():
    paragraphs = parse("<b>Damage +1</b>.<br><b>Fierce</b>.")
    assert len(paragraphs) == 2
    last_word = paragraphs[0][-1]
    assert [p.text for p in last_word] == ["+1", "."]
    assert last_word[0].style.bold and not last_word[1].style.bold


def test_unknown_tags_and_entities_never_reach_the_card():
    pieces = _pieces("A <u>strange</u> tag&nbsp;and [unknown] word")
    text = "".join(p.text for p in pieces if p.kind == TEXT)
    assert "<" not in text and "&" not in text and "[" not in text
    assert "strange" in text and "unknown" in text


def test_layout_returns_runs_inside_the_box():
    markup = "<b>Maneuver:</b> Exert [gondor] Aragorn to make him <b>defender +1</b>. " * 6
    layout = layout_text(markup, 300, 200, 24, 6)
    assert layout.fits and layout.height <= 200
    assert {r.kind for r in layout.runs} >= {TEXT, ICON}
    for run in layout.runs:
        assert run.x >= 0 and run.x + run.width <= 300.5
        assert 0 <= run.baseline <= 200


def test_long_text_shrinks_the_font():
    short = layout_text("<b>Fierce</b>.", 300, 120, 24, 6)
    long = layout_text("Exert a companion to heal another companion. " * 12, 300, 120, 24, 6)
    assert short.size == 24
    assert long.size < short.size and long.fits
