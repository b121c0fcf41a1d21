"""Browser tests: `svintus serve` in a subprocess, Playwright driving Debian's Chromium.

Chromium is required, not optional: the test run installs it itself when it can
(tests/bootstrap.py), else stops naming the command. Playwright's own browser download is
never used.

Environment: ``SVINTUS_CHROMIUM`` names another Chromium binary; ``SVINTUS_E2E_URL`` points
the tests at a server started by hand instead of a fresh ``svintus serve``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


def chromium_path() -> str:
    found = os.environ.get("SVINTUS_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(found).exists():
        pytest.fail(
            f"Chromium is missing at {found}: the browser tests need Debian's Chromium "
            "(apt-get install chromium). Do not run 'playwright install'.",
            pytrace=False,
        )
    return found


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until_up(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"svintus serve exited with {proc.returncode}:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(url + "/api/meta", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"svintus serve did not answer at {url} in 30 s:\n{log.read_text()}")


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of a fresh `svintus serve` on a free loopback port with a temp DB."""
    given = os.environ.get("SVINTUS_E2E_URL")  # a server started by hand, for debugging
    if given:
        yield given.rstrip("/")
        return
    tmp = tmp_path_factory.mktemp("serve")
    port = free_port()
    log = tmp / "serve.log"
    cmd = [sys.executable, "-m", "svintus", "serve", "--host", "127.0.0.1", "--port", str(port)]
    cmd += ["--db", f"sqlite:///{tmp / 'svintus.sqlite3'}", "--game-pause", "1"]
    cmd += ["--log-level", "warning"]
    # one browser makes tables and opens sockets faster than a person: generous limits
    cmd += ["--limit-create", "600/minute", "--limit-lookup", "6000/minute"]
    cmd += ["--limit-join", "1200/minute", "--max-connections", "512"]
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(url, proc, log)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium for one test module: Playwright's sync API holds an event loop while it
    runs, which must be gone before other tests call ``asyncio.run``."""
    path = chromium_path()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("Playwright for Python is missing: pip install '.[test]'", pytrace=False)
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
