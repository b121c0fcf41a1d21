"""First-game tips in the terminal (docs/play.md): the first time a situation comes up
for the person — an interception is possible, a penalty is on them, a slap race, a
silence, their second-to-last card — a short note says what to do. Each is shown once
(remembered in ``$XDG_DATA_HOME/svintus/tips-seen``); ``svintus play --no-tips`` turns
them off."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine.actions import Act
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
    if view.get("current") == seat and len(hand) == 2 and any(a.kind == Act.PLAY for a in legal):
        out.append("last_card")
    return out


class Tips:
    """Which tips this person has seen; ``check`` shows each new one once."""

    def __init__(self, on: bool, path: Path | None = None) -> None:
        self.on = on
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
                show(tip_words(tip, TIPS[tip]))
                try:
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                    self.path.write_text(" ".join(sorted(self.seen)), encoding="utf-8")
                except OSError:
                    pass  # a read-only home: the tips come again next time
                return  # one at a time
