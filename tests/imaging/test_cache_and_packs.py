"""FaceCache (memory + disk) and ImagePack (player's scans, with safe fallback)."""

from __future__ import annotations

import logging

from PIL import Image

from ringtable.imaging import FaceCache, ImagePack, card_image, render_face
from ringtable.imaging.render import RENDERER_VERSION


def _scan(path, colour) -> None:
    Image.new("RGB", (250, 350), colour).save(path)


def test_face_cache_writes_under_the_cache_dir_and_hits_identically(db, home):
    card = db["1_89"]
    cache = FaceCache()
    assert cache.folder == home / "cache" / "faces"
    first = cache.get(card, 140)
    files = list((home / "cache" / "faces").rglob("*.png"))
    assert len(files) == 1 and "1_89_140" in files[0].name
    assert f"v{RENDERER_VERSION}" in str(files[0])
    again = cache.get(card, 140)
    assert cache.hits == 1 and cache.misses == 1
    assert again.tobytes() == first.tobytes()
    # a new cache (a later run of the app) reads the disk copy: same pixels, no render
    fresh = FaceCache()
    from_disk = fresh.get(card, 140)
    assert fresh.disk_hits == 1 and fresh.misses == 0
    assert from_disk.tobytes() == first.tobytes()
    assert first.tobytes() == render_face(card, 140).tobytes()


def test_face_cache_returns_copies_and_evicts(db, home):
    cache = FaceCache(memory_items=2, disk=False)
    img = cache.get(db["1_89"], 100)
    img.putpixel((50, 50), (255, 0, 255, 255))
    assert cache.get(db["1_89"], 100).getpixel((50, 50)) != (255, 0, 255, 255)
    cache.get(db["1_145"], 100)
    cache.get(db["1_2"], 100)
    cache.get(db["1_89"], 100)
    assert cache.misses == 4  # 1_89 was evicted from the two-item memory


def test_corrupt_cache_file_is_rendered_again(db, home, caplog):
    card = db["1_145"]
    cache = FaceCache()
    good = cache.get(card, 90)
    cache.path_for(card.id, 90).write_bytes(b"not a png")
    with caplog.at_level(logging.WARNING, logger="ringtable.imaging"):
        again = FaceCache().get(card, 90)
    assert again.tobytes() == good.tobytes()
    assert any("unreadable" in r.getMessage() for r in caplog.records)


def test_image_pack_finds_both_naming_schemes(db, tmp_path):
    _scan(tmp_path / "1R289.jpg", (200, 0, 0))
    _scan(tmp_path / "LOTR01290.PNG", (0, 200, 0))
    _scan(tmp_path / "lotr01089.jpeg", (0, 0, 200))
    (tmp_path / "notes.txt").write_text("not an image")
    pack = ImagePack(tmp_path)
    assert len(pack) == 3
    assert pack.find(db["1_289"]).name == "1R289.jpg"
    assert pack.find(db["1_290"]).name == "LOTR01290.PNG"
    assert pack.find(db["1_89"]).name == "lotr01089.jpeg"
    assert pack.find(db["1_145"]) is None
    img = card_image(db["1_290"], 100, pack=pack)
    assert img.size == (100, 140) and img.mode == "RGBA"
    r, g, b, _ = img.getpixel((50, 70))
    assert g > 150 and r < 60 and b < 60


def test_broken_scan_falls_back_to_rendered_face_with_a_log_line(db, tmp_path, caplog):
    (tmp_path / "1C290.jpg").write_bytes(b"\xff\xd8\xff garbage, not a jpeg")
    pack = ImagePack(tmp_path)
    card = db["1_290"]
    with caplog.at_level(logging.WARNING, logger="ringtable.imaging"):
        img = card_image(card, 120, pack=pack)
    assert img.tobytes() == render_face(card, 120).tobytes()
    records = [r for r in caplog.records if r.name == "ringtable.imaging"]
    assert records and "1C290.jpg" in records[0].getMessage()
    caplog.clear()
    card_image(card, 120, pack=pack)  # logged once, not on every paint
    assert not [r for r in caplog.records if r.name == "ringtable.imaging"]


def test_missing_pack_folder_is_not_an_error(db, tmp_path, caplog):
    with caplog.at_level(logging.WARNING, logger="ringtable.imaging"):
        pack = ImagePack(tmp_path / "nowhere")
    assert len(pack) == 0
    assert card_image(db["1_1"], 80, pack=pack).size == (80, 112)
    assert any("does not exist" in r.getMessage() for r in caplog.records)


def test_card_image_uses_the_cache_when_given(db, home):
    cache = FaceCache()
    card_image(db["1_2"], 110, cache=cache)
    card_image(db["1_2"], 110, cache=cache)
    assert cache.hits == 1 and cache.misses == 1
