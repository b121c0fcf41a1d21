"""Clear ends of the road (issue #13, point 6): an unknown table code, a busy port, and a
database file another live server is using."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from svintus.storage import Storage
from svintus.storage.db import StorageError

from .conftest import TIMEOUT, Client, LiveServer, free_port, raw_connect
from .test_restart import serve


def test_an_unknown_table_code_gets_a_404_page_with_the_way_back(live: LiveServer) -> None:
    with live.http() as c:
        r = c.get("/t/NOPE12")
        assert r.status_code == 404
        assert "text/html" in r.headers["content-type"]
        # the page is drawn by its module (lit-html), which links the lobby
        assert "missing.js" in r.text
        assert 'href="/"' in c.get("/static/missing.js").text
        # the page's words exist in both languages
        assert all(
            "no_table_text" in c.get(f"/static/strings_{lang}.js").text for lang in ("en", "ru")
        )
        code = live.create(players=2)
        assert c.get(f"/t/{code}").status_code == 200
        assert c.get("/t/../../etc").status_code == 404


def test_the_websocket_refuses_an_unknown_code_with_a_reason(live: LiveServer) -> None:
    c = Client(raw_connect(f"{live.ws_url}/ws/NOPE12"))
    err = c.error()
    assert err["code"] == "not_found" and "NOPE12" in err["message"]
    with pytest.raises(ConnectionClosed) as closed:
        c.recv()
    assert closed.value.rcvd is not None
    assert closed.value.rcvd.code == 1008 and closed.value.rcvd.reason == "no such table"


def run_serve(db: Path, port: int) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "svintus", "serve", "--port", str(port), "--db", f"sqlite:///{db}"]
    return subprocess.run(cmd, cwd=db.parent, capture_output=True, text=True, timeout=TIMEOUT)


def test_a_busy_port_is_one_line_and_status_2(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = run_serve(tmp_path / "busy.db", port)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("svintus: error: cannot listen on 127.0.0.1:")
    assert "--port" in lines[0]
    assert done.stdout == ""


def test_a_second_server_never_takes_a_live_servers_database(tmp_path: Path) -> None:
    db = tmp_path / "one.db"
    with serve(db, free_port()) as first:
        done = run_serve(db, free_port())
        assert done.returncode == 2
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1, done.stderr
        assert lines[0].startswith(f"svintus: error: database {db} is used by another")
        assert f"process {first.pid}" in lines[0]
        assert first.poll() is None  # the first server goes on
    # once the first server is gone (killed), the file is free again
    storage = Storage(f"sqlite:///{db}")
    storage.claim()
    storage.close()


def test_one_owner_at_a_time_in_one_process_too(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'x.db'}"
    a, b = Storage(url), Storage(url)
    a.claim()
    a.claim()  # again: a no-op
    with pytest.raises(StorageError, match="used by another svintus server"):
        b.claim()
    a.close()
    b.claim()
    b.close()
    Storage("sqlite://").claim()  # in memory: nothing to share


def test_every_page_has_a_favicon(live: LiveServer) -> None:
    with live.http() as c:
        code = live.create(players=2)
        for path in ("/", f"/t/{code}", "/t/NOPE12"):
            assert '<link rel="icon" href="/static/favicon.svg"' in c.get(path).text
        icon = c.get("/favicon.ico")
        assert icon.status_code == 200 and icon.headers["content-type"] == "image/svg+xml"
        assert icon.text.lstrip().startswith("<svg")


def test_the_rules_for_players_are_served(live: LiveServer) -> None:
    with live.http() as c:
        page = c.get("/rules")
        assert page.status_code == 200 and "rules.js" in page.text
        book = c.get("/api/rules").json()
        assert {s["id"] for s in book["sections"]} >= {"turn", "interception", "svintus"}
        assert len(book["cards"]) == 37 and book["options"]
        # every page links the rules: the table page in its markup, the lobby in the bar
        # its module draws (sitebar.js, lit-html)
        code = live.create(players=2)
        assert 'href="/rules"' in c.get(f"/t/{code}").text
        assert "lobby.js" in c.get("/").text and "./sitebar.js" in c.get("/static/lobby.js").text
        assert 'href="/rules"' in c.get("/static/sitebar.js").text
