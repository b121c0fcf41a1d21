"""A loop-lag and garbage-collection probe for `svintus serve` and `svintus loadtest`
(docs/performance.md, "The thousand tables, again"). Not part of the package: put this
directory first on PYTHONPATH and every Python process started with it loads it.

    PYTHONPATH=benchmarks/lag_probe:src svintus loadtest --tables 1000 --seconds 40 --json

Once a process has settled (``gcpolicy.settle``: the server once it resumed its tables,
the load generator once its clients are connected) a callback runs every 10 ms on its
event loop and notes how late it ran. Each process writes ``lag-<serve|load>-<pid>.txt``
to ``$LAG_PROBE_DIR`` (default: the system's temporary directory): a line a second
(``<epoch> sec max=… mean=… n=… over20=…``: lateness in ms, callbacks run, those over
20 ms), a line for each callback over 50 ms late, and one for each garbage collection
over 2 ms of the thread's CPU (``gc gen<N> <ms> collected=<n>``). ``LAG_PROBE_GC=a,b,c``
replaces the policy's thresholds (gcpolicy.THRESHOLDS) to try others.
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
import time
from typing import Any

ROLE = "serve" if any("serve" in a for a in sys.argv) else "load"
OUT = open(  # noqa: SIM115 - open for the life of the process
    os.path.join(
        os.environ.get("LAG_PROBE_DIR", tempfile.gettempdir()), f"lag-{ROLE}-{os.getpid()}.txt"
    ),
    "w",
    buffering=1,
)
_started = [0.0]


def _collected(phase: str, info: dict[str, Any]) -> None:
    if phase == "start":
        _started[0] = time.thread_time()
        return
    ms = (time.thread_time() - _started[0]) * 1000
    if ms > 2:
        OUT.write(
            f"{time.time():.3f} gc gen{info['generation']} {ms:.1f}ms "
            f"collected={info['collected']}\n"
        )


gc.callbacks.append(_collected)


def _probe() -> None:
    import asyncio

    loop = asyncio.get_running_loop()
    second = {"at": int(time.time()), "max": 0.0, "n": 0, "sum": 0.0, "over20": 0}
    due = [loop.time() + 0.01]

    def tick() -> None:
        now = loop.time()
        late = max(0.0, now - due[0])
        at = int(time.time())
        if at != second["at"]:
            n = max(1, int(second["n"]))
            OUT.write(
                f"{second['at']} sec max={second['max'] * 1000:.1f} "
                f"mean={second['sum'] / n * 1000:.2f} n={second['n']} over20={second['over20']}\n"
            )
            second.update(at=at, max=0.0, n=0, sum=0.0, over20=0)
        second["max"] = max(second["max"], late)
        second["n"] += 1
        second["sum"] += late
        second["over20"] += late > 0.02
        if late > 0.05:
            OUT.write(f"{time.time():.3f} late {late * 1000:.1f}ms\n")
        due[0] = now + 0.01
        loop.call_at(due[0], tick)

    loop.call_at(due[0], tick)


try:
    from svintus import gcpolicy

    if os.environ.get("LAG_PROBE_GC"):
        gcpolicy.THRESHOLDS = tuple(int(x) for x in os.environ["LAG_PROBE_GC"].split(","))  # type: ignore[assignment]
    _settle = gcpolicy.settle

    def settle() -> int:
        frozen = _settle()
        _probe()
        return frozen

    gcpolicy.settle = settle
except ImportError:  # not a svintus process
    pass
