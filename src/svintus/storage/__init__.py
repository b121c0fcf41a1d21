"""Storage of online tables: SQLAlchemy Core on SQLite (default) or PostgreSQL.

Every table, seat, match, game and action is a row; a game's actions are appended one
row at a time, so a table can always be rebuilt by replaying them (ARCHITECTURE.md).
"""

from .db import SCHEMA_VERSION, GameRow, MatchRow, SeatRow, Storage, StorageError, TableRow

__all__ = [
    "SCHEMA_VERSION",
    "GameRow",
    "MatchRow",
    "SeatRow",
    "Storage",
    "StorageError",
    "TableRow",
]
