"""Qt tests share one QApplication set up the way the app sets it up (theme, fonts)."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def qapp(qapp_args):
    from ringtable.ui.app import create_application

    return create_application(qapp_args or ["ringtable-tests"])
