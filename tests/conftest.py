"""Shared pytest configuration: hypothesis profiles for the property tests."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

# Deterministic by default so that a CI run is repeatable; `--hypothesis-seed` still works.
settings.register_profile(
    "default",
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("random", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("default")
