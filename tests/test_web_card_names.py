"""Card names are written once, in the engine's catalogue (engine/cards.py): the page reads
them, with each kind's family, values and rule, from the card table the server makes of
it (/api/cards; web/catalogue.js), and keeps no copy of its own (docs/decisions.md,
"Card names: one catalogue, served to the page")."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from svintus.commands.cards import catalogue
from svintus.engine.cards import KINDS, PLAYER_RULES

WEB = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
NODE = shutil.which("node")

# A whole string (quoted, or an element's whole text) in a file of the page.
_STRING = re.compile(r'"([^"\n]{1,80})"|\'([^\'\n]{1,80})\'|`([^`\n]{1,80})`|>([^<>\n]{1,80})<')


def whole_strings(path: Path) -> list[tuple[int, str]]:
    """Each whole string of a file of the page with its line, comment lines skipped."""
    out: list[tuple[int, str]] = []
    for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if line.lstrip().startswith(("//", "/*", "*")):
            continue
        out += [(n, "".join(m.groups(default="")).strip()) for m in _STRING.finditer(line)]
    return out


def test_the_page_keeps_no_copy_of_a_card_name() -> None:
    """Not one kind's Russian or English name is written in the page's files as a string of
    its own (a table of names such as {khapyozh: ["Хапёж", "Khapyozh"]}); names in the
    sentences of phrases.json and strings.js («Хапёж растёт») are words, not copies."""
    names = {name: k.id for k in KINDS for name in (k.ru, k.en)}
    found = [
        f"{path.name}:{n}: {text!r} ({names[text]})"
        for path in sorted(WEB.rglob("*"))
        if path.suffix in {".js", ".html", ".json", ".css"}
        for n, text in whole_strings(path)
        if text in names
    ]
    assert found == []
    page = {p.name: p.read_text("utf-8") for p in WEB.glob("*.js")}
    assert not [name for name, text in page.items() if re.search(r"\bKINDS\s*=\s*\{", text)]


def test_the_check_finds_a_table_of_names(tmp_path: Path) -> None:
    """The check above would see the table i18n.js had before."""
    old = tmp_path / "i18n.js"
    old.write_text('export const KINDS = {\n  khapyozh: ["Хапёж", "Khapyozh", -1],\n};\n', "utf-8")
    assert [text for _, text in whole_strings(old)] == ["Хапёж", "Khapyozh"]


# The page's modules under node: they load the card table as the page does, from this tree's
# Python (catalogue.js), and name every kind in both languages.
SCRIPT = """
const store = {};
globalThis.localStorage = { getItem: (k) => store[k] ?? null, setItem: (k, v) => (store[k] = v) };
globalThis.document = { documentElement: {} };
const { CARDS, KIND_IDS } = await import("%(web)s/catalogue.js");
const { cardText, colourWord, kindName, setLang } = await import("%(web)s/i18n.js");
const { parseCard, ruleText } = await import("%(web)s/cardnames.js");
const out = { cards: CARDS, ids: KIND_IDS };
for (const l of ["ru", "en"]) {
  setLang(l);
  out[l] = Object.fromEntries(KIND_IDS.map((id) => [id, {
    name: kindName(id),
    value: parseCard(id).value,
    rule: ruleText(id),
    red: id === "number" ? cardText(parseCard("R5")) : cardText({ kind: id, colour: "red" }),
  }]));
  out[l + "_colours"] = ["red", "orange", "green", "blue", "grey"].map(colourWord);
}
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def page() -> dict[str, Any]:
    if NODE is None:
        pytest.skip("node is not installed")
    r = subprocess.run(
        [NODE, "--input-type=module", "-e", SCRIPT % {"web": WEB.as_uri()}],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    data: dict[str, Any] = json.loads(r.stdout)
    return data


def test_the_page_reads_the_engines_card_table(page: dict[str, Any]) -> None:
    assert page["cards"] == catalogue()  # what /api/cards serves (tests/server/test_http.py)
    assert page["ids"] == [k.id for k in KINDS]  # a kind's code is its index


def test_the_page_names_every_kind_as_the_engine_does(page: dict[str, Any]) -> None:
    for k in KINDS:
        value = k.values[0] if len(k.values) == 1 else -1
        for i, lang in enumerate(("en", "ru")):
            got = page[lang][k.id]
            name = k.ru if lang == "ru" else k.en
            assert (got["name"], got["value"], got["rule"]) == (name, value, PLAYER_RULES[k.id][i])
    assert page["ru"]["khapyozh"]["red"] == "красный Хапёж"
    assert page["en"]["shmotrun"]["red"] == "red Shmotrun"
    assert page["ru"]["number"]["red"] == "красная 5"
    assert page["en"]["number"]["red"] == "red 5"
    catalogue_words = json.loads((WEB / "phrases.json").read_text("utf-8"))["tables"]["colour"]
    for lang in ("en", "ru"):
        assert page[f"{lang}_colours"] == list(catalogue_words[lang].values())
    assert page["ru_colours"] == ["красный", "оранжевый", "зелёный", "синий", "серый"]
