"""The pieces of the full-screen table: seats, the table centre, the turn timer, the hand.

Each widget draws from plain data the app gives it (a :class:`~.source.Snapshot`'s
parts) and reports clicks as messages; none of them knows the game.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from ..engine.cards import COLOURS, FACE_KIND, KINDS, PLAYER_RULES, face_of
from .look import (
    BACK,
    CARD_HEIGHT,
    CARD_WIDTH,
    back_rows,
    big_card,
    card_rows,
    swatch,
)
from .words import (
    card,
    cards_n,
    colour_word,
    counted,
    fit,
    it,
    player_in,
    points,
    ru,
    seconds,
    tr,
    ui,
)

_LAID = ("карта", "карты", "карт")  # «рубашкой вверх 5 карт»
GAP = 1  # columns between cards
MARK = 2  # columns of the arrow on each side of a hand row that scrolls
DIM = Style(dim=True)
BOLD = Style(bold=True)
ALERT = Style(color="#ffffff", bgcolor="#b71c1c", bold=True)
GOOD = Style(color="#000000", bgcolor="#fdd835", bold=True)


def hut_note(view: dict[str, Any]) -> Text | None:
    """Hands (R12.8): the person's two huts while the race is on, and the keys."""
    races = (view.get("challenge") or {}).get("races") or {}
    me = view.get("player", -1)
    if races.get("phase") != "huts" or not 0 <= me < len(races.get("huts") or []):
        return None
    a, b = races["huts"][me]
    shown = f"1: {' '.join(card(c) for c in a) or '-'} | 2: {' '.join(card(c) for c in b) or '-'}"
    if me in (races.get("finished") or []):
        return Text(
            tr(f"HANDS: your huts stand ({shown})", f"РУКИ: ваши домики стоят ({shown})"), GOOD
        )
    return Text(
        tr(
            f"HANDS! build two huts of two cards, fast ({shown}): "
            "Enter puts the chosen card in, [ / ] into hut 1 / 2",
            f"РУКИ! быстро постройте два домика по две карты ({shown}): "
            "Enter кладёт выбранную карту, [ / ] — в домик 1 / 2",
        ),
        ALERT,
    )


class HandView(Widget, can_focus=True):
    """The person's hand as coloured cards; the selected one is raised by a row."""

    DEFAULT_CSS = """
    HandView { height: auto; min-height: 4; padding: 0 1; }
    HandView:focus { background: $boost; }
    """

    class Picked(Message):
        """A card was clicked: its index in the hand."""

        def __init__(self, index: int) -> None:
            self.index = index
            super().__init__()

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.cards: list[str] = []
        self.playable: set[int] = set()  # indexes of cards that can be played now
        self.selected = 0
        self.first = 0  # the first card on screen when the row scrolls
        self.watching = False  # a spectator has no hand

    def show(self, cards: list[str], playable: set[int]) -> None:
        """New cards: the chosen card stays chosen while it is in the hand."""
        old = self.cards[self.selected] if self.selected < len(self.cards) else None
        self.cards = cards
        self.playable = playable
        if self.selected < len(cards) and cards[self.selected] == old:
            pass
        elif old in cards:
            self.selected = cards.index(old)
        elif cards:
            self.selected = min(self.selected, len(cards) - 1)
        else:
            self.selected = 0
        self.refresh(layout=True)

    def select(self, index: int) -> None:
        if self.cards:
            self.selected = max(0, min(index, len(self.cards) - 1))
            self.refresh()

    def per_row(self, width: int | None = None) -> int:
        """How many cards the row shows: all when they fit, else a window that scrolls
        with the chosen card (a column kept on each side for the arrows)."""
        w = max(self.size.width if width is None else width, CARD_WIDTH)
        fits = max(1, (w + GAP) // (CARD_WIDTH + GAP))
        if len(self.cards) <= fits:
            return fits
        return max(1, (w - 2 * MARK + GAP) // (CARD_WIDTH + GAP))

    def window(self) -> range:
        """The indexes of the cards on screen: one row, scrolled to the chosen card."""
        per = self.per_row()
        n = len(self.cards)
        if n <= per:
            self.first = 0
            return range(n)
        self.first = min(max(self.first, self.selected - per + 1), self.selected, n - per)
        self.first = max(self.first, 0)
        return range(self.first, self.first + per)

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return 1 + CARD_HEIGHT + 1  # the heading, one row of cards and the chosen mark

    def heading(self, width: int | None = None) -> str:
        """How many cards, and what the chosen one does: its whole rule when the line
        holds it, else the key that opens it (never a rule cut short)."""
        if self.watching:
            return tr("watching: the hands are hidden", "вы смотрите: карты игроков скрыты")
        n = len(self.cards)
        text = tr(f"your hand: {n}", f"ваши карты: {n}")
        shown = self.window()
        if len(shown) < n:
            a, b = shown.start + 1, shown.stop
            text += tr(f" (cards {a}-{b} shown, ← →)", f" (видны {a}–{b}, ← →)")
        if self.cards:
            chosen = self.cards[self.selected]
            kind = KINDS[FACE_KIND[face_of(chosen)]]
            whole = f"{text}  ·  {card(chosen)}: {PLAYER_RULES[kind.id][1 if ru() else 0]}"
            room = (self.size.width if width is None else width) - 2
            if len(whole) <= room:
                return whole
            text += f"  ·  {card(chosen)} · {ui('i: the whole rule')}"
        return text

    def render(self) -> Text:
        out = Text(fit(self.heading(), self.size.width), BOLD, no_wrap=True, overflow="crop")
        shown = self.window()
        scrolled = len(shown) < len(self.cards)
        lines = [Text() for _ in range(CARD_HEIGHT + 1)]
        if scrolled:  # the arrows say there are more cards to the left or right
            left = "‹" if shown.start > 0 else " "
            for r in range(CARD_HEIGHT + 1):
                lines[r].append((left if r == 1 else " ").ljust(MARK), BOLD)
        for i in shown:
            rows = card_rows(face_of(self.cards[i]), i + 1, dim=i not in self.playable)
            lift = 0 if i == self.selected else 1
            for r in range(CARD_HEIGHT + 1):
                k = r - lift
                if 0 <= k < CARD_HEIGHT:
                    lines[r].append_text(rows[k])
                elif i == self.selected and r == CARD_HEIGHT:
                    lines[r].append("▲".center(CARD_WIDTH), BOLD)
                else:
                    lines[r].append(" " * CARD_WIDTH)
                lines[r].append(" " * GAP)
        if scrolled and shown.stop < len(self.cards):
            lines[1].append("›", BOLD)
        for line in lines:
            out.append("\n")
            out.append_text(line)
        return out

    def on_click(self, event: events.Click) -> None:
        if event.y < 1:
            return
        shown = self.window()
        col = event.x - 1 - (MARK if len(shown) < len(self.cards) else 0)  # padding, arrow
        if col < 0 or col % (CARD_WIDTH + GAP) >= CARD_WIDTH:
            return
        index = shown.start + col // (CARD_WIDTH + GAP)
        if index in shown:
            self.select(index)
            self.post_message(self.Picked(index))


class SeatsView(Widget):
    """Every seat: name, cards in hand, whose turn, "Svintus!", catchable, skips, slaps."""

    DEFAULT_CSS = "SeatsView { height: auto; padding: 0 1; }"
    BOX = 19  # the width of one seat

    class Picked(Message):
        def __init__(self, seat: int) -> None:
            self.seat = seat
            super().__init__()

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.view: dict[str, Any] = {}
        self.names: tuple[str, ...] = ()

    def show(self, view: dict[str, Any], names: tuple[str, ...]) -> None:
        self.view = view
        self.names = names
        self.refresh(layout=True)

    def per_row(self, width: int | None = None) -> int:
        w = self.size.width if width is None else width
        return max(1, w // self.BOX)

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        n = len(self.names) or 1
        return 2 * -(-n // self.per_row(width))

    def seat_lines(self, p: int) -> tuple[Text, Text]:
        v = self.view
        me = v.get("player", -1)
        current = v.get("current", -1) == p and v.get("winner") is None
        name = self.names[p] if p < len(self.names) else ""
        if p == me:
            name += tr(" (you)", " (вы)")
        top = Text("▶ " if current else "  ", BOLD)
        top.append(name[: self.BOX - 3], BOLD if p == me or current else Style())
        sizes = v.get("hand_sizes", [])
        n = sizes[p] if p < len(sizes) else 0
        bottom = Text("  ")
        bottom.append("▮" * min(n, 8), BACK)
        bottom.append(f" {n} ")
        if p in v.get("catchable", []):
            bottom.append(tr("CATCH!", "ЛОВИ!"), ALERT)
        elif p < len(v.get("declared", [])) and v["declared"][p]:
            bottom.append(tr("Svintus!", "Свинтус!"), GOOD)
        elif v.get("silence") == p:
            bottom.append(tr("shh", "тсс"), DIM)
        skips = v.get("skips", [])
        if p < len(skips) and skips[p]:
            bottom.append(tr(f" skip {skips[p]}", f" пропуск {skips[p]}"), DIM)
        race = v.get("race")
        if race is not None:
            if p in race["slapped_deck"]:
                bottom.append(tr(" slap", " хлоп"), BOLD)
            elif p in race["slapped_pile"]:
                bottom.append(tr(" pile", " стопка"), DIM)
        if v.get("winner") == p:
            bottom.append(tr(" wins", " победа"), GOOD)
        return top, bottom

    def render(self) -> Text:
        out = Text(no_wrap=True, overflow="crop")
        per = self.per_row()
        n = len(self.names)
        for start in range(0, n, per):
            tops, bottoms = Text(), Text()
            for p in range(start, min(start + per, n)):
                top, bottom = self.seat_lines(p)
                tops.append_text(top.copy())
                tops.append(" " * max(self.BOX - len(top), 0))
                bottoms.append_text(bottom.copy())
                bottoms.append(" " * max(self.BOX - len(bottom), 0))
            if start:
                out.append("\n")
            out.append_text(tops)
            out.append("\n")
            out.append_text(bottoms)
        return out

    def on_click(self, event: events.Click) -> None:
        col = (event.x - 1) // self.BOX
        p = (event.y // 2) * self.per_row() + col
        if 0 <= col < self.per_row() and 0 <= p < len(self.names):
            self.post_message(self.Picked(p))


class TableView(Widget):
    """The centre of the table: deck, play pile, named colour, direction, what is pending."""

    DEFAULT_CSS = "TableView { height: 5; padding: 0 1; }"
    DECK_X = (1, 9)  # columns of the deck, for clicks
    PILE_X = (11, 23)

    class Clicked(Message):
        def __init__(self, where: str) -> None:
            self.where = where  # "deck" or "pile"
            super().__init__()

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.view: dict[str, Any] = {}
        self.names: tuple[str, ...] = ()

    def show(self, view: dict[str, Any], names: tuple[str, ...]) -> None:
        self.view = view
        self.names = names
        self.refresh()

    def seat_name(self, p: int) -> str:
        """A seat's name, "(you)" added for the person."""
        if not 0 <= p < len(self.names):
            return tr("someone", "кто-то")
        return self.names[p] + (tr(" (you)", " (вы)") if p == self.view.get("player", -1) else "")

    def notes(self) -> list[Text]:
        v = self.view
        me = v.get("player", -1)
        lines: list[Text] = []
        named = v.get("named_colour")
        line = Text()
        if named:  # a Polisvin's colour; none named said nothing («цвет: любой» misled)
            line.append(tr("colour: ", "цвет: "))
            line.append_text(swatch(COLOURS.index(named), colour_word(COLOURS.index(named))))
            line.append("  ")
        if v.get("direction", 1) > 0:
            way = tr("↻ clockwise", "↻ по часовой")
        else:
            way = tr("↺ counter-clockwise", "↺ против часовой")
        line.append(f"{way}  " + tr("move", "ход") + f" {v.get('move', 0)}")
        lines.append(line)
        pending = v.get("pending")
        if pending:
            n = pending["count"]
            kind = pending["kind"]
            on = player_in(self.seat_name(pending["target"]), "loc", pending["target"] == me)
            name = card(f"R:{kind}").split(" ", 1)[1]
            times = f" ×{n}" if n > 1 else ""
            if kind == "khapyozh":
                what = tr(f"take {3 * n} cards", f"взять {cards_n(3 * n)}")
            else:
                what = tr("skip a turn", "пропустить ход")
            lines.append(
                Text(
                    tr(
                        f"{name}{times} on {on}: {what} or transfer",
                        f"{name}{times} на {on}: {what} или перевести",
                    ),
                    ALERT,
                )
            )
        if v.get("race") is not None:
            lines.append(
                Text(
                    tr("KHLOPKOPYT! slap the deck: Space", "ХЛОПКОПЫТ! хлопните по колоде: пробел"),
                    ALERT,
                )
            )
        huts = hut_note(v)
        if huts is not None:
            lines.append(huts)
        chain = v.get("chain")
        if chain and chain.get("kind") == "svinorost":
            values = tr(" or ", " или ").join(str(x) for x in chain.get("values", []))
            lines.append(
                Text(
                    tr(
                        f"Svinorost chain: a number card of {values}, or give up: u",
                        f"Свинорост: цифровая карта {values}; сдаться: u",
                    ),
                    GOOD,
                )
            )
        elif chain:
            dark = chain.get("dark", [])
            last = card(dark[-1]["declared"]) if dark else ""
            lines.append(
                Text(
                    tr(
                        f"Temnodel chain: {len(dark)} cards face down"
                        + (f", the last declared {last}" if dark else "")
                        + "; check it: k",
                        f"Темнодел: рубашкой вверх {counted(len(dark), ('', ''), _LAID)}"
                        + (f", последняя названа: {last}" if dark else "")
                        + "; проверить: k",
                    ),
                    GOOD,
                )
            )
        if v.get("silence") is not None:
            owner = self.seat_name(v["silence"])
            lines.append(
                Text(
                    tr(
                        f"silence (Tikhokhryun by {owner}): speaking costs 2 cards",
                        f"тишина (Тихохрюн: {owner}): кто заговорит, берёт 2 карты",
                    ),
                    GOOD,
                )
            )
        if v.get("naming"):
            who = tr("you", "вы") if v.get("current") == me else self.seat_name(v.get("current", 0))
            lines.append(
                Text(
                    tr(
                        f"the start card is a Polisvin: {who} must name a colour",
                        f"стартовая карта — Полисвин: цвет называет {who}",
                    ),
                    GOOD,
                )
            )
        if v.get("has_drawn") and v.get("current") == me and v.get("drawn"):
            drawn = card(v["drawn"], "acc")
            lines.append(
                Text(
                    tr(
                        f"you drew {drawn}: play it or keep it (p)",
                        f"вы взяли {drawn}: сыграйте {it(v['drawn'])} или оставьте (p)",
                    ),
                    GOOD,
                )
            )
        if v.get("winner") is not None:
            w = v["winner"]
            who = self.seat_name(w)
            pts = v.get("points")
            lines.append(
                Text(
                    tr(
                        f"game over: {who} wins {pts} points",
                        f"партия окончена: {who} получает {points(int(pts or 0))}",
                    ),
                    GOOD,
                )
            )
        return lines

    def render(self) -> Text:
        v = self.view
        if not v:
            return Text(tr("dealing ...", "раздача ..."), DIM)
        deck = back_rows(v.get("deck_size", 0))
        pile = big_card(face_of(v["top"]))
        notes = self.notes()
        rows = 5
        if 0 < self.size.height < 5:  # compact (a small terminal): the rows that say most
            deck = [deck[1], deck[2], deck[3]]
            pile = [pile[0], pile[2], pile[4]]
            rows = 3
            if len(notes) > rows:  # what is pending comes before the colour and the move
                notes = [*notes[1:rows], notes[0]]
        out = Text(no_wrap=True, overflow="crop")
        for r in range(rows):
            if r:
                out.append("\n")
            out.append_text(deck[r])
            out.append("  ")
            out.append_text(pile[r])
            out.append("  ")
            if r < len(notes):
                out.append_text(notes[r])
        return out

    def on_click(self, event: events.Click) -> None:
        x = event.x - 1
        if self.DECK_X[0] - 1 <= x < self.DECK_X[1] - 1:
            self.post_message(self.Clicked("deck"))
        elif self.PILE_X[0] - 1 <= x < self.PILE_X[1] - 1:
            self.post_message(self.Clicked("pile"))


class TimerBar(Widget):
    """Whose turn it is and the time left (R5.5); in a slap race, the race's time (R8.6)."""

    DEFAULT_CSS = "TimerBar { height: 1; padding: 0 1; }"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.label = ""
        self.left: float | None = None
        self.total = 1.0
        self.urgent = False

    def show(self, label: str, left: float | None, total: float, urgent: bool) -> None:
        self.label, self.left, self.total, self.urgent = label, left, total, urgent
        self.refresh()

    def render(self) -> Text:
        # the label whole: a longer one takes room from the bar (at least 10 cells)
        room = max(self.size.width - 2 - 9 - 1 - 10, 28) if self.left is not None else 999
        label = self.label if len(self.label) <= room else fit(self.label, room)
        size = max(28, len(label))
        out = Text(label.ljust(size), ALERT if self.urgent else BOLD, no_wrap=True)
        if self.left is None:
            return out
        width = max(self.size.width - 2 - size - 9, 10)
        share = max(0.0, min(1.0, self.left / self.total)) if self.total > 0 else 0.0
        full = round(share * width)
        colour = "#e53935" if share < 0.3 else "#fdd835" if share < 0.6 else "#43a047"
        out.append(" ")
        out.append("█" * full, Style(color=colour))
        out.append("░" * (width - full), DIM)
        out.append(" " + seconds(self.left).rjust(4 + 2))
        return out


class KeysBar(Widget):
    """The keys at the bottom: each key with its word, wrapped over as many lines as the
    width needs, so none is cut (Textual's footer is one line: at 80 columns it lost the
    last keys). A click on a key presses it."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"keys-bar--key"}
    DEFAULT_CSS = """
    KeysBar { height: auto; padding: 0 1; background: $footer-background;
              color: $footer-description-foreground; }
    KeysBar > .keys-bar--key { color: $footer-key-foreground; text-style: bold; }
    """
    GAP = 1  # a space between two keys (the key's colour tells them apart): a line at 100
    # columns in English, at 120 in Russian

    def __init__(self, keys: list[tuple[str, str, str]], **kwargs: Any) -> None:
        """``keys``: (the Textual key it presses, what the player reads, the word)."""
        super().__init__(**kwargs)
        self.keys = keys

    def lines(self, width: int) -> list[list[int]]:
        """Which keys go on each line (indexes into ``keys``), no key split over two."""
        out: list[list[int]] = [[]]
        used = 0
        for i, (_, shown, word) in enumerate(self.keys):
            size = cell_len(shown) + 1 + cell_len(word)
            if out[-1] and used + self.GAP + size > width:
                out.append([])
                used = 0
            used += size + (self.GAP if out[-1] else 0)
            out[-1].append(i)
        return out

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return len(self.lines(width))

    def render(self) -> Text:
        out = Text(no_wrap=True, overflow="crop")
        key_style = self.get_component_rich_style("keys-bar--key")
        for n, line in enumerate(self.lines(self.size.width)):
            if n:
                out.append("\n")
            for j, i in enumerate(line):
                _, shown, word = self.keys[i]
                if j:
                    out.append(" " * self.GAP)
                out.append(shown, key_style)
                out.append(" " + word)
        return out

    def key_at(self, x: int, y: int) -> str | None:
        """The key drawn at column ``x`` of line ``y``."""
        rows = self.lines(self.size.width)
        if not 0 <= y < len(rows):
            return None
        col = 0
        for j, i in enumerate(rows[y]):
            key, shown, word = self.keys[i]
            col += self.GAP if j else 0
            end = col + cell_len(shown) + 1 + cell_len(word)
            if col <= x < end:
                return key
            col = end
        return None

    def on_click(self, event: events.Click) -> None:
        key = self.key_at(event.x, event.y)
        if key is not None:
            self.app.simulate_key(key)
