// Choosing cards of the hand for a 2.0 action (docs/web.md): an offer with `choose`
// turns the hand into a picker; the chosen cards send the variant of the offer whose
// cards they are. The offers themselves are drawn by scene.js.
// ------------------------------------------------------------------ choosing cards

// The variant of the offer being chosen whose cards are exactly the selected ones.
export function chosenAction(S) {
  const c = S.choosing;
  if (!c || !S.view?.hand) return null;
  const offer = (S.offers || [])[c.index];
  if (!offer || offer.label !== c.label) return null;
  const picked = c.picked.map((i) => S.view.hand[i]).sort();
  const at = (offer.cards || []).findIndex((cards) => cards.length === picked.length && [...cards].sort().every((x, i) => x === picked[i]));
  return at >= 0 ? offer.actions[at] : null;
}

// Whether the card at `index` of the hand can still be added to the choice.
export function canPick(S, index) {
  const c = S.choosing;
  const offer = c && (S.offers || [])[c.index];
  if (!offer || !S.view?.hand) return false;
  if (c.picked.includes(index)) return true;
  const picked = [...c.picked, index].map((i) => S.view.hand[i]);
  return (offer.cards || []).some((cards) => {
    const rest = [...cards];
    return picked.every((x) => {
      const at = rest.indexOf(x);
      if (at < 0) return false;
      rest.splice(at, 1);
      return true;
    });
  });
}

// The cards of an action being named one at a time (the view's `choice`, this seat's):
// the hand picks at once, each card sent as its own `give` (docs/decisions.md).
export function myChoice(S) {
  const c = S.view?.choice;
  return c && c.player === S.seat ? c : null;
}

// The choice stops when its offer is gone (the moment passed).
export function checkChoosing(S) {
  if (!S.choosing && myChoice(S)) {
    const index = (S.offers || []).findIndex((o) => o.verb === "give" && o.choose);
    if (index >= 0) S.choosing = { index, label: S.offers[index].label, picked: [] };
  }
  const c = S.choosing;
  if (!c) return;
  const offer = (S.offers || [])[c.index];
  if (!offer || offer.label !== c.label) {
    const again = (S.offers || []).findIndex((o) => o.label === c.label && o.choose);
    if (again < 0) S.choosing = null;
    else c.index = again;
  }
  if (S.choosing && S.view?.hand) S.choosing.picked = S.choosing.picked.filter((i) => i < S.view.hand.length);
}
