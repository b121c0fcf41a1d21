"""The server's messages, typed and encoded in one place (issue 25, point 4; R14.8).

Each message type a client receives is built for its receiver from what that receiver
may see and is encoded by table/protocol.py alone; a State carries its view's move
number, so no module reads the server's own output back. The source checks below fail
if a regex over that output, a JSON text built by hand (an f-string, a splice, a slice of
encoded text) or a key deleted from a message comes back.
"""

from __future__ import annotations

import ast
import asyncio
import contextlib
import gc
import json
import random
import weakref
from pathlib import Path
from typing import Any

import pytest

from svintus.engine import actions as A
from svintus.engine.actions import Act, Action
from svintus.engine.errors import SvintusError
from svintus.server.cluster import frame
from svintus.server.registry import Registry, parse_table_request
from svintus.server.ws import Connection, error_message, welcome_message
from svintus.storage import Storage
from svintus.table import TableConfig
from svintus.table.feat_desk import stage_message
from svintus.table.feats import RECALL, FeatRun
from svintus.table.messages import legal_texts
from svintus.table.protocol import Message, Ping, Pong, Relayed, State

SRC = Path(__file__).resolve().parents[2] / "src" / "svintus"
# the modules that build or send what a client receives
SENDERS = sorted([*SRC.joinpath("server").glob("*.py"), *SRC.joinpath("table").glob("*.py")])
ENCODER = SRC / "table" / "protocol.py"
# a regex is allowed where it reads a client's input, never the server's output
REGEX_ALLOWED = {SRC / "server" / "registry.py"}  # a table code in a URL
# Redis frames between the processes of a cluster are not a client's messages
DUMPS_ALLOWED = {ENCODER, SRC / "server" / "cluster.py"}
JSON_LIKE = ('":', '{"', ',"', "[{")


def offences(source: str, name: str = "x.py", dumps_allowed: bool = False) -> list[str]:
    """Where ``source`` builds a message's JSON by hand or reads the server's output."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        where = f"{name}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names]
            if "re" in names or getattr(node, "module", None) == "re":
                found.append(f"{where}: imports re")
        elif isinstance(node, ast.JoinedStr):
            text = "".join(
                v.value
                for v in node.values
                if isinstance(v, ast.Constant) and isinstance(v.value, str)
            )
            if any(mark in text for mark in JSON_LIKE):
                found.append(f"{where}: JSON in an f-string")
        elif isinstance(node, ast.Delete):
            for target in node.targets:
                key = target.slice if isinstance(target, ast.Subscript) else None
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                found.append(f"{where}: deletes a key")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            key = node.args[0] if node.args else None
            if (
                node.func.attr == "pop"
                and isinstance(key, ast.Constant)
                and isinstance(key.value, str)
            ):
                found.append(f"{where}: pops a key")
            if node.func.attr == "dumps" and not dumps_allowed:
                found.append(f"{where}: encodes JSON outside the protocol module")
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Call):
            func = node.value.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if "dumps" in called:
                found.append(f"{where}: slices encoded JSON")
    return found


@pytest.mark.parametrize("path", SENDERS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_module_splices_json_or_reads_its_own_output(path: Path) -> None:
    found = offences(path.read_text("utf-8"), path.name, path in DUMPS_ALLOWED)
    if path in REGEX_ALLOWED:
        found = [f for f in found if not f.endswith("imports re")]
    assert found == [], "\n".join(found)


def test_the_source_check_catches_what_the_server_did_before() -> None:
    """What server/ws.py and table/table.py did before issue 25: each is caught."""
    before = {
        "import re\n_MOVE = re.compile(r'\"move\":(\\d+)')": "imports re",
        "view = {}\ndel view['rules']": "deletes a key",
        "view = {}\nview.pop('rules', None)": "pops a key",
        "a = b = ''\nt = f'{a[:-1]},\"rules\":{b}}}'": "JSON in an f-string",
        "head = _dumps({'type': 'state'})[:-1]": "slices encoded JSON",
        "import json\nt = json.dumps({'type': 'pong'})": "outside the protocol module",
    }
    for source, offence in before.items():
        found = offences(source)
        assert any(offence in f for f in found), (source, found)
    assert offences("x = f'{kind} {cid}'\nmsg = f'field {key!r} must be a string'") == []


# ----------------------------------------------------------------- a table's messages


class Seat:
    """A listener that checks each message against the game as it is when sent."""

    def __init__(self, seat: int, table: Any) -> None:
        self.seat = seat
        self.table = table
        self.got: list[Message] = []
        self.states = 0

    def send(self, message: Message) -> None:
        self.got.append(message)
        data = json.loads(message.text)
        if isinstance(message, State):
            self.check_state(message, data)

    def check_state(self, state: State, data: dict[str, Any]) -> None:
        """R14.8: the view, the legal actions and the events are this seat's own."""
        game = self.table.game
        self.states += 1
        assert data["type"] == "state" and data == json.loads(json.dumps(data))
        if game is None:
            assert data["view"] is None and state.move is None
            return
        # never another hand (R14.8); no rules (protocol 2: the welcome has them)
        assert data["view"] == game.view(self.seat, rules=False)
        assert state.move == game.move == data["view"]["move"]
        if self.seat < 0:
            assert data["view"]["hand"] is None and data["legal"] == data["offers"] == []
        elif data["legal"]:
            assert data["legal"] == legal_texts(game.legal_actions(self.seat))
        for event in data["events"]:
            if event["kind"] in ("took", "dark_taken") and event["player"] != self.seat:
                assert "cards" not in event, event  # another's cards, never sent (R14.8)
        named = json.dumps(data["view"])
        assert all(json.dumps(w["key"]) in named for w in data["windows"])


async def _played(recipe: str, seed: int, steps: int) -> tuple[list[Seat], Any]:
    storage = Storage("sqlite://")
    registry = Registry(storage, TableConfig(compensate=False))
    table = registry.create(parse_table_request({"players": 3, "recipe": recipe}))
    seats = [Seat(i, table) for i in (0, 1, 2, -1)]
    for name in ("Anna", "Boris", "Vera"):
        assert table.join(name) is not None
    for seat in seats:
        table.attach(seat)
    rng = random.Random(seed)
    for _ in range(steps):
        game = table.game
        if game is None or game.over:
            break
        chances = [
            (p, a)
            for p in range(game.n)
            for a in game.legal_actions(p)
            if a.kind not in (Act.FEAT, Act.ATTEMPT, Act.SPEAK, Act.AWAY)
        ]
        if not chances:
            break
        p, action = rng.choice(chances)
        with contextlib.suppress(SvintusError):
            table.act(p, action)
    table.chat(0, "Хрю")
    registry.close()
    storage.close()
    return seats, table


@pytest.mark.parametrize("recipe", ["classic", "full_box"])
def test_r14_8_every_state_is_its_seats_own(recipe: str) -> None:
    seats, _ = asyncio.run(_played(recipe, 3, 150))
    assert all(s.states > 20 for s in seats)
    for seat in seats:
        pings = [m.n for m in seat.got if isinstance(m, Ping)]
        others = {m.n for s in seats if s is not seat for m in s.got if isinstance(m, Ping)}
        assert (pings != []) == (seat.seat >= 0)  # a spectator has no round trip to measure
        assert not others & set(pings)  # another seat's nonce would forge its round trip


def test_r14_8_the_first_state_of_a_connection_has_its_history() -> None:
    seats, _ = asyncio.run(_played("classic", 4, 10))
    for seat in seats:
        first = next(m for m in seat.got if isinstance(m, State))
        later = [m for m in seat.got if isinstance(m, State) and m is not first]
        assert first.history is True and '"history":true' in first.text
        assert all(m.history is None and "history" not in json.loads(m.text) for m in later)


class Keeper(Seat):
    """A connection keeping the table part of its states as a page does (protocol 2)."""

    def __init__(self, seat: int, table: Any) -> None:
        super().__init__(seat, table)
        self.kept: dict[str, Any] | None = None
        self.left_out = 0  # states without a table part

    def check_state(self, state: State, data: dict[str, Any]) -> None:
        super().check_state(state, data)
        if "table" in data:
            self.kept = data["table"]
        else:
            self.left_out += 1
            assert self.kept is not None  # a first state always has it
        assert self.kept == self.table._table_json()  # what it keeps is the table now


async def _kept(seed: int, steps: int) -> tuple[list[Keeper], Any]:
    storage = Storage("sqlite://")
    registry = Registry(storage, TableConfig(compensate=False))
    table = registry.create(parse_table_request({"players": 3, "recipe": "classic"}))
    seats = [Keeper(i, table) for i in (0, 1, 2, -1)]
    for name in ("Anna", "Boris", "Vera"):
        assert table.join(name) is not None
    for seat in seats[:2]:
        table.attach(seat)
    rng = random.Random(seed)
    for step in range(steps):
        game = table.game
        if step == steps // 3:  # one comes late, one leaves and comes back
            table.attach(seats[2])
            table.attach(seats[3])
        if step == steps // 2:
            table.detach(seats[1])
            table.attach(seats[1])
        if game is None or game.over:
            break
        chances = [(p, a) for p in range(game.n) for a in game.legal_actions(p)]
        skip = (Act.FEAT, Act.ATTEMPT, Act.SPEAK, Act.AWAY)
        chances = [(p, a) for p, a in chances if a.kind not in skip]
        if not chances:
            break
        p, action = rng.choice(chances)
        with contextlib.suppress(SvintusError):
            table.act(p, action)
    registry.close()
    storage.close()
    return seats, table


def test_a_state_carries_the_table_part_only_when_it_changed() -> None:
    """Protocol 2: a state leaves out ``table`` when it is the same as in the state
    before; a connection's first state always has it; what a connection keeps is the
    table as it is whenever a state arrives (a reconnection, a late spectator too)."""
    seats, _ = asyncio.run(_kept(5, 60))
    for seat in seats:
        first = next(json.loads(m.text) for m in seat.got if isinstance(m, State))
        assert "table" in first and first["history"] is True
        assert seat.states > 10 and seat.left_out > seat.states // 2


def test_a_state_has_the_move_of_its_view_not_of_a_text() -> None:
    view = {"player": 0, "move": 7}
    state = State(3, 'p1 say "move":99', view, [], [], [], [], [], None, {}, {})
    assert state.move == 7 and json.loads(state.text)["action"] == 'p1 say "move":99'
    assert State(0, None, None, [], [], [], [], [], None, {}, {}).move is None
    assert Pong(id="x").move is None and Ping(n="abc").move is None


def test_r4_2_a_connection_remembers_the_move_of_the_last_state_it_wrote() -> None:
    class Socket:
        def __init__(self) -> None:
            self.sent: list[str] = []

        async def send_text(self, text: str) -> None:
            self.sent.append(text)

    async def main() -> tuple[Connection, Socket]:
        ws = Socket()
        conn = Connection(ws)  # type: ignore[arg-type]
        conn.send(State(1, None, {"move": 4}, [], [], [], [], [], None, {}, {}))
        conn.send(Pong(id="a"))
        conn.send(Relayed('{"type":"state"}', 9))  # relayed by a cluster with its move
        conn.send(State(2, None, None, [], [], [], [], [], None, {}, {}))
        for _ in range(5):
            await asyncio.sleep(0)
        conn.writer.cancel()
        return conn, ws

    conn, ws = asyncio.run(main())
    assert len(ws.sent) == 4 and conn.seen_move == 9


def test_a_relayed_frame_carries_the_move_and_the_same_text() -> None:
    state = State(1, None, {"move": 12, "hand": ["G7"]}, [], [], [], [], [], None, {}, {})
    head, _, body = frame("m", 5, state).partition("\n")
    assert head == "m 5 12" and body == state.text
    error = error_message("too_late", "late", "x1")
    assert frame("m", 5, error) == f"m 5\n{error.text}"


def test_r14_8_an_error_and_a_pong_hold_only_what_was_asked() -> None:
    assert json.loads(error_message("illegal", "no", None).text) == {
        "type": "error",
        "code": "illegal",
        "message": "no",
    }
    assert json.loads(error_message("illegal", "no", "i").text)["id"] == "i"
    assert json.loads(Pong(id=None).text) == {"type": "pong"}


def test_r14_8_a_welcome_holds_no_token() -> None:
    async def main() -> tuple[list[str], list[str]]:
        storage = Storage("sqlite://")
        registry = Registry(storage, TableConfig())
        table = registry.create(parse_table_request({"players": 2}))
        tokens = [token for name in ("Anna", "Boris") for _, token in [table.join(name)]]
        texts = [welcome_message(table, seat).text for seat in (0, 1, -1)]
        hashes = [s.token_hash for s in table.seats]
        registry.close()
        storage.close()
        return texts, [*tokens, *hashes]

    texts, secrets = asyncio.run(main())
    assert json.loads(texts[2])["seat"] is None
    for text in texts:
        assert not [s for s in secrets if s and s in text]


def test_r12_6_a_feat_stage_holds_nothing_of_a_stage_to_come() -> None:
    secret = random.Random(5)
    memory = FeatRun(A.feat(0, 1), 0.0, secret)
    shown = json.loads(stage_message(memory).text)
    assert shown["type"] == "feat" and shown["sequence"] == memory.sequence
    memory.tick(memory.due or 0)
    assert memory.stage == RECALL
    recall = json.loads(stage_message(memory).text)
    assert "sequence" not in recall and recall["digits"] == len(memory.sequence)
    assert memory.sequence not in stage_message(memory).text
    reaction = json.loads(stage_message(FeatRun(A.feat(0, 0), 0.0, secret)).text)
    assert set(reaction) == {"type", "feat", "verb", "stage"}  # GO!'s moment is not sent


def test_a_connection_notes_a_ping_written_and_keeps_no_message_it_wrote() -> None:
    """server/ws.py: a ping's writing is noted (its round trip starts there, R14.3), and
    a written message is let go at once: a state's view and lists are not kept alive
    by an idle writer until the next message (4,000 idle writers kept 4,000 states,
    the young garbage collections' walk, docs/performance.md)."""

    class View(dict[str, Any]):  # a dict that can be weakly referenced
        pass

    class Socket:
        def __init__(self) -> None:
            self.sent: list[str] = []

        async def send_text(self, text: str) -> None:
            self.sent.append(text)

    noted: list[str] = []
    alive: list[bool] = []

    async def main() -> None:
        conn = Connection(Socket())  # type: ignore[arg-type]
        view = View(move=4, hand=["G7"])
        kept = weakref.ref(view)
        ping = Ping(n="abc")
        ping.when_written(lambda: noted.append("ping"))
        conn.send(ping)
        conn.send(State(1, None, view, [], [], [], [], [], None, {}, {}))  # the last one
        del view, ping
        gc.disable()  # let go by reference counting alone, not by a collection
        try:
            for _ in range(5):
                await asyncio.sleep(0)
            alive.append(kept() is not None)
        finally:
            gc.enable()
        assert conn.seen_move == 4
        conn.writer.cancel()

    asyncio.run(main())
    assert noted == ["ping"]
    assert alive == [False], "the idle writer kept the state it wrote"


def test_a_message_is_written_at_once_and_one_that_must_wait_keeps_the_order() -> None:
    """server/ws.py: with nothing queued before it a message is written within send()
    (no task switch); when the socket makes a send wait (a client reading slowly), that
    send is finished by the writer task, and what comes meanwhile is queued behind it:
    the client gets everything in order, and the move it was last shown."""

    class Slow:
        def __init__(self) -> None:
            self.sent: list[str] = []
            self.open = asyncio.Event()
            self.open.set()

        async def send_text(self, text: str) -> None:
            await self.open.wait()  # the socket's buffer is full until it is set
            self.sent.append(text)

    def state(move: int) -> State:
        return State(move, None, {"move": move}, [], [], [], [], [], None, {}, {})

    async def main() -> None:
        ws = Slow()
        conn = Connection(ws)  # type: ignore[arg-type]
        conn.send(state(1))
        assert len(ws.sent) == 1 and conn.seen_move == 1  # written within send()
        ws.open.clear()
        noted: list[int] = []
        ping = Ping(n="abc")
        ping.when_written(lambda: noted.append(len(ws.sent)))
        conn.send(state(2))  # must wait: the writer finishes it
        conn.send(ping)
        conn.send(state(3))
        for _ in range(5):
            await asyncio.sleep(0)
        assert len(ws.sent) == 1 and conn.seen_move == 1 and not noted
        ws.open.set()
        for _ in range(10):
            await asyncio.sleep(0)
        assert [json.loads(t).get("seq", "ping") for t in ws.sent] == [1, 2, "ping", 3]
        assert noted == [3] and conn.seen_move == 3
        conn.send(state(4))  # nothing queued any more: at once again
        assert len(ws.sent) == 5
        conn.writer.cancel()

    asyncio.run(main())


def test_r14_8_an_action_and_its_events_are_read_by_each_seat_as_it_may() -> None:
    """table.py builds the action's text and the events once for every seat when a
    spectator's reading hides nothing (redaction only hides), each seat's own when it
    does: every seat reads exactly what format_action_for and event_json give it."""
    from svintus.engine.cards import face_of
    from svintus.engine.events import DarkCard, Event, Given, Played, Took, Winked
    from svintus.engine.notation import format_action_for
    from svintus.table.messages import event_json

    cases: list[tuple[Action, list[Event]]] = [
        (A.wink(3, 1), [Winked(1, 3, 1)]),
        (A.dark(1, face_of("B4"), face_of("G6")), [DarkCard(1, face_of("G6"), face_of("B4"))]),
        (A.give(0, face_of("R5")), [Given(0, 2, 1, "neither_nor", (face_of("R5"),))]),
        (A.draw(2), [Took(2, 1, "draw", (face_of("G7"),))]),
        (A.play(1, face_of("R3")), [Played(1, face_of("R3"), -1, False)]),
    ]

    async def main() -> None:
        storage = Storage("sqlite://")
        registry = Registry(storage, TableConfig(compensate=False))
        table = registry.create(parse_table_request({"players": 4, "recipe": "classic"}))
        for name in ("Anna", "Boris", "Vera", "Gleb"):
            assert table.join(name) is not None
        for action, events in cases:
            shared = table._shared(events, 5, action, ())
            for seat in (-1, 0, 1, 2, 3):
                state = table._state(seat, shared)
                assert state.action == format_action_for(action, seat, events)
                assert state.events == [event_json(e, seat, 5) for e in events]
        registry.close()
        storage.close()

    asyncio.run(main())
