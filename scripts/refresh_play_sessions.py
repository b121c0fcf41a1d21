"""Rerun every console session of docs/play.md and write its output back (the test
tests/test_cli_play.py checks they stay equal). Run from the repository root:
``PYTHONPATH=src python3 scripts/refresh_play_sessions.py``."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "play.md"
SESSION = re.compile(r"(<!-- example: session -->\n```console\n\$ (.*?)\n)(.*?)(\n```)", re.DOTALL)


def run(command: str) -> str:
    svintus = f"{shlex.quote(sys.executable)} -m svintus "
    shell = re.sub(r"(^|\| )svintus ", lambda m: m[1] + svintus, command)
    r = subprocess.run(
        ["bash", "-c", f"set -o pipefail; {shell}"], capture_output=True, text=True, timeout=300
    )
    if r.returncode:
        raise SystemExit(f"{command}: {r.stderr}")
    return r.stdout.rstrip("\n")


def main() -> None:
    text = DOC.read_text("utf-8")
    DOC.write_text(SESSION.sub(lambda m: m[1] + run(m[2]) + m[4], text), "utf-8")


if __name__ == "__main__":
    main()
