// Cards in notation for the pages not on templates yet (rules.js, replay.js) and for
// tools: the parsing of cardnames.js and the string markup of legacy_html.js. The table
// page imports cardnames.js and cardviews.js instead.
export * from "./cardnames.js";
export { cardHtml, cardChip, colourChip, escape } from "./legacy_html.js";
