"""The audit of issue 25 over every card kind of every family (docs/decisions.md, "Audit:
one card left, start cards, last cards (issue 25)"):

- R2.2, R2.3: which kinds may start the play pile;
- R7.1: every kind played in turn as the last card wins at once, whatever its effect;
- R6.1, R6.2: in random full_box games, every own action that leaves its maker one card
  (a play, a gift, a give, a pay, a notice, a pick ...) is a last-card moment: declared
  with it, or the maker can be caught; and "Svintus!" was offered with it.
"""

from __future__ import annotations

import random

import pytest

from svintus.engine import Game, Rules
from svintus.engine import events as ev
from svintus.engine.actions import Act, Action
from svintus.engine.cards import FACES, GREY, KINDS_BY_ID, card_name, face_for
from svintus.engine.deal import can_start
from svintus.engine.registry import CHOICES

from .helpers import make_game

FULL_BOX = Rules(players=4, recipe="full_box")
# one face of each kind of the full box, in catalogue order
FACE_OF_KIND = {FACES[f].kind.id: f for f in sorted(set(FULL_BOX.deck), reverse=True)}
KIND_IDS = sorted(FACE_OF_KIND, key=lambda k: KINDS_BY_ID[k].code)


def _family(kind: str) -> str:
    return str(KINDS_BY_ID[kind].family)


# ----------------------------------------------------------------- (b) start cards


def _starts(kind: str) -> bool:
    """R2.2, R2.3 by law 4: number cards, the classic Prescriptions (Polisvin included)
    and the grey value cards start the pile; Svinorost, Temnodel, Challenge cards go back."""
    family = _family(kind)
    if kind in ("svinorost", "temnodel"):
        return False
    return family in ("number", "prescription", "etiquette", "courage")


@pytest.mark.parametrize("kind", KIND_IDS)
def test_r2_2_r2_3_which_kinds_start_the_play_pile(kind: str) -> None:
    g = Game.new(FULL_BOX, 1)
    assert can_start(g, FACE_OF_KIND[kind]) == _starts(kind)
    off = Game.new(Rules(players=4, recipe="full_box", start_card_effects=False), 1)
    assert can_start(off, FACE_OF_KIND[kind]) == (kind == "number")


# ----------------------------------------------------------------- (c) last cards


def _last_card_game(kind: str) -> tuple[Game, list[Action]]:
    """p1 to move holding only a card of ``kind`` (and, for a Svinorost, the number card
    it needs) on a top card it fits; the plays of it listed."""
    face = FACE_OF_KIND[kind]
    colour, value = FACES[face].colour, FACES[face].value
    if colour != GREY:
        top = face_for("number", colour, 5 if value != 5 else 4)
    elif value >= 0:
        top = face_for("number", 0, value)
    else:
        top = face_for("number", 2, 5)
    hand = [card_name(face)] + (["G1"] if kind == "svinorost" else [])
    g = make_game(4, hands={0: hand}, pile=[card_name(top)], rules=FULL_BOX)
    plays = [x for x in g.legal_actions(0) if x.kind == Act.PLAY and x.card == face]
    return g, plays


PLAYED_IN_TURN = [k for k in KIND_IDS if k != "awl_for_soap"]  # never a turn play (R12.12)


@pytest.mark.parametrize("kind", PLAYED_IN_TURN)
def test_r7_1_every_kind_played_as_the_last_card_wins_at_once(kind: str) -> None:
    g, plays = _last_card_game(kind)
    assert plays, f"{kind} as the last card is not offered"
    for play in plays:
        twin = g.copy()
        events = twin.apply(play)
        assert twin.winner == 0, f"{kind}: {play!r} did not win"
        assert type(events[-1]) is ev.GameWon
        assert twin.legal_actions(1) == [] and twin.timers() == []


# ----------------------------------------------------------------- (a) one card left


def _cards_out(before: list[int], after: list[int]) -> bool:
    return len(after) == 1 and len(before) >= 2


def _step(game: Game, rng: random.Random) -> Action:
    """A random action: mostly the awaited player's turn or step (plays preferred), now
    and then any seat's reaction or a hint, or the table's clock."""
    turn = game.turn_actions()
    if turn and rng.random() < 0.8:
        plays = [x for x in turn if x.kind != Act.DRAW]
        return rng.choice(plays if plays and rng.random() < 0.9 else turn)
    acts = [x for p in range(game.n) for x in game.legal_actions(p) if x.kind != Act.SPEAK]
    clock = game.clock_actions()
    if clock and (not acts or rng.random() < 0.1):
        return rng.choice(clock)
    hints = [h for p in range(game.n) for h in game.hints(p)]
    if hints and rng.random() < 0.1:
        return rng.choice(hints)
    return rng.choice(acts)


@pytest.mark.parametrize("players", [3, 4])
def test_r6_1_every_own_action_that_leaves_one_card_is_a_last_card_moment(players: int) -> None:
    rules = Rules(players=players, recipe="full_box")
    seen: set[str] = set()
    for seed in range(12):
        game = Game.new(rules, seed, seed % players)
        rng = random.Random(seed)
        for _ in range(700):
            if game.winner >= 0:
                break
            action = _step(game, rng)
            p = action.player
            if not 0 <= p < game.n:
                game.apply(action)
                continue
            choice = game.choice
            listed = set(game.legal_actions(p))
            before = list(game.hands[p])
            events = game.apply(action)
            if action.kind == Act.AWL or not _cards_out(before, game.hands[p]):
                continue  # a swap leaves the cards received (decision, docs/decisions.md)
            whole = choice.action if choice is not None else action
            seen.add(whole.kind.name)
            said = ev.Declared(p) in events
            assert said or p in game.catchable, f"seed {seed}: {whole!r} left one card"
            if choice is None and not (whole.kind in CHOICES and not whole.cards):
                assert whole._replace(svintus=not whole.svintus) in listed, whole
    assert {"PLAY", "GIVE", "PAY"} <= seen, seen  # the games reached such moments
