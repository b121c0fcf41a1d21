// What the page's words in both languages share: the Russian plural and counted words.
import { CATALOGUE } from "./catalogue.js";
import { playerRu } from "./phrases.js";

// Russian plural: 1 карта, 2 карты, 5 карт.
export function ru(n, one, few, many) {
  const a = Math.abs(n) % 100;
  const b = a % 10;
  if (a > 10 && a < 20) return many;
  if (b === 1) return one;
  if (b >= 2 && b <= 4) return few;
  return many;
}
export const cardsRu = (n) => `${n} ${ru(n, "карту", "карты", "карт")}`;
export const cardsEn = (n) => `${n} card${n === 1 ? "" : "s"}`;
export const x = (n) => (n > 1 ? ` ×${n}` : "");
// A player in a Russian case: «на Боте 3», «на игроке Аня», «на вас» (the page's «вы»).
export const inRu = (name, kase) => playerRu(CATALOGUE, name, kase, name === "вы");
