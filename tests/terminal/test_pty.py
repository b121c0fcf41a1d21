"""``svintus play`` in a real terminal (a pseudo-terminal): full screen by default, the
keys reach it, q y leaves with the scores; with --plain, or in a pipe, it is line by line."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time

import pytest

from svintus.cli import build_parser
from svintus.commands.play import full_screen

TIMEOUT = 30.0

pty = pytest.importorskip("pty")


def read_until(fd: int, needle: bytes, seconds: float = TIMEOUT) -> bytes:
    seen = b""
    deadline = time.monotonic() + seconds
    while needle not in seen:
        if time.monotonic() > deadline:
            raise AssertionError(f"no {needle!r} in the terminal: {seen[-2000:]!r}")
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:  # the child closed the terminal
                break
    return seen


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX pseudo-terminal")
def test_full_screen_in_a_terminal_and_leaving_with_q_y(tmp_path: object) -> None:
    import fcntl
    import struct
    import termios

    main, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 32, 100, 0, 0))
    env = {**os.environ, "TERM": "xterm-256color", "XDG_DATA_HOME": str(tmp_path)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "svintus", "play", "--seed", "3", "--players", "2"],
        stdin=child,
        stdout=child,
        stderr=child,
        env=env,
        close_fds=True,
    )
    os.close(child)
    try:
        # a first match is relaxed (XDG_DATA_HOME is new), and it waits for a key
        start = read_until(main, b"relaxed (15 s a turn)")
        start += read_until(main, b"press any key to start")
        time.sleep(1.5)
        os.write(main, b"z")  # a fair first turn: the clock starts at the first key
        seen = read_until(main, b"your hand")
        assert b"out of time" not in start + seen
        time.sleep(1.0)  # the start screen is gone
        os.write(main, b"?")
        read_until(main, b"svintus: keys")
        os.write(main, b"\x1b")  # Esc: back to the table
        time.sleep(0.3)
        os.write(main, b"q")
        read_until(main, b"Leave the match?")
        os.write(main, b"y")
        out = read_until(main, b"bye. scores after")
        assert proc.wait(timeout=TIMEOUT) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(main)
    assert b"Traceback" not in out
    assert list((tmp_path / "svintus" / "records").glob("match-3-game-001.json"))  # type: ignore[operator]


def test_plain_when_asked_or_when_not_a_terminal() -> None:
    args = build_parser().parse_args(["play", "--plain"])
    assert not full_screen(args)
    args = build_parser().parse_args(["play"])
    assert full_screen(args) == (sys.stdin.isatty() and sys.stdout.isatty())
