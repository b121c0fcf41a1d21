"""The 2.0 block of the observation: decision kind, R9 chains and family state.

A deck with R9 or 2.0 cards gets this block after the classic observation. It is built
from :meth:`Game.view` alone (the engine's cut of hidden information, R14.8), so it
holds nothing the seat may not see. Seats are relative (0 = the observer) with room for
:data:`MAX_PLAYERS`; every value is in [0, 1]. ``WideObs(...).blocks`` lists the blocks
in order as ``(name, offset, size)`` (docs/rl.md prints them per recipe).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.actions import MAX_PLAYERS
from ..engine.cards import FACES, KINDS, Family, face_of
from ..engine.families.challenge.duels.state import STEPS
from ..engine.families.challenge.races.state import PHASES

M = MAX_PLAYERS
CHALLENGE_KINDS = tuple(k.id for k in KINDS if k.family == Family.CHALLENGE)
COURAGE_KINDS = tuple(k.id for k in KINDS if k.family == Family.COURAGE)
ETIQUETTE_KINDS = tuple(k.id for k in KINDS if k.family == Family.ETIQUETTE)
DUEL_COLOURS = ("red", "orange", "green", "blue", "grey")
Vec = list[float]


class WideObs:
    """Offsets of the 2.0 observation block of a deck, from ``base`` on."""

    def __init__(self, faces: tuple[int, ...], base: int, decisions: int) -> None:
        kinds = {FACES[f].kind.id for f in faces}
        families = {FACES[f].kind.family for f in faces}
        self.numbers = [f for f in faces if FACES[f].kind.family == Family.NUMBER]
        self.number_pos = {f: i for i, f in enumerate(self.numbers)}
        self.base = base
        self.blocks: list[tuple[str, int, int]] = []
        self.at: dict[str, int] = {}
        self.v2 = bool(kinds & {"svinorost", "temnodel"})
        self.etiquette = Family.ETIQUETTE in families
        self.courage = Family.COURAGE in families
        self.challenge = Family.CHALLENGE in families

        def block(name: str, size: int) -> None:
            self.at[name] = base + sum(s for _, _, s in self.blocks)
            self.blocks.append((name, self.at[name], size))

        block("decision", decisions)  # none, turn, chance, race, phase, choice
        block("choosing", 3)  # I choose cards; cards to choose / 4; named / 4
        block("owe", 1)  # I owe an answer (a Courage task) now
        if self.v2:  # R9
            block("chain", 2)  # a Svinorost / Temnodel chain is open
            block("chain_value", 8)  # Svinorost: the lowest value that may follow, one-hot
            block("dark_count", 1)  # dark cards on the Temnodel / 8
            block("declared", len(self.numbers))  # the last declared number card, one-hot
            block("last_card", 1)  # a last dark card is being checked
            block("dark_by", M)  # dark cards put by each seat / 4
        if self.etiquette:  # R10, R14.5
            block("window_offender", M)  # an Etiquette window is open on this seat
            block("window_mine", len(ETIQUETTE_KINDS))  # I may react with this kind
            block("flicker", M)  # a wink's flicker on this seat
            block("wink_from", M)  # a wink at me from this seat
            block("wink_to", M)  # my wink at this seat
            block("pick", 1)  # I choose the cards a missed thrower takes
            block("dawdling", M)  # over the Shevelis! threshold
            block("away", M)  # marked away
        if self.courage:  # R11
            block("areas", M * len(COURAGE_KINDS))  # Courage cards in front, per seat
            block("standing", M)
            block("owed", M)  # answers owed by each seat / 4
            block("vote", M)  # an objection vote on this seat's answer
            block("gift_to", M)  # a Courage gift may go to this seat now
            block("gift_value", 8)  # ... for a number card of this value
        if self.challenge:  # R12
            block("duel", len(CHALLENGE_KINDS))  # the open duel's card, one-hot
            block("duel_step", len(STEPS))
            block("duel_seats", 4 * M)  # player, opponent, receiver, turn; one-hot each
            block("duel_colour", len(DUEL_COLOURS))
            block("duel_pile", 1)  # temporary pile / 20
            block("awaiting", M)  # the seats a phase waits for
            block("race", len(CHALLENGE_KINDS))  # the open race's card, one-hot
            block("race_phase", len(PHASES))
            block("race_player", M)
            block("progress", M)  # each seat's progress / 4
            block("finished", M)
            block("display", M)  # a card lies in this seat's display (R12.5)
            block("feat", 4)  # the Slabo? feat, one-hot
            block("may_try", 1)  # I may try the feat
            block("item", M)  # the wearer of the named item (R12.10)
        self.size = sum(s for _, _, s in self.blocks)

    def encode(self, out: Any, view: dict[str, Any], decision: int) -> None:
        """Write the block for ``view`` (a :meth:`Game.view`) into ``out`` (zeros)."""
        p = int(view["player"])
        n = int(view["players"])
        at = self.at

        def rel(q: int) -> int:
            return (q - p) % n

        def seats(name: str, qs: Any, value: Callable[[int], float] | None = None) -> None:
            o = at[name]
            for q in qs:
                if q is not None:
                    out[o + rel(q)] = 1.0 if value is None else value(q)

        out[at["decision"] + decision] = 1.0
        choice = view.get("choice")
        if choice is not None and choice["player"] == p:
            o = at["choosing"]
            out[o] = 1.0
            out[o + 1] = min(choice["count"], 4) / 4
            out[o + 2] = min(choice["named"], 4) / 4
        courage = view.get("courage")
        owed = courage["owed"] if courage else []
        if any(o["player"] == p for o in owed):
            out[at["owe"]] = 1.0
        if self.v2:
            self._chain(out, view.get("chain"), rel)
        if self.etiquette and view.get("etiquette"):
            et = view["etiquette"]
            for w in et["windows"]:
                out[at["window_offender"] + rel(w["offender"])] = 1.0
                if p in w["reactors"]:
                    out[at["window_mine"] + ETIQUETTE_KINDS.index(w["card"])] = 1.0
            seats("flicker", et["flickers"])
            for w in et["winks"]:
                if w["to"] == p:
                    out[at["wink_from"] + rel(w["from"])] = 1.0
                if w["from"] == p:
                    out[at["wink_to"] + rel(w["to"])] = 1.0
            if any(k["chooser"] == p for k in et["picks"]):
                out[at["pick"]] = 1.0
            seats("dawdling", [et["dawdling"]])
            seats("away", et["away"])
        if self.courage and courage:
            for q, area in enumerate(courage["areas"]):
                for name in area:
                    kind = FACES[face_of(name)].kind.id
                    out[at["areas"] + rel(q) * len(COURAGE_KINDS) + COURAGE_KINDS.index(kind)] = 1
            seats("standing", [q for q, s in enumerate(courage["standing"]) if s])
            for o in owed:
                k = at["owed"] + rel(o["player"])
                out[k] = min(out[k] + 0.25, 1.0)
            seats("vote", [v["performer"] for v in courage["votes"]])
            gift = courage["gift"]
            if gift is not None:
                seats("gift_to", [gift["receiver"]])
                if 0 <= gift["value"] < 8:
                    out[at["gift_value"] + gift["value"]] = 1.0
        if self.challenge and view.get("challenge"):
            self._challenge(out, view["challenge"], p, rel, seats)

    def _chain(self, out: Any, chain: Any, rel: Callable[[int], int]) -> None:
        if chain is None:
            return
        at = self.at
        if chain["kind"] == "svinorost":
            out[at["chain"]] = 1.0
            values = chain.get("values") or []
            if values and 0 <= min(values) < 8:
                out[at["chain_value"] + min(values)] = 1.0
            return
        out[at["chain"] + 1] = 1.0
        dark = chain.get("dark") or []
        out[at["dark_count"]] = min(len(dark), 8) / 8
        if dark:
            pos = self.number_pos.get(face_of(dark[-1]["declared"]))
            if pos is not None:
                out[at["declared"] + pos] = 1.0
        for d in dark:
            k = at["dark_by"] + rel(d["by"])
            out[k] = min(out[k] + 0.25, 1.0)
        if chain.get("last_card") is not None:
            out[at["last_card"]] = 1.0

    def _challenge(
        self, out: Any, ch: dict[str, Any], p: int, rel: Callable[[int], int], seats: Any
    ) -> None:
        duels, races = ch.get("duels"), ch.get("races")
        if duels:
            self._duels(out, duels, rel, seats)
        if races:
            self._races(out, races, p, seats)

    def _duels(
        self, out: Any, duels: dict[str, Any], rel: Callable[[int], int], seats: Any
    ) -> None:
        at = self.at
        if duels["phase"] is not None:
            out[at["duel"] + CHALLENGE_KINDS.index(duels["phase"])] = 1.0
        if duels["step"] in STEPS:
            out[at["duel_step"] + STEPS.index(duels["step"])] = 1.0
        for k, field in enumerate(("player", "opponent", "receiver", "turn")):
            q = duels[field]
            if q is not None:
                out[at["duel_seats"] + k * M + rel(q)] = 1.0
        if duels["colour"] in DUEL_COLOURS:
            out[at["duel_colour"] + DUEL_COLOURS.index(duels["colour"])] = 1.0
        out[at["duel_pile"]] = min(len(duels["temporary_pile"]), 20) / 20
        seats("awaiting", duels["awaiting"] or [])

    def _races(self, out: Any, races: dict[str, Any], p: int, seats: Any) -> None:
        at = self.at
        if races["card"] is not None:
            out[at["race"] + CHALLENGE_KINDS.index(races["card"])] = 1.0
        if races["phase"] in PHASES:
            out[at["race_phase"] + PHASES.index(races["phase"])] = 1.0
        if races["player"] is not None:
            seats("race_player", [races["player"]])
        n = len(races["progress"])
        for q, k in enumerate(races["progress"]):
            if k:
                out[at["progress"] + (q - p) % n] = min(k, 4) / 4
        seats("finished", races["finished"])
        seats("display", [q for q, c in enumerate(races["displays"]) if c is not None])
        feats = ("reaction", "memory", "twister", "clicks")
        if races["feat"] in feats:
            out[at["feat"] + feats.index(races["feat"])] = 1.0
        if p in races["may_try"]:
            out[at["may_try"]] = 1.0
        item = races.get("item")
        if item is not None:
            seats("item", [item["wearer"]])
