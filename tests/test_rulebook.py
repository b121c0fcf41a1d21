"""The rules for players (issue #13, point 5): one source for /rules and docs/rules*.md;
every card of both boxes, every house-rule option, every chapter a number can point to."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

from svintus import rulebook
from svintus.engine.cards import KINDS
from svintus.engine.rules import Rules

DOCS = Path(__file__).resolve().parents[1] / "docs"


def test_the_docs_are_generated_from_the_rulebook() -> None:
    """Rewrite them with: python -m svintus.rulebook docs"""
    assert (DOCS / "rules.md").read_text(encoding="utf-8") == rulebook.markdown("en")
    assert (DOCS / "rules.ru.md").read_text(encoding="utf-8") == rulebook.markdown("ru")


def test_every_card_every_option_and_both_languages() -> None:
    book = rulebook.book()
    assert [c["id"] for c in book["cards"]] == [k.id for k in KINDS]
    assert {c["box"] for c in book["cards"]} == {"classic", "2.0"}
    for c in book["cards"]:
        assert c["rule_en"] and c["rule_ru"] and c["en"] and c["ru"]
    assert [o["id"] for o in book["options"]] == [f.name for f in fields(Rules) if f.init]
    for lang in ("en", "ru"):
        text = rulebook.markdown(lang)
        for k in KINDS:
            assert f"**{getattr(k, lang)}**" in text
        for f in fields(Rules):
            assert f"`{f.name}`" in text or not f.init
    for s in book["sections"]:
        assert (
            s["title"]["en"] and s["title"]["ru"] and len(s["text"]["en"]) == len(s["text"]["ru"])
        )


def test_every_chapter_a_number_can_point_to_has_a_section() -> None:
    chapters = {n for s in rulebook.SECTIONS for n in s.chapters}
    assert chapters == set(range(1, 15))  # R15 is the developers' worked examples


def test_players_never_read_a_rule_number_or_notation() -> None:
    import re

    for lang in ("en", "ru"):
        text = rulebook.markdown(lang)
        assert not re.search(r"\bR\d+(\.\d+)?\b", text), lang
        assert "RULES.md" not in text
