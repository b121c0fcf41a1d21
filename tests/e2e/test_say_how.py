"""Tasks and buttons that say how (issue 24 point 4; docs/web.md "Svintus 2.0 at the
table"), in a real Chromium, in Russian:

- the eye on a seat is a button named «Подмигнуть Боту N» with its risk («если заметят —
  2 карты») shown under the word until this browser has winked once; hovering says what
  it does in one line, and a long press shows that line above Shmotrun's rule (R14.5);
- a Courage task owed in words (a Folklorist's or a Zapevala's line each turn, R11.4)
  says where to answer and opens its own chat field, focused, whose placeholder says
  what counts; what is typed there answers the task."""

from __future__ import annotations

import json
import re
import time
from typing import Any

from .test_site import post

LINE = "(S.view.courage?.owed || []).some((o) => o.player === S.seat && o.task === 'turn')"
OWED_LINE = f"(S => !!S?.view && {LINE})(window.svintus)"


def sit(browser: Any, server: str, deck: dict[str, int], level: str) -> tuple[Any, Any, list[Any]]:
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale="ru-RU")
    ctx.add_init_script("localStorage.setItem('svintus.tips', 'off')")
    page = ctx.new_page()
    sent: list[Any] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda p: sent.append(p)))
    body = {"players": 4, "bots": 3, "bot_level": level, "pace": "relaxed"}
    body["options"] = {"custom_deck": deck, "hand_size": 6, "match_points": 500}
    table = post(server, "/api/tables", body)
    page.goto(server + table["url"])
    page.fill("#join-name", "Аня")
    page.click("#join-form button[type=submit]")
    page.wait_for_function("window.svintus?.seat >= 0 && window.svintus.view", timeout=15_000)
    return ctx, page, sent


# One step of the person's play, in the page itself so that nothing comes between the
# look and the click: a colour for a grey card, else on their turn a number card of the
# values given (else any playable card). True when `ready` holds (and nothing is done).
STEP = """([ready, values]) => {
  const S = window.svintus;
  if (new Function("S", `return !!S?.view && !!(${ready})`)(S)) return true;
  if (!document.getElementById("colours").hidden) {
    document.querySelector("#colour-buttons button")?.click();
  } else if (S.view.current === S.seat && !S.choosing) {
    const live = [...document.querySelectorAll("#hand .slot:not([aria-disabled])")];
    const low = live.find((b) => values.includes(b.dataset.play.slice(-1)));
    (low || live[0])?.click();
  }
  return false;
}"""


def play_until(page: Any, ready: str, values: str, seconds: float = 180) -> bool:
    """Play the person's turns (a number card of ``values`` first) until ``ready``."""
    deadline = time.monotonic() + seconds
    while not page.evaluate(STEP, [ready, values]):
        if time.monotonic() > deadline:
            return False
        page.wait_for_timeout(250)
    return True


def test_the_eye_says_wink_and_its_risk_until_the_first_wink(browser: Any, server: str) -> None:
    ctx, page, _ = sit(browser, server, {"number": 1, "shmotrun": 3}, "random")
    try:
        page.wait_for_selector(".seat .eye", timeout=60_000)
        named = page.get_by_role(
            "button", name=re.compile(r"^Подмигнуть Боту \d: если заметят — 2 карты$")
        )
        assert named.count() >= 1
        eye = page.locator(".seat .eye").first
        assert eye.locator(".risk").is_visible()
        assert eye.locator(".risk").inner_text().strip() == "если заметят — 2 карты"
        assert "если заметят, вы берёте 2 карты" in (eye.get_attribute("title") or "")
        # a long press: the line above the card's rule, and no wink sent
        box = eye.bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        page.wait_for_timeout(800)
        page.mouse.up()
        page.wait_for_selector("#rule:not([hidden])", timeout=3_000)
        assert page.locator("#rule-note").inner_text().startswith("Подмигнуть этому игроку")
        assert page.evaluate("localStorage.getItem('svintus.winked')") is None
        page.keyboard.press("Escape")
        page.wait_for_selector("#rule", state="hidden", timeout=3_000)
        # the first wink: from then on the risk is in the title and the name, not shown
        page.locator(".seat .eye").first.click()
        page.wait_for_function("localStorage.getItem('svintus.winked') === '1'", timeout=3_000)
        page.wait_for_function("!document.querySelector('.seat .eye .risk')", timeout=5_000)
    finally:
        ctx.close()


def test_a_line_owed_opens_its_chat_field_focused_with_what_counts(
    browser: Any, server: str
) -> None:
    # Folklorists and Zapevalas (values 2 and 1) among the number cards; the bots hand
    # them over when the person plays a 1 or a 2 (R11.1), which the person does
    deck = {"number": 2, "folklorist": 3, "zapevala": 3}
    # the bots choose whom to hand a card to: a table where none came to the person in
    # two minutes is left for a new one (three at most)
    for _ in range(3):
        ctx, page, sent = sit(browser, server, deck, "heuristic")
        if play_until(page, LINE, "12", 120):
            break
        ctx.close()
    else:
        raise AssertionError("no Courage line was handed to the person at three tables")
    try:
        page.wait_for_function("document.activeElement?.id === 'answer-text'", timeout=5_000)
        field = page.locator("#answer-text")
        hint = field.get_attribute("placeholder") or ""
        assert hint == "Пословица, поговорка или скороговорка" or re.fullmatch(
            r"[А-ЯЁ][а-яё ]+: строка / строка|Строка песни / строка песни", hint
        ), hint
        assert field.get_attribute("aria-label") == hint
        prompt = page.locator("#offers .prompt.courage").filter(has=field)
        assert "Напишите в поле ниже" in prompt.inner_text()
        # Esc goes back to the hand (a keyboard player), a click comes back
        field.press("Escape")
        assert page.evaluate("document.activeElement.matches('#hand .slot, #offers button')")
        field.click()
        # the answer typed there goes to the chat and answers the task
        folk = hint.startswith("Пословица")
        line = "Тише едешь — дальше будешь" if folk else "Ой, то не вечер / мне малым-мало спалось"
        field.fill(line)
        field.press("Enter")
        page.wait_for_function(f"!{OWED_LINE}", timeout=10_000)
        assert any(line in frame for frame in sent)
    finally:
        ctx.close()


WHISPER = """() => {
  const offers = [...document.querySelectorAll('#offers button.offer')];
  const whisper = offers.find((b) => b.textContent.includes('Шепнуть'));
  whisper?.click();
  return whisper ? document.activeElement.id : null;
}"""


def test_a_suflyor_whispers_what_the_person_writes(browser: Any, server: str) -> None:
    """R11.4: a player with a Suflyor in front speaks only in whispers; the page sends
    their chat as a whisper, and «Шепнуть» puts the cursor in the field."""
    deck = {"number": 1, "suflyor": 12}  # most cards a Suflyor: the bots hand them out
    ctx, page, sent = sit(browser, server, deck, "heuristic")
    for _ in range(3):  # the bots choose whom to hand one to: a new table if not this one
        if play_until(page, "S.legal.includes('whisper')", "4", seconds=120):
            break
        ctx.close()
        ctx, page, sent = sit(browser, server, deck, "heuristic")
    else:
        raise AssertionError("no Suflyor handed to the person at three tables")
    try:
        assert page.locator("#chat-text").get_attribute("placeholder", timeout=2_000) == (
            "Шёпотом (Суфлёр): уйдёт строчными буквами"
        )
        whisper = page.locator("#offers button.offer", has_text="Шепнуть")
        assert "всё, что вы пишете в чат, уходит шёпотом" in (whisper.get_attribute("title") or "")
        # found and clicked in one turn of the page: a prompt that opens above «Шепнуть»
        # between a pointer's aim and its press takes the click (under load, a gift's)
        focused = page.evaluate(WHISPER)
        assert focused is not None, "«Шепнуть» went before it was clicked"
        assert focused in ("chat-text", "answer-text")
        page.locator(f"#{focused}").fill("Тихо Сказано")
        page.locator(f"#{focused}").press("Enter")
        page.wait_for_function(
            "window.svintus.events.some((e) => e.kind === 'spoke' && e.text === 'тихо сказано')",
            timeout=10_000,
        )
        frames = [json.loads(f) for f in sent]
        assert {"type": "chat", "text": "Тихо Сказано"} not in [
            {k: f.get(k) for k in ("type", "text")} for f in frames
        ]
        assert any(f.get("action") == "whisper Тихо Сказано" for f in frames)
    finally:
        ctx.close()


# Two states of the person's prompts, rendered in turn into one box as the table page
# does: a Zapevala's line owed (its answer field) after an Ovatsii clap owed first; then
# the clap is done and the line's prompt moves up one place. Whether the field typed in
# is the same element, focused, with its text.
KEPT = """async () => {
  const lit = await import('/static/vendor/lit-html/lit-html.js');
  const { prompts } = await import('/static/prompts.js');
  const owed = (task, card, key) => ({ player: 0, task, card, key, seconds: 20 });
  const state = (tasks) => ({
    seat: 0, offers: [], hints: [], legal: [], choosing: null, rules: {},
    view: { seat: 0, hand: [], courage: { owed: tasks, areas: [[]], genres: [[]] } },
  });
  const box = document.createElement('section');
  document.body.append(box);
  const clap = owed('clap', 'ovatsii', 'c1');
  const line = owed('turn', 'zapevala', 'z1');
  lit.render(prompts(state([clap, line])), box);
  const field = box.querySelector('#answer-text');
  field.focus();
  field.value = 'Ой, то не вечер';
  lit.render(prompts(state([line])), box);
  const now = box.querySelector('#answer-text');
  return [now === field, document.activeElement === field, now.value];
}"""


def test_a_field_typed_in_keeps_the_focus_and_text_when_its_prompt_moves(
    browser: Any, server: str
) -> None:
    """R11.4: a person typing a line owed in the task's field is not thrown out of it when
    another prompt before it goes (or comes): the prompts are keyed by what asks."""
    ctx = browser.new_context(locale="ru-RU")
    page = ctx.new_page()
    try:
        page.goto(server + "/")
        page.wait_for_function("document.querySelector('h1')")
        assert page.evaluate(KEPT) == [True, True, "Ой, то не вечер"]
    finally:
        ctx.close()
