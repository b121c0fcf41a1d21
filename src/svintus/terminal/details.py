"""Nothing a player needs only in a cut line (issue 27): the cards of the deck in play
with their whole rules, a line cut at the screen's edge that says which key opens it
whole, and the window that key opens (the chosen card's rule, the panel's sentences)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ..engine.cards import FACE_KIND, KINDS, KINDS_BY_ID, PLAYER_RULES, face_of
from ..engine.rules import Rules
from .look import spoken
from .words import card, ru, tr, ui

DETAILS_KEY = "i"


def deck_kinds(rules: Rules) -> tuple[str, ...]:
    """The kinds of cards in ``rules``' deck, in the catalogue's order."""
    present = {KINDS[FACE_KIND[f]].id for f in rules.deck}
    return tuple(k.id for k in KINDS if k.id in present)


def kind_rule(kind_id: str) -> str:
    """``Шуриккен: Этикет: бросьте …``: a kind's name and its whole rule."""
    kind = KINDS_BY_ID[kind_id]
    rule = PLAYER_RULES[kind_id][1 if ru() else 0]
    if kind_id == "number":
        return tr("Number cards", "Цифровые карты") + f": {rule}"
    return f"{kind.ru if ru() else kind.en}: {rule}"


def card_rule(notation: str) -> str:
    """A card of the hand by its printed name, with the whole rule of its kind."""
    kind = KINDS[FACE_KIND[face_of(notation)]]
    return f"{card(notation)}: {PLAYER_RULES[kind.id][1 if ru() else 0]}"


def told(text: str, width: int) -> str:
    """``text`` whole when it fits ``width``, else cut with a note of the key that opens
    it whole (never a cut line alone)."""
    if width <= 0 or len(text) <= width:
        return text
    hint = f"… · {ui('i: in full')}"
    return text[: max(width - len(hint), 0)].rstrip() + hint


class DetailsScreen(ModalScreen[None]):
    """Sections of sentences, each wrapped whole; scrolls; Esc, i or Enter: back."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,i,enter,q", "close", "close")]

    def __init__(self, sections: Iterable[tuple[str, Sequence[str]]], paused: bool) -> None:
        super().__init__()
        self.sections = [(head, list(lines)) for head, lines in sections if lines]
        self.paused = paused

    def compose(self) -> ComposeResult:
        with Vertical():
            with VerticalScroll(id="details-scroll"):
                for head, lines in self.sections:
                    yield Static(Text(head, style="bold"))
                    for line in lines:
                        yield Static(spoken(line))
            note = ui("the table is paused") + "; " if self.paused else ""
            yield Static(Text(note + ui("Esc, i or Enter: back to the table"), style="dim"))

    def on_mount(self) -> None:
        self.query_one("#details-scroll", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
