"""The online server: an ASGI app (Starlette) speaking docs/protocol.md."""

from .app import ServerConfig, create_app
from .ws import PROTOCOL_VERSION

__all__ = ["PROTOCOL_VERSION", "ServerConfig", "create_app"]
