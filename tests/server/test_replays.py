"""Replays (issue #13, point 3): every finished game step by step with every hand open;
a running game has none; the lobby lists the recent ones."""

from __future__ import annotations

from typing import Any

from .conftest import LiveServer, play_until


def finished_game(live: LiveServer) -> tuple[str, list[Any]]:
    code = live.create(players=2, options={"turn_seconds": 600, "hand_size": 3})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a, b = live.client(code, t0), live.client(code, t1)
    play_until([a, b], lambda: bool((a.state or {}).get("table", {}).get("history")), 180)
    return code, [a, b]


def test_a_finished_game_replays_step_by_step_with_every_hand_open(live: LiveServer) -> None:
    code, clients = finished_game(live)
    with live.http() as c:
        r = c.get(f"/api/replays/{code}/0/0")
        assert r.status_code == 200, r.text
        data = r.json()
        steps = data["steps"]
        table = live.registry.live[code]
        assert len(steps) == len(live.storage.actions(live.storage.games(code, 0)[0].id)) + 1
        assert data["names"] == ["Anna", "Boris"]
        assert steps[0]["action"] is None and steps[0]["events"][0]["kind"] in (
            "dealt",
            "start_card",
        )
        for step in steps:
            view = step["view"]
            assert [len(h) for h in view["hands"]] == view["hand_sizes"]  # every hand open
        assert [len(h) for h in steps[0]["view"]["hands"]] == [3, 3]
        last = steps[-1]["view"]
        assert last["winner"] == data["winner"] and last["hands"][data["winner"]] == []
        # the cards a player took are named in the replay (open), whoever took them
        took = [e for s in steps for e in s["events"] if e["kind"] == "took" and e["number"]]
        assert all("cards" in e and len(e["cards"]) == e["number"] for e in took)
        # the game now running (the second) has no replay: its hands are secret
        running = c.get(f"/api/replays/{code}/0/{table.match.games}")
        if table.status == "playing":
            assert running.status_code == 409 and running.json()["error"]["code"] == "not_finished"
        assert c.get(f"/api/replays/{code}/0/99").status_code == 404
        assert c.get(f"/api/replays/{code}/7/0").status_code == 404
        assert c.get("/api/replays/NOPE12/0/0").status_code == 404
        assert c.get(f"/api/replays/{code}/x/0").status_code == 404
        page = c.get(f"/replay/{code}/0/0")
        assert page.status_code == 200 and "replay.js" in page.text
        recent = c.get("/api/replays").json()["games"]
        assert {"code": code, "match": 0, "game": 0} == {
            k: recent[0][k] for k in ("code", "match", "game")
        }
        assert recent[0]["names"] == ["Anna", "Boris"] and recent[0]["recipe"] == "classic"
    for cl in clients:
        cl.close()


def test_a_running_game_has_no_replay_for_anyone(live: LiveServer) -> None:
    code = live.create(players=2, options={"turn_seconds": 600})
    live.join(code, "Anna")
    live.join(code, "Boris")
    with live.http() as c:
        r = c.get(f"/api/replays/{code}/0/0")
        assert r.status_code == 409
        assert "still being played" in r.json()["error"]["message"]
        assert c.get("/api/replays").json()["games"] == []
