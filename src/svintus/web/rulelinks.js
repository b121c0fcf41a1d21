// Rule numbers in what the page shows ("(R12.6)") become links to the section of the
// rules for players that tells that rule in words (/rules#r12): players never read a
// rule number (docs/web.md).
import { t } from "./i18n.js";

const NUMBER = /\s?\(?\bR(\d{1,2})(?:\.\d{1,2})?(?:[–-]R?\d{1,2}(?:\.\d{1,2})?)?\)?/g;

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
    const text = node.nodeValue;
    const frag = document.createDocumentFragment();
    let last = 0;
    for (const m of text.matchAll(NUMBER)) {
      frag.append(text.slice(last, m.index));
      const a = document.createElement("a");
      a.href = `/rules#r${m[1]}`;
      a.target = "_blank";
      a.rel = "noopener";
      a.className = "rule-ref";
      a.textContent = ` (${t("rules_link")})`;
      frag.append(a);
      last = m.index + m[0].length;
    }
    frag.append(text.slice(last));
    node.replaceWith(frag);
  }
}
