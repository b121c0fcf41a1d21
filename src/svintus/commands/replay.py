"""``svintus replay RECORD [--verify] [--step]``: replay a game record (docs/notation.md);
``--step`` walks through it in the terminal, every hand open (docs/play.md, "Replays")."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from ..engine.errors import BadRecord
from ..engine.game import Game, pname
from ..engine.record import Record


def add_parser(sub: Any) -> None:
    p = sub.add_parser("replay", help="replay a game record; --verify checks its final state")
    p.add_argument("record", help="a JSON game record file")
    p.add_argument("--verify", action="store_true", help="confirm the recorded final position")
    p.add_argument(
        "--step",
        action="store_true",
        help="step through the game with every hand open: Enter the next step, a number "
        "jumps to that step, a shows the rest, q quits (without a terminal: every step)",
    )


def load_json(path: str) -> Any:
    """The JSON in ``path``; any failure is one :class:`BadRecord` line naming the file."""
    try:
        with open(path, encoding="utf-8-sig") as f:  # -sig: a byte-order mark is fine
            return json.load(f)
    except json.JSONDecodeError as e:
        raise BadRecord(f"{path}: not JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except UnicodeDecodeError:
        raise BadRecord(f"{path}: not JSON: not a UTF-8 text file") from None
    except (ValueError, RecursionError) as e:  # a 5000-digit number, nesting too deep
        raise BadRecord(f"{path}: not JSON that can be read: {e}") from None
    except OSError as e:
        raise BadRecord(f"{path}: cannot read the file: {e.strerror or e}") from None


def run(args: argparse.Namespace) -> int:
    record = Record.from_json(load_json(args.record), where=args.record)
    game = record.verify(args.record) if args.verify else record.replay(args.record)
    if args.step:
        step_through(record, args.record, sys.stdin, sys.stdout)
    status = f"{pname(game.winner)} won {game.points} points" if game.over else "game not finished"
    check = "verified: the replay reaches the recorded final state; " if args.verify else ""
    print(f"{args.record}: {len(record.actions)} actions, {check}{status}")
    return 0


_ACTORS = ("player", "giver", "winker", "offender")


def _actor(event: Any) -> int:
    for name in _ACTORS:
        value = getattr(event, name, None)
        if isinstance(value, int) and value >= 0:
            return value
    return -1


def sentences(events: Any, viewer: int = -1) -> str:
    """The feed's sentences of ``events`` as ``viewer`` (the actor) saw them."""
    from ..terminal.feed import describe

    return describe(events, viewer)


def card_words(face: int) -> str:
    """``red 4``, ``blue Khapyozh``, ``Polisvin``: a card in words."""
    from ..engine.cards import COLOURS, FACE_COLOUR, FACE_KIND, FACE_VALUE, KINDS, NUMBER

    colour = FACE_COLOUR[face]
    kind = FACE_KIND[face]
    name = str(FACE_VALUE[face]) if kind == NUMBER else KINDS[kind].en
    return f"{COLOURS[colour]} {name}" if 0 <= colour < len(COLOURS) else name


def table_lines(game: Game) -> list[str]:
    """The table with every hand open: the top card, the way, the deck, each hand."""
    from ..engine.cards import COLOURS

    top = f"top {card_words(game.top)}"
    if game.named >= 0:
        top += f" (named colour: {COLOURS[game.named]})"
    way = "clockwise" if game.direction > 0 else "counter-clockwise"
    turn = f"{pname(game.current)} to move" if not game.over else "game over"
    lines = [f"  {top} | {way} | deck {len(game.deck)} | move {game.move} | {turn}"]
    for p, hand in enumerate(game.hands):
        mark = "▶" if p == game.current and not game.over else " "
        cards = ", ".join(card_words(f) for f in hand) or "no cards"
        lines.append(f"  {mark} {pname(p)} ({len(hand)}): {cards}")
    return lines


def step_through(record: Record, where: str, inp: TextIO, out: TextIO) -> None:
    """Print the deal, then each action's sentences and the table after it; on a terminal
    wait for Enter between steps (a number jumps, ``a`` shows the rest, ``q`` quits)."""
    game = record.start(where)
    total = len(record.actions)
    interactive = inp.isatty()
    if interactive:
        out.write("Enter: next step · a number: go to that step · a: all · q: quit\n")
    out.write(f"step 0/{total}: {sentences(game.events)}\n")
    out.write("\n".join(table_lines(game)) + "\n")
    target = 0
    for i, (t, action) in enumerate(record.actions, 1):
        if interactive and i > target:
            out.write("> ")
            out.flush()
            answer = inp.readline()
            word = answer.strip().lower()
            if not answer or word in ("q", "quit"):
                return
            if word in ("a", "all"):
                target = total
            elif word.isdigit():
                target = int(word)
        events = game.apply(action)
        if interactive and i < target:
            continue
        said = sentences(events, _actor(action))
        out.write(f"step {i}/{total} ({t / 1000:.1f} s): {said}\n")
        out.write("\n".join(table_lines(game)) + "\n")
