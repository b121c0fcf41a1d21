"""``svintus serve``: run the online server (docs/online.md, docs/protocol.md)."""

from __future__ import annotations

import argparse
import logging
import socket
from typing import Any

from ..storage.db import DEFAULT_URL
from .options import check_flag_range


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "serve",
        help="run the online server: lobby, tables, bots (docs/online.md)",
        description=(
            "Serve the lobby and table pages and the table WebSockets. Tables, seats and "
            "every action are stored in the database, so a restarted server resumes "
            "every unfinished table."
        ),
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument(
        "--db",
        default=DEFAULT_URL,
        metavar="URL",
        help="database URL: sqlite:///FILE (default ./svintus.db) or postgresql://user:pass@host/db",
    )
    p.add_argument(
        "--redis",
        default=None,
        metavar="URL",
        help=(
            "join a cluster of server processes sharing this Redis (redis://HOST:PORT/N) "
            "and the same --db; see docs/deploy.md"
        ),
    )
    p.add_argument(
        "--game-pause",
        type=float,
        default=5.0,
        metavar="SECONDS",
        help="pause between the games of a match (default 5)",
    )
    p.add_argument(
        "--idle-seconds",
        type=float,
        default=120.0,
        metavar="SECONDS",
        help="stop a table's clock when no player has been connected this long (120)",
    )
    p.add_argument(
        "--bot-pace",
        type=float,
        default=1.0,
        metavar="FACTOR",
        help="multiply the bots' thinking and reaction times (1; 0.05 for benchmarks)",
    )
    limits = p.add_argument_group(
        "limits per client address (docs/online.md, Security)",
        "a rate is N/second, N/minute or N/hour; a refused request gets HTTP 429, a refused "
        "WebSocket is closed with 1008",
    )
    limits.add_argument(
        "--limit-create", default="30/minute", metavar="RATE", help="tables created (30/minute)"
    )
    limits.add_argument(
        "--limit-lookup",
        default="300/minute",
        metavar="RATE",
        help="table lookups: GET /api/tables/CODE and opening /ws/CODE (300/minute)",
    )
    limits.add_argument(
        "--limit-join", default="60/minute", metavar="RATE", help="seats taken (60/minute)"
    )
    limits.add_argument(
        "--max-connections",
        type=int,
        default=64,
        metavar="N",
        help="WebSockets one address may hold open at once (64; 0: no cap)",
    )
    limits.add_argument(
        "--no-limits",
        action="store_true",
        help="no rate or connection limits (load tests on a private network)",
    )
    limits.add_argument(
        "--waiting-seconds",
        type=float,
        default=3600.0,
        metavar="SECONDS",
        help="close a table nobody has joined this long after it was made (3600)",
    )
    limits.add_argument(
        "--sweep-seconds",
        type=float,
        default=30.0,
        metavar="SECONDS",
        help="how often finished, abandoned and paused tables leave memory (30)",
    )
    p.add_argument(
        "--log-level",
        default="info",
        choices=("critical", "error", "warning", "info", "debug"),
        help="server log level (default info)",
    )


def run(args: argparse.Namespace, compensate: bool = True) -> int:
    """``compensate`` False: the tables judge races by receive time alone (R14.3), for
    ``svintus loadtest --no-compensation`` only; no flag of ``serve`` reaches it."""
    import uvicorn

    from .. import gcpolicy
    from ..cli import UsageError
    from ..server import ServerConfig, create_app
    from ..server.ws import MAX_FRAME
    from ..storage import Storage
    from ..table import TableConfig

    check_flag_range(UsageError, "--port", args.port, 0, 65535)
    if not 0 <= args.game_pause <= 3600:
        raise UsageError(
            "--game-pause must be 0..3600 seconds",
            words="flag_seconds",
            flag="--game-pause",
            low=0,
            high=3600,
        )
    if not 1 <= args.idle_seconds <= 86400:
        raise UsageError(
            "--idle-seconds must be 1..86400 seconds",
            words="flag_seconds",
            flag="--idle-seconds",
            low=1,
            high=86400,
        )
    guard = guard_config(args)
    if args.redis is not None:
        check_redis(args.redis)
    storage = Storage(args.db)  # fails here, with one line, if the database cannot be used
    try:
        if args.redis is None:
            storage.claim()  # one server per SQLite file, checked before anything resumes
        sock = listen(args.host, args.port)
    except BaseException:
        storage.close()
        raise
    if not 0.01 <= args.bot_pace <= 100:
        raise UsageError(
            "--bot-pace must be 0.01..100",
            words="flag_within",
            flag="--bot-pace",
            low=0.01,
            high=100,
        )
    table = TableConfig(
        game_pause=args.game_pause,
        idle_seconds=args.idle_seconds,
        bot_pace=args.bot_pace,
        compensate=compensate,
    )
    config = ServerConfig(table, redis=args.redis, guard=guard, gc_policy=True)
    gcpolicy.tune()  # before the tables are resumed (docs/performance.md)
    app = create_app(storage, config)
    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s: %(message)s")
    server = uvicorn.Server(
        uvicorn.Config(
            app,
            host=args.host,
            port=args.port,
            log_level=args.log_level,
            ws="websockets-sansio",
            ws_max_size=MAX_FRAME,
            ws_per_message_deflate=False,  # compressing every state costs more CPU than it saves
            ws_ping_interval=20.0,
            ws_ping_timeout=20.0,
            lifespan="on",
            access_log=args.log_level == "debug",
        )
    )
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
        storage.close()
    return 0 if server.started else 1


def guard_config(args: argparse.Namespace) -> Any:
    """The limits of ``svintus serve`` from its flags; a wrong one is a UsageError."""
    from ..cli import UsageError
    from ..server.guard import GuardConfig, LimitError, rate

    if not 0 <= args.max_connections <= 100000:
        raise UsageError(
            "--max-connections must be 0..100000",
            words="flag_within",
            flag="--max-connections",
            low=0,
            high=100000,
        )
    if not 1 <= args.waiting_seconds <= 10**7:
        raise UsageError(
            "--waiting-seconds must be 1..10000000 seconds",
            words="flag_seconds",
            flag="--waiting-seconds",
            low=1,
            high=10000000,
        )
    if not 0.1 <= args.sweep_seconds <= 86400:
        raise UsageError(
            "--sweep-seconds must be 0.1..86400 seconds",
            words="flag_seconds",
            flag="--sweep-seconds",
            low=0.1,
            high=86400,
        )
    for flag in ("create", "lookup", "join"):
        try:
            rate(getattr(args, f"limit_{flag}"), f"--limit-{flag}")
        except LimitError as e:
            raise UsageError(str(e), words="bad_rate", flag=f"--limit-{flag}") from None
    timing = {"waiting_seconds": args.waiting_seconds, "sweep_seconds": args.sweep_seconds}
    if args.no_limits:
        return GuardConfig(create=None, lookup=None, join=None, connections=0, **timing)
    return GuardConfig(
        create=args.limit_create,
        lookup=args.limit_lookup,
        join=args.limit_join,
        connections=args.max_connections,
        **timing,
    )


def listen(host: str, port: int) -> socket.socket:
    """The server's listening socket, bound here so a busy port is one line (status 2)
    before any table is resumed, not uvicorn's log and exit."""
    from ..cli import UsageError

    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as e:
        raise UsageError(
            f"--host {host!r}: {e.strerror}", words="unknown_host", value=host
        ) from None
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
    except OSError as e:
        sock.close()
        reason = e.strerror or str(e)
        raise UsageError(
            f"cannot listen on {host}:{port}: {reason.lower()} (another server there? "
            "choose another --port)",
            words="cannot_listen",
            flag=f"{host}:{port}",
        ) from None
    sock.set_inheritable(True)
    return sock


def check_redis(url: str) -> None:
    """Refuse, in one line, a Redis URL that is malformed or a server that does not answer."""
    from ..cli import UsageError

    try:
        import redis
    except ImportError:  # pragma: no cover - a dependency of svintus
        raise UsageError("--redis needs the redis package: pip install redis") from None
    if not url.startswith(("redis://", "rediss://", "unix://")):
        raise UsageError(
            f"--redis {url!r}: expected redis://HOST:PORT/N", words="redis_url", value=url
        )
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=3, socket_timeout=3)
    except ValueError as e:
        raise UsageError(f"--redis {url!r}: {e}", words="redis_url", value=url) from None
    try:
        client.ping()
    except redis.RedisError as e:
        reason = " ".join(str(e).split())
        raise UsageError(
            f"cannot reach Redis at {url}: {reason}", words="no_redis", flag=url
        ) from None
    finally:
        client.close()
