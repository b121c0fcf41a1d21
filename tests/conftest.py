"""Shared pytest configuration: hypothesis profiles; what the run needs from the system."""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
from collections.abc import Iterable
from pathlib import PurePath

import pytest
from hypothesis import HealthCheck, settings

from tests import bootstrap

# When a property fails, hypothesis imports libcst to explain it, and libcst's import warns
# (mypy_extensions.TypedDict is deprecated). With warnings as errors that warning would
# hide the failing example behind an INTERNALERROR, so import it once here, quietly.
with warnings.catch_warnings(), contextlib.suppress(ImportError):
    warnings.simplefilter("ignore", DeprecationWarning)
    import libcst.metadata  # noqa: F401

# Deterministic by default so that a CI run is repeatable; `--hypothesis-profile=random`
# explores new examples.
settings.register_profile(
    "default",
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("random", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("default")

# The page's modules under node ask Python for the card catalogue (web/catalogue.js): the
# Python running the tests.
os.environ.setdefault("SVINTUS_PYTHON", sys.executable)


def _parallel(config: pytest.Config) -> bool:
    """This process runs the tests through workers (pytest-xdist's ``-n``, pyproject.toml)."""
    return bool(getattr(config.option, "numprocesses", None)) and config.option.dist != "no"


def _bring(config: pytest.Config, tests: Iterable[tuple[PurePath, str]]) -> None:
    """Bring what ``tests`` need from the system, or stop with one line (bootstrap)."""
    tests = list(tests)
    if config.option.collectonly or not bootstrap.missing(tests):
        return
    reporter = config.pluginmanager.get_plugin("terminalreporter")

    def say(line: str) -> None:
        if reporter is not None:
            reporter.write_line(line)

    with bootstrap.one_at_a_time():  # another run on this machine may be installing
        needs = bootstrap.missing(tests)
        problem = bootstrap.bring(needs, say) if needs else None
    if problem and _parallel(config):  # before the workers: pytest's one-line usage error
        raise pytest.UsageError(f"svintus tests: {problem}")
    if problem:
        pytest.exit(f"svintus tests: {problem}", returncode=pytest.ExitCode.USAGE_ERROR)


def pytest_sessionstart(session: pytest.Session) -> None:
    """A parallel run: its controller collects nothing, and a worker cannot stop the run
    with one line, so the controller brings what the tests under its arguments need
    before the workers start."""
    if _parallel(session.config) and not hasattr(session.config, "workerinput"):
        _bring(session.config, bootstrap.scan(session.config.args))


def pytest_collection_finish(session: pytest.Session) -> None:
    """A run in one process: bring what the selected tests need (a worker finds it there)."""
    if not hasattr(session.config, "workerinput"):
        _bring(session.config, ((PurePath(item.path), item.name) for item in session.items))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The browser tests' files first, then the others by their number of tests, most
    first. With ``--dist loadfile --no-loadscope-reorder`` (pyproject.toml) the workers
    take the files in this order: a browser file runs for minutes (its tables play at a
    person's pace) with a few tests, so pytest-xdist's own order (most tests first) left
    them to the end, two at once, and the run waited on the last one alone."""
    count: dict[PurePath, int] = {}
    for item in items:
        path = PurePath(item.path)
        count[path] = count.get(path, 0) + 1

    def key(item: pytest.Item) -> tuple[bool, int]:
        path = PurePath(item.path)
        return "e2e" not in path.parts, -count[path]

    items.sort(key=key)
