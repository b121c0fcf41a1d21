"""``svintus play``: a match against bots in the terminal, plain text (docs/play.md)."""

from __future__ import annotations

import argparse
import secrets
import sys
from pathlib import Path
from typing import Any

from ..bots import BOTS
from ..engine.actions import MAX_PLAYERS
from ..engine.rules import RECIPES, Rules
from ..terminal.table import TerminalTable

HUMAN = 0  # the human is p1


def _players(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 2 <= n <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(
            f"{n} players: a table has 2..{MAX_PLAYERS} (you and 1-{MAX_PLAYERS - 1} bots)"
        )
    return n


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "play",
        help="play a match against bots in the terminal",
        description="Play a match of Svintus against bots, in plain text. You are p1.",
    )
    p.add_argument("--players", type=_players, default=4, metavar="N", help="2-10 (default 4)")
    p.add_argument(
        "--recipe",
        choices=sorted(RECIPES),
        default="classic",
        metavar="NAME",
        help=f"deck recipe, R13.1: {', '.join(RECIPES)} (default classic)",
    )
    p.add_argument("--seed", type=int, metavar="N", help="seed of the match (default: random)")
    p.add_argument(
        "--bots",
        default="random",
        metavar="NAME",
        help=f"the bots: {', '.join(BOTS)} (default random)",
    )
    p.add_argument("--bots-only", action="store_true", help="bots play the match for show")
    p.add_argument("--records", metavar="DIR", help="save each game's record in DIR")
    rules = p.add_argument_group("house rules (RULES.md)")
    rules.add_argument("--hand-size", type=int, default=8, metavar="N", help="R2.1 (default 8)")
    rules.add_argument(
        "--no-start-card-effects", action="store_true", help="R2.2: the start card does nothing"
    )
    rules.add_argument("--stacked-skips", action="store_true", help="R5.2: a stack of n skips n")
    rules.add_argument("--strict-table", action="store_true", help="R5.4: punish illegal plays")
    rules.add_argument(
        "--svintus-penalty", type=int, default=3, metavar="N", help="R6.2 (default 3)"
    )
    rules.add_argument(
        "--match-points", type=int, metavar="N", help="R7.3 (default: by player count)"
    )
    rules.add_argument(
        "--two-player-reverse-skips", action="store_true", help="R8.3: a reverse skips"
    )


def rules_of(args: argparse.Namespace) -> Rules:
    return Rules(
        players=args.players,
        recipe=args.recipe,
        hand_size=args.hand_size,
        start_card_effects=not args.no_start_card_effects,
        stacked_skips=args.stacked_skips,
        strict_table=args.strict_table,
        svintus_penalty=args.svintus_penalty,
        match_points=args.match_points,
        two_player_reverse_skips=args.two_player_reverse_skips,
    )


def run(args: argparse.Namespace) -> int:
    rules = rules_of(args)
    seed = args.seed if args.seed is not None else secrets.randbits(62)
    records = Path(args.records) if args.records else None
    if records is not None:
        records.mkdir(parents=True, exist_ok=True)  # an unusable DIR fails now, not later
    human = -1 if args.bots_only else HUMAN
    table = TerminalTable(rules, seed, args.bots, human, sys.stdout, sys.stdin, records)
    return table.run()
