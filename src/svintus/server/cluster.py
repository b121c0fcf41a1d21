"""Many server processes, one set of tables: leases and relays over Redis (docs/deploy.md).

Each table is refereed by exactly one process, its *owner*: the process that holds the
table's lease, a Redis key ``svintus:lease:{code}`` set with ``SET NX PX`` to the owner's
node id and renewed every second (it expires three seconds after the last renewal). Only
the owner runs a :class:`~svintus.table.Table` for it; the owner's clock and the order in
which it receives messages referee every race and window (R4.2, R8.6).

A player may connect to any process. A process that does not own the table *relays*:
it checks the hello and each message's shape itself, then publishes them on the table's
inbox channel ``svintus:table:{code}``, which only the owner subscribes to. The owner
answers on the relay's own channel ``svintus:to:{node}``, one message per connection:
that connection's ``welcome``, its states (its seat's view only, R14.8) and its errors.
No full state ever leaves the owner. The seat is the owner's: it finds it from the token's
hash when the relay attaches the connection, and acts on each relayed message as that
seat; a message from a connection not attached there is refused (it attaches again).
The relay checks each message's text as one process does (``ws.serve``).

When an owner dies its leases expire; a process with connections to one of its tables
(or the sweeper of any process, for tables nobody is connected to) takes the lease,
replays the table from the database (:meth:`Table.load`, as a restarted server does)
and announces itself on ``svintus:owners``; every relay then attaches its connections
to the new owner, which sends each its state. The database stays the only store of
records: a lease only says who may append to it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import threading
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from redis.exceptions import RedisError

from .. import gcpolicy
from ..engine.actions import Action
from ..engine.errors import SvintusError
from ..storage import Storage
from ..table import SPECTATOR, Listener, Table, TableConfig
from ..table.protocol import Message, Relayed
from .registry import CODE_ALPHABET, CODE_LENGTH, CODE_RE, MAX_LIVE_TABLES, BadRequest
from .registry import TableRequest as TableRequest
from .ws import Connection, ProtocolError, error_message, handle, welcome_message
from .ws import act as act_at

log = logging.getLogger("svintus.cluster")

PREFIX = "svintus"
LEASE_MS = 3000  # a lease lives this long after its last renewal
NODE_MS = 10000  # a process's own key: its connections are forgotten this long after it died
RENEW_SECONDS = 1.0  # leases (and the node's own key) are renewed this often
MARGIN = 0.5  # an owner stops refereeing this long before its lease could expire
STALL_SECONDS = 10.0  # an event loop silent this long: its leases are no longer renewed
REDIS_CONNECTIONS = 32  # at most this many connections to Redis; more requests wait
SWEEP_SECONDS = 2.0  # unfinished tables nobody owns are looked for this often
SWEEP_MOST = 200  # tables one process takes over in one sweep
ANSWER_SECONDS = 5.0  # an owner that does not answer an attach or a request in this long
BIND_SECONDS = 15.0  # a connection waits this long for a table's new owner, then is told
MOVING = "the table is moving to another server process; send it again"
OWNERS = f"{PREFIX}:owners"

# Renew the leases this node still holds (ARGV: the expiry, then each key's lease value);
# 1 for each kept, 0 for each lost.
RENEW = """
local out = {}
for i, key in ipairs(KEYS) do
  if redis.call('get', key) == ARGV[i + 1] then
    redis.call('pexpire', key, ARGV[1])
    out[i] = 1
  else
    out[i] = 0
  end
end
return out
"""
# Give up the leases this node holds (ARGV: each key's lease value).
RELEASE = """
local n = 0
for i, key in ipairs(KEYS) do
  if redis.call('get', key) == ARGV[i] then
    redis.call('del', key)
    n = n + 1
  end
end
return n
"""


def lease_key(code: str) -> str:
    return f"{PREFIX}:lease:{code}"


def node_key(node: str) -> str:
    return f"{PREFIX}:node:{node}"


def inbox(code: str) -> str:
    return f"{PREFIX}:table:{code}"


def outbox(node: str) -> str:
    return f"{PREFIX}:to:{node}"


class Moved(SvintusError):
    """This process no longer holds the table's lease: it must not referee it."""


class ClusterTable(Table):
    """A table that stops refereeing as soon as its owner's lease may have run out."""

    lease_until = float("inf")  # time.monotonic(); set by the cluster at every renewal
    lease = ""  # the lease's value: "{node}/{random}", new at every taking

    def holds(self) -> bool:
        return not self.closed and time.monotonic() < self.lease_until

    def _apply(self, action: Action) -> None:
        if not self.holds():
            raise Moved(MOVING)
        super()._apply(action)

    def _on_deadline(self) -> None:
        if self.holds():
            super()._on_deadline()
        elif not self.closed:  # a renewal is late: the lease comes back, or the table goes
            self._timer = self._loop.call_later(0.1, self._on_deadline)

    def _start_game(self) -> None:
        if self.holds():
            super()._start_game()
        elif not self.closed:
            self._next_game = self._loop.call_later(0.1, self._start_game)


class RemoteConn:
    """At the owner: a connection held by another process; what it is sent is relayed."""

    __slots__ = ("cid", "cluster", "node", "seat")

    def __init__(self, cluster: Cluster, node: str, cid: int, seat: int) -> None:
        self.cluster, self.node, self.cid, self.seat = cluster, node, cid, seat

    def send(self, message: Message) -> None:
        self.cluster.publish(outbox(self.node), frame("m", self.cid, message))


@dataclass(eq=False)
class Link:
    """At a relay (or the owner): one local connection to one table."""

    cid: int
    code: str
    conn: Connection
    digest: str | None  # SHA-256 of the seat token; None for a spectator
    owner: str | None = None  # the lease value of the owner it is attached at
    welcomed: bool = False
    waiter: asyncio.Future[Message | str | None] | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


RETRY = "retry"  # an answer to an attach: that process no longer owns the table


def frame(kind: str, cid: int, message: Message) -> str:
    """A message for a connection another process holds: ``kind``, the connection's id
    and the move number the message shows (if any) on the first line, then its text."""
    move = message.move
    head = f"{kind} {cid}" if move is None else f"{kind} {cid} {move}"
    return f"{head}\n{message.text}"


class Publisher:
    """Publishes in the order asked, in pipelined batches, from one task."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.queue: asyncio.Queue[tuple[str, str, asyncio.Future[int] | None]] = asyncio.Queue()
        self.task = asyncio.create_task(self._run())

    def put(self, channel: str, text: str, want: bool = False) -> asyncio.Future[int] | None:
        future = asyncio.get_running_loop().create_future() if want else None
        self.queue.put_nowait((channel, text, future))
        return future

    async def _run(self) -> None:
        while True:
            batch = [await self.queue.get()]
            while not self.queue.empty() and len(batch) < 1000:
                batch.append(self.queue.get_nowait())
            pipe = self.client.pipeline(transaction=False)
            for channel, text, _ in batch:
                pipe.publish(channel, text)
            try:
                counts = await pipe.execute()
            except RedisError as e:  # Redis gone for a moment: these messages are lost
                log.warning("cannot publish %d messages: %s", len(batch), e)
                counts = [0] * len(batch)
            except Exception:  # one message cannot be sent (a bug): lose it alone
                log.exception("a batch of %d messages failed; sending one by one", len(batch))
                counts = [await self._one(channel, text) for channel, text, _ in batch]
            for (_, _, future), n in zip(batch, counts, strict=True):
                if future is not None and not future.done():
                    future.set_result(int(n))

    async def _one(self, channel: str, text: str) -> int:
        try:
            return int(await self.client.publish(channel, text))
        except Exception as e:
            log.warning("cannot publish a message to %s: %s", channel, e)
            return 0


class Cluster:
    """This process's part of the cluster: the tables it owns and the connections it holds."""

    def __init__(
        self,
        storage: Storage,
        config: TableConfig,
        url: str,
        waiting_seconds: float = 3600.0,
        idle_seconds: float = 30.0,
    ) -> None:
        self.storage = storage
        self.waiting_seconds = waiting_seconds  # a table nobody joins is then closed (#14)
        self.idle_seconds = idle_seconds  # an idle finished or waiting table then goes (#14)
        self._idle_since: dict[str, float] = {}  # code -> time.monotonic() it became idle
        self.config = config
        self.url = url
        self.node = secrets.token_hex(6)
        self.owned: dict[str, ClusterTable] = {}
        self.remote: dict[tuple[str, int], tuple[str, RemoteConn]] = {}  # (node, cid) -> proxy
        self.links: dict[int, Link] = {}
        self.by_code: dict[str, set[Link]] = {}
        self._cid = 0
        self._rid = 0
        self._answers: dict[int, asyncio.Future[Any]] = {}
        self._acquiring: dict[str, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self.client: Any = None
        self._heartbeat = time.monotonic()  # the event loop was last seen running then
        self._stopping = threading.Event()
        self._renewer: threading.Thread | None = None
        self.pubsub: Any = None
        self.publisher: Publisher | None = None

    # ----------------------------------------------------------------- life

    async def start(self) -> None:
        import redis.asyncio as aioredis

        pool = aioredis.BlockingConnectionPool.from_url(
            self.url,
            max_connections=REDIS_CONNECTIONS,
            timeout=ANSWER_SECONDS,
            decode_responses=True,
        )
        self.client = aioredis.Redis(connection_pool=pool)
        self._release = self.client.register_script(RELEASE)
        await self.client.set(node_key(self.node), "1", px=NODE_MS)
        self.pubsub = self.client.pubsub()
        await self.pubsub.subscribe(outbox(self.node), OWNERS)
        self.publisher = Publisher(self.client)
        self._background(self._read())
        self._background(self._tick())
        loop = asyncio.get_running_loop()
        self._renewer = threading.Thread(
            target=self._renew_forever, args=(loop,), name="svintus-leases", daemon=True
        )
        self._renewer.start()
        log.info("cluster node %s joined %s", self.node, self.url)

    async def stop(self) -> None:
        """Stop refereeing, give up every lease at once and say so; leave the cluster."""
        self._stopping.set()
        if self._renewer is not None:
            await asyncio.to_thread(self._renewer.join, 5.0)
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        codes = list(self.owned)
        values = [t.lease for t in self.owned.values()]
        for table in self.owned.values():
            table.close()
        self.owned.clear()
        with contextlib.suppress(Exception):
            if codes:
                await self._release(keys=[lease_key(c) for c in codes], args=values)
                pipe = self.client.pipeline(transaction=False)
                for code in codes:
                    pipe.publish(OWNERS, f"{code} -")
                await pipe.execute()
            await self.client.delete(node_key(self.node))
        if self.publisher is not None:
            self.publisher.task.cancel()
            await asyncio.gather(self.publisher.task, return_exceptions=True)
        with contextlib.suppress(Exception):
            await self.pubsub.aclose()
        with contextlib.suppress(Exception):
            await self.client.aclose()

    def _background(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        task: asyncio.Task[Any] = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("cluster task failed: %r", task.exception())

    def publish(self, channel: str, text: str) -> None:
        assert self.publisher is not None
        self.publisher.put(channel, text)

    async def publish_counted(self, channel: str, text: str) -> int:
        """Publish and return how many subscribers got it (0: nobody owns that inbox)."""
        assert self.publisher is not None
        future = self.publisher.put(channel, text, want=True)
        assert future is not None
        return await future

    # ----------------------------------------------------------------- leases

    async def acquire(self, code: str) -> bool | None:
        """Take the lease of ``code`` if it is free: True (ours now), False (another's),
        None (there is no such table)."""
        if code in self.owned:
            return True
        if not CODE_RE.match(code):
            return None
        lock = self._acquiring.setdefault(code, asyncio.Lock())
        try:
            async with lock:
                taken = await self._take(code)
        finally:
            if not lock.locked() and self._acquiring.get(code) is lock:
                del self._acquiring[code]
        if taken:
            for link in self.by_code.get(code, ()):
                if link.owner != self.owned[code].lease:
                    self._rebind(link)
        return taken

    async def _take(self, code: str) -> bool | None:
        if code in self.owned:
            return True
        sent = time.monotonic()
        value = f"{self.node}/{secrets.token_hex(4)}"
        if not await self.client.set(lease_key(code), value, nx=True, px=LEASE_MS):
            return False
        try:
            table = ClusterTable.load(self.storage, code, self.config)
        except Exception:
            log.exception("table %s cannot be taken over", code)
            table = None
        if table is not None and table.status == "closed":  # nobody joined in time (#14)
            table.close()
            table = None
        if table is None:
            await self._release(keys=[lease_key(code)], args=[value])
            return None
        assert isinstance(table, ClusterTable)
        table.lease_until = sent + LEASE_MS / 1000 - MARGIN
        table.lease = value
        self.owned[code] = table
        await self.pubsub.subscribe(inbox(code))
        self.publish(OWNERS, f"{code} {value}")
        log.info("node %s owns table %s", self.node, code)
        return True

    def _drop(self, code: str) -> None:
        """The lease is lost (or may be): stop refereeing ``code`` at once."""
        self._idle_since.pop(code, None)
        table = self.owned.pop(code, None)
        if table is None:
            return
        log.warning("node %s lost the lease of table %s", self.node, code)
        table.close()
        self._background(self._give_up(code, table.lease))
        for key, (c, _) in list(self.remote.items()):
            if c == code:
                del self.remote[key]
        self._background(self.pubsub.unsubscribe(inbox(code)))
        for link in self.by_code.get(code, ()):
            link.owner = None
            self._rebind(link)

    def _let_go(self, code: str) -> None:
        """Stop holding an idle table: out of memory, its lease given up."""
        self._idle_since.pop(code, None)
        table = self.owned.pop(code, None)
        if table is None:
            return
        table.close()
        self._background(self._give_up(code, table.lease))
        self._background(self.pubsub.unsubscribe(inbox(code)))

    async def locate(self, code: str) -> str | None:
        """The lease value of the owner of ``code`` (``{node}/...``), taking the lease when
        nobody has it; None: there is no such table."""
        for _ in range(20):
            table = self.owned.get(code)
            if table is not None:
                return table.lease
            if not CODE_RE.match(code):
                return None
            owner: str | None = await self.client.get(lease_key(code))
            if owner is not None and not owner.startswith(f"{self.node}/"):
                return owner
            if owner is None:
                got = await self.acquire(code)
                if got is None:
                    return None
                table = self.owned.get(code)
                if got and table is not None:
                    return table.lease
            await asyncio.sleep(0.05)
        raise Moved(MOVING)

    def _here(self, code: str, owner: str | None) -> ClusterTable | None:
        """The table ``code`` if ``owner`` (a lease value) is this process's lease of it."""
        table = self.owned.get(code)
        return table if table is not None and owner == table.lease else None

    async def _give_up(self, code: str, value: str) -> None:
        with contextlib.suppress(Exception):
            await self._release(keys=[lease_key(code)], args=[value])

    def _renew_forever(self, loop: asyncio.AbstractEventLoop) -> None:
        """A thread: renew this node's leases every second, however busy the event loop.

        A lease not renewed is lost; the loop is told, and drops the table. When the event
        loop itself has stalled for STALL_SECONDS, its leases are left to expire, so that
        another process takes its tables.
        """
        import redis

        client = redis.Redis.from_url(
            self.url, decode_responses=True, socket_timeout=2.0, socket_connect_timeout=2.0
        )
        renew = client.register_script(RENEW)
        try:
            while not self._stopping.wait(RENEW_SECONDS):
                if time.monotonic() - self._heartbeat > STALL_SECONDS:
                    continue
                owned = list(self.owned.items())  # one step under the GIL: a snapshot
                sent = time.monotonic()
                try:
                    keys = [lease_key(code) for code, _ in owned]
                    kept = renew(keys=keys, args=[LEASE_MS, *(t.lease for _, t in owned)])
                    client.set(node_key(self.node), "1", px=NODE_MS)
                except redis.RedisError as e:
                    log.warning("cannot renew leases: %s", e)
                    continue
                until = sent + LEASE_MS / 1000 - MARGIN
                lost = []
                for (code, table), ok in zip(owned, kept, strict=True):
                    if ok:
                        table.lease_until = until
                    else:
                        lost.append((code, table))
                if lost:
                    loop.call_soon_threadsafe(self._drop_lost, lost)
        except RuntimeError:  # the event loop has closed
            pass
        finally:
            client.close()

    def _drop_lost(self, lost: list[tuple[str, ClusterTable]]) -> None:
        for code, table in lost:
            if self.owned.get(code) is table:
                self._drop(code)

    async def _tick(self) -> None:
        """Follow owners of the tables relayed here; sweep orphaned tables."""
        loop = asyncio.get_running_loop()
        last_sweep = loop.time()
        while True:
            await asyncio.sleep(RENEW_SECONDS)
            self._heartbeat = time.monotonic()
            try:
                await self._follow()
                self._drop_gone_relays_later()
                if loop.time() - last_sweep >= SWEEP_SECONDS:
                    last_sweep = loop.time()
                    await self._sweep()
            except asyncio.CancelledError:
                raise
            except Exception as e:
                log.warning("cluster upkeep failed: %s", e)
            now = time.monotonic()
            for code, table in list(self.owned.items()):
                if now >= table.lease_until + MARGIN:  # renewals have stopped: let it go
                    self._drop(code)

    async def _follow(self) -> None:
        """Relayed tables whose owner changed or vanished: re-attach, or take them over."""
        codes = [c for c, links in self.by_code.items() if links and c not in self.owned]
        if not codes:
            return
        owners = await self.client.mget([lease_key(c) for c in codes])
        for code, owner in zip(codes, owners, strict=True):
            if owner is None:
                self._background(self.acquire(code))
                continue
            for link in self.by_code.get(code, ()):
                if link.owner != owner and not link.lock.locked():
                    self._rebind(link)

    def _drop_gone_relays_later(self) -> None:
        nodes = {node for node, _ in self.remote}
        if nodes:
            self._background(self._drop_gone_relays(sorted(nodes)))

    async def _drop_gone_relays(self, nodes: list[str]) -> None:
        alive = await self.client.mget([node_key(n) for n in nodes])
        gone = {n for n, a in zip(nodes, alive, strict=True) if a is None}
        for key, (code, proxy) in list(self.remote.items()):
            if key[0] in gone:
                del self.remote[key]
                table = self.owned.get(code)
                if table is not None:
                    table.detach(proxy)
                # should that process still be alive after all, it attaches again
                self.publish(outbox(key[0]), f"u {key[1]}\n")

    async def _sweep(self) -> None:
        """Close the tables nobody joined in time; let go of the finished and the waiting
        tables nobody has been connected to for ``idle_seconds`` (issue #14: a request
        loads them again, a closed one is no longer found); take over the tables in play
        whose lease nobody holds (their owner died). A waiting table has no clock: it is
        taken when someone asks for it, as a restarted single server does."""
        self.storage.close_abandoned(time.time() - self.waiting_seconds)
        now = time.monotonic()
        released = 0
        for code, table in list(self.owned.items()):
            if table.status in ("over", "closed", "waiting") and table.idle():
                if now - self._idle_since.setdefault(code, now) >= self.idle_seconds:
                    self._let_go(code)
                    released += 1
            else:
                self._idle_since.pop(code, None)
        gcpolicy.released(released)
        codes = [c for c in self.storage.codes_with_status("playing")]
        codes = [c for c in codes if c not in self.owned]
        taken = 0
        for i in range(0, len(codes), 500):
            chunk = codes[i : i + 500]
            owners = await self.client.mget([lease_key(c) for c in chunk])
            for code, owner in zip(chunk, owners, strict=True):
                if owner is None and taken < SWEEP_MOST and await self.acquire(code):
                    taken += 1
        if taken:
            log.info("node %s took over %d tables", self.node, taken)

    # ----------------------------------------------------------------- messages in

    async def _read(self) -> None:
        while True:
            try:
                msg = await self.pubsub.get_message(ignore_subscribe_messages=True, timeout=None)
            except asyncio.CancelledError:
                raise
            except Exception as e:
                log.warning("cluster channel: %s", e)
                await asyncio.sleep(0.5)
                continue
            if msg is None or msg.get("type") != "message":
                continue
            channel: str = msg["channel"]
            data: str = msg["data"]
            try:
                if channel == OWNERS:
                    self._on_owner(data)
                elif channel.startswith(f"{PREFIX}:to:"):
                    self._on_answer(data)
                else:
                    self._on_inbox(channel.rsplit(":", 1)[1], json.loads(data))
            except Exception:
                log.exception("cluster message on %s failed", channel)

    def _on_owner(self, data: str) -> None:
        code, owner = data.split(" ", 1)
        if owner.startswith(f"{self.node}/"):
            return  # taken here: acquire() attached the links
        for link in self.by_code.get(code, ()):
            if link.owner != owner:
                link.owner = None
                self._rebind(link)

    def _on_answer(self, data: str) -> None:
        head, _, body = data.partition("\n")
        kind, ident, *more = head.split(" ")
        if kind == "r":
            future = self._answers.pop(int(ident), None)
            if future is not None and not future.done():
                future.set_result(json.loads(body))
            return
        link = self.links.get(int(ident))
        if link is None:
            return
        message = Relayed(body, int(more[0]) if more else None)  # encoded at the owner
        if kind == "m":
            link.conn.send(message)
        elif kind == "w":
            seat = json.loads(body)["seat"]
            link.conn.seat = SPECTATOR if seat is None else seat
            if not link.welcomed:
                link.welcomed = True
                link.conn.send(message)
            self._answer_attach(link, None)
        elif kind == "e":
            self._answer_attach(link, message)
        elif kind == "u":  # that owner has not (or no longer) got this connection
            if link.waiter is not None and not link.waiter.done():
                self._answer_attach(link, RETRY)
            elif not link.lock.locked():
                link.owner = None
                self._rebind(link)

    def _answer_attach(self, link: Link, answer: Message | str | None) -> None:
        if link.waiter is not None and not link.waiter.done():
            link.waiter.set_result(answer)

    def _on_inbox(self, code: str, msg: dict[str, Any]) -> None:
        """At the owner: a relay's attach, detach, message or request for table ``code``."""
        kind, node = msg["k"], msg["n"]
        table = self.owned.get(code)
        if table is None or not table.holds():
            if kind == "a":
                self.publish(outbox(node), f"u {msg['c']}\n")
            elif kind == "m":
                refusal = error_message("unavailable", MOVING, msg["d"].get("id"))
                self.publish(outbox(node), frame("m", msg["c"], refusal))
            elif kind == "r":
                self.publish(outbox(node), f"r {msg['r']}\n{json.dumps({'moved': True})}")
            return
        if kind == "a":
            self._attach_remote(table, node, msg["c"], msg["h"])
        elif kind == "d":
            held = self.remote.pop((node, msg["c"]), None)
            if held is not None:
                table.detach(held[1])
        elif kind == "m":  # as the seat this owner gave that connection at its attach
            held = self.remote.get((node, msg["c"]))
            if held is None or held[0] != code:  # not attached here: it attaches again
                refusal = error_message("unavailable", MOVING, msg["d"].get("id"))
                self.publish(outbox(node), frame("m", msg["c"], refusal))
                self.publish(outbox(node), f"u {msg['c']}\n")
                return
            self.act(table, held[1], msg["d"])
        elif kind == "r":
            answer = self.request_here(table, msg)
            self.publish(outbox(node), f"r {msg['r']}\n{json.dumps(answer)}")

    def _attach_remote(self, table: ClusterTable, node: str, cid: int, digest: str | None) -> None:
        seat = SPECTATOR if digest is None else table.seat_for_hash(digest)
        if seat is None:
            refusal = error_message("bad_hello", f"this token holds no seat at table {table.code}")
            self.publish(outbox(node), frame("e", cid, refusal))
            return
        old = self.remote.pop((node, cid), None)
        if old is not None:
            table.detach(old[1])
        proxy = RemoteConn(self, node, cid, seat)
        self.remote[(node, cid)] = (table.code, proxy)
        self.publish(outbox(node), frame("w", cid, welcome_message(table, seat)))
        table.attach(proxy)

    def act(self, table: ClusterTable, conn: Any, data: dict[str, Any]) -> None:
        """Carry out one checked message at the owner; errors go back to ``conn``."""
        act_at(table, conn, data, log, _handle_here)

    def request_here(self, table: ClusterTable, msg: dict[str, Any]) -> dict[str, Any]:
        if msg["op"] == "info":
            return {"info": table.info()}
        seated = table.join(msg["name"])
        return {"seated": None if seated is None else list(seated)}

    # ----------------------------------------------------------------- requests out

    async def request(
        self, code: str, op: str, local: Callable[[ClusterTable], Any], **fields: Any
    ) -> Any:
        """``local(table)`` at the owner of ``code`` (None: no such table)."""
        for _ in range(10):
            owner = await self.locate(code)
            if owner is None:
                return None
            table = self._here(code, owner)
            if table is not None:
                return local(table)
            self._rid += 1
            rid = self._rid
            future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
            self._answers[rid] = future
            msg = {"k": "r", "n": self.node, "r": rid, "op": op, **fields}
            try:
                if await self.publish_counted(inbox(code), json.dumps(msg)):
                    answer = await asyncio.wait_for(future, ANSWER_SECONDS)
                    if not answer.get("moved"):
                        return answer
            except TimeoutError:
                pass
            finally:
                self._answers.pop(rid, None)
            await asyncio.sleep(0.2)
        raise Moved(MOVING)

    async def info(self, code: str) -> dict[str, Any] | None:
        try:
            answer = await self.request(code, "info", lambda t: {"info": t.info()})
        except RedisError as e:
            raise Moved(f"the cluster's Redis does not answer: {e}") from None
        return None if answer is None else answer["info"]

    async def join(self, code: str, name: str) -> tuple[int, str] | bool | None:
        """(seat, token); None: no such table; False: no free seat."""
        try:
            answer = await self.request(code, "join", lambda t: {"seated": t.join(name)}, name=name)
        except RedisError as e:
            raise Moved(f"the cluster's Redis does not answer: {e}") from None
        if answer is None:
            return None
        seated = answer["seated"]
        return False if seated is None else (int(seated[0]), str(seated[1]))

    async def create(self, request: TableRequest) -> str:
        """A new table, owned here."""
        if len(self.owned) >= MAX_LIVE_TABLES:
            raise BadRequest("the server has too many tables open; try again later")
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if not self.storage.code_exists(code):
                break
        n = request.rules.players
        bots: list[str | None] = [None] * (n - request.bots) + [request.bot_level] * request.bots
        self.storage.create_table(
            code,
            request.rules.to_json(),
            request.bot_level,
            secrets.randbits(62),
            bots,
            request.private,
            request.lang,
        )
        try:
            taken = await self.acquire(code)
        except RedisError as e:
            raise Moved(f"the cluster's Redis does not answer: {e}") from None
        if not taken:
            raise Moved(MOVING)
        return code

    # ----------------------------------------------------------------- connections

    def link(self, conn: Connection, code: str, digest: str | None) -> Link:
        self._cid += 1
        link = Link(self._cid, code, conn, digest)
        self.links[link.cid] = link
        self.by_code.setdefault(code, set()).add(link)
        return link

    def unlink(self, link: Link) -> None:
        self.links.pop(link.cid, None)
        links = self.by_code.get(link.code)
        if links is not None:
            links.discard(link)
            if not links:
                del self.by_code[link.code]
        table = self._here(link.code, link.owner)
        if table is not None:
            table.detach(link.conn)
        elif link.owner is not None and self.publisher is not None:
            msg = {"k": "d", "n": self.node, "c": link.cid}
            self.publish(inbox(link.code), json.dumps(msg))

    def _rebind(self, link: Link) -> None:
        async def again() -> None:
            async with link.lock:
                if link.cid not in self.links:
                    return
                if self._here(link.code, link.owner) is not None:
                    return  # attached here meanwhile
                refused = await self.bind(link)
            if refused is not None:
                link.conn.send(refused)
                link.conn.close(1008, "refused")

        self._background(again())

    async def bind(self, link: Link) -> Message | None:
        """Attach ``link`` at its table's owner; None, or the error that refuses it.

        Call with ``link.lock`` held."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + BIND_SECONDS
        while loop.time() < deadline:
            try:
                owner = await self.locate(link.code)
            except (Moved, RedisError):
                owner = ""
            if owner is None:
                return error_message("not_found", f"there is no table {link.code!r}")
            table = self._here(link.code, owner)
            if table is not None:
                seat = SPECTATOR if link.digest is None else table.seat_for_hash(link.digest)
                if seat is None:
                    return error_message(
                        "bad_hello", f"this token holds no seat at table {table.code}"
                    )
                table.detach(link.conn)  # if it was attached already: once is enough
                link.owner, link.conn.seat = table.lease, seat
                if not link.welcomed:
                    link.welcomed = True
                    link.conn.send(welcome_message(table, seat))
                table.attach(link.conn)
                return None
            if owner:
                link.owner = owner
                link.waiter = asyncio.get_running_loop().create_future()
                msg = {"k": "a", "n": self.node, "c": link.cid, "h": link.digest}
                if await self.publish_counted(inbox(link.code), json.dumps(msg)):
                    try:
                        answer = await asyncio.wait_for(link.waiter, ANSWER_SECONDS)
                    except TimeoutError:
                        answer = RETRY
                    if not isinstance(answer, str):  # attached (None), or refused
                        return answer
            link.owner = None
            await asyncio.sleep(0.2)
        return error_message("unavailable", MOVING)

    async def dispatch(self, link: Link, data: dict[str, Any]) -> None:
        """A checked client message (not ping, not hello) to the table's owner."""
        for attempt in range(2):
            table = self._here(link.code, link.owner)
            if table is not None:
                self.act(table, link.conn, data)
                return
            if link.owner is not None and not link.owner.startswith(f"{self.node}/"):
                msg = {"k": "m", "n": self.node, "c": link.cid, "d": data}
                if await self.publish_counted(inbox(link.code), json.dumps(msg)):
                    return
            if attempt == 0:  # the owner is gone: find the new one, attach, send again
                async with link.lock:
                    refused = await self.bind(link)
                if refused is not None:
                    link.conn.send(refused)
                    return
        link.conn.send(error_message("unavailable", MOVING, data.get("id")))


def _handle_here(table: Table, conn: Listener, data: dict[str, Any]) -> Message | None:
    """:func:`~.ws.handle` at the owner: a table this process has just lost answers
    ``unavailable`` (the client tries again at the new owner)."""
    try:
        return handle(table, conn, data)
    except Moved:
        raise ProtocolError("unavailable", MOVING) from None
