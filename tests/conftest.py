"""Shared pytest configuration: hypothesis profiles; what the run needs from the system."""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
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


def pytest_collection_finish(session: pytest.Session) -> None:
    """Bring what the selected tests need from the system, or stop with one line (bootstrap)."""
    if session.config.option.collectonly:
        return
    needs = bootstrap.missing((PurePath(item.path), item.name) for item in session.items)
    if not needs:
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")

    def say(line: str) -> None:
        if reporter is not None:
            reporter.write_line(line)

    problem = bootstrap.bring(needs, say)
    if problem:
        pytest.exit(f"svintus tests: {problem}", returncode=pytest.ExitCode.USAGE_ERROR)
