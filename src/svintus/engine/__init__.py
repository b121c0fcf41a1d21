"""The pure rules engine: no I/O, no clock, no global random.

A game is ``Rules + seed + actions``; :class:`Game` is the only checked way to change one.

Card kinds and families (docs/development.md). Each card kind is one record in its
family's folder: ``families/classic.toml`` (the number cards and the classic
prescriptions), ``families/svinorost.toml``, ``families/temnodel.toml``, and a 2.0
family's ``families/<family>/kinds.toml``. Everything else is derived from the records:
the catalogue (:mod:`.cards`: kind codes, faces, notation), the kinds the engine plays,
``svintus cards`` and ``/api/cards`` (with each kind's short name for the terminal and
symbol for the page). A family joins the game through one door,
:func:`.registry.register`. To add a kind to a family:

1. append its record to the family's kinds file (append: kind codes and face indexes
   follow the records' order)::

       [[kind]]
       id = "khryundel"              # its notation: R:khryundel
       ru = "Хрюндель"
       en = "Khryundel"
       family = "prescription"       # the printed family a player reads
       colours = ["red", "orange", "green", "blue"]   # or ["grey"]
       values = []                   # printed values, none here
       copies = 2                    # of each face in the box
       rule = "The next player is skipped (R8.7)."    # the law's line
       rule_en = "The next player is skipped."        # what a player reads
       rule_ru = "Следующий игрок пропускает ход."
       short = ["Khryun", "Хрюнд"]   # the terminal's card: six letters at most
       symbol = '<path d="M4 12h16"/>'  # the page's drawing: SVG on a 24x24 grid
       # label = ["Khryun", "Хрюн"]  # only where the full name is too long for a card

2. give it its effect in the family's module, keyed by its code::

       KHRYUNDEL = KINDS_BY_ID["khryundel"].code

       def khryundel(game: Game, player: int, face: int) -> None:
           game.current = game.next_player(game.next_player(player))

       EFFECTS = {..., KHRYUNDEL: khryundel}

Nothing else changes: the family's ``KINDS_OF_FAMILY`` (``cards.kinds_of(KEY)``) holds the
new kind, ``register`` makes it playable, a custom deck deals it (``Rules(custom_deck=
(("khryundel", 2), ...))``), a recipe may list it (``rules.RECIPES``), and the terminal and
the page draw it from the catalogue. A family outside the package (a plug-in, a test's
toy: tests/toy_family.py) adds its records with :func:`.cards.add_kinds` and registers
itself; tests/test_toy_kind.py plays one.

Actions (:mod:`.actions`): each field of an :class:`Action` means one thing and is None
when the kind has none of it: ``card`` (the card acted with), ``colour`` (a colour
named), ``aimed`` (the player aimed at), ``place`` (DECK, PILE, BOX, DISPLAY), ``number``
(a Svinorost's number card, a dark card's declared card), and the 2.0 families'
``window``, ``feat``, ``hut``, ``item``, ``standing``, ``hit``, ``genre``, ``moved``
(docs/development.md, "Actions: one meaning per field")::

    >>> from svintus.engine import actions as A
    >>> A.catch(0, 2).aimed, A.slap(1).place, A.svinorost(0, 60, 3).number
    (2, 0, 3)
    >>> A.play(0, 5).colour is None
    True
"""

from .actions import Act, Action
from .cards import FACES, KINDS, card_name, face_of
from .errors import (
    BadRecord,
    GameOver,
    IllegalAction,
    NotationError,
    NotYourTurn,
    RulesError,
    SvintusError,
    TooLate,
)
from .game import Game
from .players import pname
from .rules import RECIPES, Rules

__all__ = [
    "FACES",
    "KINDS",
    "RECIPES",
    "Act",
    "Action",
    "BadRecord",
    "Game",
    "GameOver",
    "IllegalAction",
    "NotYourTurn",
    "NotationError",
    "Rules",
    "RulesError",
    "SvintusError",
    "TooLate",
    "card_name",
    "face_of",
    "pname",
]
