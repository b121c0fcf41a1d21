"""Actions: everything a player (or the table's clock) can do to a game.

One small immutable value type, :class:`Action`, tagged by :class:`Act`. Actions are
named tuples so that creating and comparing them is cheap on the engine's hot path; the
common ones are built once and shared (:func:`play`, :func:`intercept`, ...).

Each field means one thing (issue 25): ``card`` is the card acted with, ``colour`` a
colour named, ``aimed`` the player aimed at, ``place`` a place on the table (DECK, PILE,
BOX, DISPLAY), ``number`` a number card placed on a Svinorost or declared for a dark
card, and the 2.0 families' ``window``, ``feat``, ``hut``, ``item``, ``standing``,
``hit``, ``genre`` and ``moved``. A field the kind does not use is None (``cards``: empty,
``text``: empty, ``svintus``: False); each constructor below sets only its kind's fields.
``move`` is the move number (R3.6) the action answers; None means "now". An action naming
an earlier move than the game's is too late (R4.2).
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple


class Act(IntEnum):
    PLAY = 0  # a card from hand onto the play pile, in turn (transfers included, R5.3)
    INTERCEPT = 1  # an exact copy out of turn (R4)
    DRAW = 2  # take the top card of the deck (R3.3)
    PASS = 3  # decline to play the card just drawn (R3.3)
    ACCEPT = 4  # accept a pending Khapyozh/Zakhrapin (R5.2)
    NAME_COLOUR = 5  # the dealer names the colour of a start Polisvin or grey value card (R2.2)
    DECLARE = 6  # "Svintus!" on its own, before the action that leaves one card (R6.1)
    CATCH = 7  # catch a player who did not declare "Svintus!" (R6.2)
    SLAP = 8  # a palm on the deck (place DECK) or, wrongly, the play pile (R8.6)
    SPEAK = 9  # chat; breaks a Tikhokhryun silence (R8.5)
    TIMEOUT = 10  # table: the player to move ran out of time (R5.5)
    CLOSE_RACE = 11  # table: the slap race window ended (R8.6)
    DARK = 12  # a card face down on a Temnodel with a declaration (R9.2)
    CHECK = 13  # check the previous dark card of a Temnodel chain (R9.2)
    GIVE_UP = 14  # give up a Svinorost chain: take the last value, skip (R9.1)
    # Svintus 2.0 families (R10-R12): each family adds its kinds in its own range, and its
    # package in families/ owns them (legal actions, apply, errors, notation).
    # ---- Etiquette (R10): 20-29
    ETIQUETTE = 20  # give an Etiquette card and penalty cards to an offender (R10.1)
    AWAY = 21  # the player left their seat (R10.2 Shtul!)
    BACK = 22  # the player is back in their seat
    TOUCH = 23  # a hand on the table surface (R10.2 Shtol!)
    WINK = 24  # a wink at one player (R14.5 Shmotrun)
    NOTICE = 25  # a click on a flickering seat: the wink was noticed (R14.5)
    THROW = 26  # a Shurikén throw at an interceptor, hit or miss (R10.2, R14.6)
    PICK = 27  # the cards a thrower who missed takes, chosen by the player aimed at (R10.2)
    DAWDLE = 28  # table: the player to move is over the Shevelis! threshold (R10.2)
    EXPIRE = 29  # table: an Etiquette window, a wink's flicker or a pick timed out (R14.2)
    # ---- Courage (R11): 30-39
    GIFT = 30  # a Courage card out of turn to the player who placed that value (R11.1)
    BOX = 31  # box one of the older Courage cards of one's area (R11.3); table: the default
    BOW = 32  # Pokloonnik: a bow to the giver (R11.4)
    WHISPER = 33  # Suflyor: chat as a whisper, lower case (R11.4, R14.4)
    CLAP = 34  # Ovatsii: a clap at a special card (R11.4)
    STAND = 35  # Ovatsii: stand up or sit down (R11.4)
    OBJECT = 36  # object to a creative Courage answer: an objection vote opens (R14.7)
    UPHOLD = 37  # uphold an objection (R14.7)
    UNANSWERED = 38  # table: a Courage answer window closed unanswered (R11.4, R14.2)
    END_VOTE = 39  # table: an objection vote's window closed (R14.7)
    # ---- Challenge (R12): 40-59
    # duels and choices (families/challenge/duels/): 40-49
    CHOOSE = 40  # choose the opponent of a Razborka, Neither-nor, Don't Darken (R12.3, 7, 11)
    CALL = 41  # name the colour of a Chip In or Don't Darken (R12.9, R12.11)
    FLIP = 42  # turn over one more card in a Russian Roulette (R12.2)
    LAY = 43  # lay a number card in a Razborka or a Chip In (R12.3, R12.9)
    YIELD = 44  # will not (or cannot) lay in a Razborka: take the temporary pile (R12.3)
    GIVE = 45  # give one card of one's choice in a Challenge (R12.7, R12.9, R12.11)
    PULL = 46  # pull one card blind from the opponent's hand (R12.11)
    AWL = 47  # Awl for Soap after one's interception: swap hands (R12.12)
    LAPSE = 48  # table: the time of a Challenge step ran out; defaults are taken (R12.1)
    # races and feats (families/challenge/races/): 50-59
    FIST = 50  # put out one fist; two finish a One for All (R12.4)
    PAY = 51  # cards from hand: to a player (owed), into the box (Slabo?), to one's display
    FAS = 52  # "Fas!": the Slippers player starts the grab (R12.5)
    GRAB = 53  # grab the card in front of an opponent (R12.5)
    FEAT = 54  # the Slabo? challenger picks a feat and sets a score (text) (R12.6)
    ATTEMPT = 55  # one try at the Slabo? feat, the score measured by the table (text)
    HUTS = 56  # two huts of two cards each built (R12.8)
    ITEM = 57  # name an item worn by a player (R12.10)
    TAP = 58  # touch (click) the named item (R12.10)
    TIMEUP = 59  # table: a race or feat window closed; defaults are taken (R14.2, R14.3)


PLAY, INTERCEPT, DRAW, PASS, ACCEPT, NAME_COLOUR = (
    Act.PLAY,
    Act.INTERCEPT,
    Act.DRAW,
    Act.PASS,
    Act.ACCEPT,
    Act.NAME_COLOUR,
)
DECLARE, CATCH, SLAP, SPEAK, TIMEOUT, CLOSE_RACE = (
    Act.DECLARE,
    Act.CATCH,
    Act.SLAP,
    Act.SPEAK,
    Act.TIMEOUT,
    Act.CLOSE_RACE,
)

DARK, CHECK, GIVE_UP = Act.DARK, Act.CHECK, Act.GIVE_UP

DECK, PILE = 0, 1  # places a slap lands on
TABLE = -1  # the "player" of actions the table's clock supplies

# Kinds that are turn actions when applied (R3.6); TIMEOUT is one unless the player drew.
TURN_ACTS = frozenset(
    {Act.PLAY, Act.INTERCEPT, Act.DRAW, Act.ACCEPT, Act.DARK, Act.CHECK, Act.GIVE_UP}
)
# Kinds that are never a decision of the player to move: reactions and table actions.
OUT_OF_TURN_ACTS = frozenset(
    {Act.INTERCEPT, Act.DECLARE, Act.CATCH, Act.SLAP, Act.SPEAK, Act.TIMEOUT, Act.CLOSE_RACE}
)


class Action(NamedTuple):
    """One action; each field means one thing, None (or empty) when the kind has none.

    A kind's constructor below sets only the fields of that kind (issue 25, point 4)."""

    kind: Act
    player: int  # who acts: a seat, or TABLE for the table's clock
    # the card itself: played, intercepted, laid dark, laid, awled, given as an Etiquette
    # card, thrown, gifted, boxed, placed in a hut; the Courage card of an objection
    card: int | None = None
    # a colour named: a Polisvin's or a grey value card's (R2.2, R5.4), a call (R12.9)
    colour: int | None = None
    svintus: bool = False  # "Svintus!" declared with this action (R6.1)
    move: int | None = None  # the move number this action answers (R4.2); None: now
    # the words said with the action: chat (SPEAK), a whisper (WHISPER), a feat's score
    # (FEAT, ATTEMPT: what the player says they will do or did, R12.6)
    text: str = ""
    # cards chosen from the hand with the action: penalty cards given with an Etiquette
    # card (R10.1), cards given, paid or laid out in a Challenge (R12); kept sorted
    cards: tuple[int, ...] = ()
    # the player the action is aimed at: caught (R6.2), chosen, given to, paid, winked at,
    # noticed, thrown at, picked from, grabbed from, bowed to, named as a wearer, objected
    # to; the player the table acts for (DAWDLE, a default BOX, UNANSWERED, END_VOTE)
    aimed: int | None = None
    # a place on the table: DECK or PILE slapped (R8.6), BOX or DISPLAY paid into (R12.6)
    place: int | None = None
    # the number card placed on a Svinorost (R9.1) or declared for a dark card (R9.2)
    number: int | None = None
    window: int | None = None  # the Etiquette window that timed out (EXPIRE, R14.2)
    feat: int | None = None  # the Slabo? feat chosen or tried, an index of FEATS (R12.6)
    hut: int | None = None  # the hut a card is placed into: 0 or 1 (R12.8)
    item: int | None = None  # the item named, an index of ITEMS (R12.10)
    standing: bool | None = None  # Ovatsii: stand up (True) or sit down (False) (R11.4)
    hit: bool | None = None  # whether a Shurikén hit (R10.2, R14.6)
    genre: int | None = None  # the genre a Zapevala is gifted with (R11.4)
    # an Antrakt gift's card passed along: (owner, face) of a card on the table (R11.4)
    moved: tuple[int, int] | None = None

    def bare(self) -> Action:
        """The action without its move number and its words (chat, a whisper, a score), as
        legal_actions lists it."""
        if self.move is None and not self.text:
            return self
        return self._replace(move=None, text="")


def known(value: int | None) -> int:
    """A field the action's kind always sets (a play's card, a catch's player), read
    where the action is known legal."""
    assert value is not None
    return value


MAX_PLAYERS = 10
_N_FACES = 128  # room for every face of the catalogue


def _table(kind: Act, colour: int | None, svintus: bool) -> tuple[tuple[Action, ...], ...]:
    return tuple(
        tuple(Action(kind, p, f, colour, svintus) for f in range(_N_FACES))
        for p in range(MAX_PLAYERS)
    )


_COLOURS = (None, 0, 1, 2, 3)  # no colour named, then each colour
# Shared instances: _PLAYS[svintus][colour + 1 (0: none)][player][face]
_PLAYS = tuple(tuple(_table(Act.PLAY, c, s) for c in _COLOURS) for s in (False, True))
_INTERCEPTS = tuple(tuple(_table(Act.INTERCEPT, c, s) for c in _COLOURS) for s in (False, True))
_SIMPLE = {
    kind: tuple(Action(kind, p) for p in range(MAX_PLAYERS))
    for kind in (
        Act.DRAW,
        Act.PASS,
        Act.ACCEPT,
        Act.DECLARE,
        Act.SPEAK,
        Act.CHECK,
        Act.GIVE_UP,
        Act.TIMEOUT,
    )
}


def play(player: int, card: int, colour: int | None = None, svintus: bool = False) -> Action:
    """``card`` in turn, naming ``colour`` (None: no colour named; a caller's -1 is read
    as none too, as the bots' and the research layout's tables write it)."""
    return _PLAYS[svintus][0 if colour is None else colour + 1][player][card]


def intercept(player: int, card: int, colour: int | None = None, svintus: bool = False) -> Action:
    return _INTERCEPTS[svintus][0 if colour is None else colour + 1][player][card]


def svinorost(player: int, card: int, number: int, svintus: bool = False) -> Action:
    """R9.1: a Svinorost (``card``) and at once the number card ``number`` on it."""
    return Action(Act.PLAY, player, card, svintus=svintus, number=number)


def dark(player: int, card: int, declared: int, svintus: bool = False) -> Action:
    """R9.2: ``card`` face down on the Temnodel, declared as the number card ``declared``."""
    return Action(Act.DARK, player, card, svintus=svintus, number=declared)


def check(player: int) -> Action:
    """R9.2: reveal the previous dark card."""
    return _SIMPLE[Act.CHECK][player]


def give_up(player: int) -> Action:
    """R9.1: leave the Svinorost chain, taking the last card's value in cards."""
    return _SIMPLE[Act.GIVE_UP][player]


def draw(player: int) -> Action:
    return _SIMPLE[Act.DRAW][player]


def pass_(player: int) -> Action:
    return _SIMPLE[Act.PASS][player]


def accept(player: int) -> Action:
    return _SIMPLE[Act.ACCEPT][player]


def declare(player: int) -> Action:
    return _SIMPLE[Act.DECLARE][player]


def speak(player: int, text: str = "") -> Action:
    return Action(Act.SPEAK, player, text=text) if text else _SIMPLE[Act.SPEAK][player]


def name_colour(player: int, colour: int) -> Action:
    return Action(Act.NAME_COLOUR, player, colour=colour)


def catch(player: int, caught: int) -> Action:
    if 0 <= player < MAX_PLAYERS and 0 <= caught < MAX_PLAYERS:
        return _CATCHES[player][caught]  # built once: a step lists every catch
    return Action(Act.CATCH, player, aimed=caught)


def slap(player: int, place: int = DECK) -> Action:
    if 0 <= player < MAX_PLAYERS and place in (DECK, PILE):
        return _SLAPS[player][place]  # built once: each step of a race offers them
    return Action(Act.SLAP, player, place=place)


_CATCHES = tuple(
    tuple(Action(Act.CATCH, p, aimed=q) for q in range(MAX_PLAYERS)) for p in range(MAX_PLAYERS)
)
_SLAPS = tuple(
    (Action(Act.SLAP, p, place=DECK), Action(Act.SLAP, p, place=PILE)) for p in range(MAX_PLAYERS)
)


def timeout(player: int) -> Action:
    return _SIMPLE[Act.TIMEOUT][player]


def close_race() -> Action:
    return _CLOSE_RACE


_CLOSE_RACE = Action(Act.CLOSE_RACE, TABLE)


# ---- Challenge: duels and choices (R12.2, R12.3, R12.7, R12.9, R12.11, R12.12)


def choose(player: int, opponent: int) -> Action:
    return Action(Act.CHOOSE, player, aimed=opponent)


def call(player: int, colour: int) -> Action:
    return Action(Act.CALL, player, colour=colour)


def flip(player: int) -> Action:
    return Action(Act.FLIP, player)


def lay(player: int, card: int, svintus: bool = False) -> Action:
    return Action(Act.LAY, player, card, svintus=svintus)


def yield_(player: int) -> Action:
    return Action(Act.YIELD, player)


def give(player: int, card: int, svintus: bool = False) -> Action:
    return Action(Act.GIVE, player, svintus=svintus, cards=(card,))


def pull(player: int) -> Action:
    return Action(Act.PULL, player)


def awl(player: int, card: int) -> Action:
    return Action(Act.AWL, player, card)


def lapse() -> Action:
    return Action(Act.LAPSE, TABLE)


OUT_OF_TURN_ACTS = OUT_OF_TURN_ACTS | {Act.AWL, Act.LAPSE}


# ---- Etiquette (R10) constructors ----------------------------------------------------


def etiquette(
    player: int, card: int, offender: int, cards: tuple[int, ...] = (), svintus: bool = False
) -> Action:
    """R10.1: give the Etiquette ``card`` and the penalty ``cards`` to ``offender``."""
    return Action(
        Act.ETIQUETTE, player, card, svintus=svintus, cards=tuple(sorted(cards)), aimed=offender
    )


def away(player: int) -> Action:
    return Action(Act.AWAY, player)


def back(player: int) -> Action:
    return Action(Act.BACK, player)


def touch(player: int) -> Action:
    return Action(Act.TOUCH, player)


def wink(player: int, addressee: int) -> Action:
    return Action(Act.WINK, player, aimed=addressee)


def notice(player: int, winker: int, cards: tuple[int, ...] = (), svintus: bool = False) -> Action:
    """R14.5: ``player`` noticed ``winker``'s flicker; ``cards`` go to the winker."""
    return Action(Act.NOTICE, player, svintus=svintus, cards=tuple(sorted(cards)), aimed=winker)


def throw(
    player: int,
    card: int,
    at: int,
    hit: bool,
    cards: tuple[int, ...] = (),
    svintus: bool = False,
) -> Action:
    """R10.2, R14.6: a Shurikén thrown ``at`` a player; ``hit`` is the table's mini-game result."""
    return Action(
        Act.THROW, player, card, svintus=svintus, cards=tuple(sorted(cards)), aimed=at, hit=hit
    )


def pick(player: int, thrower: int, cards: tuple[int, ...] = (), svintus: bool = False) -> Action:
    """R10.2: the cards ``thrower`` (who missed) takes from ``player``'s hand."""
    return Action(Act.PICK, player, svintus=svintus, cards=tuple(sorted(cards)), aimed=thrower)


def dawdle(player: int) -> Action:
    """Table: ``player`` has been over their turn longer than the Shevelis! threshold."""
    return Action(Act.DAWDLE, TABLE, aimed=player)


def expire(window: int) -> Action:
    """Table: the Etiquette window (wink flicker, pick) numbered ``window`` timed out."""
    return Action(Act.EXPIRE, TABLE, window=window)


OUT_OF_TURN_ACTS = OUT_OF_TURN_ACTS | {
    Act.ETIQUETTE,
    Act.AWAY,
    Act.BACK,
    Act.TOUCH,
    Act.WINK,
    Act.NOTICE,
    Act.THROW,
    Act.PICK,
    Act.DAWDLE,
    Act.EXPIRE,
}


# ---- Challenge: races and feats (R12.4-R12.6, R12.8, R12.10)

BOX, DISPLAY = -1, -2  # places paid into other than a player: the box, the payer's display


def fist(player: int) -> Action:
    return Action(Act.FIST, player)


def pay(player: int, to: int, cards: tuple[int, ...], svintus: bool = False) -> Action:
    """Cards chosen from ``player``'s hand ``to`` a player (aimed), BOX or DISPLAY (place)."""
    aimed, place = (None, to) if to in (BOX, DISPLAY) else (to, None)
    return Action(
        Act.PAY, player, svintus=svintus, cards=tuple(sorted(cards)), aimed=aimed, place=place
    )


def fas(player: int) -> Action:
    return Action(Act.FAS, player)


def grab(player: int, owner: int) -> Action:
    return Action(Act.GRAB, player, aimed=owner)


def feat(player: int, feat_index: int, score: str = "") -> Action:
    return Action(Act.FEAT, player, text=score, feat=feat_index)


def attempt(player: int, feat_index: int, score: str = "") -> Action:
    return Action(Act.ATTEMPT, player, text=score, feat=feat_index)


def huts(player: int, card: int | None = None, slot: int | None = None) -> Action:
    """R12.8: place ``card`` of one's hand into hut ``slot`` (0: the first hut, 1: the
    second; two cards each); four placed cards finish the race. Without a card: a
    record of law 1, where one ``huts`` stood for both huts built."""
    return Action(Act.HUTS, player, card, hut=slot)


def item(player: int, wearer: int, item_index: int) -> Action:
    return Action(Act.ITEM, player, aimed=wearer, item=item_index)


def tap(player: int) -> Action:
    return Action(Act.TAP, player)


def timeup() -> Action:
    return Action(Act.TIMEUP, TABLE)


OUT_OF_TURN_ACTS = OUT_OF_TURN_ACTS | {
    Act.FIST,
    Act.PAY,
    Act.FAS,
    Act.GRAB,
    Act.FEAT,
    Act.ATTEMPT,
    Act.HUTS,
    Act.ITEM,
    Act.TAP,
    Act.TIMEUP,
}


# ---- Courage (R11): actions of families/courage/
def gift(
    player: int,
    card: int,
    receiver: int,
    genre: int | None = None,
    svintus: bool = False,
    moved: tuple[int, int] | None = None,
) -> Action:
    """R11.1: Courage ``card`` out of turn to ``receiver``; ``genre`` for a Zapevala (R11.4);
    ``moved``: (owner, face) of the card on the table an Antrakt passes along."""
    return Action(Act.GIFT, player, card, svintus=svintus, aimed=receiver, genre=genre, moved=moved)


def box(player: int, card: int) -> Action:
    """R11.3: ``player`` boxes ``card``, one of the older cards of their courage area."""
    return Action(Act.BOX, player, card)


def box_default(player: int) -> Action:
    """Table: ``player`` did not choose in time; their oldest Courage card is boxed."""
    return Action(Act.BOX, TABLE, aimed=player)


def bow(player: int, giver: int) -> Action:
    return Action(Act.BOW, player, aimed=giver)


def whisper(player: int, text: str = "") -> Action:
    return Action(Act.WHISPER, player, text=text)


def clap(player: int) -> Action:
    return Action(Act.CLAP, player)


def stand(player: int, up: bool = True) -> Action:
    return Action(Act.STAND, player, standing=up)


def object_(player: int, performer: int, card: int) -> Action:
    """R14.7: object to ``performer``'s answer to the task of ``card``."""
    return Action(Act.OBJECT, player, card, aimed=performer)


def uphold(player: int, performer: int, card: int) -> Action:
    return Action(Act.UPHOLD, player, card, aimed=performer)


def unanswered(player: int, card: int) -> Action:
    """Table: ``player``'s oldest answer owed for ``card`` was not given in time."""
    return Action(Act.UNANSWERED, TABLE, card, aimed=player)


def end_vote(performer: int, card: int) -> Action:
    """Table: the objection vote on ``performer``'s answer for ``card`` closes."""
    return Action(Act.END_VOTE, TABLE, card, aimed=performer)


OUT_OF_TURN_ACTS = OUT_OF_TURN_ACTS | {
    Act.GIFT,
    Act.BOX,
    Act.BOW,
    Act.WHISPER,
    Act.CLAP,
    Act.STAND,
    Act.OBJECT,
    Act.UPHOLD,
    Act.UNANSWERED,
    Act.END_VOTE,
}
