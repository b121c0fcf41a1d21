"""The memory of one ``svintus serve`` over many tables played to the end (issue #14).

Starts ``svintus serve`` (SQLite in a temporary folder, ``--no-limits``, a short sweep)
and, over HTTP only, creates tables of two seats (one ``normal`` bot) and takes the
other seat without ever connecting: the person's turns run out (``timeout``, R5.5) and
the bot plays, so each match (to one point, one card a hand, half-second turns) ends
in a few seconds. Finished tables nobody watches leave memory at the next sweep. The
server's resident memory (VmRSS) is read after every ``--step`` tables.

    python3 benchmarks/server_memory.py --tables 10000 --step 1000

Figures go into docs/performance.md ("Memory over 10,000 tables"); nothing is asserted.
"""

from __future__ import annotations

import argparse
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

OPTIONS = {"hand_size": 1, "match_points": 1, "turn_seconds": 0.5}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def one_table(http: httpx.Client) -> str:
    r = http.post(
        "/api/tables",
        json={"players": 2, "bots": 1, "bot_level": "normal", "options": OPTIONS},
    )
    r.raise_for_status()
    code: str = r.json()["code"]
    http.post(f"/api/tables/{code}/join", json={"name": "Bench"}).raise_for_status()
    return code


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=10000)
    ap.add_argument("--step", type=int, default=1000)
    ap.add_argument("--in-flight", type=int, default=600, help="matches playing at once")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="svintus-mem-"))
    port = free_port()
    cmd = [sys.executable, "-m", "svintus", "serve", "--port", str(port), "--no-limits"]
    cmd += ["--db", f"sqlite:///{folder / 'mem.db'}", "--game-pause", "0"]
    cmd += ["--sweep-seconds", "2", "--idle-seconds", "600", "--bot-pace", "0.05"]
    cmd += ["--log-level", "warning"]
    proc = subprocess.Popen(cmd, stderr=(folder / "serve.log").open("wb"))
    url = f"http://127.0.0.1:{port}"
    try:
        with httpx.Client(base_url=url, timeout=60) as http:
            deadline = time.monotonic() + 30
            while True:
                try:
                    http.get("/api/meta").raise_for_status()
                    break
                except httpx.HTTPError:
                    assert time.monotonic() < deadline, "the server did not start"
                    time.sleep(0.2)
            print(f"{'tables':>7} {'RSS MiB':>8} {'peak':>6} {'seconds':>8}", flush=True)
            print(f"{0:>7} {rss_kib(proc.pid) / 1024:>8.1f} {0:>6} {0:>8.1f}", flush=True)
            start = time.monotonic()
            made: list[str] = []
            peak = 0
            with ThreadPoolExecutor(8) as pool:
                while len(made) < args.tables:
                    playing = len(made) - count_over(folder / "mem.db")
                    if playing >= args.in_flight:
                        time.sleep(0.2)
                        continue
                    batch = min(args.in_flight - playing, args.tables - len(made), 50)
                    before = len(made) // args.step
                    made.extend(pool.map(lambda _: one_table(http), range(batch)))
                    peak = max(peak, rss_kib(proc.pid))
                    if len(made) // args.step > before:
                        mib = rss_kib(proc.pid) / 1024
                        print(
                            f"{len(made):>7} {mib:>8.1f} {peak / 1024:>6.1f}"
                            f" {time.monotonic() - start:>8.1f}",
                            flush=True,
                        )
            time.sleep(10)  # the last matches end and are swept
            print(
                f"after the last sweep: {rss_kib(proc.pid) / 1024:.1f} MiB;"
                f" peak {peak / 1024:.1f} MiB",
                flush=True,
            )
    finally:
        proc.terminate()
        proc.wait(30)
    return 0


def count_over(db: Path) -> int:
    """How many tables are finished, read from the server's database (read-only)."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30) as conn:
        row = conn.execute("SELECT count(*) FROM tables WHERE status = 'over'").fetchone()
    return int(row[0])


if __name__ == "__main__":
    raise SystemExit(main())
