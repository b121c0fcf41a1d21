// The drawn symbols (faces.js: the special cards' faces, the wardrobe's items) come as SVG
// markup from the package itself. They become SVG elements here, built one by one with
// createElementNS from a small, checked subset (shapes and their geometry: no script, no
// link, no event attribute, no HTML parser), never as markup into the page. A template
// shows one with `${drawn(markup)}`; the same markup again leaves the element in place.
import { noChange } from "./vendor/lit-html/lit-html.js";
import { Directive, directive } from "./vendor/lit-html/directive.js";

const NS = "http://www.w3.org/2000/svg";
const TAGS = new Set(["svg", "g", "path", "circle", "ellipse", "rect", "line", "polyline", "polygon"]);
const TAG = /<(\/?)([a-z]+)((?:\s+[a-zA-Z][a-zA-Z-]*="[^"<>]*")*)\s*(\/?)>/g;
const ATTR = /([a-zA-Z][a-zA-Z-]*)="([^"<>]*)"/g;

// The first element of `markup` (with its children), or null when nothing checks out.
export function svgElement(markup) {
  const root = [];
  const stack = [];
  for (const m of String(markup || "").matchAll(TAG)) {
    const [, closing, tag, attrs, selfClosing] = m;
    if (!TAGS.has(tag)) return null;
    if (closing) {
      stack.pop();
      continue;
    }
    const el = document.createElementNS(NS, tag);
    for (const [, name, value] of attrs.matchAll(ATTR)) {
      if (name.startsWith("on") || name.includes("href")) return null;
      el.setAttribute(name, value);
    }
    if (stack.length) stack[stack.length - 1].append(el);
    else root.push(el);
    if (!selfClosing) stack.push(el);
  }
  return root[0] || null;
}

class Drawn extends Directive {
  render(markup) {
    return svgElement(markup);
  }

  update(_part, [markup]) {
    if (markup === this.markup) return noChange;
    this.markup = markup;
    return markup ? svgElement(markup) : null;
  }
}

// A template's child: the SVG `markup` as elements, rebuilt only when it changes.
export const drawn = directive(Drawn);
