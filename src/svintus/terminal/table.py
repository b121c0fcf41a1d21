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
from ..engine.cards import card_name
from ..engine.errors import SvintusError
from ..engine.game import Game
from ..engine.rules import Rules
from ..table.offers import Offer
from .driver import NEVER, Applied, LocalTable
from .families import family_lines
from .feats import FEATS, feat_of, run_plain
from .look import spoken
from .screen import (
    HELP,
    LET_GO,
    QUIT,
    WIDTH,
    BadMove,
    Entry,
    bot_kind,
    chance_menu,
    fold,
    help_text,
    menu_lines,
    parse_move,
    pick_cards,
    pick_lines,
    pressing,
    refused,
    scores,
    status_lines,
    turn_menu,
    who,
)
from .words import Teller, counted, goodbye, seat_names, seconds, tr, ui

_SLAP_WORDS = {"": A.DECK, "1": A.DECK, "s": A.DECK, "slap": A.DECK, "slap deck": A.DECK}
_SLAP_WORDS |= {"deck": A.DECK, "2": A.PILE, "pile": A.PILE, "slap pile": A.PILE}
_SLAP_WORDS |= {"хлоп": A.DECK, "колода": A.DECK, "стопка": A.PILE}
_POINTS = (("point", "points"), ("очко", "очка", "очков"))


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
        self.names = seat_names(rules.players, human)  # as the feed names the seats
        self.teller = Teller(human, self.names)  # a new one each game
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
        self.declined: set[tuple[int, Entry]] = set()  # (move, chance) the person let go
        self.asked_race = -1  # the race the person was last asked to slap in
        self.feed: list[str] = []

    # ------------------------------------------------------------------ output, input

    def say(self, text: str = "", folded: bool = True) -> None:
        """Print ``text``: without rule numbers, a long line folded to the screen's width
        (its next lines indented under it)."""
        out = []
        for line in spoken(text).split("\n"):  # players read no rule numbers
            lead = line[: len(line) - len(line.lstrip(" "))]
            long = folded and len(line) > WIDTH
            out.extend(fold(line.strip(), lead, len(lead) + 2) if long else [line])
        self.out.write("\n".join(out) + "\n")

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
        kind = bot_kind(self.bot_name)
        bots = counted(n - 1 if self.human >= 0 else n, ("bot", "bots"), ("бот", "бота", "ботов"))
        if kind:
            bots += f" ({kind})"
        target = counted(m.target, *_POINTS)
        replay = tr(f"replay: --seed {self.seed}", f"повтор: --seed {self.seed}")
        if self.human >= 0:
            you = self.names[self.human]
            self.say(
                tr(
                    f"Svintus: a match to {target}; you are {you}, against {bots}",
                    f"Свинтус: матч до {target}; вы — {you}, против вас {bots}",
                )
            )
            self.say(
                tr(
                    f"type a move's number; 'help': the rules; 'quit': leave; {replay}",
                    f"наберите номер хода; help — правила; quit — выйти; {replay}",
                )
            )
        else:
            self.say(tr(f"Svintus: a match to {target} among {bots}; {replay}",
                        f"Свинтус: матч до {target}, играют {bots}; {replay}"))  # fmt: skip
        if self.table.records is not None:
            folder = self.table.records
            self.say(tr(f"game records go to {folder}", f"записи партий: {folder}"), folded=False)
        while not m.over:
            game = self.table.new_game()
            self.play_game(game)
            path = self.table.finish_game()
            if path is not None:
                self.say(f"{ui('record saved: ')}{path}", folded=False)
            self.say(self.game_over(game))
            self.say(self.totals())
        self.table.game = None
        w = m.winner
        points = counted(m.totals[w], *_POINTS)
        if w == self.human:
            self.say(tr(f"You win the match with {points}!", f"Вы выиграли матч: {points}!"))
        else:
            name = self.names[w]
            line = tr(f"{name} wins the match with {points}", f"{name} выигрывает матч: {points}")
            if self.human >= 0:
                line += tr("; you lose", "; вы проиграли")
            self.say(line)

    def game_over(self, game: Game) -> str:
        """The end of a game (R7.2): its winner, the points and the cards left."""
        me = self.human
        left = ", ".join(
            f"{who(p, self.names, me)}: {len(h)}" for p, h in enumerate(game.hands) if h
        )
        points = counted(game.points, *_POINTS)
        index = self.table.index
        winner = who(game.winner, self.names, me)
        line = tr(
            f"Game {index}: {winner} wins, {points}",
            f"Партия {index}: побеждает {winner}, {points}",
        )
        if left:
            line += tr(f" (cards left — {left})", f" (осталось карт — {left})")
        return line

    def totals(self) -> str:
        """The match's totals after a game: ``Match — Player: 12, Bot 2: 0 (to 40)``."""
        return tr("Match — ", "Счёт — ") + scores(self.match.totals, self.match.target, self.names)

    def bye(self) -> None:
        game = self.table.game
        if game is not None and not game.over:
            path = self.table.save_record()
            if path is not None:
                self.say(f"{ui('record saved: ')}{path}", folded=False)
        self.say(
            goodbye(self.match.games, scores(self.match.totals, self.match.target, self.names))
        )

    # ------------------------------------------------------------------ one game

    def play_game(self, game: Game) -> None:
        self.declined.clear()
        self.say()
        self.say(tr(f"=== game {self.table.index} ===", f"=== партия {self.table.index} ==="))
        self.teller = Teller(self.human, self.names)
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
            self.prompt(game, turn_menu(game, me), tr("your turn", "ваш ход"), let_go=False)
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
        mover = who(game.current, self.names, self.human)
        heading = tr(f"{mover}'s turn: you may react", f"ходит {mover}, можно вмешаться")
        if self.prompt(game, menu, heading, let_go=True, instant=True):
            return True
        self.declined.update((move, a) for a in menu)
        return False

    def prompt(
        self, game: Game, menu: list[Entry], heading: str, let_go: bool, instant: bool = False
    ) -> bool:
        """Show the state and the moves; apply the person's move. False: they let it go.

        ``instant``: the answer counts as made at once (an out-of-turn chance); else the
        time spent thinking passes at the table.
        """
        names = self.names
        self.say()
        self.say(
            tr(
                f"--- game {self.table.index}, move {game.move}: {heading} ---",
                f"--- партия {self.table.index}, ход {game.move}: {heading} ---",
            )
        )
        self.flush_feed()
        for line in status_lines(game, self.human, self.match.totals, self.match.target, names):
            self.say(line)
        if game.families:  # the 2.0 families' parts of the view (R10-R12)
            left = dict(self.table.windows.left(game.timers(), self.table.time))
            for line in family_lines(game.view(self.human), names, left):
                self.say(line)
        for line in menu_lines(game, menu, let_go, names):
            self.say(line)
        feats = [
            a._replace(text="")
            for a in menu
            if isinstance(a, Action) and a.kind in (Act.FEAT, Act.ATTEMPT)
        ]
        start = self.clock()
        while True:
            line = self.read("> ")
            word = line.strip().lower()
            if word in QUIT:
                raise Quit
            if word in HELP:
                self.say(help_text(self.rules.svintus_penalty))
                for text in menu_lines(game, menu, let_go, names):
                    self.say(text)
                continue
            if let_go and word in LET_GO:
                return False
            try:
                if feats and (word == "play" or (word[:5] == "play " and word[5:] in FEATS)):
                    chosen: Entry | None = self.feat_named(feats, word.split()[1:])
                else:
                    chosen = parse_move(line, menu, self.human, names)
                if isinstance(chosen, Offer):
                    chosen = self.pick(game, chosen)
                if chosen is None:
                    continue
                if chosen.kind in (Act.FEAT, Act.ATTEMPT) and not chosen.text:
                    played = self.play_feat(chosen)
                    if played is None:
                        continue
                    self.table.act(played, self.table.time + max(self.clock() - start, 0.0))
                    return True
                thought = 0.0 if instant else max(self.clock() - start, 0.0)
                self.table.act(chosen, self.table.time + thought)
                return True
            except SvintusError as e:
                self.say(f"  ! {refused(e, game, self.human, names)}")

    def pick(self, game: Game, offer: Offer) -> Action:
        """The cards of a 2.0 offer (an Etiquette gift's penalty cards ...), chosen by
        their numbers in the hand; :class:`BadMove` if they are not a way to give it."""
        hand = [card_name(f) for f in game.hands[self.human]]
        for line in pick_lines(offer, hand):
            self.say(line)
        return pick_cards(self.read("> "), offer, hand)

    def feat_named(self, feats: list[Action], words: list[str]) -> Action | None:
        """``play [FEAT]`` typed: the one Slabo? feat (R12.6) of the menu it names."""
        chosen = [a for a in feats if not words or feat_of(a) == words[0]]
        if len(chosen) != 1:
            names = ", ".join(feat_of(a) for a in feats)
            raise BadMove(
                tr(f"write play FEAT; feats: {names}", f"напишите play и рекорд: {names}")
            )
        return chosen[0]

    def play_feat(self, feat: Action) -> Action | None:
        """The Slabo? feat (R12.6) played as a mini-game the local table judges; its action
        with the table's score, or None (the table never finished it)."""
        port = self.table.feat_port(feat, self.clock)
        run_plain(port, self.read, self.say, self.sleep)
        return port.judged

    def human_slap(self, game: Game) -> None:
        """R8.6: the person's slap, timed from the prompt, among the bots' planned slaps."""
        window = self.rules.slap_seconds
        table = self.table
        start_at = table.race_deadline() - window
        self.flush_feed()
        left = seconds(window, -1)
        self.say(
            tr(
                f"SLAP! Enter = the deck, 2 = the play pile; you have {left}",
                f"ХЛОПАЙТЕ! Enter — по колоде, 2 — по стопке; у вас {left}",
            )
        )
        start = self.clock()
        me = f"p{self.human + 1} "
        while True:
            line = self.read(tr("slap! ", "хлоп! "))
            elapsed = self.clock() - start
            word = " ".join(line.lower().split())
            if word.startswith(me):
                word = word[len(me) :]
            if word in QUIT:
                raise Quit
            target = _SLAP_WORDS.get(word)
            if elapsed >= window:
                took = seconds(elapsed)
                self.say(
                    tr(
                        f"  ! too late: {took}; the race lasts {left}",
                        f"  ! поздно: {took}, а гонка длится {left}",
                    )
                )
                return
            if target is not None:
                table.act(A.slap(self.human, target), start_at + elapsed)
                return
            self.say(
                tr(
                    f"  ! not a slap: «{line}» (Enter slaps the deck)",
                    f"  ! это не хлопок: «{line}» (Enter — хлопнуть по колоде)",
                )
            )
