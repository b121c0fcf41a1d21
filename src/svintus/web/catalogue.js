// The one catalogue of the game's words, phrases.json (docs/phrases.md), shared with the
// terminal: the feed's sentences, the panels' lines and the tables of words. Loaded once
// for every module of the page; under node (the tests) it is read from the file.
const url = new URL("./phrases.json", import.meta.url);

export const CATALOGUE =
  url.protocol === "file:"
    ? JSON.parse((await import("node:fs")).readFileSync(url, "utf8"))
    : await fetch(url).then((r) => r.json());

// The catalogue's list of genres is in the engine's order (engine/families/courage/phrases.py).
export const GENRES = ["children", "chanson", "love", "english", "patriotic", "folk"];

// The page's words that are also the catalogue's, by the page's key: the panels' lines
// (the same sentence in the terminal's 2.0 panel), the feats and the genres.
export function sharedStrings(l) {
  const out = { wait_turn: CATALOGUE.panels[l].wait_turn, s_pick: CATALOGUE.panels[l].pick_you };
  for (const [id, word] of Object.entries(CATALOGUE.tables.feat[l])) out[`feat_${id}`] = word;
  GENRES.forEach((id, i) => (out[`genre_${id}`] = CATALOGUE.tables.genre[l][i]));
  return out;
}
