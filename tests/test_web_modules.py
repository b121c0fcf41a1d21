"""The page's modules (issue 26): markup only through lit-html's escaping templates — no
HTML built from strings (`innerHTML`, `outerHTML`, `insertAdjacentHTML`,
`createContextualFragment`, `DOMParser`, `document.write`), no hand escaping (`escape(`,
`escapeHtml(`) — each module of one idea (at most 400 lines), and no import cycle. One
case per module of src/svintus/web (the vendored lit-html aside)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
MODULES = sorted(p.name for p in WEB.glob("*.js"))
MAX_LINES = 400
STRING_HTML = re.compile(
    r"\b(innerHTML|outerHTML|insertAdjacentHTML|createContextualFragment|DOMParser|document\.write)\b"
    r"|\b(escape|escapeHtml)\("
)
IMPORT = re.compile(r"""(?:^|\n)\s*(?:import|export)\s[^;]*?\bfrom\s+["']\./([\w.-]+\.js)["']""")


def imports(name: str) -> set[str]:
    return set(IMPORT.findall((WEB / name).read_text("utf-8")))


def cycle_from(start: str) -> list[str] | None:
    """An import path from `start` back to itself, or None."""
    stack = [(start, [start])]
    seen: set[str] = set()
    while stack:
        name, path = stack.pop()
        for dep in sorted(imports(name)):
            if dep == start:
                return [*path, dep]
            if dep not in seen and (WEB / dep).exists():
                seen.add(dep)
                stack.append((dep, [*path, dep]))
    return None


def test_the_page_has_modules_to_check() -> None:
    assert {"table.js", "store.js", "connection.js", "input.js"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_a_module_builds_no_html_from_strings(name: str) -> None:
    lines = (WEB / name).read_text("utf-8").splitlines()
    found = [
        f"{name}:{i}: {line.strip()}" for i, line in enumerate(lines, 1) if STRING_HTML.search(line)
    ]
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("name", MODULES)
def test_a_module_is_of_one_idea_at_most_400_lines(name: str) -> None:
    n = len((WEB / name).read_text("utf-8").splitlines())
    assert n <= MAX_LINES, f"{name} has {n} lines"


@pytest.mark.parametrize("name", MODULES)
def test_a_module_is_in_no_import_cycle(name: str) -> None:
    assert cycle_from(name) is None, " -> ".join(cycle_from(name) or [])


def test_the_checks_would_see_the_old_page() -> None:
    """The greps and the cycle finder see what they look for."""
    assert STRING_HTML.search("el.innerHTML = `<b>${escape(name)}</b>`;")
    assert STRING_HTML.search("const t = escapeHtml(x);")
    assert STRING_HTML.search("range.createContextualFragment(value)")
    assert not STRING_HTML.search("// no hand escaping here, a `nothing` instead")
    assert IMPORT.findall('import { a } from "./x.js";\nexport { b } from "./y.js";') == [
        "x.js",
        "y.js",
    ]
