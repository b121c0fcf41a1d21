"""Text notation of actions (docs/notation.md).

Players are ``p1``..``p10`` in text (seat 0 is ``p1``). A card is written as in
:func:`~cards.card_name`: ``G7``, ``R:khapyozh``, ``polisvin``. An action may end with
``@N``, the move number it answers (R4.2); ``say`` and ``whisper`` cannot, as all after
the verb is the chat text, kept verbatim.

>>> from svintus.engine import actions as A
>>> format_action(A.play(1, face_of("G7"), svintus=True))
'p2 play G7 svintus'
>>> parse_action("p3 intercept G7 @12") == A.intercept(2, face_of("G7"))._replace(move=12)
True
>>> format_action(parse_action("p1 play polisvin blue"))
'p1 play polisvin B'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from . import actions as A
from .actions import Act, Action
from .cards import COLOUR_LETTERS, card_name, colour_of, face_of
from .errors import NotationError
from .events import Event, Given
from .players import digits, parse_player
from .registry import FAMILIES

VERBS: dict[str, str] = {
    "play": "play a card in turn: play CARD [COLOUR] [svintus]; play svinorost CARD [svintus]",
    "intercept": "play an exact copy out of turn: intercept CARD [COLOUR] [svintus]",
    "draw": "take the top card of the deck",
    "pass": "keep the card just drawn and end the turn",
    "accept": "accept the pending Khapyozh/Zakhrapin",
    "name": "name the colour of the start card (a Polisvin, a grey value card): name COLOUR",
    "svintus": "declare 'Svintus!' before the action that leaves one card",
    "catch": "catch a player who did not declare: catch pN",
    "slap": "slap the deck (slap, slap deck) or, wrongly, the pile (slap pile)",
    "say": "chat: say TEXT",
    "dark": "a card face down on a Temnodel, declared: dark CARD as NUMBER [svintus]",
    "check": "check the previous dark card of a Temnodel chain, or the last one",
    "giveup": "give up a Svinorost chain: take the last value in cards, skip",
}
# The registered 2.0 families (R10-R12), none named here; their verbs are listed in the
# reverse of the order their hooks run, as the help has always listed them.
_NOTATED = tuple(reversed(FAMILIES))
# The 2.0 families' verbs: help, and how each reads the words after it.
_FAMILY_VERBS: dict[str, tuple[str, Callable[[int, list[str], int | None, str], Action]]] = {
    v: e for f in _NOTATED for v, e in f.VERBS.items()
}
_FAMILY_FORMAT = {k: fn for f in _NOTATED for k, fn in f.FORMAT.items()}
# The 2.0 families' table actions (R14.1), written with no player in front: a family's
# optional ``TABLE_VERBS``: verb -> parse(words after it, players, text) -> Action; its
# ``FORMAT`` writes the whole line of an action whose player is the table.
_TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {
    v: fn for f in _NOTATED for v, fn in getattr(f, "TABLE_VERBS", {}).items()
}
VERBS.update({verb: entry[0] for verb, entry in _FAMILY_VERBS.items()})
_CHAT_VERBS: frozenset[str] = frozenset(v for f in _NOTATED for v in getattr(f, "CHAT_VERBS", ()))
# How each verb is written, for error messages.
USAGE: dict[str, str] = {
    "play": "pN play CARD [COLOUR] [svintus] [@N]",
    "intercept": "pN intercept CARD [COLOUR] [svintus] [@N]",
    "name": "pN name COLOUR [@N]",
    "catch": "pN catch pM [@N]",
    "dark": "pN dark CARD as NUMBER [svintus] [@N]",
}


_PLAYER_AND_VERB = re.compile(r"\s*\S+\s+\S+")


def _split_move(words: list[str]) -> tuple[list[str], int | None]:
    if words and words[-1].startswith("@"):
        num = words[-1][1:]
        if not digits(num, 10):
            raise NotationError(f"not a move number: {words[-1]!r} (write @12)")
        return words[:-1], int(num)
    return words, None


def parse_action(text: str, players: int | None = None) -> Action:
    """Parse one action in notation; raise :class:`NotationError` naming the problem."""
    words = text.split()
    if not words:
        raise NotationError("empty action")
    head = words[0].lower()
    if head == "timeout":
        if len(words) != 2:
            raise NotationError("write: timeout pN")
        return A.timeout(parse_player(words[1], players))
    if head == "close":
        if [w.lower() for w in words] != ["close", "race"]:
            raise NotationError("write: close race")
        return A.close_race()
    if head in _TABLE_VERBS:
        return _TABLE_VERBS[head](words[1:], players, text)
    p = parse_player(words[0], players)
    if len(words) < 2:
        raise NotationError(f"{text!r}: a verb must follow the player ({', '.join(VERBS)})")
    verb = words[1].lower()
    if verb == "say":
        return A.speak(p, _said(text))
    if verb in _CHAT_VERBS:  # a family's chat verb (R11.4 whisper): the text verbatim
        return _FAMILY_VERBS[verb][1](p, [], players, _said(text))
    rest, move = _split_move(words[2:])
    action = _parse_verb(p, verb, rest, players, text)
    return action if move is None else action._replace(move=move)


def _said(text: str) -> str:
    """The chat text: everything after the one blank that follows ``say``, verbatim."""
    head = _PLAYER_AND_VERB.match(text)
    assert head is not None  # parse_action has found two words
    return text[head.end() + 1 :]


def _parse_verb(p: int, verb: str, rest: list[str], players: int | None, text: str) -> Action:
    if verb in ("play", "intercept"):
        if not rest:
            raise NotationError(f"{text!r}: which card? write {USAGE[verb]}")
        face = face_of(rest[0])
        colour = -1
        svintus = False
        placed = -1  # the number card on a Svinorost (R9.1)
        for word in rest[1:]:
            if word.lower() in _SVINTUS:
                svintus = True
            elif placed == -1 and colour == -1 and verb == "play" and _is_card(word):
                placed = face_of(word)
            elif colour == -1 and placed == -1:
                colour = colour_of(word)
            else:
                raise NotationError(f"{text!r}: unexpected {word!r}")
        if placed >= 0:
            return A.svinorost(p, face, placed, svintus)
        make = A.play if verb == "play" else A.intercept
        return make(p, face, colour, svintus)
    if verb == "dark":
        words = [w for w in rest if w.lower() not in _SVINTUS]
        if len(words) == 3 and words[1].lower() == "as":
            del words[1]
        if len(words) != 2:
            raise NotationError(f"{text!r}: write {USAGE['dark']}")
        svintus = any(w.lower() in _SVINTUS for w in rest)
        return A.dark(p, face_of(words[0]), face_of(words[1]), svintus)
    simple = {
        "draw": A.draw,
        "pass": A.pass_,
        "accept": A.accept,
        "svintus": A.declare,
        "check": A.check,
        "giveup": A.give_up,
    }
    if verb in simple:
        if rest:
            raise NotationError(f"{text!r}: {verb} takes nothing after it")
        return simple[verb](p)
    if verb == "name":
        if len(rest) != 1:
            raise NotationError(f"{text!r}: write {USAGE['name']}")
        return A.name_colour(p, colour_of(rest[0]))
    if verb == "catch":
        if len(rest) != 1:
            raise NotationError(f"{text!r}: write {USAGE['catch']}")
        return A.catch(p, parse_player(rest[0], players))
    if verb == "slap":
        where = rest[0].lower() if rest else "deck"
        if len(rest) > 1 or where not in ("deck", "pile"):
            raise NotationError(f"{text!r}: write slap, slap deck or slap pile")
        return A.slap(p, A.DECK if where == "deck" else A.PILE)
    if verb in _FAMILY_VERBS:
        return _FAMILY_VERBS[verb][1](p, rest, players, text)
    raise NotationError(f"unknown verb {verb!r} in {text!r}; verbs: {', '.join(VERBS)}")


_SVINTUS = ("svintus", "svintus!", "свинтус", "свинтус!")


def _is_card(word: str) -> bool:
    try:
        face_of(word)
    except NotationError:
        return False
    return True


def format_action(a: Action) -> str:
    """The notation of an action; :func:`parse_action` reads it back."""
    kind = a.kind
    if kind == Act.TIMEOUT:
        return f"timeout p{a.player + 1}"
    if kind == Act.CLOSE_RACE:
        return "close race"
    if a.player == A.TABLE and kind in _FAMILY_FORMAT:
        return " ".join(_FAMILY_FORMAT[kind](a))
    who = f"p{a.player + 1}"
    if kind == Act.SPEAK:
        return f"{who} say {a.text}" if a.text else f"{who} say"
    if kind in (Act.PLAY, Act.INTERCEPT):
        assert a.card is not None
        parts = [who, "play" if kind == Act.PLAY else "intercept", card_name(a.card)]
        number, colour = a.number, a.colour
        if number is not None:
            parts.append(card_name(number))
        if colour is not None:
            parts.append(COLOUR_LETTERS[colour])
        if a.svintus:
            parts.append("svintus")
    elif kind == Act.DARK:
        assert a.card is not None and a.number is not None
        parts = [who, "dark", card_name(a.card), "as", card_name(a.number)]
        if a.svintus:
            parts.append("svintus")
    elif kind == Act.NAME_COLOUR:
        assert a.colour is not None
        parts = [who, "name", COLOUR_LETTERS[a.colour]]
    elif kind == Act.CATCH:
        assert a.aimed is not None
        parts = [who, "catch", f"p{a.aimed + 1}"]
    elif kind == Act.SLAP:
        parts = [who, "slap"] if a.place == A.DECK else [who, "slap", "pile"]
    elif kind in _FAMILY_FORMAT:
        parts = [who, *_FAMILY_FORMAT[kind](a)]
    else:
        verb = {
            Act.DRAW: "draw",
            Act.PASS: "pass",
            Act.ACCEPT: "accept",
            Act.DECLARE: "svintus",
            Act.CHECK: "check",
            Act.GIVE_UP: "giveup",
        }
        parts = [who, verb[kind]]
    # A chat verb's text runs to the end of the line, so like ``say`` it carries no move:
    # chat answers no move (R14.4), and the text must read back verbatim.
    if a.move is not None and parts[1] not in _CHAT_VERBS:
        parts.append(f"@{a.move}")
    return " ".join(parts)


# ----------------------------------------------------------------- as a seat reads it

HIDDEN = "?"  # a card or player a reader may not know, in :func:`format_action_for`
# Kinds whose chosen cards (``Action.cards``) go from the player to ``aimed`` (a seat):
# the two of them see the cards, everyone else only how many (R10.1, R10.2, R12, R14.8).
_GIVEN_TO_AIMED = frozenset({Act.ETIQUETTE, Act.NOTICE, Act.THROW, Act.PICK, Act.PAY})


def format_action_for(a: Action, viewer: int, events: Iterable[Event] = ()) -> str:
    """The notation of ``a`` as ``viewer`` may read it (``-1``: a spectator), R14.8.

    What the events of the action hide from the viewer (:func:`~.events.redact`) the text
    hides too, each hidden card or player written ``?``: a dark card's true face (R9.2:
    ``p2 dark ? as G6``), a wink's addressee (R14.5: ``p4 wink ?``), the cards chosen
    with a gift, a payment, a notice or a pick (``p1 etiquette shtol p3 ? ?``), seen by
    giver and receiver only. ``events`` are the action's own: a Challenge ``give`` names
    no receiver, the :class:`~.events.Given` it caused does. The text is for reading; it
    does not parse back.

    >>> from svintus.engine import actions as A
    >>> format_action_for(A.dark(1, face_of("B4"), face_of("G6")), 0)
    'p2 dark ? as G6'
    >>> format_action_for(A.dark(1, face_of("B4"), face_of("G6")), 1)
    'p2 dark B4 as G6'
    >>> format_action_for(A.wink(3, 1), 2), format_action_for(A.wink(3, 1), 1)
    ('p4 wink ?', 'p4 wink p2')
    """
    words = format_action(a).split(" ")
    p = a.player
    if viewer == p or p == A.TABLE:
        return " ".join(words)
    kind = a.kind
    if kind == Act.DARK:
        words[2] = HIDDEN
    elif kind == Act.WINK:
        if viewer != a.aimed:
            words[2] = HIDDEN
    elif kind == Act.HUTS and a.card is not None:  # R12.8: the huts' cards stay the builder's
        words[2] = HIDDEN
    elif a.cards and (
        (kind in _GIVEN_TO_AIMED and a.aimed not in (None, viewer))
        or (kind == Act.GIVE and not _received(events, p, viewer))
    ):
        end = len(words)
        while end > 0 and (words[end - 1] == "svintus" or words[end - 1].startswith("@")):
            end -= 1
        for i in range(end - len(a.cards), end):
            words[i] = HIDDEN
    return " ".join(words)


def _received(events: Iterable[Event], giver: int, viewer: int) -> bool:
    """Whether ``viewer`` received cards from ``giver`` in ``events``."""
    return any(isinstance(e, Given) and e.giver == giver and e.receiver == viewer for e in events)
