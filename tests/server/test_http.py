"""The lobby API and the static files, over HTTP to a real server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from svintus.bots import BOTS
from svintus.commands.cards import catalogue
from svintus.engine.cards import KINDS
from svintus.server import ServerConfig
from svintus.server.app import web_files

from .conftest import TIMEOUT, start_server


@pytest.fixture
def web(tmp_path: Path) -> Path:
    root = tmp_path / "web"
    (root / "img").mkdir(parents=True)
    (root / "index.html").write_text("<h1>lobby</h1>")
    (root / "table.html").write_text("<h1>table</h1>")
    (root / "app.js").write_text("export {};")
    (root / "img" / "pig.svg").write_text("<svg/>")
    (root / ".secret").write_text("hidden")
    (tmp_path / "outside.txt").write_text("outside")
    return root


def serve(tmp_path: Path, config: ServerConfig) -> Iterator[httpx.Client]:
    server, thread = start_server(tmp_path / "http.db", config)
    with httpx.Client(base_url=server.url, timeout=TIMEOUT) as c:
        yield c
    server.server.should_exit = True
    thread.join(TIMEOUT)
    server.storage.close()


@pytest.fixture
def client(tmp_path: Path, web: Path) -> Iterator[httpx.Client]:
    yield from serve(tmp_path, ServerConfig(web_dir=web))


def test_pages_and_assets(client: httpx.Client) -> None:
    assert client.get("/").text == "<h1>lobby</h1>"
    code = client.post("/api/tables", json={}).json()["code"]
    assert client.get(f"/t/{code}").text == "<h1>table</h1>"
    r = client.get("/static/app.js")
    assert r.status_code == 200 and "javascript" in r.headers["content-type"]
    assert client.get("/static/img/pig.svg").text == "<svg/>"


@pytest.mark.parametrize(
    "path",
    [
        "/static/../outside.txt",
        "/static/%2e%2e/outside.txt",
        "/static/..%2Foutside.txt",
        "/static/%2E%2E%2F%2E%2E%2Fpyproject.toml",
        "/static//etc/passwd",
        "/static/%2Fetc%2Fpasswd",
        "/static/.secret",
        "/static/img/../../outside.txt",
        "/static/img",
        "/static/",
        "/static/app.js%00.png",
        "/static/APP.JS",
    ],
)
def test_no_path_reads_other_files(client: httpx.Client, path: str) -> None:
    r = client.get(path)
    assert r.status_code == 404
    assert "outside" not in r.text and "hidden" not in r.text and "root:" not in r.text


def test_web_files_are_a_fixed_list(web: Path) -> None:
    assert sorted(web_files(web)) == ["app.js", "img/pig.svg", "index.html", "table.html"]


def test_the_installed_pages_are_served(tmp_path: Path) -> None:
    for c in serve(tmp_path, ServerConfig()):
        assert c.get("/").status_code == 200
        code = c.post("/api/tables", json={}).json()["code"]
        assert c.get(f"/t/{code}").status_code == 200
        assert c.get("/t/ABCDEF").status_code == 404  # nobody created it


def test_an_unknown_path_gets_the_404_page_and_the_api_stays_json(tmp_path: Path) -> None:
    """Issue 24 point 8: a person's unknown address is the site's 404 page (in their
    language, with the way back: missing.js), never a bare "Not Found"."""
    for c in serve(tmp_path, ServerConfig()):
        for path in ("/no/such/page", "/t/ABCDEF", "/replays"):
            r = c.get(path)
            assert r.status_code == 404 and "text/html" in r.headers["content-type"], path
            assert "/static/missing.js" in r.text
        for path in ("/api/nothing", "/static/nothing.js"):
            r = c.get(path)
            assert r.status_code == 404 and r.json()["error"]["code"] == "not_found", path


def test_meta(client: httpx.Client) -> None:
    meta = client.get("/api/meta").json()
    assert meta["v"] == 2
    assert meta["recipes"]["classic"] == list(range(2, 11))
    assert meta["bots"] == list(BOTS)
    assert meta["bot_level"] in BOTS
    assert meta["options"]["turn_seconds"] == 8.0
    assert meta["presets"]["blitz"] == 3.0


def test_cards_gives_each_kind_its_rule_for_players(client: httpx.Client) -> None:
    """The table page's card rules (issue #12): every kind, in Russian and English."""
    rows = client.get("/api/cards").json()
    assert [r["id"] for r in rows] == [k.id for k in KINDS]
    shalun = next(r for r in rows if r["id"] == "shalun")
    assert shalun["ru"] == "Шалун!" and "нарушил правило" in shalun["rule_ru"]
    assert "broke a rule" in shalun["rule_en"]


def test_cards_is_the_engines_catalogue_made_at_the_request(client: httpx.Client) -> None:
    """The page's only source of card names (web/catalogue.js): engine/cards.py, as
    `svintus cards --json` prints it."""
    r = client.get("/api/cards")
    assert r.headers["cache-control"] == "no-cache"
    rows = r.json()
    assert rows == catalogue()
    assert [(r["id"], r["ru"], r["en"], r["family"]) for r in rows] == [
        (k.id, k.ru, k.en, str(k.family)) for k in KINDS
    ]
    assert [r["values"] for r in rows] == [[v for v in k.values if v >= 0] for k in KINDS]


def test_create_join_and_info(client: httpx.Client) -> None:
    level = next(iter(BOTS))
    r = client.post(
        "/api/tables",
        json={"players": 3, "bots": 1, "bot_level": level, "pace": "blitz"},
    )
    assert r.status_code == 201
    code = r.json()["code"]
    assert r.json()["url"] == f"/t/{code}"
    info = client.get(f"/api/tables/{code}").json()
    assert info["status"] == "waiting" and info["free"] == 2
    assert info["rules"]["turn_seconds"] == 3.0
    assert [s["bot"] for s in info["seats"]] == [None, None, level]
    first = client.post(f"/api/tables/{code}/join", json={"name": "  Anna   Karenina "})
    assert first.status_code == 200 and first.json()["seat"] == 0
    assert len(first.json()["token"]) >= 40
    second = client.post(f"/api/tables/{code}/join", json={"name": "Boris"}).json()
    assert second["seat"] == 1 and second["token"] != first.json()["token"]
    full = client.post(f"/api/tables/{code}/join", json={"name": "Vera"})
    assert full.status_code == 409 and full.json()["error"]["code"] == "full"
    info = client.get(f"/api/tables/{code}").json()
    assert info["status"] == "playing" and info["seats"][0]["name"] == "Anna Karenina"
    assert "token" not in str(info)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": 1}, "players"),
        ({"players": "4"}, "players"),
        ({"players": True}, "players"),
        ({"bots": 4}, "bots"),
        ({"bots": -1}, "bots"),
        ({"bot_level": "genius"}, "bot_level"),
        ({"recipe": "nope"}, "recipe"),
        ({"recipe": "with_challenge", "seats": 2}, "recipe"),  # R13.2: no deck for 2
        ({"options": {"turn_seconds": 0}}, "options"),
        ({"options": {"turn_seconds": "fast"}}, "options"),
        ({"options": {"colour": "red"}}, "options"),
        ({"options": {"players": 3}}, "options.players"),
        ({"options": []}, "options"),
        ({"pace": "warp"}, "pace"),
        ({"seats": 4}, "seats"),
        ([1, 2], "object"),
    ],
)
def test_create_errors_name_the_field(client: httpx.Client, body: Any, field: str) -> None:
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400
    err = r.json()["error"]
    assert err["code"] == "bad_request" and field in err["message"]


def test_bad_bodies_and_unknown_codes(client: httpx.Client) -> None:
    assert client.post("/api/tables", content=b"{nope").status_code == 400
    assert client.post("/api/tables", content=b"x" * 20_000).status_code == 400
    assert client.get("/api/tables/ZZZZZZ").status_code == 404
    assert client.get("/api/tables/../../etc").status_code == 404
    assert client.post("/api/tables/ZZZZZZ/join", json={"name": "A"}).status_code == 404
    code = client.post("/api/tables", json={"players": 2}).json()["code"]
    for body in ({"name": ""}, {"name": "x" * 25}, {"name": 5}, {"nom": "A"}, {"name": "a\x00"}):
        r = client.post(f"/api/tables/{code}/join", json=body)
        assert r.status_code == 400 and "name" in r.json()["error"]["message"]


def test_raw_dot_dot_requests(tmp_path: Path, web: Path) -> None:
    """Paths sent byte for byte, as no HTTP client would normalise them."""
    import socket

    for c in serve(tmp_path, ServerConfig(web_dir=web)):
        host, port = c.base_url.host, c.base_url.port
        assert port is not None
        for path in ("/static/../outside.txt", "/static/img/../../outside.txt", "/../outside.txt"):
            with socket.create_connection((host, port), timeout=TIMEOUT) as sock:
                sock.sendall(
                    f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()
                )
                data = b""
                while chunk := sock.recv(65536):
                    data += chunk
            assert b"outside" not in data.split(b"\r\n\r\n", 1)[-1]
            assert data.startswith(b"HTTP/1.1 404")


def test_meta_lists_every_recipe_with_its_player_counts(client: httpx.Client) -> None:
    """R13.1: every recipe is playable now; with_challenge has no 2-player deck (R13.2)."""
    recipes = client.get("/api/meta").json()["recipes"]
    assert recipes["full_box"] == list(range(2, 11))
    assert recipes["with_challenge"] == list(range(3, 11))
    assert recipes["paranoid"] == list(range(2, 11))
