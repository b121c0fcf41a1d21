"""``svintus play``: a match against bots in the terminal (docs/play.md).

Full screen (Textual) when stdin and stdout are a terminal, else, or with ``--plain``,
line by line. ``--server URL --table CODE`` takes a seat at an online table instead.
"""

from __future__ import annotations

import argparse
import os
import secrets
import sys
from pathlib import Path
from typing import Any

from ..bots import BOTS, check_bot
from ..engine.actions import MAX_PLAYERS
from ..engine.rules import RECIPES, TURN_PRESETS, Rules, pace_windows, shevelis_for
from .options import add_option_flags, with_options

HUMAN = 0  # the person sits at seat 0 ("Player"; the bots are "Bot 2" ...)


def _players(text: str) -> int:
    from .speech import say

    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            say("not_number", f"not a number: {text!r}", value=text)
        ) from None
    if not 2 <= n <= MAX_PLAYERS:
        most = MAX_PLAYERS - 1
        raise argparse.ArgumentTypeError(
            say(
                "table_players",
                f"{n} players: a table has 2..{MAX_PLAYERS} (you and 1-{most} bots)",
                value=n,
                high=MAX_PLAYERS,
                bots=most,
            )
        )
    return n


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "play",
        help="play a match against bots in the terminal",
        description=(
            "Play a match of Svintus against bots: you are Player, the bots Bot 2, "
            "Bot 3 and so on. Full screen when the "
            "terminal allows it, else line by line (--plain)."
        ),
    )
    p.add_argument(
        "--plain", action="store_true", help="line by line, no full screen (automatic in a pipe)"
    )
    p.add_argument(
        "--lang",
        choices=("ru", "en"),
        help="the language of the game (default: from the locale, LANG)",
    )
    p.add_argument("--players", type=_players, default=4, metavar="N", help="2-10 (default 4)")
    p.add_argument(
        "--recipe",
        choices=sorted(RECIPES),
        default="classic",
        metavar="NAME",
        help=f"the deck: {', '.join(RECIPES)} (default classic)",
    )
    p.add_argument("--seed", type=int, metavar="N", help="seed of the match (default: random)")
    p.add_argument(
        "--bots",
        default="normal",
        metavar="NAME",
        help=f"the bots: {', '.join(BOTS)} (default normal, as the web's Play now)",
    )
    p.add_argument("--bots-only", action="store_true", help="bots play the match for show")
    p.add_argument(
        "--records",
        metavar="DIR",
        help="save each game's record in DIR (default when you play: " + default_records() + ")",
    )
    p.add_argument("--no-records", action="store_true", help="save no records")
    p.add_argument(
        "--no-tips", action="store_true", help="no first-game tips (each is shown once anyway)"
    )
    p.add_argument(
        "--no-bell",
        action="store_true",
        help="no terminal bell on your turn or when a window or race asks something of you",
    )
    p.add_argument(
        "--resume",
        action="store_true",
        help="resume the match you left unfinished, without asking (its own rules and seed)",
    )
    p.add_argument(
        "--pace",
        choices=sorted(TURN_PRESETS, key=TURN_PRESETS.__getitem__),
        metavar="NAME",
        help="the turn time in seconds by name: "
        + ", ".join(f"{k} {v:g}" for k, v in TURN_PRESETS.items())
        + " (default normal; relaxed for your first match)",
    )
    p.add_argument("--turn-seconds", type=float, metavar="S", help="the turn time in seconds")
    online = p.add_argument_group("online (docs/protocol.md)")
    online.add_argument("--server", metavar="URL", help="an svintus server, http://host:port")
    online.add_argument("--table", metavar="CODE", help="the code of the table to join")
    online.add_argument("--name", metavar="NAME", help="your name at the table")
    online.add_argument("--watch", action="store_true", help="watch the table, take no seat")
    rules = p.add_argument_group("house rules (docs/rules.md, or /rules of svintus serve)")
    rules.add_argument(
        "--hand-size",
        type=int,
        default=8,
        metavar="N",
        help="cards dealt to each player (default 8)",
    )
    rules.add_argument(
        "--no-start-card-effects", action="store_true", help="the start card does nothing"
    )
    rules.add_argument(
        "--stacked-skips",
        action="store_true",
        help="a stack of n Khapyozh or Zakhrapin skips n turns",
    )
    rules.add_argument(
        "--strict-table", action="store_true", help="a wrong move costs 2 cards and a turn"
    )
    rules.add_argument(
        "--svintus-penalty",
        type=int,
        default=3,
        metavar="N",
        help="cards for a forgotten Svintus! (default 3)",
    )
    rules.add_argument(
        "--match-points",
        type=int,
        metavar="N",
        help="points that win the match (default: by player count)",
    )
    rules.add_argument(
        "--two-player-reverse-skips",
        action="store_true",
        help="with two players a Perekhryuk also skips",
    )
    rules.add_argument(
        "--slap-seconds",
        type=float,
        default=3.0,
        metavar="S",
        help="seconds of a slap race (default 3)",
    )
    add_option_flags(rules)


def default_records() -> str:
    """Where the full-screen game keeps records: $XDG_DATA_HOME/svintus/records."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join("~", ".local", "share")
    return os.path.join(base, "svintus", "records")


def played_marker() -> Path:
    """The file that says this person has played a match here before:
    $XDG_DATA_HOME/svintus/played (its absence: the first match, at the relaxed pace)."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join("~", ".local", "share")
    return Path(base, "svintus", "played").expanduser()


def first_match() -> bool:
    return not played_marker().exists()


def mark_played() -> None:
    marker = played_marker()
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.touch()
    except OSError:
        pass  # a read-only home: the next match is relaxed too


def rules_of(args: argparse.Namespace, first: bool = False) -> Rules:
    """The rules the flags ask for; ``first``: a person's first match, whose default
    pace is relaxed (a newcomer reads the screen before they play)."""
    turn = args.turn_seconds
    if turn is None:  # R14.2 "Decision (pace)": a named pace is its windows, as online
        windows = pace_windows(args.pace or ("relaxed" if first else "normal"))
    else:
        windows = {"turn_seconds": float(turn), "shevelis_seconds": shevelis_for(float(turn))}
    rules = Rules.for_pace(
        "normal",
        **windows,
        players=args.players,
        recipe=args.recipe,
        hand_size=args.hand_size,
        start_card_effects=not args.no_start_card_effects,
        stacked_skips=args.stacked_skips,
        strict_table=args.strict_table,
        svintus_penalty=args.svintus_penalty,
        match_points=args.match_points,
        two_player_reverse_skips=args.two_player_reverse_skips,
        slap_seconds=float(args.slap_seconds),
    )
    return with_options(rules, args)


def full_screen(args: argparse.Namespace) -> bool:
    """Full screen unless --plain, stdin or stdout is not a terminal (a script), or the
    terminal says it cannot draw one (TERM=dumb)."""
    if args.plain or os.environ.get("TERM") == "dumb":
        return False
    return sys.stdin.isatty() and sys.stdout.isatty()


def run(args: argparse.Namespace) -> int:
    from ..cli import UsageError

    if args.server or args.table:
        if not (args.server and args.table):
            raise UsageError("--server and --table go together", words="server_table")
        from ..terminal.online import run_online

        return run_online(args)
    human = -1 if args.bots_only else HUMAN
    screen = full_screen(args)
    check_bot(args.bots)
    records: Path | None = None
    if args.records and not args.no_records:
        records = Path(args.records)
    elif human >= 0 and not args.no_records:  # a person's games are kept, plain mode too
        records = Path(default_records()).expanduser()
    if records is not None:
        records.mkdir(parents=True, exist_ok=True)  # an unusable DIR fails now, not later
    if screen:
        return full_screen_match(args, human, records)
    if args.resume:
        raise UsageError(
            "--resume goes with the full-screen game (not --plain)", words="resume_plain"
        )
    from ..terminal.table import TerminalTable

    rules = rules_of(args)
    seed = args.seed if args.seed is not None else secrets.randbits(62)
    plain = TerminalTable(rules, seed, args.bots, human, sys.stdout, sys.stdin, records)
    return plain.run()


def resumed_table(args: argparse.Namespace, records: Path | None) -> Any:
    """The match left unfinished, if the person wants it back (``--resume``, or yes to
    the question asked before the screen opens); else None."""
    from ..cli import UsageError
    from ..engine.errors import SvintusError
    from ..terminal import resume
    from ..terminal.words import seat_names
    from .speech import say, yes

    kept = resume.load(resume.unfinished_file())
    if kept is None:
        if args.resume:
            raise UsageError("no match was left unfinished", words="nothing_to_resume")
        return None
    if not args.resume:
        names = seat_names(int(kept["rules"].get("players", 4)), HUMAN)
        game, scores = resume.where_it_stands(kept, names)
        question = say(
            "resume_question",
            f"A match left unfinished in game {game} ({scores}) is kept. Resume it? [Y/n] ",
            game=game,
            scores=scores,
        )
        sys.stdout.write(question)
        sys.stdout.flush()
        if not yes(sys.stdin.readline()):
            return None
    try:
        return resume.restore(kept, records)
    except (SvintusError, KeyError, TypeError, ValueError):
        raise UsageError(
            "the match left unfinished cannot be resumed by this version", words="cannot_resume"
        ) from None


def full_screen_match(args: argparse.Namespace, human: int, records: Path | None) -> int:
    from ..terminal.app import SvintusApp
    from ..terminal.driver import LocalTable
    from ..terminal.resume import unfinished_file
    from ..terminal.source import LocalSource
    from ..terminal.tips import Tips

    table = resumed_table(args, records) if human >= 0 else None
    if table is None:
        # a person's first full-screen match is relaxed (plain mode has no clock for them)
        rules = rules_of(args, first=human >= 0 and first_match())
        seed = args.seed if args.seed is not None else secrets.randbits(62)
        table = LocalTable(rules, seed, args.bots, human, records)
    if human >= 0:
        mark_played()
    keep = unfinished_file() if human >= 0 else None
    tips = Tips(on=not args.no_tips) if human >= 0 else None
    source = LocalSource(table, keep=keep)
    app = SvintusApp(source, wait_for_key=human >= 0, tips=tips, bell=not args.no_bell)
    code: int | None = app.run()
    for line in app.farewell:
        print(line)
    return code or 0
