"""Storage: the schema version, migrations from an older database, PostgreSQL if at hand."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, select, text

from svintus.storage import SCHEMA_VERSION, Storage, StorageError, db
from svintus.storage.schema import MIGRATIONS

from .conftest import free_port


def exercise(storage: Storage) -> None:
    """Create a table, join, play two stored actions, finish a game; read it all back."""
    storage.create_table("ABCDEF", {"players": 2}, "random", 42, [None, "random"])
    assert storage.take_seat("ABCDEF", 0, "Anna", "f" * 64)
    assert not storage.take_seat("ABCDEF", 0, "Boris", "e" * 64)
    assert not storage.take_seat("ABCDEF", 1, "Boris", "e" * 64)  # a bot's seat
    game = storage.start_game("ABCDEF", 0, 0, 7, 1)
    storage.add_action(game, 0, 10, "p2 draw")
    storage.add_action(game, 1, 2**40, "timeout p1")
    assert storage.actions(game) == [(10, "p2 draw"), (2**40, "timeout p1")]
    storage.finish_game(game, 1, 12, 1.5)
    [row] = storage.games("ABCDEF", 0)
    assert (row.seed, row.dealer, row.winner, row.points) == (7, 1, 1, 12)
    table = storage.load_table("ABCDEF")
    assert table is not None and table.rules == {"players": 2}
    assert [s.name for s in table.seats] == ["Anna", None]
    assert "ABCDEF" in storage.codes_with_status("playing")
    storage.new_match("ABCDEF", 1, 2**62 - 1)
    assert [m.seed for m in storage.matches("ABCDEF")] == [42, 2**62 - 1]


def test_a_new_database_gets_the_latest_schema(tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 'new.db'}")
    assert storage.version() == SCHEMA_VERSION == len(MIGRATIONS)
    exercise(storage)
    storage.close()
    again = Storage(f"sqlite:///{tmp_path / 'new.db'}")  # opening twice migrates nothing
    assert again.version() == SCHEMA_VERSION
    assert again.load_table("ABCDEF") is not None
    again.close()


def test_sqlite_is_in_wal_mode(tmp_path: Path) -> None:
    storage = Storage(str(tmp_path / "plain-path.db"))
    with storage.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
    storage.close()


def test_migrating_a_version_1_database_keeps_its_tables(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'old.db'}"
    old = Storage(url, migrate=False)
    assert old.migrate(target=1) == 1
    engine = create_engine(url)
    with engine.begin() as conn:  # rows as schema 1 wrote them
        conn.execute(
            text(
                "INSERT INTO tables (code, created, rules, bot_level, seed, status) "
                "VALUES ('OLDTAB', 100.0, '{\"players\": 3}', 'random', 99, 'playing')"
            )
        )
        conn.execute(text("INSERT INTO seats (code, seat, name) VALUES ('OLDTAB', 0, 'Anna')"))
        conn.execute(text("INSERT INTO games (code, idx, seed, dealer) VALUES ('OLDTAB', 0, 5, 2)"))
        conn.execute(text("INSERT INTO actions VALUES (1, 0, 30, 'p1 draw')"))
    engine.dispose()
    old.close()

    storage = Storage(url)
    assert storage.version() == SCHEMA_VERSION
    [match] = storage.matches("OLDTAB")
    assert (match.idx, match.seed, match.started) == (0, 99, 100.0)
    [game] = storage.games("OLDTAB", 0)
    assert (game.match_idx, game.seed, game.dealer) == (0, 5, 2)
    assert storage.actions(game.id) == [(30, "p1 draw")]
    table = storage.load_table("OLDTAB")
    assert table is not None and table.seats[0].name == "Anna"
    exercise(storage)
    storage.close()


def test_a_newer_database_is_refused(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'future.db'}"
    Storage(url).close()
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}"))
    engine.dispose()
    with pytest.raises(StorageError, match="newer than this svintus"):
        Storage(url)


def test_bad_urls_are_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="cannot use database"):
        Storage("nosuchdb://x/y")
    with pytest.raises(StorageError, match="cannot open database"):
        Storage(f"sqlite:///{tmp_path}/no/such/dir/x.db")


# ----------------------------------------------------------------------------- PostgreSQL


def _pg_bin() -> Path | None:
    for root in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (root / "initdb").exists() and (root / "pg_ctl").exists():
            return root
    return None


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    """A throw-away PostgreSQL cluster on a free loopback port, if PostgreSQL is installed."""
    bin_dir = _pg_bin()
    if bin_dir is None:
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    base = Path(tempfile.mkdtemp(prefix="svintus-pg-"))  # outside pytest's private tmp
    data = base / "data"
    prefix: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        runuser = shutil.which("runuser")
        if runuser is None:
            pytest.skip("running as root without runuser")
        prefix = [runuser, "-u", "postgres", "--"]
        shutil.chown(base, "postgres")
        base.chmod(0o755)
    port = free_port()
    run = {"check": True, "capture_output": True, "timeout": 120}
    subprocess.run(
        [*prefix, str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "svintus"], **run
    )  # type: ignore[call-overload]
    opts = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=off"
    subprocess.run(
        [
            *prefix,
            str(bin_dir / "pg_ctl"),
            "-D",
            str(data),
            "-o",
            opts,
            "-w",
            "-l",
            str(base / "log"),
            "start",
        ],
        **run,
    )  # type: ignore[call-overload]
    try:
        url = f"postgresql://svintus@127.0.0.1:{port}/postgres"
        deadline = time.monotonic() + 60
        while True:
            probe = Storage(url, migrate=False)
            try:
                probe.version()
                break
            except StorageError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
            finally:
                probe.close()
        yield url
    finally:
        subprocess.run(
            [*prefix, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
            check=False,
            capture_output=True,
            timeout=60,
        )


def test_postgresql(postgres_url: str) -> None:
    storage = Storage(postgres_url, migrate=False)
    assert storage.dialect == "postgresql"
    storage.migrate(target=1)
    storage.migrate()
    assert storage.version() == SCHEMA_VERSION
    exercise(storage)
    from svintus.storage.schema import schema_version

    with storage.engine.connect() as conn:
        assert conn.execute(select(schema_version.c.version)).scalar() == SCHEMA_VERSION
    storage.close()


# ----------------------------------------------------------------- grouped commits


def stored_elsewhere(path: Path, game: int) -> list[str]:
    """The actions of ``game`` as another connection (another process) reads them."""
    engine = create_engine(f"sqlite:///{path}")
    with engine.connect() as conn:
        rows = conn.execute(
            text("SELECT action FROM actions WHERE game_id = :g ORDER BY idx"), {"g": game}
        ).all()
    engine.dispose()
    return [r[0] for r in rows]


def two_games(storage: Storage) -> tuple[int, int]:
    for code in ("AAAAAA", "BBBBBB"):
        storage.create_table(code, {"players": 2}, "random", 1, [None, None])
    return storage.start_game("AAAAAA", 0, 0, 7, 0), storage.start_game("BBBBBB", 0, 0, 8, 0)


def test_grouped_rows_share_one_commit_and_messages_wait_for_it(tmp_path: Path) -> None:
    path = tmp_path / "group.db"
    storage = Storage(f"sqlite:///{path}")
    soon: list[Any] = []
    storage.group_commits(soon.append)
    a, b = two_games(storage)
    shown: list[str] = []
    storage.after_commit(lambda: shown.append("before"))  # nothing waits: at once
    assert shown == ["before"] and not soon
    owner_a, owner_b = object(), object()
    storage.add_action(a, 0, 10, "p1 draw", owner_a)
    storage.add_action(b, 0, 11, "p2 draw", owner_b)
    storage.finish_game(a, 0, 3, 1.5, owner_a)
    storage.after_commit(lambda: shown.append("a"), owner_a)
    storage.after_commit(lambda: shown.append("b"), owner_b)
    assert storage.pending and len(soon) == 1  # one flush scheduled for the group
    assert shown == ["before"]  # nobody is shown an action before it is stored
    assert stored_elsewhere(path, a) == [] and stored_elsewhere(path, b) == []
    soon.pop()()
    assert shown == ["before", "a", "b"] and not storage.pending
    assert stored_elsewhere(path, a) == ["p1 draw"] and stored_elsewhere(path, b) == ["p2 draw"]
    assert (storage.batches, storage.batched_rows) == (1, 3)
    assert storage.games("AAAAAA", 0)[0].winner == 0
    storage.add_action(a, 1, 12, "p2 draw", owner_a)  # a read commits what waits first
    assert storage.actions(a) == [(10, "p1 draw"), (12, "p2 draw")]
    storage.add_action(b, 1, 13, "p1 draw", owner_b)
    storage.close()  # and so does closing: nothing appended is lost
    again = Storage(f"sqlite:///{path}")
    assert again.actions(b) == [(11, "p2 draw"), (13, "p1 draw")]
    again.close()


def test_a_refused_row_fails_its_owner_only(tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 'refuse.db'}")
    soon: list[Any] = []
    storage.group_commits(soon.append)
    a, b = two_games(storage)
    with storage.engine.begin() as conn:
        conn.execute(
            text(
                "CREATE TRIGGER refuse BEFORE INSERT ON actions WHEN NEW.action LIKE '%boom%' "
                "BEGIN SELECT RAISE(ABORT, 'the disk is full'); END"
            )
        )
    told: list[str] = []
    owner_a, owner_b = object(), object()
    storage.add_action(a, 0, 1, "p1 say fine", owner_a, lambda: told.append("a refused"))
    storage.add_action(b, 0, 2, "p1 draw", owner_b, lambda: told.append("b refused"))
    storage.add_action(a, 1, 3, "p1 say boom", owner_a, lambda: told.append("a refused"))
    storage.add_action(a, 2, 4, "p2 draw", owner_a, lambda: told.append("a refused"))
    storage.after_commit(lambda: told.append("a shown"), owner_a, lambda: told.append("a error"))
    storage.after_commit(lambda: told.append("b shown"), owner_b)
    soon.pop(0)()
    assert told == ["b shown"]  # the other table goes on; the refused one is told soon
    with pytest.raises(StorageError, match="not stored"):  # nothing more of it meanwhile
        storage.add_action(a, 1, 5, "p2 draw", owner_a)
    while soon:
        soon.pop(0)()
    assert told == ["b shown", "a error", "a refused"]
    # its rows before the refused one are stored, none after it; the other table's all
    assert storage.actions(a) == [(1, "p1 say fine")]
    assert storage.actions(b) == [(2, "p1 draw")]
    storage.add_action(a, 1, 6, "p2 draw", owner_a)  # told: it may store again
    soon.pop(0)()
    assert storage.actions(a) == [(1, "p1 say fine"), (6, "p2 draw")]
    storage.close()


def autocheckpoint(storage: Storage) -> int:
    raw = storage.engine.raw_connection()
    try:
        cur = raw.cursor()
        (pages,) = cur.execute("PRAGMA wal_autocheckpoint").fetchone()
        cur.close()
        return int(pages)
    finally:
        raw.close()


def test_grouped_sqlite_checkpoints_its_wal_off_the_event_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While commits are grouped (the server's event loop commits them), no connection of
    the storage checkpoints SQLite's WAL (a pause of the loop, docs/performance.md): a
    thread does, and the rows reach the database file without any commit doing it. Once
    grouping stops, the connections checkpoint as SQLite does by default."""
    monkeypatch.setattr(db, "CHECKPOINT_SECONDS", 0.05)
    path = tmp_path / "wal.db"
    storage = Storage(f"sqlite:///{path}")
    assert autocheckpoint(storage) == 1000
    soon: list[Any] = []
    storage.group_commits(soon.append)
    assert autocheckpoint(storage) == 0
    a, _ = two_games(storage)
    size = path.stat().st_size
    for i in range(2000):
        storage.add_action(a, i, i, "p1 draw " + "x" * 100)
    soon.pop()()
    assert storage.actions(a)[-1][0] == 1999
    deadline = time.monotonic() + 10
    while path.stat().st_size <= size and time.monotonic() < deadline:
        time.sleep(0.05)
    assert path.stat().st_size > size  # the WAL was copied into the file, by the thread
    storage.group_commits(None)
    assert autocheckpoint(storage) == 1000
    storage.close()
    assert [t.name for t in threading.enumerate() if t.name == "sqlite-checkpoint"] == []


def _a_law_2_game_with_a_colourless_courage_play() -> tuple[dict[str, Any], int, int, list[str]]:
    """Rules, seed, dealer and the actions (notation) of a finished two-player game played
    by law 2, in which a Courage card was played in turn without naming a colour."""
    import random as _random

    from svintus.engine import Game, Rules
    from svintus.engine.actions import Act
    from svintus.engine.cards import FACE_KIND, NUMBER
    from svintus.engine.notation import format_action

    rules = Rules(players=2, custom_deck=(("number", 1), ("reyting", 4)), hand_size=4)
    for seed in range(500):
        game = Game.new(rules, seed, 0)
        game.law = 2
        rng = _random.Random(seed)
        played: list[str] = []
        courage = False
        while game.winner < 0 and len(played) < 400:
            acts = game.turn_actions() or game.clock_actions()
            plays = [a for a in acts if a.kind == Act.PLAY]
            action = rng.choice(plays or acts)
            courage |= action.kind == Act.PLAY and FACE_KIND[action.card] != NUMBER
            game.apply(action)
            played.append(format_action(action))
        if courage and game.winner >= 0:
            return rules.to_json(), seed, 0, played
    raise AssertionError("no seed gave a finished game with a Courage play")


def test_r3_1_a_game_stored_before_law_3_still_replays_by_its_law(tmp_path: Path) -> None:
    """Law 3 (R3.1, R3.2) made a Courage card played in turn name a colour. A game stored
    before (schema 3) keeps its colourless Courage plays: the migration marks it law 2,
    and the replay page, and a table resumed after a restart, replay it by that law."""
    from svintus.server.replays import replay

    rules, seed, dealer, played = _a_law_2_game_with_a_colourless_courage_play()
    assert any(" play reyting" in a and a.endswith("reyting") for a in played)
    url = f"sqlite:///{tmp_path / 'law2.db'}"
    old = Storage(url, migrate=False)
    assert old.migrate(target=3) == 3
    old.create_table("LAWTWO", rules, "random", 42, [None, "random"])
    old.close()
    engine = create_engine(url)
    with engine.begin() as conn:  # the game and its actions as schema 3 wrote them
        conn.execute(
            text(
                "INSERT INTO games (code, idx, seed, dealer, winner, points, ended, match_idx) "
                f"VALUES ('LAWTWO', 0, {seed}, {dealer}, 0, 1, 2.0, 0)"
            )
        )
        for i, a in enumerate(played):
            conn.execute(
                text("INSERT INTO actions VALUES (1, :i, :t, :a)"), {"i": i, "t": 100 * i, "a": a}
            )
    engine.dispose()

    storage = Storage(url)  # migrates to the latest schema
    [row] = storage.games("LAWTWO", 0)
    assert row.law == 2
    shown = replay(storage, "LAWTWO", 0, 0)
    assert shown is not None and len(shown["steps"]) == len(played) + 1
    new = storage.start_game("LAWTWO", 0, 1, 7, 1)
    assert [g.law for g in storage.games("LAWTWO", 0) if g.id == new] == [4]
    storage.close()
