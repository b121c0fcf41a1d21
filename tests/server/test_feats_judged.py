"""R12.6 as amended, R14.6: the table judges every feat and every throw, over a real
WebSocket against a real server (issue #14).

A client's claimed Slabo? score is refused; the table makes the feat's content, checks
the answers, measures the time on its own clock less the seat's measured round trip, and
records the judged score. A Shurikén thrower who times its throws by the table time that
every event carries hits no more often than a blind thrower.

To reach a Slabo? or a throw without playing whole games for it, the test puts the
table's running game into an exact position (built by the engine's own test helper) on
the server's loop; everything after that goes through the protocol as a client's would.
"""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

from svintus.engine import Game, Rules
from svintus.engine import actions as A
from svintus.engine.notation import parse_action
from svintus.server.ws import RATE
from svintus.table.feats import (
    CLICK_SECONDS,
    FALSE_START,
    MAX_CLICKS_PER_SECOND,
    MAX_DELAY,
    MAX_TWISTER_CPS,
    MIN_REACTION_MS,
    Delays,
    FeatRun,
    score_text,
)
from svintus.table.throws import HIT_SHARE, PERIOD_MS, hits, judged
from svintus.terminal.online import OnlineSource

from ..engine.helpers import make_game
from ..engine.test_etiquette import DECK as ETIQUETTE_DECK
from .conftest import Client, LiveServer

SLABO_DECK = (("number", 2), ("slabo", 4))


def seated(live: LiveServer, players: int, options: dict[str, Any]) -> tuple[str, list[Client]]:
    code = live.create(players=players, bots=0, options=options)
    tokens = [live.join(code, f"P{i + 1}")[1] for i in range(players)]
    return code, [live.client(code, t) for t in tokens]


def install(live: LiveServer, code: str, game: Game) -> None:
    """Make ``game`` the table's running game (its clock restarted), and show it."""
    table = live.registry.get(code)
    assert table is not None

    def put() -> None:
        table._stop_clock()
        table.game = game
        table._t_base, table._t_anchor = 0, table._loop.time()
        table._resume_clock()
        table._broadcast()

    live.call(put)


def later(live: LiveServer, code: str, ms: int) -> None:
    """Move the table's clock ``ms`` on, as if that long had passed (the turn and windows
    run by the same clock)."""
    table = live.registry.get(code)
    assert table is not None

    def move() -> None:
        table._t_anchor -= ms / 1000

    live.call(move)


def answering(c: Client, delay: float = 0.0) -> None:
    """Answer the table's pings that arrived (after ``delay`` seconds: a client that holds
    back its pongs to look slower than it is)."""
    for m in c.received:
        if m["type"] == "ping" and not m.get("_answered"):
            m["_answered"] = True
            if delay:
                time.sleep(delay)
            c.send({"type": "pong", "n": m["n"]})


def feat_msg(c: Client, stage: str, timeout: float = 15) -> dict[str, Any]:
    msg = c.wait(lambda m: m["type"] == "feat" and m["stage"] == stage, timeout)
    answering(c)
    return msg


def acted(c: Client, prefix: str) -> str:
    msg = c.wait(lambda m: m["type"] == "state" and (m["action"] or "").startswith(prefix))
    return str(msg["action"])


def slabo_position(honour: bool = False, turn_seconds: float = 600.0) -> Game:
    rules = Rules(
        players=3,
        custom_deck=SLABO_DECK,
        turn_seconds=turn_seconds,
        race_seconds=30.0,
        honour_feats=honour,
    )
    hands = {0: ["O:slabo", "O1", "B2", "R3"], 1: ["G1", "G2", "R4", "B5"], 2: ["B1", "R6", "O7"]}
    return make_game(3, hands=hands, pile=["O5"], rules=rules, current=0)


def test_r12_6_a_claimed_score_is_refused_and_the_table_measures_the_reaction(
    live: LiveServer,
) -> None:
    code, (a, b, c) = seated(
        live, 3, {"custom_deck": dict(SLABO_DECK), "turn_seconds": 600, "race_seconds": 30}
    )
    install(live, code, slabo_position())
    a.send({"type": "action", "action": "play O:slabo"})
    state = a.wait(lambda m: m["type"] == "state" and "feat reaction" in m["legal"])
    assert not any(h.startswith(("feat", "try")) for h in state["hints"])  # no scores offered

    # the challenger claims a score: refused, nothing changes
    seq = state["seq"]
    a.send({"type": "action", "action": "feat reaction 1"})
    err = a.error()
    assert err["code"] == "illegal" and "measures" in err["message"]
    assert a.ping() == [] and a.state is not None and a.state["seq"] == seq

    # the challenger plays the table's reaction game: presses 0.3 s after GO!
    a.send({"type": "feat", "do": "start", "feat": "reaction"})
    wait = feat_msg(a, "wait")
    assert "sequence" not in wait and "ms" not in wait  # nothing tells when GO! comes
    feat_msg(a, "go")
    time.sleep(0.3)
    a.send({"type": "feat", "do": "press"})
    done = feat_msg(a, "done")
    score = int(done["score"])
    assert 300 - MAX_DELAY * 1000 <= score <= 300 + 2000, done
    assert acted(a, "p1 feat reaction") == f"p1 feat reaction {score}"

    # the feat's stages went to its player's seat only (R14.8)
    c.wait(lambda m: m["type"] == "state" and "try reaction" in m["legal"])
    b.drain(0.1)
    assert not [m for m in b.received + c.received if m["type"] == "feat"]
    # (every seat is pinged alike, on connecting and every few seconds, R14.3: a ping
    # tells nobody that a feat is under way)

    # a liar claims 1 ms: refused; then presses before GO!: a false start
    c.send({"type": "action", "action": "try reaction 1"})
    assert c.error()["code"] == "illegal"
    c.send({"type": "feat", "do": "press"})
    assert "start one first" in c.error()["message"]
    c.send({"type": "feat", "do": "start", "feat": "reaction"})
    feat_msg(c, "wait")
    c.send({"type": "feat", "do": "press"})
    assert feat_msg(c, "done")["score"] == str(FALSE_START)
    assert acted(c, "p3 try") == f"p3 try reaction {FALSE_START}"

    # an honest player who is faster repeats the feat, with the table's measure
    b.wait(lambda m: m["type"] == "state" and "try reaction" in m["legal"])
    b.send({"type": "feat", "do": "start", "feat": "reaction"})
    feat_msg(b, "go")
    time.sleep(0.15)
    b.send({"type": "feat", "do": "press"})
    mine = int(feat_msg(b, "done")["score"])
    assert MIN_REACTION_MS <= mine < score
    msg = b.wait(lambda m: m["type"] == "state" and (m["action"] or "").startswith("p2 try"))
    assert msg["action"] == f"p2 try reaction {mine}"
    tried = [e for e in msg["events"] if e["kind"] == "feat_tried"]
    assert tried and tried[0]["repeated"] is True


def test_r12_6_holding_back_pongs_gains_at_most_the_delay_cap(live: LiveServer) -> None:
    """A client that answers the table's pings late looks farther away than it is; the
    table takes off at most MAX_DELAY, and an instant press is then a false start."""
    code, (a, _b, _c) = seated(
        live, 3, {"custom_deck": dict(SLABO_DECK), "turn_seconds": 600, "race_seconds": 30}
    )
    install(live, code, slabo_position())
    a.send({"type": "action", "action": "play O:slabo"})
    a.wait(lambda m: m["type"] == "state" and "feat reaction" in m["legal"])
    a.send({"type": "feat", "do": "start", "feat": "reaction"})
    a.wait(lambda m: m["type"] == "feat" and m["stage"] == "wait")
    answering(a, delay=0.6)  # its round trip looks like 0.6 s
    a.wait(lambda m: m["type"] == "feat" and m["stage"] == "go")
    a.send({"type": "feat", "do": "press"})  # at once: would be -0.6 s after the delay
    done = a.wait(lambda m: m["type"] == "feat" and m["stage"] == "done")
    assert done["score"] == str(FALSE_START) and done.get("note") == "early"


def test_r12_6_the_table_checks_the_remembered_digits(live: LiveServer) -> None:
    code, (a, _b, _c) = seated(
        live, 3, {"custom_deck": dict(SLABO_DECK), "turn_seconds": 600, "race_seconds": 30}
    )
    install(live, code, slabo_position())
    a.send({"type": "action", "action": "play O:slabo"})
    a.wait(lambda m: m["type"] == "state" and "feat memory" in m["legal"])
    a.send({"type": "feat", "do": "start", "feat": "memory"})
    shown = feat_msg(a, "show")
    assert len(shown["sequence"]) == 3 and shown["sequence"].isdigit()
    a.send({"type": "feat", "do": "answer", "text": shown["sequence"]})  # still shown
    assert a.error()["code"] == "illegal"
    feat_msg(a, "recall")
    a.send({"type": "feat", "do": "answer", "text": " ".join(shown["sequence"])})
    shown = feat_msg(a, "show")
    assert len(shown["sequence"]) == 4
    feat_msg(a, "recall")
    wrong = str((int(shown["sequence"][0]) + 1) % 10) + shown["sequence"][1:]
    a.send({"type": "feat", "do": "answer", "text": wrong})
    done = feat_msg(a, "done")
    assert done["score"] == "3" and done["note"] == "wrong"
    assert done["sequence"] == shown["sequence"]
    assert acted(a, "p1 feat") == "p1 feat memory 3"


def test_r12_6_r14_2_the_turn_time_does_not_close_a_feat_or_its_tries(live: LiveServer) -> None:
    """A Slabo? has its own window (R14.2, race_seconds), not the turn time (R5.5): a feat
    still under way when the turn time is over goes on, and so do the others' tries. (The
    turn's deadline used to apply the window's close early: the feat under way scored
    its worst and the tries were cut short.)"""
    turn = 2.0
    options = {"custom_deck": dict(SLABO_DECK), "turn_seconds": turn, "race_seconds": 30}
    code, (a, _b, c) = seated(live, 3, options)
    install(live, code, slabo_position(turn_seconds=turn))
    a.wait(lambda m: m["type"] == "state" and "play O:slabo" in m["legal"])
    a.send({"type": "action", "action": "play O:slabo"})
    a.wait(lambda m: m["type"] == "state" and "feat memory" in m["legal"])
    played = time.monotonic()
    a.send({"type": "feat", "do": "start", "feat": "memory"})
    shown = feat_msg(a, "show")
    feat_msg(a, "recall")
    time.sleep(max(0.0, played + 2 * turn - time.monotonic()))  # the turn time is long over
    a.send({"type": "feat", "do": "answer", "text": shown["sequence"]})
    more = feat_msg(a, "show")  # the feat goes on: one more digit
    assert len(more["sequence"]) == 4
    feat_msg(a, "recall")
    a.send({"type": "feat", "do": "answer", "text": more["sequence"]})
    feat_msg(a, "show")
    feat_msg(a, "recall")
    a.send({"type": "feat", "do": "answer", "text": "x"})
    assert feat_msg(a, "done")["score"] == "4"
    assert acted(a, "p1 feat") == "p1 feat memory 4"
    set_at = time.monotonic()
    c.wait(lambda m: m["type"] == "state" and "try memory" in m["legal"])
    time.sleep(max(0.0, set_at + 2 * turn - time.monotonic()))
    c.ping()  # whatever the table sent before now has arrived
    assert c.state is not None and "try memory" in c.state["legal"], c.state["action"]
    assert not [m for m in a.received if m["type"] == "state" and m["action"] == "timeup"]


def test_r12_6_honour_mode_takes_the_claimed_score(live: LiveServer) -> None:
    options = {
        "custom_deck": dict(SLABO_DECK),
        "turn_seconds": 600,
        "race_seconds": 30,
        "honour_feats": True,
    }
    code, (a, _b, _c) = seated(live, 3, options)
    install(live, code, slabo_position(honour=True))
    a.send({"type": "action", "action": "play O:slabo"})
    a.wait(lambda m: m["type"] == "state" and "feat clicks" in m["legal"])
    a.send({"type": "action", "action": "feat clicks 77"})
    assert acted(a, "p1 feat") == "p1 feat clicks 77"


# ----------------------------------------------------------------- Shurikén (R14.6)

THROWS = 120


def throw_position() -> Game:
    rules = Rules(players=4, custom_deck=ETIQUETTE_DECK, turn_seconds=600.0)
    g = make_game(
        4,
        hands={0: ["R3", "B1"], 1: ["shuriken", "G4", "R7", "O6"], 2: ["G5", "O1"]},
        pile=["G5"],
        rules=rules,
        window=True,
        current=3,
    )
    g.apply(parse_action("p3 intercept G5", 4))  # R10.2: an interception opens Shurikén
    return g


def test_r14_6_timing_throws_by_the_table_time_hits_no_more_than_blind(
    live: LiveServer,
) -> None:
    """The cheater reads the table time from an event it provoked (its own chat), keeps
    time locally, and throws when the old rule's target would be in the sights. Its
    throws would nearly all hit a target whose phase the table time gives away; against
    the table's secret phase they hit at the blind rate (120 throws, 5-sigma bound).

    The wait until the aimed table time (0-1.2 s, 72 s in all) is the table's clock moved
    on by that much instead of a sleep: the table receives the throw at the aimed time of
    its own clock, as it would after the sleep (only sooner, and more exactly). The throws
    keep to the server's flood limit (ws.RATE messages a second)."""
    options = {"custom_deck": dict(ETIQUETTE_DECK), "turn_seconds": 600, "etiquette_seconds": 60}
    code, clients = seated(live, 4, options)
    thrower = clients[1]
    judged: list[tuple[int, bool]] = []
    for _ in range(THROWS):
        begun = time.monotonic()
        install(live, code, throw_position())
        thrower.wait(
            lambda m: m["type"] == "state" and any(x.startswith("throw") for x in m["legal"])
        )
        thrower.send({"type": "chat", "text": "aim"})
        said = thrower.wait(lambda m: m["type"] == "state" and m["action"] == "p2 say aim")
        seen_at = time.monotonic()
        t0 = next(e["t"] for e in said["events"] if e["kind"] == "spoke")
        # the table time now is t0 + the time since; throw in the middle of a sweep
        now = t0 + (time.monotonic() - seen_at) * 1000
        wait_ms = (PERIOD_MS // 2 - now) % PERIOD_MS
        later(live, code, wait_ms)  # the cheater's sleep of wait_ms, on the table's clock
        thrower.send({"type": "action", "action": "throw p3 hit G4 R7"})
        got = thrower.wait(
            lambda m: m["type"] == "state" and (m["action"] or "").startswith("p2 throw")
        )
        stored = live.storage.actions(live.registry.get(code).game_id)[-1]  # type: ignore[union-attr]
        assert stored[1].startswith("p2 throw")
        judged.append((stored[0], " hit" in got["action"]))
        # two messages a throw (the chat, the throw), kept under the server's flood limit
        time.sleep(max(0.0, begun + 2 / (0.8 * RATE) - time.monotonic()))
    by_old_rule = sum(hits(t) for t, _ in judged) / THROWS
    rate = sum(h for _, h in judged) / THROWS
    sigma = (HIT_SHARE * (1 - HIT_SHARE) / THROWS) ** 0.5
    assert by_old_rule > 0.8, by_old_rule  # the cheater did time its throws
    assert abs(rate - HIT_SHARE) < 5 * sigma, (rate, by_old_rule)


# ----------------------------------------------------------------- the judge alone


def test_r12_6_the_judge_measures_on_its_own_clock_less_the_delay() -> None:
    secret = random.Random(7)
    run = FeatRun(A.attempt(1, 0), 100.0, secret)  # reaction
    assert run.stage == "wait" and run.due is not None and 101.0 <= run.due <= 103.0
    assert not run.tick(run.due - 0.01)
    assert run.tick(run.due) and run.stage == "go"
    assert run.press(run.at + 0.35, delay=0.05)
    assert run.done and run.score == "300"
    assert run.judged() == A.attempt(1, 0, "300")
    early = FeatRun(A.feat(0, 0), 0.0, secret)
    early.press(0.5)
    assert early.score == str(FALSE_START) and early.note == "early"


def test_r12_6_scores_beyond_a_hand_are_not_counted() -> None:
    secret = random.Random(8)
    clicks = FeatRun(A.attempt(1, 3), 0.0, secret)
    for k in range(1000):  # a script pressing every millisecond
        clicks.press(k / 1000)
    clicks.tick(CLICK_SECONDS + 0.001)
    assert clicks.done and clicks.score == str(int(MAX_CLICKS_PER_SECOND * CLICK_SECONDS))
    twister = FeatRun(A.attempt(1, 2), 0.0, secret)
    twister.answer(twister.twister, 0.01)  # pasted at once
    assert twister.score == score_text(MAX_TWISTER_CPS)
    typo = FeatRun(A.attempt(1, 2), 0.0, secret)
    typo.answer("x" * len(typo.twister), 5.0)
    assert typo.score == "0"


def test_r12_6_a_closing_window_counts_the_play_so_far() -> None:
    secret = random.Random(9)
    memory = FeatRun(A.feat(0, 1), 0.0, secret)
    memory.tick(memory.due or 0)
    memory.answer(memory.sequence, 3.0)
    assert memory.stage == "show" and len(memory.sequence) == 4
    assert memory.judged(memory.score_now()) == A.feat(0, 1, "3")
    assert FeatRun(A.feat(0, 0), 0.0, secret).score_now() == str(FALSE_START)
    assert FeatRun(A.feat(0, 2), 0.0, secret).score_now() == "0"


def test_r12_6_the_delay_is_the_smallest_round_trip_capped() -> None:
    delays = Delays(random.Random(1))
    assert delays.of(0) == 0.0
    first = delays.probe(0, 10.0)
    assert not delays.echoed(1, first, 10.05)  # another seat's nonce
    assert not delays.echoed(0, "guess", 10.05)
    assert delays.echoed(0, first, 10.08)
    assert not delays.echoed(0, first, 10.09)  # once
    delays.echoed(0, delays.probe(0, 11.0), 11.3)
    assert abs(delays.of(0) - 0.08) < 1e-9
    slow = Delays(random.Random(2))
    slow.echoed(0, slow.probe(0, 0.0), 2.0)
    assert slow.of(0) == MAX_DELAY


def test_r12_6_the_terminal_client_plays_a_feat_the_table_judges(live: LiveServer) -> None:
    """The terminal's online source (terminal/online.py) against the real server: it
    answers the pings, starts the feat, sees the table's stages, presses; the table
    records its own score."""
    code = live.create(
        players=3,
        bots=0,
        options={"custom_deck": dict(SLABO_DECK), "turn_seconds": 600, "race_seconds": 30},
    )

    async def run() -> dict[str, Any]:
        source = OnlineSource(live.url, code, "Term")
        await source.start()
        assert source.seat == 0
        others = [live.client(code, live.join(code, n)[1]) for n in ("B", "C")]
        install(live, code, slabo_position())
        for _ in range(200):
            await asyncio.sleep(0.02)
            if source.state and "feat reaction" in source.state["legal"]:
                break
        source.act(parse_action("p1 play O:slabo", 3))
        for _ in range(200):
            await asyncio.sleep(0.02)
            if source.state and "feat reaction" in source.state["legal"]:
                break
        port = source.feat_port(A.feat(0, 0))
        port.start()
        seen: list[dict[str, Any]] = []
        for _ in range(500):
            await asyncio.sleep(0.01)
            seen += port.poll()
            if seen and seen[-1]["stage"] == "go":
                break
        await asyncio.sleep(0.2)
        port.press()
        for _ in range(500):
            await asyncio.sleep(0.01)
            seen += port.poll()
            if seen[-1]["stage"] == "done":
                break
        for _ in range(200):
            await asyncio.sleep(0.01)
            if source.state and (source.state["action"] or "").startswith("p1 feat"):
                break
        assert source.state is not None
        action = source.state["action"]
        await source.close()
        for c in others:
            c.close()
        return {"seen": seen, "action": action}

    got = asyncio.run(run())
    stages = [m["stage"] for m in got["seen"]]
    assert stages[0] == "wait" and stages[-2:] == ["go", "done"], stages
    score = got["seen"][-1]["score"]
    assert 200 - MAX_DELAY * 1000 <= int(score) < FALSE_START
    assert got["action"] == f"p1 feat reaction {score}"


def test_r6_1_a_throw_judged_a_hit_keeps_the_throwers_svintus() -> None:
    """R6.1, R14.6 (issue 25): the table decides hit or miss; a hit that leaves the
    thrower one card keeps the "Svintus!" the thrower sent with the throw."""
    g = make_game(
        hands={0: ["R3", "B1"], 1: ["shuriken", "G4", "R7", "O3"], 3: ["G5", "O1", "O2"]},
        pile=["G5"],
        window=True,
        current=1,
        rules=Rules(players=4, custom_deck=ETIQUETTE_DECK),
    )
    g.apply(parse_action("p4 intercept G5", 4))
    sent = parse_action("p2 throw p4 miss", 4)._replace(svintus=True)
    t = next(t for t in range(PERIOD_MS) if judged(g, sent, t, random.Random(0)).hit)
    got = judged(g, sent, t, random.Random(0))  # the same secret phase: a hit
    assert got.hit and got.svintus and got.bare() in g.legal_actions(1)
