"""Bar ``fair-races`` over real WebSockets (issue 28, R14.3 "Decision (network delay)").

Not a test: ``python benchmarks/fair_races.py [--tables N] [--seconds S] [--far MS]``.

Runs ``svintus loadtest --delay-ms 10,FAR`` twice on loopback, against its own server:
once as served (the tables judge by compensated time) and once with the hidden
``--no-compensation`` (receive time alone). Every client has the same reflexes. The bar
holds when, compensated, the clients FAR ms away lose a share of their slap races inside
the fair share's 95% interval (one race in four), and by receive time alone they do
not. Prints both runs' ``fairness`` and whether the bar holds; exit status 0 if it does.
The same check without the network and the machine's noise, on a fake clock:
``tests/server/test_fair_races.py::test_bar_fair_races``. Figures: docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from typing import Any


def fairness(tables: int, seconds: float, far: int, compensate: bool) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "svintus", "loadtest", "--tables", str(tables)]
    cmd += ["--seconds", str(seconds), "--delay-ms", f"10,{far}", "--json"]
    if not compensate:
        cmd.append("--no-compensation")
    out = subprocess.run(cmd, check=False, capture_output=True, text=True)
    report: dict[str, Any] = json.loads(out.stdout)
    return {"load_average": report["load_average"], **report["fairness"]}


def inside(row: dict[str, Any]) -> bool:
    low, high = row["fair_interval"]
    return row["slap_lost"] is not None and low <= row["slap_lost"] <= high


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="bar fair-races over loopback WebSockets")
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--far", type=int, default=250, help="the far clients' round trip, ms")
    args = parser.parse_args(argv)
    on = fairness(args.tables, args.seconds, args.far, True)
    off = fairness(args.tables, args.seconds, args.far, False)
    held = inside(on[str(args.far)]) and not inside(off[str(args.far)])
    print(json.dumps({"compensated": on, "receive_time": off, "bar_holds": held}, indent=1))
    return 0 if held else 1


if __name__ == "__main__":
    sys.exit(main())
