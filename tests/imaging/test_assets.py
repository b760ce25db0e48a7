"""The committed assets drawn by tools/make_assets.py are there and sane."""

from __future__ import annotations

from PIL import Image

from ringtable.imaging import (
    app_icon_path,
    app_icon_paths,
    default_playmat_path,
    emblem,
    windows_icon_path,
)


def test_app_icon_at_every_usual_size():
    paths = app_icon_paths()
    assert [p.name for p in paths][0] == "ringtable-16.png"
    for path in paths:
        size = int(path.stem.split("-")[1])
        with Image.open(path) as img:
            assert img.size == (size, size) and img.mode == "RGBA"
            assert img.getpixel((0, 0))[3] == 0  # round mark on transparency
            assert img.getpixel((size // 2, size // 2))[3] == 255
    assert app_icon_path(100).name == "ringtable-128.png"
    with Image.open(windows_icon_path()) as ico:
        assert ico.format == "ICO"


def test_emblem_draws_gold_on_dark():
    img = emblem(64)
    r, g, b, a = img.getpixel((32, 6))  # the ring band near the top
    assert a == 255 and r > b


def test_default_playmat_is_a_small_widescreen_image():
    path = default_playmat_path()
    assert path.stat().st_size < 600_000
    with Image.open(path) as mat:
        assert mat.size == (2560, 1440)
