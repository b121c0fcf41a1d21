"""R14.8 over the wire, every field of every message (issue #14, point 1).

Tables of every recipe are played by people who pick at random among their legal
actions (so gifts, winks, dark cards, Challenge gives and payments all happen), by bots
and watched by a spectator; one of the people is the terminal client
(:class:`~svintus.terminal.online.OnlineSource`, what ``svintus play --server`` runs).
Every message each of them receives is kept, and so are the lobby's HTTP answers.
Afterwards each game is replayed from the database and every ``state`` is checked
against the truth at its ``seq``:

- ``view`` is exactly the engine's view for that receiver, ``legal`` and ``hints`` are
  the receiver's own, ``windows`` only those its view names;
- ``events`` are exactly the action's events as redacted for the receiver;
- ``action`` is the stored action in full when none of its events hides anything from
  the receiver; otherwise every card and player it names appears in the events as the
  receiver sees them (a dark card's face, a wink's addressee, cards chosen for a gift
  are ``?``), and the hidden parts were really there to hide;
- no message holds a seed, a seat's token, another seat's whole hand or a run of the
  deck's order, in any field.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import threading
import time
from collections import defaultdict
from typing import Any

import pytest

from svintus.engine.cards import card_name, face_of
from svintus.engine.errors import NotationError, SvintusError
from svintus.engine.events import Event, redact
from svintus.engine.game import Game, pname
from svintus.engine.match import Match
from svintus.engine.notation import format_action, parse_action
from svintus.engine.rules import Rules
from svintus.table.messages import event_json, legal_texts
from svintus.terminal.online import OnlineSource

from .conftest import TIMEOUT, LiveServer

SPECTATOR = -1
TABLE_EVENTS = ("game_started", "match_over", "offline", "online", "stand_in", "took_back")
PLAYER = re.compile(r"^p(\d+)$")
INFO_KEYS = {"code", "status", "rules", "bot_level", "seats", "free"}
SEAT_KEYS = {"seat", "name", "bot", "connected", "offline", "stand_in"}


def random_action(state: dict[str, Any], rng: random.Random) -> str | None:
    """A person who clicks anything legal, rarely leaving the seat."""
    legal = [a for a in state.get("legal") or [] if a not in ("away", "back")]
    if not legal or state.get("view") is None:
        return None
    plays = [a for a in legal if a.split()[0] in ("play", "dark", "give", "pay", "etiquette")]
    if plays and rng.random() < 0.7:
        return rng.choice(plays)
    return rng.choice(legal)


class Terminal(OnlineSource):
    """The terminal client at a seat, acting at random; it keeps every message."""

    def __init__(self, server: str, code: str, seed: int) -> None:
        super().__init__(server, code, name="Term")
        self.messages: list[dict[str, Any]] = []
        self.rng = random.Random(seed)
        self.acted: tuple[Any, ...] | None = None

    def receive(self, msg: dict[str, Any]) -> None:
        super().receive(msg)
        if msg.get("type") == "state":  # as the terminal keeps it (protocol 2)
            msg = self.whole(msg)
        self.messages.append(msg)
        if msg.get("type") != "state" or msg.get("view") is None or self.seat < 0:
            return
        key = (msg["table"]["match"], msg["table"]["game"], msg["seq"])
        choice = random_action(msg, self.rng)
        if choice is None or key == self.acted:
            return
        self.acted = key
        try:
            action = parse_action(f"{pname(self.seat)} {choice}", int(msg["view"]["players"]))
        except SvintusError:
            return
        self.act(action._replace(move=int(msg["view"]["move"])))


def run_terminal(term: Terminal, stop: threading.Event) -> threading.Thread:
    async def main() -> None:
        await term.start()
        while not stop.is_set():
            await asyncio.sleep(0.05)
        await term.close()

    thread = threading.Thread(target=lambda: asyncio.run(main()), daemon=True)
    thread.start()
    return thread


# ----------------------------------------------------------------- the truth


class Truth:
    """One stored game replayed: the game after each action and each action's events."""

    def __init__(self, match: Match, actions: list[str], rules: Rules) -> None:
        game = match.new_game()
        self.steps: list[tuple[Game, list[Event], Any]] = []
        self.deal = list(game.events)
        self.games: list[Game] = [game.copy()]
        self.events: list[list[Event]] = [list(game.events)]
        self.actions: list[Any] = [None]
        for text in actions:
            action = parse_action(text, rules.players)
            events = game.apply(action)
            self.games.append(game.copy())
            self.events.append(list(events))
            self.actions.append(action)
        self.final = game


def truths(live: LiveServer, code: str) -> dict[tuple[int, int], Truth]:
    row = live.storage.load_table(code)
    assert row is not None
    rules = Rules.from_json(row.rules)
    names = tuple(s.name or f"p{i + 1}" for i, s in enumerate(row.seats))
    out: dict[tuple[int, int], Truth] = {}
    for m in live.storage.matches(code):
        match = Match(rules, m.seed, names=names)
        for g in live.storage.games(code, m.idx):
            stored = [text for _, text in live.storage.actions(g.id)]
            truth = Truth(match, stored, rules)
            out[(m.idx, g.idx)] = truth
            if truth.final.over:
                match.finish_game(truth.final)
    return out


def secrets_of(live: LiveServer, code: str) -> list[str]:
    """The strings no message may hold: the seeds of the matches and games."""
    out = []
    for m in live.storage.matches(code):
        out.append(str(m.seed))
        out.extend(str(g.seed) for g in live.storage.games(code, m.idx))
    return out


# ----------------------------------------------------------------- the checks


def lists_in(node: Any, out: list[list[str]]) -> None:
    if isinstance(node, dict):
        for value in node.values():
            lists_in(value, out)
    elif isinstance(node, list):
        if node and all(isinstance(x, str) for x in node):
            out.append(node)
        for item in node:
            lists_in(item, out)


def is_card(word: str) -> bool:
    try:
        face_of(word)
    except NotationError:
        return False
    return True


def without_t(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return json.loads(json.dumps([{k: v for k, v in e.items() if k != "t"} for e in events]))


def check_action(text: str, action: Any, events: list[Event], viewer: int) -> None:
    full = format_action(action._replace(move=None))
    hidden = [e for e in events if redact(e, viewer) != e]
    if viewer == action.player:
        assert text == full, (viewer, text, full)
        return
    if text == full and not hidden:
        return  # nothing to hide from this viewer, and everything shown
    # something is hidden from the viewer (or the text hides more than the events do,
    # as a Challenge give whose cards are handed over later): each shown card or player
    # must be one the events show this viewer
    seen = json.dumps([event_json(e, viewer, 0) for e in events])
    players = {
        int(n)
        for n in re.findall(
            r'"(?:player|target|giver|receiver|winker|'
            r"addressee|offender|catcher|noticer|thrower|"
            r'checker|owner|wearer|performer)": (-?\d+)',
            seen,
        )
    }
    words = text.split(" ")
    assert len(words) == len(full.split(" ")), (text, full)
    for word, truth in zip(words, full.split(" "), strict=True):
        if word == "?":
            continue  # hidden
        assert word == truth, (viewer, text, full)
        if is_card(word):
            assert f'"{word}"' in seen, f"{text!r} shows {word} to seat {viewer}: {seen}"
        m = PLAYER.match(word)
        if m and word != words[0]:
            assert int(m.group(1)) - 1 in players, f"{text!r} names {word} to seat {viewer}"


def check_state(msg: dict[str, Any], viewer: int, truth: Truth) -> None:
    k = msg["seq"]
    game = truth.games[k]
    # the view: exactly the engine's for this receiver
    assert msg["view"] == json.loads(json.dumps(game.view(viewer))), (viewer, k)
    if viewer == SPECTATOR:
        assert msg["legal"] == [] and msg["offers"] == [] and msg["hints"] == []
    else:
        mine = set(legal_texts(game.legal_actions(viewer)))
        assert set(msg["legal"]) <= mine, (viewer, set(msg["legal"]) - mine)
        for hint in msg["hints"]:
            assert parse_action(f"{pname(viewer)} {hint}", game.n).player == viewer
    view_text = json.dumps(msg["view"], ensure_ascii=False)
    for w in msg["windows"]:
        assert json.dumps(w["key"], ensure_ascii=False) in view_text
    for w in msg["clock"]["windows"]:
        assert set(w) == {"family", "ms_left"}
    # the events: exactly this action's, as redacted for the receiver
    engine = [e for e in msg["events"] if e["kind"] not in TABLE_EVENTS]
    action = msg["action"]
    if msg.get("history"):  # a (re)connection: the game so far, each event redacted
        expected = [event_json(e, viewer, 0) for j in range(k + 1) for e in truth.events[j]]
        assert without_t(engine) == without_t(expected), (viewer, k)
    elif action is None:
        expected = [event_json(e, viewer, 0) for e in truth.events[k]] if k == 0 else []
        chats = [e for e in engine if e["kind"] == "spoke"]
        rest = [e for e in engine if e["kind"] != "spoke"]
        assert rest == [] or without_t(rest) == without_t(expected), (viewer, rest)
        assert all(set(e) == {"kind", "player", "text", "broke_silence", "t"} for e in chats)
    if action is not None:
        assert k > 0
        expected = [event_json(e, viewer, 0) for e in truth.events[k]]
        if not msg.get("history"):
            assert without_t(engine) == without_t(expected), (viewer, k, engine, expected)
        check_action(action, truth.actions[k], truth.events[k], viewer)
    # nothing else's hand, nor a run of the deck, in any list of any field
    own = set(msg["view"]["hand"] or [])
    deck = [card_name(f) for f in game.deck]
    runs = {tuple(deck[i : i + 4]) for i in range(len(deck) - 3)}
    others = [sorted(card_name(f) for f in h) for q, h in enumerate(game.hands) if q != viewer]
    found: list[list[str]] = []
    lists_in(msg, found)
    for names in found:
        if len(names) >= 3 and names in others and not set(names) <= own:
            pytest.fail(f"seat {viewer} was sent another hand: {names}")
        if len(names) >= 4 and not set(names) <= own:
            for i in range(len(names) - 3):
                assert tuple(names[i : i + 4]) not in runs, f"a run of the deck: {names}"


RECIPES = [
    ("classic", 4, 2),
    ("simple", 3, 1),
    ("paranoid", 3, 1),
    ("artistic", 4, 2),
    ("with_challenge", 4, 2),
    ("full_box", 5, 3),
]


@pytest.mark.parametrize(("recipe", "players", "bots"), RECIPES)
def test_every_message_is_built_for_its_receiver(
    live: LiveServer, recipe: str, players: int, bots: int
) -> None:
    rng = random.Random(f"{recipe}-{players}")
    options = {"hand_size": 5, "match_points": 15, "turn_seconds": 1.0, "slap_seconds": 0.5}
    code = live.create(
        players=players, recipe=recipe, bots=bots, bot_level="random", options=options
    )
    lobby: list[str] = []
    with live.http() as http:
        lobby.append(http.get(f"/api/tables/{code}").text)
    _, t0 = live.join(code, "Anna")
    person = live.client(code, t0)
    watcher = live.client(code, None)
    stop = threading.Event()
    term = Terminal(live.url, code, rng.randrange(1 << 30))
    thread = run_terminal(term, stop)
    tokens = [t0]
    try:
        deadline = time.monotonic() + 150
        acted: tuple[Any, ...] | None = None
        while time.monotonic() < deadline:
            person.drain(0.05)
            watcher.drain(0.0)
            state = person.state
            if state is not None and state["table"]["match_over"]:
                break
            finished = len(live.storage.games(code, 0)) - (
                state is not None and state["table"]["status"] == "playing"
            )
            if finished >= 3:
                break
            if state is None or state["view"] is None:
                continue
            key = (state["table"]["match"], state["table"]["game"], state["seq"])
            choice = random_action(state, rng)
            if choice is not None and key != acted:
                acted = key
                msg: dict[str, Any] = {"type": "action", "action": choice}
                msg["move"] = state["view"]["move"]
                person.send(msg)
            if rng.random() < 0.01:
                person.send({"type": "chat", "text": rng.choice(["Oink", "Хрю!", "gg"])})
            if rng.random() < 0.02:
                with live.http() as http:
                    lobby.append(http.get(f"/api/tables/{code}").text)
        person.drain(0.3)
        watcher.drain(0.3)
    finally:
        stop.set()
        thread.join(TIMEOUT)
    with live.http() as http:
        lobby.append(http.get(f"/api/tables/{code}").text)
    assert term.seat >= 0
    stored_token = term.tokens.get(term.key)
    if stored_token:
        tokens.append(stored_token)

    games = truths(live, code)
    rows = [(g.idx, g.winner) for g in live.storage.games(code, 0)]
    assert any(t.final.over for t in games.values()), f"no game played to its end: {rows}"
    forbidden = secrets_of(live, code) + tokens
    received: list[tuple[int, dict[str, Any]]] = []
    for client in (person, watcher):
        seat = SPECTATOR if client.seat is None else client.seat
        received.extend((seat, m) for m in client.received)
    received.extend((term.seat, m) for m in term.messages)
    checked: dict[int, int] = defaultdict(int)
    for seat, msg in received:
        raw = json.dumps(msg, ensure_ascii=False)
        for secret in forbidden:
            assert secret not in raw, f"a secret went to seat {seat}: {raw[:200]}"
        if msg["type"] != "state" or msg["view"] is None:
            continue
        table = msg["table"]
        check_state(msg, seat, games[(table["match"], table["game"])])
        checked[seat] += 1
    for text in lobby:
        info = json.loads(text)
        assert set(info) == INFO_KEYS
        assert all(set(s) == SEAT_KEYS for s in info["seats"])
        for secret in forbidden:
            assert secret not in text
    assert len(checked) == 3 and min(checked.values()) >= 10, dict(checked)
    person.close()
    watcher.close()


def test_the_hidden_parts_were_there_to_hide() -> None:
    """The check above is not vacuous: a stored action with a hidden part, read by
    another seat, differs from the full text (R9.2, R14.5, R10.1)."""
    from svintus.engine import actions as A
    from svintus.engine.events import DarkCard, Given, Winked
    from svintus.engine.notation import format_action_for

    dark = A.dark(1, face_of("B4"), face_of("G6"))
    events: list[Event] = [DarkCard(1, face_of("G6"), face_of("B4"))]
    assert format_action_for(dark, 0, events) == "p2 dark ? as G6"
    with pytest.raises(AssertionError):
        check_action(format_action(dark), dark, events, 0)
    check_action("p2 dark ? as G6", dark, events, 0)
    wink = A.wink(3, 1)
    winked: list[Event] = [Winked(1, 3, 1)]
    assert format_action_for(wink, 2, winked) == "p4 wink ?"
    with pytest.raises(AssertionError):
        check_action("p4 wink p2", wink, winked, 2)
    check_action("p4 wink p2", wink, winked, 1)
    gift = A.give(0, face_of("R5"))
    given: list[Event] = [Given(0, 2, 1, "neither_nor", (face_of("R5"),))]
    assert format_action_for(gift, 1, given) == "p1 give ?"
    assert format_action_for(gift, 2, given) == "p1 give R5"
    with pytest.raises(AssertionError):
        check_action("p1 give R5", gift, given, -1)
