"""The deterministic scheduler: bots around a simulated table clock (docs/simulation.md).

The scheduler plays the table's part (R14) for bots without a real clock. At each step:

1. **A slap race is open** (R8.6): every player who has not slapped is offered the slaps;
   each bot answers with a reaction time or not at all. Slaps inside the window are
   applied in order of reaction time (ties: seat order from the player to move); if the
   race is still open, the table closes it at the end of the window.
2. **Otherwise** the player to move gets a thinking time from their bot
   (:meth:`Bot.turn_delay`); a time at or past the turn time is a dawdle, and the table
   applies ``timeout`` (R5.5). Players with an out-of-turn chance right now — an
   interception (R4), a catch (R6.2), speech during silence (R8.5) — are offered it and
   answer with a reaction time or not. The earliest reaction that beats the turn
   decision is applied (ties: seat order from the player to move); otherwise the turn
   decision is. Then the step repeats on the new state, so a chance not taken now is
   offered again, and one taken closes others (a race for the same window is won by the
   earliest). In the last-card window of a Temnodel chain (R9.2) the player being asked
   whether to check has ``dark_check_seconds`` instead of the turn time (R14.2), and a
   timeout there passes (:func:`decision_seconds`).

Everything random comes from the bots' seeded generators, so a seed fixes the game, and
the clock only moves forward: each applied action is stamped with the table time in
milliseconds, as in a record (R14.1).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..bots.base import Bot, Reaction, Seat
from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.events import Event
from ..engine.game import Game
from ..engine.record import Record


class Scheduler:
    """Runs one game between bots; ``decisions`` counts bot choices applied."""

    def __init__(
        self,
        game: Game,
        bots: Sequence[Bot],
        record: Record | None = None,
        max_actions: int = 50_000,
    ) -> None:
        if len(bots) != game.n:
            raise ValueError(f"{len(bots)} bots for {game.n} players")
        self.game = game
        self.bots = list(bots)
        self.seats = [Seat(game, p) for p in range(game.n)]
        self.record = record
        self.max_actions = max_actions
        self.time = 0.0  # seconds of table time since the deal
        self.decisions = 0
        self.actions = 0
        self.log: list[Event] = list(game.events)
        self._observers = [b for b in self.bots if type(b).observe is not Bot.observe]
        self._turn_seconds = game.rules.turn_seconds
        self._slap_seconds = game.rules.slap_seconds
        self._dark_seconds = game.rules.dark_check_seconds

    def run(self) -> Game:
        """Play until the game ends (or ``max_actions``, which raises: a bug)."""
        game = self.game
        while game.winner < 0:
            if self.actions >= self.max_actions:
                raise RuntimeError(f"game did not end in {self.max_actions} actions")
            self.step()
        return game

    def _apply(self, action: Action, delay: float, reaction: bool = False) -> None:
        self.time += delay
        if self.record is not None:
            # A reaction names the move it answers (R4.2), as a client's would.
            stamped = action._replace(move=self.game.move) if reaction else action
            self.record.add(round(self.time * 1000), stamped)
        events = self.game.apply_unchecked(action)
        self.actions += 1
        self.log.extend(events)
        for bot in self._observers:
            seat = self.seats[bot.seat]
            bot.observe(seat, seat.redact(events))

    def step(self) -> None:
        game = self.game
        if game.race is not None:
            self._race()
            return
        turn_bot = self.bots[game.current]
        seat = self.seats[game.current]
        # decision_seconds(game), inline: this is the hot path
        limit = self._dark_seconds if game.last_dark >= 0 else self._turn_seconds
        delay = turn_bot.turn_delay(seat, limit)
        best = best_reaction(game, self.bots, self.seats, delay)
        if best is not None:
            self.decisions += 1
            self._apply(best.action, best.delay, reaction=True)
            return
        if delay >= limit:
            self._apply(A.timeout(game.current), limit)
            return
        legal = game.turn_actions()
        action = legal[0] if len(legal) == 1 else turn_bot.choose(seat, legal)
        self.decisions += 1
        self._apply(action, delay)

    def _race(self) -> None:
        """R8.6: collect the slaps inside the window in reaction order, then close."""
        game = self.game
        assert game.race is not None
        elapsed = 0.0
        for delay, _, action in race_slaps(game, self.bots, self.seats, self._slap_seconds):
            self.decisions += 1
            self._apply(action, delay - elapsed, reaction=True)
            elapsed = delay
            if game.race is None:
                return
        self._apply(A.close_race(), self._slap_seconds - elapsed)


def decision_seconds(game: Game) -> float:
    """The time the player to move has for their decision: the turn time (R5.5), or in
    the last-card window of a Temnodel chain, each asked player's check time (R14.2,
    R9.2). At or past it the table applies ``timeout`` (there: a pass, no penalty)."""
    if game.last_dark >= 0:
        return game.rules.dark_check_seconds
    return game.rules.turn_seconds


def order(game: Game, p: int) -> int:
    """Seat order from the player to move: the tie-break between equal reaction times."""
    return (p - game.current) % game.n


def best_reaction(
    game: Game, bots: Sequence[Bot | None], seats: Sequence[Seat], limit: float
) -> Reaction | None:
    """The earliest bot reaction to the chances open now, if it comes before ``limit``.

    Every bot with a chance (an interception R4, a catch R6.2, speech in silence R8.5)
    is offered it, in seat order; ties go to the seat nearer the player to move. A
    ``None`` bot (a person's seat) is skipped. The scheduler and the terminal table use
    this one function, so a bot reacts the same way at both.
    """
    interceptors = game.interceptors()
    catchable = game.catchable
    silence = game.silence >= 0
    if not (interceptors or catchable or silence):
        return None
    best: Reaction | None = None
    best_key = (limit, 0)
    for p in range(game.n):
        bot = bots[p]
        if bot is None:
            continue
        if p in interceptors:
            offered = [a for a in game.legal_actions(p) if a.kind == Act.INTERCEPT]
        else:
            offered = []
        for q in catchable:
            if q != p:
                offered.append(A.catch(p, q))
        if silence:
            offered.append(A.speak(p))
        if not offered:
            continue
        r = bot.react(seats[p], offered)
        if r is None:
            continue
        key = (r.delay, order(game, p))
        if key < best_key:
            best, best_key = r, key
    return best


def race_slaps(
    game: Game, bots: Sequence[Bot | None], seats: Sequence[Seat], window: float
) -> list[tuple[float, int, Action]]:
    """R8.6: the bots' slaps inside the race window as ``(delay, order, slap)``, sorted.

    Each bot that has not slapped yet is offered the slaps once; ``None`` seats are
    skipped. The order breaks ties between equal delays (see :func:`order`).
    """
    race = game.race
    assert race is not None
    slaps: list[tuple[float, int, Action]] = []
    for p in range(game.n):
        bot = bots[p]
        if race[p] or bot is None:
            continue
        r = bot.react(seats[p], (A.slap(p, A.DECK), A.slap(p, A.PILE)))
        if r is not None and r.delay < window:
            slaps.append((r.delay, order(game, p), r.action))
    slaps.sort()
    return slaps


def play_game(
    game: Game, bots: Sequence[Bot], record: Record | None = None
) -> tuple[Game, Scheduler]:
    """Play ``game`` out between ``bots``; return the finished game and its scheduler."""
    scheduler = Scheduler(game, bots, record)
    scheduler.run()
    return game, scheduler
