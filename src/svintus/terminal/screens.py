"""The full-screen game's pop-up screens: help, naming a colour, a choice, cards to give,
scores, quit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, SelectionList, Static
from textual.widgets.option_list import Option

from ..engine.cards import CLASSIC_PRESCRIPTIONS, COLOURS, KINDS_BY_ID, PLAYER_RULES
from .feats import FeatPort, presses_in
from .feats import lines as feat_lines
from .feats import title as feat_title
from .feats import wants as feat_wants
from .look import swatch
from .words import HELP_RULES, colour_word, match_to, pace_name, press_to_start, ru, tr, ui
from .words import seconds as secs

# The pop-ups' look; it goes in the app's CSS (a screen's DEFAULT_CSS is scoped to it).
MODAL_CSS = """
ModalScreen { align: center middle; }
ModalScreen > Vertical {
    width: 64; max-width: 96%; height: auto; max-height: 90%;
    border: thick $accent; background: $surface; padding: 0 1;
}
ModalScreen > Vertical > Static { height: auto; }
ModalScreen OptionList { height: auto; max-height: 12; }
ModalScreen SelectionList { height: auto; max-height: 14; }
ScoresScreen > Vertical { width: 90; }
HelpScreen > Vertical { width: 100; height: 90%; }
HelpScreen VerticalScroll { height: 1fr; }
"""


class ColourScreen(ModalScreen[int | None]):
    """Name a colour (R3.2, R8.4, R2.2): r, o, g, b, a click, or Esc to go back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "pick(0)", "red"),
        Binding("o", "pick(1)", "orange"),
        Binding("g", "pick(2)", "green"),
        Binding("b", "pick(3)", "blue"),
        Binding("escape", "pick(-1)", "back"),
    ]

    def __init__(self, why: str) -> None:
        super().__init__()
        self.why = why

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.why, style="bold"))
            options = []
            for c, name in enumerate(COLOURS):
                label = Text(f"{name[0]}  ")
                label.append_text(swatch(c, colour_word(c).ljust(10 if ru() else 8)))
                options.append(Option(label, id=str(c)))
            yield OptionList(*options, id="colours")
            yield Static(ui("r o g b or Enter to name it; Esc: back"), classes="hint")

    def action_pick(self, colour: int) -> None:
        self.dismiss(None if colour < 0 else colour)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(int(event.option.id or 0))


class ChoiceScreen(ModalScreen[int | None]):
    """Pick one of a few labelled things (whom to catch): a number, Enter, or a click."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "back"),
        *(Binding(str(i), f"pick({i - 1})", show=False) for i in range(1, 10)),
    ]

    def __init__(self, title: str, labels: Sequence[str]) -> None:
        super().__init__()
        self.title_text = title
        self.labels = list(labels)

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.title_text, style="bold"))
            options = [
                Option(f"{i}) {label}", id=str(i - 1)) for i, label in enumerate(self.labels, 1)
            ]
            yield OptionList(*options)
            yield Static(ui("a number or Enter to choose; Esc: back"))

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.labels):
            self.dismiss(index)

    def action_cancel(self) -> None:
        self.dismiss(None)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(int(event.option.id or 0))


class QuitScreen(ModalScreen[bool]):
    """Leave the match? y or q: yes; n or Esc: no."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,q", "answer(True)", "quit"),
        Binding("n,escape", "answer(False)", "stay"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(ui("Leave the match? (y / n)"), style="bold"))
            yield Static(ui("The running game's record is saved if records are on."))

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class StartScreen(ModalScreen[None]):
    """Before the first deal's clock runs: the table is on screen, the pace said; any key
    starts the game (a fair first turn: no clock runs before the person has seen it)."""

    def __init__(self, lines: Sequence[str]) -> None:
        super().__init__()
        self.lines = list(lines)
        self.started = False

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.lines[0], style="bold"))
            for line in self.lines[1:]:
                yield Static(line)
            yield Static(Text(press_to_start(), style="bold reverse"), id="start-key")

    def on_key(self, event: object) -> None:
        stop = getattr(event, "stop", None)
        if callable(stop):
            stop()
        if not self.started:  # a key's event may reach the screen twice
            self.started = True
            self.dismiss(None)


def pace_words(seconds: float) -> str:
    """``relaxed (15 s a turn)``: the preset's name when the turn time is one (R5.5)."""
    from ..engine.rules import TURN_PRESETS

    names = [k for k, v in TURN_PRESETS.items() if v == seconds]
    turn = tr(f"{secs(seconds, -1)} a turn", f"{secs(seconds, -1)} на ход")
    return f"{pace_name(names[0])} ({turn})" if names else turn


def scores_table(
    names: Sequence[str], history: Sequence[Sequence[int]], totals: Sequence[int], target: int
) -> Table:
    """Points of every game and the totals (R7.2, R7.3)."""
    table = Table(title=match_to(target), expand=False)
    table.add_column(ui("game"), justify="right")
    for name in names:
        table.add_column(name, justify="right")
    for i, points in enumerate(history, 1):
        table.add_row(str(i), *(str(x) if x else "·" for x in points))
    best = max(totals) if totals else 0
    table.add_row(
        ui("total"),
        *(Text(str(t), style="bold reverse" if t == best and t else "bold") for t in totals),
        end_section=True,
    )
    return table


class ScoresScreen(ModalScreen[str]):
    """After a game: who won, the points, the totals; Enter: the next game, q: quit.

    After the match (``rematch``): Enter or q leaves, n starts a rematch.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "close('next')", "next game"),
        Binding("n", "again", "next game / rematch"),
        Binding("q,escape", "close('quit')", "quit"),
    ]

    def __init__(self, headline: str, table: Table, footer: str, rematch: bool = False) -> None:
        super().__init__()
        self.headline = headline
        self.table = table
        self.footer = footer
        self.rematch = rematch

    def action_again(self) -> None:
        self.dismiss("rematch" if self.rematch else "next")

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.headline, style="bold"), id="headline")
            yield Static(self.table, id="scores")
            yield Static(self.footer, id="footer-note")

    def action_close(self, how: str) -> None:
        self.dismiss(how)


def card_lines() -> list[str]:
    out = []
    for kind_id in CLASSIC_PRESCRIPTIONS:
        kind = KINDS_BY_ID[kind_id]
        if ru():
            out.append(f"  {kind.ru}: {PLAYER_RULES[kind.id][1]}")
        else:
            rule = PLAYER_RULES[kind.id][0]
            out.append(f"  {kind_id[:4].upper():<5} {kind.en} ({kind.ru}): {rule}")
    return out


class HelpScreen(ModalScreen[None]):
    """Every key of the game, and what the cards do. The local table pauses meanwhile."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,f1,q,enter", "close", "close")
    ]

    def __init__(self, keys: Sequence[tuple[str, str]], paused: bool) -> None:
        super().__init__()
        self.keys = list(keys)
        self.paused = paused

    def compose(self) -> ComposeResult:
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold")
        table.add_column()
        for key, what in self.keys:
            table.add_row(key, what)
        rules = "\n".join(
            [
                "",
                *HELP_RULES["ru" if ru() else "en"],
                "",
                tr("The cards:", "Карты:"),
                *card_lines(),
            ]
        )
        with Vertical():
            yield Static(Text(ui("svintus: keys"), style="bold"))
            with VerticalScroll():
                yield Static(table)
                yield Static(rules)
            note = ui("the table is paused; ") if self.paused else ""
            yield Static(note + ui("Esc, ? or Enter: back to the table"))

    def action_close(self) -> None:
        self.dismiss(None)


class CardsScreen(ModalScreen[list[int] | None]):
    """Choose cards of the hand for a 2.0 action (an Etiquette gift's penalty cards, the
    cards given in a Challenge): Space or a click marks a card, Enter sends, Esc: back.

    ``fits(indexes)`` says whether the marked cards make a legal choice; the screen
    returns the marked indexes of the hand only then.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "back"),
        Binding("enter", "send", "send", priority=True),
    ]

    def __init__(self, title: str, cards: Sequence[str], fits: Callable[[list[int]], bool]) -> None:
        super().__init__()
        self.title_text = title
        self.cards = list(cards)
        self.fits = fits

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.title_text, style="bold"))
            yield SelectionList[int](*((card, i) for i, card in enumerate(self.cards)), id="cards")
            yield Static(
                tr(
                    ui("Space or a click: mark a card; Enter: send; Esc: back"),
                    "Пробел или щелчок: отметить карту; Enter: отправить; Esc: назад",
                ),
                id="cards-hint",
            )

    def on_mount(self) -> None:
        self.query_one(SelectionList).focus()

    def chosen(self) -> list[int]:
        return sorted(self.query_one(SelectionList).selected)

    def action_send(self) -> None:
        picked = self.chosen()
        if self.fits(picked):
            self.dismiss(picked)
        else:
            hint = self.query_one("#cards-hint", Static)
            hint.update(
                Text(ui("these cards are not a legal choice: mark others"), style="bold red")
            )

    def action_cancel(self) -> None:
        self.dismiss(None)


class FeatScreen(ModalScreen[dict[str, Any] | None]):
    """A Slabo? feat (R12.6) played as a mini-game that the table judges: the screen
    starts it at its :class:`~.feats.FeatPort`, shows the table's stage messages (polled
    every :data:`POLL` s), and passes on Enter presses and typed lines. Dismissed with
    the table's last message (``done``, with the score) a moment after it came, or None
    (Escape: the dialog closes; the table counts the feat as far as it got)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    POLL = 0.02
    LINGER = 1.2  # seconds the table's score stays on screen

    def __init__(self, port: FeatPort) -> None:
        super().__init__()
        self.port = port
        self.last: dict[str, Any] = {}
        self.shown: list[str] = [feat_title(port.feat)]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("", id="feat-text")
            yield Input(placeholder="Enter", id="feat-input")

    def on_mount(self) -> None:
        self.port.start()
        self.set_interval(self.POLL, self.poll)
        self.poll()
        self.query_one("#feat-input", Input).focus()

    def poll(self) -> None:
        """Show what the table sent since the last poll."""
        if self.last.get("stage") == "done" or not self.is_attached:
            return
        for msg in self.port.poll():
            self.last = msg
            if msg.get("stage") == "recall":
                self.shown = self.shown[:1]  # the digits are hidden
            self.shown = (self.shown + list(feat_lines(msg)))[-6:]
        self.query_one("#feat-text", Static).update(Text("\n".join(self.shown)))
        if self.last.get("stage") == "done":
            self.set_timer(self.LINGER, self._over)

    def _over(self) -> None:
        if self.is_attached:
            self.dismiss(self.last)

    @on(Input.Submitted, "#feat-input")
    def submitted(self, event: Input.Submitted) -> None:
        event.input.value = ""
        want = feat_wants(self.last)
        if want == "answer":
            self.port.answer(event.value)
        elif want == "press" or self.last.get("stage") == "wait":  # Enter before GO!: early
            clicking = self.last.get("stage") == "clicking"
            for _ in range(presses_in(event.value) if clicking else 1):
                self.port.press()
        self.poll()

    def action_cancel(self) -> None:
        self.dismiss(None)
