"""The real-time referee of online tables: clock, races, bots and listeners (R14)."""

from .messages import action_text, event_json, legal_texts
from .table import SPECTATOR, Listener, Table, TableConfig, hash_token

__all__ = [
    "SPECTATOR",
    "Listener",
    "Table",
    "TableConfig",
    "action_text",
    "event_json",
    "hash_token",
    "legal_texts",
]
