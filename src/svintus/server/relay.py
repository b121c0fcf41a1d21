"""The WebSocket end of the protocol in a cluster (``svintus serve --redis``).

The same protocol as :mod:`svintus.server.ws`, spoken to any process: this process
checks the hello and each message's size, shape and rate itself, answers pings, and
hands every other message to the table's owner — itself, or another process over Redis
(:mod:`svintus.server.cluster`). The owner alone decides what a message does.
"""

from __future__ import annotations

import logging
from typing import Any

from redis.exceptions import RedisError
from starlette.websockets import WebSocket

from ..table import hash_token
from .cluster import Cluster, Link, Moved
from .registry import CODE_RE
from .ws import (
    POLICY,
    Closing,
    Connection,
    Limits,
    answer_here,
    error_message,
    hello_token,
    life,
    read_hello,
    serve,
)

log = logging.getLogger("svintus.cluster")
DEFAULT_LIMITS = Limits()


async def endpoint(ws: WebSocket, cluster: Cluster, limits: Limits = DEFAULT_LIMITS) -> None:
    """``/ws/{code}`` on a cluster node: the life of one connection."""
    await ws.accept()
    conn = Connection(ws, limits)
    link: Link | None = None

    async def run() -> None:
        nonlocal link
        code = str(ws.path_params.get("code", ""))
        try:
            owner = await cluster.locate(code) if CODE_RE.match(code) else None
        except (Moved, RedisError) as e:
            conn.send(error_message("unavailable", str(e)))
            raise Closing(1013, "try again later") from None
        if owner is None:
            conn.send(error_message("not_found", f"there is no table {code[:16]!r}"))
            raise Closing(POLICY, "no such table")
        token = await read_hello(conn, hello_token)
        link = bound = cluster.link(conn, code, None if token is None else hash_token(token))
        async with bound.lock:
            refused = await cluster.bind(bound)
        if refused is not None:
            conn.send(refused)
            raise Closing(POLICY, "refused")

        async def carry(data: dict[str, Any]) -> None:
            await _relay(cluster, bound, data)

        await serve(conn, carry)

    def end() -> None:
        if link is not None:
            cluster.unlink(link)

    await life(conn, run, end)


async def _relay(cluster: Cluster, link: Link, data: dict[str, Any]) -> None:
    """A checked message: a ping answered here, anything else to the table's owner."""
    conn = link.conn
    answer = answer_here(data)  # a ping asks nothing of the table (a hello is an error)
    if answer is not None:
        conn.send(answer)
        return
    ident = data.get("id")
    try:
        await cluster.dispatch(link, data)
    except RedisError as e:
        conn.send(error_message("unavailable", f"the cluster's Redis does not answer: {e}", ident))
    except Exception:
        log.exception("table %s: error relaying a message", link.code)
        conn.send(error_message("server_error", "the server failed on this message", ident))
