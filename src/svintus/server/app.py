"""The ASGI application: lobby API, static page files and the table WebSockets.

No route reads a path it was given: static files are served from a fixed list made at
start-up from the files of ``svintus/web`` (package data), looked up by exact name.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket

from .. import gcpolicy
from ..bots import BOTS
from ..engine.rules import TURN_PRESETS, Rules, pace_windows
from ..storage import Storage
from ..table import TableConfig
from . import relay, replays
from . import ws as wsproto
from .cluster import Cluster, Moved
from .guard import CREATE, JOIN, LOOKUP, Guard, GuardConfig
from .registry import CODE_RE, BadRequest, Registry, default_bot_level, parse_table_request
from .text import json_problem

log = logging.getLogger("svintus.server")

MAX_BODY = 16 * 1024
NAME_MAX = 24


@dataclass(frozen=True)
class ServerConfig:
    table: TableConfig = field(default_factory=TableConfig)
    web_dir: Path | None = None  # default: the svintus/web package data
    limits: wsproto.Limits = field(default_factory=wsproto.Limits)
    redis: str | None = None  # redis://HOST:PORT/N: one process of a cluster (docs/deploy.md)
    guard: GuardConfig = field(default_factory=GuardConfig)  # per-address limits (guard.py)
    # the garbage collector's policy (svintus/gcpolicy.py): svintus serve's, not a test's
    gc_policy: bool = False


def web_files(root: Path) -> dict[str, Path]:
    """Every regular file under ``root`` by its relative POSIX path (no dot-files)."""
    out: dict[str, Path] = {}
    if not root.is_dir():
        return out
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if path.is_file() and not any(part.startswith(".") for part in rel.parts):
            out[rel.as_posix()] = path
    return out


def _web_root() -> Path:
    return Path(str(resources.files("svintus").joinpath("web")))


def error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status)


async def _json_body(request: Request) -> Any:
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise BadRequest(f"the body is larger than {MAX_BODY} bytes")
    try:
        data = json.loads(body or b"{}")
    except (ValueError, RecursionError) as e:
        raise BadRequest(f"the body is not JSON: {e}") from None
    problem = json_problem(data)  # every string of the body is clean text (server/text.py)
    if problem is not None:
        raise BadRequest(problem)
    return data


def _name(body: Any) -> str:
    if not isinstance(body, dict) or set(body) - {"name"}:
        raise BadRequest('the body must be {"name": "..."}')
    name = body.get("name")
    if not isinstance(name, str):
        raise BadRequest("field 'name': expected a string")
    name = " ".join(name.split())
    if not 1 <= len(name) <= NAME_MAX or not name.isprintable():
        raise BadRequest(f"field 'name': 1..{NAME_MAX} printable characters")
    return name


def create_app(storage: Storage, config: ServerConfig | None = None) -> Starlette:
    """The server for ``storage``; unfinished tables resume when the app starts."""
    cfg = config or ServerConfig()
    files = web_files(cfg.web_dir or _web_root())
    holder: dict[str, Registry] = {}
    guard = Guard(cfg.guard)

    def address(conn: Request | WebSocket) -> str:
        return conn.client.host if conn.client is not None else "unknown"

    def limited(what: str, request: Request) -> Response | None:
        """A 429 when ``request``'s address is over its ``what`` rate, else None."""
        wait = guard.hit(what, address(request))
        if wait is None:
            return None
        answer = error(
            429,
            "rate_limited",
            f"too many requests ({what}) from your address: at most {guard.describe(what)}; "
            f"try again in {wait:g} s",
        )
        answer.headers["Retry-After"] = f"{wait:g}"
        return answer

    cluster = (
        Cluster(storage, cfg.table, cfg.redis, cfg.guard.waiting_seconds, cfg.guard.sweep_seconds)
        if cfg.redis is not None
        else None
    )

    def registry() -> Registry:
        return holder["registry"]

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        # the actions arriving within one turn of the event loop share one commit
        # (docs/performance.md); each message that may show one waits for it
        storage.group_commits(asyncio.get_running_loop().call_soon)
        try:
            async with serving(app):
                if cfg.gc_policy:  # started and resumed: what is alive now lives long
                    gcpolicy.settle()
                    log.info("%s", gcpolicy.describe())
                yield
        finally:
            storage.group_commits(None)  # everything appended committed, while the loop runs

    @contextlib.asynccontextmanager
    async def serving(app: Starlette) -> AsyncIterator[None]:
        if cluster is not None:  # one process of many: tables are taken by lease
            await cluster.start()
            app.state.cluster = cluster
            try:
                yield
            finally:
                await cluster.stop()
            return
        storage.claim()  # one server per SQLite file, before anything is resumed
        reg = Registry(storage, cfg.table)
        holder["registry"] = reg
        app.state.registry = reg
        resumed = reg.resume_all()
        if resumed:
            log.info("resumed %d unfinished tables", resumed)

        async def sweep() -> None:  # finished, abandoned and paused tables leave memory
            while True:
                await asyncio.sleep(cfg.guard.sweep_seconds)
                try:
                    gcpolicy.released(reg.sweep(cfg.guard.waiting_seconds))
                except Exception:
                    log.exception("the sweep of idle tables failed")

        sweeper = asyncio.create_task(sweep())
        try:
            yield
        finally:
            sweeper.cancel()
            reg.close()

    def page(name: str) -> Response:
        path = files.get(name)
        if path is None:
            return error(404, "not_found", f"the page {name} is not installed")
        return FileResponse(path, headers={"Cache-Control": "no-cache"})

    async def lobby_page(request: Request) -> Response:
        return page("index.html")

    async def table_page(request: Request) -> Response:
        code = request.path_params["code"]
        if not (CODE_RE.match(code) and storage.code_exists(code)):
            return missing_page()
        return page("table.html")

    def missing_page() -> Response:
        """The page of a table code nobody created, or of a path the site does not have:
        it says so in the visitor's language, with the way back (404)."""
        path = files.get("missing.html")
        if path is None:
            return error(404, "not_found", "there is no such page")
        return FileResponse(path, status_code=404, headers={"Cache-Control": "no-cache"})

    async def not_found(request: Request, exc: Exception) -> Response:
        """An unknown path: a person's browser gets the 404 page; the API stays JSON."""
        if request.url.path.startswith(("/api/", "/ws/", "/static/")):
            return error(404, "not_found", "no such resource")
        return missing_page()

    async def favicon(request: Request) -> Response:
        return page("favicon.svg")  # for browsers that ask before reading the page's link

    async def static(request: Request) -> Response:
        name = request.path_params["file"]
        if name not in files:
            return error(404, "not_found", "no such file")
        return page(name)

    async def replay_page(request: Request) -> Response:
        return page("replay.html")

    async def replay_data(request: Request) -> Response:
        code = request.path_params["code"]
        try:
            match_idx = int(request.path_params["match"])
            game_idx = int(request.path_params["game"])
        except ValueError:
            return error(404, "not_found", "no such game")
        if not CODE_RE.match(code) or not (0 <= match_idx < 10**6 and 0 <= game_idx < 10**6):
            return error(404, "not_found", "no such game")
        try:
            data = replays.replay(storage, code, match_idx, game_idx)
        except replays.NotFinished as e:
            return error(409, "not_finished", str(e))
        if data is None:
            return error(404, "not_found", f"there is no game {game_idx + 1} at table {code}")
        return JSONResponse(data)

    async def open_tables(request: Request) -> Response:
        return JSONResponse({"tables": storage.open_tables()})

    async def rules_page(request: Request) -> Response:
        return page("rules.html")

    async def rules_data(request: Request) -> Response:
        from ..rulebook import book

        return JSONResponse(book(), headers={"cache-control": "no-cache"})

    async def recent(request: Request) -> Response:
        return JSONResponse({"games": storage.recent_games(replays.RECENT)})

    async def meta(request: Request) -> Response:
        from .registry import playable_recipes

        return JSONResponse(
            {
                "v": wsproto.PROTOCOL_VERSION,
                "recipes": playable_recipes(),
                "bots": list(BOTS),
                "bot_level": default_bot_level(),
                "options": Rules().to_json(),
                "presets": TURN_PRESETS,
                "paces": {name: pace_windows(name) for name in TURN_PRESETS},  # R14.2
                **({"node": cluster.node} if cluster is not None else {}),
            }
        )

    async def cards(request: Request) -> Response:
        """The card catalogue (engine/cards.py) as ``svintus cards --json`` prints it, made
        at each request: the page's only source of a card's names, family, values and rule
        for players (web/catalogue.js)."""
        from ..commands.cards import catalogue

        return JSONResponse(catalogue(), headers={"cache-control": "no-cache"})

    async def create_table(request: Request) -> Response:
        refused = limited(CREATE, request)
        if refused is not None:
            return refused
        try:
            req = parse_table_request(await _json_body(request))
            if cluster is not None:
                code = await cluster.create(req)
            else:
                code = registry().create(req).code
        except BadRequest as e:
            return error(400, "bad_request", str(e))
        except Moved as e:
            return error(503, "unavailable", str(e))
        return JSONResponse({"code": code, "url": f"/t/{code}"}, status_code=201)

    async def table_info(request: Request) -> Response:
        refused = limited(LOOKUP, request)
        if refused is not None:
            return refused
        code = request.path_params["code"]
        if cluster is not None:
            try:
                info = await cluster.info(code)
            except Moved as e:
                return error(503, "unavailable", str(e))
        else:
            table = registry().get(code)
            info = None if table is None else table.info()
        if info is None:
            return error(404, "not_found", f"there is no table {code[:16]!r}")
        return JSONResponse(info)

    async def join(request: Request) -> Response:
        refused = limited(JOIN, request)
        if refused is not None:
            return refused
        code = request.path_params["code"]
        table = registry().get(code) if cluster is None else None
        if cluster is None and table is None:
            return error(404, "not_found", f"there is no table {code[:16]!r}")
        try:
            name = _name(await _json_body(request))
        except BadRequest as e:
            return error(400, "bad_request", str(e))
        seated: tuple[int, str] | bool | None
        if cluster is not None:
            try:
                seated = await cluster.join(code, name)
            except Moved as e:
                return error(503, "unavailable", str(e))
        else:
            assert table is not None
            seated = table.join(name) or False
        if seated is None:
            return error(404, "not_found", f"there is no table {code[:16]!r}")
        if seated is False:
            return error(409, "full", f"table {code} has no free seat")
        assert isinstance(seated, tuple)
        seat, token = seated
        return JSONResponse({"seat": seat, "token": token})

    async def websocket(ws: WebSocket) -> None:
        where = address(ws)
        refusal: str | None = None
        wait = guard.hit(LOOKUP, where)  # opening /ws/CODE looks a table up
        if wait is not None:
            refusal = f"too many table lookups from your address; try again in {wait:g} s"
        elif not guard.connect(where):
            refusal = f"more than {cfg.guard.connections} connections from your address"
        else:
            try:
                if cluster is not None:
                    await relay.endpoint(ws, cluster, cfg.limits)
                else:
                    await wsproto.endpoint(ws, registry(), cfg.limits)
            finally:
                guard.disconnect(where)
            return
        await ws.accept()
        await ws.send_text(wsproto.error_message("rate_limited", refusal).text)
        await ws.close(wsproto.POLICY, refusal[:120])

    routes = [
        Route("/", lobby_page),
        Route("/t/{code}", table_page),
        Route("/static/{file:path}", static),
        Route("/favicon.ico", favicon),
        Route("/replay/{code}/{match}/{game}", replay_page),
        Route("/rules", rules_page),
        Route("/api/rules", rules_data),
        Route("/api/replays", recent),
        Route("/api/replays/{code}/{match}/{game}", replay_data),
        Route("/api/meta", meta),
        Route("/api/cards", cards),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables", open_tables, methods=["GET"]),
        Route("/api/tables/{code}", table_info),
        Route("/api/tables/{code}/join", join, methods=["POST"]),
        WebSocketRoute("/ws/{code}", websocket),
    ]
    return Starlette(routes=routes, lifespan=lifespan, exception_handlers={404: not_found})
