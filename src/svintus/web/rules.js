// The rules for players (/rules): drawn from the server's rulebook (svintus.rulebook,
// the same text as docs/rules.md and docs/rules.ru.md), with the cards' pictures.
import { api, langButton } from "./api.js";
import { cardHtml, escape } from "./cards.js";
import { lang, t } from "./i18n.js";
import { fitLabels } from "./fit.js";

const $ = (id) => document.getElementById(id);
let book = null;

function draw() {
  if (!book) return;
  const L = lang();
  const sections = book.sections.map((s) => {
    const anchors = s.chapters.map((n) => `<span id="r${n}" class="anchor"></span>`).join("");
    const text = s.text[L].map((p) => `<p>${escape(p)}</p>`).join("");
    const pics = s.cards.length ? `<div class="rb-cards">${s.cards.map((c) => cardHtml(c)).join("")}</div>` : "";
    const example = s.example[L] ? `<div class="rb-example">${pics}<p><b>${escape(t("rules_example"))}:</b> ${escape(s.example[L])}</p></div>` : "";
    return `<section id="${s.id}" class="panel rule-section">${anchors}<h2>${escape(s.title[L])}</h2>${text}${example}</section>`;
  });
  const box = (which, title) =>
    `<h3>${escape(title)}</h3><ul class="card-list">` +
    book.cards
      .filter((c) => c.box === which)
      .map((c) => `<li id="card-${c.id}">${cardHtml(c.face)}<div><b>${escape(c[L])}</b><p>${escape(c[`rule_${L}`])}</p></div></li>`)
      .join("") +
    "</ul>";
  sections.push(
    `<section id="cards" class="panel rule-section"><h2>${escape(t("rules_cards"))}</h2>` +
      `${box("classic", t("rules_classic"))}${box("2.0", t("rules_box2"))}</section>`,
  );
  sections.push(
    `<section id="options" class="panel rule-section"><h2>${escape(t("house_rules"))}</h2><dl class="options-list">` +
      book.options.map((o) => `<dt>${escape(t(`opt_${o.id}`) === `opt_${o.id}` ? o.id.replace(/_/g, " ") : t(`opt_${o.id}`))}</dt><dd>${escape(o[L])}</dd>`).join("") +
      "</dl></section>",
  );
  $("rules-text").innerHTML = sections.join("");
  $("rules-toc").innerHTML = [
    ...book.sections.map((s) => `<a href="#${s.id}">${escape(s.title[L])}</a>`),
    `<a href="#cards">${escape(t("rules_cards"))}</a>`,
    `<a href="#options">${escape(t("house_rules"))}</a>`,
  ].join("");
  document.title = `Svintus · ${t("rules_title")}`;
  fitLabels($("rules-text"));
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

langButton($("lang"), draw);
api("GET", "/api/rules").then((data) => {
  book = data;
  draw();
});
