"""Grouped commits at a table: a state that shows an action is sent only after the
action's commit (docs/performance.md, "Online tables"); a served app groups them."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from svintus.server.registry import Registry, parse_table_request
from svintus.storage import Storage
from svintus.table import TableConfig
from svintus.table.protocol import Message

from .conftest import LiveServer


class Listener:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.got: list[dict[str, Any]] = []

    def send(self, message: Message) -> None:
        self.got.append(json.loads(message.text))


def rows_elsewhere(path: Path) -> int:
    engine = create_engine(f"sqlite:///{path}")
    with engine.connect() as conn:
        n = int(conn.execute(text("SELECT count(*) FROM actions")).scalar() or 0)
    engine.dispose()
    return n


def test_a_state_is_sent_after_its_action_is_committed(tmp_path: Path) -> None:
    path = tmp_path / "t.db"

    async def main() -> None:
        storage = Storage(f"sqlite:///{path}")
        soon: list[Any] = []
        storage.group_commits(soon.append)
        registry = Registry(storage, TableConfig())
        table = registry.create(parse_table_request({"players": 2}))
        for name in ("Anna", "Boris"):
            assert table.join(name) is not None
        seats = [Listener(0), Listener(1)]
        for listener in seats:
            table.attach(listener)
        game = table.game
        assert game is not None and all(s.got for s in seats)
        before = [len(s.got) for s in seats]
        mover = game.current
        table.act(mover, game.legal_actions(mover)[0])
        assert storage.pending and len(soon) == 1
        assert [len(s.got) for s in seats] == before  # built, not sent: not yet stored
        assert rows_elsewhere(path) == 0
        soon.pop()()
        assert rows_elsewhere(path) == 1
        for s, n in zip(seats, before, strict=True):
            assert len(s.got) == n + 1 and s.got[-1]["seq"] == 1
        registry.close()
        storage.close()

    asyncio.run(main())


def test_a_served_app_groups_its_commits(live: LiveServer) -> None:
    assert live.call(lambda: live.storage.grouping)
