"""``svintus loadtest``: its own server in a subprocess, real WebSocket clients, a report."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from svintus.cli import main


def test_loadtest_reports_json() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "svintus", "loadtest", "--tables", "2", "--seconds", "4", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["tables"] == 2 and report["clients"] == 8
    assert report["errors"] == 0
    assert report["actions"] > 0 and report["actions_per_second"] > 0
    lat = report["latency_ms"]
    assert 0 <= lat["p50"] <= lat["p99"] <= lat["max"]


def test_loadtest_refuses_bad_counts() -> None:
    assert main(["loadtest", "--tables", "0"]) == 2
    assert main(["loadtest", "--seconds", "-1"]) == 2


def test_serve_refuses_a_bad_database_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--db", "nosuchdb://x/y"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("svintus: error: cannot use database") and err.count("\n") == 1
    assert main(["serve", "--port", "70000"]) == 2


def test_loadtest_with_delays_reports_fairness() -> None:
    """Issue 28: per-client emulated round trips; the report's "fairness" per delay."""
    args = ["loadtest", "--tables", "2", "--seconds", "4", "--delay-ms", "10,250", "--json"]
    out = subprocess.run(
        [sys.executable, "-m", "svintus", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["compensation"] is True and report["errors"] == 0
    assert set(report["fairness"]) == {"10", "250"}
    for f in report["fairness"].values():
        assert f["fair_share"] == 0.25
        assert f["slap_races"] >= 0 and f["intercept_contests"] >= 0
        low, high = f["fair_interval"]
        assert 0 <= low <= f["fair_share"] <= high <= 1
        assert {"slap_lost", "intercept_won", "slap_lost_ci", "intercept_won_ci"} <= set(f)


def test_loadtest_refuses_bad_delays(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["loadtest", "--delay-ms", "10,x"]) == 2
    assert main(["loadtest", "--delay-ms", "10,10"]) == 2
    assert main(["loadtest", "--no-compensation", "--url", "http://127.0.0.1:1"]) == 2
    err = capsys.readouterr().err
    assert "--delay-ms" in err and "--no-compensation" in err
    assert "Traceback" not in err
