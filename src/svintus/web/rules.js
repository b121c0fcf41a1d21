// The rules for players (/rules): drawn from the server's rulebook (svintus.rulebook,
// the same text as docs/rules.md and docs/rules.ru.md), with the cards' pictures, by
// lit-html templates (escaping by default).
import { html, render } from "./vendor/lit-html/lit-html.js";
import { api } from "./api.js";
import { lang, t } from "./i18n.js";
import { fitLabels } from "./fit.js";
import { face } from "./sitemarkup.js";
import { bar, everyLanguage } from "./sitebar.js";

let book = null;
let scrolled = false;

const card = (name) => face(name);

function section(s, L) {
  const pics = s.cards.length ? html`<div class="rb-cards">${s.cards.map(card)}</div>` : "";
  // ids of their own: a rulebook section named "table" took the table page's #table look
  return html`<section id=${`part-${s.id}`} class="panel rule-section">${s.chapters.map(
    (n) => html`<span id=${`r${n}`} class="anchor"></span>`,
  )}<h2>${s.title[L]}</h2>${s.text[L].map((p) => html`<p>${p}</p>`)}${s.example[L]
    ? html`<div class="rb-example">${pics}<p><b>${t("rules_example")}:</b> ${s.example[L]}</p></div>`
    : ""}</section>`;
}

function box(which, title, L) {
  return html`<h3>${title}</h3><ul class="card-list">${book.cards
    .filter((c) => c.box === which)
    .map((c) => html`<li id=${`card-${c.id}`}>${card(c.face)}<div><b>${c[L]}</b><p>${c[`rule_${L}`]}</p></div></li>`)}</ul>`;
}

function optionName(id) {
  const word = t(`opt_${id}`);
  return word === `opt_${id}` ? id.replace(/_/g, " ") : word;
}

function text(L) {
  return html`${book.sections.map((s) => section(s, L))}
    <section id="cards" class="panel rule-section"><h2>${t("rules_cards")}</h2>
      ${box("classic", t("rules_classic"), L)}${box("2.0", t("rules_box2"), L)}</section>
    <section id="options" class="panel rule-section"><h2>${t("house_rules")}</h2>
      <dl class="options-list">${book.options.map((o) => html`<dt>${optionName(o.id)}</dt><dd>${o[L]}</dd>`)}</dl>
    </section>`;
}

function toc(L) {
  return html`${book.sections.map((s) => html`<a href=${`#part-${s.id}`}>${s.title[L]}</a>`)}
    <a href="#cards">${t("rules_cards")}</a><a href="#options">${t("house_rules")}</a>`;
}

function draw() {
  render(bar({ heading: t("rules_title"), rules: false }), document.getElementById("bar"));
  document.title = `${t("title")} · ${t("rules_title")}`;
  if (!book) return;
  const L = lang();
  render(toc(L), document.getElementById("rules-toc"));
  render(text(L), document.getElementById("rules-text"));
  fitLabels(document.getElementById("rules-text"));
  if (!scrolled && location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  scrolled = true;
}

everyLanguage(draw);
api("GET", "/api/rules").then((data) => {
  book = data;
  draw();
});
