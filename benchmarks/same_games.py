"""Are the games the same games? ``svintus simulate --json --records`` with two source
trees, the reports (timings aside) and every record file compared byte for byte.

Not a test: ``python benchmarks/same_games.py BEFORE/src src`` (e.g. a worktree of the
base commit: ``git worktree add /tmp/speed-before HEAD``). Prints one line a case and
exits with 1 if any case differs. The cases are the ones docs/performance.md names
(issue 17): full_box at 2, 3, 4, 8 and 10 players, with_challenge at 4 and 6, artistic
at 4 and 8, paranoid at 4, full_box with ``--strict-table``, classic.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

CASES: list[tuple[str, list[str]]] = [
    ("full_box 2", ["-r", "full_box", "-n", "2", "-g", "12"]),
    ("full_box 3", ["-r", "full_box", "-n", "3", "-g", "12"]),
    ("full_box 4", ["-r", "full_box", "-n", "4", "-g", "20"]),
    ("full_box 8", ["-r", "full_box", "-n", "8", "-g", "12"]),
    ("full_box 10", ["-r", "full_box", "-n", "10", "-g", "8"]),
    ("with_challenge 4", ["-r", "with_challenge", "-n", "4", "-g", "12"]),
    ("with_challenge 6", ["-r", "with_challenge", "-n", "6", "-g", "10"]),
    ("artistic 4", ["-r", "artistic", "-n", "4", "-g", "12"]),
    ("artistic 8", ["-r", "artistic", "-n", "8", "-g", "8"]),
    ("paranoid 4", ["-r", "paranoid", "-n", "4", "-g", "12"]),
    ("full_box 4 strict", ["-r", "full_box", "-n", "4", "-g", "12", "--strict-table"]),
    ("classic 4", ["-r", "classic", "-n", "4", "-g", "30"]),
]
TIMINGS = {"seconds", "games_per_second", "decisions_per_second", "actions_per_second"}


def run(src: str, args: list[str], seed: int, out: str) -> dict[str, object]:
    """The report of one ``simulate`` run with ``src``, timings left out."""
    cmd = [sys.executable, "-m", "svintus", "simulate", *args, "-s", str(seed), "--json"]
    env = {**os.environ, "PYTHONPATH": os.path.abspath(src), "PYTHONHASHSEED": "0"}
    done = subprocess.run([*cmd, "--records", out], env=env, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stderr[-2000:]}")
    report: dict[str, object] = json.loads(done.stdout)
    return {k: v for k, v in report.items() if k not in TIMINGS}


def same(before: str, after: str, name: str, args: list[str], seed: int) -> str | None:
    """None if both trees give the same report and records, else what differs."""
    with tempfile.TemporaryDirectory() as tmp:
        a, b = os.path.join(tmp, "a"), os.path.join(tmp, "b")
        ra, rb = run(before, args, seed, a), run(after, args, seed, b)
        if ra != rb:
            keys = sorted(k for k in ra.keys() | rb.keys() if ra.get(k) != rb.get(k))
            return f"{name}: reports differ in {keys}"
        files = sorted(os.listdir(a))
        if files != sorted(os.listdir(b)) or not files:
            return f"{name}: not the same record files"
        _, bad, errors = filecmp.cmpfiles(a, b, files, shallow=False)
        if bad or errors:
            return f"{name}: records differ: {bad + errors}"
    return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(
            pool.map(lambda c: same(args.before, args.after, c[0], c[1], args.seed), CASES)
        )
    bad = 0
    for (name, _), result in zip(CASES, results, strict=True):
        print(result or f"{name}: same", flush=True)
        bad += result is not None
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
