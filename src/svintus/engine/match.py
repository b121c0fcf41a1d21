"""A match: a series of games whose scores add up to a threshold (R7.3), dealer rotating.

>>> from svintus.engine import Rules
>>> m = Match(Rules(players=2), seed=1)
>>> m.target
30
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .effects import challenge_races, courage
from .errors import IllegalAction
from .game import Game
from .rules import Rules


def derive_seed(seed: int, *path: int | str) -> int:
    """A seed for a sub-part (a game of a match, a bot) derived from ``seed``."""
    key = "/".join(str(x) for x in (seed, *path))
    return random.Random(f"svintus-derive/{key}").getrandbits(62)


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
    feats_used: list[str] = field(default_factory=list)  # Slabo? feats of the session (R12.6)
    # Courage lines (songs, proverbs, compliments) used in the session (R11.4): no repeats
    courage_used: dict[str, tuple[str, ...]] = field(default_factory=dict)

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
        game = Game.new(self.rules, self.game_seed(self.games), self.dealer)
        challenge_races.carry_feats(game, self.feats_used)  # R12.6: once per session
        courage.carry(game, self.courage_used)  # R11.4: repeats across the session
        return game

    def finish_game(self, game: Game) -> None:
        """Add a finished game's points and decide whether the match is over (R7.3)."""
        if not game.over:
            raise IllegalAction("the game is not over yet")
        points = [0] * self.rules.players
        points[game.winner] = game.points
        self.history.append(points)
        self.feats_used = challenge_races.feats_used(game) or self.feats_used
        if game.courage is not None:
            self.courage_used = dict(game.courage.used)
        self.totals[game.winner] += game.points
        self.dealer = (self.dealer + 1) % self.rules.players
        best = max(self.totals)
        leaders = [p for p, t in enumerate(self.totals) if t == best]
        if best >= self.target or (self.time_up and len(leaders) == 1):
            # R7.3: several players may cross the threshold only one at a time (one
            # winner a game), so the leader is unique when the threshold is reached.
            self.winner = leaders[0] if len(leaders) == 1 else game.winner
