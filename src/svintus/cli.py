"""The ``svintus`` command line. Each subcommand lives in :mod:`svintus.commands`.

User errors print one line (``svintus: error: ...``) and exit with status 2; they never
print a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module
from typing import NoReturn

from .engine.errors import SvintusError

# subcommand -> module in svintus.commands with add_parser(subparsers) and run(args) -> int
COMMANDS = ("replay", "simulate", "play", "serve", "loadtest", "tournament", "cards", "recipes")


class UsageError(SvintusError):
    """A wrong flag or value on the command line."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def build_parser() -> Parser:
    parser = Parser(prog="svintus", description="Svintus, the Russian card game.")
    parser.add_argument("--version", action="version", version="svintus 0.1.0")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name in COMMANDS:
        import_module(f"svintus.commands.{name}").add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser = build_parser()
        args, extra = parser.parse_known_args(argv)
        if extra:  # named by the subcommand whose help lists the right flags
            where = f"svintus {args.command}" if args.command else "svintus"
            raise UsageError(f"unrecognized arguments: {' '.join(extra)} (see '{where} --help')")
        if args.command is None:
            parser.print_help()
            return 2
        code: int = import_module(f"svintus.commands.{args.command}").run(args)
        return code
    except SvintusError as e:
        print(f"svintus: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"svintus: error: {e.filename or ''}: {e.strerror}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


def entry() -> NoReturn:
    sys.exit(main())


if __name__ == "__main__":
    entry()
