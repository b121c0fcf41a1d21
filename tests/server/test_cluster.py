"""A cluster: three real ``svintus serve --redis`` processes, one real Redis, one database.

Players connected to different processes play at one table; the process that owns it
is killed mid-game (SIGKILL) and another takes the lease and resumes the table from the
database, in the same state; a process whose lease is taken away stops refereeing.
Redis is Debian's ``redis-server`` (brought by the test run itself, tests/bootstrap.py),
started here on a free loopback port with no persistence.
"""

from __future__ import annotations

import json
import random
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis

from svintus.cli import main
from svintus.engine.notation import parse_action
from svintus.engine.record import Record
from svintus.engine.rules import Rules
from svintus.storage import Storage

from .conftest import TIMEOUT, Client, free_port, play_until
from .test_restart import mover_of, position, step


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    server = shutil.which("redis-server")
    if server is None:
        pytest.fail("redis-server is not installed (Debian: apt-get install redis-server)")
    port = free_port()
    workdir = tmp_path_factory.mktemp("redis")
    cmd = [server, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    proc = subprocess.Popen(
        [*cmd, "--dir", str(workdir)], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT
    )
    client = redis.Redis(port=port)
    deadline = time.monotonic() + TIMEOUT
    while True:
        assert proc.poll() is None, "redis-server exited"
        try:
            client.ping()
            break
        except redis.ConnectionError:
            assert time.monotonic() < deadline, "redis-server did not answer"
            time.sleep(0.05)
    client.close()
    yield f"redis://127.0.0.1:{port}/0"
    proc.terminate()
    proc.wait(TIMEOUT)


@dataclass
class Node:
    proc: subprocess.Popen[bytes]
    url: str
    ws: str
    node: str = ""

    def post(self, path: str, body: dict[str, Any]) -> httpx.Response:
        return httpx.post(f"{self.url}{path}", json=body, timeout=TIMEOUT)

    def create(self, **body: Any) -> str:
        r = self.post("/api/tables", body)
        assert r.status_code == 201, r.text
        code: str = r.json()["code"]
        return code

    def join(self, code: str, name: str) -> str:
        r = self.post(f"/api/tables/{code}/join", {"name": name})
        assert r.status_code == 200, r.text
        token: str = r.json()["token"]
        return token


@contextmanager
def cluster(
    db: Path, redis_url: str, n: int = 3, extra: tuple[str, ...] = ()
) -> Iterator[list[Node]]:
    """``n`` server processes sharing ``db`` and ``redis_url``, each on its own port
    (``extra``: more options of ``svintus serve``)."""
    nodes: list[Node] = []
    try:
        for _ in range(n):
            port = free_port()
            cmd = [sys.executable, "-m", "svintus", "serve", "--port", str(port)]
            cmd += ["--db", f"sqlite:///{db}", "--redis", redis_url, "--log-level", "warning"]
            proc = subprocess.Popen([*cmd, "--game-pause", "0.5", *extra], cwd=db.parent)
            nodes.append(Node(proc, f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"))
        for node in nodes:
            deadline = time.monotonic() + TIMEOUT
            while not node.node:
                assert node.proc.poll() is None, "svintus serve exited"
                with suppress(httpx.HTTPError):
                    node.node = httpx.get(f"{node.url}/api/meta", timeout=2).json()["node"]
                if not node.node:
                    assert time.monotonic() < deadline, "svintus serve did not answer"
                    time.sleep(0.1)
        yield nodes
    finally:
        for node in nodes:
            if node.proc.poll() is None:
                node.proc.send_signal(signal.SIGTERM)
        for node in nodes:
            try:
                node.proc.wait(TIMEOUT)
            except subprocess.TimeoutExpired:
                node.proc.kill()
                node.proc.wait()


def until(check: Callable[[], Any], what: str) -> Any:
    deadline = time.monotonic() + TIMEOUT
    while True:
        value = check()
        if value:
            return value
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def owner(r: redis.Redis, code: str) -> str | None:
    """The node holding the table's lease (its value is "{node}/{taking}")."""
    value = r.get(f"svintus:lease:{code}")
    return None if value is None else value.decode().split("/")[0]


def subscribers(r: redis.Redis, code: str) -> int:
    [(_, count)] = r.pubsub_numsub(f"svintus:table:{code}")
    return int(count)


def replayed(db: Path, code: str) -> tuple[int, Any]:
    """(actions stored, the game they replay to) of the table's first game."""
    storage = Storage(f"sqlite:///{db}")
    try:
        row = storage.load_table(code)
        assert row is not None
        rules = Rules.from_json(row.rules)
        [game_row, *_] = storage.games(code, 0)
        stored = storage.actions(game_row.id)
    finally:
        storage.close()
    record = Record(rules, game_row.seed, game_row.dealer)
    for t, text in stored:
        record.add(t, parse_action(text, rules.players))
    return len(stored), record.replay("stored")


def own_secrets_only(client: Client) -> None:
    """Every state this client got shows its own seat's view, never another's cards."""
    for msg in client.received:
        if msg["type"] != "state" or msg["view"] is None:
            continue
        assert msg["view"]["player"] == client.seat
        for e in msg["events"]:
            if e["kind"] == "took" and "cards" in e:
                assert e["player"] == client.seat


def _pong(client: Client, m: dict[str, Any]) -> None:
    if m["type"] == "ping" and isinstance(m.get("n"), str):
        client.send({"type": "pong", "n": m["n"]})


def answering(client: Client, pred: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The next message that satisfies ``pred``, each of the table's pings answered as it
    arrives, as the page and the terminal answer them (R12.6)."""

    def seen(m: dict[str, Any]) -> bool:
        _pong(client, m)
        return pred(m)

    return client.wait(seen)


def idle(client: Client, seconds: float) -> None:
    """Read for ``seconds``, answering pings as they arrive."""
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        try:
            _pong(client, client.recv(left))
        except TimeoutError:
            return


def mid_game(
    nodes: list[Node], names: tuple[str, ...], moves: int
) -> tuple[str, list[str], list[Client]]:
    """A table made on the first process, each player on the process of their seat's
    number, ``moves`` moves played: its code, the seat tokens and the clients."""
    code = nodes[0].create(players=len(names), options={"turn_seconds": 600, "match_points": 500})
    tokens = [nodes[0].join(code, name) for name in names]
    clients = [Client.open(nodes[i].ws, code, t) for i, t in enumerate(tokens)]
    for _ in range(moves):
        mover = mover_of(clients)
        step(mover, [c for c in clients if c is not mover])
    mover_of(clients)  # any slap race slapped closed: no timer is left to fire (R8.6)
    return code, tokens, clients


def test_players_on_three_processes_play_a_whole_game(tmp_path: Path, redis_url: str) -> None:
    db = tmp_path / "cluster.db"
    r = redis.Redis.from_url(redis_url)
    with cluster(db, redis_url) as nodes:
        assert len({n.node for n in nodes}) == 3
        code = nodes[0].create(
            players=3, options={"hand_size": 4, "turn_seconds": 600, "match_points": 500}
        )
        assert owner(r, code) == nodes[0].node  # the process that created it owns it
        tokens = [nodes[i].join(code, name) for i, name in enumerate(("Anna", "Boris", "Vera"))]
        clients = [Client.open(nodes[i].ws, code, t) for i, t in enumerate(tokens)]
        assert [c.seat for c in clients] == [0, 1, 2]
        info = httpx.get(f"{nodes[2].url}/api/tables/{code}", timeout=TIMEOUT).json()
        assert info["status"] == "playing"
        assert [s["connected"] for s in info["seats"]] == [True, True, True]
        spectator = Client.open(nodes[1].ws, code, None)
        missing = httpx.get(f"{nodes[1].url}/api/tables/ZZZZZZ", timeout=TIMEOUT)
        assert missing.status_code == 404 and missing.json()["error"]["code"] == "not_found"
        assert r.get("svintus:lease:ZZZZZZ") is None  # looking for it took no lease

        def won() -> bool:
            return any(
                c.state is not None and c.state["view"]["winner"] is not None for c in clients
            )

        play_until(clients, won)
        final = next(c.state for c in clients if c.state and c.state["view"]["winner"] is not None)
        for c in clients:
            c.seen(
                lambda m: (
                    m["type"] == "state"
                    and (m["seq"], m["action"]) == (final["seq"], final["action"])
                )
            )
        spectator.seen(
            lambda m: (
                m["type"] == "state" and (m["seq"], m["action"]) == (final["seq"], final["action"])
            )
        )
        # one process referees the table: one lease, one subscriber of its inbox
        assert owner(r, code) == nodes[0].node and subscribers(r, code) == 1
        for c in clients:
            own_secrets_only(c)
        for m in spectator.received:
            assert m["type"] != "state" or m["view"] is None or m["view"]["hand"] is None
        # the database holds the whole game: its replay ends as the players saw it
        count, game = replayed(db, code)
        assert count == final["seq"]
        assert game.winner == final["view"]["winner"]
        for c in (*clients, spectator):
            c.close()
    r.close()


def test_the_owner_killed_mid_game_another_process_resumes_the_table(
    tmp_path: Path, redis_url: str
) -> None:
    db = tmp_path / "cluster.db"
    r = redis.Redis.from_url(redis_url)
    with cluster(db, redis_url) as nodes:
        code, tokens, clients = mid_game(nodes, ("Anna", "Boris", "Vera"), 6)
        assert owner(r, code) == nodes[0].node
        before = [position(c.state) for c in clients if c.state is not None]
        seq = clients[0].state["seq"] if clients[0].state else -1
        assert seq >= 6

        nodes[0].proc.send_signal(signal.SIGKILL)
        nodes[0].proc.wait(TIMEOUT)
        # the players on live processes keep their connections and get the table back ...
        for c in clients[1:]:
            c.wait(lambda m: m["type"] == "state")
        # ... the one on the dead process reconnects to another
        clients[0] = Client.open(nodes[2].ws, code, tokens[0])
        new_owner = owner(r, code)
        assert new_owner in (nodes[1].node, nodes[2].node)
        assert subscribers(r, code) == 1
        after = [position(c.state) for c in clients if c.state is not None]
        assert after == before
        assert all(c.state is not None and c.state["seq"] == seq for c in clients)
        assert replayed(db, code)[0] == seq  # nothing lost, nothing doubled

        def won() -> bool:
            return any(
                c.state is not None and c.state["view"]["winner"] is not None for c in clients
            )

        play_until(clients, won)  # and the game goes on to its end
        count, game = replayed(db, code)
        assert game.winner >= 0 and count > seq
        assert owner(r, code) == new_owner
        for c in clients:
            own_secrets_only(c)
            c.close()
    r.close()


def test_a_process_that_loses_its_lease_stops_refereeing(tmp_path: Path, redis_url: str) -> None:
    db = tmp_path / "cluster.db"
    r = redis.Redis.from_url(redis_url)
    with cluster(db, redis_url, n=2) as nodes:
        code, _, clients = mid_game(nodes, ("Anna", "Boris"), 3)
        before = [position(c.state) for c in clients if c.state is not None]
        # another holder takes the lease (as after a pause longer than the lease)
        r.set(f"svintus:lease:{code}", "ghost", px=120_000)
        until(lambda: subscribers(r, code) == 0, "the owner to let the table go")
        stored = replayed(db, code)[0]
        r.delete(f"svintus:lease:{code}")  # the holder is gone: a process takes it over
        for c in clients:
            c.wait(lambda m: m["type"] == "state")
        until(lambda: owner(r, code) in (nodes[0].node, nodes[1].node), "a new owner")
        assert [position(c.state) for c in clients if c.state is not None] == before
        assert replayed(db, code)[0] == stored
        mover = mover_of(clients)
        step(mover, [c for c in clients if c is not mover])
        assert replayed(db, code)[0] == stored + 1
        for c in clients:
            c.close()
    r.close()


def test_a_table_nobody_joins_is_closed_and_leaves_the_cluster(
    tmp_path: Path, redis_url: str
) -> None:
    """Issue #14.3 in a cluster: a table nobody joined within --waiting-seconds is closed;
    its owner lets it go (out of memory, lease given up) and no process takes it again:
    every lookup and join answers 404. A finished or waiting table nobody is connected to
    leaves its owner's memory after --sweep-seconds and loads again on demand."""
    db = tmp_path / "cluster.db"
    r = redis.Redis.from_url(redis_url)
    with cluster(
        db, redis_url, n=2, extra=("--waiting-seconds", "2", "--sweep-seconds", "1")
    ) as nodes:
        kept = nodes[0].create(players=2)
        token = nodes[1].join(kept, "Anna")  # a seat taken: a waiting table, not abandoned
        abandoned = nodes[0].create(players=2)
        assert owner(r, abandoned) == nodes[0].node
        until(lambda: subscribers(r, abandoned) == 0 and owner(r, abandoned) is None, "eviction")
        until(lambda: owner(r, kept) is None, "the idle waiting table to leave memory")
        storage = Storage(f"sqlite:///{db}")
        try:
            row = storage.load_table(abandoned)
            assert row is not None and row.status == "closed"  # its record stays
        finally:
            storage.close()
        for node in nodes:
            assert (
                httpx.get(f"{node.url}/api/tables/{abandoned}", timeout=TIMEOUT).status_code == 404
            )
            assert node.post(f"/api/tables/{abandoned}/join", {"name": "Boris"}).status_code == 404
        time.sleep(2.5)  # a sweep or two: nobody takes the closed table back
        assert owner(r, abandoned) is None and subscribers(r, abandoned) == 0
        # the waiting table with a seat taken comes back on demand, and is still waiting
        info = httpx.get(f"{nodes[1].url}/api/tables/{kept}", timeout=TIMEOUT).json()
        assert info["status"] == "waiting" and owner(r, kept) is not None
        anna = Client.open(nodes[0].ws, kept, token)
        boris = Client.open(nodes[1].ws, kept, nodes[1].join(kept, "Boris"))
        assert anna.state is not None and boris.state is not None
        anna.close()
        boris.close()
    r.close()


def test_serve_refuses_a_bad_or_unreachable_redis_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["serve", "--redis", "http://127.0.0.1:1/0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("svintus: error: --redis") and err.count("\n") == 1
    assert main(["serve", "--redis", f"redis://127.0.0.1:{free_port()}/0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("svintus: error: cannot reach Redis") and err.count("\n") == 1


def test_loadtest_spreads_its_clients_over_the_processes(tmp_path: Path, redis_url: str) -> None:
    with cluster(tmp_path / "cluster.db", redis_url, n=2) as nodes:
        cmd = [sys.executable, "-m", "svintus", "loadtest", "--tables", "2", "--seconds", "4"]
        for node in nodes:
            cmd += ["--url", node.url]
        out = subprocess.run([*cmd, "--json"], capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        report = json.loads(out.stdout)
        assert report["servers"] == 2 and report["clients"] == 8
        assert report["errors"] == 0 and report["actions"] > 0


def test_r12_6_a_feat_played_through_a_relay_is_judged_by_the_owner(
    tmp_path: Path, redis_url: str
) -> None:
    """A person connected to another process than the table's owner plays a Slabo? feat:
    the owner's pings, its stages and the person's pongs and press go through Redis, and
    the owner records its own score (R12.6)."""
    db = tmp_path / "cluster.db"
    r = redis.Redis.from_url(redis_url)
    with cluster(db, redis_url, n=2) as nodes:
        options = {
            "custom_deck": {"number": 1, "slabo": 3},
            "hand_size": 5,
            "turn_seconds": 1.5,
            "race_seconds": 20,
            "match_points": 500,
        }
        code = nodes[0].create(players=3, bots=2, bot_level="random", options=options)
        assert owner(r, code) == nodes[0].node
        person = Client.open(nodes[1].ws, code, nodes[1].join(code, "Anna"))  # a relay
        # The person plays a Slabo? card whenever they can and gives up every other feat's
        # try at once: the reaction feat (set by them, or by a bot for them to try) then
        # comes within a few Slabo? cards, each feat once a session (R12.6), instead of
        # waiting out a window per feat of a bot's that nobody tries.
        deadline = time.monotonic() + 300  # a quiet machine finds it in seconds
        offered = None
        while offered is None:
            if time.monotonic() >= deadline:
                view = person.state["view"] if person.state else {}
                raise AssertionError(
                    "no Slabo? feat reached the person in 300 s; last state: "
                    f"{person.state and person.state.get('action')!r}, legal "
                    f"{person.state and person.state.get('legal')!r}, challenge "
                    f"{view.get('challenge')!r}"
                )
            person.drain(0.05)
            legal = person.state["legal"] if person.state else []
            feats = [a for a in legal if a in ("feat reaction", "try reaction")]
            others = [a for a in legal if a.split()[0] == "try"]
            if feats:
                offered = feats[0]
            elif others:
                person.send({"type": "action", "action": others[0]})  # a try given up
                person.drain(0.2)
            elif legal and person.state and person.state["view"]["current"] == person.seat:
                turn = [a for a in legal if a.split()[0] in ("play", "draw", "pass", "accept")]
                turn.sort(key=lambda a: "slabo" not in a)
                if turn:
                    person.send({"type": "action", "action": turn[0]})
                    person.drain(0.2)
        person.send({"type": "feat", "do": "start", "feat": "reaction"})
        go = answering(person, lambda m: m["type"] == "feat" and m["stage"] in ("go", "done"))
        assert go["stage"] == "go", go
        idle(person, 0.3)  # presses 0.3 s after GO!
        person.send({"type": "feat", "do": "press"})
        done = answering(person, lambda m: m["type"] == "feat" and m["stage"] == "done")
        score = int(done["score"])
        assert 100 <= score < 9999, done
        verb = offered.split()[0]
        person.wait(lambda m: m["type"] == "state" and m["action"] == f"p1 {verb} reaction {score}")
        person.close()
    r.close()


def test_r14_8_through_a_relay_every_message_is_built_for_its_receiver_and_text_is_checked(
    tmp_path: Path, redis_url: str
) -> None:
    """Issue #14 (points 1 and 2) through a relay: a person and a spectator on a process
    that does not own the table, a person on its owner, two bots, a full box. Bad text
    is refused by the relay as by one process and deafens nobody; afterwards every state
    each of them got is checked against the games replayed from the database, as in
    test_secrecy_wire.py (views, events, the last action's text, legal actions, no seed
    and no token anywhere)."""
    from types import SimpleNamespace

    from .test_secrecy_wire import SPECTATOR, check_state, random_action, secrets_of, truths

    db = tmp_path / "cluster.db"
    rng = random.Random("relay-secrecy")
    with cluster(db, redis_url, n=2) as nodes:
        # four cards a hand: a random full_box game usually ends in seconds, and a run once
        # saw none end in 240 s with five
        options = {"hand_size": 4, "match_points": 15, "turn_seconds": 1.0, "slap_seconds": 0.5}
        code = nodes[0].create(
            players=4, recipe="full_box", bots=2, bot_level="random", options=options
        )
        tokens = [nodes[1].join(code, "Anna"), nodes[0].join(code, "Boris")]
        relayed = Client.open(nodes[1].ws, code, tokens[0])
        owned = Client.open(nodes[0].ws, code, tokens[1])
        watcher = Client.open(nodes[1].ws, code, None)
        # text that cannot hurt (server/text.py): refused at the relay, nothing changes
        for bad in (
            {"type": "chat", "text": "\ud800"},
            {"type": "chat", "text": "hi\x07"},
            {"type": "action", "action": "draw", "id": "\udfff"},
            {"type": "ping", "id": "a\x00"},
        ):
            relayed.send(bad)
            assert relayed.error()["code"] == "bad_text", bad
        watcher.send({"type": "chat", "text": "\ud800"})
        assert watcher.error()["code"] == "bad_text"
        relayed.send({"type": "chat", "text": "Хрю!"})  # and good text goes through
        heard = owned.wait(lambda m: m["type"] == "state" and m["action"] == "p1 say Хрю!")
        assert [e["text"] for e in heard["events"] if e["kind"] == "spoke"] == ["Хрю!"]
        # the seat is the owner's word, not a relay's: a message in the inbox from a
        # connection the owner never attached is refused, whatever seat it names
        r = redis.Redis.from_url(redis_url, decode_responses=True)
        ghost = r.pubsub(ignore_subscribe_messages=True)
        ghost.subscribe("svintus:to:ghost")
        forged = {"k": "m", "n": "ghost", "c": 7, "s": 0, "d": {"type": "chat", "text": "forged"}}
        assert r.publish(f"svintus:table:{code}", json.dumps(forged)) == 1
        answers: list[Any] = []
        deadline = time.monotonic() + 5
        while len(answers) < 2 and time.monotonic() < deadline:
            got = ghost.get_message(timeout=0.5)
            if got is not None:
                answers.append(got)
        assert [a["data"].split("\n")[0] for a in answers] == ["m 7", "u 7"], answers
        assert json.loads(answers[0]["data"].split("\n", 1)[1])["code"] == "unavailable"
        ghost.close()
        r.close()

        deadline = time.monotonic() + 240  # long enough for a game to end on a busy machine
        acted: dict[int, tuple[int, int, int]] = {}
        storage = Storage(f"sqlite:///{db}")
        try:
            while time.monotonic() < deadline:
                for c in (relayed, owned):
                    c.drain(0.03)
                watcher.drain(0.0)
                state = relayed.state
                if state is not None and state["table"]["match_over"]:
                    break
                playing = state is not None and state["table"]["status"] == "playing"
                if len(storage.games(code, 0)) - playing >= 2:
                    break
                for c in (relayed, owned):
                    s = c.state
                    if s is None or s["view"] is None or c.seat is None:
                        continue
                    key = (s["table"]["match"], s["table"]["game"], s["seq"])
                    choice = random_action(s, rng)
                    if choice is not None and acted.get(c.seat) != key:
                        acted[c.seat] = key
                        c.send({"type": "action", "action": choice, "move": s["view"]["move"]})
            for c in (relayed, owned, watcher):
                c.drain(0.3)
            games = truths(SimpleNamespace(storage=storage), code)  # type: ignore[arg-type]
            forbidden = secrets_of(SimpleNamespace(storage=storage), code) + tokens  # type: ignore[arg-type]
        finally:
            storage.close()
        last = [m.get("action") for m in owned.received if m["type"] == "state"][-12:]
        assert any(t.final.over for t in games.values()), (
            f"no game played to its end: {len(games)} stored, states received "
            f"{[sum(m['type'] == 'state' for m in c.received) for c in (relayed, owned)]}, "
            f"the last actions the owner's person saw: {last}"
        )
        checked = {}
        for c in (relayed, owned, watcher):
            seat = SPECTATOR if c.seat is None else c.seat
            n = 0
            for msg in c.received:
                raw = json.dumps(msg, ensure_ascii=False)
                for secret in forbidden:
                    assert secret not in raw, f"a secret went to seat {seat}: {raw[:200]}"
                if msg["type"] != "state" or msg["view"] is None:
                    continue
                assert "forged" not in raw
                table = msg["table"]
                check_state(msg, seat, games[(table["match"], table["game"])])
                n += 1
            checked[seat] = n
        assert len(checked) == 3 and min(checked.values()) >= 10, checked
        for c in (relayed, owned, watcher):
            c.close()


def test_the_publisher_loses_only_the_message_that_cannot_be_sent() -> None:
    """Issue #14.2: a message Redis cannot be sent (a lone surrogate, whatever let it
    through) fails its pipelined batch; the owner's publisher then sends the batch one
    by one, so only that message is lost, in order, and the others' counts are true."""
    import asyncio

    from svintus.server.cluster import Publisher

    class Pipe:
        def __init__(self, client: Fake) -> None:
            self.client, self.items = client, []

        def publish(self, channel: str, text: str) -> None:
            self.items.append((channel, text))

        async def execute(self) -> list[int]:
            for _, text in self.items:
                text.encode("utf-8")  # as redis-py encodes: UnicodeEncodeError
            self.client.sent.extend(text for _, text in self.items)
            return [1] * len(self.items)

    class Fake:
        def __init__(self) -> None:
            self.sent: list[str] = []

        def pipeline(self, transaction: bool = False) -> Pipe:
            return Pipe(self)

        async def publish(self, channel: str, text: str) -> int:
            text.encode("utf-8")
            self.sent.append(text)
            return 1

    async def main() -> tuple[list[int], list[str]]:
        client = Fake()
        publisher = Publisher(client)
        futures = [publisher.put("c", text, want=True) for text in ("one", "\ud800", "three")]
        counts = [await f for f in futures if f is not None]
        publisher.put("c", "four")
        more = publisher.put("c", "five", want=True)
        assert more is not None
        counts.append(await more)
        publisher.task.cancel()
        await asyncio.gather(publisher.task, return_exceptions=True)
        return counts, client.sent

    counts, sent = asyncio.run(main())
    assert counts == [1, 0, 1, 1]
    assert sent == ["one", "three", "four", "five"]
