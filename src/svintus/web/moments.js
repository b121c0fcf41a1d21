// The moments that alert this seat (issue 24 point 5, docs/web.md "Alerts"), pure: from
// the store's state, which moment this seat is in (its turn, a window or Courage task
// for it, a race: the tab's title says it), and which alert a change starts — once, on
// the change that starts the moment, never on a redraw, never for a spectator. The
// browser's side (tones, vibration, notifications, the sound button) is alerts.js.
import { kindName, t, wordOf } from "./i18n.js";
import { offerLabel } from "./offerwords.js";
import { botPlaysMine, seatName, seatOfLabel } from "./select.js";
import { statusText } from "./status.js";

const WORDS = {
  en: {
    turn: "Your turn", window: "Your chance", task: "Your task", race: "A race!",
    sound: "Sound", on: "on", off: "off",
    sound_title: "A short tone (and a vibration on a phone) when it is your turn, a window or task is yours, or a race starts",
    notify: "Notify me",
    notify_title: "A notification when the tab is hidden and it is your turn, a window or a race (the browser asks once)",
  },
  ru: {
    turn: "Ваш ход", window: "Ваш шанс", task: "Ваше задание", race: "Гонка!",
    sound: "Звук", on: "вкл", off: "выкл",
    sound_title: "Короткий сигнал (и вибрация на телефоне), когда ваш ход, для вас открыто окно или задание, началась гонка",
    notify: "Уведомлять",
    notify_title: "Уведомление, когда вкладка скрыта, а у вас ход, окно или гонка (браузер спросит один раз)",
  },
};
export const aw = (key) => wordOf(WORDS, key);

// The offers that ask something of this seat out of its turn: a window to give a card,
// a throw, cards to pick, a gift (a task's bow or clap is the task; the race's own steps
// are the race). Not the objection votes: one opens at every creative answer of anyone,
// and voting is a choice, not a chance that closes on you.
const ASKS = new Set(["etiquette", "throw", "pick", "gift"]);

// a seat a bot plays for its person is in no moment: the bot answers (standin.js)
const live = (S) => !!S?.view && S.seat >= 0 && (S.view.winner === null || S.view.winner === undefined) &&
  !botPlaysMine(S);
const myTurn = (S) => live(S) && S.view.current === S.seat;

// A race this seat is in and has not finished: a slap race it may still slap in, or a
// Challenge race (R12) it has not finished.
function racing(S) {
  if (!live(S)) return false;
  if (S.view.race) return (S.legal || []).includes("slap deck");
  const r = S.view.challenge?.races;
  return !!r?.card && !(r.finished || []).includes(S.seat);
}

const asks = (S) => (S.offers || []).filter((o) => ASKS.has(o.verb) && seatOfLabel(o) !== S.seat);
const tasks = (S) => (S.view?.courage?.owed || []).filter((o) => o.player === S.seat);

// The moment this seat is in, for the title: "race", "task", "window", "turn", or null.
export function moment(S) {
  if (!live(S)) return null;
  if (racing(S)) return "race";
  if (tasks(S).length) return "task";
  if (asks(S).length) return "window";
  return myTurn(S) ? "turn" : null;
}

// The alert a change starts, once: {kind, text} or null. A race that starts, a task or a
// window that was not there before, this seat's turn beginning.
export function alertOf(prev, next) {
  if (!live(next)) return null;
  const name = (i) => seatName(next, i);
  const card = next.view.challenge?.races?.card;
  if ((next.view.race && !prev?.view?.race) || (card && card !== prev?.view?.challenge?.races?.card)) {
    if (racing(next)) return { kind: "race", text: card ? kindName(card) : t("race") };
  }
  const known = new Set(tasks(prev || {}).map((o) => o.key));
  const task = tasks(next).find((o) => !known.has(o.key));
  if (task) return { kind: "task", text: t("s_owe_you", { task: t(`task_${task.task}`) }) };
  const before = new Set((prev?.offers || []).map((o) => o.label));
  const offer = asks(next).find((o) => !before.has(o.label));
  if (offer) return { kind: "window", text: offerLabel(next, offer, name) };
  if (myTurn(next) && !myTurn(prev || {})) return { kind: "turn", text: statusText(next) };
  return null;
}

// The tab's title in a moment: «• Ваш ход — Свинтус»; the game's name otherwise.
export function titleOf(kind) {
  return kind ? `• ${aw(kind)} — ${t("title")}` : t("title");
}
