"""The 2.0 actions of one seat, grouped for a generic actions panel (docs/protocol.md).

The table page and the terminal game have their own controls for the classic actions
and the R9 chains (a card of the hand, the deck, "Svintus!", a catch, a slap, chat,
dark cards, check, give up). Everything else a seat may do now — the actions the 2.0
families add (R10-R12: gifts, answers, bows, claps, winks, throws, votes, duel and race
moves ...) — is offered generically, without per-card code:

- one :class:`Offer` per action, labelled by its notation, with the verb's help from
  :data:`~svintus.engine.notation.VERBS`;
- the actions that differ only in the cards chosen with them (``Action.cards``: an
  Etiquette gift's penalty cards, cards given in a Challenge) make one offer whose
  ``choices`` the player picks from their hand;
- :func:`hint_texts`: the seat's :meth:`~svintus.engine.game.Game.hints` (chat answers
  with their text ...) as one-click suggestions.

Only the seat's own legal actions and hints go in (R14.8); nothing here looks at a game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from ..engine.actions import Act, Action
from ..engine.cards import card_name
from ..engine.notation import VERBS, format_action

# Kinds the UIs draw with their own controls (R3-R9); everything else is an offer.
CONTROLLED: frozenset[int] = frozenset(
    {
        Act.PLAY,
        Act.INTERCEPT,
        Act.DRAW,
        Act.PASS,
        Act.ACCEPT,
        Act.NAME_COLOUR,
        Act.DECLARE,
        Act.CATCH,
        Act.SLAP,
        Act.SPEAK,
        Act.TIMEOUT,
        Act.CLOSE_RACE,
        Act.DARK,
        Act.CHECK,
        Act.GIVE_UP,
    }
)


def words(action: Action) -> str:
    """The notation of an action without its player (what a client sends)."""
    text = format_action(action._replace(move=None))
    if action.kind in (Act.TIMEOUT, Act.CLOSE_RACE):
        return text
    return text.split(" ", 1)[1] if " " in text else ""


def verb_help(text: str) -> tuple[str, str]:
    """The verb of an action's words and its help line ('' if the verb is unknown)."""
    verb = text.split(" ", 1)[0].lower() if text else ""
    return verb, VERBS.get(verb, "")


class Offer(NamedTuple):
    """One button of the actions panel.

    ``label``: the notation the variants share (the whole action when there is one);
    ``actions``: the variants, in notation without the player; ``choices``: the cards
    chosen with each variant (names, as in the hand), empty tuples when none are chosen.
    """

    label: str
    verb: str
    help: str
    actions: tuple[str, ...]
    choices: tuple[tuple[str, ...], ...]
    sources: tuple[Action, ...]

    @property
    def choose(self) -> int:
        """How many cards the player picks (the most any variant takes; 0: none)."""
        return max((len(c) for c in self.choices), default=0)

    def pick(self, cards: Iterable[str]) -> Action | None:
        """The variant whose chosen cards are exactly ``cards`` (names, any order)."""
        wanted = sorted(cards)
        for chosen, action in zip(self.choices, self.sources, strict=True):
            if sorted(chosen) == wanted:
                return action
        return None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "label": self.label,
            "verb": self.verb,
            "help": self.help,
            "actions": list(self.actions),
        }
        if self.choose:
            out["choose"] = self.choose
            out["cards"] = [list(c) for c in self.choices]
        return out


def _common_prefix(texts: list[str]) -> str:
    split = [t.split(" ") for t in texts]
    out: list[str] = []
    for column in zip(*split, strict=False):
        if any(w != column[0] for w in column):
            break
        out.append(column[0])
    return " ".join(out)


def offers(legal: Iterable[Action]) -> list[Offer]:
    """The offers of one seat's legal actions, in the engine's order."""
    groups: dict[Action, list[Action]] = {}
    for action in legal:
        if action.kind in CONTROLLED:
            continue
        groups.setdefault(action._replace(cards=(), move=None, text=""), []).append(action)
    out: list[Offer] = []
    for variants in groups.values():
        texts = [words(a) for a in variants]
        choices = tuple(tuple(card_name(f) for f in a.cards) for a in variants)
        if len(variants) == 1:
            label = texts[0]
            if choices[0]:  # the one way: offered whole, nothing left to choose
                choices = ((),)
        else:  # "give", "give ... svintus": what the variants share, before and after
            head = _common_prefix(texts)
            tail = _common_prefix([" ".join(reversed(t.split(" "))) for t in texts])
            shortest = min(len(t.split(" ")) for t in texts)
            n_head = len(head.split(" ")) if head else 0
            tail_words = tail.split(" ")[: max(0, shortest - n_head)] if tail else []
            label = " ".join(
                [
                    head or texts[0].split(" ")[0],
                    *(["…", *reversed(tail_words)] if tail_words else []),
                ]
            )
        verb, help_ = verb_help(label)
        out.append(Offer(label, verb, help_, tuple(texts), choices, tuple(variants)))
    return out


def offers_json(legal: Iterable[Action]) -> list[dict[str, Any]]:
    return [o.to_json() for o in offers(legal)]


def hint_texts(hints: Iterable[Action], player: int) -> list[str]:
    """A seat's hints in notation without the player (``say Oink``), its own only."""
    out: list[str] = []
    for action in hints:
        if action.player != player:
            continue
        text = words(action)
        if text and text not in out:
            out.append(text)
    return out
