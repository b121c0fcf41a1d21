"""Shared pytest configuration: hypothesis profiles for the property tests."""

from __future__ import annotations

import contextlib
import warnings

from hypothesis import HealthCheck, settings

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
