"""The test run brings what it needs from the system, or stops with one line (README)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path, PurePath

from tests import bootstrap

ROOT = Path(__file__).resolve().parents[1]


def test_needs_follow_the_selected_tests() -> None:
    absent = [
        bootstrap.Need(n.what, n.installer, lambda: False, n.wanted_by) for n in bootstrap.NEEDS
    ]
    engine_only = [(PurePath("tests/engine/test_r4_interception.py"), "test_r4_3_copy")]
    assert bootstrap.missing(engine_only, absent) == []
    browser = (PurePath("tests/e2e/test_table.py"), "test_play")
    cluster = (PurePath("tests/server/test_cluster.py"), "test_failover")
    training = (PurePath("tests/rl/test_single.py"), "test_training_example_smoke")
    whats = [n.what for n in bootstrap.missing([training, cluster, browser], absent)]
    assert whats == ["chromium", "redis-server", bootstrap.TORCH]
    present = [bootstrap.Need(n.what, n.installer, lambda: True, n.wanted_by) for n in absent]
    assert bootstrap.missing([browser, cluster, training], present) == []


def test_a_parallel_run_reads_its_tests_from_the_files_before_the_workers_start() -> None:
    """The controller of a parallel run collects nothing: it reads the tests' names from the
    files under its arguments, and so finds the same needs."""
    absent = [
        bootstrap.Need(n.what, n.installer, lambda: False, n.wanted_by) for n in bootstrap.NEEDS
    ]
    rl = bootstrap.scan([str(ROOT / "tests" / "rl")])
    assert any(name.startswith("test_training_example") for _, name in rl)
    assert [n.what for n in bootstrap.missing(rl, absent)] == [bootstrap.TORCH]
    one = bootstrap.scan([f"{ROOT}/tests/server/test_cluster.py::test_failover_x"])
    assert [n.what for n in bootstrap.missing(one, absent)] == ["redis-server"]
    engine = bootstrap.scan([str(ROOT / "tests" / "engine")])
    assert engine and bootstrap.missing(engine, absent) == []


def test_a_run_that_cannot_install_stops_at_once_with_one_line(tmp_path: Path) -> None:
    """No redis-server on PATH and installing forbidden: one line naming the command, exit 4."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    env = dict(os.environ, PATH=str(bin_dir), SVINTUS_TESTS_NO_INSTALL="1")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "tests/server/test_cluster.py"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 4, done.stdout + done.stderr
    lines = [line for line in (done.stdout + done.stderr).splitlines() if "svintus tests:" in line]
    assert len(lines) == 1, done.stdout + done.stderr
    assert "apt-get install -y redis-server" in lines[0]
    assert "passed" not in done.stdout and "failed" not in done.stdout
