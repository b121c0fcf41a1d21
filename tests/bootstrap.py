"""What the test run needs from the system, brought by the run itself (README's test line).

The browser tests drive Debian's Chromium, the cluster tests start Debian's redis-server and
the training example's smoke test needs PyTorch. After collection, the run looks at which of
these the selected tests need and which are missing. When it can (root with ``apt-get`` for
the Debian packages; ``pip`` for PyTorch) it installs them once, saying so in one line; when
it cannot, it stops at once with one line naming the command to run, instead of failing
every test that needs them. ``SVINTUS_TESTS_NO_INSTALL=1`` forbids installing: the run then
only names what is missing.
"""

from __future__ import annotations

import ast
import contextlib
import fcntl
import importlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePath

# The CPU build of PyTorch that lies on disk on the project's machines:
# a plain `torch` would pull a CUDA build of several GB.
TORCH = "torch==2.13.0"


@dataclass(frozen=True)
class Need:
    """Something from outside Python that some tests need."""

    what: str  # a Debian package name, or a pip requirement
    installer: str  # "apt" or "pip"
    present: Callable[[], bool]
    wanted_by: Callable[[PurePath, str], bool]  # (test file, test name) -> needs it?


def _on_path(command: str) -> Callable[[], bool]:
    return lambda: shutil.which(command) is not None


NEEDS = (
    Need(
        "chromium",
        "apt",
        lambda: bool(os.environ.get("SVINTUS_CHROMIUM")) or shutil.which("chromium") is not None,
        lambda path, _name: "e2e" in path.parts and not os.environ.get("SVINTUS_E2E_URL"),
    ),
    Need(
        "redis-server",
        "apt",
        _on_path("redis-server"),
        lambda path, _name: path.name == "test_cluster.py",
    ),
    Need(
        TORCH,
        "pip",
        lambda: importlib.invalidate_caches() or importlib.util.find_spec("torch") is not None,
        lambda _path, name: name.startswith("test_training_example"),
    ),
)


def missing(tests: Iterable[tuple[PurePath, str]], needs: Iterable[Need] = NEEDS) -> list[Need]:
    """The needs of ``tests`` (file, name) that this machine lacks, in NEEDS order."""
    tests = list(tests)
    return [
        need
        for need in needs
        if any(need.wanted_by(path, name) for path, name in tests) and not need.present()
    ]


def scan(args: Iterable[str]) -> list[tuple[PurePath, str]]:
    """The tests (file, function name) under the run's arguments, read from the files'
    syntax without importing them: what a parallel run's controller, which collects
    nothing itself, can know before its workers start (``-k`` is not applied, so it may
    bring a little more than the selected tests need)."""
    out: list[tuple[PurePath, str]] = []
    for arg in args:
        path = Path(arg.split("::", 1)[0])
        files = sorted(path.rglob("test_*.py")) if path.is_dir() else [path]
        for file in files:
            try:
                tree = ast.parse(file.read_text("utf-8"))
            except (OSError, SyntaxError, UnicodeDecodeError):
                continue
            out += [
                (PurePath(file), node.name)
                for node in ast.walk(tree)
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                and node.name.startswith("test")
            ]
    return out


def apt_command(packages: list[str]) -> str:
    return "apt-get install -y " + " ".join(packages)


def pip_command(requirements: list[str]) -> str:
    return f"{sys.executable} -m pip install " + " ".join(requirements)


def may_install() -> bool:
    return os.environ.get("SVINTUS_TESTS_NO_INSTALL", "") in ("", "0")


def can_apt() -> bool:
    root = os.name == "posix" and os.geteuid() == 0
    return may_install() and root and shutil.which("apt-get") is not None


def _run(cmd: list[str], env: dict[str, str] | None = None) -> str | None:
    """Run ``cmd`` quietly; None when it worked, else its last lines of output."""
    done = subprocess.run(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, check=False
    )
    if done.returncode == 0:
        return None
    tail = [line for line in done.stdout.splitlines() if line.strip()][-3:]
    return " | ".join(tail) or f"exit status {done.returncode}"


@contextlib.contextmanager
def one_at_a_time() -> Iterator[None]:
    """Hold the machine's bootstrap lock: two test processes never run apt-get or pip at
    once (the second would fail on apt's lock); the next one finds the packages there."""
    path = Path(tempfile.gettempdir(), "svintus-tests-bootstrap.lock")
    with path.open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def bring(needs: list[Need], say: Callable[[str], None]) -> str | None:
    """Install ``needs``; None when all are there afterwards, else the one line to stop with."""
    debs = [n.what for n in needs if n.installer == "apt"]
    wheels = [n.what for n in needs if n.installer == "pip"]
    if debs:
        if not can_apt():
            return (
                f"the tests need {', '.join(debs)}, which this machine lacks and this run "
                f"cannot install (not root, no apt-get, or SVINTUS_TESTS_NO_INSTALL): "
                f"run `sudo {apt_command(debs)}`"
            )
        say(f"svintus tests: installing {', '.join(debs)} with apt-get, once (needed by the tests)")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        failed = _run(["apt-get", "update", "-qq"], env) or _run(
            ["apt-get", "install", "-y", "-qq", *debs], env
        )
        if failed:
            return f"`{apt_command(debs)}` failed ({failed}): run it by hand, then the tests"
    if wheels:
        if not may_install():
            return f"the tests need {', '.join(wheels)}: run `{pip_command(wheels)}`"
        say(f"svintus tests: installing {', '.join(wheels)} with pip, once (the training example)")
        failed = _run([sys.executable, "-m", "pip", "install", "-q", *wheels])
        if failed:
            return f"`{pip_command(wheels)}` failed ({failed}): run it by hand, then the tests"
    still = [n.what for n in needs if not n.present()]
    if still:
        return f"installed, but still not found: {', '.join(still)}"
    return None
