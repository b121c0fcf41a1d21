"""Screenshots of the Svintus 2.0 moments on the table page, in Russian and English.

    python docs/screenshots.py [--out docs/img] [--chromium /usr/bin/chromium]

Starts `svintus serve` on a free port with a temporary database, and for each moment
(an Etiquette chance, a wink to notice, a Courage task owed, each race, a duel, a feat)
seats a person at a new four-seat table with three random bots and a deck made for that
moment, waits until the page shows it, and saves `web-<moment>-<lang>.png` (1024x640,
both languages from the same moment; made small with Pillow when it is installed). The
moment `phone` is a phone's screen (390x844, and held sideways, 844x390: `web-phone-sideways-*`)
with the feed's ticker and a first-game tip:
`python docs/screenshots.py phone` makes only it. The moments `phone-gift`, `phone-courage`,
`phone-race` and `phone-whisper` are a phone's screen while a gift offer, a Courage task,
a race or a Suflyor asks the person something; on each, the layout's checker
(tests/e2e/reach.py) prints anything asked that is out of view or covered. The pages
`lobby` (a first visit: the relaxed pace, a bot level's line) and `missing` (the 404
page) are shot on a phone too. A moment that does not come within two minutes is tried
at a second table, then reported and left out. Needs Playwright for Python and Debian's
Chromium, as the browser tests do.
"""

from __future__ import annotations

import argparse
import json
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.e2e.reach import REACH  # the layout's checker (issue 24 point 3)

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

SIZES = [(1366, 768), (1920, 1080), (390, 844)]  # --sizes: to look at, not for the docs

# moment -> (deck, what the page must show: a JS expression over S = window.svintus)
MOMENTS: dict[str, tuple[dict[str, int], str]] = {
    "etiquette-chance": (
        {"number": 1, "shalun": 2, "shtol": 2, "shevelis": 2, "khapyozh": 1},
        "(S.view.etiquette?.windows || []).some((w) => w.reactors.includes(S.seat))"
        " && !!document.querySelector('#offers .prompt.etiquette')",
    ),
    "wink": (
        {"number": 1, "shmotrun": 3},
        "!!document.querySelector('.seat.flicker') && !!document.querySelector('.seat .eye')",
    ),
    "courage-owed": (
        {"number": 1, "parodist": 2, "reyting": 2, "ovatsii": 2, "khapyozh": 1},
        "(S.view.courage?.owed || []).length > 0 && !!document.querySelector('.badge.owed')",
    ),
    "race-one-for-all": (
        {"number": 1, "one_for_all": 4},
        "S.view.challenge?.races?.card === 'one_for_all'",
    ),
    "race-slippers": (
        {"number": 1, "slippers": 4},
        "S.view.challenge?.races?.card === 'slippers'",
    ),
    "race-hands": (
        {"number": 1, "hands": 4},
        "S.view.challenge?.races?.card === 'hands'",
    ),
    "race-clothes": (
        {"number": 1, "clothes": 4},
        "S.view.challenge?.races?.card === 'clothes'",
    ),
    "duel": (
        {"number": 1, "razborka": 4},
        "S.view.challenge?.duels?.phase === 'razborka' && S.view.challenge.duels.opponent !== null",
    ),
    "duel-neither-nor": (
        {"number": 1, "neither_nor": 4},
        "S.view.challenge?.duels?.phase === 'neither_nor'"
        " && S.view.challenge.duels.step === 'give'",
    ),
    "feat": (
        {"number": 1, "slabo": 4},
        "S.view.challenge?.races?.card === 'slabo' && S.view.challenge.races.feat"
        " && !!document.querySelector('#offers [data-feat]')",
    ),
    # a phone (390x844, first-game tips on): the ticker under the timer and the silence's
    # tip between it and the hand
    "phone": (
        {"number": 1, "tikhokhryun": 6, "shmotrun": 2, "shalun": 2},
        "!document.getElementById('tip').hidden && !!S.view.hand?.length"
        " && document.querySelectorAll('#ticker .ev').length >= 2",
    ),
    # what asks something of the person on a phone (issue 24 point 3, docs/web.md "On a
    # phone"): a gift to offer, a Courage task owed, a race's button, each in view above
    # the hand; the layout's checker (tests/e2e/reach.py) runs on each and says what fails
    "phone-gift": (
        {"number": 1, "shalun": 3, "shtol": 3, "shevelis": 2, "khapyozh": 1},
        "(S.view.etiquette?.windows || []).some((w) => w.reactors.includes(S.seat))"
        " && !!document.querySelector('#offers .prompt.etiquette')",
    ),
    "phone-courage": (  # the person plays (PLAYS): a Courage card of its own binds it
        {"number": 1, "zapevala": 3, "folklorist": 3, "pokloonnik": 3, "reyting": 2},
        "(S.view.courage?.owed || []).some((o) => o.player === S.seat)"
        " && !!document.querySelector('#offers .prompt.courage')",
    ),
    "phone-race": (
        {"number": 1, "one_for_all": 3, "slippers": 3},
        "!!S.view.challenge?.races?.card && !!document.querySelector('#offers .prompt.challenge')",
    ),
    # a Suflyor handed to the person (R11.4): the prompt says what it asks, with a field
    # of its own to whisper in, above the hand (the chat is below the fold on a phone)
    "phone-whisper": (
        {"number": 1, "suflyor": 12},
        "S.legal.includes('whisper') && !!document.querySelector('#offers .prompt #answer-text')",
    ),
}
PHONE = (390, 844)  # the phone moments' viewport; the others are 1024x640
PLAYS = {"phone-courage", "phone-whisper"}  # the person plays its first playable card
LEVELS = {"phone-whisper": "heuristic"}  # bots that hand a Courage card out (else random)
PLAY = "document.querySelector('#hand .slot:not([aria-disabled]) .card.playable')?.click()"

# The site's other pages on a phone, a first visit (docs/web.md, "Lobby"): page -> path.
# `lobby`: the newcomer's relaxed pace and a bot level's line; `missing`: the 404 page.
SITE_PAGES: dict[str, str] = {"lobby": "/", "missing": "/no/such/page"}


def shoot_page(browser: Any, url: str, name: str, out: Path) -> bool:
    """`web-<page>-<lang>.png` of a site page at 390x844 for a browser new to the site."""
    for lang in ("ru", "en"):
        ctx = browser.new_context(viewport=dict(zip(("width", "height"), PHONE, strict=True)))
        ctx.add_init_script(f"localStorage.setItem('svintus.lang', '{lang}')")
        page = ctx.new_page()
        page.goto(url + SITE_PAGES[name])
        page.wait_for_selector("#bar h1, #bar .logo", state="attached")
        if name == "lobby":  # the form's pace and the level's line in view
            page.wait_for_function("window.svintusLobby?.meta?.paces?.relaxed")
            page.locator("#bot-level").scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        page.screenshot(path=str(out / f"web-{name}-{lang}.png"))
        small(out / f"web-{name}-{lang}.png")
        ctx.close()
    print(f"{name}: web-{name}-ru.png, web-{name}-en.png")
    return True


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def post(url: str, body: dict[str, Any]) -> Any:
    req = urllib.request.Request(
        url, json.dumps(body).encode(), {"content-type": "application/json"}, method="POST"
    )
    with urllib.request.urlopen(req, timeout=10) as answer:
        return json.loads(answer.read())


def serve(tmp: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    cmd = [sys.executable, "-m", "svintus", "serve", "--port", str(port)]
    cmd += ["--db", f"sqlite:///{tmp / 'shots.sqlite3'}", "--log-level", "warning"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    for _ in range(150):
        try:
            with urllib.request.urlopen(url + "/api/meta", timeout=1):
                return proc, url
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("svintus serve did not start")


def small(path: Path) -> None:
    """Make a PNG small: 96 colours, optimised (with Pillow; left as it is without)."""
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as im:
        q = im.convert("RGB").quantize(colors=96, method=Image.Quantize.MEDIANCUT)
    q.save(path, optimize=True)


def shoot(
    browser: Any, url: str, name: str, deck: dict[str, int], ready: str, out: Path, sizes: bool
) -> bool:
    phone = name.startswith("phone")
    width, height = PHONE if phone else (1024, 640)
    ctx = browser.new_context(
        viewport={"width": width, "height": height},
        locale="ru-RU",
        is_mobile=phone,
        has_touch=phone,
    )
    if not phone:  # no first-game tips
        ctx.add_init_script("localStorage.setItem('svintus.tips', 'off')")
    page = ctx.new_page()
    page.on("pageerror", lambda e: print(f"{name}: page error: {e}"))
    table = post(
        url + "/api/tables",
        {
            "players": 4,
            "bots": 3,
            "bot_level": LEVELS.get(name, "random"),
            "pace": "blitz",
            "options": {"custom_deck": deck, "hand_size": 6, "match_points": 500},
        },
    )
    page.goto(url + table["url"])
    page.fill("#join-name", "Аня")
    page.click("#join-form button[type=submit]")
    page.wait_for_function("window.svintus.seat >= 0 && window.svintus.view", timeout=15_000)
    try:
        if name in PLAYS:  # it plays until the moment comes
            deadline = time.monotonic() + 120
            came = f"(S => !!S.view && !!({ready}))(window.svintus)"
            while not page.evaluate(came):
                if time.monotonic() > deadline:
                    raise TimeoutError(name)
                page.evaluate(PLAY)
                page.wait_for_timeout(100)
        page.wait_for_function(
            f"(S => !!S.view && !!({ready}))(window.svintus)", timeout=120_000, polling=50
        )
    except Exception:
        print(f"{name}: did not come within two minutes")
        ctx.close()
        return False
    page.evaluate("window.svintus.ws.onmessage = null")  # hold the moment still
    page.wait_for_timeout(700)  # cards in flight land
    for lang in ("ru", "en"):
        if lang == "en":
            page.click("#lang")
            page.wait_for_timeout(150)
        page.screenshot(path=str(out / f"web-{name}-{lang}.png"))
        small(out / f"web-{name}-{lang}.png")
        if phone:  # what asks is in view and not covered
            for problem in page.evaluate(REACH):
                print(f"{name} ({lang}): {problem}")
        if name == "phone":  # the same moment on a phone held sideways
            page.set_viewport_size({"width": height, "height": width})
            page.wait_for_timeout(300)
            page.screenshot(path=str(out / f"web-{name}-sideways-{lang}.png"))
            small(out / f"web-{name}-sideways-{lang}.png")
        for w, h in SIZES if sizes else ():
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(300)
            page.screenshot(path=str(out / f"web-{name}-{lang}-{w}.png"))
        page.set_viewport_size({"width": width, "height": height})
    print(f"{name}: web-{name}-ru.png, web-{name}-en.png")
    ctx.close()
    return True


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(Path(__file__).parent / "img"))
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--sizes", action="store_true", help="also at 1366x768, 1920x1080, 390x844")
    ap.add_argument("moments", nargs="*", help=f"some of: {', '.join(MOMENTS)}")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    unknown = [m for m in args.moments if m not in MOMENTS and m not in SITE_PAGES]
    if unknown:
        known = ", ".join([*MOMENTS, *SITE_PAGES])
        print(f"unknown moment {unknown[0]!r}: choose from {known}", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        proc, url = serve(Path(tmp))
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=args.chromium, args=ARGS)
                chosen = args.moments or [*MOMENTS, *SITE_PAGES]
                for m in chosen:
                    if m in SITE_PAGES:
                        shoot_page(browser, url, m, out)
                missed = [
                    m
                    for m in chosen
                    if m in MOMENTS
                    and not any(shoot(browser, url, m, *MOMENTS[m], out, args.sizes) for _ in "12")
                ]
                browser.close()
        finally:
            proc.terminate()
            proc.wait(timeout=10)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
