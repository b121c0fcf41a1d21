"""Text that cannot hurt: every string a client sends is checked at the door.

A string from a client (a chat line, a name, an id, a token, an action, a table code,
any string anywhere in a JSON body) must be valid Unicode: no lone surrogate (JSON
lets ``"\\ud800"`` through, and UTF-8 cannot encode it, so it would break every socket
and store it reached) and no control character (U+0000-U+001F, U+007F-U+009F; a chat
line is one line). Such a string is refused with one error naming the field and the
character, and nothing changes.
"""

from __future__ import annotations

import unicodedata
from typing import Any


def text_problem(value: str) -> str | None:
    """What is wrong with ``value`` as text from a client, or None."""
    for ch in value:
        category = unicodedata.category(ch)
        if category == "Cs":
            return f"a lone surrogate (U+{ord(ch):04X}) is not Unicode text"
        if category == "Cc":
            return f"a control character (U+{ord(ch):04X}) is not allowed"
    return None


def json_problem(node: Any, where: str = "body", depth: int = 0) -> str | None:
    """The first string (key or value) of a decoded JSON ``node`` that is not clean
    text, named by its path (``options.recipe``), or None."""
    if depth > 64:
        return f"{where}: nested too deeply"
    if isinstance(node, str):
        problem = text_problem(node)
        return None if problem is None else f"{where}: {problem}"
    if isinstance(node, dict):
        for key, value in node.items():
            problem = text_problem(key)
            if problem is not None:
                return f"{where}: a field name: {problem}"
            found = json_problem(value, key if where == "body" else f"{where}.{key}", depth + 1)
            if found is not None:
                return found
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found = json_problem(value, f"{where}[{i}]", depth + 1)
            if found is not None:
                return found
    return None
