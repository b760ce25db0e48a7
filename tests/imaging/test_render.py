"""Rendered faces: every card, no raw markup, cost shapes, unique dot, sizes."""

from __future__ import annotations

import pytest
from PIL import Image

from ringtable.imaging import plan_face, render_back, render_face
from ringtable.imaging.frame import GEOMETRY
from ringtable.imaging.icons import CULTURE_ICONS, icon_mask
from ringtable.imaging.markup import ICON, TEXT
from ringtable.imaging.palette import CULTURE_PALETTES

TABLE_WIDTH = 120


def _sample(db):
    """A few cards of every type, side and culture, plus the longest texts."""
    seen: dict[tuple, int] = {}
    out = []
    for card in db:
        key = (card.type, card.side, card.culture)
        if seen.get(key, 0) < 2:
            seen[key] = seen.get(key, 0) + 1
            out.append(card)
    out.extend(sorted(db, key=lambda c: len(c.game_text))[-10:])
    return out


def test_every_card_plans_without_markup_and_fits(db):
    assert len(db) == 3089
    for card in db:
        plan = plan_face(card)
        for text in plan.drawn_strings():
            assert "[" not in text and "<" not in text and ">" not in text, (card.id, text)
            assert "&nbsp;" not in text, card.id
        assert plan.text.fits, f"{card.id} game text overflows its box"
        for run in plan.text.runs:
            if run.kind == ICON:
                assert run.text in CULTURE_ICONS or run.text.startswith("block-"), card.id


def test_culture_markup_is_drawn_as_icons(db):
    card = next(c for c in db if "[gondor]" in c.game_text)
    runs = plan_face(card).text.runs
    assert any(r.kind == ICON and r.text == "gondor" for r in runs)
    assert not any("gondor]" in r.text for r in runs if r.kind == TEXT)


def test_sample_of_every_kind_renders_at_table_size(db):
    for card in _sample(db):
        img = render_face(card, TABLE_WIDTH)
        assert img.mode == "RGBA" and img.size == (TABLE_WIDTH, 168), card.id


@pytest.mark.slow
def test_all_cards_render_at_table_size(db):
    for card in db:
        img = render_face(card, TABLE_WIDTH)
        assert img.size == (TABLE_WIDTH, 168), card.id


def test_sizes_keep_five_by_seven_and_big_zoom_is_sharp(db):
    card = db["1_89"]
    assert render_face(card, 350).size == (350, 490)
    big = render_face(card, 800)
    assert big.size == (800, 1120)
    with pytest.raises(ValueError):
        render_face(card, 0)


def test_unique_dot_only_on_unique_cards(db):
    aragorn, brood = db["1_89"], db["1_145"]
    assert aragorn.unique and plan_face(aragorn).unique_dot
    assert plan_face(aragorn).title.startswith("\u2022")
    assert not brood.unique and not plan_face(brood).unique_dot
    assert "\u2022" not in plan_face(brood).title


def _cost_corner_pixel(img: Image.Image):
    """A pixel inside the cost circle but outside the diamond's outline."""
    cx, cy = GEOMETRY.cost_center
    r = GEOMETRY.cost_radius
    return img.getpixel((round(cx - r * 0.55), round(cy - r * 0.55)))[:3]


def test_free_peoples_cost_is_a_circle_and_shadow_cost_a_diamond(db):
    aragorn, brood = db["1_89"], db["1_145"]
    assert plan_face(aragorn).cost_shape == "circle"
    assert plan_face(brood).cost_shape == "diamond"
    assert plan_face(db["1_319"]).cost_shape is None  # sites have no cost
    # the pixels agree: the disc covers the corner point, the diamond leaves the plate
    fp = _cost_corner_pixel(render_face(aragorn, 500))
    shadow = _cost_corner_pixel(render_face(brood, 500))
    assert sum(fp) > 450, fp  # light metal of the disc
    assert sum(shadow) < 200, shadow  # dark title plate around the diamond


def test_stats_and_site_numbers_become_badges(db):
    kinds = {b.kind: b.value for b in plan_face(db["1_89"]).badges}
    assert kinds == {"strength": "8", "vitality": "4", "resistance": "6"}
    minion = {b.kind: b.value for b in plan_face(db["1_145"]).badges}
    assert minion == {"strength": "9", "vitality": "2", "site": "5"}
    site = plan_face(db["1_319"])
    assert {b.kind: b.value for b in site.badges} == {"shadow": "0", "site": "1"}
    assert site.direction == "left"
    shadows_site = plan_face(db["11_230"])
    assert "site" not in {b.kind for b in shadows_site.badges}


def test_type_line_names_race_class_keywords_and_signet(db):
    assert plan_face(db["1_89"]).type_line == (
        "Gondor Companion \u2022 Man \u2022 Ranger \u2022 Gandalf signet")
    assert "Armor" in plan_face(db["1_92"]).type_line
    assert "Damage +1" in plan_face(db["1_145"]).type_line


def test_every_culture_has_its_own_palette_and_icon():
    cultures = ["dwarven", "elven", "gandalf", "gondor", "rohan", "shire", "dunland",
                "isengard", "moria", "raider", "sauron", "wraith", "uruk-hai", "orc", "men",
                "gollum"]
    assert set(cultures) == set(CULTURE_PALETTES) == set(CULTURE_ICONS)
    assert len({p.frame for p in CULTURE_PALETTES.values()}) == 16
    masks = {name: icon_mask(name, 32).tobytes() for name in cultures}
    assert len(set(masks.values())) == 16
    assert all(icon_mask(name, 32).getbbox() for name in cultures)


def test_card_back():
    back = render_back(250)
    assert back.mode == "RGBA" and back.size == (250, 350)
    assert back.getpixel((125, 175))[3] == 255


def test_table_size_favours_a_big_title_and_wraps_long_ones(db):
    aragorn = db["1_89"]
    full, compact = plan_face(aragorn), plan_face(aragorn, compact=True)
    assert full.subtitle == "Ranger of the North" and compact.subtitle is None
    assert compact.title_size > full.title_size
    long = plan_face(db["1_249"], compact=True)  # Gleaming Spires Will Crumble
    assert len(long.title_lines) == 2
    assert " ".join(long.title_lines) == long.title
