// A bot for a person's seat (issue 24 point 6; docs/web.md, "Presence"): the table's
// creator may hand another person's seat to a bot (protocol `stand_in`) after a
// confirmation that says what happens; the person whose seat a bot plays sees it on their
// own seat and takes it back with one button (`take_back`), by playing, or by coming back.
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { playerText, wordOf } from "./i18n.js";
import { seatName } from "./select.js";

const WORDS = {
  en: {
    hand: "Let a bot play",
    hand_label: "Let a bot play for {name}",
    title: "Let a bot play for {name}?",
    what: "From now on a bot of this table's level plays for {name}: their cards and points stay theirs.",
    back: "{name} takes the seat back at any time by making a move, by pressing “Back in the game”, or by opening the table again.",
    confirm: "Let a bot play",
    cancel: "Cancel",
    plays_for: "A bot plays for {name}",
    plays_for_you: "A bot plays for you",
    take_back: "Back in the game",
  },
  ru: {
    hand: "Отдать место боту",
    hand_label: "Отдать место боту: игрок {name:nom}",
    title: "Отдать место игрока {name:nom} боту?",
    what: "С этого хода за игрока {name:nom} играет бот уровня этого стола; карты и очки остаются за игроком.",
    back: "Игрок {name:nom} может вернуть себе место в любой момент: сделать ход, нажать «Вернуться в игру» или снова открыть стол.",
    confirm: "Отдать боту",
    cancel: "Отмена",
    plays_for: "Бот играет за игрока {name:nom}",
    plays_for_you: "Бот играет за вас",
    take_back: "Вернуться в игру",
  },
};

// A person's name is never declined (docs/russian.md): «игрока Аня».
function w(key, name = "") {
  return (wordOf(WORDS, key) ?? key).replace(/\{name(?::\w+)?\}/g, () => playerText(name));
}

const isCreator = (S) => S.seat >= 0 && S.table?.creator === S.seat;

// Whether this page may hand seat `i` to a bot now: the creator, another person's taken
// seat, no bot on it yet, a match under way.
export function mayHand(S, i) {
  const info = S.table?.seats?.[i];
  return !!info && isCreator(S) && i !== S.seat && !info.bot && !!info.name && !info.stand_in
    && S.table.status === "playing" && !S.table.match_over;
}

// What a seat shows of this: the creator's button on another person's seat, or, on this
// page's own seat while a bot plays it, that line and the button to play again.
export function standInControl(S, i) {
  const info = S.table?.seats?.[i] || {};
  if (i === S.seat && info.stand_in) {
    return html`<div class="stand-in-mine" role="status"><span>${w("plays_for_you")}</span><button type="button" class="take-back" data-take-back>${w("take_back")}</button></div>`;
  }
  if (!mayHand(S, i)) return nothing;
  const name = seatName(S, i);
  return html`<button type="button" class="hand-to-bot" data-hand-seat=${i} aria-label=${w("hand_label", name)}>${w("hand")}</button>`;
}

// The seat's badge words in full (its title): «Бот играет за игрока Аня».
export const playsFor = (S, i) => w("plays_for", seatName(S, i));

// The confirmation (#hand-seat), while `S.handing` names a seat this page may hand.
export function handDialog(S) {
  const i = S.handing;
  if (i === null || i === undefined || !mayHand(S, i)) return nothing;
  const name = seatName(S, i);
  return html`<div class="box" role="dialog" aria-modal="true" aria-labelledby="hand-title">
    <h2 id="hand-title">${w("title", name)}</h2>
    <p>${w("what", name)}</p>
    <p>${w("back", name)}</p>
    <div class="row"><button type="button" id="hand-confirm" class="primary">${w("confirm")}</button><button type="button" id="hand-cancel">${w("cancel")}</button></div></div>`;
}

// The buttons above: open and answer the confirmation, take a seat back. Esc cancels.
export function wireStandIn(store, conn) {
  const ui = (patch) => store.dispatch({ type: "ui", patch });
  document.addEventListener("click", (e) => {
    const el = e.target.closest("[data-hand-seat],[data-take-back],#hand-confirm,#hand-cancel");
    if (!el) return;
    if (el.dataset.handSeat !== undefined) return ui({ handing: Number(el.dataset.handSeat) });
    if (el.dataset.takeBack !== undefined) return conn.send({ type: "take_back" });
    const seat = store.getState().handing;
    ui({ handing: null });
    if (el.id === "hand-confirm" && Number.isInteger(seat)) conn.send({ type: "stand_in", seat });
  });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && Number.isInteger(store.getState().handing)) ui({ handing: null });
  });
}
