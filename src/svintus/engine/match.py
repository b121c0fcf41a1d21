"""A match: a series of games whose scores add up to a threshold (R7.3), dealer rotating.

>>> from svintus.engine import Rules
>>> m = Match(Rules(players=2), seed=1)
>>> m.target
30
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from . import registry
from .errors import IllegalAction
from .game import Game
from .rules import LAW, Rules


def derive_seed(seed: int, *path: int | str) -> int:
    """A seed for a sub-part (a game of a match, a bot) derived from ``seed``."""
    key = "/".join(str(x) for x in (seed, *path))
    return random.Random(f"svintus-derive/{key}").getrandbits(62)


# What a table session carries from one game to the next (R11.4 no repeated lines, R12.6
# each feat once): ``{"feats": [feat, ...], "courage": {task: [line, ...]}}``, each
# family's fields (its ``carry`` and ``kept`` hooks, families/protocol.py).
Session = dict[str, Any]


def start_game(
    rules: Rules,
    seed: int,
    dealer: int = 0,
    names: tuple[str, ...] | None = None,
    session: Session | None = None,
    law: int = LAW,
) -> Game:
    """Deal a game of a session: :meth:`Game.new`, then what earlier games used;
    ``law``: the law it is played by (a record's, for a replay)."""
    game = Game.new(rules, seed, dealer, names, law)
    if session:
        for family in game.families:  # R11.4 lines, R12.6 feats
            family.carry(game, session)
    return game


@dataclass
class Match:
    """Scores across games. The first dealer is drawn at random (R2.4), then rotates."""

    rules: Rules
    seed: int
    totals: list[int] = field(default_factory=list)
    history: list[list[int]] = field(default_factory=list)  # points of each game, by seat
    dealer: int = -1
    time_up: bool = False  # match_minutes ran out (R7.3); the table sets it
    winner: int = -1
    # What the next game carries, by family key: its fields of the session (Slabo? feats
    # of the session R12.6, Courage lines used R11.4: no repeats)
    carried: dict[str, Session] = field(default_factory=dict)
    names: tuple[str, ...] | None = None  # the seats' display names (R10.2 Shinkognito)

    def __post_init__(self) -> None:
        n = self.rules.players
        if not self.totals:
            self.totals = [0] * n
        if self.dealer < 0:
            self.dealer = random.Random(f"svintus-dealer/{self.seed}").randrange(n)

    @property
    def target(self) -> int:
        return self.rules.target_points

    @property
    def games(self) -> int:
        return len(self.history)

    @property
    def over(self) -> bool:
        return self.winner >= 0

    def game_seed(self, index: int) -> int:
        return derive_seed(self.seed, "game", index)

    def new_game(self) -> Game:
        """Deal the next game of the match."""
        if self.over:
            raise IllegalAction(f"the match is over: p{self.winner + 1} won")
        return start_game(
            self.rules, self.game_seed(self.games), self.dealer, self.names, self.session()
        )

    def session(self) -> Session | None:
        """What the next game carries from the earlier ones (R11.4, R12.6), if anything;
        a record of that game stores it, so the game replays alone."""
        out: Session = {}
        for family in registry.FAMILIES:  # in the families' order
            out.update(self.carried.get(family.KEY, ()))
        return out or None

    def finish_game(self, game: Game) -> None:
        """Add a finished game's points and decide whether the match is over (R7.3)."""
        if not game.over:
            raise IllegalAction("the game is not over yet")
        points = [0] * self.rules.players
        points[game.winner] = game.points
        self.history.append(points)
        for family in game.families:
            kept = family.kept(game)
            if kept is not None:
                self.carried[family.KEY] = kept
        self.totals[game.winner] += game.points
        self.dealer = (self.dealer + 1) % self.rules.players
        best = max(self.totals)
        leaders = [p for p, t in enumerate(self.totals) if t == best]
        if best >= self.target or (self.time_up and len(leaders) == 1):
            # R7.3: several players may cross the threshold only one at a time (one
            # winner a game), so the leader is unique when the threshold is reached.
            self.winner = leaders[0] if len(leaders) == 1 else game.winner
