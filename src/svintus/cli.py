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
        from .terminal.words import tr

        raise UsageError(
            tr(f"{message} (see '{self.prog} --help')", f"{message} (см. '{self.prog} --help')")
        )


def build_parser() -> Parser:
    parser = Parser(prog="svintus", description="Svintus, the Russian card game.")
    parser.add_argument("--version", action="version", version="svintus 0.1.0")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name in COMMANDS:
        import_module(f"svintus.commands.{name}").add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    from .commands.speech import error_line, speak

    speak(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser()
        args, extra = parser.parse_known_args(argv)
        if extra:  # named by the subcommand whose help lists the right flags
            where = f"svintus {args.command}" if args.command else "svintus"
            from .terminal.words import tr

            unknown = " ".join(extra)
            raise UsageError(
                tr(
                    f"unrecognized arguments: {unknown} (see '{where} --help')",
                    f"неизвестные аргументы: {unknown} (см. '{where} --help')",
                )
            )
        if args.command is None:
            parser.print_help()
            return 2
        code: int = import_module(f"svintus.commands.{args.command}").run(args)
        return code
    except SvintusError as e:
        print(error_line(str(e)), file=sys.stderr)
        return 2
    except BrokenPipeError:  # `svintus play --plain | head`: the reader has gone, quietly
        quiet_stdout()
        return 0
    except OSError as e:
        print(error_line(f"{e.filename or ''}: {e.strerror}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


def quiet_stdout() -> None:
    """Point stdout at /dev/null: the interpreter's last flush of a closed pipe would
    print an error of its own."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def entry() -> NoReturn:
    sys.exit(main())


if __name__ == "__main__":
    entry()
