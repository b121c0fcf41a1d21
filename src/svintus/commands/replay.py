"""``svintus replay RECORD [--verify]``: replay a game record (docs/notation.md)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..engine.errors import BadRecord
from ..engine.game import pname
from ..engine.record import Record


def add_parser(sub: Any) -> None:
    p = sub.add_parser("replay", help="replay a game record; --verify checks its final state")
    p.add_argument("record", help="a JSON game record file")
    p.add_argument("--verify", action="store_true", help="confirm the recorded final position")


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
    status = f"{pname(game.winner)} won {game.points} points" if game.over else "game not finished"
    check = "verified: the replay reaches the recorded final state; " if args.verify else ""
    print(f"{args.record}: {len(record.actions)} actions, {check}{status}")
    return 0
