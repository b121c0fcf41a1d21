"""Layering (Architecture principles 1 and 3; R14.1): the engine is pure. Nothing under
``svintus.engine`` imports another part of ``svintus``, an I/O, clock or network module,
or uses the global ``random`` functions (chance comes from ``random.Random`` streams
derived from the seed).

Shape (issue #17): the engine's imports form no cycle (a family imports the game only for
typing, under ``TYPE_CHECKING``), no module imports or calls a private name (``_x``) of
another, no module is over 600 lines, and every family package has the same parts.

One door (issue 25 point 3): no family imports another family (its package or a part of
it, late or not): families meet through the hooks of ``families/protocol.py``; no module
outside a family imports a private part of it (a module below its package); no engine
module but the registry imports a family at all, Svinorost and Temnodel included; the
game has no slot for a family's state (each keeps it in ``game.parts``); and nobody reads
a family's optional member by name (``getattr(family, "X", default)``): what a family
provides is a member of its protocol.
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


def _typing_only(tree: ast.AST) -> set[int]:
    """ids of the nodes inside ``if TYPE_CHECKING:`` blocks (imports for typing only)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and (
            (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING")
            or (isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING")
        ):
            out.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return out


def _import_nodes(
    name: str, tree: ast.Module, is_package: bool, typing: bool = True
) -> list[tuple[str, ast.Import | ast.ImportFrom]]:
    """(absolute module name, node) of every import in ``tree``, at any depth (a late
    import inside a function counts); without ``typing``, not those under TYPE_CHECKING."""
    skip = set() if typing else _typing_only(tree)
    found: list[tuple[str, ast.Import | ast.ImportFrom]] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            found.extend((alias.name, node) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = (name if is_package else name.rsplit(".", 1)[0]).split(".")
                base = base[: len(base) - (node.level - 1)]
                prefix = ".".join(base)
                if node.module:
                    found.append((f"{prefix}.{node.module}", node))
                else:
                    found.extend((f"{prefix}.{alias.name}", node) for alias in node.names)
            else:
                found.append((node.module or "", node))
    return found


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
    assert {"svintus.engine.game", "svintus.engine.families.classic"} <= names


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
    imported = _imports("svintus.engine.families.classic", tree, False)
    assert imported == ["time", "svintus.cli", "svintus.bots", "svintus.engine.cards", "random"]
    uses = [
        n.attr
        for n in ast.walk(tree)
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "random"
    ]
    assert uses == ["shuffle"]


# ----------------------------------------------------------------- shape (issue #17)

MAX_LINES = 600
# The parts every family package has (``families/<family>/``, and Challenge's duels and
# races): adding a card touches one family's folder and the card catalogue (cards.py).
FAMILY_PARTS = {"__init__", "effects", "state", "notation", "position", "view"}


def _graph(
    modules: list[tuple[str, bool, ast.Module]],
) -> dict[str, set[str]]:
    """Engine module -> engine modules it imports at run time (a ``from pkg import mod``
    counts as an import of ``pkg.mod`` when that is a module, else of ``pkg``)."""
    names = {name for name, _, _ in modules}
    graph: dict[str, set[str]] = {}
    for name, is_package, tree in modules:
        edges: set[str] = set()
        for imported, node in _import_nodes(name, tree, is_package, typing=False):
            found = []
            if isinstance(node, ast.ImportFrom):
                found = [f"{imported}.{a.name}" for a in node.names]
                found = [t for t in found if t in names]
            edges.update(found or ([imported] if imported in names else []))
            # importing a.b.c runs a and a.b first
            parts = imported.split(".")
            for i in range(3, len(parts)):
                parent = ".".join(parts[:i])
                if parent in names and parent != name and not name.startswith(parent + "."):
                    edges.add(parent)
        edges.discard(name)
        graph[name] = edges
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle of ``graph`` (module names, first repeated last), or []."""
    state: dict[str, int] = {}  # 1 on the path, 2 done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def test_no_import_cycle_in_the_engine() -> None:
    """Late imports inside functions count; imports under TYPE_CHECKING do not."""
    assert _cycle(_graph(_modules())) == []


def _private_uses(name: str, tree: ast.Module, is_package: bool) -> list[str]:
    """Private names (``_x``) this module takes from another engine module: imported
    (``from .game import _Attempt``) or called on another object (``game._take(...)``)."""
    bad = []
    for imported, node in _import_nodes(name, tree, is_package):
        if isinstance(node, ast.ImportFrom) and imported.startswith(PACKAGE):
            bad.extend(
                f"{name}:{node.lineno}: from {imported} import {a.name}"
                for a in node.names
                if a.name.startswith("_") and not a.name.startswith("__")
            )
    own = _private_defined(tree)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
            and node.attr not in own
            and node.attr != "_replace"  # NamedTuple's public API
        ):
            bad.append(f"{name}:{node.lineno}: .{node.attr}")
    return bad


def _private_defined(tree: ast.Module) -> set[str]:
    """Private names this module defines itself: its functions, classes, methods and the
    attributes it assigns (``self._x = ...``), which it may use on any object."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            out.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            out.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.add(node.id)
    return {n for n in out if n.startswith("_")}


def test_no_module_uses_a_private_name_of_another() -> None:
    bad = []
    for name, is_package, tree in _modules():
        bad.extend(_private_uses(name, tree, is_package))
    assert bad == []


FAMILIES_PACKAGE = PACKAGE + ".families"
SHARED = {"protocol", "notation_util", "chain"}  # modules of families/ that are no family


def _family(module: str) -> str | None:
    """The family a module belongs to (``courage`` for ``...families.courage.tasks``)."""
    if not module.startswith(FAMILIES_PACKAGE + "."):
        return None
    head = module[len(FAMILIES_PACKAGE) + 1 :].split(".")[0]
    return None if head in SHARED else head


def _family_reaches(mods: list[tuple[str, bool, ast.Module]]) -> list[str]:
    """A family's module importing another family, or a module outside a family
    importing a private part of it (``from .families.challenge import races`` too)."""
    known = {name for name, _, _ in mods}
    bad = []
    for name, is_package, tree in mods:
        mine = _family(name)
        for imported, node in _import_nodes(name, tree, is_package):
            targets = [imported]
            if isinstance(node, ast.ImportFrom):
                targets += [f"{imported}.{a.name}" for a in node.names]
            for target in (t for t in targets if t in known):
                theirs = _family(target)
                if theirs is None or theirs == mine:
                    continue
                if mine is not None:
                    bad.append(f"{name} (family {mine}) imports {target}")
                elif target.count(".") > FAMILIES_PACKAGE.count(".") + 1:
                    bad.append(f"{name} imports {target}, a private part of {theirs}")
    return sorted(set(bad))


def test_no_family_reaches_another_nor_a_private_part_of_one() -> None:
    assert _family_reaches(_modules()) == []


def test_the_family_check_catches_offenders() -> None:
    """A late import of another family, and a private part imported from outside."""
    fam = FAMILIES_PACKAGE
    mods = [
        (f"{fam}.etiquette.effects", False, ast.parse("def f():\n    from .. import courage\n")),
        (f"{fam}.courage", True, ast.parse("")),
        (f"{fam}.challenge", True, ast.parse("")),
        (f"{fam}.challenge.races", True, ast.parse("")),
        (f"{PACKAGE}.match", False, ast.parse("from .families.challenge import races\n")),
        (f"{PACKAGE}.registry", False, ast.parse("from .families import challenge\n")),
    ]
    assert _family_reaches(mods) == [
        f"{fam}.etiquette.effects (family etiquette) imports {fam}.courage",
        f"{PACKAGE}.match imports {fam}.challenge.races, a private part of challenge",
    ]


def test_no_engine_module_is_over_600_lines() -> None:
    long = {}
    for path in sorted(ENGINE.rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES:
            long[str(path.relative_to(ENGINE))] = lines
    assert long == {}


def _family_packages() -> list[Path]:
    families = ENGINE / "families"
    return sorted(
        p.parent
        for p in families.rglob("__init__.py")
        if p.parent != families and (p.parent / "effects.py").exists()
    )


def test_every_family_package_has_the_same_parts() -> None:
    packages = _family_packages()
    names = {str(p.relative_to(ENGINE / "families")) for p in packages}
    assert names >= {"etiquette", "courage", "challenge", "challenge/duels", "challenge/races"}
    missing = {
        str(p.relative_to(ENGINE)): sorted(FAMILY_PARTS - {f.stem for f in p.glob("*.py")})
        for p in packages
    }
    assert {k: v for k, v in missing.items() if v} == {}


def test_the_shape_checks_catch_offenders() -> None:
    """A cycle, a late import that closes one, a private import and a private call are
    all found (the checks above are not vacuous)."""
    mods = [
        ("svintus.engine.a", False, ast.parse("from . import b\n")),
        ("svintus.engine.b", False, ast.parse("def f():\n    from .a import _x\n")),
        (
            "svintus.engine.c",
            False,
            ast.parse("import typing\nif typing.TYPE_CHECKING:\n    from .a import g\n"),
        ),
    ]
    assert _cycle(_graph(mods)) == ["svintus.engine.a", "svintus.engine.b", "svintus.engine.a"]
    assert _graph(mods)["svintus.engine.c"] == set()
    assert _private_uses("svintus.engine.b", mods[1][2], False) == [
        "svintus.engine.b:2: from svintus.engine.a import _x"
    ]
    call = ast.parse(
        "def f(game):\n    game._take(0, 1, 'x')\n    game._own()\n\ndef _own():\n    pass\n"
    )
    assert _private_uses("svintus.engine.d", call, False) == ["svintus.engine.d:2: ._take"]


# ----------------------------------------------------------------- one door (issue 25)

REGISTRY = PACKAGE + ".registry"


def _family_importers(mods: list[tuple[str, bool, ast.Module]]) -> list[str]:
    """Engine modules outside ``families/`` and the registry that import a family (its
    package, module or a part of it; late or for typing alike)."""
    known = {name for name, _, _ in mods}
    bad = []
    for name, is_package, tree in mods:
        if name in (REGISTRY, FAMILIES_PACKAGE) or name.startswith(FAMILIES_PACKAGE + "."):
            continue
        for imported, node in _import_nodes(name, tree, is_package):
            targets = [imported]
            if isinstance(node, ast.ImportFrom):
                targets += [f"{imported}.{a.name}" for a in node.names]
            bad.extend(
                f"{name}:{node.lineno} imports {t}"
                for t in targets
                if t in known and _family(t) is not None
            )
    return sorted(set(bad))


def test_only_the_registry_imports_a_family() -> None:
    """The game, its turns, its explanations and a match ask the families through their
    hooks: Svinorost and Temnodel join through ``register`` like the others."""
    assert _family_importers(_modules()) == []


def test_the_family_import_check_catches_offenders() -> None:
    fam = FAMILIES_PACKAGE
    mods = [
        (f"{PACKAGE}.turns", False, ast.parse("from .families import svinorost, protocol\n")),
        (f"{PACKAGE}.match", False, ast.parse("def f():\n    from .families import courage\n")),
        (REGISTRY, False, ast.parse("from .families import challenge\n")),
        (f"{fam}.svinorost", False, ast.parse("")),
        (f"{fam}.courage", True, ast.parse("")),
        (f"{fam}.challenge", True, ast.parse("")),
        (f"{fam}.protocol", False, ast.parse("")),
    ]
    assert _family_importers(mods) == [
        f"{PACKAGE}.match:2 imports {fam}.courage",
        f"{PACKAGE}.turns:1 imports {fam}.svinorost",
    ]


# The game's own state (R1-R8, R14): a new slot belongs here only if it is no family's.
# A family keeps its state in its part, ``game.parts[KEY]`` (the chain families share
# ``game.parts["chain"]``), which the registry creates and the game copies.
CORE_SLOTS = frozenset(
    {
        "catchable",
        "chains",  # the chain families in the deck (R9), asked by the turn
        "chance",
        "choice",
        "current",
        "dealer",
        "deck",
        "declared",
        "direction",
        "drawn",
        "events",
        "families",  # the 2.0 families in the deck (R10-R12)
        "hands",
        "law",
        "memo",
        "move",
        "n",
        "named",
        "names",
        "naming",
        "parts",  # every family's state, by the key of its part
        "pending_count",
        "pending_kind",
        "pile",
        "points",
        "race",
        "race_by",
        "race_order",
        "rules",
        "seed",
        "silence",
        "skips",
        "window",
        "winner",
    }
)


def test_the_game_has_no_slot_for_a_familys_state() -> None:
    from svintus.engine import registry
    from svintus.engine.game import Game

    slots = set(Game.__slots__)
    assert slots - CORE_SLOTS == set()
    keys = {f.KEY for f in (*registry.CHAINS, *registry.FAMILIES)} | set(registry.PARTS)
    assert slots & keys == set()
    # each registered family's part exists in every game (None without its cards)
    game = Game.new(svintus.engine.Rules(players=4, recipe="full_box"), seed=1)
    assert set(game.parts) == set(registry.PARTS)
    assert all(game.parts[key] is not None for key in registry.PARTS)


def _named_getattrs(mods: list[tuple[str, bool, ast.Module]]) -> list[str]:
    """``getattr``/``hasattr`` calls that name the member they read (a string constant):
    a member some object may lack, read by name."""
    bad = []
    for name, _, tree in mods:
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr")
                and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)
            ):
                bad.append(f"{name}:{node.lineno}: {node.func.id}(..., {node.args[1].value!r})")
    return bad


def test_no_member_of_a_family_is_read_by_name() -> None:
    assert _named_getattrs(_modules()) == []


def test_the_getattr_check_catches_offenders() -> None:
    tree = ast.parse('x = {**getattr(f, "TABLE_VERBS", {})}\ny = getattr(g, slot)\n')
    assert _named_getattrs([(f"{PACKAGE}.notation", False, tree)]) == [
        f"{PACKAGE}.notation:1: getattr(..., 'TABLE_VERBS')"
    ]


def _named_parts(mods: list[tuple[str, bool, ast.Module]]) -> list[str]:
    """Engine modules outside ``families/`` that take a family's part by its key
    (``game.parts["courage"]``, ``game.parts.get("courage")``): a family's state read
    by name instead of through its hooks."""
    bad = []
    for name, _, tree in mods:
        if name.startswith(FAMILIES_PACKAGE + "."):
            continue
        for node in ast.walk(tree):
            key = None
            if (
                isinstance(node, ast.Subscript)
                and isinstance(node.value, ast.Attribute)
                and node.value.attr == "parts"
                and isinstance(node.slice, ast.Constant)
            ):
                key = node.slice.value
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "get"
                and isinstance(node.func.value, ast.Attribute)
                and node.func.value.attr == "parts"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                key = node.args[0].value
            if key is not None:
                bad.append(f"{name}:{node.lineno}: parts[{key!r}]")
    return bad


def test_no_engine_module_reads_a_familys_part_by_name() -> None:
    assert _named_parts(_modules()) == []


def test_the_part_check_catches_offenders() -> None:
    tree = ast.parse('a = game.parts.get("courage")\nb = g.parts["chain"].last\nc = g.parts[k]\n')
    assert _named_parts([(f"{PACKAGE}.operations", False, tree)]) == [
        f"{PACKAGE}.operations:1: parts['courage']",
        f"{PACKAGE}.operations:2: parts['chain']",
    ]
