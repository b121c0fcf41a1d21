"""The plain-text terminal game: a person against bots, or bots among themselves for show.

The match runs on the one local-table driver (:class:`~.driver.LocalTable`), in
simulated time: the table jumps from one planned action to the next, so bots never wait
in real time. The person differs from the bots in two ways (plain mode):

- no turn timer: the table waits for their answer, and an answer to an out-of-turn
  chance (interception, catch) is taken as soon as it is typed, before the bots'
  reactions; the bots react first only on the person's own turn;
- in a slap race (R8.6) the time from the "slap!" prompt to the answer, measured with
  :func:`time.monotonic`, is their reaction time, compared with the bots'; no answer
  inside the window means no slap.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.errors import SvintusError
from ..engine.game import Game, pname
from ..engine.rules import Rules
from .driver import NEVER, Applied, LocalTable
from .families import family_lines
from .feats import FEATS, RULES, run_plain
from .look import count, spoken
from .screen import (
    HELP,
    LET_GO,
    QUIT,
    chance_menu,
    choice_lines,
    help_text,
    menu_lines,
    parse_move,
    pressing,
    scores,
    status_lines,
    turn_menu,
)
from .words import Teller, seat_names

_SLAP_WORDS = {"": A.DECK, "1": A.DECK, "s": A.DECK, "slap": A.DECK, "slap deck": A.DECK}
_SLAP_WORDS |= {"deck": A.DECK, "2": A.PILE, "pile": A.PILE, "slap pile": A.PILE}


class Quit(Exception):
    """The person ended the match: ``quit`` or the end of input."""


class TerminalTable:
    """Runs a match in plain text; ``human`` is the person's seat, or ``-1`` for bots only."""

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
        sleep: Callable[[float], None] = time.sleep,
        feat_rng: random.Random | None = None,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.human = human
        self.teller = Teller(human, seat_names(2, human))  # a new one each game
        # feat_rng: the local table's secret random source (a test's seeded one)
        self.table = LocalTable(
            rules, seed, bot, human, records, person_timer=False, secret=feat_rng
        )
        self.table.listeners.append(self.on_applied)
        self.match = self.table.match
        self.bot_name = bot
        self.out = out
        self.inp = inp
        self.echo = not inp.isatty()  # a transcript of piped input shows the answers
        self.clock = clock
        self.sleep = sleep
        self.declined: set[tuple[int, Action]] = set()  # (move, chance) the person let go
        self.asked_race = -1  # the race the person was last asked to slap in
        self.feed: list[str] = []

    # ------------------------------------------------------------------ output, input

    def say(self, text: str = "") -> None:
        self.out.write(spoken(text) + "\n")  # players read no rule numbers

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

    def tell(self, line: str) -> None:
        """A line of the feed: printed at once for show, kept for the next prompt else."""
        if not line:
            return
        self.feed.append(line)
        if self.human < 0:
            self.flush_feed()

    def on_applied(self, applied: Applied) -> None:
        for line in self.teller.lines(applied.events):
            self.tell(line)

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
        bots = count(n - 1 if self.human >= 0 else n, f"{self.bot_name} bot")
        who = f"you are {pname(self.human)} against {bots}" if self.human >= 0 else bots
        self.say(f"svintus: a match to {m.target} points; {who}; seed {self.seed}")
        if self.human >= 0:
            self.say("type 'help' for the moves and the rules of a turn")
        while not m.over:
            game = self.table.new_game()
            self.play_game(game)
            path = self.table.finish_game()
            if path is not None:
                self.say(f"record saved: {path}")
            left = ", ".join(f"{pname(p)} {len(h)}" for p, h in enumerate(game.hands) if h)
            index = self.table.index
            self.say(f"game {index}: {pname(game.winner)} wins {game.points} points ({left})")
            self.say(f"match: {self.totals()}")
        self.table.game = None
        w = m.winner
        you = "" if self.human < 0 else " (you win!)" if w == self.human else " (you lose)"
        self.say(f"{pname(w)} wins the match with {m.totals[w]} points (R7.3){you}")

    def totals(self) -> str:
        return scores(self.match.totals, self.match.target)

    def bye(self) -> None:
        game = self.table.game
        if game is not None and not game.over:
            path = self.table.save_record()
            if path is not None:
                self.say(f"record saved: {path}")
        games = self.match.games
        done = f"{games} finished game{'' if games == 1 else 's'}"
        self.say(f"bye. scores after {done}: {self.totals()}")

    # ------------------------------------------------------------------ one game

    def play_game(self, game: Game) -> None:
        self.declined.clear()
        self.say()
        self.say(f"=== game {self.table.index} ===")
        self.teller = Teller(self.human, seat_names(game.n, self.human))
        for line in self.teller.lines(game.events):
            self.tell(line)
        while not game.over:
            self.step(game)
        self.flush_feed()

    def step(self, game: Game) -> None:
        """The person's prompt when they have something to do, else the table's next action."""
        table = self.table
        me = self.human
        if me >= 0 and game.race is not None:
            table.plan()  # the race's bots have their reaction times
            if not game.race[me] and self.asked_race != table.races:
                self.asked_race = table.races
                self.human_slap(game)
                return
        elif me >= 0 and game.current != me and self.human_chance(game):
            return
        elif me == game.current and (table.next_due() == NEVER or self.mine_now(game)):
            self.prompt(game, turn_menu(game, me), "your turn", let_go=False)
            return
        table.step()

    # ------------------------------------------------------------------ the person

    def awaited(self, game: Game) -> list[int]:
        """The players a 2.0 family phase waits for (a duel, a race, a choice of cards),
        else none."""
        if game.choice is not None:
            return [game.choice.action.player]
        for family in game.families:
            waiting = family.awaiting(game)
            if waiting is not None:
                return waiting
        return []

    def mine_now(self, game: Game) -> bool:
        """A 2.0 game waits for the person to move: ask at once. Its windows (a Shevelis!
        count ...) run on the person's real thinking time, and whatever comes due before
        the answer is applied first."""
        if not game.families:
            return False
        waiting = self.awaited(game)
        return not waiting or self.human in waiting

    def human_chance(self, game: Game) -> bool:
        """Offer the person their interceptions and catches (and 2.0 chances); True if
        they acted."""
        move = game.move
        menu = [a for a in chance_menu(game, self.human) if (move, a) not in self.declined]
        if not menu or not pressing(game, self.human, menu):
            return False
        heading = f"{pname(game.current)}'s turn: you may react"
        if self.prompt(game, menu, heading, let_go=True, instant=True):
            return True
        self.declined.update((move, a) for a in menu)
        return False

    def prompt(
        self, game: Game, menu: list[Action], heading: str, let_go: bool, instant: bool = False
    ) -> bool:
        """Show the state and the moves; apply the person's move. False: they let it go.

        ``instant``: the answer counts as made at once (an out-of-turn chance); else the
        time spent thinking passes at the table.
        """
        self.say()
        self.say(f"--- game {self.table.index}, move {game.move}: {heading} ---")
        self.flush_feed()
        for line in status_lines(game, self.human, self.match.totals, self.match.target):
            self.say(line)
        if game.families:  # the 2.0 families' parts of the view (R10-R12)
            names = [pname(p) for p in range(game.n)]
            left = dict(self.table.windows.left(game.timers(), self.table.time))
            for line in family_lines(game.view(self.human), names, left):
                self.say(line)
        for line in menu_lines(game, menu, let_go):
            self.say(line)
        if game.families:
            for line in choice_lines(game, self.human):
                self.say(line)
        feats = list({a.target: a for a in menu if a.kind in (Act.FEAT, Act.ATTEMPT)}.values())
        feats = [a._replace(text="") for a in feats]
        for a in feats:  # Slabo? (R12.6): the feat as a mini-game the table judges
            name = FEATS[a.target]
            self.say(f"  play {name} - {RULES[name]}")
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
            if feats and (word == "play" or (word.split()[:1] == ["play"] and word[5:] in FEATS)):
                played = self.play_feat(feats, word.split()[1:])
                if played is not None:
                    self.table.act(played, self.table.time + max(self.clock() - start, 0.0))
                    return True
                continue
            try:
                action = parse_move(line, menu, self.human, game.n)
                thought = 0.0 if instant else max(self.clock() - start, 0.0)
                self.table.act(action, self.table.time + thought)
                return True
            except SvintusError as e:
                self.say(f"  ! {e}")

    def play_feat(self, feats: list[Action], words: list[str]) -> Action | None:
        """``play [FEAT]``: the Slabo? feat (R12.6) played as a mini-game the local table
        judges; its action with the table's score, or None (no such feat to set or try)."""
        chosen = [a for a in feats if not words or FEATS[a.target] == words[0]]
        if len(chosen) != 1:
            names = ", ".join(FEATS[a.target] for a in feats)
            self.say(f"  ! write play FEAT; feats: {names}")
            return None
        port = self.table.feat_port(chosen[0], self.clock)
        run_plain(port, self.read, self.say, self.sleep)
        return port.judged

    def human_slap(self, game: Game) -> None:
        """R8.6: the person's slap, timed from the prompt, among the bots' planned slaps."""
        window = self.rules.slap_seconds
        table = self.table
        start_at = table.race_deadline() - window
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
                return
            if target is not None:
                table.act(A.slap(self.human, target), start_at + elapsed)
                return
            self.say(f"  ! not a slap: {line!r} (Enter slaps the deck)")
