"""What ``svintus simulate`` and ``svintus tournament`` share: chunks of games run in
worker processes in game order, and a records directory checked before the first game.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from ..engine.errors import SvintusError

T = TypeVar("T")
R = TypeVar("R")


def run_chunks(play: Callable[[T], R], tasks: Sequence[T], workers: int) -> Iterator[R]:
    """``play`` each task, in order; with ``workers > 1`` in spawned processes."""
    if workers == 1:
        for task in tasks:
            yield play(task)
        return
    # spawn works on every platform and inherits nothing; imap keeps game order.
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(workers) as pool:
        yield from pool.imap(play, tasks)


def prepare_records_dir(path: str, error: type[SvintusError]) -> None:
    """Create the records directory and make sure a file can be written in it."""
    if os.path.exists(path) and not os.path.isdir(path):
        raise error(f"--records {path}: exists and is not a directory")
    try:
        os.makedirs(path, exist_ok=True)
        probe = os.path.join(path, f".svintus-probe-{os.getpid()}")
        with open(probe, "w", encoding="utf-8") as f:
            f.write("")
        os.remove(probe)
    except OSError as e:
        why = e.strerror or str(e)
        raise error(f"--records {path}: cannot write records there: {why}") from None
