"""First-game tips in the terminal (docs/play.md): the first time a situation comes up
for the person — an interception is possible, a penalty is on them, a Khlopkopyt in
hand, a slap race, a silence, their second-to-last card, their turn in a Svinorost or
Temnodel chain; in 2.0 decks an Etiquette chance or slip, a wink, a Courage task owed, a
Challenge card — a short note says what to do. Each is shown once
(remembered in ``$XDG_DATA_HOME/svintus/tips-seen``); ``svintus play --no-tips`` turns
them off."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine.actions import Act
from ..engine.cards import FACE_KIND, KHLOPKOPYT, face_of
from .words import tip_words

TIPS: dict[str, str] = {
    "race": "a slap race: press Space now; the last one to slap takes 2 cards",
    "penalty": "a penalty is on you: accept it (a), or pass it on with a card of the same "
    "kind, any colour",
    "intercept": "you hold an exact copy of the card just played: play it now, out of "
    "turn, and play goes on from you",
    "silence": "silence: whoever chats before the Tikhokhryun's player plays again takes 2",
    "last_card": 'your second-to-last card: press s ("Svintus!") before you play it, or '
    "you can be caught and take 3",
    "race_ahead": "you hold a Khlopkopyt: when anyone plays one, everyone slaps the deck "
    "(Space) at once, and the last to slap takes 2",
    "svinorost": "a Svinorost chain: play a number card of the value shown or one higher, "
    "or give up (u) and take as many cards as the top card's value",
    "dark": "a Temnodel chain: lay a card face down and declare it, truly or not; the next "
    "may check the last one (k): a liar, or a wrong checker, takes all the dark cards",
    "etiquette_chance": "table manners: a player just broke a rule; hand them your "
    "Etiquette card now (m, the moves) and they take it with 2 cards of your choice",
    "etiquette_broken": "you broke a rule of table manners (the feed says which): for a few "
    "seconds the others may hand you an Etiquette card, and you would take it and 2 more",
    "wink": "someone is winking (the panel says who): notice it (m, the moves) before it is "
    "gone, or the winker may hand over a Shmotrun with 2 cards",
    "courage": "you owe a Courage task (the panel says which): do it in time (m, the moves; "
    "t to write) - a task missed costs 2 cards",
    "challenge": "a Challenge card: the whole table plays along; the panel says what to do "
    "and the time left (m, the moves); whoever fails, or finishes last, takes cards",
}


def seen_file() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or os.path.join("~", ".local", "share")
    return Path(base, "svintus", "tips-seen").expanduser()


def situations(view: dict[str, Any], legal: Any, seat: int) -> list[str]:
    """The tip-worthy situations of the person at ``seat`` now, in order."""
    out = []
    if view.get("race"):
        out.append("race")
    if view.get("pending") and view.get("current") == seat:
        out.append("penalty")
    if any(a.kind == Act.INTERCEPT for a in legal):
        out.append("intercept")
    if view.get("silence") is not None and view.get("silence", -1) >= 0:
        out.append("silence")
    hand = view.get("hand") or []
    mine = view.get("current") == seat
    if mine and len(hand) == 2 and any(a.kind == Act.PLAY for a in legal):
        out.append("last_card")
    if any(FACE_KIND[face_of(str(c))] == KHLOPKOPYT for c in hand):
        out.append("race_ahead")  # before the first race: it is lost in a second
    chain = (view.get("chain") or {}).get("kind")
    if mine and chain in ("svinorost", "temnodel"):
        out.append("svinorost" if chain == "svinorost" else "dark")
    etiquette = view.get("etiquette") or {}
    windows = etiquette.get("windows") or []
    if any(seat in w.get("reactors", ()) for w in windows) and any(
        a.kind == Act.ETIQUETTE for a in legal
    ):
        out.append("etiquette_chance")
    if any(w.get("offender") == seat for w in windows):
        out.append("etiquette_broken")
    if any(p != seat for p in etiquette.get("flickers") or ()):
        out.append("wink")
    if any(o.get("player") == seat for o in (view.get("courage") or {}).get("owed") or ()):
        out.append("courage")
    challenge = view.get("challenge") or {}
    if (challenge.get("races") or {}).get("card") or (challenge.get("duels") or {}).get("phase"):
        out.append("challenge")
    return out


class Tips:
    """Which tips this person has seen; ``check`` shows each new one once."""

    def __init__(self, on: bool, path: Path | None = None) -> None:
        self.on = on
        self.last = ""  # the situation of the tip shown last
        self.path = path or seen_file()
        try:
            self.seen = set(self.path.read_text(encoding="utf-8").split())
        except OSError:
            self.seen = set()

    def check(
        self, view: dict[str, Any], legal: Any, seat: int, show: Callable[[str], None]
    ) -> None:
        if not self.on or seat < 0:
            return
        for tip in situations(view, legal, seat):
            if tip not in self.seen:
                self.seen.add(tip)
                self.last = tip
                show(tip_words(tip, TIPS[tip]))
                try:
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                    self.path.write_text(" ".join(sorted(self.seen)), encoding="utf-8")
                except OSError:
                    pass  # a read-only home: the tips come again next time
                return  # one at a time
