"""The terminal table: a match between one human (or nobody) and bots, in plain text.

The table plays the clock's part (R14) as :class:`~svintus.sim.Scheduler` does: the
player to move gets a thinking time from their bot, bots offered an out-of-turn chance
answer with a reaction time, the earliest reaction beats the turn decision, a slap race
takes the slaps inside its window in order of reaction time. Bot times are simulated:
nothing here waits in real time.

The human differs in two ways (plain mode):
- no turn timer: the table waits for their answer, and an answer to an out-of-turn
  chance (interception, catch) is taken as soon as it is typed, before the bots'
  reactions; the bots react first only on the human's own turn;
- in a slap race (R8.6) the time from the "slap!" prompt to the answer, measured with
  :func:`time.monotonic`, is their reaction time, compared with the bots'; no answer
  inside the window means no slap.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from ..bots import Bot, Reaction, Seat, make_bot
from ..engine import actions as A
from ..engine.actions import OUT_OF_TURN_ACTS, Act, Action
from ..engine.errors import SvintusError
from ..engine.game import Game, pname
from ..engine.match import Match, derive_seed
from ..engine.record import Record
from ..engine.rules import Rules
from .feed import describe
from .screen import (
    HELP,
    LET_GO,
    QUIT,
    chance_menu,
    help_text,
    menu_lines,
    parse_move,
    scores,
    status_lines,
    turn_menu,
)

MAX_ACTIONS = 50_000  # a game that does not end is a bug
_REACTION_KINDS = (Act.INTERCEPT, Act.CATCH)
_SLAP_WORDS = {"": A.DECK, "1": A.DECK, "s": A.DECK, "slap": A.DECK, "slap deck": A.DECK}
_SLAP_WORDS |= {"deck": A.DECK, "2": A.PILE, "pile": A.PILE, "slap pile": A.PILE}


class Quit(Exception):
    """The human ended the match: ``quit`` or the end of input."""


class TerminalTable:
    """Runs a match; ``human`` is the human's seat, or ``-1`` for bots only."""

    def __init__(
        self,
        rules: Rules,
        seed: int,
        bot: str,
        human: int,
        out: TextIO,
        inp: TextIO,
        records: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.human = human
        self.match = Match(rules, seed)
        bot_seed = derive_seed(seed, "bots")
        self.bots: list[Bot | None] = [
            None if p == human else make_bot(bot, p, bot_seed) for p in range(rules.players)
        ]
        self.bot_name = bot
        self.out = out
        self.inp = inp
        self.echo = not inp.isatty()  # a transcript of piped input shows the answers
        self.records = records
        self.clock = clock
        self.game: Game | None = None  # the running game (until its record is saved)
        self.index = 0  # its number in the match
        self.seats: list[Seat] = []
        self.record = Record(rules, 0)
        self.time = 0.0  # table time of the running game, seconds
        self.actions = 0
        self.asked = -1  # self.actions when the bots last had a chance on the human's turn
        self.declined: set[tuple[int, Action]] = set()  # (move, chance) the human let go
        self.feed: list[str] = []

    # ------------------------------------------------------------------ output, input

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")

    def read(self, prompt: str) -> str:
        """One line of input; the end of input quits."""
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            self.say()
            raise Quit
        line = line.rstrip("\r\n")
        if self.echo:
            self.say(line)
        return line

    def flush_feed(self) -> None:
        for line in self.feed:
            self.say(f"  {line}")
        self.feed.clear()

    # ------------------------------------------------------------------ the match

    def run(self) -> int:
        """Play the match; quitting (quit, end of input, Ctrl-C) says bye; always 0."""
        try:
            self.play_match()
        except Quit:
            self.bye()
        except KeyboardInterrupt:
            self.say()
            self.bye()
        self.out.flush()
        return 0

    def play_match(self) -> None:
        m = self.match
        n = self.rules.players
        bots = f"{n - 1 if self.human >= 0 else n} {self.bot_name} bots"
        who = f"you are {pname(self.human)} against {bots}" if self.human >= 0 else bots
        self.say(f"svintus: a match to {m.target} points; {who}; seed {self.seed}")
        if self.human >= 0:
            self.say("type 'help' for the moves and the rules of a turn")
        while not m.over:
            game = m.new_game()
            self.play_game(game)
            m.finish_game(game)
            self.save_record()
            self.game = None
            left = ", ".join(f"{pname(p)} {len(h)}" for p, h in enumerate(game.hands) if h)
            self.say(f"game {self.index}: {pname(game.winner)} wins {game.points} points ({left})")
            self.say(f"match: {self.totals()}")
        w = m.winner
        you = "" if self.human < 0 else " (you win!)" if w == self.human else " (you lose)"
        self.say(f"{pname(w)} wins the match with {m.totals[w]} points (R7.3){you}")

    def totals(self) -> str:
        return scores(self.match.totals, self.match.target)

    def bye(self) -> None:
        if self.game is not None and self.records is not None:
            self.save_record()
        games = self.match.games
        done = f"{games} finished game{'' if games == 1 else 's'}"
        self.say(f"bye. scores after {done}: {self.totals()}")

    def save_record(self) -> None:
        """Write the running or just finished game's record (with its position) to DIR."""
        if self.records is None or self.game is None:
            return
        path = self.records / f"match-{self.seed}-game-{self.index:03d}.json"
        with path.open("w", encoding="utf-8") as f:
            json.dump(self.record.to_json(self.game), f, indent=1)
            f.write("\n")
        self.say(f"record saved: {path}")

    # ------------------------------------------------------------------ one game

    def play_game(self, game: Game) -> None:
        self.game = game
        self.index = self.match.games + 1
        self.seats = [Seat(game, p) for p in range(game.n)]
        players = [f"{self.bot_name} bot" if b is not None else "human" for b in self.bots]
        self.record = Record(self.rules, game.seed, game.dealer, players=players)
        self.time = 0.0
        self.actions = 0
        self.asked = -1
        self.declined.clear()
        self.say()
        self.say(f"=== game {self.index} ===")
        self.tell(describe(game.events, self.human))
        while not game.over:
            if self.actions >= MAX_ACTIONS:
                raise RuntimeError(f"game did not end in {MAX_ACTIONS} actions")
            self.step(game)
        self.flush_feed()

    def tell(self, line: str) -> None:
        """A line of the feed: printed at once for show, kept for the next prompt else."""
        if not line:
            return
        self.feed.append(line)
        if self.human < 0:
            self.flush_feed()

    def apply(self, action: Action, delay: float) -> None:
        """Apply a checked action (the engine's error leaves everything unchanged)."""
        assert self.game is not None
        events = self.game.apply(action)
        self.time += max(delay, 0.0)
        self.actions += 1
        self.record.add(round(self.time * 1000), action)
        self.tell(describe(events, self.human))
        for bot in self.bots:
            if bot is not None and type(bot).observe is not Bot.observe:
                seat = self.seats[bot.seat]
                bot.observe(seat, seat.redact(events))

    def order(self, game: Game, p: int) -> int:
        """Seat order from the player to move, to break ties deterministically."""
        return (p - game.current) % game.n

    def step(self, game: Game) -> None:
        """Apply the next action: slaps, a reaction, or the turn of the player to move."""
        if game.race is not None:
            self.race(game)
            return
        turn_seconds = self.rules.turn_seconds
        p = game.current
        bot = self.bots[p]
        if bot is None:  # the human's turn: the bots may react first
            if self.asked != self.actions:
                self.asked = self.actions
                best = self.best_reaction(game, turn_seconds)
                if best is not None:
                    self.apply(best.action._replace(move=game.move), best.delay)
                    return
            self.human_turn(game)
            return
        seat = self.seats[p]
        delay = bot.turn_delay(seat, turn_seconds)
        if self.human >= 0 and self.human_chance(game):
            return
        best = self.best_reaction(game, delay)
        if best is not None:
            self.apply(best.action._replace(move=game.move), best.delay)
        elif delay >= turn_seconds:
            self.apply(A.timeout(p), turn_seconds)
        else:
            legal = game.turn_actions()
            self.apply(legal[0] if len(legal) == 1 else bot.choose(seat, legal), delay)

    def best_reaction(self, game: Game, limit: float) -> Reaction | None:
        """The bots' earliest out-of-turn action before ``limit`` seconds, as the scheduler."""
        candidates = game.interceptors()
        if game.catchable or game.silence >= 0:
            candidates = list(range(game.n))
        best: Reaction | None = None
        best_key = (limit, 0)
        for p in candidates:
            bot = self.bots[p]
            if bot is None:
                continue
            offered = [
                a
                for a in game.legal_actions(p)
                if a.kind in _REACTION_KINDS or (a.kind == Act.SPEAK and game.silence >= 0)
            ]
            if not offered:
                continue
            r = bot.react(self.seats[p], offered)
            if r is None:
                continue
            key = (r.delay, self.order(game, p))
            if key < best_key:
                best, best_key = r, key
        return best

    def race(self, game: Game) -> None:
        """R8.6: the slaps inside the window in order of reaction time, then the close."""
        race = game.race
        assert race is not None
        window = self.rules.slap_seconds
        slaps: list[tuple[float, int, Action]] = []
        for p, bot in enumerate(self.bots):
            if race[p] or bot is None:
                continue
            offered = [a for a in game.legal_actions(p) if a.kind == Act.SLAP]
            r = bot.react(self.seats[p], offered)
            if r is not None and r.delay < window:
                slaps.append((r.delay, self.order(game, p), r.action))
        if self.human >= 0 and not race[self.human]:
            slap = self.human_slap()
            if slap is not None:
                slaps.append((slap[0], self.order(game, self.human), slap[1]))
        slaps.sort()
        elapsed = 0.0
        for delay, _, action in slaps:
            self.apply(action._replace(move=game.move), delay - elapsed)
            elapsed = delay
            if game.race is None:
                return
        self.apply(A.close_race(), window - elapsed)

    # ------------------------------------------------------------------ the human

    def human_turn(self, game: Game) -> None:
        menu = turn_menu(game, self.human)
        self.prompt(game, menu, "your turn", let_go=False)

    def human_chance(self, game: Game) -> bool:
        """Offer the human their interceptions and catches; True if they acted."""
        move = game.move
        menu = [a for a in chance_menu(game, self.human) if (move, a) not in self.declined]
        if not menu:
            return False
        heading = f"{pname(game.current)}'s turn: you may react"
        if self.prompt(game, menu, heading, let_go=True):
            return True
        self.declined.update((move, a) for a in menu)
        return False

    def prompt(self, game: Game, menu: list[Action], heading: str, let_go: bool) -> bool:
        """Show the state and the moves; apply the human's move. False: they let it go."""
        self.say()
        self.say(f"--- game {self.index}, move {game.move}: {heading} ---")
        self.flush_feed()
        for line in status_lines(game, self.human, self.match.totals, self.match.target):
            self.say(line)
        for line in menu_lines(game, menu, let_go):
            self.say(line)
        start = self.clock()
        while True:
            line = self.read("> ")
            word = line.strip().lower()
            if word in QUIT:
                raise Quit
            if word in HELP:
                self.say(help_text(self.rules.svintus_penalty))
                continue
            if let_go and word in LET_GO:
                return False
            try:
                action = parse_move(line, menu, self.human, game.n)
                if action.kind in OUT_OF_TURN_ACTS and action.kind != Act.SPEAK:
                    action = action._replace(move=game.move)
                self.apply(action, self.clock() - start)
                return True
            except SvintusError as e:
                self.say(f"  ! {e}")

    def human_slap(self) -> tuple[float, Action] | None:
        """The human's slap and its reaction time, or None if none came in the window."""
        window = self.rules.slap_seconds
        self.flush_feed()
        self.say(f"SLAP! Enter = the deck, 2 = the play pile; you have {window:g} s")
        start = self.clock()
        while True:
            line = self.read("slap! ")
            elapsed = self.clock() - start
            word = " ".join(line.lower().split())
            if word.startswith(f"{pname(self.human)} "):
                word = word.split(" ", 1)[1]
            if word in QUIT:
                raise Quit
            target = _SLAP_WORDS.get(word)
            if elapsed >= window:
                self.say(f"  ! too late: {elapsed:.1f} s; the race window is {window:g} s")
                return None
            if target is not None:
                return elapsed, A.slap(self.human, target)
            self.say(f"  ! not a slap: {line!r} (Enter slaps the deck)")
