"""Pilot waits for the app to be idle by sleeping 20 ms slices; 2 ms slices are plenty
for these tests and make a key press cost a few milliseconds instead of 40."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import textual._wait


@pytest.fixture(autouse=True)
def quick_pilot(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(textual._wait, "SLEEP_GRANULARITY", 0.002)
    monkeypatch.setattr(textual._wait, "SLEEP_IDLE", 0.002 / 20)
    yield
