"""The Slabo? feats (R12.6) in the terminal, judged by the local table: the port to the
table's judge, what the terminal prints of each stage, and the plain mode playing
feats with scripted input; a score typed by the person is refused."""

from __future__ import annotations

import io
import random
import re

import pytest

from svintus.engine import Rules
from svintus.engine import actions as A
from svintus.engine.errors import IllegalAction
from svintus.engine.families.challenge.feats import parse_score
from svintus.table.feats import score_text
from svintus.terminal import feats as F
from svintus.terminal.driver import LocalTable
from svintus.terminal.table import TerminalTable


class Clock:
    """A clock a test moves by hand."""

    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


class Ticking:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.t = 100.0
        self.step = step

    def __call__(self) -> float:
        self.t += self.step
        return self.t


SLABO = (("number", 1), ("slabo", 4))


def test_r12_6_the_local_feat_is_the_tables_content_and_measure() -> None:
    clock = Clock()
    port = F.LocalFeat(A.attempt(1, 0), clock, random.Random(3))  # reaction
    port.start()
    (wait,) = port.poll()
    assert wait["stage"] == "wait" and F.wants(wait) == F.WAITING
    assert port.run is not None and port.run.due is not None
    clock.t = port.run.due
    (go,) = port.poll()
    assert go["stage"] == "go" and F.lines(go) == ("GO!",)
    clock.t += 0.27
    port.press()
    (done,) = port.poll()
    assert done["score"] == "270" and port.judged == A.attempt(1, 0, "270")
    assert F.lines(done)[-1] == "The table's score: 270 (reaction)"

    memory = F.LocalFeat(A.feat(0, 1), clock, random.Random(4))
    memory.start()
    (shown,) = memory.poll()
    assert len(shown["sequence"]) == 3 and "Remember:" in F.lines(shown)[0]
    memory.answer(shown["sequence"])  # while shown: not taken
    assert memory.poll() == []
    clock.t += 5
    memory.poll()
    memory.answer("nope")
    (done,) = memory.poll()
    assert done["note"] == "wrong" and memory.judged == A.feat(0, 1, "0")
    assert F.lines(done)[0].startswith("Wrong: it was")


def test_r12_6_the_local_table_refuses_a_typed_score_and_takes_the_judged_one() -> None:
    rules = Rules(players=2, custom_deck=SLABO, hand_size=4)
    table = LocalTable(rules, 11, "random", 0, person_timer=False, secret=random.Random(1))
    table.new_game()
    game = table.running
    for _ in range(400):  # until the person has a feat to set or try
        mine = [a for a in game.legal_actions(0) if a.kind in (A.Act.FEAT, A.Act.ATTEMPT)]
        if mine:
            break
        if game.over:
            table.finish_game()
            table.new_game()
            game = table.running
        elif table.step() is None:  # the person's move: the first legal one
            rest = [a for a in game.legal_actions(0) if a.kind != A.Act.SPEAK]
            table.act(rest[0], table.time)
    assert mine, "no Slabo? reached the person"
    action = mine[0]
    with pytest.raises(IllegalAction, match="measures"):
        table.act(action._replace(text="1"), table.time)
    clock = Clock()
    port = table.feat_port(action, clock)
    port.start()
    port.poll()
    if port.feat in ("memory", "reaction"):
        clock.t += 10
        port.poll()
    for _ in range(3):
        port.press()
        port.answer("x")
    clock.t += 10
    port.poll()
    assert port.judged is not None and port.judged.text
    with pytest.raises(IllegalAction):  # not the judged score
        table.act(port.judged._replace(text="0.5"), table.time)
    applied = table.act(port.judged, table.time)
    assert applied.action.text == port.judged.text


def test_score_text_is_a_score_the_notation_accepts() -> None:
    for value in (0, 7, 12.345, 9999, 1e9, -3):
        assert parse_score(score_text(value)) is not None
    assert F.presses_in("") == 1 and F.presses_in("xxx") == 4


def test_r12_6_run_plain_reaction_and_twister_with_scripted_input() -> None:
    said: list[str] = []
    clock = Ticking(0.4)
    answers = iter([""])
    port = F.LocalFeat(A.attempt(1, 0), clock, random.Random(5))
    last = F.run_plain(port, lambda _p: next(answers), said.append, lambda _s: None)
    assert last is not None and "GO!" in said
    assert 0 < float(last["score"]) <= F.FALSE_START

    twister = F.LocalFeat(A.attempt(1, 2), Ticking(0.5), random.Random(5))
    typed: list[str] = []

    def read(_prompt: str) -> str:
        line = said[-1]  # the twister, as printed
        typed.append(line)
        return line

    last = F.run_plain(twister, read, said.append, lambda _s: None)
    assert last is not None and typed and typed[0] in F.TWISTERS
    assert float(last["score"]) > 0


def test_r12_6_plain_mode_plays_slabo_feats_judged_by_the_local_table() -> None:
    out = io.StringIO()
    played: list[str] = []

    class Person(io.StringIO):
        """Answers by what the transcript last asked: a mini-game, else the first move."""

        def readline(self, size: int | None = -1) -> str:
            text = out.getvalue()
            tail = text[-600:]
            if len(played) > 400:
                return "quit\n"
            if (
                tail.rstrip().endswith(("GO!", "Go on pressing Enter!"))
                or "Press Enter to" in tail[-200:]
            ):
                played.append("enter")
                return "\n"
            for line in F.TWISTERS:
                if tail.rstrip().endswith(line):
                    played.append("twister")
                    return line + "\n"
            menu = text[text.rfind("--- game") :]
            for feat in ("reaction", "tongue-twister", "clicks"):
                number = re.search(rf"(\d+)\) [^)]*: (a )?{feat} \(a mini-game\)", menu)
                if number:  # the feat's number in the menu plays its mini-game
                    played.append(feat)
                    return f"{number[1]}\n"
            played.append("1")
            return "1\n"

    rules = Rules(players=3, custom_deck=SLABO, hand_size=4, match_points=10)
    table = TerminalTable(
        rules,
        3,
        "random",
        0,
        out,
        Person(),
        clock=Ticking(0.3),
        sleep=lambda _s: None,
        feat_rng=random.Random(2),
    )
    table.run()
    text = out.getvalue()
    assert "Feat " in text, "no Slabo? mini-game was offered and played"
    sent = [w for w in played if w in ("reaction", "tongue-twister", "clicks")]
    assert sent, played[-20:]
    assert "The table's score:" in text
