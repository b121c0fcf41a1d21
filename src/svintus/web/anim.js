// Cards move on screen (docs/web.md): a played card flies from its player (your hand or
// their seat) onto the pile; cards taken fly face down from the deck to the taker. Short
// Web Animations, none at all when the system asks for reduced motion. Each animation
// started is counted in the store (`animations`, through `count`).
const MS = 320;

export function reducedMotion() {
  return !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

function centre(el) {
  const r = el?.getBoundingClientRect();
  return r && r.width ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
}

function seatEl(S, player) {
  if (player === S.seat) return document.getElementById("hand");
  return document.querySelector(`#seats [data-seat="${player}"]`);
}

// The pile's top card comes from where it was played.
function flyToPile(from, count) {
  const card = document.querySelector("#pile .card");
  const a = centre(from);
  const b = centre(card);
  if (!a || !b || !card.animate) return;
  // in flight it takes no tap: it passes over the deck, whose tap (a draw, a slap) must
  // not land on the pile (a slap on the wrong pile, R8.6)
  card.style.pointerEvents = "none";
  const run = card.animate(
    [
      { transform: `translate(${a.x - b.x}px, ${a.y - b.y}px) scale(0.85)`, opacity: 0.4 },
      { transform: "none", opacity: 1 },
    ],
    { duration: MS, easing: "cubic-bezier(.2,.8,.3,1)" },
  );
  run.finished.catch(() => {}).finally(() => (card.style.pointerEvents = ""));
  count();
}

// A face-down card flies from the deck to the taker (one per event, however many cards).
function flyFromDeck(to, count) {
  const deck = document.getElementById("deck");
  const a = centre(deck);
  const b = centre(to);
  if (!a || !b || !document.body.animate) return;
  const ghost = document.createElement("span");
  ghost.className = "card back-card flying";
  ghost.setAttribute("aria-hidden", "true");
  ghost.style.left = `${a.x}px`;
  ghost.style.top = `${a.y}px`;
  document.body.append(ghost);
  const run = ghost.animate(
    [
      { transform: "translate(-50%, -50%)", opacity: 1 },
      { transform: `translate(calc(${b.x - a.x}px - 50%), calc(${b.y - a.y}px - 50%)) scale(0.7)`, opacity: 0.2 },
    ],
    { duration: MS + 80, easing: "ease-in-out" },
  );
  run.onfinish = () => ghost.remove();
  run.oncancel = () => ghost.remove();
  count();
}

// Called after a state is drawn, with its new events (never for the history of a
// (re)connection: that is the past, not a move).
export function animate(S, events, count = () => {}) {
  if (reducedMotion() || document.hidden) return;
  let played = null;
  for (const e of events) {
    if (e.kind === "played" && typeof e.player === "number") played = e.player;
    if (e.kind === "took" && e.number > 0 && typeof e.player === "number") flyFromDeck(seatEl(S, e.player), count);
  }
  if (played !== null) flyToPile(seatEl(S, played), count);
}
