"""The storage API the server uses: small synchronous calls, one transaction each.

A call is a few hundred microseconds on SQLite (WAL, ``synchronous=NORMAL``: a committed
row survives the process being killed), so the table calls it from the event loop and
an action is stored before anyone is told of it.

A server groups the commits of its actions (:meth:`Storage.group_commits`): the rows of
actions (and the end of a game) that arrive within one turn of the event loop are
written in one transaction, and every message that might show them waits in
:meth:`Storage.after_commit` until that transaction is committed. A failed transaction
is retried row by row, so one table whose row the database refuses does not take the
others with it; that table is told (its ``failed`` callback, soon after) and its
waiting messages are dropped.
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, NamedTuple

from sqlalchemy import Engine, create_engine, event, func, insert, select, update
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, OperationalError
from sqlalchemy.pool import ConnectionPoolEntry

from ..engine.errors import SvintusError
from ..engine.rules import LAW
from . import schema as s
from .schema import MIGRATIONS, SCHEMA_VERSION

__all__ = [
    "DEFAULT_URL",
    "SCHEMA_VERSION",
    "GameRow",
    "MatchRow",
    "SeatRow",
    "Storage",
    "StorageError",
    "TableRow",
]

DEFAULT_URL = "sqlite:///svintus.db"
log = logging.getLogger("svintus.storage")
CHECKPOINT_SECONDS = 1.0  # how often the checkpointer thread folds SQLite's WAL back
MIGRATION_LOCK = 0x5317_7105  # the PostgreSQL advisory lock key of migrations


class StorageError(SvintusError):
    """A database that cannot be opened or is newer than this program."""


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    name: str | None
    bot: str | None
    token_hash: str | None


@dataclass(frozen=True, slots=True)
class MatchRow:
    idx: int
    seed: int
    started: float


@dataclass(frozen=True, slots=True)
class GameRow:
    id: int
    match_idx: int
    idx: int
    seed: int
    dealer: int
    winner: int | None
    points: int | None
    ended: float | None
    law: int = LAW  # the law the game is played by (Game.law; 2 for games stored before it)


@dataclass(frozen=True, slots=True)
class TableRow:
    code: str
    created: float
    rules: dict[str, Any]
    bot_level: str
    status: str
    seats: list[SeatRow]
    private: bool = False
    lang: str | None = None


def normalize_url(url: str) -> str:
    """``postgresql://`` means psycopg 3; a bare path means a SQLite file."""
    if "://" not in url:
        return f"sqlite:///{url}"
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


def _sqlite_pragmas(dbapi_conn: Any, record: ConnectionPoolEntry) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=5000")
    cur.close()


class _Checkpointer:
    """A thread that checkpoints a SQLite database's WAL (PASSIVE: it never waits for, nor
    blocks, a writer) every :data:`CHECKPOINT_SECONDS`, on a connection of its own."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="sqlite-checkpoint", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            conn = sqlite3.connect(self.path, check_same_thread=False)
        except sqlite3.Error as e:
            log.warning("no WAL checkpoints off the event loop: %s", e)
            return
        warned = False
        try:
            conn.execute("PRAGMA busy_timeout=5000")
            while not self._stop.wait(CHECKPOINT_SECONDS):
                try:
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                except sqlite3.Error as e:
                    if not warned:
                        log.warning("a WAL checkpoint failed (tried again each second): %s", e)
                        warned = True
        finally:
            conn.close()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(10)


class _Row(NamedTuple):
    sql: str
    params: tuple[Any, ...]
    owner: object
    failed: Callable[[], None] | None


class Storage:
    """One database: opened, migrated to :data:`SCHEMA_VERSION`, then read and appended."""

    def __init__(self, url: str = DEFAULT_URL, migrate: bool = True) -> None:
        self.url = normalize_url(url)
        try:
            parsed = make_url(self.url)
            self.engine: Engine = create_engine(parsed)
        except (ArgumentError, NoSuchModuleError) as e:
            raise StorageError(f"cannot use database {url!r}: {e}") from None
        except ImportError as e:
            raise StorageError(
                f"database {url!r} needs a driver that is not installed ({e.name}); "
                "for PostgreSQL: pip install 'svintus[postgres]'"
            ) from None
        self.dialect = parsed.get_backend_name()
        self._raw: Any = None  # the kept DBAPI connection of the hot path
        # grouped commits (group_commits): rows not yet written, messages waiting for them
        self._schedule: Callable[[Callable[[], None]], Any] | None = None
        self._rows: list[_Row] = []
        self._waiting: list[tuple[object, Callable[[], None], Callable[[], None] | None]] = []
        self._broken: set[int] = set()  # ids of owners whose row was refused, until told
        self.batches = 0  # transactions of grouped rows committed, and their rows
        self.batched_rows = 0
        self._owner: Any = None  # the open lock file while this process serves the database
        mark = "?" if self.engine.dialect.paramstyle == "qmark" else "%s"
        self._insert_action = (
            f"INSERT INTO actions (game_id, idx, t, action) VALUES ({mark}, {mark}, {mark}, {mark})"
        )
        self._insert_stand_in = (
            f"INSERT INTO stand_in_actions (game_id, idx, bot) VALUES ({mark}, {mark}, {mark})"
        )
        self._finish_game = (
            f"UPDATE games SET winner = {mark}, points = {mark}, ended = {mark} WHERE id = {mark}"
        )
        self._set_status = f"UPDATE tables SET status = {mark} WHERE code = {mark}"
        self._checkpointer: _Checkpointer | None = None
        if self.dialect == "sqlite":
            event.listen(self.engine, "connect", self._sqlite_connected)
        if migrate:
            self.migrate()

    def _sqlite_connected(self, dbapi_conn: Any, record: ConnectionPoolEntry) -> None:
        _sqlite_pragmas(dbapi_conn, record)
        if self._checkpointer is not None:  # the checkpointer thread does it, off the loop
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA wal_autocheckpoint=0")
            cur.close()

    def _file_path(self) -> str | None:
        """The file of a SQLite database on disk, else None (PostgreSQL, in memory)."""
        if self.dialect != "sqlite":
            return None
        path = make_url(self.url).database
        if not path or path == ":memory:" or path.startswith("file:"):
            return None
        return path

    def _checkpoint_off_loop(self, on: bool) -> None:
        """SQLite writes commits to its WAL and, by default, the commit that takes the WAL
        past 1,000 pages copies it into the database file and flushes it to disk: a
        pause of tens to hundreds of milliseconds in whatever commits, the event loop of
        a busy server (docs/performance.md). While commits are grouped, the connections
        of this storage never checkpoint; a thread of its own does, every
        :data:`CHECKPOINT_SECONDS` (SQLite releases the GIL while it writes). Nothing
        about durability changes: a commit is in the WAL either way."""
        path = self._file_path()
        if path is None or on == (self._checkpointer is not None):
            return
        if on:
            self._checkpointer = _Checkpointer(path)
        else:
            checkpointer, self._checkpointer = self._checkpointer, None
            assert checkpointer is not None
            checkpointer.stop()
        self._drop_raw()  # connections opened anew, with or without their own checkpoints
        self.engine.dispose()

    def claim(self) -> None:
        """Become the one server of a SQLite database file, or raise :class:`StorageError`.

        Two servers resuming the same tables from one file would run every clock and bot
        twice; an OS lock on a file beside the database (``FILE.server-lock``, released by
        the OS when the process ends, even killed) lets one server in at a time. A cluster
        (PostgreSQL, docs/deploy.md) shares its database by leases instead; in-memory
        databases belong to their process anyway. Claiming again is a no-op.
        """
        if self._owner is not None or self.dialect != "sqlite":
            return
        path = make_url(self.url).database
        if not path or path == ":memory:" or path.startswith("file:"):
            return
        lock_path = f"{path}.server-lock"
        try:
            f = open(lock_path, "a+")  # noqa: SIM115 - held for the life of the server
        except OSError as e:
            raise StorageError(f"cannot open {lock_path}: {e.strerror}") from None
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            f.seek(0)
            pid = f.read().strip()[:12]
            f.close()
            by = f" (process {pid})" if pid.isdigit() else ""
            raise StorageError(
                f"database {path} is used by another svintus server{by}; one server per "
                "SQLite file: stop it, or give this one another --db"
            ) from None
        f.seek(0)
        f.truncate()
        f.write(str(os.getpid()))
        f.flush()
        self._owner = f

    def close(self) -> None:
        self.flush()  # nothing appended is lost at shutdown
        self._schedule = None
        self._checkpoint_off_loop(False)
        if self._owner is not None:
            self._owner.close()  # closing the file releases the lock
            self._owner = None
        self._drop_raw()
        self.engine.dispose()

    # ----------------------------------------------------------------- grouped commits

    def group_commits(self, schedule: Callable[[Callable[[], None]], Any] | None) -> None:
        """Group the rows of actions from now on: ``schedule(fn)`` runs ``fn`` soon (the
        event loop's ``call_soon``); the first row of a group schedules :meth:`flush`.
        None: what is grouped is committed now, and each row alone from then on."""
        if schedule is None:
            self.flush()
        self._schedule = schedule
        self._checkpoint_off_loop(schedule is not None)

    @property
    def grouping(self) -> bool:
        """Whether rows of actions are grouped (:meth:`group_commits`)."""
        return self._schedule is not None

    @property
    def pending(self) -> bool:
        """Rows appended and not yet committed (a message may not show them yet)."""
        return bool(self._rows)

    def after_commit(
        self,
        done: Callable[[], None],
        owner: object = None,
        failed: Callable[[], None] | None = None,
    ) -> None:
        """Run ``done`` once every row appended so far is committed (now, if none is
        waiting). If a row of ``owner`` is refused, ``failed`` runs instead (if given)."""
        if not self._rows:
            done()
        else:
            self._waiting.append((owner, done, failed))

    def _append(
        self, sql: str, params: tuple[Any, ...], owner: object, failed: Callable[[], None] | None
    ) -> None:
        if id(owner) in self._broken:
            raise StorageError("an earlier action of this table was not stored")
        first = not self._rows
        self._rows.append(_Row(sql, params, owner, failed))
        if first and self._schedule is not None:
            self._schedule(self.flush)

    def flush(self) -> None:
        """Commit the grouped rows in one transaction, then run the waiting callbacks in
        order. If the database refuses it, each row is tried in its own transaction: an
        owner whose row is refused writes no later row of this group, its ``done``
        callbacks are dropped, and its ``failed`` ones run soon after."""
        rows, waiting = self._rows, self._waiting
        if not rows:
            self._waiting = []
            for _, done, _ in waiting:
                done()
            return
        self._rows, self._waiting = [], []
        refused: dict[int, _Row] = {}
        try:
            self._write(rows)
        except Exception:
            self._drop_raw()
            for row in rows:  # the slow path: each row alone, to find the refused ones
                if id(row.owner) in refused:
                    continue
                try:
                    self._write([row])
                except Exception as e:
                    self._drop_raw()
                    refused[id(row.owner)] = row
                    log.error("a row was not stored (%s): %s", row.sql.split()[0], e)
        self.batches += 1
        self.batched_rows += len(rows)
        for owner, done, failed in waiting:
            if id(owner) not in refused:
                done()
            elif failed is not None:
                self._later(failed)
        for key, row in refused.items():
            self._broken.add(key)
            self._later(functools.partial(self._told, key, row))

    def _told(self, key: int, row: _Row) -> None:
        self._broken.discard(key)
        if row.failed is not None:
            row.failed()

    def _later(self, fn: Callable[[], None]) -> None:
        if self._schedule is not None:
            self._schedule(fn)
        else:
            fn()

    def _write(self, rows: list[_Row]) -> None:
        """The rows in one transaction on the kept DBAPI connection (runs of the same
        statement as one ``executemany``)."""
        raw = self._raw
        if raw is None:
            raw = self._raw = self.engine.raw_connection()
        try:
            cur = raw.cursor()
            try:
                i = 0
                while i < len(rows):
                    j = i + 1
                    while j < len(rows) and rows[j].sql is rows[i].sql:
                        j += 1
                    if j - i == 1:
                        cur.execute(rows[i].sql, rows[i].params)
                    else:
                        cur.executemany(rows[i].sql, [r.params for r in rows[i:j]])
                    i = j
            finally:
                cur.close()
            raw.commit()
        except Exception:
            with contextlib.suppress(Exception):
                raw.rollback()
            raise

    def _drop_raw(self) -> None:
        raw, self._raw = self._raw, None
        if raw is not None:
            with contextlib.suppress(Exception):
                raw.close()

    # ----------------------------------------------------------------- schema

    def version(self) -> int:
        """The schema version of the database; 0 when it is empty."""
        try:
            with self.engine.connect() as conn:
                if not self.engine.dialect.has_table(conn, "schema_version"):
                    return 0
                v = conn.execute(select(s.schema_version.c.version)).scalar()
        except OperationalError as e:
            raise StorageError(f"cannot open database {self.url!r}: {e.orig}") from None
        return int(v or 0)

    def migrate(self, target: int = SCHEMA_VERSION) -> int:
        """Apply the migrations the database lacks, up to ``target``; return the version.

        Several processes may start at once on one new database (a cluster, docs/deploy.md):
        they take turns under a lock, and each reads the version once it has the lock (SQLite
        refuses a reader at once, without waiting, while another process turns a new file
        into a WAL database).
        """
        with self._migration_lock():
            return self._migrate(target)

    @contextlib.contextmanager
    def _migration_lock(self) -> Iterator[None]:
        """An exclusive lock among processes: a lock file beside a SQLite database (SQLite's
        own locks do not cover DDL, which its driver runs outside transactions), an advisory
        lock on PostgreSQL."""
        if self.dialect == "sqlite":
            path = make_url(self.url).database
            if not path or path == ":memory:":
                yield
                return
            try:
                lock = open(f"{path}.migrate-lock", "a")  # noqa: SIM115 - held while migrating
            except OSError:  # no such directory: opening the database says so, in one line
                yield
                return
            with lock as f:
                fcntl.flock(f, fcntl.LOCK_EX)
                try:
                    yield
                finally:
                    fcntl.flock(f, fcntl.LOCK_UN)
        elif self.dialect == "postgresql":
            with self.engine.connect() as conn:
                conn.exec_driver_sql(f"SELECT pg_advisory_lock({MIGRATION_LOCK})")
                try:
                    yield
                finally:
                    conn.exec_driver_sql(f"SELECT pg_advisory_unlock({MIGRATION_LOCK})")
                    conn.commit()
        else:
            yield

    def _migrate(self, target: int) -> int:
        current = self.version()
        if current > SCHEMA_VERSION:
            raise StorageError(
                f"database schema version {current} is newer than this svintus "
                f"({SCHEMA_VERSION}); upgrade svintus"
            )
        for v in range(current + 1, target + 1):
            with self.engine.begin() as conn:
                if v == 1:
                    s.schema_version.create(conn, checkfirst=True)
                    conn.execute(insert(s.schema_version).values(version=0))
                MIGRATIONS[v - 1](conn)
                conn.execute(update(s.schema_version).values(version=v))
        return max(current, target)

    # ----------------------------------------------------------------- tables

    def create_table(
        self,
        code: str,
        rules: dict[str, Any],
        bot_level: str,
        seed: int,
        bots: list[str | None],
        private: bool = False,
        lang: str | None = None,
    ) -> None:
        self.flush()
        now = time.time()
        with self.engine.begin() as conn:
            conn.execute(
                insert(s.tables).values(
                    code=code,
                    created=now,
                    rules=json.dumps(rules),
                    bot_level=bot_level,
                    seed=seed,
                    status="waiting",
                    private=int(private),
                    lang=lang,
                )
            )
            conn.execute(
                insert(s.seats),
                [
                    {"code": code, "seat": i, "name": None, "bot": b, "token_hash": None}
                    for i, b in enumerate(bots)
                ],
            )
            conn.execute(insert(s.matches).values(code=code, idx=0, seed=seed, started=now))

    def code_exists(self, code: str) -> bool:
        self.flush()
        with self.engine.connect() as conn:
            found = conn.execute(select(s.tables.c.code).where(s.tables.c.code == code)).first()
        return found is not None

    def load_table(self, code: str) -> TableRow | None:
        self.flush()
        with self.engine.connect() as conn:
            row = conn.execute(select(s.tables).where(s.tables.c.code == code)).first()
            if row is None:
                return None
            seat_rows = conn.execute(
                select(s.seats).where(s.seats.c.code == code).order_by(s.seats.c.seat)
            ).all()
        return TableRow(
            code=row.code,
            created=row.created,
            rules=json.loads(row.rules),
            bot_level=row.bot_level,
            status=row.status,
            seats=[SeatRow(r.seat, r.name, r.bot, r.token_hash) for r in seat_rows],
            private=bool(row.private),
            lang=row.lang,
        )

    def open_tables(self, limit: int = 50) -> list[dict[str, Any]]:
        """Public tables waiting for players with a free seat, newest first: the lobby's
        self.flush()
        list (the seats' names are public, as in a table's info)."""
        t = s.tables
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(t.c.code, t.c.created, t.c.rules, t.c.lang, t.c.bot_level)
                .where(t.c.status == "waiting", t.c.private == 0)
                .order_by(t.c.created.desc())
                .limit(limit * 4)
            ).all()
            codes = [r.code for r in rows]
            seats: dict[str, list[Any]] = {}
            if codes:
                for r in conn.execute(
                    select(s.seats).where(s.seats.c.code.in_(codes)).order_by(s.seats.c.seat)
                ).all():
                    seats.setdefault(r.code, []).append(r)
        out = []
        for r in rows:
            mine = seats.get(r.code, [])
            free = sum(1 for x in mine if x.bot is None and x.token_hash is None)
            if not free:
                continue
            rules = json.loads(r.rules)
            out.append(
                {
                    "code": r.code,
                    "created": r.created,
                    "recipe": rules.get("recipe", "classic"),
                    "players": len(mine),
                    "bots": sum(1 for x in mine if x.bot is not None),
                    "free": free,
                    "turn_seconds": rules.get("turn_seconds"),
                    "lang": r.lang,
                    "names": [x.name for x in mine if x.name],
                }
            )
            if len(out) >= limit:
                break
        return out

    def recent_games(self, limit: int = 20) -> list[dict[str, Any]]:
        """The last finished games of public tables, newest first: what the lobby links."""
        self.flush()
        g, t = s.games, s.tables
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(
                    g.c.code, g.c.match_idx, g.c.idx, g.c.winner, g.c.points, g.c.ended, t.c.rules
                )
                .join(t, t.c.code == g.c.code)
                .where(g.c.winner.is_not(None), t.c.private == 0)
                .order_by(g.c.ended.desc())
                .limit(limit)
            ).all()
            codes = {r.code for r in rows}
            names: dict[str, list[str | None]] = {}
            if codes:
                for r in conn.execute(
                    select(s.seats).where(s.seats.c.code.in_(codes)).order_by(s.seats.c.seat)
                ).all():
                    names.setdefault(r.code, []).append(r.name)  # None: a bot
        return [
            {
                "code": r.code,
                "match": r.match_idx,
                "game": r.idx,
                "winner": r.winner,
                "points": r.points,
                "ended": r.ended,
                "recipe": json.loads(r.rules).get("recipe", "classic"),
                "names": names.get(r.code, []),
            }
            for r in rows
        ]

    def codes_with_status(self, *statuses: str) -> list[str]:
        self.flush()
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(s.tables.c.code)
                .where(s.tables.c.status.in_(statuses))
                .order_by(s.tables.c.created)
            ).all()
        return [r.code for r in rows]

    def close_abandoned(self, before: float) -> int:
        """Close the tables still waiting that were created before ``before`` (epoch
        self.flush()
        seconds) and whose human seats nobody took (issue #14): status ``closed``; their
        records stay. How many."""
        t, seat = s.tables, s.seats
        taken = (
            select(seat.c.code)
            .where(seat.c.code == t.c.code, seat.c.token_hash.is_not(None))
            .exists()
        )
        with self.engine.begin() as conn:
            done = conn.execute(
                update(t)
                .where(t.c.status == "waiting", t.c.created < before, ~taken)
                .values(status="closed")
            )
        return int(done.rowcount or 0)

    def set_status(
        self,
        code: str,
        status: str,
        owner: object = None,
        failed: Callable[[], None] | None = None,
    ) -> None:
        """A table's status: with the group of its last action when commits are grouped."""
        self._hot_write(self._set_status, (status, code), owner, failed)

    def take_seat(self, code: str, seat: int, name: str, token_hash: str) -> bool:
        """Give a free human seat to ``name``; False if someone took it first."""
        self.flush()
        with self.engine.begin() as conn:
            done = conn.execute(
                update(s.seats)
                .where(
                    s.seats.c.code == code,
                    s.seats.c.seat == seat,
                    s.seats.c.bot.is_(None),
                    s.seats.c.token_hash.is_(None),
                )
                .values(name=name, token_hash=token_hash)
            )
        return done.rowcount == 1

    # ----------------------------------------------------------------- matches, games

    def matches(self, code: str) -> list[MatchRow]:
        self.flush()
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(s.matches).where(s.matches.c.code == code).order_by(s.matches.c.idx)
            ).all()
        return [MatchRow(r.idx, r.seed, r.started) for r in rows]

    def new_match(self, code: str, idx: int, seed: int) -> float:
        self.flush()
        now = time.time()
        with self.engine.begin() as conn:
            conn.execute(insert(s.matches).values(code=code, idx=idx, seed=seed, started=now))
            conn.execute(update(s.tables).where(s.tables.c.code == code).values(status="playing"))
        return now

    def games(self, code: str, match_idx: int) -> list[GameRow]:
        self.flush()
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(s.games)
                .where(s.games.c.code == code, s.games.c.match_idx == match_idx)
                .order_by(s.games.c.idx)
            ).all()
        return [
            GameRow(r.id, r.match_idx, r.idx, r.seed, r.dealer, r.winner, r.points, r.ended, r.law)
            for r in rows
        ]

    def start_game(self, code: str, match_idx: int, idx: int, seed: int, dealer: int) -> int:
        self.flush()
        with self.engine.begin() as conn:
            result = conn.execute(
                insert(s.games).values(
                    code=code, match_idx=match_idx, idx=idx, seed=seed, dealer=dealer, law=LAW
                )
            )
            conn.execute(update(s.tables).where(s.tables.c.code == code).values(status="playing"))
        key = result.inserted_primary_key
        assert key is not None
        return int(key[0])

    def finish_game(
        self,
        game_id: int,
        winner: int,
        points: int,
        ended: float,
        owner: object = None,
        failed: Callable[[], None] | None = None,
    ) -> None:
        """The end of a game: with its last action's group when commits are grouped."""
        self._hot_write(self._finish_game, (winner, points, ended, game_id), owner, failed)

    def add_action(
        self,
        game_id: int,
        idx: int,
        t: int,
        action: str,
        owner: object = None,
        failed: Callable[[], None] | None = None,
    ) -> None:
        """Append one action of a game: the hot path. Alone, one INSERT and one commit;
        with grouped commits (:meth:`group_commits`) the row joins the group, and
        ``failed`` is called (soon after) if the database refuses it.

        It keeps one DBAPI connection and sends plain SQL in the driver's parameter
        style, as building and caching a statement costs more than SQLite's own work.
        """
        self._hot_write(self._insert_action, (game_id, idx, t, action), owner, failed)

    def add_stand_in_action(
        self,
        game_id: int,
        idx: int,
        bot: str,
        owner: object = None,
        failed: Callable[[], None] | None = None,
    ) -> None:
        """Note that action ``idx`` of a game (just added) was made by the stand-in bot
        ``bot`` for the seat's absent person (table/presence.py); grouped like it."""
        self._hot_write(self._insert_stand_in, (game_id, idx, bot), owner, failed)

    def _hot_write(
        self, sql: str, params: tuple[Any, ...], owner: object, failed: Callable[[], None] | None
    ) -> None:
        if self._schedule is not None:
            self._append(sql, params, owner, failed)
            return
        self.flush()
        try:
            self._write([_Row(sql, params, owner, failed)])
        except Exception:
            self._drop_raw()
            raise

    def actions(self, game_id: int) -> list[tuple[int, str]]:
        self.flush()
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(s.actions.c.t, s.actions.c.action)
                .where(s.actions.c.game_id == game_id)
                .order_by(s.actions.c.idx)
            ).all()
        return [(int(r[0]), str(r[1])) for r in rows]

    def stand_in_actions(self, game_id: int) -> dict[int, str]:
        """The actions of a game a stand-in bot made: index -> the bot."""
        self.flush()
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(s.stand_in_actions.c.idx, s.stand_in_actions.c.bot).where(
                    s.stand_in_actions.c.game_id == game_id
                )
            ).all()
        return {int(r[0]): str(r[1]) for r in rows}

    def count_tables(self) -> int:
        self.flush()
        with self.engine.connect() as conn:
            return int(conn.execute(select(func.count()).select_from(s.tables)).scalar() or 0)
