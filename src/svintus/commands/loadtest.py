"""``svintus loadtest``: bot clients over real WebSockets; throughput and latency.

Creates ``--tables`` tables of four people, seats four clients at each and lets them
play at human pace (a think of 0.3-1.0 s before each turn, 0.2-0.6 s before a slap) for
``--seconds``. Latency is measured from an action sent to the state showing it received
by every player at that table (every player connected then: one still connecting gets
the position, not that action, when it arrives). Without ``--url`` a server is started
in a subprocess on a free loopback port with a temporary database, and stopped
afterwards. With several ``--url`` (the processes of one cluster, docs/deploy.md)
tables are created and clients connected round-robin over them, so most tables have
players on several processes.

``--delay-ms 10,80,150,250`` gives the clients emulated network delays, round-robin
over each table's seats: a client at D ms holds every message it sends and every one it
receives D/2 ms (a round trip of D ms, the table's pings included). The report then has,
for each delay, the share of slap races its clients lost and of the interception contests
(an interception against the next turn action) they won, next to the fair share, with
95% confidence intervals (R14.3, "Decision (network delay)"). The hidden
``--no-compensation`` runs the same load against an own server whose tables judge by
receive time alone (a benchmark switch; ``svintus serve`` has no such option).
See docs/performance.md ("Online tables") and docs/online.md ("Far from the server").
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import random
import resource
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

import orjson

from .. import gcpolicy
from ..table.protocol import PROTOCOL_VERSION

PLAYERS = 4
CONNECT_SECONDS = 180.0
# lost races, not failures: a window closed, the turn moved on, the game just ended
EXPECTED = frozenset({"too_late", "not_your_turn", "game_over"})


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "loadtest",
        help="bot clients over WebSockets against a server: throughput and latency",
        description=(
            "Play TABLES tables of four WebSocket clients at human pace for SECONDS and "
            "report actions per second and the latency from an action to every player "
            "seeing it. Without --url a server is started on loopback with a temporary "
            "database."
        ),
    )
    p.add_argument("--tables", type=int, default=10, metavar="N", help="tables (default 10)")
    p.add_argument("--seconds", type=float, default=10.0, metavar="S", help="default 10")
    p.add_argument(
        "--url",
        action="append",
        default=None,
        help=(
            "a running server, e.g. http://127.0.0.1:8000; repeat it for the processes of a "
            "cluster: tables and clients are spread over them round-robin"
        ),
    )
    p.add_argument(
        "--pid",
        type=int,
        action="append",
        default=None,
        help=(
            "the process id of a server given by --url on this machine (repeat it for a "
            "cluster): its CPU seconds and memory are reported (the own server's always are)"
        ),
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--seed", type=int, default=0, help="seed of the clients' choices")
    p.add_argument(
        "--delay-ms",
        default=None,
        metavar="LIST",
        help=(
            "emulated network round trips of the clients in ms, e.g. 10,80,150,250 (spread "
            "over each table's seats): the report gets the share of slap races lost and "
            "interception contests won at each delay, next to the fair share"
        ),
    )
    # the same load against an own server judging by receive time alone (R14.3): a
    # benchmark switch, not an option of svintus serve
    p.add_argument("--no-compensation", action="store_true", help=argparse.SUPPRESS)


@dataclass
class Pending:
    ident: str
    text: str  # full notation of the action, as the state's "action" shows it
    seq: int
    sent: float
    waiting: set[int]  # the players who had their seat's state when it was sent
    expected: int = 0


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    error_codes: dict[str, int] = field(default_factory=dict)
    error_examples: dict[str, str] = field(default_factory=dict)  # the first of each code
    too_late: int = 0
    messages: int = 0
    slaps: dict[int, list[int]] = field(default_factory=dict)  # delay ms: [races, lost]
    grabs: dict[int, list[int]] = field(default_factory=dict)  # delay ms: [contests, won]
    lost: int = 0
    running: bool = True
    clients: int = 0
    connected: int = 0  # clients that have their first state
    all_in: asyncio.Event = field(default_factory=asyncio.Event)  # every client connected
    go: asyncio.Event = field(default_factory=asyncio.Event)  # ... and the generator settled: play


@dataclass
class TableRun:
    code: str
    pending: list[Pending] = field(default_factory=list)
    ready: set[int] = field(default_factory=set)  # seats whose first state has arrived


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def http_json(url: str, body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def cpu_split(pid: int) -> tuple[float, float] | None:
    """User and system CPU seconds of process ``pid`` so far (Linux /proc), or None."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        tick = os.sysconf("SC_CLK_TCK")
        return int(fields[11]) / tick, int(fields[12]) / tick
    except (OSError, ValueError, IndexError):
        return None


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds of process ``pid`` so far, or None."""
    split = cpu_split(pid)
    return None if split is None else split[0] + split[1]


def memory_mib(pid: int) -> tuple[float, float] | None:
    """Resident memory of process ``pid`` now and at its peak (VmRSS, VmHWM), MiB."""
    try:
        with open(f"/proc/{pid}/status") as f:
            got = {
                k: int(v.split()[0]) / 1024
                for k, _, v in (line.partition(":") for line in f)
                if k in ("VmRSS", "VmHWM")
            }
        return round(got["VmRSS"], 1), round(got["VmHWM"], 1)
    except (OSError, ValueError, KeyError):
        return None


def load_average() -> float | None:
    try:
        return os.getloadavg()[0]
    except OSError:  # pragma: no cover - every Linux has it
        return None


# ``svintus serve`` with the tables' compensation off (R14.3): --no-compensation only
_UNCOMPENSATED = (
    "import sys; from svintus.commands.loadtest import serve_uncompensated; "
    "sys.exit(serve_uncompensated(sys.argv[1:]))"
)


def serve_uncompensated(argv: list[str]) -> int:
    """``svintus serve`` ``argv`` whose tables judge every race by receive time alone."""
    from . import serve

    parser = argparse.ArgumentParser(prog="svintus")
    serve.add_parser(parser.add_subparsers())
    return serve.run(parser.parse_args(["serve", *argv]), compensate=False)


@contextlib.contextmanager
def own_server(pids: list[int], compensate: bool = True) -> Iterator[str]:
    """``svintus serve`` in a subprocess with a temporary database; its base URL (its
    process id is appended to ``pids``). ``compensate`` False: its tables judge by
    receive time alone."""
    with tempfile.TemporaryDirectory(prefix="svintus-load-") as tmp:
        port = free_port()
        start = ["-m", "svintus", "serve"] if compensate else ["-c", _UNCOMPENSATED]
        cmd = [sys.executable, *start, "--port", str(port), "--no-limits"]
        cmd += ["--db", f"sqlite:///{tmp}/load.db", "--log-level", "warning"]
        proc = subprocess.Popen(cmd, cwd=tmp)
        pids.append(proc.pid)
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                if proc.poll() is not None:
                    raise RuntimeError("the server did not start")
                try:
                    http_json(f"{url}/api/meta")
                    break
                except (urllib.error.URLError, OSError):
                    if time.monotonic() > deadline:
                        raise RuntimeError("the server did not answer") from None
                    time.sleep(0.1)
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def choose(legal: list[str], rng: random.Random) -> str | None:
    """A random player's turn: a fitting card when there is one, "Svintus!" 90%."""
    plays = [a for a in legal if a.startswith("play")]
    if plays:
        said = [a for a in plays if a.endswith("svintus")]
        if said:
            plays = said if rng.random() < 0.9 else [a for a in plays if a not in said] or said
        return rng.choice(plays)
    for verb in ("accept", "pass", "draw"):
        if verb in legal:
            return verb
    names = [a for a in legal if a.startswith("name")]
    return rng.choice(names) if names else None


async def client(
    ws_url: str,
    run: TableRun,
    seat: int,
    token: str,
    stats: Stats,
    rng: random.Random,
    delay_ms: int | None = None,
) -> None:
    """One player. ``delay_ms``: its emulated round trip (half each way), and its slap
    races and interception contests are counted under it."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    acted: tuple[int, int, int] | None = None
    shown: tuple[int, int] | None = None
    table: dict[str, Any] = {}  # a state's table part: sent when it changed (protocol 2)
    half = (delay_ms or 0) / 2000
    grab: tuple[str, str] | None = None  # the interception sent and not judged yet
    # no WebSocket pings of its own, as a browser sends none: the server's keepalive
    # (uvicorn's, every 20 s) and the table's pings are what a page answers
    connecting = connect(ws_url, max_size=2**22, open_timeout=60, ping_interval=None)
    async with connecting as ws, _senders() as senders:
        send = _delayed_sender(ws, half, senders)
        await send(json.dumps({"type": "hello", "v": PROTOCOL_VERSION, "token": token}))
        timers: set[asyncio.Task[None]] = set()
        sent = [0]

        def contest(won: bool) -> None:
            nonlocal grab
            grab = None
            if delay_ms is not None and stats.running:
                tally = stats.grabs.setdefault(delay_ms, [0, 0])
                tally[0] += 1
                tally[1] += won

        async def later(delay: float, text: str, move: int, seq: int) -> None:
            await asyncio.sleep(delay)
            if not stats.running:
                return
            full = f"p{seat + 1} {text}"
            sent[0] += 1
            ident = f"{seat}-{sent[0]}"
            ready = set(run.ready)
            run.pending.append(Pending(ident, full, seq, time.perf_counter(), ready, len(ready)))
            message = {"type": "action", "action": text, "move": move, "id": ident}
            if text.startswith("intercept"):
                nonlocal grab
                grab = (ident, full)
            with contextlib.suppress(ConnectionClosed):  # counted as disconnected by its reader
                await send(orjson.dumps(message).decode())

        async for raw in _delayed(ws, half):
            stats.messages += 1
            msg = orjson.loads(raw)  # the load generator's CPU is the server's machine's
            kind = msg["type"]
            if kind == "ping":  # the table measures our round trip (R12.6, R14.3)
                with contextlib.suppress(ConnectionClosed):
                    await send(orjson.dumps({"type": "pong", "n": msg["n"]}).decode())
                continue
            if kind == "error":
                if grab is not None and msg.get("id") == grab[0]:
                    contest(False)  # the next turn action (or another copy) came first
                run.pending = [p for p in run.pending if p.ident != msg.get("id")]
                code = msg["code"]
                if code in EXPECTED:
                    stats.too_late += 1
                else:
                    stats.errors += 1
                    stats.error_codes[code] = stats.error_codes.get(code, 0) + 1
                    stats.error_examples.setdefault(code, str(msg.get("message"))[:200])
                continue
            if kind != "state":
                continue
            if seat not in run.ready:
                stats.connected += 1
                if stats.connected >= stats.clients:
                    stats.all_in.set()
            if not stats.go.is_set():  # nobody plays until every client is connected
                run.ready.add(seat)
                await stats.go.wait()
            now = time.perf_counter()
            seq = msg["seq"]
            run.ready.add(seat)
            if grab is not None and msg["action"] == grab[1]:
                contest(True)
            if delay_ms is not None and stats.running and not msg.get("history"):
                for e in msg["events"]:
                    if e["kind"] == "race_closed" and len(e["losers"]) == 1:
                        tally = stats.slaps.setdefault(delay_ms, [0, 0])
                        tally[0] += 1  # a race everyone slapped in: the last one lost
                        tally[1] += e["losers"][0] == seat
            for p in list(run.pending):
                if seat in p.waiting and msg["action"] == p.text and seq > p.seq:
                    p.waiting.discard(seat)
                    if not p.waiting:
                        stats.latencies.append(now - p.sent)
                        run.pending.remove(p)
                elif now - p.sent > 10:
                    run.pending.remove(p)
                    if len(p.waiting) < p.expected:
                        stats.lost += 1
            table = msg.get("table") or table
            view = msg["view"]
            if view is None or not stats.running:
                continue
            if (table["match"], table["game"]) != shown:  # as a page does once it drew the deal
                shown = (table["match"], table["game"])
                with contextlib.suppress(ConnectionClosed):
                    await send(json.dumps({"type": "shown", "game": table["game"]}))
            key = (table["match"], table["game"], seq)
            if key == acted:
                continue
            legal = msg["legal"]
            text: str | None = None
            if view["race"] is not None:
                if "slap" in legal:
                    text, delay = "slap", rng.uniform(0.2, 0.6)
            elif view["current"] == seat:
                text, delay = choose(legal, rng), rng.uniform(0.3, 1.0)
            else:
                grabs = [a for a in legal if a.startswith("intercept")]
                # with --delay-ms every chance is taken: more contests to count
                if grabs and rng.random() < (0.3 if delay_ms is None else 1.0):
                    text, delay = rng.choice(grabs), rng.uniform(0.3, 1.0)
            if text is not None:
                acted = key
                task = asyncio.create_task(later(delay, text, view["move"], seq))
                timers.add(task)
                task.add_done_callback(timers.discard)


@contextlib.asynccontextmanager
async def _senders() -> AsyncIterator[set[asyncio.Task[None]]]:
    """The sending tasks of one client, cancelled when it ends."""
    tasks: set[asyncio.Task[None]] = set()
    try:
        yield tasks
    finally:
        for task in tasks:
            task.cancel()


def _delayed_sender(
    ws: Any, half: float, tasks: set[asyncio.Task[None]]
) -> Callable[[str], Awaitable[None]]:
    """``send(text)``: sent at once, or ``half`` seconds later, in order (an emulated
    network's one way)."""
    if not half:
        return cast(Callable[[str], Awaitable[None]], ws.send)
    outbox: asyncio.Queue[tuple[float, str]] = asyncio.Queue()

    async def carry() -> None:
        from websockets.exceptions import ConnectionClosed

        with contextlib.suppress(ConnectionClosed):  # the client's reader says it is gone
            while True:
                due, text = await outbox.get()
                wait = due - time.perf_counter()
                if wait > 0:
                    await asyncio.sleep(wait)
                await ws.send(text)

    task = asyncio.create_task(carry())
    tasks.add(task)

    async def send(text: str) -> None:
        if not task.done():
            outbox.put_nowait((time.perf_counter() + half, text))

    return send


async def _delayed(ws: Any, half: float) -> AsyncIterator[str | bytes]:
    """The messages of ``ws``, each ``half`` seconds after it arrived (the other way)."""
    if not half:
        async for raw in ws:
            yield raw
        return
    inbox: asyncio.Queue[tuple[float, str | bytes] | BaseException] = asyncio.Queue()

    async def read() -> None:
        try:
            async for raw in ws:
                inbox.put_nowait((time.perf_counter() + half, raw))
            inbox.put_nowait(StopAsyncIteration())
        except Exception as e:
            inbox.put_nowait(e)

    reader = asyncio.create_task(read())
    try:
        while True:
            item = await inbox.get()
            if isinstance(item, StopAsyncIteration):
                return
            if isinstance(item, BaseException):
                raise item
            wait = item[0] - time.perf_counter()
            if wait > 0:
                await asyncio.sleep(wait)
            yield item[1]
    finally:
        reader.cancel()


def share_interval(hits: int, n: int) -> list[float]:
    """The 95% confidence interval (Wilson) of a share of ``hits`` in ``n``."""
    if n == 0:
        return [0.0, 1.0]
    z, p = 1.96, hits / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, mid - half), 4), round(min(1.0, mid + half), 4)]


def fair_interval(share: float, n: int) -> list[float]:
    """Where ``n`` results fall 95% of the time when each is won with ``share``."""
    if n == 0:
        return [0.0, 1.0]
    half = 1.96 * math.sqrt(share * (1 - share) / n)
    return [round(max(0.0, share - half), 4), round(min(1.0, share + half), 4)]


def fairness(stats: Stats, delays: Sequence[int]) -> dict[str, dict[str, Any]]:
    """Per delay: slap races lost and interception contests won, beside the fair shares
    (a slap race: one of the table's four is last; a contest: the share all clients won
    together, what equal reflexes give whatever the delay)."""
    contests = sum(t[0] for t in stats.grabs.values())
    pooled = sum(t[1] for t in stats.grabs.values()) / contests if contests else 0.0
    out: dict[str, dict[str, Any]] = {}
    for d in delays:
        races, lost = stats.slaps.get(d, [0, 0])
        grabs, won = stats.grabs.get(d, [0, 0])
        fair = 1 / PLAYERS
        out[str(d)] = {
            "slap_races": races,
            "slap_lost": round(lost / races, 4) if races else None,
            "slap_lost_ci": share_interval(lost, races),
            "fair_share": fair,
            "fair_interval": fair_interval(fair, races),
            "intercept_contests": grabs,
            "intercept_won": round(won / grabs, 4) if grabs else None,
            "intercept_won_ci": share_interval(won, grabs),
            "intercept_fair_share": round(pooled, 4),
            "intercept_fair_interval": fair_interval(pooled, grabs),
        }
    return out


def own_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


async def load(
    urls: list[str],
    tables: int,
    seconds: float,
    seed: int,
    pids: Sequence[int] = (),
    delays: Sequence[int] = (),
) -> dict[str, Any]:
    bases = [url.rstrip("/") for url in urls]
    ws_bases = [b.replace("http://", "ws://", 1).replace("https://", "wss://", 1) for b in bases]
    rng = random.Random(seed)
    stats = Stats()
    runs: list[tuple[TableRun, list[str]]] = []
    for k in range(tables):
        base = bases[k % len(bases)]  # the process that creates a table owns it (a cluster)
        created = await asyncio.to_thread(http_json, f"{base}/api/tables", {"players": PLAYERS})
        code = created["code"]
        tokens = []
        for i in range(PLAYERS):
            joined = await asyncio.to_thread(
                http_json, f"{base}/api/tables/{code}/join", {"name": f"load{i}"}
            )
            tokens.append(joined["token"])
        runs.append((TableRun(code), tokens))
    clients = [
        (run, seat, token, delays[(k + seat) % len(delays)] if delays else None)
        for k, (run, tokens) in enumerate(runs)
        for seat, token in enumerate(tokens)
    ]
    tasks = [
        asyncio.create_task(
            client(
                f"{ws_bases[(i + 1) % len(ws_bases)]}/ws/{run.code}",  # round-robin, from the next
                run,
                seat,
                token,
                stats,
                random.Random(rng.random()),
                delay,
            )
        )
        for i, (run, seat, token, delay) in enumerate(clients)
    ]
    stats.clients = len(tasks)
    # the clock starts once every client has its first state (connecting thousands of
    # clients takes a while, and is not what is measured); at most CONNECT_SECONDS
    connecting = time.perf_counter()
    all_in = asyncio.create_task(stats.all_in.wait())
    await asyncio.wait(
        [all_in, *tasks], timeout=CONNECT_SECONDS, return_when=asyncio.FIRST_COMPLETED
    )
    all_in.cancel()
    # the clients and their connections live to the end (gcpolicy.py); settled before
    # anyone plays: the one full collection (half a second at 4,000 clients) would
    # otherwise stop the generator's loop as the first actions are sent and timed
    gcpolicy.settle()
    stats.go.set()
    connected = stats.connected
    start = time.perf_counter()
    cpu_before = [cpu_split(pid) for pid in pids]
    mine_before = own_cpu()
    load_before = load_average()
    done, _ = await asyncio.wait(tasks, timeout=seconds)
    stats.running = False
    elapsed = time.perf_counter() - start
    cpu_after = [cpu_split(pid) for pid in pids]
    mine = own_cpu() - mine_before
    memory = [memory_mib(pid) for pid in pids]
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    failed = sum(1 for t in done if not t.cancelled() and t.exception() is not None)
    lat = sorted(x * 1000 for x in stats.latencies)

    def pct(q: float) -> float:
        return round(lat[min(len(lat) - 1, int(q * len(lat)))], 2) if lat else 0.0

    used = [
        (b[0] - a[0], b[1] - a[1])
        for a, b in zip(cpu_before, cpu_after, strict=True)
        if a is not None and b is not None
    ]
    measured = bool(used) and len(used) == len(pids)
    server_cpu = round(sum(u + s for u, s in used), 2) if measured else None
    rss = [m for m in memory if m is not None]
    report: dict[str, Any] = {
        "servers": len(bases),
        "tables": tables,
        "clients": tables * PLAYERS,
        "connected": connected,  # clients with their first state when the clock started
        "connect_seconds": round(start - connecting, 2),
        "seconds": round(elapsed, 2),
        "actions": len(lat),
        "actions_per_second": round(len(lat) / elapsed, 1) if elapsed else 0.0,
        "messages": stats.messages,
        "errors": stats.errors + failed + stats.lost,
        "error_codes": stats.error_codes,
        "error_examples": stats.error_examples,
        "lost": stats.lost,  # seen by some players of the table and not all within 10 s
        "disconnected": failed,  # clients whose connection failed or was closed
        "too_late": stats.too_late,
        # the servers' CPU (those of --pid, or the own server): in all, and per action
        "server_cpu_seconds": server_cpu,
        "server_cpu_ms_per_action": (
            round(1000 * server_cpu / len(lat), 3) if server_cpu is not None and lat else None
        ),
        # of which in the kernel (the sockets' system calls, loopback's delivery)
        "server_cpu_system_seconds": round(sum(s for _, s in used), 2) if measured else None,
        "server_rss_mib": [m[0] for m in rss] if rss else None,  # at the end, each process
        "server_peak_rss_mib": [m[1] for m in rss] if rss else None,
        "client_cpu_seconds": round(mine, 2),  # this load generator's own
        "load_average": [load_before, load_average()],  # the machine's, at start and end
        "latency_ms": {
            "p50": pct(0.5),
            "p90": pct(0.9),
            "p99": pct(0.99),
            "max": round(lat[-1], 2) if lat else 0.0,
        },
    }
    if delays:
        report["fairness"] = fairness(stats, delays)
    return report


def delay_list(text: str | None) -> list[int]:
    """``--delay-ms``: distinct round trips 0..2000 ms, comma-separated."""
    from ..cli import UsageError

    if text is None:
        return []
    try:
        delays = [int(x) for x in text.split(",")]
    except ValueError:
        raise UsageError(
            f"--delay-ms must be ms like 10,80,150,250, not {text!r}",
            words="delay_form",
            value=text,
        ) from None
    if not delays or len(set(delays)) != len(delays) or not all(0 <= d <= 2000 for d in delays):
        raise UsageError(
            "--delay-ms must be distinct round trips of 0..2000 ms", words="delay_range"
        )
    return delays


def run(args: argparse.Namespace) -> int:
    from ..cli import UsageError

    if not 1 <= args.tables <= 5000:
        raise UsageError(
            "--tables must be 1..5000", words="flag_within", flag="--tables", low=1, high=5000
        )
    if not 0 < args.seconds <= 3600:
        raise UsageError(
            "--seconds must be 0..3600", words="flag_within", flag="--seconds", low=0, high=3600
        )
    for pid in args.pid or []:
        if cpu_seconds(pid) is None:
            raise UsageError(
                f"--pid {pid}: no such process on this machine", words="no_process", value=pid
            )
    delays = delay_list(args.delay_ms)
    if args.no_compensation and args.url:
        raise UsageError(
            "--no-compensation needs the load test's own server (no --url)",
            words="no_compensation",
        )
    gcpolicy.tune()  # the load generator's pauses would be counted as the server's
    with contextlib.ExitStack() as stack:
        pids: list[int] = list(args.pid or [])
        urls = args.url or [stack.enter_context(own_server(pids, not args.no_compensation))]
        try:
            import uvloop

            runner: Any = uvloop.run
        except ImportError:  # pragma: no cover - uvloop comes with uvicorn[standard]
            runner = asyncio.run
        report = runner(load(urls, args.tables, args.seconds, args.seed, pids, delays))
    report["compensation"] = not args.no_compensation
    if args.json:
        print(json.dumps(report))
    else:
        lat = report["latency_ms"]
        print(
            f"{report['servers']} servers, {report['tables']} tables, {report['clients']} "
            f"clients, {report['seconds']} s: "
            f"{report['actions']} actions ({report['actions_per_second']}/s), "
            f"latency p50 {lat['p50']} ms, p99 {lat['p99']} ms, max {lat['max']} ms, "
            f"{report['errors']} errors, {report['too_late']} too late"
        )
        if report["server_cpu_seconds"] is not None:
            print(
                f"server CPU {report['server_cpu_seconds']} s "
                f"({report['server_cpu_ms_per_action']} ms an action), "
                f"RSS {report['server_rss_mib']} MiB (peak {report['server_peak_rss_mib']}), "
                f"load generator CPU {report['client_cpu_seconds']} s"
            )
        for d, f in report.get("fairness", {}).items():
            print(
                f"{d} ms: {f['slap_races']} slap races, lost {f['slap_lost']} "
                f"(95% {f['slap_lost_ci']}; fair {f['fair_share']}, {f['fair_interval']}); "
                f"{f['intercept_contests']} interception contests, won {f['intercept_won']} "
                f"(95% {f['intercept_won_ci']}; fair {f['intercept_fair_share']})"
            )
    return 0 if report["errors"] == 0 else 1
