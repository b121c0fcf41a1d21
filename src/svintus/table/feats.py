"""The Slabo? feats (R12.6) judged by the table: content, answers and time are the table's.

The engine only compares scores (``feat reaction 250``, ``try reaction 231``); it has no
clock. At a table the score is never the client's: the table makes the feat's content
from its own secret random source (the moment of the signal, the digits to remember,
the tongue-twister), sends it to the player's seat only, checks the answers and presses
that come back, and measures time on its own clock, less the seat's measured network
delay (:class:`Delays`). When a :class:`FeatRun` is over, the table applies the feat or
the try *with the judged score* as an ordinary action (as it judges throws,
:mod:`.throws`), so the engine stays pure and the record holds what the table measured.

The feats (times in the table's seconds, ``delay`` the seat's round trip):

- ``reaction``: after a secret wait of 1-3 s the table sends GO!; the score is the
  milliseconds from GO! to the press received, less the delay; a press before GO! or
  less than :data:`MIN_REACTION_MS` after it is a false start (:data:`FALSE_START`);
- ``memory``: digits shown for ``1 + n/2`` s, then hidden; the typed answer is checked by
  the table; one more digit each round up to :data:`MEMORY_MOST`; the score is the
  longest sequence repeated;
- ``twister``: a tongue-twister; correct characters per second from the moment it was
  sent to the answer received, less the delay (0 beyond :data:`MAX_TYPOS` wrong
  characters; at most :data:`MAX_TWISTER_CPS`);
- ``clicks``: presses received within :data:`CLICK_SECONDS` of the first one (at most
  :data:`MAX_CLICKS_PER_SECOND` a second).

When the feat's window closes first, the score so far counts (:meth:`FeatRun.score_now`).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.families.challenge.feats import FEATS as FEATS

FALSE_START = 9999  # ms: the reaction score of a press before GO! (or none)
MIN_REACTION_MS = 100  # a press sooner than this after GO! anticipated it (a false start)
WAIT_SECONDS = (1.0, 3.0)  # the secret wait before GO!
CLICK_SECONDS = 5.0
MAX_CLICKS_PER_SECOND = 20  # beyond any hand: more presses are not counted
MAX_TYPOS = 3
MAX_TWISTER_CPS = 20.0  # beyond any typist: a faster answer scores this
MEMORY_FIRST = 3  # digits in the first round of the memory game
MEMORY_MOST = 12
MAX_DELAY = 0.25  # s: at most this much measured round trip is taken off a time
SAMPLES = 8  # round trips remembered per seat
TWISTERS = (
    "Шла Саша по шоссе и сосала сушку",
    "Карл у Клары украл кораллы",
    "На дворе трава, на траве дрова",
    "She sells sea shells by the sea shore",
    "Peter Piper picked a peck of pickled peppers",
)

# Stages of a run, as the player's client is told them.
WAIT, GO, SHOW, RECALL, TYPING, READY, CLICKING, DONE = (
    "wait",
    "go",
    "show",
    "recall",
    "typing",
    "ready",
    "clicking",
    "done",
)


# ----------------------------------------------------------------- scoring (pure)


def score_text(value: float) -> str:
    """A score as the notation writes it: digits, at most two decimals (``12.5``)."""
    value = max(0.0, min(float(value), 999_999.0))
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text or "0"


def reaction_ms(go_at: float, pressed_at: float | None, delay: float = 0.0) -> int:
    """Milliseconds from GO! to the press, less ``delay``; a press before GO! (or none),
    or sooner than :data:`MIN_REACTION_MS`, is a false start."""
    if pressed_at is None or pressed_at < go_at:
        return FALSE_START
    ms = round((pressed_at - go_at - delay) * 1000)
    return FALSE_START if ms < MIN_REACTION_MS else min(FALSE_START, ms)


def typos(target: str, typed: str) -> int:
    """Wrong characters of ``typed`` against ``target``: positions that differ, plus the
    length difference (case and surrounding spaces ignored)."""
    a, b = target.strip().casefold(), typed.strip().casefold()
    wrong = sum(1 for x, y in zip(a, b, strict=False) if x != y)
    return wrong + abs(len(a) - len(b))


def twister_score(target: str, typed: str, seconds: float) -> float:
    """Correct characters per second (at most :data:`MAX_TWISTER_CPS`), or 0 when
    mistyped beyond :data:`MAX_TYPOS`."""
    if typos(target, typed) > MAX_TYPOS:
        return 0.0
    a, b = target.strip().casefold(), typed.strip().casefold()
    right = sum(1 for x, y in zip(a, b, strict=False) if x == y)
    if seconds <= 0:
        return MAX_TWISTER_CPS if right else 0.0
    return round(min(MAX_TWISTER_CPS, right / seconds), 2)


def memory_ok(shown: str, typed: str) -> bool:
    """Whether ``typed`` repeats the sequence ``shown`` (spaces ignored)."""
    return "".join(typed.split()) == "".join(shown.split())


def show_seconds(digits: int) -> float:
    """How long the memory game shows ``digits`` digits."""
    return 1.0 + 0.5 * digits


# ----------------------------------------------------------------- network delay


class Delays:
    """Each seat's measured network round trip: the table sends a ``ping`` with a fresh
    secret nonce and times the ``pong`` that echoes it. A seat's delay is the smallest of
    its last :data:`SAMPLES` round trips (queueing only adds), at most :data:`MAX_DELAY`:
    a client that holds back its pongs gains at most that much; one that answers a
    nonce before it could have seen it only makes its own delay smaller."""

    def __init__(self, secret: random.Random) -> None:
        self.secret = secret
        self.sent: dict[str, tuple[int, float, bool]] = {}  # nonce -> (seat, sent at, written)
        self.samples: dict[int, deque[float]] = {}
        self.answers: dict[int, deque[float]] = {}  # how soon actions followed their move
        self._of: dict[int, float] = {}  # each seat's delay, until a new sample comes

    def probe(self, seat: int, now: float) -> str:
        """A nonce to send to ``seat`` in a ping at ``now`` (the time it is queued; see
        :meth:`written`)."""
        nonce = f"{self.secret.getrandbits(64):016x}"
        if len(self.sent) > 64:  # unanswered pings are forgotten
            for key in list(self.sent)[:32]:
                del self.sent[key]
        self.sent[nonce] = (seat, now, False)
        return nonce

    def written(self, nonce: str, now: float) -> None:
        """The ping of ``nonce`` was written to its socket at ``now``: its round trip
        starts there, not when it was queued behind the connection's other messages
        (the first write counts, for a seat with several connections)."""
        sent = self.sent.get(nonce)
        if sent is not None and not sent[2]:
            self.sent[nonce] = (sent[0], max(sent[1], now), True)

    def echoed(self, seat: int, nonce: str, now: float, lag: float = 0.0) -> bool:
        """A pong from ``seat`` handled at ``now``, ``lag`` seconds after it could have
        been (the server's own queueing, table/lag.py: taken off, never below 0);
        whether it answered a ping of ours."""
        sent = self.sent.get(nonce)
        if sent is None or sent[0] != seat:
            return False
        del self.sent[nonce]
        trip = max(0.0, now - max(0.0, lag) - sent[1])
        self.samples.setdefault(seat, deque(maxlen=SAMPLES)).append(trip)
        self._of.pop(seat, None)
        return True

    def forget(self, seat: int) -> None:
        """Measure ``seat`` anew (a new connection): its last round trips are dropped,
        its answers' times kept (they bound any connection's delay from above)."""
        self.samples.pop(seat, None)
        self._of.pop(seat, None)

    def answered(self, seat: int, seconds: float) -> None:
        """An action of ``seat`` received ``seconds`` after the table first sent the move
        it says it answers: the seat's round trip is no longer than that (R14.3)."""
        self.answers.setdefault(seat, deque(maxlen=SAMPLES)).append(max(0.0, seconds))
        self._of.pop(seat, None)

    def of(self, seat: int) -> float:
        """The round trip taken off ``seat``'s times (0 before any pong): the smallest
        of its last pongs and of its last answers' times, at most :data:`MAX_DELAY`. A
        client that holds back its pongs to look far away must hold back every answer
        as long, or its quickest answer is all it is given."""
        known = self._of.get(seat)
        if known is not None:
            return known
        got = self.samples.get(seat)
        if not got:
            return 0.0
        answers = self.answers.get(seat)
        delay = self._of[seat] = min(MAX_DELAY, min(got), min(answers) if answers else MAX_DELAY)
        return delay


# ----------------------------------------------------------------- one play


class FeatRun:
    """One play of a feat by one seat at a table, judged on the table's clock.

    ``action`` is the unscored ``feat`` or ``try`` the play is for; ``now`` the table's
    time in seconds; ``secret`` the table's secret random source. After each call the
    table sends :meth:`shown` to the seat and, when :attr:`stage` is DONE, applies
    :meth:`judged` (the action with :attr:`score`)."""

    def __init__(self, action: Action, now: float, secret: random.Random) -> None:
        index = action.feat
        if index is None or not 0 <= index < len(FEATS):
            raise ValueError(f"not a feat or a try: {action!r}")
        self.action = action._replace(text="", move=None)
        self.feat = FEATS[index]
        self.secret = secret
        self.started = now
        self.at = now  # GO!, the twister sent, the first click
        self.due: float | None = None  # table time of the next change of stage
        self.sequence = ""
        self.best = 0
        self.count = 0
        self.twister = ""
        self.score: str | None = None
        self.note = ""  # why it ended: "early", "wrong", "time"
        feat = self.feat
        if feat == "reaction":
            self.stage = WAIT
            self.due = now + secret.uniform(*WAIT_SECONDS)
        elif feat == "memory":
            self._show(MEMORY_FIRST, now, 0.0)
        elif feat == "twister":
            self.stage = TYPING
            self.twister = secret.choice(TWISTERS)
        else:
            self.stage = READY

    @property
    def done(self) -> bool:
        return self.stage == DONE

    def _show(self, n: int, now: float, delay: float) -> None:
        self.stage = SHOW
        self.sequence = "".join(str(self.secret.randrange(10)) for _ in range(n))
        self.due = now + show_seconds(n) + delay

    def _finish(self, value: float, note: str = "") -> None:
        self.stage, self.due, self.note = DONE, None, note
        self.score = score_text(value)

    def tick(self, now: float, delay: float = 0.0) -> bool:
        """The table's clock reached :attr:`due`: GO!, the digits hidden, the clicks
        over. Whether anything changed."""
        if self.due is None or now < self.due:
            return False
        if self.stage == WAIT:
            self.stage, self.at, self.due = GO, now, None
        elif self.stage == SHOW:
            self.stage, self.due = RECALL, None
        elif self.stage == CLICKING:
            self._finish(self.count)
        else:
            return False
        return True

    def press(self, now: float, delay: float = 0.0) -> bool:
        """A press (a click, Space, Enter) received at ``now``; whether it counted."""
        if self.stage == WAIT:
            self._finish(FALSE_START, "early")
        elif self.stage == GO:
            ms = reaction_ms(self.at, now, delay)
            self._finish(ms, "early" if ms == FALSE_START else "")
        elif self.stage == READY:
            self.stage, self.at, self.count = CLICKING, now, 1
            self.due = now + CLICK_SECONDS
        elif self.stage == CLICKING:
            if now > self.at + CLICK_SECONDS:
                self._finish(self.count)
            elif self.count < MAX_CLICKS_PER_SECOND * CLICK_SECONDS:
                self.count += 1
        else:
            return False
        return True

    def answer(self, text: str, now: float, delay: float = 0.0) -> bool:
        """A typed line received at ``now``; whether it was awaited (the digits are
        hidden, the twister is shown)."""
        if self.stage == RECALL:
            if not memory_ok(self.sequence, text):
                self._finish(self.best, "wrong")
                return True
            self.best = len(self.sequence)
            if self.best >= MEMORY_MOST:
                self._finish(self.best)
            else:
                self._show(self.best + 1, now, delay)
            return True
        if self.stage == TYPING:
            self._finish(twister_score(self.twister, text, now - self.at - delay))
            return True
        return False

    def score_now(self) -> str:
        """The score when the feat's window closes before the play is over: the longest
        sequence repeated, the clicks so far; an unfinished reaction or twister scores
        its worst (a false start, 0)."""
        if self.score is not None:
            return self.score
        if self.feat == "reaction":
            return score_text(FALSE_START)
        if self.feat == "memory":
            return score_text(self.best)
        if self.feat == "clicks":
            return score_text(self.count)
        return "0"

    def judged(self, score: str | None = None) -> Action:
        """The feat or try with the judged score (:meth:`score_now` if not over)."""
        text = score if score is not None else self.score_now()
        p, i = self.action.player, self.action.feat
        assert i is not None  # a feat's or a try's, checked when the run began
        return A.feat(p, i, text) if self.action.kind == Act.FEAT else A.attempt(p, i, text)

    def shown(self) -> dict[str, Any]:
        """What the player's client shows now (sent to that seat only, R14.8): the stage
        and its content; never anything of a stage to come (GO!'s moment)."""
        out: dict[str, Any] = {
            "type": "feat",
            "feat": self.feat,
            "verb": "feat" if self.action.kind == Act.FEAT else "try",
            "stage": self.stage,
        }
        if self.stage == SHOW:
            out["sequence"] = self.sequence
            out["ms"] = round(show_seconds(len(self.sequence)) * 1000)
        elif self.stage == TYPING:
            out["twister"] = self.twister
        elif self.stage == CLICKING:
            out["count"] = self.count
            out["ms"] = round(CLICK_SECONDS * 1000)
        elif self.stage == RECALL:
            out["digits"] = len(self.sequence)
        elif self.stage == DONE:
            out["score"] = self.score
            if self.note:
                out["note"] = self.note
            if self.note == "wrong":
                out["sequence"] = self.sequence
        if self.feat == "memory" and self.stage != DONE:
            out["best"] = self.best
        return out
