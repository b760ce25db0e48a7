"""Self-test, logging, and what happens on an uncaught exception."""

from __future__ import annotations

import logging

from ringtable.cli import main as cli_main
from ringtable.logs import log_file, setup_logging


def test_self_test_passes_and_says_so(capsys):
    assert cli_main(["--self-test"]) == 0
    out = capsys.readouterr().out
    for step in ("card database", "card scripts", "card face", "bot game", "save and reload",
                 "desktop app"):
        assert f"ok    {step}" in out
    assert "Self-test passed." in out


def test_self_test_reports_a_failing_step(monkeypatch, capsys):
    def broken(*args, **kwargs):
        raise RuntimeError("fonts are missing")

    monkeypatch.setattr("ringtable.imaging.render_face", broken)
    assert cli_main(["--self-test"]) == 1
    out = capsys.readouterr().out
    assert "FAIL  card face: RuntimeError: fonts are missing" in out


def test_logging_goes_to_the_rotating_file():
    path = setup_logging()
    assert path == log_file()
    logging.getLogger("ringtable.test").warning("hello from the test")
    for handler in logging.getLogger("ringtable").handlers:
        handler.flush()
    assert "hello from the test" in path.read_text()
