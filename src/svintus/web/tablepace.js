// The table page says which pace its table has (issue 24 point 1, RULES.md R14.2): a mark
// beside the table's code in the bar. And a browser whose seat saw its match to the end
// is no newcomer any more (pace.js). It reads only the page's documented snapshot,
// `window.svintus` (docs/web.md), and draws into an element of its own.
import { html, render } from "./vendor/lit-html/lit-html.js";
import { onLang } from "./i18n.js";
import { w } from "./site_words.js";
import { markFinished, paceLabel } from "./pace.js";

let box = null;
let line = null; // on a phone, whose bar has no room: a line in the middle of the table

function draw() {
  const S = window.svintus;
  const seconds = S?.table?.rules?.turn_seconds;
  if (seconds && !box) {
    box = document.createElement("span");
    box.id = "pace";
    box.className = "pace-tag";
    document.getElementById("code")?.after(box);
    line = document.createElement("div");
    line.id = "pace-line";
    line.className = "pace-line";
    document.getElementById("direction")?.after(line);
  }
  if (box && seconds) {
    const said = html`${w("pace_of_table", { pace: paceLabel(seconds) })}`;
    render(said, box);
    render(said, line);
  }
  if (S?.table?.match_over && S.seat >= 0) markFinished();
}

onLang(draw);
setInterval(draw, 1000);
