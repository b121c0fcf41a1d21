// An offer of the server (src/svintus/table/offers.py) in words for people: a short
// label in the player's language ("Вручить Шалун! → Бот 2"), where on the page it
// belongs, and which card's rule explains it. Generic over the offers: the verb picks a
// sentence, the words after it become names, cards, colours, feats or items.
import { parseCard } from "./cardnames.js";
import { colourWord, kindName, lang, t } from "./i18n.js";
import { itemWord } from "./faces.js";
import { GENRES } from "./catalogue.js";

const LETTER = { R: "red", O: "orange", G: "green", B: "blue" };
const FEATS = ["reaction", "memory", "twister", "clicks"];

// Where each verb's control lives (scene.js): its own gesture, or a prompt.
const PLACE = {
  wink: "seat", notice: "seat", touch: "table", away: "hidden", back: "self",
  item: "wardrobe", tap: "wardrobe", feat: "feats", try: "feats",
  etiquette: "etiquette", throw: "etiquette", pick: "etiquette",
  gift: "courage", retire: "courage", bow: "courage", whisper: "courage", clap: "courage",
  stand: "courage", sit: "courage", object: "courage", uphold: "courage",
};

export function offerPlace(offer) {
  return PLACE[offer.verb] || "challenge";
}

// The card kind whose rule explains a verb (the challenge card at play for its verbs).
const VERB_KIND = {
  wink: "shmotrun", notice: "shmotrun", throw: "shuriken", pick: "shuriken", touch: "shtol",
  away: "shtul", back: "shtul", bow: "pokloonnik", whisper: "suflyor", clap: "ovatsii",
  stand: "ovatsii", sit: "ovatsii", fist: "one_for_all", show: "slippers", fas: "slippers",
  grab: "slippers", huts: "hands", item: "clothes", tap: "clothes", feat: "slabo", try: "slabo",
  box: "slabo", awl: "awl_for_soap", flip: "russian_roulette", yield: "razborka",
};

function isCardWord(w) {
  return /^[ROGB][0-7]$/.test(w) || /^[ROGB]:[a-z_]+$/.test(w) || kindName(w) !== w;
}

export function offerKind(S, offer) {
  const words = offer.label.split(/\s+/);
  if (["etiquette", "gift", "retire"].includes(offer.verb) && words[1] && isCardWord(words[1])) {
    return parseCard(words[1])?.kind || "";
  }
  if (VERB_KIND[offer.verb]) return VERB_KIND[offer.verb];
  const ch = S?.view?.challenge;
  return ch?.races?.card || ch?.duels?.phase || "";
}

function seatOf(w) {
  const m = /^p(\d+)$/.exec(w || "");
  return m ? Number(m[1]) - 1 : null;
}

// The label: the verb's sentence with the first seat, card, colour, item or feat.
export function offerLabel(S, offer, nameOf) {
  const words = offer.label.split(/\s+/).slice(1);
  const seat = words.map(seatOf).find((x) => x !== null);
  const name = seat === null || seat === undefined ? "" : nameOf(seat);
  const cardW = words.find((w) => isCardWord(w) && !FEATS.includes(w));
  // the card parsed: t() names it in the case its sentence asks ({card:acc})
  const card = (cardW && parseCard(cardW)) || "";
  const colourW = words.find((w) => LETTER[w] || ["red", "orange", "green", "blue", "grey"].includes(w));
  const colour = colourW ? colourWord(LETTER[colourW] || colourW) : "";
  const item = words.map((w) => itemWord(w, lang())).find(Boolean) || "";
  let key = `a_${offer.verb}`;
  if (offer.verb === "throw") key = words.includes("miss") ? "a_throw_miss" : "a_throw_hit";
  if (["lay", "give", "show"].includes(offer.verb) && !card) key = `a_${offer.verb}_any`;
  let text = t(key, { name, card, colour, item });
  if (text === key) text = t("a_other");
  const genre = words.find((w) => GENRES.includes(w));
  if (genre) text += ` (${t(`genre_${genre}`)})`;
  const feat = words.find((w) => FEATS.includes(w));
  if (feat) text = `${text}: ${t(`feat_${feat}`)}`;
  if (words.includes("svintus")) text += ` ${t("a_and_svintus")}`;
  return text;
}

export function featWord(feat) {
  const key = `feat_${feat}`;
  return t(key) === key ? "" : t(key);
}
