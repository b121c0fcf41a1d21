"""``svintus replay RECORD [--verify] [--step]``: replay a game record (docs/notation.md);
``--step`` walks through it in the terminal, every hand open (docs/play.md, "Replays"),
in the player's words (``--lang ru|en``: the names, the printed card names, the feed's
sentences), or in notation with ``--notation``."""

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
    p.add_argument(
        "--lang",
        choices=("ru", "en"),
        help="the language of --step (default: from the locale, LANG)",
    )
    p.add_argument(
        "--notation",
        action="store_true",
        help="--step in the record's notation (seats and cards as the record writes them, "
        "for developers) instead of words",
    )


def load_json(path: str) -> Any:
    """The JSON in ``path``; any failure is one :class:`BadRecord` line naming the file."""
    try:
        with open(path, encoding="utf-8-sig") as f:  # -sig: a byte-order mark is fine
            return json.load(f)
    except json.JSONDecodeError as e:
        raise BadRecord(
            f"{path}: not JSON: {e.msg} at line {e.lineno} column {e.colno}",
            words="not_json_at",
            path=path,
            line=e.lineno,
            column=e.colno,
        ) from None
    except UnicodeDecodeError:
        raise BadRecord(
            f"{path}: not JSON: not a UTF-8 text file", words="not_utf8", path=path
        ) from None
    except (ValueError, RecursionError) as e:  # a 5000-digit number, nesting too deep
        raise BadRecord(
            f"{path}: not JSON that can be read: {e}", words="not_json", path=path
        ) from None
    except OSError as e:
        raise BadRecord(
            f"{path}: cannot read the file: {e.strerror or e}",
            words="cannot_read",
            path=path,
            errno=e.errno,
        ) from None


def run(args: argparse.Namespace) -> int:
    from .speech import say

    record = Record.from_json(load_json(args.record), where=args.record)
    game = record.verify(args.record) if args.verify else record.replay(args.record)
    if args.step:
        step_through(record, args.record, sys.stdin, sys.stdout, notation=args.notation)
    names = seat_words(record)
    if game.over:
        who = names[game.winner]
        status = say("replay_won", f"{who} won {game.points} points", who=who, n=game.points)
    else:
        status = say("replay_unfinished", "game not finished")
    check = ""
    if args.verify:
        check = say("replay_verified", "verified: the replay reaches the recorded final state; ")
    n = len(record.actions)
    print(f"{args.record}: " + say("replay_actions", f"{n} actions, ", n=n) + check + status)
    return 0


def seat_words(record: Record) -> tuple[str, ...]:
    """The seats as a player reads them: the record's own names, else «Игрок» for the
    person and «Бот 2» … for the bots (as the terminal game named them)."""
    from ..terminal.words import seat_names

    n = record.rules.players
    if record.names and len(record.names) == n:
        return tuple(record.names)
    players = record.players or []
    person = players.index("person") if "person" in players else -1
    return seat_names(n, person)


def words_lines(game: Game, names: tuple[str, ...]) -> list[str]:
    """The table in the player's words, every hand open."""
    from ..engine.cards import card_name
    from ..terminal.words import card, colour_word
    from .speech import say

    top = say("step_top", "top: ") + card(card_name(game.top))
    if game.named >= 0:
        colour = colour_word(game.named)
        top += say("step_named", f" (colour named: {colour})", colour=colour)
    if game.direction > 0:
        way = say("step_clockwise", "clockwise")
    else:
        way = say("step_counter", "counter-clockwise")
    if game.over:
        turn = say("step_over", "game over")
    else:
        who = names[game.current]
        turn = say("step_to_move", f"{who} to move", who=who)
    deck = say("step_deck", f"deck {len(game.deck)}", n=len(game.deck))
    move = say("step_move", f"move {game.move}", n=game.move)
    lines = [f"  {top} | {way} | {deck} | {move} | {turn}"]
    for p, hand in enumerate(game.hands):
        mark = "▶" if p == game.current and not game.over else " "
        cards = ", ".join(card(card_name(f)) for f in hand) or say("step_no_cards", "no cards")
        lines.append(f"  {mark} {names[p]} ({len(hand)}): {cards}")
    return lines


def notation_lines(game: Game) -> list[str]:
    """The table in notation (``--notation``): seats p1 …, cards as the record writes them."""
    from ..engine.cards import card_name

    lines = [
        f"  top {card_name(game.top)} named {game.named} | direction {game.direction} "
        f"| deck {len(game.deck)} | move {game.move} | current {pname(game.current)}"
    ]
    for p, hand in enumerate(game.hands):
        mark = "▶" if p == game.current and not game.over else " "
        cards = " ".join(card_name(f) for f in hand) or "-"
        lines.append(f"  {mark} {pname(p)} ({len(hand)}): {cards}")
    return lines


def step_through(
    record: Record, where: str, inp: TextIO, out: TextIO, notation: bool = False
) -> None:
    """Print the deal, then each action and the table after it; on a terminal wait for
    Enter between steps (a number jumps, ``a`` shows the rest, ``q`` quits). In the
    player's words (the feed's sentences, names, printed card names), or with
    ``notation`` in the record's notation."""
    from ..engine.notation import format_action
    from ..terminal.look import spoken
    from ..terminal.words import Teller
    from .speech import say

    game = record.start(where)
    names = seat_words(record)
    teller = Teller(-1, names)  # every hand is open: no seat's point of view

    def table() -> list[str]:
        return notation_lines(game) if notation else words_lines(game, names)

    def said(events: Any, action: Any = None) -> str:
        if notation:
            return format_action(action) if action is not None else "deal"
        return spoken("; ".join(teller.lines(events)))

    step = "step" if notation else say("step", "step")
    total = len(record.actions)
    interactive = inp.isatty()
    if interactive:
        out.write(
            say("step_keys", "Enter: next step · a number: go to that step · a: all · q: quit")
            + "\n"
        )
    out.write(f"{step} 0/{total}: {said(game.events)}\n")
    out.write("\n".join(table()) + "\n")
    target = 0
    sec = "s" if notation else say("step_seconds", "s")
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
            teller.lines(events)  # the sentences keep their order (what was said before)
            continue
        when = (
            f"{t / 1000:.1f}"
            if notation
            else say("step_when", f"{t / 1000:.1f}", when=f"{t / 1000:.1f}".replace(".", ","))
        )
        out.write(f"{step} {i}/{total} ({when} {sec}): {said(events, action)}\n")
        out.write("\n".join(table()) + "\n")
