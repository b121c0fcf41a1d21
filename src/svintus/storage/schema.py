"""The current database schema (SQLAlchemy Core) and its ordered migrations.

``schema_version`` holds one row: the number of migrations applied. Each migration is a
function that takes a schema from version ``n - 1`` to ``n`` inside one transaction,
written with the DDL of its own time (not with the current tables below), so an old
database always migrates the same way. Only portable SQL is used: SQLite and PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    Float,
    ForeignKeyConstraint,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    insert,
    select,
    text,
)

metadata = MetaData()

schema_version = Table("schema_version", metadata, Column("version", Integer, nullable=False))

# One row per online table. ``seed`` is the seed of its first match (schema 1).
tables = Table(
    "tables",
    metadata,
    Column("code", String(16), primary_key=True),
    Column("created", Float, nullable=False),
    Column("rules", Text, nullable=False),  # Rules.to_json() as JSON text
    Column("bot_level", String(32), nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("status", String(16), nullable=False),  # waiting, playing, over
    Column("private", Integer, nullable=False, server_default="0"),  # 1: by link only (v3)
    Column("lang", String(8)),  # the creator's page language, "ru" or "en" (v3)
)

seats = Table(
    "seats",
    metadata,
    Column("code", String(16), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("name", String(64)),
    Column("bot", String(32)),  # bot name, or NULL for a person
    Column("token_hash", String(64)),  # SHA-256 hex of the seat token
    PrimaryKeyConstraint("code", "seat"),
    ForeignKeyConstraint(["code"], ["tables.code"]),
)

matches = Table(
    "matches",
    metadata,
    Column("code", String(16), nullable=False),
    Column("idx", Integer, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("started", Float, nullable=False),
    PrimaryKeyConstraint("code", "idx"),
    ForeignKeyConstraint(["code"], ["tables.code"]),
)

games = Table(
    "games",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(16), nullable=False),
    Column("idx", Integer, nullable=False),  # game index within its match
    Column("seed", BigInteger, nullable=False),
    Column("dealer", Integer, nullable=False),
    Column("winner", Integer),
    Column("points", Integer),
    Column("ended", Float),
    Column("match_idx", Integer, nullable=False, server_default="0"),
    # the law the game is played by (engine.rules.LAW, Game.law); games stored before v4: 2
    Column("law", Integer, nullable=False, server_default="2"),
    ForeignKeyConstraint(["code"], ["tables.code"]),
    Index("ix_games_code", "code"),
)

actions = Table(
    "actions",
    metadata,
    Column("game_id", Integer, nullable=False),
    Column("idx", Integer, nullable=False),
    Column("t", BigInteger, nullable=False),  # table milliseconds since the deal (R14.1)
    Column("action", Text, nullable=False),  # notation, docs/notation.md
    PrimaryKeyConstraint("game_id", "idx"),
    ForeignKeyConstraint(["game_id"], ["games.id"]),
)

# The actions a bot made for an absent person (a stand-in, table/presence.py): one row
# per such action of ``actions``, naming the bot (schema 5).
stand_in_actions = Table(
    "stand_in_actions",
    metadata,
    Column("game_id", Integer, nullable=False),
    Column("idx", Integer, nullable=False),
    Column("bot", String(32), nullable=False),
    PrimaryKeyConstraint("game_id", "idx"),
    ForeignKeyConstraint(["game_id"], ["games.id"]),
)

Index("ix_tables_status", tables.c.status)


def _v1(conn: Connection) -> None:
    """Tables, seats, games and their actions; one match per table."""
    m = MetaData()
    Table(
        "tables",
        m,
        Column("code", String(16), primary_key=True),
        Column("created", Float, nullable=False),
        Column("rules", Text, nullable=False),
        Column("bot_level", String(32), nullable=False),
        Column("seed", BigInteger, nullable=False),
        Column("status", String(16), nullable=False),
    )
    Table(
        "seats",
        m,
        Column("code", String(16), nullable=False),
        Column("seat", Integer, nullable=False),
        Column("name", String(64)),
        Column("bot", String(32)),
        Column("token_hash", String(64)),
        PrimaryKeyConstraint("code", "seat"),
        ForeignKeyConstraint(["code"], ["tables.code"]),
    )
    Table(
        "games",
        m,
        Column("id", Integer, primary_key=True, autoincrement=True),
        Column("code", String(16), nullable=False),
        Column("idx", Integer, nullable=False),
        Column("seed", BigInteger, nullable=False),
        Column("dealer", Integer, nullable=False),
        Column("winner", Integer),
        Column("points", Integer),
        Column("ended", Float),
        ForeignKeyConstraint(["code"], ["tables.code"]),
        Index("ix_games_code", "code"),
    )
    Table(
        "actions",
        m,
        Column("game_id", Integer, nullable=False),
        Column("idx", Integer, nullable=False),
        Column("t", BigInteger, nullable=False),
        Column("action", Text, nullable=False),
        PrimaryKeyConstraint("game_id", "idx"),
        ForeignKeyConstraint(["game_id"], ["games.id"]),
    )
    m.create_all(conn)


def _v2(conn: Connection) -> None:
    """Matches (rematch at the same table): each table's first match comes from its seed."""
    m = MetaData()
    t = Table(
        "tables",
        m,
        Column("code", String(16)),
        Column("created", Float),
        Column("seed", BigInteger),
        Column("status", String(16)),
    )
    mt = Table(
        "matches",
        m,
        Column("code", String(16), nullable=False),
        Column("idx", Integer, nullable=False),
        Column("seed", BigInteger, nullable=False),
        Column("started", Float, nullable=False),
        PrimaryKeyConstraint("code", "idx"),
        ForeignKeyConstraint(["code"], ["tables.code"]),
    )
    mt.create(conn)
    conn.execute(
        insert(mt).from_select(
            ["code", "idx", "seed", "started"],
            select(t.c.code, text("0"), t.c.seed, t.c.created),
        )
    )
    conn.execute(text("ALTER TABLE games ADD COLUMN match_idx INTEGER NOT NULL DEFAULT 0"))
    Index("ix_tables_status", t.c.status).create(conn)


def _v3(conn: Connection) -> None:
    """Open tables in the lobby: a table may be private (reachable by its link only), and
    the lobby shows the language of its creator."""
    conn.execute(text("ALTER TABLE tables ADD COLUMN private INTEGER NOT NULL DEFAULT 0"))
    conn.execute(text("ALTER TABLE tables ADD COLUMN lang VARCHAR(8)"))


def _v4(conn: Connection) -> None:
    """Each game keeps the law it is played by (R3.1: law 3 made a Courage card played in
    turn name a colour): the games stored before replay by law 2, as they were played."""
    conn.execute(text("ALTER TABLE games ADD COLUMN law INTEGER NOT NULL DEFAULT 2"))


def _v5(conn: Connection) -> None:
    """A bot may play a seat for its absent person (issue 24): the actions it made are
    noted, so a game's record says which ones were the bot's."""
    conn.execute(
        text(
            "CREATE TABLE stand_in_actions (game_id INTEGER NOT NULL, idx INTEGER NOT NULL, "
            "bot VARCHAR(32) NOT NULL, PRIMARY KEY (game_id, idx), "
            "FOREIGN KEY (game_id) REFERENCES games (id))"
        )
    )


MIGRATIONS: tuple[Callable[[Connection], None], ...] = (_v1, _v2, _v3, _v4, _v5)
SCHEMA_VERSION = len(MIGRATIONS)
