// Rule numbers in what the page shows ("(R12.6)") become links to the section of the
// rules for players that tells that rule in words (/rules#r12): players never read a
// rule number (docs/web.md).
//
// `ruleLinked(text)` is for lit-html templates: the text's parts with each rule number a
// link. `linkRules(root)` rewrites text already in the DOM; it is for markup no template
// owns (a template's text nodes belong to lit-html, which patches them in place).
import { html } from "./vendor/lit-html/lit-html.js";
import { t } from "./i18n.js";

const NUMBER = /\s?\(?\bR(\d{1,2})(?:\.\d{1,2})?(?:[–-]R?\d{1,2}(?:\.\d{1,2})?)?\)?/g;

// [text, chapter, text, chapter, ..., text]: the text around each rule number.
function split(text) {
  const out = [];
  let last = 0;
  for (const m of String(text).matchAll(NUMBER)) {
    out.push(text.slice(last, m.index), m[1]);
    last = m.index + m[0].length;
  }
  out.push(String(text).slice(last));
  return out;
}

const link = (chapter) =>
  html`<a href=${`/rules#r${chapter}`} target="_blank" rel="noopener" class="rule-ref"> (${t("rules_link")})</a>`;

export function ruleLinked(text) {
  if (!/\bR\d/.test(text ?? "")) return text;
  return split(text).map((part, i) => (i % 2 ? link(part) : part));
}

export function linkRules(root) {
  if (!root) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (!/\bR\d/.test(node.nodeValue)) return NodeFilter.FILTER_REJECT;
      if (node.parentElement?.closest("a,input,textarea,script,style,.chat-line")) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const found = [];
  while (walker.nextNode()) found.push(walker.currentNode);
  for (const node of found) {
    const frag = document.createDocumentFragment();
    split(node.nodeValue).forEach((part, i) => {
      if (!(i % 2)) return frag.append(part);
      const a = document.createElement("a");
      a.href = `/rules#r${part}`;
      a.target = "_blank";
      a.rel = "noopener";
      a.className = "rule-ref";
      a.textContent = ` (${t("rules_link")})`;
      frag.append(a);
    });
    node.replaceWith(frag);
  }
}
