"""The Slabo? feats (R12.6) as small terminal mini-games whose score the client measures.

:class:`FeatGame` is a step machine shared by the plain mode (:func:`run_plain`) and the
full-screen game (``screens.FeatScreen``): each :class:`Step` says what to show, whether
to wait (then :meth:`FeatGame.tick`) and whether a line of input is awaited (then
:meth:`FeatGame.answer`). The scoring helpers are pure functions of times and text:

- ``reaction``: milliseconds from "GO!" to Enter; Enter before "GO!" is a false start
  (:data:`FALSE_START`);
- ``memory``: a digit sequence growing by one each round, shown then cleared and typed
  back; the score is the longest sequence repeated correctly;
- ``twister``: a tongue-twister typed as fast as one can, correct characters per second
  (0 with more than :data:`MAX_TYPOS` wrong characters);
- ``clicks``: Enter pressed as many times as one can in :data:`CLICK_SECONDS` (each
  character typed on a line counts as one more press).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

FEATS = ("reaction", "memory", "twister", "clicks")
FALSE_START = 9999  # ms: the reaction score of an Enter (or click) before "GO!"
MIN_REACTION = 0.1  # s: an answer this soon after "GO!" was typed before it
CLICK_SECONDS = 5.0
MAX_TYPOS = 3
MEMORY_FIRST = 3  # digits in the first round of the memory game
MEMORY_MOST = 12
TWISTERS = (
    "Шла Саша по шоссе и сосала сушку",
    "Карл у Клары украл кораллы",
    "На дворе трава, на траве дрова",
    "She sells sea shells by the sea shore",
    "Peter Piper picked a peck of pickled peppers",
)
RULES = {
    "reaction": "press Enter as soon as GO! appears (lower is better)",
    "memory": "remember the digits, then type them back (longer is better)",
    "twister": "type the tongue-twister fast (characters per second)",
    "clicks": f"press Enter as many times as you can in {CLICK_SECONDS:g} s",
}


def score_text(value: float) -> str:
    """A score as the notation writes it: digits, at most two decimals (``12.5``)."""
    value = max(0.0, min(float(value), 999_999.0))
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text or "0"


def reaction_ms(go_at: float, pressed_at: float | None) -> int:
    """Milliseconds from GO! to the press; a press before GO! (or none) is a false start."""
    if pressed_at is None or pressed_at < go_at:
        return FALSE_START
    return min(FALSE_START, round((pressed_at - go_at) * 1000))


def typos(target: str, typed: str) -> int:
    """Wrong characters of ``typed`` against ``target``: positions that differ, plus the
    length difference (case and surrounding spaces ignored)."""
    a, b = target.strip().casefold(), typed.strip().casefold()
    wrong = sum(1 for x, y in zip(a, b, strict=False) if x != y)
    return wrong + abs(len(a) - len(b))


def twister_score(target: str, typed: str, seconds: float) -> float:
    """Correct characters per second, or 0 when mistyped beyond :data:`MAX_TYPOS`."""
    if seconds <= 0 or typos(target, typed) > MAX_TYPOS:
        return 0.0
    a, b = target.strip().casefold(), typed.strip().casefold()
    right = sum(1 for x, y in zip(a, b, strict=False) if x == y)
    return round(right / seconds, 2)


def memory_ok(shown: str, typed: str) -> bool:
    """Whether ``typed`` repeats the sequence ``shown`` (spaces ignored)."""
    return "".join(typed.split()) == "".join(shown.split())


def memory_score(rounds: list[tuple[str, str]]) -> int:
    """The longest sequence repeated correctly, rounds in order, until the first miss."""
    best = 0
    for shown, typed in rounds:
        if not memory_ok(shown, typed):
            break
        best = max(best, len("".join(shown.split())))
    return best


def clicks_in(line: str) -> int:
    """Presses one line of the clicks game counts: the Enter and each character typed."""
    return 1 + len(line.strip())


class Step(NamedTuple):
    """What the mini-game shows now: ``lines``; ``wait`` > 0: call :meth:`FeatGame.tick`
    after that many seconds (no line is read before); ``ask`` not None: a line is read
    (its prompt); ``limit`` > 0: the full screen calls ``tick`` after that many seconds
    even while a line is awaited; ``score`` not None: the game is over."""

    lines: tuple[str, ...]
    wait: float = 0.0
    ask: str | None = None
    limit: float = 0.0
    score: str | None = None


class FeatGame:
    """One play of a feat; ``rng`` chooses the delay, the digits and the twister.
    ``min_reaction``: a line terminal reads an Enter typed before GO! only after it, so
    an answer sooner than this after GO! is a false start."""

    def __init__(
        self, feat: str, rng: random.Random | None = None, min_reaction: float = MIN_REACTION
    ) -> None:
        if feat not in FEATS:
            raise ValueError(f"not a feat: {feat!r}")
        self.feat = feat
        self.rng = rng or random.Random()
        self.min_reaction = min_reaction  # 0 where an early Enter is seen (full screen)
        self.stage = ""
        self.at = 0.0  # GO!, the twister shown, the clicks started
        self.sequence = ""
        self.rounds: list[tuple[str, str]] = []
        self.count = 0
        self.twister = self.rng.choice(TWISTERS)
        self.score: str | None = None

    def _done(self, value: float, lines: tuple[str, ...] = ()) -> Step:
        self.score = score_text(value)
        self.stage = "done"
        return Step((*lines, f"Your score: {self.score} ({self.feat})"), score=self.score)

    def start(self, now: float) -> Step:
        feat = self.feat
        if feat == "reaction":
            self.stage = "ready"
            return Step(
                ("Get ready... press Enter as soon as GO! appears (not before).",),
                wait=self.rng.uniform(1.0, 3.0),
                ask="",
            )
        if feat == "memory":
            return self._show(MEMORY_FIRST)
        if feat == "twister":
            self.stage = "typing"
            self.at = now
            return Step(("Type this line as fast as you can, then Enter:", self.twister), ask="> ")
        self.stage = "clicking"
        self.at = now
        return Step(
            (f"Press Enter as many times as you can in {CLICK_SECONDS:g} s - go!",),
            ask="",
            limit=CLICK_SECONDS,
        )

    def _show(self, n: int) -> Step:
        self.stage = "showing"
        self.sequence = "".join(str(self.rng.randrange(10)) for _ in range(n))
        return Step((f"Remember: {' '.join(self.sequence)}",), wait=1.0 + 0.5 * n)

    def tick(self, now: float) -> Step:
        """The wait (or the limit) is over."""
        if self.stage == "ready":
            self.stage = "go"
            self.at = now
            return Step(("GO!",), ask="")
        if self.stage == "showing":
            self.stage = "recall"
            return Step(("(hidden) Type the digits you saw, then Enter:",), ask="> ")
        if self.stage == "clicking":
            return self._done(self.count)
        return Step(())

    def answer(self, line: str, now: float) -> Step:
        """A line typed (Enter pressed) at ``now``."""
        if self.stage == "ready":
            return self._done(FALSE_START, ("Too early: a false start!",))
        if self.stage == "go":
            if now - self.at < self.min_reaction:
                return self._done(FALSE_START, ("Too early: a false start!",))
            return self._done(reaction_ms(self.at, now))
        if self.stage == "typing":
            return self._done(twister_score(self.twister, line, now - self.at))
        if self.stage == "clicking":
            if now - self.at > CLICK_SECONDS:
                return self._done(self.count, ("Time is up.",))
            self.count += clicks_in(line)
            return Step((f"{self.count}",), ask="", limit=CLICK_SECONDS - (now - self.at))
        if self.stage == "recall":
            self.rounds.append((self.sequence, line))
            if not memory_ok(self.sequence, line):
                wrong = f"Wrong: it was {' '.join(self.sequence)}."
                return self._done(memory_score(self.rounds), (wrong,))
            if len(self.sequence) >= MEMORY_MOST:
                return self._done(memory_score(self.rounds))
            return self._show(len(self.sequence) + 1)
        return Step(())


def run_plain(
    feat: str,
    read: Callable[[str], str],
    say: Callable[[str], None],
    clock: Callable[[], float],
    sleep: Callable[[float], None],
    rng: random.Random | None = None,
) -> str:
    """Play ``feat`` on a line terminal; the measured score as text."""
    game = FeatGame(feat, rng)
    say(f"Feat {feat}: {RULES[feat]}")
    step = game.start(clock())
    while step.score is None:
        for line in step.lines:
            say(line)
        if step.wait > 0:
            sleep(step.wait)
            step = game.tick(clock())
            if game.stage == "recall":
                say("\n" * 30)  # the digits scroll away
        elif step.ask is not None:
            step = game.answer(read(step.ask), clock())
        else:
            step = game.tick(clock())
    for line in step.lines:
        say(line)
    return step.score
