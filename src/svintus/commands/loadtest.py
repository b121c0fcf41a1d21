"""``svintus loadtest``: bot clients over real WebSockets against a server."""

from __future__ import annotations

import argparse
from typing import Any


def add_parser(sub: Any) -> None:
    p = sub.add_parser("loadtest", help="bot clients over WebSockets: throughput and latency")
    p.add_argument("--tables", type=int, default=10, metavar="N")
    p.add_argument("--seconds", type=float, default=10.0, metavar="S")
    p.add_argument("--url", default=None)
    p.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    from ..cli import UsageError

    raise UsageError("loadtest is not ready yet")
