// The status line in words (pure: the state in, a sentence out): whose turn, what it
// waits for, the open chain from the player to move's side.
import { kindOf, parseCard } from "./cardnames.js";
import { cardText, t } from "./i18n.js";
import { botPlaysMine, legalOf, seatName } from "./select.js";

// When it is this player's turn but they have nothing of the turn to do (no card to
// play, no draw): what the turn waits for, in words; null when nothing is in the way.
export function waitingFor(S) {
  const v = S.view;
  const L = legalOf(S);
  if (!v || v.current !== S.seat || v.winner !== null) return null;
  if (L.cards.size || L.darks.size || ["draw", "pass", "accept", "check", "giveup"].some((k) => L.other.has(k))) return null;
  if (L.names.length) return null;
  let what;
  const ch = v.challenge;
  const owing = (v.courage?.owed || []).find((o) => o.player !== S.seat);
  if (ch?.races?.card) what = t("wait_race");
  else if (ch?.duels?.phase) what = t("wait_duel");
  else if (v.etiquette?.windows?.length || v.etiquette?.picks?.length) what = t("wait_window");
  else if (owing) what = t("wait_task", { name: seatName(S, owing.player) });
  else if (v.chain) what = t("wait_chain");
  else if (S.offers.length) return t("s_your_move");
  else what = t("wait_other");
  return t("wait_turn", { what });
}

// The open chain, from the player to move's side, or null when there is none (R9).
function chainStatus(S) {
  const v = S.view;
  const chain = v.chain;
  if (!chain) return null;
  const me = S.seat;
  const name = seatName(S, v.current);
  if (chain.kind === "svinorost") {
    const values = chain.values.join(t("or_word"));
    const n = parseCard(v.top)?.value ?? 0;
    return v.current === me ? t("sv_you", { values, n }) : t("sv_other", { values, name });
  }
  if (chain.last_card !== null && chain.last_card !== undefined) {
    const liar = seatName(S, chain.last_card);
    if (v.current === me) return t("last_you", { liar });
    if (chain.last_card === me) return t("last_yours", { name });
    return t("last_other", { name, liar });
  }
  const dark = chain.dark || [];
  if (!dark.length) {
    const colour = t(parseCard(v.top)?.colour || "red");
    return v.current === me ? t("tm_first_you", { colour }) : t("tm_first_other", { name });
  }
  const said = cardText(parseCard(dark[dark.length - 1].declared));
  return v.current === me ? t("tm_you", { card: said }) : t("tm_other", { name });
}

export function statusText(S) {
  const v = S.view;
  if (!v) return t(S.table ? "waiting_short" : "connecting");
  if (S.table?.paused) return t("paused");
  if (v.winner !== null && v.winner !== undefined) {
    return `${t("game_won_banner", { name: seatName(S, v.winner), points: v.points })}. ${S.table?.match_over ? t("match_over") : t("next_game")}`;
  }
  // a bot plays this seat: say so and how to come back, never "your turn"
  if (botPlaysMine(S)) return t("stand_in_you");
  const me = S.seat;
  if (v.race) return v.race.slapped_deck.includes(me) || v.race.slapped_pile.includes(me) ? t("race_done") : t("race");
  if (v.naming) return v.current === me ? t("name_colour") : t("naming_of", { name: seatName(S, v.current) });
  // your turn, held by an open window or race: say so, not "take it or transfer it" with
  // no button to do either
  const waits = waitingFor(S);
  if (waits) return waits;
  if (v.pending) {
    const kind = kindOf(v.pending.kind);
    const key = kind === "khapyozh" ? "khapyozh" : "zakhrapin";
    if (v.pending.target === me) return t(`pending_you_${key}`, { n: v.pending.count });
    return t(`pending_${key}`, { n: v.pending.count, name: seatName(S, v.pending.target) });
  }
  const chain = chainStatus(S);
  if (chain) return chain;
  if (v.current === me) return t(v.has_drawn ? "your_turn_drawn" : "your_turn");
  return t("turn_of", { name: seatName(S, v.current) });
}
