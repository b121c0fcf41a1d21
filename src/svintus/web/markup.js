// cards.js and feed.js hand out a card's face and a feed line as markup they escaped
// themselves: HTML strings until the table page's rebuild on lit-html, templates after
// it. `piece` puts either into one of this module's users' lit templates; strings come
// only from those two modules' exported functions, never from data.
const range = document.createRange();

export function piece(value) {
  if (typeof value !== "string") return value; // a lit template (or nothing)
  return range.createContextualFragment(value);
}
