"""The garbage collector's policy of the long-running processes (``svintus serve``, each
process of a cluster, and ``svintus loadtest``); docs/performance.md ("Garbage collection").

A server holding a thousand tables keeps about half a million container objects alive
(per connection: the WebSocket's protocol objects, its tasks, queues and timers; per
table: the engine's state). With CPython's default thresholds (700, 10, 10) the young
generation is collected every 700 net allocations and a full collection, which walks
every one of those objects, ran every two seconds and stopped the event loop for up to
0.4 s: the tail of every action's latency. The policy:

* **thresholds** (20,000, 500, 100): the young generation is collected after 20,000 net
  allocations of container objects, the middle one after 500 of those, the old one
  after 100 middle ones (and only when the objects that survived since the last full
  collection are a quarter of those it kept, CPython's own rule). Cycles are still
  found and freed: a little later, in bigger batches (the resident memory grows by
  about a tenth, measured in docs/performance.md). The count is *net*: every object
  freed, old ones too, takes one off, so a young collection walks far more objects than
  the threshold — at 1,000 tables (4,000 connections, each with its waiting coroutines
  and futures, and the tables' changed state) 20,000 meant a walk of 20-50 ms about
  every second, and the first policy's 50,000 one of 60-180 ms every 4-5 s, the
  busy server's tail (docs/performance.md, "The thousand tables, again"). The middle
  generation, collected after 500 young ones, walks what survived them (every ten
  minutes or so under that load);
* **freeze once started**: everything alive once the server has resumed its tables (the
  modules, the engine's tables, the web files' list, the resumed tables) or once the load
  generator has connected every client is moved to the permanent generation after one
  full collection, so no later collection walks it again. Objects frozen there are still
  freed by reference counting when they are let go; only a cycle among them would stay,
  and those are the start-up objects that live as long as the process;
* **collect after a sweep**: with such thresholds a full collection is rare, and the
  cycles of the tables that leave memory (finished, abandoned, paused) and of their
  connections would pile up meanwhile (the memory benchmark grew 16 MiB a thousand
  tables); a sweep that let tables go collects once, which keeps the memory bounded.
  A server whose tables keep playing (the load test) never pays for it.
"""

from __future__ import annotations

import gc

THRESHOLDS = (20_000, 500, 100)


def tune() -> None:
    """Set the thresholds; call it first thing in a long-running process."""
    gc.set_threshold(*THRESHOLDS)


def settle() -> int:
    """Collect everything once, then freeze what is alive: it is never walked again.
    Returns how many objects are frozen."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


def released(tables: int) -> None:
    """Tables have just left memory (the sweep): their cycles, and those of their
    connections, are old and would wait for a rare full collection; collect now, once
    per sweep that let any go (the start-up objects are frozen: not walked). Nothing
    when the policy is not in force (a test's process)."""
    if tables and gc.get_threshold() == THRESHOLDS:
        gc.collect()


def describe() -> str:
    """One line for the log: the thresholds in force and the frozen objects."""
    t = gc.get_threshold()
    return f"gc thresholds {t[0]}/{t[1]}/{t[2]}, {gc.get_freeze_count()} objects frozen"
