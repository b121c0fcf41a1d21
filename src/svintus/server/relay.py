"""The WebSocket end of the protocol in a cluster (``svintus serve --redis``).

The same protocol as :mod:`svintus.server.ws`, spoken to any process: this process
checks the hello and each message's size, shape and rate itself, answers pings, and
hands every other message to the table's owner — itself, or another process over Redis
(:mod:`svintus.server.cluster`). The owner alone decides what a message does.
"""

from __future__ import annotations

import asyncio
import json
import logging

from redis.exceptions import RedisError
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..table import hash_token
from .cluster import Cluster, Link, Moved
from .registry import CODE_RE
from .ws import (
    HELLO_SECONDS,
    POLICY,
    WARNINGS,
    Closing,
    Connection,
    Limits,
    ProtocolError,
    check_fields,
    decode,
    error_text,
    hello_token,
)

log = logging.getLogger("svintus.cluster")
DEFAULT_LIMITS = Limits()


async def endpoint(ws: WebSocket, cluster: Cluster, limits: Limits = DEFAULT_LIMITS) -> None:
    """``/ws/{code}`` on a cluster node: the life of one connection."""
    await ws.accept()
    conn = Connection(ws, limits)
    link: Link | None = None
    try:
        code = str(ws.path_params.get("code", ""))
        try:
            owner = await cluster.locate(code) if CODE_RE.match(code) else None
        except (Moved, RedisError) as e:
            conn.send(error_text("unavailable", str(e)))
            raise Closing(1013, "try again later") from None
        if owner is None:
            conn.send(error_text("not_found", f"there is no table {code[:16]!r}"))
            raise Closing(POLICY, "no such table")
        try:
            first = await asyncio.wait_for(ws.receive(), HELLO_SECONDS)
        except TimeoutError:
            conn.send(error_text("bad_hello", f"no hello within {HELLO_SECONDS:g} seconds"))
            raise Closing(POLICY, "no hello") from None
        if first["type"] == "websocket.disconnect":
            return
        try:
            token = hello_token(decode(first))
        except ProtocolError as e:
            conn.send(error_text("bad_hello", e.message))
            raise Closing(POLICY, "bad hello") from None
        link = cluster.link(conn, code, None if token is None else hash_token(token))
        async with link.lock:
            refused = await cluster.bind(link)
        if refused is not None:
            conn.send(refused)
            raise Closing(POLICY, "refused")
        await _serve(cluster, link)
    except Closing as c:
        conn.close(c.code, c.reason)
    except WebSocketDisconnect:
        pass
    finally:
        if link is not None:
            cluster.unlink(link)
        conn.close(1000, "bye")
        try:
            await asyncio.wait_for(conn.writer, 5.0)
        except (TimeoutError, asyncio.CancelledError, Exception):
            conn.writer.cancel()


async def _serve(cluster: Cluster, link: Link) -> None:
    conn = link.conn
    ws = conn.ws
    while not conn.closing:
        message = await ws.receive()
        if message["type"] == "websocket.disconnect":
            return
        if not conn.allow():
            rate = conn.limits.rate
            conn.send(error_text("rate_limited", f"more than {rate:g} messages a second"))
            if len(conn.warnings) >= WARNINGS:
                raise Closing(POLICY, "rate limit")
            continue
        ident: str | None = None
        try:
            data = decode(message)
            ident = check_fields(data)
            if data["type"] == "hello":
                raise ProtocolError("bad_message", "hello was already received")
            if data["type"] == "ping":  # answered here: it asks nothing of the table
                conn.send(
                    json.dumps({"type": "pong"} if ident is None else {"type": "pong", "id": ident})
                )
                continue
        except ProtocolError as e:
            conn.send(error_text(e.code, e.message, ident))
            continue
        try:
            await cluster.dispatch(link, data)
        except RedisError as e:
            conn.send(error_text("unavailable", f"the cluster's Redis does not answer: {e}", ident))
        except Exception:
            log.exception("table %s: error relaying a message", link.code)
            conn.send(error_text("server_error", "the server failed on this message", ident))
