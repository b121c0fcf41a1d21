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
        raise UsageError(
            f"{message} (see '{self.prog} --help')",
            words="see_help",
            message=message,
            help=f"{self.prog} --help",
        )


LANG_HELP = "the language of the messages (default: from the locale, LANG)"


def build_parser() -> Parser:
    """The parser of every command, in the language :func:`speak` set: every command
    takes ``--lang`` (play and replay speak it in the game too)."""
    from .commands.speech import translate

    parser = Parser(prog="svintus", description="Svintus, the Russian card game.")
    parser.add_argument("--version", action="version", version="svintus 0.1.0")
    parser.add_argument("--lang", choices=("ru", "en"), help=LANG_HELP)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name in COMMANDS:
        import_module(f"svintus.commands.{name}").add_parser(sub)
    for command in sub.choices.values():
        if "--lang" not in command._option_string_actions:
            command.add_argument("--lang", choices=("ru", "en"), help=LANG_HELP)
    translate(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    from .commands.speech import error_line, say, speak, told

    speak(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser()
        args, extra = parser.parse_known_args(argv)
        if extra:  # named by the subcommand whose help lists the right flags
            where = f"svintus {args.command}" if args.command else "svintus"
            unknown = " ".join(extra)
            raise UsageError(
                f"unrecognized arguments: {unknown} (see '{where} --help')",
                words="unknown_arguments",
                flag=unknown,
                help=f"{where} --help",
            )
        if args.command is None:
            parser.print_help()
            return 2
        code: int = import_module(f"svintus.commands.{args.command}").run(args)
        return code
    except SvintusError as e:
        print(error_line(told(e)), file=sys.stderr)
        return 2
    except BrokenPipeError:  # `svintus play --plain | head`: the reader has gone, quietly
        quiet_stdout()
        return 0
    except OSError as e:
        place = e.filename or ""
        line = say("os_error", f"{place}: {e.strerror}", path=place, errno=e.errno or 0)
        print(error_line(line), file=sys.stderr)
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
