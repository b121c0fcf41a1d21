"""History that survives (issue #13, point 2): a (re)connecting client gets the feed of
the current game so far, as its seat may see it, and the match's scores."""

from __future__ import annotations

from typing import Any

from .conftest import LiveServer, play_until


def took_cards(events: list[dict[str, Any]], player: int) -> list[list[str]]:
    return [
        e["cards"] for e in events if e["kind"] == "took" and e["player"] == player and "cards" in e
    ]


def test_a_reload_a_second_tab_and_a_spectator_see_the_same_log(live: LiveServer) -> None:
    code = live.create(players=2, options={"turn_seconds": 600})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a, b = live.client(code, t0), live.client(code, t1)
    seen: dict[int, list[dict[str, Any]]] = {0: [], 1: []}

    def moves() -> int:
        for c in (a, b):
            c.drain()
        return max((c.state or {}).get("seq", 0) for c in (a, b))

    play_until([a, b], lambda: moves() >= 6, seconds=120)
    a.drain(0.3)
    b.drain(0.3)
    for seat, c in ((0, a), (1, b)):
        seen[seat] = [e for m in c.received if m["type"] == "state" for e in m["events"]]

    # a reload (a new connection with the same token) gets the whole game so far
    again = live.client(code, t0)
    first = again.seen(lambda m: m["type"] == "state")
    assert first["history"] is True
    assert first["events"][0]["kind"] == "game_started"
    assert [e["kind"] for e in first["events"]] == [e["kind"] for e in seen[0]]
    assert first["events"] == seen[0]  # the same log, word for word
    # a second tab of the same seat too; the other seat's own cards are in its own log
    tab = live.client(code, t0)
    assert tab.seen(lambda m: m["type"] == "state")["events"] == seen[0]
    other = live.client(code, t1)
    assert other.seen(lambda m: m["type"] == "state")["events"] == seen[1]
    # never another seat's cards: Anna's log names no card Boris took, and vice versa
    assert took_cards(first["events"], 1) == []
    watcher = live.client(code, None)
    public = watcher.seen(lambda m: m["type"] == "state")["events"]
    assert took_cards(public, 0) == [] and took_cards(public, 1) == []
    assert [e["kind"] for e in public] == [e["kind"] for e in seen[0]]
    # the match's scores and chart data come with it
    assert "scores" in first["table"] and "history" in first["table"]
    for c in (a, b, again, tab, other, watcher):
        c.close()


def test_the_log_survives_a_restart_of_the_table(live: LiveServer) -> None:
    """A table reloaded from the database (as after a server restart) rebuilds the log."""
    code = live.create(players=2, options={"turn_seconds": 600})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a, b = live.client(code, t0), live.client(code, t1)
    play_until([a, b], lambda: (a.state or {}).get("seq", 0) >= 4, seconds=120)
    a.close()
    b.close()
    before = live.client(code, t0).seen(lambda m: m["type"] == "state")["events"]
    table = live.registry.live[code]
    live.call(table._reload)
    after = live.client(code, t0).seen(lambda m: m["type"] == "state")["events"]
    assert [e["kind"] for e in after] == [e["kind"] for e in before]
    assert [e.get("cards") for e in after] == [e.get("cards") for e in before]
