"""The state of the Challenge duels part (:mod:`.duels`): its card kinds, the
phase steps and :class:`DuelsState`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .... import acts
from ....cards import FACE_KIND, KINDS_BY_ID, face_for

if TYPE_CHECKING:
    from ....game import Game

KEY = "duels"
ROULETTE = KINDS_BY_ID["russian_roulette"].code
RAZBORKA = KINDS_BY_ID["razborka"].code
NEITHER = KINDS_BY_ID["neither_nor"].code
CHIP_IN = KINDS_BY_ID["chip_in"].code
DARKEN = KINDS_BY_ID["dont_darken"].code
AWL = KINDS_BY_ID["awl_for_soap"].code
AWL_FACE = face_for("awl_for_soap")
KINDS_OF_FAMILY = frozenset((ROULETTE, RAZBORKA, NEITHER, CHIP_IN, DARKEN, AWL))
OWN_ACTS = frozenset(
    (
        acts.CHOOSE,
        acts.CALL,
        acts.FLIP,
        acts.LAY,
        acts.YIELD,
        acts.GIVE,
        acts.PULL,
        acts.AWL,
        acts.LAPSE,
    )
)
# The steps of a phase, and what each waits for.
STEPS = ("opponent", "colour", "flip", "lay", "chip", "pull", "give")
STEP_ACT = {
    "opponent": acts.CHOOSE,
    "colour": acts.CALL,
    "flip": acts.FLIP,
    "lay": acts.LAY,
    "chip": acts.LAY,
    "pull": acts.PULL,
    "give": acts.GIVE,
}
STEP_TEXT = {
    "opponent": "the choice of an opponent",
    "colour": "a colour to be named",
    "flip": "a card to be turned over",
    "lay": "a number card (or a yield)",
    "chip": "a number card of the named colour",
    "pull": "the blind pull",
    "give": "cards to be given",
}


class DuelsState:
    """The phase of the Challenge card being carried out, the box, the Awl window."""

    __slots__ = (
        "awl",
        "boxed",
        "cache",
        "card",
        "colour",
        "due",
        "due_dir",
        "givers",
        "named",
        "owner",
        "phase",
        "receiver",
        "seq",
        "step",
        "target",
        "temp",
        "turn",
    )

    def __init__(self) -> None:
        self.phase = -1  # kind code of the Challenge being carried out, or -1
        self.step = ""  # one of STEPS while a phase is open
        self.owner = -1  # who played it
        self.card = -1  # the card played (now in the box)
        self.colour = -1  # noted (roulette, GREY counts) or named colour
        self.target = -1  # the chosen opponent
        self.turn = -1  # whose move in the phase (flip, lay, chip, colour, opponent, pull)
        self.temp: list[int] = []  # the temporary pile, bottom first (R12.2, R12.3)
        self.givers: list[int] = []  # who still gives (step "give"), in order
        self.receiver = -1  # who receives the gifts
        self.seq = 0  # counts the steps, names the timer windows
        self.boxed: list[int] = []  # the box (R1.7)
        self.named = -1  # the play pile's named colour when the Challenge card was played
        self.awl = (-1, -1, -1)  # (interceptor, skipped player or -1, move) R12.12
        self.due = -1  # during the apply of an interception: who was due to move
        self.due_dir = 1  # and the direction then (a Perekhryuk may reverse it)
        # Answers kept from step to step (effects.py): per seat, its step's actions under a
        # key of exactly their inputs
        self.cache: dict[int, Any] = {}

    def copy(self) -> DuelsState:
        s = DuelsState.__new__(DuelsState)
        s.phase, s.step, s.owner, s.card = self.phase, self.step, self.owner, self.card
        s.colour, s.target, s.turn = self.colour, self.target, self.turn
        s.temp = self.temp.copy()
        s.givers = self.givers.copy()
        s.receiver, s.seq = self.receiver, self.seq
        s.boxed = self.boxed.copy()
        s.named, s.awl, s.due, s.due_dir = self.named, self.awl, self.due, self.due_dir
        s.cache = self.cache.copy()  # exact under their keys in any state: shared safely
        return s


def state_of(game: Game) -> DuelsState | None:
    ch = game.parts["challenge"]
    return None if ch is None else ch.duels


def start(game: Game) -> DuelsState | None:
    if KINDS_OF_FAMILY.isdisjoint(FACE_KIND[f] for f in set(game.rules.deck)):
        return None
    return DuelsState()


def who_is(p: int) -> str:
    return f"p{p + 1}"


PLAYED_KINDS = frozenset((ROULETTE, RAZBORKA, NEITHER, CHIP_IN, DARKEN))


def awaiting(game: Game) -> list[int] | None:
    st = state_of(game)
    if st is None or st.phase < 0:
        return None
    return list(st.givers) if st.step == "give" else [st.turn]
