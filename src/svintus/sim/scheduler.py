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

A deck with a 2.0 family (R10-R12) takes a generic path instead
(``Scheduler._step_generic``): the table clock closes the families' windows (:meth:`Game.timers`),
the awaited players of a family phase decide (a race in arrival order, R14.3), and every
out-of-turn action listed and every hint is offered to the bots (:func:`offered`).
Classic and R9 decks never take it.

Everything random comes from the bots' seeded generators, so a seed fixes the game, and
the clock only moves forward: each applied action is stamped with the table time in
milliseconds, as in a record (R14.1).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, NamedTuple

from ..bots.base import Bot, Reaction, Seat
from ..engine import actions as A
from ..engine import acts
from ..engine.actions import Action
from ..engine.chances import chances, hints_all
from ..engine.events import Event
from ..engine.families import courage
from ..engine.game import Game
from ..engine.operations import live, phase_open
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
        # The 2.0 path (R10-R12, R14): only for decks with a 2.0 family (see _step_generic)
        self._generic = bool(game.families)
        self._first_seen: dict[object, float] = {}  # timer key -> table time it appeared
        self._pending: dict[int, _Pending] = {}  # seat (awaited) or n + seat (reacting) -> answer
        self._offers: list[Any] = [None] * game.n  # each seat's last offer (offered_all)

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
        if self._generic:
            self._step_generic()
            return
        if game.race is not None:
            self._race()
            return
        turn_bot = self.bots[game.current]
        seat = self.seats[game.current]
        # decision_seconds(game), inline: this is the hot path
        chains = game.chains  # R9.2: the chain families' part answers (operations.finishing)
        dark = chains and chains[0].finishing(game) >= 0
        limit = self._dark_seconds if dark else self._turn_seconds
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

    # ------------------------------------------------------------- the 2.0 path

    def _step_generic(self) -> None:
        """One action of a game with a 2.0 family (R10-R12, R14): the earliest of

        - the table clock: each 2.0 window (:meth:`Game.timers`) closes ``seconds`` after
          its key first appeared, the turn time runs from the start of the turn (R5.5),
          the slap race from its opening (R8.6); the clock wins a tie;
        - the awaited players' decisions (:meth:`Game.awaiting`): the player to move with
          a thinking time; in a family phase every awaited bot chooses among its legal
          actions, one alone with a thinking time, several (a race) each with a reaction
          time, applied in arrival order (R14.3);
        - the bots' reactions to every out-of-turn action listed for them, and to the
          concrete answers of :meth:`Game.hints` (chat answers, bows, claps).

        A bot is asked again only when what it is offered changes or its answer was
        applied, so an answer keeps its arrival time while others act, and a chance let
        go stays let go.
        """
        game = self.game
        game.remember()  # the step asks the same questions several times (Game.remember)
        now = self.time
        seen = self._first_seen
        live: dict[object, float] = {}
        # (due, rank, order, action, stamped, answer key): the clock (rank 0) first at a tie
        best: tuple[float, int, int, Action, bool, int | None] | None = None
        for t in game.timers():
            first = live[t.key] = seen.get(t.key, now)
            due = first + t.seconds
            if best is None or due < best[0]:
                best = (due, 0, 0, t.action, False, None)
        awaited = awaited_choices(game)
        choices: dict[int, list[Action]] = {}
        single = False  # one awaited player deciding with a thinking time
        if awaited is not None:
            choices = awaited
            single = len(awaited) == 1
            clock: tuple[object, float, Action] | None = None
        elif game.race is not None:
            race = game.race
            for p in range(game.n):
                if not race[p]:
                    choices[p] = [A.slap(p, A.DECK), A.slap(p, A.PILE)]
            clock = (("slap race", game.move), self._slap_seconds, A.close_race())
        else:
            p = game.current
            choices[p] = game.turn_actions()
            single = True
            limit = decision_seconds(game)
            clock = (("turn", p, game.move), limit, A.timeout(p))
        turn_end = float("inf")
        if clock is not None:
            key, seconds, action = clock
            first = live[key] = seen.get(key, now)
            turn_end = first + seconds
            if best is None or turn_end < best[0]:
                best = (turn_end, 0, 0, action, False, None)
        self._first_seen = live
        old = self._pending
        pending: dict[int, _Pending] = {}  # awaited seat p: under p; its reaction: n + p
        bots, seats = self.bots, self.seats
        racing = game.race is not None and awaited is None
        n = game.n
        for p, legal in choices.items():
            if not legal:
                continue
            offer = tuple(legal)
            ans = old.get(p)
            if ans is None or ans.offer != offer:
                bot, seat = bots[p], seats[p]
                if racing:
                    r = bot.react(seat, offer)
                    ans = _answer(offer, now, r)
                elif single:
                    delay = bot.turn_delay(seat, min(turn_end - now, self._turn_seconds))
                    action = legal[0] if len(legal) == 1 else bot.choose(seat, legal)
                    ans = _Pending(offer, now + delay, action)
                else:
                    action = legal[0] if len(legal) == 1 else bot.choose(seat, legal)
                    ans = _Pending(offer, now + bot.race_delay(seat), action)
            pending[p] = ans
            if ans.action is not None and (best is None or ans.due <= best[0]):
                cand = (ans.due, 1, order(game, p), ans.action, not single, p)
                if best is None or cand[:3] < best[:3]:
                    best = cand
        every = offered_all(game, choices, self._offers)
        for p in range(n):
            offer = offered(game, p, choices.get(p, ())) if every is None else every[p]
            if not offer:
                seats[p].forget_hints()
                continue
            ans = old.get(n + p)
            if ans is None or (ans.offer is not offer and ans.offer != offer):
                ans = _answer(offer, now, bots[p].react(seats[p], offer))
            pending[n + p] = ans
            if ans.action is not None and (best is None or ans.due <= best[0]):
                cand = (ans.due, 1, (p - game.current) % n, ans.action, True, n + p)  # order()
                if best is None or cand[:3] < best[:3]:
                    best = cand
        self._pending = pending
        if best is None:
            raise RuntimeError(
                f"the game waits for nobody and no window is open (move {game.move}): "
                "an engine bug in a 2.0 family"
            )
        game.remember(False)
        due, _, _, action, stamped, answered = best
        if answered is not None:  # asked afresh next time, even for the same offer
            del pending[answered]
            self.decisions += 1
        # A classic reaction names the move it answers (R4.2), as in the classic loop;
        # chat and the families' actions (free text in some verbs) are not stamped.
        stamped = stamped and action.kind in _STAMPED
        self._apply(action, max(0.0, due - now), reaction=stamped)


class _Pending(NamedTuple):
    """A bot's answer to what it was offered: the offer (to tell when it changes), the
    table time the answer arrives, and the action (``None``: the bot lets it go)."""

    offer: tuple[Action, ...]
    due: float
    action: Action | None


def _answer(offer: tuple[Action, ...], now: float, r: Reaction | None) -> _Pending:
    if r is None:
        return _Pending(offer, float("inf"), None)
    return _Pending(offer, now + r.delay, r.action)


_NOT_OFFERED = frozenset((acts.SPEAK, acts.DECLARE))
_STAMPED = frozenset((acts.INTERCEPT, acts.CATCH, acts.SLAP))


def offered(game: Game, p: int, choices: Sequence[Action] = ()) -> tuple[Action, ...]:
    """The out-of-turn chances of ``p`` now in a game with a 2.0 family: every action
    :meth:`Game.legal_actions` lists for them but their turn or awaited ``choices``,
    chat and "Svintus!" (which bots say with their last-but-one card); speech during a
    silence (R8.5); then the concrete answers of :meth:`Game.hints` (R11 tasks ...)."""
    skip: Collection[Action] = set(choices) if len(choices) > 4 else choices  # cheaper `in`
    out = [a for a in game.listed(p) if a.kind not in _NOT_OFFERED and a not in skip]
    if game.silence >= 0:
        out.append(A.speak(p))
    hints = game.hints(p)
    if hints:
        seen = {*out, *skip}
        for h in hints:
            if h not in seen:
                seen.add(h)
                out.append(h)
    return tuple(out)


def offered_all(
    game: Game,
    choices: Mapping[int, Sequence[Action]],
    last: list[Any] | None = None,
) -> list[tuple[Action, ...]] | None:
    """``offered(game, p, choices.get(p, ()))`` for every seat ``p`` at once, where
    ``choices`` are the awaited players' choices (the player to move's
    :meth:`Game.turn_actions`, a phase's :func:`awaited_choices`, a slap race's slaps);
    ``None`` while a choice of cards is open (ask each seat then). Outside a phase and a
    race every seat's chances come together from
    :func:`~svintus.engine.chances.chances`; in them each seat's legal actions, with the
    hints of every family asked once for all seats (``hints_all``).

    ``last``: a list of one item a seat, kept by the caller from call to call: a seat's
    offer made from the same parts as at the last call is that offer again, not built
    anew (the parts are compared, so this is exact)."""
    if game.choice is not None or game.winner >= 0:
        return None
    n = game.n
    got = chances(game)
    listed: Sequence[Sequence[Action]]
    if got is None:
        listed = [game.listed(p) for p in range(n)]
        hints = hints_all(game)
    else:  # chances lists neither "Svintus!" nor the chat placeholder (_NOT_OFFERED)
        listed, hints = got
    silence = game.silence >= 0
    out: list[tuple[Action, ...]] = []
    for p in range(n):
        mine_choices = choices.get(p, ())
        parts = (listed[p], hints[p], silence, mine_choices)
        if last is not None and last[p] is not None and last[p][0] == parts:
            out.append(last[p][1])
            continue
        skip: Collection[Action] = set(mine_choices) if len(mine_choices) > 4 else mine_choices
        if got is not None and not skip:
            mine = list(listed[p])
        else:
            mine = [a for a in listed[p] if a.kind not in _NOT_OFFERED and a not in skip]
        if silence:
            mine.append(A.speak(p))
        for h in hints[p]:  # a few hints: compared, not hashed with every action listed
            if h not in mine and h not in skip:
                mine.append(h)
        offer = tuple(mine)
        if last is not None:
            last[p] = (parts, offer)
        out.append(offer)
    return out


def awaited_choices(game: Game) -> dict[int, list[Action]] | None:
    """In a 2.0 family phase (a duel, a roulette, a race ...): each seat the phase
    awaits (:meth:`FamilyModule.awaiting`, in its order) with its choices, its legal
    actions but chat. None outside such a phase. The scheduler, the live table's robots
    and the terminal game use this one function. A choice of cards being named one at a
    time (engine/choosing.py) awaits its chooser before any phase."""
    if game.choice is not None:
        p = game.choice.action.player
        return {p: [a for a in game.listed(p) if a.kind != acts.SPEAK]}
    if not phase_open(game):
        return None
    for family in live(game):  # a quiet family awaits nobody
        phase = family.awaiting(game)
        if phase is not None:
            return {p: [a for a in game.listed(p) if a.kind != acts.SPEAK] for p in phase}
    return None


def decision_seconds(game: Game) -> float:
    """The time the player to move has for their decision: the turn time (R5.5), or in
    the last-card window of a Temnodel chain, each asked player's check time (R14.2,
    R9.2); a Courage "each turn" answer still owed extends the turn by its window (R11.4).
    At or past it the table applies ``timeout`` (in the last-card window: a pass)."""
    chains = game.chains  # operations.finishing, one call fewer on a step's path
    if chains and chains[0].finishing(game) >= 0:
        return game.rules.dark_check_seconds
    if game.parts.get("courage") is not None:  # R11.4: an owed "each turn" answer extends the turn
        return game.rules.turn_seconds + courage.turn_extension(game)
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
    this one function, so a bot reacts the same way at both. In a game with 2.0
    families every out-of-turn action listed is offered (:func:`offered`, the player to
    move's turn choices aside).
    """
    if game.families:
        turn = game.turn_actions()
        return _earliest(
            game, bots, seats, limit, lambda p: offered(game, p, turn if p == game.current else ())
        )
    interceptors = game.interceptors()
    catchable = game.catchable
    silence = game.silence >= 0
    if not (interceptors or catchable or silence):
        return None

    def chances(p: int) -> list[Action]:
        if p in interceptors:
            out = [a for a in game.legal_actions(p) if a.kind == acts.INTERCEPT]
        else:
            out = []
        for q in catchable:
            if q != p:
                out.append(A.catch(p, q))
        if silence:
            out.append(A.speak(p))
        return out

    return _earliest(game, bots, seats, limit, chances)


def _earliest(
    game: Game,
    bots: Sequence[Bot | None],
    seats: Sequence[Seat],
    limit: float,
    chances: Callable[[int], Sequence[Action]],
) -> Reaction | None:
    """The earliest reaction before ``limit`` of the bots to their ``chances(p)``; ties
    go to the seat nearer the player to move. Seats without a bot are skipped."""
    best: Reaction | None = None
    best_key = (limit, 0)
    for p in range(game.n):
        bot = bots[p]
        if bot is None:
            continue
        offer = chances(p)
        if not offer:
            continue
        r = bot.react(seats[p], offer)
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
