// The page's two catalogues, loaded once for every module of the page:
// - the one catalogue of the game's words, phrases.json (docs/phrases.md), shared with the
//   terminal: the feed's sentences, the panels' lines and the tables of words;
// - the card catalogue, engine/cards.py: each kind's id, Russian and English names,
//   family, colours, values and rule for players, in the engine's order. The server makes
//   it from the engine at each request (/api/cards, what `svintus cards --json` prints);
//   the page keeps no copy of a card's names (docs/decisions.md, "Card names").
// Under node (the tests) phrases.json is read from the file and the card table is asked of
// this tree's Python: `python3 -m svintus cards --json` (SVINTUS_PYTHON names another).
const url = new URL("./phrases.json", import.meta.url);
const underNode = url.protocol === "file:";

async function cardsUnderNode() {
  const { execFileSync } = await import("node:child_process");
  const { fileURLToPath } = await import("node:url");
  const { delimiter } = await import("node:path");
  const src = fileURLToPath(new URL("../..", import.meta.url)); // the folder holding svintus/
  const path = [src, process.env.PYTHONPATH].filter(Boolean).join(delimiter);
  const python = process.env.SVINTUS_PYTHON || "python3";
  const out = execFileSync(python, ["-m", "svintus", "cards", "--json"], {
    env: { ...process.env, PYTHONPATH: path, PYTHONIOENCODING: "utf-8" },
    encoding: "utf8",
  });
  return JSON.parse(out);
}

async function fetched(where) {
  const r = await fetch(where);
  if (!r.ok) throw new Error(`${where}: ${r.status}`);
  return r.json();
}

export const [CATALOGUE, CARDS] = underNode
  ? [JSON.parse((await import("node:fs")).readFileSync(url, "utf8")), await cardsUnderNode()]
  : await Promise.all([fetched(url), fetched(new URL("/api/cards", import.meta.url))]);

// The card kinds by id ({id, ru, en, family, colours, values, rule_en, rule_ru, short_en,
// short_ru, label_en, label_ru, symbol, ...}: each kind's record, engine/cards.py), and
// their ids in the engine's order (a kind's code is its index).
export const KIND_BY_ID = Object.fromEntries(CARDS.map((k) => [k.id, k]));
export const KIND_IDS = CARDS.map((k) => k.id);

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
