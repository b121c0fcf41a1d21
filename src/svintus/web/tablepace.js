// The table page says which pace its table has (issue 24 point 1, RULES.md R14.2): a mark
// beside the table's code in the bar. And a browser whose seat saw its match to the end
// is no newcomer any more (pace.js). It reads only the page's documented snapshot,
// `window.svintus` (docs/web.md), and draws into an element of its own.
import { html, render } from "./vendor/lit-html/lit-html.js";
import { onLang } from "./i18n.js";
import { w } from "./site_words.js";
import { markFinished, paceLabel } from "./pace.js";

let box = null;

function draw() {
  const S = window.svintus;
  const seconds = S?.table?.rules?.turn_seconds;
  if (seconds && !box) {
    box = document.createElement("span");
    box.id = "pace";
    box.className = "pace-tag";
    document.getElementById("code")?.after(box);
  }
  if (box && seconds) render(html`${w("pace_of_table", { pace: paceLabel(seconds) })}`, box);
  if (S?.table?.match_over && S.seat >= 0) markFinished();
}

onLang(draw);
setInterval(draw, 1000);
