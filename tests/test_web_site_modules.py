"""The site's pages besides the table (lobby, /rules, replay, 404) are lit-html templates
(issue 26): no HTML built from strings (`innerHTML`), no hand escaping, modules of one
idea under ~400 lines, and no import cycle from any page's entry module."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
SITE = [
    "lobby.js", "lobbyform.js", "lobbylists.js", "pace.js", "sitebar.js", "sitemarkup.js",
    "rules.js", "rulelinks.js", "replay.js", "missing.js", "site_words.js", "tablepace.js",
]  # fmt: skip
ENTRIES = ["lobby.js", "rules.js", "replay.js", "missing.js"]
IMPORT = re.compile(r"""^\s*import\s[^;]*?from\s+["'](\.[^"']+)["']""", re.M | re.S)


@pytest.mark.parametrize("name", SITE)
def test_a_site_module_builds_no_html_from_strings(name: str) -> None:
    text = (WEB / name).read_text()
    assert "innerHTML" not in text and "outerHTML" not in text
    assert not re.search(r"\bescape(Html)?\(", text), "escaping is lit-html's"
    assert len(text.splitlines()) <= 400


def imports(path: Path) -> list[Path]:
    return [(path.parent / m).resolve() for m in IMPORT.findall(path.read_text())]


@pytest.mark.parametrize("entry", ENTRIES)
def test_no_import_cycle_from_a_site_page(entry: str) -> None:
    done: set[Path] = set()

    def visit(path: Path, stack: list[Path]) -> None:
        assert path not in stack, " -> ".join(p.name for p in [*stack, path])
        if path in done or "vendor" in path.parts:
            return
        for dep in imports(path):
            visit(dep, [*stack, path])
        done.add(path)

    visit((WEB / entry).resolve(), [])


def test_the_site_pages_load_lit_html_relatively() -> None:
    for name in ENTRIES:
        text = (WEB / name).read_text()
        assert 'from "./vendor/lit-html/lit-html.js"' in text
