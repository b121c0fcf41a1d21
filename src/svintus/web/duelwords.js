// What a duel's step waits for, in the catalogue's words (the terminal's panel says the
// same): "Anna gives Bot 4 a card", "Bot 2 names a colour" ...; as sentence parts
// (rich.js), [] when nobody moves. Pure.
import { panelLine } from "./phrases.js";
import { CATALOGUE } from "./catalogue.js";
import { lang } from "./i18n.js";
import { richParts } from "./rich.js";

export function duelStep(d, me, name) {
  const awaiting = Array.isArray(d.awaiting) ? d.awaiting : Number.isInteger(d.awaiting) ? [d.awaiting] : [];
  const mover = Number.isInteger(d.turn) ? d.turn : awaiting.length ? awaiting[0] : null;
  if (mover === null && !awaiting.length) return [];
  const seats = ["opponent", "colour", "flip", "lay", "chip", "pull"];
  let key = d.step === "give" ? (awaiting.length === 1 ? "step_give_one" : "step_give") : seats.includes(d.step) ? `step_${d.step}` : "step_other";
  if (["step_flip", "step_chip", "step_pull"].includes(key) && !d.colour) key = key === "step_chip" ? "step_lay" : "step_other";
  const data = { mover, opponent: d.opponent ?? null, colour: d.colour ?? null, receiver: d.receiver ?? null, awaiting };
  return richParts((hooks) => panelLine(CATALOGUE, key, data, lang(), hooks), name, me);
}
