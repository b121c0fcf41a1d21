"""Before/after: the every-recipe benchmark of two source trees, whole processes alternated.

Not a test: ``python benchmarks/ab.py BEFORE_SRC AFTER_SRC [--pairs N] [--seconds S]``,
e.g. ``python benchmarks/ab.py ../before/src src --pairs 5 --seconds 2`` (``../before``: a
checkout of the older commit).

Each pair runs ``benchmarks/engine.py --recipes-only --repeat 1 --json`` once with
``PYTHONPATH=BEFORE_SRC`` and once with ``PYTHONPATH=AFTER_SRC`` (the order of the two
alternates from pair to pair), so a busy spell of the machine hits both alike. The
report gives, for every recipe and player count, the median decisions per CPU second of
each side, its median share of classic at the same player count (each run's own
ratio), and the median of the pairs' ratios after/before (docs/performance.md).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))


def run(src: str, seconds: float) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": os.path.abspath(src)}
    cmd = [sys.executable, os.path.join(HERE, "engine.py"), "--recipes-only", "--repeat", "1"]
    cmd += ["--seconds", str(seconds), "--json"]
    out = subprocess.run(cmd, env=env, cwd=HERE, check=True, capture_output=True, text=True)
    rows: dict[str, Any] = json.loads(out.stdout)["recipes"]
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="before/after engine benchmark, alternated")
    parser.add_argument("before", help="source tree before (a PYTHONPATH)")
    parser.add_argument("after", help="source tree after (a PYTHONPATH)")
    parser.add_argument("--pairs", type=int, default=5, help="before/after pairs (default 5)")
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU s per recipe and run")
    args = parser.parse_args(argv)
    if args.pairs < 1 or args.seconds <= 0:
        parser.error("--pairs must be at least 1, --seconds above 0")
    runs: dict[str, list[dict[str, Any]]] = {"before": [], "after": []}
    for i in range(args.pairs):
        order = ("before", "after") if i % 2 == 0 else ("after", "before")
        for side in order:
            runs[side].append(run(getattr(args, side), args.seconds))
            print(f"pair {i + 1}/{args.pairs}: {side} done", file=sys.stderr)
    key = "decisions_per_second"
    print(
        f"decisions per CPU second, medians of {args.pairs} alternated pairs "
        f"({args.seconds:g} CPU s per recipe and run)"
    )
    print(
        f"{'recipe':<16}{'players':>8}{'before':>10}{'of classic':>12}"
        f"{'after':>10}{'of classic':>12}{'after/before':>14}"
    )
    share = "share_of_classic"
    for name in runs["before"][0]:
        recipe, n = name.split("/")
        b = [r[name][key] for r in runs["before"]]
        a = [r[name][key] for r in runs["after"]]
        ratio = statistics.median(x / y for x, y in zip(a, b, strict=True))
        sb = statistics.median(r[name][share] for r in runs["before"])
        sa = statistics.median(r[name][share] for r in runs["after"])
        print(
            f"{recipe:<16}{n:>8}{statistics.median(b):>10,.0f}{sb:>12.1%}"
            f"{statistics.median(a):>10,.0f}{sa:>12.1%}{ratio:>13.2f}x"
        )


if __name__ == "__main__":
    main()
