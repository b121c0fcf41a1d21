"""The garbage collector's policy (svintus/gcpolicy.py, docs/performance.md, issue 15)
is in force in the process ``svintus serve`` runs, not only importable: the served
process reports its own thresholds and frozen objects once it has started and resumed
its tables, and they are the policy's. The load generator applies the same policy."""

from __future__ import annotations

import gc
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from svintus import gcpolicy
from svintus.commands import loadtest

from .conftest import TIMEOUT, free_port

LINE = re.compile(r"gc thresholds (\d+)/(\d+)/(\d+), (\d+) objects frozen")


def test_served_process_applies_the_gc_policy(tmp_path: Path) -> None:
    port = free_port()
    cmd = [sys.executable, "-m", "svintus", "serve", "--port", str(port)]
    cmd += ["--db", f"sqlite:///{tmp_path / 'gc.db'}", "--log-level", "info"]
    proc = subprocess.Popen(cmd, cwd=tmp_path, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        deadline = time.monotonic() + TIMEOUT
        found = None
        for line in proc.stderr:  # uvicorn's "started" lines come after the lifespan's
            found = LINE.search(line)
            if found or time.monotonic() > deadline or "Uvicorn running" in line:
                break
        assert found, "svintus serve did not report its garbage collector's policy"
        assert tuple(int(x) for x in found.groups()[:3]) == gcpolicy.THRESHOLDS
        assert int(found.group(4)) > 10_000  # the modules and the start-up objects
    finally:
        proc.kill()
        proc.wait(TIMEOUT)
        if proc.stderr is not None:
            proc.stderr.close()


def test_policy_is_not_the_default() -> None:
    """The test above could not tell the policy from CPython's defaults otherwise."""
    assert gcpolicy.THRESHOLDS != (700, 10, 10)


def test_load_generator_applies_the_policy(monkeypatch: pytest.MonkeyPatch) -> None:
    """``svintus loadtest`` tunes its own collector before it starts its clients."""
    seen: list[tuple[int, int, int]] = []

    def stop(*args: object, **kw: object) -> None:
        seen.append(gc.get_threshold())
        raise SystemExit(0)

    before = gc.get_threshold()
    monkeypatch.setattr(loadtest, "own_server", stop)
    try:
        with pytest.raises(SystemExit):
            loadtest.run(loadtest_args())
    finally:
        gc.set_threshold(*before)
    assert seen == [gcpolicy.THRESHOLDS]


def loadtest_args() -> object:
    import argparse

    return argparse.Namespace(
        tables=1,
        seconds=1.0,
        url=None,
        pid=None,
        json=True,
        seed=0,
        delay_ms=None,
        no_compensation=False,
    )


def test_a_sweep_that_let_tables_go_collects_their_cycles(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the policy's rare full collections, the cycles of tables that left memory
    are collected by the sweep that let them go (and only then)."""
    calls: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *a: calls.append(1) or 0)
    before = gc.get_threshold()
    try:
        gcpolicy.released(3)  # the policy is not in force: nothing
        assert calls == []
        gcpolicy.tune()
        gcpolicy.released(0)
        assert calls == []
        gcpolicy.released(2)
        assert calls == [1]
    finally:
        gc.set_threshold(*before)
