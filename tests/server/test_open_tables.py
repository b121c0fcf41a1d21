"""Open tables and Play now (issue #13, point 4): the lobby's list of public tables with
free seats; private tables only by link; Play now seats a person with three bots."""

from __future__ import annotations

from .conftest import LiveServer


def listed(live: LiveServer) -> dict[str, dict[str, object]]:
    with live.http() as c:
        r = c.get("/api/tables")
        assert r.status_code == 200
        return {t["code"]: t for t in r.json()["tables"]}


def test_open_public_tables_are_listed_until_they_are_full(live: LiveServer) -> None:
    code = live.create(players=3, bots=1, recipe="classic", pace="relaxed", lang="ru")
    secret = live.create(players=3, bots=1, private=True, lang="en")
    tables = listed(live)
    assert secret not in tables  # private: reachable by its link only
    row = tables[code]
    assert row == {
        **row,
        "recipe": "classic",
        "players": 3,
        "bots": 1,
        "free": 2,
        "turn_seconds": 15.0,
        "lang": "ru",
        "names": [],
    }
    live.join(code, "Anna")
    assert listed(live)[code]["free"] == 1 and listed(live)[code]["names"] == ["Anna"]
    live.join(code, "Boris")  # full: the game starts, the table leaves the list
    assert code not in listed(live)
    with live.http() as c:
        assert c.get(f"/api/tables/{secret}").status_code == 200  # the link still works
        assert c.get(f"/t/{secret}").status_code == 200


def test_play_now_starts_at_once_with_three_normal_bots(live: LiveServer) -> None:
    code = live.create(players=4, bots=3, bot_level="normal", lang="en")
    _, token = live.join(code, "Guest")
    with live.http() as c:
        info = c.get(f"/api/tables/{code}").json()
    assert info["status"] == "playing"
    assert [s["bot"] for s in info["seats"]] == [None, "normal", "normal", "normal"]
    assert code not in listed(live)
    me = live.client(code, token)
    assert me.seen(lambda m: m["type"] == "state" and m["view"] is not None)["view"]["hand"]
    me.close()


def test_bad_private_and_lang_fields_are_named(live: LiveServer) -> None:
    with live.http() as c:
        for body, field in (({"private": "yes"}, "private"), ({"lang": "de"}, "lang")):
            r = c.post("/api/tables", json=body)
            assert r.status_code == 400 and f"field '{field}'" in r.json()["error"]["message"]
