// The 404 page (served with HTTP 404): a table code nobody created, or an address the
// site does not have. It says so in the visitor's language, with the way back.
import { html, render } from "./vendor/lit-html/lit-html.js";
import { w } from "./site_words.js";
import { bar, everyLanguage } from "./sitebar.js";

const parts = location.pathname.split("/").filter(Boolean);
const table = parts.length === 2 && parts[0] === "t";
let code = "";
try {
  code = table ? decodeURIComponent(parts[1]).slice(0, 16) : "";
} catch (_) {
  code = parts[1].slice(0, 16); // not a valid escape: the code as typed
}

function draw() {
  const title = table ? w("no_table_title") : w("missing_title");
  document.title = `${w("title")} · ${title}`;
  render(bar(), document.getElementById("bar"));
  render(
    html`<section id="gone" class="panel gone">
      <h1>${title}</h1>
      <p id="gone-text">${table ? w("no_table_text", { code }) : w("missing_text")}</p>
      <a href="/" class="button primary">${w("b_to_lobby")}</a>
    </section>`,
    document.getElementById("main"),
  );
}

everyLanguage(draw);
