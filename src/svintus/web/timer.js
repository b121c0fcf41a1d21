// The turn-timer bar: the server's clock at each `state`, run down locally between them.
import { t } from "./i18n.js";

export function startTimer(box, fill, text) {
  let S = null;
  let nameOf = null;
  function frame() {
    requestAnimationFrame(frame);
    const c = S && S.clock;
    const v = S && S.view;
    if (!c || !v || (v.winner !== null && v.winner !== undefined)) {
      box.classList.add("idle");
      fill.style.width = "0%";
      text.textContent = "";
      return;
    }
    const gone = performance.now() - (S.clockAt || 0);
    const race = c.race_ms_left !== null && c.race_ms_left !== undefined;
    // a Temnodel last-card window times each check decision with its own window (R14.2)
    const asking = v.chain && v.chain.last_card !== null && v.chain.last_card !== undefined;
    const check = asking ? (S.rules?.dark_check_seconds || 4) * 1000 : 0;
    const total = race ? (S.rules?.slap_seconds || 3) * 1000 : check || c.turn_ms || 1;
    const given = race ? c.race_ms_left : c.turn_ms_left;
    if (given === null || given === undefined || S.table?.paused) {
      box.classList.add("idle");
      fill.style.width = "0%";
      text.textContent = "";
      return;
    }
    const left = Math.max(0, given - gone);
    const share = Math.max(0, Math.min(1, left / total));
    box.classList.remove("idle");
    box.classList.toggle("race", race);
    box.classList.toggle("mine", v.current === S.seat);
    box.classList.toggle("low", share < 0.3);
    fill.style.width = `${(share * 100).toFixed(1)}%`;
    const who = race ? t("race") : nameOf(S, v.current);
    text.textContent = `${who} · ${(left / 1000).toFixed(1)} s`;
  }
  requestAnimationFrame(frame);
  return {
    set(state, seatName) {
      S = state;
      nameOf = seatName;
    },
  };
}
