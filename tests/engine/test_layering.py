"""Layering (Architecture principles 1 and 3; R14.1): the engine is pure. Nothing under
``svintus.engine`` imports another part of ``svintus``, an I/O, clock or network module,
or uses the global ``random`` functions (chance comes from ``random.Random`` streams
derived from the seed).
"""

from __future__ import annotations

import ast
from pathlib import Path

import svintus.engine

ENGINE = Path(svintus.engine.__file__).parent
PACKAGE = "svintus.engine"

# Modules the pure engine may not import: clocks, I/O, networking, concurrency, processes.
FORBIDDEN = {
    "asyncio",
    "datetime",
    "io",
    "os",
    "pathlib",
    "secrets",
    "select",
    "selectors",
    "shutil",
    "signal",
    "socket",
    "sqlite3",
    "ssl",
    "subprocess",
    "sys",
    "tempfile",
    "threading",
    "multiprocessing",
    "concurrent",
    "time",
    "urllib",
    "http",
    "logging",
}


def _modules() -> list[tuple[str, bool, ast.Module]]:
    """(dotted name, is a package, syntax tree) of every engine module."""
    out = []
    for path in sorted(ENGINE.rglob("*.py")):
        rel = path.relative_to(ENGINE).with_suffix("")
        parts = [p for p in rel.parts if p != "__init__"]
        name = ".".join([PACKAGE, *parts])
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        out.append((name, path.name == "__init__.py", tree))
    return out


def _imports(name: str, tree: ast.Module, is_package: bool) -> list[str]:
    """Absolute names of everything ``tree`` imports (relative imports resolved)."""
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = (name if is_package else name.rsplit(".", 1)[0]).split(".")
                base = base[: len(base) - (node.level - 1)]
                prefix = ".".join(base)
                if node.module:
                    found.append(f"{prefix}.{node.module}")
                else:
                    found.extend(f"{prefix}.{alias.name}" for alias in node.names)
            else:
                found.append(node.module or "")
    return found


def test_engine_modules_are_found() -> None:
    names = {name for name, _, _ in _modules()}
    assert {"svintus.engine.game", "svintus.engine.effects.classic"} <= names


def test_engine_imports_nothing_else_of_svintus_and_no_io_or_clock() -> None:
    bad = []
    for name, is_package, tree in _modules():
        for imported in _imports(name, tree, is_package):
            top = imported.split(".")[0]
            if top == "svintus" and not (imported == PACKAGE or imported.startswith(PACKAGE + ".")):
                bad.append(f"{name} imports {imported}")
            if top in FORBIDDEN:
                bad.append(f"{name} imports {imported}")
    assert bad == []


def test_engine_uses_no_global_random_functions() -> None:
    """Only ``random.Random(seed)`` instances: no ``random.shuffle``, ``random.seed`` ..."""
    bad = []
    for name, _, tree in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                bad.extend(
                    f"{name}: from random import {alias.name}"
                    for alias in node.names
                    if alias.name != "Random"
                )
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "random"
                and node.attr != "Random"
            ):
                bad.append(f"{name}:{node.lineno}: random.{node.attr}")
    assert bad == []


def test_the_checker_catches_offenders() -> None:
    """The checks above are not vacuous."""
    tree = ast.parse(
        "import time\nfrom ...cli import x\nfrom ... import bots\nfrom .. import cards\n"
        "import random\nrandom.shuffle([])"
    )
    imported = _imports("svintus.engine.effects.classic", tree, False)
    assert imported == ["time", "svintus.cli", "svintus.bots", "svintus.engine.cards", "random"]
    uses = [
        n.attr
        for n in ast.walk(tree)
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "random"
    ]
    assert uses == ["shuffle"]
