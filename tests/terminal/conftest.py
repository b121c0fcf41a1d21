"""Pilot waits for the app to be idle by sleeping 20 ms slices; 2 ms slices are plenty
for these tests and make a key press cost a few milliseconds instead of 40. (A private
module of Textual: if it moves, the tests only get slower.)"""

from __future__ import annotations

import importlib
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def quick_pilot(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    try:
        wait = importlib.import_module("textual._wait")
    except ImportError:  # pragma: no cover - another Textual
        yield
        return
    monkeypatch.setattr(wait, "SLEEP_GRANULARITY", 0.002, raising=False)
    monkeypatch.setattr(wait, "SLEEP_IDLE", 0.002 / 20, raising=False)
    yield


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """The terminal speaks the locale's language; these tests read English."""
    from svintus.terminal.words import set_lang

    set_lang("en")
    yield
