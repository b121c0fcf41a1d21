// The turn-timer bar: the server's clock at each `state`, run down locally between them.
import { lang, t } from "./i18n.js";
import { botPlaysMine, seatName } from "./select.js";

// "14.2 s" / "14,2 с": one decimal, the language's decimal mark and unit.
export function seconds(value) {
  const n = value.toFixed(1);
  return lang() === "ru" ? `${n.replace(".", ",")} с` : `${n} s`;
}

export function startTimer(box, fill, text) {
  let S = null;
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
      box.classList.remove("last");
      fill.style.width = "0%";
      // after a deal the clock waits for every person's page to show it (docs/protocol.md)
      const dealt = S.table?.status === "playing" && !S.table?.paused && !race;
      // cards being chosen hold the turn's time, given back after (docs/protocol.md, turn_ms_held)
      const held = c.turn_ms_held !== null && c.turn_ms_held !== undefined;
      text.textContent = held ? t("turn_held") : dealt ? t("clock_waits") : "";
      return;
    }
    const left = Math.max(0, given - gone);
    const share = Math.max(0, Math.min(1, left / total));
    box.classList.remove("idle");
    box.classList.toggle("race", race);
    // this person's own turn or race, not while a bot plays their seat (standin.js)
    const own = !botPlaysMine(S);
    box.classList.toggle("mine", own && v.current === S.seat);
    box.classList.toggle("low", share < 0.3);
    // the last two seconds of this person's own turn or race (issue #13)
    const mine = own && (race ? S.legal?.some((a) => a.startsWith("slap")) : v.current === S.seat);
    box.classList.toggle("last", !!mine && S.seat >= 0 && left <= 2000 && left > 0);
    fill.style.width = `${(share * 100).toFixed(1)}%`;
    const who = race ? t("race") : seatName(S, v.current);
    text.textContent = `${who} · ${seconds(left / 1000)}`;
  }
  requestAnimationFrame(frame);
  return {
    set(state) {
      S = state;
    },
  };
}
