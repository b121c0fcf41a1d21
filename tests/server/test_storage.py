"""Storage: the schema version, migrations from an older database, PostgreSQL if at hand."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, select, text

from svintus.storage import SCHEMA_VERSION, Storage, StorageError
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
