"""The full-screen terminal game (Textual): a seat at a local or online table.

The app draws a :class:`~.source.Snapshot` and sends the person's actions to its
:class:`~.source.Source`; it never holds a game. Every key is declared once in
:data:`KEYS` (the bindings, the footer and the help screen come from it), and the list
of moves on the right always holds every action the engine offers the seat, so nothing
is out of reach of the keyboard or the mouse.
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any, ClassVar, NamedTuple

from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.cards import FACE_KIND, POLISVIN, card_name, describe, face_of
from ..engine.errors import IllegalAction, SvintusError
from ..phrases import panel
from ..table.offers import CONTROLLED, Offer, offers
from .details import DetailsScreen, card_rule, kind_rule, told
from .families import family_lines, refusal, waiting_for
from .feats import feat_of
from .look import spoken
from .misplays import misplay
from .screens import (
    MODAL_CSS,
    CardsScreen,
    ChoiceScreen,
    ColourScreen,
    FeatScreen,
    HelpScreen,
    QuitScreen,
    ScoresScreen,
    StartScreen,
    TooSmallScreen,
    pace_words,
    scores_table,
)
from .source import CHAT, ERROR, EVENT, INFO, LocalSource, Snapshot, Source
from .tips import Tips, situations
from .widgets import HandView, KeysBar, SeatsView, TableView, TimerBar
from .words import (
    TURN_KINDS,
    action_label,
    goodbye,
    group_of,
    lang,
    points,
    ru,
    said_text,
    start_lines,
    suggested,
    tr,
    ui,
)
from .words import card as card_words

CHAIN_KINDS = frozenset((Act.DARK, Act.CHECK, Act.GIVE_UP))  # a turn move in a chain (R9)
TICK = 0.05  # seconds between clock ticks
LAST_SECONDS = 2.0  # the last seconds of the person's turn: said, and the bell rings
TIP_AFTER = 8.0  # seconds a tip stays once its situation has passed (else: Esc closes it)
MIN_SIZE = (80, 24)  # the smallest terminal the table is drawn in (below: a note says so)
COMPACT_BELOW = 30  # rows: under this the table's centre takes 3 rows instead of 5
# 2.0 actions a window, a race or a phase asks of the person (the bell rings for them)
ASKS = frozenset(
    {
        Act.ETIQUETTE, Act.NOTICE, Act.OBJECT, Act.UPHOLD, Act.CHOOSE, Act.CALL, Act.FLIP,
        Act.LAY, Act.YIELD, Act.GIVE, Act.PULL, Act.FIST, Act.PAY, Act.GRAB, Act.FEAT,
        Act.ATTEMPT, Act.HUTS, Act.ITEM, Act.TAP, Act.PICK, Act.THROW, Act.FAS,
    }
)  # fmt: skip


class Key(NamedTuple):
    keys: str  # Textual key names, comma-separated
    action: str
    footer: str  # "" keeps it out of the footer
    help_keys: str
    help: str


KEYS: tuple[Key, ...] = (
    Key("left", "choose(-1)", "", "← →", "choose a card of your hand"),
    Key("right", "choose(1)", "", "", ""),
    Key("home", "choose_at(0)", "", "Home End", "the first / the last card"),
    Key("end", "choose_at(-1)", "", "", ""),
    Key(
        "enter",
        "play",
        "play",
        "Enter, click",
        "play the chosen card; out of turn, intercept it (R4)",
    ),
    Key("d", "draw", "draw", "d, click deck", "draw a card (R3.3)"),
    Key("p", "keep", "keep", "p", "keep the card you drew and end the turn (R3.3)"),
    Key("a", "accept", "accept", "a", "accept a pending Khapyozh or Zakhrapin (R5.2)"),
    Key("s", "svintus", "Svintus!", "s", 'say "Svintus!" before your second-to-last card (R6.1)'),
    Key("c", "catch", "catch", "c, click seat", 'catch a player who did not say "Svintus!" (R6.2)'),
    Key("space", "slap('deck')", "slap", "Space", "slap the deck in a Khlopkopyt race (R8.6)"),
    Key("x", "slap('pile')", "", "x, click pile", "slap the play pile (wrong: no slap, R8.6)"),
    Key("n", "name", "", "n", "name the colour of a start Polisvin you dealt (R2.2)"),
    Key("u", "give_up", "", "u", "give up a Svinorost chain (R9.1)"),
    Key("k", "check", "", "k", "check the previous dark card of a Temnodel chain (R9.2)"),
    Key(
        "left_square_bracket",
        "hut('a')",
        "",
        "[ ]",
        "Hands: the chosen card into hut 1 / 2 (R12.8)",
    ),
    Key("right_square_bracket", "hut('b')", "", "", ""),
    Key("m", "moves", "moves", "m", "the list of every legal move (Enter plays one, Esc back)"),
    Key(
        "i",
        "details",
        "",
        "i",
        "the chosen card's whole rule and everything the panel says, in full",
    ),
    Key("t,slash", "chat", "chat", "t /", "chat (Enter sends, Esc back); in silence it costs 2"),
    Key("question_mark,f1", "help", "all keys", "? F1", "this help"),
    Key("q", "leave", "quit", "q", "leave the match (asks first; the match is kept to resume)"),
)
DIGIT_KEYS = Key("1-9 0", "", "", "1-9 0", "choose card 1-9, 10")
# On the scores screen after the last game (a local match; ScoresScreen binds it).
REMATCH_KEY = Key("n", "", "", "n, match over", "a rematch: the same seats and options, a new seed")


def _bindings() -> list[BindingType]:
    out: list[BindingType] = [
        Binding(k.keys, k.action, k.footer or k.help, show=bool(k.footer), priority=False)
        for k in KEYS
    ]
    for i in range(10):
        out.append(Binding(str(i), f"choose_at({(i - 1) % 10})", show=False))
    # Ctrl-C asks as q does, in the player's language, the clock paused; Ctrl-Q leaves at
    # once, the match kept (Textual's own: an English note, or a match lost)
    out.append(Binding("ctrl+c", "leave", show=False, priority=True))
    out.append(Binding("ctrl+q", "leave_now", show=False, priority=True))
    return out


# how the footer shows a key (the first of its Textual names); a letter shows itself
_SHOWN = {"enter": "⏎", "question_mark": "?"}


def footer_keys() -> list[tuple[str, str, str]]:
    """The footer's keys in the player's language: (key, as shown, its word)."""
    out = []
    for k in KEYS:
        if k.footer:
            key = k.keys.split(",")[0]
            shown = ui("Space") if key == "space" else _SHOWN.get(key, key)
            out.append((key, shown, ui(k.footer)))
    return out


def help_keys() -> list[tuple[str, str]]:
    rows = [(k.help_keys, k.help) for k in KEYS if k.help]
    rows.insert(2, (DIGIT_KEYS.help_keys, DIGIT_KEYS.help))
    rows.insert(-2, (REMATCH_KEY.help_keys, REMATCH_KEY.help))
    return rows


def move_label(action: Action, view: dict[str, Any], names: tuple[str, ...] = ()) -> str:
    """A legal action in words (words.py), with a note where it helps."""
    text = action_label(action, names)
    if action.kind == Act.ATTEMPT and not action.text:  # R12.6: no score is giving up
        return tr(
            "Give up trying the feat (your cards stay with you)",
            "Отказаться повторять рекорд (карты останутся у вас)",
        )
    if action.kind in (Act.PLAY, Act.INTERCEPT) and action.number is not None:
        number = card_words(card_name(action.number))  # R9.1: the number card on a Svinorost
        text += tr(f", with {number} on it", f", положив на него: {number}")
    if action.kind == Act.PLAY and view.get("pending"):
        text += tr(" (transfer)", " (перевести)")
    elif action.kind == Act.PLAY and view.get("drawn") == describe(action.card):
        text += tr(" (the drawn card)", " (взятая карта)")
    return text


FEAT_NAMES = {
    "reaction": ("reaction (a mini-game)", "реакция (мини-игра)"),
    "memory": ("memory (a mini-game)", "память (мини-игра)"),
    "twister": ("a tongue-twister (a mini-game)", "скороговорка (мини-игра)"),
    "clicks": ("clicks (a mini-game)", "щелчки (мини-игра)"),
}


def move_group(move: Any) -> str:
    """The heading of a move's group in the moves list."""
    if isinstance(move, Action):
        return group_of(move)
    return tr("Svintus 2.0", "Свинтус 2.0")


class FeatPlay(NamedTuple):
    """A Slabo? feat to set or try (R12.6), played as a mini-game (:class:`FeatScreen`)."""

    action: Action  # the feat or try without a score; the measured one is added


# an entry of the moves list: an action, a 2.0 offer (table/offers.py), a mini-game
Move = Action | Offer | FeatPlay


def move_entries(snap: Snapshot) -> list[tuple[str, Move]]:
    """The moves list: the classic actions one by one, then each 2.0 offer once (the
    cards it gives are chosen after), then the suggestions of :meth:`Game.hints`."""
    view = snap.view
    # speech is the chat (t), not an entry: an Enter on it turned the next keys into chat,
    # which costs cards in a silence (issue #13)
    names = snap.names
    out: list[tuple[str, Move]] = [
        (move_label(a, view, names), a)
        for a in snap.legal
        if a.kind in CONTROLLED and not (a.kind == Act.SPEAK and not a.text)
    ]
    for a in snap.legal:  # Slabo? (R12.6): the feats as mini-games, first
        if a.kind in (Act.FEAT, Act.ATTEMPT) and not a.text:
            name = feat_of(a)
            verb = action_label(a, names)
            out.append((f"{verb}: {FEAT_NAMES[name][1 if ru() else 0]}", FeatPlay(a)))
    for o in offers(snap.legal):
        label = move_label(o.sources[0]._replace(cards=()), view, names)
        if o.choose:
            label += tr(f" (+ choose {o.choose} cards)", f" (+ выбрать карт: {o.choose})")
        out.append((label, o))
    for h in snap.hints:
        if h.kind in (Act.FEAT, Act.ATTEMPT):  # a score is the table's to measure (R12.6):
            continue  # the feat is played as its mini-game above, never claimed
        if h.kind == Act.SPEAK and h.text:  # said in the player's language (words.py)
            h = h._replace(text=suggested(h.text))
        # a suggested line names seats as the engine does (pN, which is what it checks,
        # R10.2): shown by their names
        said = f" «{said_text(h.text, names)}»" if h.text else ""
        out.append((action_label(h, names) + said + tr(" (suggested)", " (подсказка)"), h))
    return out


def stable_entries(
    old: list[tuple[str, Move]], new: list[tuple[str, Move]]
) -> tuple[list[tuple[str, Move]], set[int]]:
    """The open moves list after a change: every old entry where it was (the same words
    take the new legal action), the ones no longer offered marked gone (their indexes),
    the new ones after them."""
    fresh = dict(new)
    out: list[tuple[str, Move]] = []
    gone: set[int] = set()
    for i, (label, move) in enumerate(old):
        if label in fresh:
            out.append((label, fresh[label]))
        else:
            out.append((label, move))
            gone.add(i)
    known = {label for label, _ in old}
    out.extend((label, move) for label, move in new if label not in known)
    return out, gone


class SvintusApp(App[int]):
    """A seat at a table; ``tick`` moves the table's clock (every TICK s unless a test)."""

    TITLE = "svintus"
    ENABLE_COMMAND_PALETTE = False
    CSS = (
        """
    Screen { layout: vertical; }
    #status { height: auto; background: $primary-background; color: $text; padding: 0 1; }
    #seats { border-bottom: solid $primary-darken-2; }
    #hand { border-top: solid $primary-darken-2; }
    #bottom { height: 1fr; min-height: 4; }
    #feed { width: 2fr; border-left: solid $primary-darken-2; }
    /* the scrollbar's room always kept: a wrapped entry is measured as it is drawn,
       none loses its last line (issue 27) */
    #moves { width: 1fr; min-width: 30; max-width: 40; height: 100%; border: none;
             scrollbar-gutter: stable; }
    #chat { height: 1; border: none; padding: 0 1; }
    #families { height: auto; max-height: 12; display: none; border-bottom: solid $primary-darken-2;
                padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis; }
    #families.shown { display: block; }
    #tip { height: auto; display: none; padding: 0 1; background: $boost; color: $text; }
    #tip.shown { display: block; }
    .compact TableView { height: 3; }
    .compact #seats { border-bottom: none; }
    """
        + MODAL_CSS
    )
    BINDINGS: ClassVar[list[BindingType]] = _bindings()

    def __init__(
        self,
        source: Source,
        autotick: bool = True,
        wait_for_key: bool = False,
        tips: Tips | None = None,
        bell: bool = True,
    ) -> None:
        super().__init__()
        self.ring = bell  # the terminal's bell on your turn and when you are asked
        self._asked: tuple[Any, ...] = ()  # what the bell last rang for
        self._tip_text = ""
        self._tip_since = 0.0  # when the tip's situation was last seen (wall clock)
        self._too_small: TooSmallScreen | None = None
        self.farewell: list[str] = []  # what the terminal says after the screen closes
        self._speak_bindings()
        self.source = source
        self.autotick = autotick
        # a fair first turn: a local match's clock starts at the person's first key
        self.wait_for_key = wait_for_key
        self._belled = (-1, -1)  # the (game, move) whose last two seconds rang the bell
        self.tips = tips  # first-game tips (tips.py); None: none
        self.tips_shown: list[str] = []
        self.snap: Snapshot | None = None
        self._shown: tuple[Any, ...] = ()
        self._legal: tuple[Action, ...] = ()
        self._moves: list[tuple[str, Move]] = []
        self._gone: set[int] = set()  # entries of the open moves list no longer legal
        self._families = ""
        self._scored = 0  # the game whose scores were shown
        self._naming_asked = (-1, -1)
        self._naming: ColourScreen | None = None  # the colour screen for a start Polisvin
        self._mounted_table = False
        self.startup_error: SvintusError | None = None
        self.feed_lines: list[tuple[str, str]] = []  # everything the feed showed
        source.on_feed = self.feed_line
        source.on_change = self.refresh_table

    def _speak_bindings(self) -> None:
        """The footer's words in the player's language (the language is set after the
        class's bindings were made)."""
        for key, bindings in self._bindings.key_to_bindings.items():
            self._bindings.key_to_bindings[key] = [
                dataclasses.replace(b, description=ui(b.description)) for b in bindings
            ]

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield SeatsView(id="seats")
        yield TableView(id="table")
        yield TimerBar(id="timer")
        # a first-game tip stands in a row of its own: it covers nothing (issue 27)
        yield Static(id="tip")
        yield HandView(id="hand")
        with Horizontal(id="bottom"):
            yield OptionList(id="moves")
            with Vertical(id="feed"):
                yield Static(id="families")
                yield RichLog(id="log", wrap=True, markup=False, min_width=20)
        yield Input(placeholder=ui("t: chat  (Enter sends, Esc back)"), id="chat")
        yield KeysBar(footer_keys(), id="keys")

    async def on_mount(self) -> None:
        self.query_one(HandView).focus()
        self.fit_screen()
        self._mounted_table = True
        waiting = self.wait_for_key and isinstance(self.source, LocalSource)
        if waiting:
            self.source.pause()  # the deal below keeps the clock at 0 until the key
        try:
            await self.source.start()
        except SvintusError as e:  # an online table that cannot be reached or joined
            self.startup_error = e
            self.exit(2)
            return
        self.refresh_table()
        if waiting and self.snap is not None:
            snap = self.snap
            lines = start_lines(snap.target, len(snap.names) - 1, pace_words(snap.turn_seconds))
            self.push_screen(StartScreen(lines), lambda _: self.source.resume())
        if self.autotick:
            self.set_interval(TICK, self.tick)

    # ------------------------------------------------------------------ drawing

    def feed_line(self, line: str, kind: str) -> None:
        if not line:
            return
        line = spoken(line)  # players read no rule numbers (docs/rules.md says it in words)
        self.feed_lines.append((line, kind))
        style = {ERROR: "bold red", INFO: "bold", CHAT: "cyan", EVENT: ""}.get(kind, "")
        prefix = "! " if kind == ERROR else ""
        try:
            log = self.query_one("#log", RichLog)
        except Exception:  # not composed yet (a line before mount) or already gone
            return
        log.write(Text(prefix + line, style=style))

    def tick(self) -> None:
        self.source.tick()
        self.refresh_table()

    def refresh_table(self) -> None:
        snap = self.source.snapshot()
        if snap is None or not self._mounted_table:
            return
        self.snap = snap
        v = snap.view
        shown = (repr(v), snap.legal, snap.totals, snap.hints)
        if shown != self._shown:
            self._shown = shown
            self.draw(snap)
        self.draw_timer(snap)
        self.after_change(snap)
        if self.tips is not None and self.tip_up():  # its moment gone: it goes soon after
            if self.tips.last not in situations(v, snap.legal, snap.seat):
                if time.monotonic() - self._tip_since > TIP_AFTER:
                    self.close_tip()
            else:
                self._tip_since = time.monotonic()
        if self.tips is not None and not self.tip_up():  # one at a time
            self.tips.check(v, snap.legal, snap.seat, self.show_tip)
        self.alert(snap)

    def show_tip(self, text: str) -> None:
        """A first-game tip: a note that goes by itself (or on a click), never a dialog
        that would stop the game."""
        self.tips_shown.append(text)
        self._tip_text = text
        self._tip_since = time.monotonic()
        tip = self.query_one("#tip", Static)
        # how to close it comes first, so a long tip never breaks it across lines
        head = Text(tr("tip", "совет"), style="bold")
        tip.update(Text.assemble(head, (f" ({ui('Esc closes it')})", "dim"), ": ", text))
        tip.set_class(True, "shown")

    def tip_up(self) -> bool:
        return bool(self._tip_text)

    def close_tip(self) -> None:
        self._tip_text = ""
        self.query_one("#tip", Static).set_class(False, "shown")

    def alert(self, snap: Snapshot) -> None:
        """The bell, once, when it becomes your turn, a slap race opens for you, or a
        window or race asks something of you (issue 24; ``--no-bell`` turns it off)."""
        v = snap.view
        me = snap.seat
        if me < 0 or snap.game_over or snap.stand_in:  # a bot plays the seat: nothing asks
            return
        turn = v.get("current") == me and any(
            a.kind in TURN_KINDS or a.kind in CHAIN_KINDS for a in snap.legal
        )
        race = v.get("race") or {}
        slapping = snap.race_left is not None and me not in (race.get("slapped_deck") or [])
        asked = any(a.kind in ASKS for a in snap.legal)
        now = {name for name, on in (("turn", turn), ("race", slapping), ("asked", asked)) if on}
        moment = (snap.game, v.get("move"))
        before: set[str] = set()
        if self._asked and self._asked[0] == moment:
            before = set(self._asked[1])
        self._asked = (moment, frozenset(now))
        if now - before and self.ring:
            self.bell()

    def on_resize(self, event: Any) -> None:
        self.fit_screen()

    def fit_screen(self) -> None:
        """A compact table under COMPACT_BELOW rows; under MIN_SIZE no table at all but
        a note of the size it needs (a local table waits meanwhile)."""
        width, height = self.size
        self.screen_stack[0].set_class(height < COMPACT_BELOW, "compact")
        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        if small and self._too_small is None:
            self._too_small = TooSmallScreen()
            if isinstance(self.source, LocalSource):
                self.source.pause()
            self.push_screen(self._too_small)
        if self._too_small is not None:
            self._too_small.say(width, height)
            if not small:
                self._too_small.dismiss(None)
                self._too_small = None
                if isinstance(self.source, LocalSource) and len(self.screen_stack) <= 2:
                    self.source.resume()

    def draw(self, snap: Snapshot) -> None:
        v = snap.view
        me = snap.seat
        totals = "  ".join(f"{snap.names[p]} {t}" for p, t in enumerate(snap.totals))
        who = tr("you play", "вы играете") if me >= 0 else tr("watching", "вы смотрите")
        pace = pace_words(snap.turn_seconds).split(" (")[0]
        status = tr(
            f"svintus · game {snap.game} · {who} · pace {pace}",
            f"свинтус · партия {snap.game} · {who} · темп {pace}",
        )
        match = tr(f"match to {snap.target}: {totals}", f"матч до {snap.target}: {totals}")
        if snap.status:
            match += f" · {snap.status}"
        # the match's points are read whole: on a line of their own when the row is short
        fits = len(status) + 3 + len(match) <= self.size.width - 2
        status += " · " + match if fits else "\n" + match
        self.query_one("#status", Static).update(Text(status))
        self.query_one(SeatsView).show(v, snap.names)
        self.query_one(TableView).show(v, snap.names)
        hand: list[str] = list(v.get("hand") or [])
        playable = {
            i
            for i, c in enumerate(hand)
            for a in snap.legal
            if a.kind in (Act.PLAY, Act.INTERCEPT) and describe(a.card) == c
        }
        hand_view = self.query_one(HandView)
        hand_view.watching = me < 0
        hand_view.show(hand, playable)
        self.draw_moves(snap)

    def draw_moves(self, snap: Snapshot, fresh: bool = False) -> None:
        """The moves list. While it is open (focused) its entries stay where they are: a
        move no longer legal is shown as gone (and refused, :meth:`move_chosen`), a new
        one comes at the end; closed, it is rebuilt from the legal moves."""
        entries = move_entries(snap)
        moves = self.query_one("#moves", OptionList)
        gone: set[int] = set()
        if moves.has_focus and self._moves and not fresh:
            entries, gone = stable_entries(self._moves, entries)
        if entries == self._moves and gone == self._gone:
            return
        self._legal = snap.legal
        self._moves = entries
        self._gone = gone
        highlighted = moves.highlighted
        scrolled = moves.scroll_y  # kept: an open list stays where the player scrolled it
        moves.clear_options()
        options: list[Option] = []
        group = ""
        for i, (label, move) in enumerate(entries):
            heading = move_group(move)
            prompt = Text(spoken(label))
            if i in gone:
                prompt = Text(spoken(label), style="strike dim")
                prompt.append(tr(" — gone", " — уже нельзя"), "italic")
            if heading != group:  # a group's heading above its first move (one option each)
                group = heading
                prompt = Text.assemble((f"— {heading} —", "dim"), "\n", prompt)
            options.append(Option(prompt, id=str(i)))
        moves.add_options(options)
        if entries:  # the first move is ready for Enter, no Down needed (issue #13)
            moves.highlighted = 0 if highlighted is None else min(highlighted, len(entries) - 1)
        if moves.has_focus and not fresh:
            moves.scroll_to(y=scrolled, animate=False, immediate=True)

    def draw_families(self, snap: Snapshot) -> None:
        """The 2.0 families' parts of the view, with the open windows' seconds left."""
        lines = family_lines(snap.view, snap.names, dict(snap.windows))
        panel = self.query_one("#families", Static)
        # the panel's room: the feed column's, less its padding (known while it is hidden)
        width = self.query_one("#feed").content_region.width - 2
        # a sentence a line; one longer than the panel is cut with the key that opens
        # it whole (i: details), never wrapped (the countdown stays first)
        # at most half the feed's column (the feed keeps the rest); the lines left out
        # are counted, and i opens them all
        room = max(2, self.query_one("#feed").content_region.height // 2)
        if len(lines) > room:
            more = len(lines) - room + 1
            lines = [*lines[: room - 1], tr(f"… {more} more", f"… ещё {more}")]
            lines[-1] += f" · {ui('i: in full')}"
        text = "\n".join(told(spoken(line), width) for line in lines)
        if text == self._families:
            return
        self._families = text
        panel.update(Text(text, no_wrap=True, overflow="crop"))
        panel.set_class(bool(text), "shown")

    def draw_timer(self, snap: Snapshot) -> None:
        self.draw_families(snap)  # its windows count down with the clock
        v = snap.view
        me = snap.seat
        timer = self.query_one(TimerBar)
        if snap.game_over:
            timer.show(tr("game over", "партия окончена"), None, 1.0, False)
        elif snap.race_left is not None:
            race = v.get("race") or {}
            done = me in race.get("slapped_deck", []) or me in race.get("slapped_pile", [])
            done = done or snap.stand_in
            if done or me < 0:
                label = tr("slap race", "гонка хлопков")
            else:
                label = tr("SLAP THE DECK! [space]", "ХЛОПНИТЕ ПО КОЛОДЕ! [пробел]")
            timer.show(label, snap.race_left, snap.slap_seconds, not done and me >= 0)
        else:
            cur = v.get("current", -1)
            left = snap.turn_left
            moving = any(a.kind in TURN_KINDS or a.kind in CHAIN_KINDS for a in snap.legal)
            waits = "" if moving else waiting_for(v, snap.names)
            if cur == me and snap.stand_in:  # a bot plays the seat (online, docs/play.md)
                label, urgent = tr("a bot plays for you", "за вас играет бот"), False
            elif cur == me and waits and me >= 0:  # the turn waits on a duel, a race ...
                label = panel("wait_turn", lang(), snap.names, {"what": waits})
                urgent = False
            elif cur == me:
                if v.get("naming"):
                    label = tr("YOUR TURN: name a colour", "ВАШ ХОД: назовите цвет")
                else:
                    label = tr("YOUR TURN", "ВАШ ХОД")
                urgent = left is not None and left < snap.turn_seconds * 0.3
                if left is not None and 0 < left <= LAST_SECONDS:  # the last two seconds
                    sec, now = tr("s", "с"), tr("now", "сейчас")
                    label = f"{label}: {left:.0f} {sec}!" if left >= 1 else f"{label}: {now}!"
                    turn = (snap.game, int(v.get("move", -1)))
                    if self._belled != turn:
                        self._belled = turn
                        if self.ring:
                            self.bell()
            else:
                name = snap.names[cur] if 0 <= cur < len(snap.names) else ""
                label, urgent = tr(f"{name}'s turn", f"ходит {name}"), False
            timer.show(label, left, snap.turn_seconds, urgent)

    def after_change(self, snap: Snapshot) -> None:
        """Pop up what the state asks for: the scores after a game, naming a colour."""
        v = snap.view
        if not snap.game_over and isinstance(self.screen, ScoresScreen):
            self.screen.dismiss("next")  # an online table dealt the next game
            return
        if snap.game_over and self._scored < snap.game:
            self._scored = snap.game
            self.show_scores(snap)
            return
        naming = bool(v.get("naming")) and v.get("current") == snap.seat
        if not naming and self._naming is not None and self.screen is self._naming:
            self._naming.dismiss(None)  # named by now, or timed out (R2.2)
            self._naming = None
        if (
            naming
            and self._naming_asked != (snap.game, v.get("move"))
            and len(self.screen_stack) == 1
        ):
            self._naming_asked = (snap.game, v.get("move", 0))
            self.action_name()

    def show_scores(self, snap: Snapshot) -> None:
        v = snap.view
        w = v["winner"]
        who = snap.names[w] + (tr(" (you)", " (вы)") if w == snap.seat else "")
        headline = tr(
            f"Game {snap.game}: {who} wins {v['points']} points",
            f"Партия {snap.game}: {who} получает {points(v['points'])}",
        )
        rematch = snap.match_over and isinstance(self.source, LocalSource)
        if snap.match_over:
            mw = snap.winner
            mwho = snap.names[mw] + (tr(" (you)", " (вы)") if mw == snap.seat else "")
            headline += tr(
                f"\n{mwho} wins the match ({snap.totals[mw]} points)",
                f"\n{mwho} выигрывает матч ({points(snap.totals[mw])})",
            )
            footer = ui("n: a rematch (a new seed) · ") if rematch else ""
            footer += ui("Enter or q: leave")
        else:
            footer = ui("Enter: the next game · q: leave")
        if snap.records:
            footer = f"{ui('record saved: ')}{snap.records[-1]}\n{footer}"
        table = scores_table(snap.names, snap.history, snap.totals, snap.target)
        self.source.pause()
        self.push_screen(ScoresScreen(headline, table, footer, rematch), self.after_scores)

    def after_scores(self, how: str | None) -> None:
        snap = self.snap
        if how == "rematch" and isinstance(self.source, LocalSource):
            self.source.resume()
            self._scored = 0  # the new match's games count from 1 again
            self._naming_asked = (-1, -1)
            self.source.rematch()
            self.refresh_table()
            return
        if how == "quit" or (snap is not None and snap.match_over):
            self.run_worker(self.leave(), exclusive=True)
            return
        self.source.resume()
        self.source.next_game()
        self.refresh_table()

    # ------------------------------------------------------------------ acting

    def send(self, action: Action) -> None:
        """Send the person's action; the engine's refusal goes to the feed in one line."""
        snap = self.snap
        if snap is None or snap.seat < 0:
            self.feed_line(
                tr("you are watching: spectators cannot act", "вы зритель: зрители не ходят"), ERROR
            )
            return
        if action.kind != Act.SPEAK and action.move is None:
            action = action._replace(move=snap.view.get("move"))
        try:
            self.source.act(action)
        except IllegalAction:  # in words: what the game waits for (families.py), else
            # for a card that does not fit, which cards do (misplays.py)
            waits = waiting_for(snap.view, snap.names)
            now = snap.view.get("current", -1)
            line = "" if waits else misplay(action, snap.legal, now, snap.seat, snap.names)
            self.feed_line(line or refusal(snap.view, snap.names), ERROR)
        except SvintusError as e:
            self.feed_line(str(e), ERROR)
        self.refresh_table()

    def legal(self, *kinds: Act) -> list[Action]:
        return [a for a in (self.snap.legal if self.snap else ()) if a.kind in kinds]

    def action_choose(self, step: int) -> None:
        hand = self.query_one(HandView)
        hand.select(hand.selected + step)
        if self.snap:
            self.draw(self.snap)

    def action_choose_at(self, index: int) -> None:
        hand = self.query_one(HandView)
        hand.select(len(hand.cards) - 1 if index < 0 else index)
        if self.snap:
            self.draw(self.snap)

    def action_play(self) -> None:
        """Play the chosen card: in turn, by interception, face down in a Temnodel chain.

        One legal way to play it is sent at once; a Polisvin asks for a colour; several
        ways (a Svinorost's number card, a dark card's declaration) give a choice. A card
        with no legal way is sent as a play anyway, so the engine says why not (or, at a
        strict table, punishes the attempt, R5.4).
        """
        snap = self.snap
        if snap is None:
            return
        v = snap.view
        if v.get("naming") and v.get("current") == snap.seat:
            self.action_name()
            return
        hand = self.query_one(HandView)
        if not hand.cards:
            return
        face = face_of(hand.cards[hand.selected])
        huts = [a for a in snap.legal if a.kind == Act.HUTS]
        if huts:  # Hands (R12.8): the chosen card into the first hut with room
            placing = [a for a in huts if a.card == face]
            if placing:
                self.send(placing[0])
            else:
                name = card_words(card_name(face))
                self.feed_line(
                    tr(
                        f"{name} is already in a hut: choose another card",
                        f"{name} уже в домике: выберите другую карту",
                    ),
                    ERROR,
                )
            return
        ways = [
            a
            for a in snap.legal
            if a.kind in (Act.PLAY, Act.INTERCEPT, Act.DARK) and a.card == face and not a.svintus
        ]
        if not ways:
            mine = v.get("current") == snap.seat
            self.send((A.play if mine else A.intercept)(snap.seat, face))
        elif len(ways) == 1:
            self.send(ways[0])
        elif FACE_KIND[face] == POLISVIN:
            by_colour = {a.colour: a for a in ways}

            def named(colour: int | None) -> None:
                if colour is not None and colour in by_colour:
                    self.send(by_colour[colour])

            self.push_screen(
                ColourScreen(tr("A Polisvin: name a colour (R8.4)", "Полисвин: назовите цвет")),
                named,
            )
        else:

            def chosen(index: int | None) -> None:
                if index is not None:
                    self.send(ways[index])

            labels = [move_label(a, v, snap.names) for a in ways]
            self.push_screen(
                ChoiceScreen(
                    tr(
                        f"{card_words(card_name(face))}: how?",
                        f"{card_words(card_name(face))}: как сыграть?",
                    ),
                    labels,
                ),
                chosen,
            )

    def action_give_up(self) -> None:
        if self.snap:
            self.send(A.give_up(self.snap.seat))

    def action_check(self) -> None:
        if self.snap:
            self.send(A.check(self.snap.seat))

    def on_hand_view_picked(self, message: HandView.Picked) -> None:
        self.action_play()

    def action_draw(self) -> None:
        if self.snap:
            self.send(A.draw(self.snap.seat))

    def action_keep(self) -> None:
        if self.snap:
            self.send(A.pass_(self.snap.seat))

    def action_accept(self) -> None:
        if self.snap:
            self.send(A.accept(self.snap.seat))

    def action_svintus(self) -> None:
        if self.snap:
            self.send(A.declare(self.snap.seat))

    def action_catch(self) -> None:
        """Catch the one player who may be caught, or choose among several (R6.2)."""
        snap = self.snap
        if snap is None:
            return
        targets = [p for p in snap.view.get("catchable", []) if p != snap.seat]
        if not targets:
            self.feed_line(tr("nobody can be caught now (R6.2)", "сейчас некого поймать"), ERROR)
        elif len(targets) == 1:
            self.send(A.catch(snap.seat, targets[0]))
        else:

            def chosen(index: int | None) -> None:
                if index is not None:
                    self.send(A.catch(snap.seat, targets[index]))

            labels = [snap.names[p] for p in targets]
            self.push_screen(ChoiceScreen(tr("Catch whom?", "Кого поймать?"), labels), chosen)

    def on_seats_view_picked(self, message: SeatsView.Picked) -> None:
        if self.snap:
            self.send(A.catch(self.snap.seat, message.seat))

    def action_slap(self, where: str) -> None:
        if self.snap:
            self.send(A.slap(self.snap.seat, A.DECK if where == "deck" else A.PILE))

    def on_table_view_clicked(self, message: TableView.Clicked) -> None:
        snap = self.snap
        if snap is None:
            return
        if snap.view.get("race") is not None:
            self.action_slap(message.where)
        elif message.where == "deck":
            self.action_draw()

    def action_name(self) -> None:
        """Name the colour of the start Polisvin (R2.2)."""
        snap = self.snap
        if snap is None or not self.legal(Act.NAME_COLOUR):
            self.feed_line(
                tr("there is no colour for you to name now", "сейчас вам не нужно называть цвет"),
                ERROR,
            )
            return

        def chosen(colour: int | None) -> None:
            if colour is not None and self.snap is not None:
                self.send(A.name_colour(self.snap.seat, colour))

        self._naming = ColourScreen(
            tr(
                "The start card is a Polisvin: name a colour",
                "Первая карта — Полисвин: назовите цвет",
            )
        )
        self.push_screen(self._naming, chosen)

    def action_hut(self, slot: str) -> None:
        """Hands (R12.8): the chosen card of the hand into hut a or b."""
        snap = self.snap
        hand = self.query_one(HandView)
        if snap is None or not hand.cards:
            return
        face = face_of(hand.cards[hand.selected])
        hut = "ab".index(slot)
        for a in snap.legal:
            if a.kind == Act.HUTS and a.card == face and a.hut == hut:
                self.send(a)
                return
        huts = [a for a in snap.legal if a.kind == Act.HUTS]
        name, n = card_words(card_name(face)), hut + 1
        why = (
            tr(
                f"hut {n} is full, or {name} is in a hut",
                f"домик {n} полон, или {name} уже в домике",
            )
            if huts
            else tr("there are no huts to build now", "сейчас строить домики не нужно")
        )
        self.feed_line(why, ERROR)

    def action_moves(self) -> None:
        moves = self.query_one("#moves", OptionList)
        if moves.highlighted is None and moves.option_count:
            moves.highlighted = 0
        moves.focus()

    @on(OptionList.OptionSelected, "#moves")
    def move_chosen(self, event: OptionList.OptionSelected) -> None:
        index = int(event.option.id or 0)
        if index in self._gone:  # shown as gone: refused, never another move in its place
            label = spoken(self._moves[index][0])
            self.feed_line(
                tr(f"no longer possible: {label}", f"это уже невозможно: {label}"), ERROR
            )
            return
        self.query_one(HandView).focus()  # chosen: the list closes, to be rebuilt
        self.take_move(index)
        if self.snap is not None:
            self.draw_moves(self.snap, fresh=True)

    def take_move(self, index: int) -> None:
        if index < len(self._moves):
            move = self._moves[index][1]
            if isinstance(move, FeatPlay):
                self.play_feat(move.action)
                return
            if isinstance(move, Offer):
                self.take_offer(move)
                return
            if move.kind == Act.SPEAK and not move.text:
                self.action_chat()
                return
            if move.kind == Act.SPEAK:
                try:
                    self.source.chat(move.text)  # a suggested chat answer
                except SvintusError as e:
                    self.feed_line(str(e), ERROR)
                self.refresh_table()
                return
            self.send(move)

    def play_feat(self, action: Action) -> None:
        """The feat's mini-game, judged by the table (R12.6): a local table's judged
        action is sent when it is over; an online table applies its own."""
        try:
            port = self.source.feat_port(action)
        except IllegalAction:  # the feat's moment passed while the list was open
            self.feed_line(
                tr(
                    "this Slabo? feat is no longer open (R12.6)",
                    "этот вызов «Слабо?» уже закрыт (R12.6)",
                ),
                ERROR,
            )
            return
        except SvintusError as e:
            self.feed_line(str(e), ERROR)
            return

        def played(_last: dict[str, Any] | None) -> None:
            if port.judged is not None:
                self.send(port.judged)

        self.push_screen(FeatScreen(port), played)

    def take_offer(self, offer: Offer) -> None:
        """A 2.0 action: sent at once, or after choosing its cards from the hand."""
        if not offer.choose:
            self.send(offer.sources[0])
            return
        hand: list[str] = list(self.snap.view.get("hand") or []) if self.snap else []

        def fits(indexes: list[int]) -> bool:
            return offer.pick(hand[i] for i in indexes) is not None

        def chosen(indexes: list[int] | None) -> None:
            if indexes is None:
                return
            action = offer.pick(hand[i] for i in indexes)
            if action is not None:
                self.send(action)

        n = offer.choose
        names = self.snap.names if self.snap else ()
        verb = action_label(offer.sources[0]._replace(cards=()), names)
        title = verb + tr(f": choose {n} cards of your hand", f": выберите карты из руки ({n})")
        shown = [card_words(c) for c in hand]  # the cards by their names, not notation
        self.push_screen(CardsScreen(title, shown, fits), chosen)

    def action_chat(self) -> None:
        self.query_one("#chat", Input).focus()

    @on(Input.Submitted, "#chat")
    def chat_sent(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        event.input.value = ""
        self.query_one(HandView).focus()
        if not text:
            return
        try:
            self.source.chat(text)
        except SvintusError as e:
            self.feed_line(str(e), ERROR)
        self.refresh_table()

    def on_key(self, event: Any) -> None:
        if event.key == "escape" and not isinstance(self.focused, HandView):
            self.query_one(HandView).focus()
            event.stop()
            if self.snap is not None:
                self.draw_moves(self.snap, fresh=True)  # closed: the legal moves again
        elif event.key == "escape" and self.tip_up():
            self.close_tip()
            event.stop()

    def action_help(self) -> None:
        local = isinstance(self.source, LocalSource)
        if local:
            self.source.pause()
        keys = [(ui(k), ui(spoken(h))) for k, h in help_keys()]
        cards = [kind_rule(k) for k in self.snap.kinds] if self.snap else []
        self.push_screen(HelpScreen(keys, local, cards), lambda _: self.source.resume())

    def action_details(self) -> None:
        """The chosen card's whole rule and every sentence of the 2.0 panel, wrapped
        whole (the hand's line and the panel cut theirs at the screen's edge)."""
        snap = self.snap
        if snap is None:
            return
        hand = self.query_one(HandView)
        sections: list[tuple[str, list[str]]] = []
        if hand.cards and not hand.watching:
            sections.append((ui("The chosen card"), [card_rule(hand.cards[hand.selected])]))
        lines = family_lines(snap.view, snap.names, dict(snap.windows))
        sections.append((ui("What is open now"), [spoken(x) for x in lines]))
        local = isinstance(self.source, LocalSource)
        if local:
            self.source.pause()
        self.push_screen(DetailsScreen(sections, local), lambda _: self.source.resume())

    def action_leave(self) -> None:
        """q or Ctrl-C: asks in the player's language; a local table waits meanwhile."""
        if isinstance(self.screen, QuitScreen):
            return
        local = isinstance(self.source, LocalSource)
        if local:
            self.source.pause()

        def answered(yes: bool | None) -> None:
            if yes:
                self.run_worker(self.leave(), exclusive=True)
            elif local:
                self.source.resume()

        note = (
            "" if local else ui("The table plays on; the same command takes you back to your seat.")
        )
        self.push_screen(QuitScreen(note), answered)

    def action_leave_now(self) -> None:
        """Ctrl-Q: leave at once; the match is kept all the same."""
        self.run_worker(self.leave(), exclusive=True)

    async def leave(self) -> None:
        await self.source.close()
        totals = self.snap.totals if self.snap else ()
        games = len(self.snap.history) if self.snap else 0
        if totals:
            names = self.snap.names if self.snap else ()
            scores = ", ".join(
                f"{names[p] if p < len(names) else p + 1} {t}" for p, t in enumerate(totals)
            )
            self.farewell.append(goodbye(games, scores))
            self.feed_line(self.farewell[-1], INFO)
        if isinstance(self.source, LocalSource):
            table = self.source.table
            if table.records is not None:
                self.farewell.append(
                    tr(f"game records: {table.records}", f"записи партий: {table.records}")
                )
            if self.source.kept:
                self.farewell.append(
                    tr(
                        "the match is kept: svintus play offers to resume it "
                        "(svintus play --resume resumes it at once)",
                        "матч сохранён: svintus play предложит его продолжить "
                        "(svintus play --resume — продолжить сразу)",
                    )
                )
        self.exit(0)
