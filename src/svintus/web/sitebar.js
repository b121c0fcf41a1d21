// The bar at the top of the site's pages besides the table (lobby, rules, replay, 404):
// the site's name as the way home, the page's heading, the rules link and the language
// switch. Templates are lit-html's (escaping by default, the DOM patched in place).
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { lang, onLang, setLang, t } from "./i18n.js";

// The other language's name in its own language, marked as such for a screen reader.
function langSwitch() {
  const other = lang() === "ru" ? "en" : "ru";
  return html`<button id="lang" type="button" class="lang" lang=${other} title=${t("lang_title")}
    @click=${() => setLang(other)}><span class="long">${t("lang_switch")}</span><span class="short"
    aria-hidden="true">${other.toUpperCase()}</span></button>`;
}

// `heading`: the page's h1 (the lobby's is the site's name); `id`: its element id;
// `cls`: its classes; `rules`: a link to /rules; `home`: the site's name links the lobby.
export function bar({ heading = "", id = "", cls = "", rules = true, home = true, tagline = "" } = {}) {
  const logo = home
    ? html`<a href="/" class="logo">${t("title")}</a>`
    : html`<h1 class="logo">${t("title")}</h1>`;
  return html`${logo}
    ${heading ? html`<h1 id=${id || nothing} class=${`page-title ${cls}`}>${heading}</h1>` : nothing}
    ${tagline ? html`<span class="tagline">${tagline}</span>` : nothing}
    ${rules
      ? html`<a href="/rules" class="rules-link" target="_blank" rel="noopener">${t("rules_read")}</a>`
      : nothing}
    ${langSwitch()}`;
}

// Draws the page now and again whenever the language changes.
export function everyLanguage(draw) {
  document.documentElement.lang = lang();
  onLang(() => draw());
  draw();
}
