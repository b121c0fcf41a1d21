"""Issue 12.8 (terminal): docs/play.md shows a text capture of each 2.0 situation in
Russian and English, made by scripts/terminal_captures.py, whose staging finds it."""

from __future__ import annotations

import asyncio
import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "terminal_captures", ROOT / "scripts" / "terminal_captures.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_r12_8_play_md_holds_a_capture_of_each_2_0_situation_in_both_languages() -> None:
    """Issue 27: every situation at 80x24 (the smallest screen the game draws), the wide
    ones at 120x40 too, in both languages."""
    script = _script()
    doc = (ROOT / "docs" / "play.md").read_text()
    assert doc.count(script.BEGIN) == 1 and doc.count(script.END) == 1
    part = doc.split(script.BEGIN, 1)[1].split(script.END, 1)[0]
    for s in script.SITUATIONS:
        sizes = [script.SIZE] + ([script.WIDE_SIZE] if s.key in script.WIDE else [])
        for lang in ("en", "ru"):
            for width, height in sizes:
                caption = script.caption(s, lang, (width, height))
                found = re.search(
                    re.escape(f"**{caption}**") + r"\n\n```text\n(.*?)\n```", part, re.S
                )
                assert found, f"no capture for {s.key}: {caption}"
                lines = found.group(1).splitlines()
                assert len(lines) >= height - 2, f"{s.key}: the capture is not a whole screen"
                assert max(len(line) for line in lines) <= width
                assert "…" not in lines[0] and "…" not in lines[1], lines[:2]


def test_r12_8_the_script_stages_an_etiquette_chance_on_screen() -> None:
    script = _script()
    etiquette = next(s for s in script.SITUATIONS if s.key == "etiquette")
    text = None
    for seed in script.SEEDS:
        text = asyncio.run(script._stage(etiquette, seed, "en"))
        if text is not None:
            break
    assert text is not None, "no Etiquette chance came up"
    assert any(name in text for name in ("Shalun!", "Shevelis!", "Shtol!")), text
