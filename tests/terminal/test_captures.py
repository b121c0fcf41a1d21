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
    script = _script()
    doc = (ROOT / "docs" / "play.md").read_text()
    assert doc.count(script.BEGIN) == 1 and doc.count(script.END) == 1
    part = doc.split(script.BEGIN, 1)[1].split(script.END, 1)[0]
    for s in script.SITUATIONS:
        for caption in (s.en, s.ru):
            found = re.search(re.escape(f"**{caption}**") + r"\n\n```text\n(.*?)\n```", part, re.S)
            assert found, f"no capture for {s.key}: {caption}"
            lines = found.group(1).splitlines()
            assert len(lines) >= 20, f"{s.key}: the capture is not a whole screen"
            assert max(len(line) for line in lines) <= script.SIZE[0]


def test_r12_8_the_script_stages_an_etiquette_chance_on_screen() -> None:
    script = _script()
    etiquette = script.SITUATIONS[0]
    assert etiquette.key == "etiquette"
    text = None
    for seed in script.SEEDS:
        text = asyncio.run(script._stage(etiquette, seed, "en"))
        if text is not None:
            break
    assert text is not None, "no Etiquette chance came up"
    assert any(name in text for name in ("Shalun!", "Shevelis!", "Shtol!")), text
