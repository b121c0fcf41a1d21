// The hand (#hand): a button per card. A card that can be played now (or chosen for a 2.0
// action) is in the Tab order; the others are not (tabindex -1, aria-disabled) and stay
// readable by their rule (a long press, a right click).
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { repeat } from "./vendor/lit-html/directives/repeat.js";
import { cardFace, cardLabel } from "./cardviews.js";
import { canPick, legalOf } from "./select.js";

export function handCards(S) {
  const v = S.view;
  if (!v || !v.hand) return [];
  const L = legalOf(S);
  const choosing = S.choosing; // cards chosen for a 2.0 action
  let drawnMarked = false;
  const cards = v.hand.map((name, index) => {
    const acts = choosing ? null : L.cards.get(name) || L.darks.get(name);
    const cls = [];
    let picked = false;
    let pickable = false;
    if (choosing) {
      picked = choosing.picked.includes(index);
      pickable = !picked && canPick(S, index);
      if (picked) cls.push("picked");
      if (pickable) cls.push("pickable");
    }
    if (acts) {
      const kind = acts[0].split(" ")[0];
      cls.push(kind === "intercept" ? "playable intercept" : kind === "dark" ? "playable dark" : "playable");
    }
    if (v.drawn && name === v.drawn && !drawnMarked) {
      cls.push("drawn");
      drawnMarked = true;
    }
    return { name, index, cls: cls.join(" "), live: !!acts || picked || pickable, picked };
  });
  return cards;
}

// Cards keep their element while the hand changes around them (keyed by name and copy),
// so the focus stays on a card and an animation on it runs on.
function keyOf(c, hand) {
  const copy = hand.slice(0, c.index).filter((x) => x === c.name).length;
  return `${c.name}#${copy}`;
}

export function hand(S) {
  const v = S.view;
  const cards = handCards(S);
  const pressed = (c) => (S.choosing ? String(c.picked) : nothing);
  return repeat(
    cards,
    (c) => keyOf(c, v.hand),
    (c) => html`<button class="slot" data-play=${c.name} data-index=${c.index} aria-label=${cardLabel(c.name)} aria-pressed=${pressed(c)} aria-disabled=${c.live ? nothing : "true"} tabindex=${c.live ? nothing : "-1"}>${cardFace(c.name, c.cls)}</button>`,
  );
}

// The phone's layout (style.css): a narrow screen, or a short one held sideways.
const PHONE = "(max-width: 760px), (max-height: 500px) and (orientation: landscape)";

// The hand stays whole on screen (docs/web.md): its cards shrink, step by step, until
// the hand takes at most three rows and about a third of the table's height. On a phone,
// while prompts ask something (#asks), the hand gives them room: it keeps what is left
// after the prompts and a strip of the table (ROOM), so both stay on one screen.
const CARD_SIZES = [[66, 96], [58, 84], [50, 73], [44, 64], [40, 58], [36, 52]];
const ROOM = 300;
export function fitHand(box, table, n) {
  const width = box.clientWidth - 8;
  if (!n || width <= 0) return;
  const phone = window.matchMedia(PHONE).matches;
  const asks = phone ? table.querySelector("#asks")?.offsetHeight || 0 : 0;
  const room = window.innerWidth > window.innerHeight ? ROOM / 4 : ROOM; // sideways: two columns
  const budget = Math.max(110, Math.min(0.36 * table.clientHeight, table.clientHeight - asks - room));
  let size = CARD_SIZES[CARD_SIZES.length - 1];
  for (const s of CARD_SIZES.slice(phone ? 2 : 0)) {
    const perRow = Math.max(1, Math.floor((width + 5) / (s[0] + 5)));
    const rows = Math.ceil(n / perRow);
    if (rows <= 3 && rows * (s[1] + 5) <= budget) {
      size = s;
      break;
    }
  }
  box.style.setProperty("--card-w", `${size[0]}px`);
  box.style.setProperty("--card-h", `${size[1]}px`);
  box.classList.toggle("small", size[0] <= 50);
}
