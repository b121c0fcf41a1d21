"""What is open in a Svintus 2.0 game (R10-R12), told in sentences for the 2.0 panel.

The families' parts of a view (``etiquette``, ``courage``, ``challenge``) become the
catalogue's ``panels`` sentences (svintus/web/phrases.json, :func:`svintus.phrases.panel`),
naming players by their names and cards by their printed names, with the seconds left on
a window's clock: "Бот 2 нарушает этикет: можно вручить «Шалун!» и 2 карты — 2,8 с". An
Etiquette chance is told to the player who may react as what they may do now; to the
others, as who may react. Used by the full-screen game (the panel above the feed) and the
plain mode (under the status lines); each sentence is one line (a screen cuts it, never
wraps it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.cards import FACES, Family, face_of
from ..engine.errors import NotationError
from ..engine.families.courage.state import GENRES
from ..phrases import Hooks, card_label, catalogue, panel
from .words import lang, seconds, tr

MOST = 4  # entries shown of a long list (the latest); the rest as "… 3 more"
FEAT_KEYS = ("reaction", "memory", "twister", "clicks")
FEAT_CARDS = 3  # R12.6: a repeat hands the challenger three cards
STEP_SEATS = ("opponent", "colour", "flip", "lay", "chip", "pull")


class _Panel:
    """The sentences for one viewer (``view["player"]``) at one moment."""

    def __init__(
        self, view: Mapping[str, Any], names: Sequence[str], left: Mapping[str, float]
    ) -> None:
        self.view = view
        self.names = list(names)
        self.left = left
        me = view.get("player")
        self.me = me if isinstance(me, int) and not isinstance(me, bool) else -1
        you = tr("you", "вы")
        self.hooks = Hooks(seat=lambda i, name: f"{name} ({you})" if i == self.me >= 0 else name)
        self.out: list[str] = []

    def text(self, key: str, **data: Any) -> str:
        return panel(key, lang(), self.names, data, self.hooks, self.me)

    def say(self, key: str, timer: Any = None, **data: Any) -> None:
        text = self.text(key, **data)
        if isinstance(timer, str) and timer in self.left:  # first: a cut line keeps it
            text = seconds(self.left[timer]) + " · " + text
        self.out.append(text)

    def name(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.hooks.seat(seat, self.names[seat])
        return tr("someone", "кто-то")

    def cards(self, notations: Sequence[Any]) -> str:
        return ", ".join(card_label(str(c), lang()) for c in notations if c)

    def shown(self, items: Sequence[Any]) -> tuple[list[Any], int]:
        """The latest MOST of ``items`` and how many more there are."""
        items = list(items)
        return items[-MOST:], max(len(items) - MOST, 0)

    # ---------------------------------------------------------------- Etiquette (R10)

    def etiquette(self, part: Mapping[str, Any]) -> None:
        hand = list(self.view.get("hand") or [])
        for w in part.get("windows") or ():
            kind, offender = w.get("card"), w.get("offender")
            reactors = [r for r in w.get("reactors") or () if r != offender]
            timer = w.get("timer")
            if self.me in reactors:
                if kind == "shuriken":
                    self.say("chance_shuriken", timer, offender=offender)
                    continue
                n = min(2, max(len(hand) - 1, 0))
                if self._keeps_two():
                    n = max(0, min(n, len(hand) - 3))
                if kind == "shmunitet":
                    self.say("chance_shmunitet", timer, offender=offender, n=n)
                elif not any(self._is_kind(c, str(kind)) for c in hand):
                    self.say("chance_none", timer, offender=offender, card=kind)
                else:
                    key = "chance" if n else "chance_alone"
                    self.say(key, timer, offender=offender, card=kind, n=n)
            elif offender == self.me:
                key = "chance_you_one" if len(reactors) == 1 else "chance_you"
                self.say(key, timer, card=kind, reactors=reactors)
            else:
                key = "chance_others_one" if len(reactors) == 1 else "chance_others"
                self.say(key, timer, offender=offender, card=kind, reactors=reactors)
        mine = set()
        for wink in part.get("winks") or ():
            winker, to = wink.get("from"), wink.get("to")
            if winker == self.me:
                self.say("wink_mine", wink.get("timer"), addressee=to)
                mine.add(winker)
            elif to == self.me:
                self.say("wink_at_you", wink.get("timer"), winker=winker)
                mine.add(winker)
        for winker in part.get("flickers") or ():
            if winker not in mine and winker != self.me:
                self.say("flicker", winker=winker)
        for pick in part.get("picks") or ():
            chooser, thrower = pick.get("chooser"), pick.get("thrower")
            key = "pick_you" if chooser == self.me else "pick"
            self.say(key, pick.get("timer"), chooser=chooser, thrower=thrower)
        dawdler = part.get("dawdling")
        if isinstance(dawdler, int) and not isinstance(dawdler, bool) and dawdler >= 0:
            self.say("dawdling", player=dawdler)
        away = list(part.get("away") or ())
        if away:
            self.say("away_many" if len(away) > 1 else "away", players=away)

    def _keeps_two(self) -> bool:
        rules = self.view.get("rules")
        return isinstance(rules, Mapping) and bool(rules.get("etiquette_keeps_two"))

    @staticmethod
    def _is_kind(notation: str, kind: str) -> bool:
        return notation == kind or notation.endswith(":" + kind)

    # ---------------------------------------------------------------- Courage (R11)

    def courage(self, part: Mapping[str, Any]) -> None:
        for o in part.get("owed") or ():
            key = "owe_you" if o.get("player") == self.me else "owe"
            self.say(key, o.get("key"), player=o.get("player"), task=o.get("task"),
                     card=_kind_of(o.get("card")))  # fmt: skip
        for vote in part.get("votes") or ():
            performer, objector = vote.get("performer"), vote.get("objector")
            text = str(vote.get("text") or "…")
            if objector is None:
                key = "vote_mine" if performer == self.me else "vote"
            else:
                key = "vote_objected_mine" if performer == self.me else "vote_objected"
            self.say(key, vote.get("key"), performer=performer, objector=objector, text=text)
        for choice in part.get("choices") or ():
            player = choice.get("player")
            if player == self.me:
                self.say("choice_you", list=self.cards(choice.get("options") or ()))
            else:
                self.say("choice", player=player)
        gift = part.get("gift")
        if isinstance(gift, Mapping) and gift.get("receiver") not in (None, self.me):
            value = gift.get("value")
            if any(_courage_value(c) == value for c in self.view.get("hand") or ()):
                self.say("gift", receiver=gift.get("receiver"), value=value)
        genres = part.get("genres") or []
        table = catalogue()["tables"]["genre"][lang()]
        for p, area in enumerate(part.get("areas") or ()):
            if not area:
                continue
            named = []
            for i, c in enumerate(area):
                text = card_label(str(c), lang())
                genre = genres[p][i] if p < len(genres) and i < len(genres[p]) else None
                if isinstance(genre, str):
                    text += f" ({_genre(genre, table)})"
                named.append(text)
            self.say("area", player=p, list=", ".join(named))
        standing = [p for p, up in enumerate(part.get("standing") or ()) if up is True]
        if standing:
            self.say("standing_many" if len(standing) > 1 else "standing", players=standing)
        boxed, more = self.shown(part.get("boxed") or ())
        if boxed:
            self.say("boxed", list=self.cards(boxed) + self._more(more))

    def _more(self, n: int) -> str:
        return " " + self.text("more", n=n) if n else ""

    # ---------------------------------------------------------------- Challenge (R12)

    def challenge(self, part: Mapping[str, Any]) -> None:
        races = part.get("races")
        if isinstance(races, Mapping) and races.get("card"):
            self.races(races)
        duels = part.get("duels")
        if isinstance(duels, Mapping):
            self.duels(duels)

    def races(self, r: Mapping[str, Any]) -> None:
        phase = r.get("phase")
        known = f"race_{phase}" in catalogue()["panels"]["en"]
        what = self.text(f"race_{phase}") if known else ""
        if what:
            self.say("race", race=r.get("card"), player=r.get("player"), what=what)
        progress = list(r.get("progress") or ())
        steps = {"fists": 2, "huts": 1, "taps": 1}.get(str(phase))
        if steps is not None and progress:
            finished = set(r.get("finished") or ())
            parts = [
                self.text("progress_done", player=p)
                if p in finished or done >= steps
                else self.text("progress_of", player=p, done=done, of=steps)
                for p, done in enumerate(progress)
            ]
            self.say("progress", list=", ".join(parts))
        for p, c in enumerate(r.get("displays") or ()):
            if c:
                self.say("display", player=p, card=c)
        for p, c in enumerate(r.get("grabbed") or ()):
            if c:
                self.say("grabbed", player=p, card=c)
        feat, score = r.get("feat"), r.get("score")
        if feat in FEAT_KEYS:
            if score:
                self.say(f"feat_{feat}", player=r.get("player"), score=score)
            else:
                self.say("feat_unset", player=r.get("player"), feat=feat)
        may = list(r.get("may_try") or ())
        if may and phase == "try":
            self.say("may_try", players=may)
            if self.me in may:  # what trying or not means for this player (R12.6)
                self.say("feat_stakes", player=r.get("player"), n=FEAT_CARDS)
        used = [f for f in r.get("used_feats") or () if f in FEAT_KEYS]
        if used and phase in ("feat", "try"):
            feats = catalogue()["tables"]["feat"][lang()]
            self.say("used_feats", list=", ".join(feats[f] for f in used))
        debts, more = self.shown(r.get("debts") or ())
        for giver, receiver, n in debts:
            key = "debt" if isinstance(receiver, int) and receiver >= 0 else "debt_box"
            self.say(key, giver=giver, receiver=receiver, n=n)
        if more:
            self.out.append(self.text("more", n=more))
        huts = r.get("huts") or []
        if phase == "huts" and 0 <= self.me < len(huts):
            mine = []
            for slot, hut in zip("12", huts[self.me], strict=False):
                shown = [c for c in hut if c]
                key = "hut" if shown else "hut_empty"
                mine.append(self.text(key, slot=slot, list=self.cards(shown)))
            self.say("huts", list="; ".join(mine))
        item = r.get("item")
        if isinstance(item, Mapping) and item.get("item"):
            self.say("item", item=item.get("item"), wearer=item.get("wearer"))
        if r.get("card") == "clothes":
            items = catalogue()["tables"]["item"][lang()]
            for p, worn in enumerate(r.get("wardrobes") or ()):
                self.say("wardrobe", player=p, list=", ".join(items.get(i, "?") for i in worn))

    def duels(self, d: Mapping[str, Any]) -> None:
        phase = d.get("phase")
        if not phase:
            return
        step, mover = d.get("step"), d.get("turn")
        awaiting = list(d.get("awaiting") or ())
        data = {
            "mover": mover,
            "opponent": d.get("opponent"),
            "colour": d.get("colour"),
            "receiver": d.get("receiver"),
            "awaiting": awaiting,
        }
        key = f"step_{step}" if step in (*STEP_SEATS, "give") else "step_other"
        if key == "step_give" and len(awaiting) == 1:
            key = "step_give_one"  # one giver: the verb in the singular
        if key in ("step_flip", "step_chip", "step_pull") and not data["colour"]:
            key = "step_lay" if key == "step_chip" else "step_other"
        what = self.text(key, **data)
        head = "duel_against" if d.get("opponent") is not None else "duel"
        self.say(head, phase=phase, player=d.get("player"), opponent=d.get("opponent"), what=what)
        pile = list(d.get("temporary_pile") or ())
        if pile:
            top, more = self.shown(pile)
            cards = ("… " if more else "") + self.cards(top)
            self.say("temp_pile", n=len(pile), cards=cards)
        awl = d.get("skipped_by_interception")
        if isinstance(awl, Mapping):
            self.say("awl", player=awl.get("interceptor"), opponent=awl.get("skipped"))


def _courage_value(notation: Any) -> int | None:
    """The value of a Courage card of the hand (R11.1); None for any other card."""
    try:
        face = FACES[face_of(str(notation))]
    except NotationError:
        return None
    return face.value if face.kind.family is Family.COURAGE else None


def _kind_of(notation: Any) -> str:
    """A card's kind id from its notation (``O:neither_nor`` -> ``neither_nor``)."""
    return str(notation).rsplit(":", 1)[-1]


def _genre(genre: str, table: Sequence[str]) -> str:
    if genre in GENRES:
        return str(table[GENRES.index(genre)])
    return genre


def family_lines(
    view: Mapping[str, Any], names: Sequence[str], left: Mapping[str, float] | None = None
) -> list[str]:
    """Sentences for what is open in the families' parts of ``view`` (the viewer is
    ``view["player"]``); ``left``: seconds left by timer key."""
    p = _Panel(view, names, left or {})
    for family in ("etiquette", "courage", "challenge"):
        part = view.get(family)
        if isinstance(part, Mapping):
            getattr(p, family)(part)
    return list(dict.fromkeys(p.out))  # two windows alike (two touches) told once


def waiting_for(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """What the turn waits for when nobody may make a turn move (a duel, a race, a Courage
    answer, an Etiquette chance), in words; "" when it waits for nothing of the 2.0 game."""
    p = _Panel(view, names, {})
    challenge = view.get("challenge") or {}
    duels = challenge.get("duels") or {}
    races = challenge.get("races") or {}
    if duels.get("phase"):
        return p.text("wait_duel", phase=duels["phase"], mover=duels.get("turn"))
    if races.get("card") and races.get("phase"):
        return p.text("wait_race", race=races["card"])
    owed = [o for o in (view.get("courage") or {}).get("owed") or () if o.get("task") != "turn"]
    if owed:
        return p.text("wait_task", player=owed[0].get("player"))
    if (view.get("etiquette") or {}).get("windows"):
        return p.text("wait_window")
    return ""


def refusal(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """The line for a move the table refused: what the game waits for, else that the move
    is against the rules now (the engine's own explanation is for developers)."""
    p = _Panel(view, names, {})
    what = waiting_for(view, names)
    return p.text("refused", what=what) if what else p.text("refused_rule")
