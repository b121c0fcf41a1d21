"""A seat at an online table from the terminal: the protocol of docs/protocol.md.

``svintus play --server URL --table CODE`` joins the table over HTTP (``POST
/api/tables/CODE/join``), keeps the seat's token so that a second run returns to the
same seat, and then speaks the WebSocket protocol the web page speaks: ``hello``,
``welcome``, a ``state`` after every change, ``action`` and ``chat`` from the person.
The full-screen app draws the states exactly as it draws a local table.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine import actions as A
from ..engine import events as ev
from ..engine.actions import Act, Action
from ..engine.cards import COLOURS, KINDS_BY_ID, face_of
from ..engine.errors import SvintusError
from ..engine.game import pname
from ..engine.notation import format_action, parse_action
from ..engine.rules import match_threshold
from .feats import feat_of
from .refusals import refusal
from .source import CHAT, ERROR, EVENT, INFO, FeedHook, Snapshot
from .words import Teller, action_label, tr

PROTOCOL = 2  # docs/protocol.md: a state's table part comes when it changed


class OnlineError(SvintusError):
    """The server cannot be reached, the table does not exist or is full."""


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name).lstrip("_")


_EVENTS: dict[str, Any] = {
    _snake(cls.__name__): cls
    for cls in (
        ev.Dealt,
        ev.StartCard,
        ev.StartCardReturned,
        ev.Played,
        ev.Declared,
        ev.PenaltyPending,
        ev.PenaltyAccepted,
        ev.Took,
        ev.Reshuffled,
        ev.Skipped,
        ev.Reversed,
        ev.ColourNamed,
        ev.SilenceStarted,
        ev.SilenceEnded,
        ev.Spoke,
        ev.RaceOpened,
        ev.Slapped,
        ev.RaceClosed,
        ev.Caught,
        ev.TimedOut,
        ev.Passed,
        ev.IncorrectMove,
        ev.GameWon,
        ev.Blocked,
    )
}


def event_from_json(data: dict[str, Any]) -> ev.Event | None:
    """A protocol event back as the engine's event (for the feed); None if unknown."""
    cls = _EVENTS.get(str(data.get("kind")))
    if cls is None:
        return None
    values: list[Any] = []
    try:
        for name in cls._fields:
            if name == "card":
                values.append(face_of(data["card"]) if data.get("card") else -1)
            elif name == "cards":
                values.append(tuple(face_of(c) for c in data.get("cards", [])))
            elif name == "kind":
                values.append(KINDS_BY_ID[data["penalty"]].code)
            elif name == "colour":
                colour = data.get("colour")
                values.append(COLOURS.index(colour) if colour in COLOURS else -1)
            elif name == "losers":
                values.append(tuple(data["losers"]))
            else:
                values.append(data[name])
    except (KeyError, ValueError, TypeError, SvintusError):
        return None
    event: ev.Event = cls(*values)
    return event


def action_text(action: Action) -> str:
    """An action as a client sends it: the notation without the player."""
    return format_action(action).split(" ", 1)[1]


def ws_url(server: str, code: str) -> str:
    parts = urllib.parse.urlsplit(server)
    scheme = {"https": "wss", "wss": "wss"}.get(parts.scheme, "ws")
    path = parts.path.rstrip("/")
    return urllib.parse.urlunsplit((scheme, parts.netloc, f"{path}/ws/{code}", "", ""))


def http_base(server: str) -> str:
    parts = urllib.parse.urlsplit(server if "://" in server else f"http://{server}")
    scheme = {"wss": "https", "ws": "http"}.get(parts.scheme, parts.scheme)
    return urllib.parse.urlunsplit((scheme, parts.netloc, parts.path.rstrip("/"), "", ""))


def join(server: str, code: str, name: str, timeout: float = 10.0) -> tuple[int, str]:
    """Take a free seat: ``(seat, token)``. Raises :class:`OnlineError` with one line."""
    url = f"{http_base(server)}/api/tables/{urllib.parse.quote(code)}/join"
    body = json.dumps({"name": name}).encode()
    req = urllib.request.Request(
        url, data=body, headers={"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            data = json.load(r)
    except urllib.error.HTTPError as e:
        if e.code == 409:
            raise OnlineError(
                f"table {code} is full (watch it with --watch)", words="table_full", flag=code
            ) from None
        if e.code == 404:
            raise OnlineError(
                f"there is no table {code} at {server}",
                words="no_table",
                flag=code,
                path=server,
            ) from None
        code_, message = _error(e)
        if code_:  # the server said why: in the player's words (terminal/refusals.py)
            said = refusal(code_, message)
            raise OnlineError(
                f"{server}: {said}", words="refused", path=server, text=said
            ) from None
        raise OnlineError(
            f"{url}: HTTP {e.code} {message}", words="http_error", path=url, number=e.code
        ) from None
    except (urllib.error.URLError, OSError) as e:
        reason = getattr(e, "reason", e)
        raise OnlineError(
            f"cannot reach {server}: {reason}", words="no_server", path=server
        ) from None
    return int(data["seat"]), str(data["token"])


def _error(e: urllib.error.HTTPError) -> tuple[str, str]:
    """The ``code`` and ``message`` of an HTTP refusal's body (empty when it has none)."""
    with contextlib.suppress(Exception):
        error = json.loads(e.read())["error"]
        return str(error.get("code") or ""), str(error.get("message") or "")
    return "", ""


def stand_in_words() -> str:
    """The status line's words while a bot plays the person's seat, and the way back."""
    return tr(
        " · a bot plays for you: a move of yours takes the seat back",
        " · за вас играет бот: ваш ход вернёт вам место",
    )


# the connection's state, as the status line says it
STATUS = {
    "connecting": ("connecting", "подключение"),
    "online": ("online", "на связи"),
    "watching": ("watching", "вы зритель"),
    "reconnecting": ("reconnecting", "переподключение"),
    "disconnected": ("disconnected", "нет связи"),
}


class TokenStore:
    """Seat tokens by server and table, in a small JSON file (like the page's storage)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path

    def _load(self) -> dict[str, str]:
        if self.path is None or not self.path.exists():
            return {}
        try:
            data = json.loads(self.path.read_text("utf-8"))
        except (OSError, ValueError):
            return {}
        return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}

    def get(self, key: str) -> str | None:
        return self._load().get(key)

    def put(self, key: str, token: str | None) -> None:
        if self.path is None:
            return
        data = self._load()
        if token is None:
            data.pop(key, None)
        else:
            data[key] = token
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(data, indent=1), "utf-8")
        with contextlib.suppress(OSError):
            self.path.chmod(0o600)


def _ignore_feed(line: str, kind: str) -> None:
    pass


def _ignore() -> None:
    pass


class OnlineSource:
    """A seat (or a spectator's place) at an online table, over one WebSocket."""

    def __init__(
        self,
        server: str,
        code: str,
        name: str = "player",
        watch: bool = False,
        tokens: TokenStore | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.server = server
        self.code = code
        self._teller: Teller | None = None
        self.name = name
        self.watch = watch
        self.tokens = tokens or TokenStore(None)
        self.clock = clock
        self.seat = -1
        self.shown: tuple[int, int] | None = None  # the game this screen said it shows
        self._told: tuple[Any, int] = (None, 0)  # (match, game) and how many events told
        self.on_feed: FeedHook = _ignore_feed
        self.on_change: Callable[[], None] = _ignore
        self.state: dict[str, Any] | None = None
        self.table: dict[str, Any] = {}
        self.rules: dict[str, Any] = {}  # the table's rules, from the welcome (never change)
        self.received = 0.0
        self.status = "connecting"
        self.errors: list[dict[str, Any]] = []
        self._ws: Any = None
        self._reader: asyncio.Task[None] | None = None
        self._sent = 0
        self._outbox: dict[str, tuple[str, Action | None]] = {}  # id -> (type, action)
        self._closing = False
        self.feat: OnlineFeat | None = None  # the person's Slabo? feat under way

    @property
    def key(self) -> str:
        return f"{http_base(self.server)}|{self.code}"

    # ------------------------------------------------------------------ connecting

    async def start(self) -> None:
        await self.connect()
        self._reader = asyncio.create_task(self.read_forever())

    async def connect(self) -> None:
        """Join (or reuse the stored token), open the socket, say hello, read welcome."""
        import websockets

        token: str | None = None
        if not self.watch:
            token = self.tokens.get(self.key)
            if token is None:
                _, token = await asyncio.to_thread(join, self.server, self.code, self.name)
                self.tokens.put(self.key, token)
        for attempt in range(2):
            try:
                ws = await websockets.connect(ws_url(self.server, self.code), max_size=2**16)
            except (OSError, websockets.exceptions.WebSocketException) as e:
                raise OnlineError(
                    f"cannot connect to {self.server}: {e}", words="no_server", path=self.server
                ) from None
            await ws.send(json.dumps({"type": "hello", "v": PROTOCOL, "token": token}))
            reply = json.loads(await ws.recv())
            if reply.get("type") == "welcome":
                self._ws = ws
                seat = reply.get("seat")
                self.seat = -1 if seat is None or int(seat) < 0 else int(seat)
                self.shown = None  # a new connection says it again
                self.table = reply.get("table") or {}
                self.rules = self.table.get("rules") or {}
                self.status = "online" if self.seat >= 0 else "watching"
                where = f"{self.code} ({self.server})"
                self.on_feed(
                    tr(
                        f"At table {where}, seat {self.seat + 1}",
                        f"Вы за столом {where}, место {self.seat + 1}",
                    )
                    if self.seat >= 0
                    else tr(f"Watching table {where}", f"Вы смотрите стол {where}"),
                    INFO,
                )
                return
            await ws.close()
            error = reply.get("error") or reply
            if attempt == 0 and token is not None and error.get("code") == "bad_hello":
                # a stored token the server no longer knows: take a new seat
                self.tokens.put(self.key, None)
                _, token = await asyncio.to_thread(join, self.server, self.code, self.name)
                self.tokens.put(self.key, token)
                continue
            said = refusal(str(error.get("code") or ""), str(error.get("message") or reply))
            raise OnlineError(
                f"table {self.code}: {said}", words="table_refused", flag=self.code, text=said
            )

    async def read_forever(self, retries: int = 5, wait: float = 1.0) -> None:
        """Read states until we close; a dropped connection is opened again with the
        stored token, back at the same seat (a few tries, ``wait`` seconds apart)."""
        import websockets

        while True:
            ws = self._ws
            try:
                async for raw in ws:
                    self.receive(json.loads(raw))
            except websockets.exceptions.ConnectionClosed:
                pass
            if self._closing:
                return
            self.status = "reconnecting"
            self.on_feed(
                tr(
                    "The connection to the server dropped; reconnecting…",
                    "Связь с сервером прервалась; переподключение…",
                ),
                ERROR,
            )
            self.on_change()
            for _ in range(retries):
                await asyncio.sleep(wait)
                try:
                    await self.connect()
                    break
                except (OnlineError, OSError):
                    continue
            else:
                self.status = "disconnected"
                self.on_feed(
                    tr("The server cannot be reached; q leaves", "Сервер недоступен; q — выйти"),
                    ERROR,
                )
                self.on_change()
                return

    def receive(self, msg: dict[str, Any]) -> None:
        """One message from the server."""
        kind = msg.get("type")
        if kind == "state":
            msg = self.whole(msg)
            self.state = msg
            self.table = msg["table"]
            self.received = self.clock()
            events = list(msg.get("events") or [])
            table = msg.get("table") or {}
            key = (table.get("match"), table.get("game"))
            if msg.get("history") and key == self._told[0]:
                events = events[self._told[1] :]  # a reconnection: only what is new
            elif msg.get("history"):
                self._told = (key, 0)
            for data in events:
                self.tell(data)
            self._told = (key, (self._told[1] if key == self._told[0] else 0) + len(events))
            self.on_change()
            self.say_shown(msg)
        elif kind == "ping" and isinstance(msg.get("n"), str):
            self._pong(msg["n"])  # at once: the table measures our round trip (R12.6)
        elif kind == "feat":
            if self.feat is not None:
                self.feat.inbox.append(msg)
        elif kind == "error":
            self.errors.append(msg)
            self.on_feed(self.refused(msg), ERROR)
            self.on_change()

    def whole(self, msg: dict[str, Any]) -> dict[str, Any]:
        """A state as a whole (protocol 2 sends what it can leave out once): the table
        part of the state before when it is left out, the welcome's rules in the view."""
        whole = {**msg, "table": msg.get("table") or self.table}
        view = msg.get("view")
        if isinstance(view, dict) and "rules" not in view:
            whole["view"] = {**view, "rules": self.rules}
        return whole

    def refused(self, msg: dict[str, Any]) -> str:
        """The server's ``error`` in the player's words: by its code, after the move it
        refuses (what this terminal sent with that ``id``), or a chat line's own."""
        sent, action = self._outbox.get(str(msg.get("id")), ("", None))
        what = action_label(action, self.seat_names()) if action is not None else ""
        code, message = str(msg.get("code") or ""), str(msg.get("message") or "")
        return refusal(code, message, what=what, chat=sent == "chat")

    def say_shown(self, state: dict[str, Any]) -> None:
        """Once the screen has drawn a dealt game, tell the server: its clock waits for it
        (a fair first turn, docs/protocol.md)."""
        table = state.get("table") or {}
        if self.seat < 0 or state.get("view") is None or table.get("status") != "playing":
            return
        game = (int(table.get("match", 0)), int(table.get("game", 0)))
        if game != self.shown and self._ws is not None:
            self.shown = game
            self._send({"type": "shown", "game": game[1]})

    def tell(self, data: dict[str, Any]) -> None:
        kind = data.get("kind")
        if kind == "game_started":
            self._teller = None  # a new game: its windows start afresh
            n = int(data.get("game", 0)) + 1
            self.on_feed(tr(f"--- game {n} ---", f"--- партия {n} ---"), INFO)
        elif kind == "match_over":
            w = data.get("winner")
            if w is not None and 0 <= int(w) < len(self.seat_names()):
                name = self.seat_names()[int(w)]
                self.on_feed(tr(f"{name} wins the match", f"{name} выигрывает матч"), INFO)
        elif kind == "spoke" and data.get("player") is not None:
            self.on_feed(self.teller().json(data), CHAT)
        else:
            line = self.teller().json(data)  # every event, 2.0 too (svintus/phrases.py)
            if line:
                self.on_feed(line, EVENT)

    # ------------------------------------------------------------------ acting

    def _send(self, msg: dict[str, Any], action: Action | None = None) -> None:
        if self._ws is None:
            self.on_feed(tr("Not connected to the server", "Нет связи с сервером"), ERROR)
            return
        self._sent += 1
        msg["id"] = str(self._sent)
        # what was sent, to say what an error answers (the last few are enough)
        self._outbox[msg["id"]] = (str(msg["type"]), action)
        self._outbox.pop(str(self._sent - 64), None)
        asyncio.get_running_loop().create_task(self._ws.send(json.dumps(msg)))

    def act(self, action: Action) -> None:
        if action.kind == Act.SPEAK:
            self.chat(action.text)
            return
        msg: dict[str, Any] = {"type": "action", "action": action_text(action._replace(move=None))}
        if action.move is not None:
            msg["move"] = action.move
        self._send(msg, action)

    def chat(self, text: str) -> None:
        self._send({"type": "chat", "text": text})

    def _pong(self, nonce: str) -> None:
        if self._ws is not None:
            pong = json.dumps({"type": "pong", "n": nonce})
            asyncio.get_running_loop().create_task(self._ws.send(pong))

    def feat_port(self, action: Action) -> OnlineFeat:
        """A Slabo? feat played at the online table, which judges it (R12.6)."""
        self.feat = OnlineFeat(self, feat_of(action))
        return self.feat

    def rematch(self) -> None:
        self._send({"type": "rematch"})

    def tick(self) -> None:
        pass

    def next_game(self) -> None:
        pass  # the server deals the next game by itself

    def pause(self) -> None:
        pass  # an online table's clock never waits for one person

    def resume(self) -> None:
        pass

    async def close(self) -> None:
        self._closing = True
        if self._ws is not None:
            with contextlib.suppress(Exception):
                await self._ws.close()
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader

    # ------------------------------------------------------------------ the picture

    def teller(self) -> Teller:
        """The feed's sentences for this seat, with the table's seat names."""
        if self._teller is None:
            self._teller = Teller(self.seat, list(self.seat_names()))
        return self._teller

    def seat_names(self) -> tuple[str, ...]:
        """The seats by the names the feed gives them: a person's, «Бот 2», «Место 3»."""
        seats = sorted(self.table.get("seats") or [], key=lambda s: int(s.get("seat", 0)))
        return tuple(
            str(s.get("name") or tr(f"Bot {i + 1}", f"Бот {i + 1}"))
            if s.get("bot") or s.get("name")
            else tr(f"Seat {i + 1}", f"Место {i + 1}")
            for i, s in enumerate(seats)
        )

    def names(self) -> tuple[str, ...]:
        """A label per seat from the table's seats (``bot`` a level name or a flag)."""
        seats = list(self.table.get("seats") or [])
        order = sorted(range(len(seats)), key=lambda i: int(seats[i].get("seat", i)))
        out = []
        for i in order:
            s = seats[i]
            bot = s.get("bot")
            name = s.get("name")
            n = int(s.get("seat", i)) + 1
            if n - 1 == self.seat:  # the screen adds «(вы)» / "(you)"
                out.append(str(name or tr("Player", "Игрок")))
            elif bot:
                out.append(str(name or tr(f"Bot {n}", f"Бот {n}")))
            else:
                label = str(name or tr("(free)", "(свободно)"))
                away = tr(f"{label} (away)", f"{label} (не в сети)")
                out.append(label if s.get("connected", True) else away)
        return tuple(out)

    def stand_in(self) -> bool:
        """Whether a bot plays this seat now (the creator handed it, or its person was
        away): the screen then asks nothing of the person (docs/play.md)."""
        for s in self.table.get("seats") or []:
            if self.seat >= 0 and int(s.get("seat", -1)) == self.seat:
                return bool(s.get("stand_in"))
        return False

    def _kinds(self, rules: dict[str, Any]) -> tuple[str, ...]:
        """The kinds of the table's deck (details.py), read once from its rules."""
        from ..engine.rules import Rules
        from .details import deck_kinds

        key = repr(sorted(rules.items()))
        cached = getattr(self, "_deck", None)
        if cached is None or cached[0] != key:
            try:
                kinds = deck_kinds(Rules.from_json(rules))
            except (SvintusError, TypeError, ValueError):
                kinds = ()
            self._deck = (key, kinds)
            cached = self._deck
        return cached[1]

    def snapshot(self) -> Snapshot | None:
        state = self.state
        if state is None or not state.get("view"):
            return None
        view: dict[str, Any] = state["view"]
        table = state.get("table") or {}
        clock = state.get("clock") or {}
        elapsed = self.clock() - self.received
        rules = view.get("rules") or {}
        seat = self.seat
        legal: list[Action] = []
        if seat >= 0:
            for text in state.get("legal") or []:
                with contextlib.suppress(SvintusError):
                    legal.append(parse_action(f"{pname(seat)} {text}", int(view["players"])))
            if legal:
                legal.append(A.speak(seat))
        hints: list[Action] = []
        if seat >= 0:
            for text in state.get("hints") or []:
                with contextlib.suppress(SvintusError, TypeError):
                    hints.append(parse_action(f"{pname(seat)} {text}", int(view["players"])))
        windows = tuple(
            (str(w["key"]), max(float(w["ms_left"]) / 1000 - elapsed, 0.0))
            for w in state.get("windows") or []
            if isinstance(w, dict) and "key" in w and isinstance(w.get("ms_left"), (int, float))
        )

        def left(key: str) -> float | None:
            ms = clock.get(key)
            return None if ms is None else max(ms / 1000 - elapsed, 0.0)

        names = self.names()
        if len(names) != int(view["players"]):
            names = tuple(
                tr(f"Seat {p + 1}", f"Место {p + 1}") for p in range(int(view["players"]))
            )
        winner = table.get("winner")
        return Snapshot(
            kinds=self._kinds(rules),
            seat=seat,
            view=view,
            legal=tuple(legal),
            names=names,
            totals=tuple(table.get("scores") or [0] * int(view["players"])),
            history=tuple(tuple(h) for h in table.get("history") or []),
            target=int(table.get("target") or _target(rules, int(view["players"]))),
            game=int(table.get("game") or 0) + 1,
            turn_seconds=float(clock.get("turn_ms") or rules.get("turn_seconds", 8) * 1000) / 1000,
            turn_left=left("turn_ms_left"),
            slap_seconds=float(rules.get("slap_seconds", 3.0)),
            race_left=left("race_ms_left"),
            match_over=bool(table.get("match_over")),
            winner=-1 if winner is None else int(winner),
            status=tr(f"table {self.code}: ", f"стол {self.code}: ")
            + tr(*STATUS.get(self.status, (self.status, self.status)))
            + (tr(" (paused)", " (пауза)") if table.get("paused") else "")
            + (stand_in_words() if self.stand_in() else ""),
            stand_in=self.stand_in(),
            hints=tuple(hints),
            windows=windows,
        )


class OnlineFeat:
    """The terminal's side of a feat the online table judges (docs/protocol.md): start,
    presses and answers go out as ``feat`` messages, the table's stages come in. The
    table applies the judged action itself, so :attr:`judged` stays None."""

    def __init__(self, source: OnlineSource, feat: str) -> None:
        self.source = source
        self.feat = feat
        self.judged: Action | None = None
        self.inbox: list[dict[str, Any]] = []

    def start(self) -> None:
        self.source._send({"type": "feat", "do": "start", "feat": self.feat})

    def press(self) -> None:
        self.source._send({"type": "feat", "do": "press"})

    def answer(self, text: str) -> None:
        self.source._send({"type": "feat", "do": "answer", "text": text[:200]})

    def poll(self) -> list[dict[str, Any]]:
        out = [m for m in self.inbox if m.get("feat") == self.feat]
        self.inbox = []
        return out


def _target(rules: dict[str, Any], players: int) -> int:
    """R7.3: the match threshold, when the server does not send it."""
    points = rules.get("match_points")
    return int(points) if points else match_threshold(players)


def default_name() -> str:
    for var in ("SVINTUS_NAME", "USER", "USERNAME"):
        value = os.environ.get(var, "").strip()
        if value:
            return value[:24]
    return "player"


def tokens_path() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or os.path.join("~", ".local", "share")
    return Path(base, "svintus", "seats.json").expanduser()


def run_online(args: argparse.Namespace) -> int:
    """``svintus play --server URL --table CODE``: the full-screen app at an online seat."""
    from ..cli import UsageError
    from .app import SvintusApp

    if args.plain:
        raise UsageError(
            "an online table needs the full-screen game; leave out --plain", words="online_plain"
        )
    name = (args.name or default_name()).strip()
    source = OnlineSource(
        args.server, args.table.strip().upper(), name, args.watch, TokenStore(tokens_path())
    )
    if not args.watch:  # fail with one line before the screen opens
        key = source.key
        if source.tokens.get(key) is None:
            _, token = join(args.server, source.code, name)
            source.tokens.put(key, token)
    app = SvintusApp(source, bell=not getattr(args, "no_bell", False))
    code: int | None = app.run()
    if app.startup_error is not None:
        raise app.startup_error
    for line in app.farewell:
        print(line)
    return code or 0
