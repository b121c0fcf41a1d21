"""The Slabo? feats (R12.6) in the terminal: the table judges, the terminal shows.

The feat's content, its checking and its time are the table's (:mod:`svintus.table.feats`):
the terminal asks a :class:`FeatPort` to start the feat, shows the stage messages it
gets back (the same ``feat`` messages an online table sends, docs/protocol.md), and
passes on presses (Enter) and typed lines. Two ports: :class:`LocalFeat`, the local
table's own judge (offline play: the table's secret random source and its clock), and
``online.OnlineFeat`` (the messages go over the WebSocket). The plain mode plays a port
with :func:`run_plain`, the full-screen game with ``screens.FeatScreen``; both print
what :func:`lines` says of a stage.

When the feat is over, a port's :attr:`~FeatPort.judged` is the action with the table's
score for the front end to send (the local table accepts exactly that one; an online
table applies its own and the port leaves it None).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from ..engine.actions import Action
from ..table.feats import (
    CLICK_SECONDS,
    CLICKING,
    DONE,
    FALSE_START,
    GO,
    READY,
    RECALL,
    SHOW,
    TYPING,
    WAIT,
    FeatRun,
)
from ..table.feats import FEATS as FEATS
from ..table.feats import TWISTERS as TWISTERS
from .words import tr


def feat_of(action: Action) -> str:
    """The Slabo? feat a ``feat`` or ``try`` names (R12.6)."""
    assert action.feat is not None
    return FEATS[action.feat]


RULES = {
    "reaction": "press Enter as soon as GO! appears (lower is better)",
    "memory": "remember the digits, then type them back (longer is better)",
    "twister": "type the tongue-twister fast (characters per second)",
    "clicks": f"press Enter as many times as you can in {CLICK_SECONDS:g} s",
}
RULES_RU = {
    "reaction": "нажмите Enter, как только появится «ЖМИ!» (чем быстрее, тем лучше)",
    "memory": "запомните цифры, потом наберите их (чем длиннее, тем лучше)",
    "twister": "наберите скороговорку как можно быстрее (знаков в секунду)",
    "clicks": f"нажимайте Enter как можно чаще за {CLICK_SECONDS:g} с",
}
_NAMES = {
    "reaction": ("reaction", "реакция"),
    "memory": ("memory", "память"),
    "twister": ("tongue-twister", "скороговорка"),
    "clicks": ("clicks", "щелчки"),
}
PRESS, ANSWER, WAITING = "press", "answer", "waiting"  # what a stage wants from the player


class FeatPort(Protocol):
    """A feat played at a table: the terminal's side of it."""

    feat: str
    judged: Action | None  # when over: the action with the table's score to send, if any

    def start(self) -> None: ...

    def press(self) -> None: ...

    def answer(self, text: str) -> None: ...

    def poll(self) -> list[dict[str, Any]]:
        """The stage messages that came since the last poll, oldest first."""
        ...


class LocalFeat:
    """The local table's judge of one feat (offline play): a :class:`FeatRun` on the
    table's secret random source and the front end's clock; no network, no delay."""

    def __init__(self, action: Action, clock: Callable[[], float], secret: random.Random) -> None:
        self.action = action
        self.feat = feat_of(action)
        self.clock = clock
        self.secret = secret
        self.run: FeatRun | None = None
        self.judged: Action | None = None
        self.closed = False
        self._out: list[dict[str, Any]] = []

    @property
    def over(self) -> bool:
        return self.closed or (self.run is not None and self.run.done)

    def _changed(self) -> None:
        run = self.run
        assert run is not None
        self._out.append(run.shown())
        if run.done:
            self.judged = run.judged()

    def start(self) -> None:
        if self.run is None:
            self.run = FeatRun(self.action, self.clock(), self.secret)
            self._changed()

    def press(self) -> None:
        run = self.run
        if run is not None and not self.over:
            stage = run.stage
            run.press(self.clock())
            if run.stage != stage:
                self._changed()

    def answer(self, text: str) -> None:
        run = self.run
        if run is not None and not self.over and run.answer(text, self.clock()):
            self._changed()

    def poll(self) -> list[dict[str, Any]]:
        run = self.run
        if run is not None and not self.over and run.tick(self.clock()):
            self._changed()
        out, self._out = self._out, []
        return out

    def close(self) -> Action | None:
        """The feat's window closes: the play counts as far as it got (the action to
        apply), and the player is shown the score."""
        run = self.run
        if run is None or self.over:
            return None
        self.closed = True
        score = run.score_now()
        self._out.append({**run.shown(), "stage": DONE, "score": score, "note": "time"})
        return run.judged(score)


def wants(msg: dict[str, Any]) -> str:
    """What a stage waits for: a press (Enter), a typed line, the table, or nothing."""
    stage = msg.get("stage")
    if stage in (GO, READY, CLICKING):
        return PRESS
    if stage in (RECALL, TYPING):
        return ANSWER
    if stage == DONE:
        return DONE
    return WAITING


def feat_name(feat: str) -> str:
    """A feat's name in the game's language."""
    en, ru_text = _NAMES.get(feat, (feat, feat))
    return tr(en, ru_text)


def title(feat: str) -> str:
    """The line that opens a feat: its name and its rule, in the game's language."""
    return tr(
        f"Feat {feat_name(feat)}: {RULES.get(feat, '')} (the table measures)",
        f"Рекорд — {feat_name(feat)}: {RULES_RU.get(feat, '')} (замеряет стол)",
    )


GO_WORD = ("GO!", "ЖМИ!")


def lines(msg: dict[str, Any]) -> tuple[str, ...]:
    """What the terminal prints for a stage message of the table, in the game's language."""
    stage, feat = msg.get("stage"), str(msg.get("feat", ""))
    if stage == WAIT:
        return (
            tr(
                "Get ready... press Enter as soon as GO! appears (not before).",
                "Приготовьтесь... нажмите Enter, как только появится «ЖМИ!» (не раньше).",
            ),
        )
    if stage == GO:
        return (tr(*GO_WORD),)
    if stage == SHOW:
        return (tr("Remember: ", "Запомните: ") + " ".join(str(msg.get("sequence", ""))),)
    if stage == RECALL:
        hidden = tr(
            "(hidden) Type the digits you saw, then Enter:",
            "(скрыто) Наберите цифры, которые видели, и Enter:",
        )
        return (hidden,)
    if stage == TYPING:
        typing = tr(
            "Type this line as fast as you can, then Enter:",
            "Наберите эту строку как можно быстрее и Enter:",
        )
        return (typing, str(msg.get("twister", "")))
    if stage == READY:
        return (
            tr(
                f"Press Enter to start, then as many times as you can in {CLICK_SECONDS:g} s.",
                f"Нажмите Enter, чтобы начать, потом жмите как можно чаще {CLICK_SECONDS:g} с.",
            ),
        )
    if stage == CLICKING:
        return (tr("Go on pressing Enter!", "Жмите Enter дальше!"),)
    if stage == DONE:
        note = msg.get("note")
        head: tuple[str, ...] = ()
        shown = " ".join(str(msg.get("sequence", "")))
        if note == "early":
            head = (tr("Too early: a false start!", "Слишком рано: фальстарт!"),)
        elif note == "wrong":
            head = (tr(f"Wrong: it was {shown}.", f"Неверно: было {shown}."),)
        elif note == "time":
            head = (tr("Time is up.", "Время вышло."),)
        score = msg.get("score")
        name = feat_name(feat)
        return (
            *head,
            tr(f"The table's score: {score} ({name})", f"Результат стола: {score} ({name})"),
        )
    return ()


def presses_in(line: str) -> int:
    """Presses one line of the clicks game makes: the Enter and each character typed."""
    return 1 + len(line.strip())


def run_plain(
    port: FeatPort,
    read: Callable[[str], str],
    say: Callable[[str], None],
    sleep: Callable[[float], None],
    most: float = 120.0,
) -> dict[str, Any] | None:
    """Play ``port``'s feat on a line terminal: the table's last message (``done``), or
    None if the table never finished it within ``most`` seconds of waiting."""
    say(title(port.feat))
    port.start()
    last: dict[str, Any] = {}
    waited = 0.0
    while True:
        for msg in port.poll():
            last = msg
            if msg.get("stage") == RECALL:
                say("\n" * 30)  # the digits scroll away
            for line in lines(msg):
                say(line)
        want = wants(last)
        if want == DONE:
            return last
        if want == WAITING:
            if waited >= most:
                return None
            sleep(0.01)
            waited += 0.01
            continue
        line = read("> " if want == ANSWER else "")
        if want == ANSWER:
            port.answer(line)
        else:
            for _ in range(presses_in(line) if last.get("stage") == CLICKING else 1):
                port.press()


__all__ = [
    "FALSE_START",
    "FEATS",
    "RULES",
    "RULES_RU",
    "TWISTERS",
    "FeatPort",
    "LocalFeat",
    "lines",
    "presses_in",
    "run_plain",
    "title",
    "wants",
]
