// What the person does: clicks, taps, long presses, drags and keys become actions sent to
// the table (`conn.act`) or changes of the store (a picker opened, a card chosen ...).
// The legal list of the state shown is the only source of what may be sent.
import { LETTER_OF } from "./cardnames.js";
import { chosenAction, canPick, legalOf, myChoice, pickOptions, withSvintus } from "./select.js";
import { hutAction } from "./huts.js";
import { featPressed, featStarted, PAD_STAGES } from "./feats.js";
import { hasRule } from "./dialogs.js";
import { t } from "./i18n.js";
import { joinTable, setName } from "./api.js";
import { setTips } from "./hints.js";
import { markWinked } from "./gestures.js";

const $ = (id) => document.getElementById(id);
const COLOURS = ["red", "orange", "green", "blue"];

export function wireInput(store, conn) {
  const S = () => store.getState();
  const ui = (patch) => store.dispatch({ type: "ui", patch });
  const act = (a) => conn.act(a);
  // A line for the chat: a whisper while a Suflyor asks for one (R11.4), else speech.
  const sendLine = (text) => {
    if (!text) return;
    if ((S().legal || []).includes("whisper")) act(`whisper ${text.slice(0, 110)}`) // an action: 120 characters at most;
    else conn.send({ type: "chat", text: text.slice(0, 300) });
  };

  // ---------------------------------------------------------------- cards and actions

  // A card of the hand: the legal play or interception of that card; a Svinorost offers
  // its number cards, a card in a Temnodel chain its declarations (R9).
  function playCard(name, index) {
    const s = S();
    if (s.choosing) return pickCard(index);
    const L = legalOf(s);
    if (L.darks.has(name)) return ui({ pendingPick: { type: "dark", name } });
    const options = L.cards.get(name);
    if (!options) return;
    if (options.some((a) => a.startsWith("play svinorost "))) return ui({ pendingPick: { type: "svinorost", name } });
    const colours = options.filter((a) => /\s[ROGB](\s|$)/.test(a.replace(/^\S+\s+\S+/, "")));
    if (colours.length) return ui({ pendingColour: { name } });
    act(withSvintus(s, options, options.filter((a) => !a.endsWith(" svintus"))[0] || options[0]));
  }

  function chooseColour(colour) {
    const s = S();
    const L = legalOf(s);
    const letter = LETTER_OF[colour];
    if (s.pendingColour) {
      const options = L.cards.get(s.pendingColour.name) || [];
      const plain = options.find((a) => a.split(/\s+/)[2] === letter && !a.endsWith(" svintus"));
      ui({ pendingColour: null });
      act(withSvintus(s, options, plain));
    } else if (L.names.includes(letter)) act(`name ${letter}`);
  }

  function choosePick(action) {
    const s = S();
    if (!s.pendingPick) return;
    const all = pickOptions(s);
    ui({ pendingPick: null });
    if (all.includes(action)) act(withSvintus(s, legalOf(s)[s.pendingPick.type === "dark" ? "darks" : "cards"].get(s.pendingPick.name) || [], action));
  }

  function doAction(action) {
    const s = S();
    if (action !== "svintus") return act(action);
    const L = legalOf(s);
    const move = s.view ? s.view.move : -1;
    // declared now as its own action: the play that follows must not declare it again,
    // or the feed says «Svintus!» twice (issue #13)
    store.dispatch({ type: "arm", move, declared: L.other.has("svintus") });
    if (L.other.has("svintus")) act(L.other.get("svintus"));
  }

  // An offer clicked: sent at once, or (cards to choose) the hand becomes a picker.
  function chooseOffer(index, label) {
    const s = S();
    const offer = s.offers[index];
    if (!offer || offer.label !== label) return;
    if (offer.verb === "whisper") return ($("answer-text") || $("chat-text")).focus(); // a whisper is typed
    if (offer.verb === "wink") markWinked();
    if (!offer.choose) {
      ui({ choosing: null });
      act(offer.actions[0]);
    } else ui({ choosing: s.choosing?.index === index ? null : { index, label, picked: [] } });
  }

  function pickCard(index) {
    const s = S();
    const c = s.choosing;
    if (!c || !Number.isInteger(index)) return;
    const at = c.picked.indexOf(index);
    let picked = c.picked;
    if (at >= 0) picked = picked.filter((i) => i !== index);
    else if (canPick(s, index)) picked = [...picked, index];
    ui({ choosing: { ...c, picked } });
    if (myChoice(S()) && chosenAction(S())) sendChosen(); // one card, one click
  }

  function sendChosen() {
    const action = chosenAction(S());
    if (!action) return;
    ui({ choosing: null });
    act(action);
  }

  function startFeat(action) {
    const f = S().feat;
    if (f && f.stage !== "closed") return;
    const feat = featStarted(action);
    if (!feat) return;
    store.dispatch({ type: "feat", feat: null });
    store.dispatch({ type: "feat", feat });
    conn.send({ type: "feat", do: "start", feat: feat.feat });
  }

  function pressFeat() {
    const f = S().feat;
    if (!f || !PAD_STAGES.includes(f.stage)) return;
    conn.send({ type: "feat", do: "press" });
    store.dispatch({ type: "feat", feat: featPressed(f) });
  }

  // ---------------------------------------------------------------- clicks

  // A hand on the table (R10.2 Shtol!): a click on the bare table surface, when the
  // engine lists it; clicks on cards, piles, seats and buttons are not touches. A
  // flickering seat: a click notices the wink (R14.5).
  $("board").addEventListener("click", (e) => {
    const seat = e.target.closest(".seat[data-notice]");
    if (seat && !e.target.closest("button")) {
      const i = Number(seat.dataset.notice);
      const offer = S().offers[i];
      if (offer) chooseOffer(i, offer.label);
      return;
    }
    if (e.target.closest("button,a,input,.card,.seat,.pilebtn,.chain,.arena,#hand")) return;
    const touch = S().offers.find((o) => o.verb === "touch" && !o.choose);
    if (touch) act(touch.actions[0]);
  });

  // Any card shows its name and rule: a long press (touch or mouse), a right click, or a
  // click on a card that does nothing else (the pile, a seat's cards, chips, a card that
  // cannot be played now); action buttons show the rule of their card on hover.
  // A 2.0 button's own line (`data-explain`, gestures.js) stands above its card's rule.
  const showRule = (name, note = null) => hasRule(name) && ui({ rule: name, ruleNote: note });
  let press = null;
  document.addEventListener("pointerdown", (e) => {
    const el = e.target.closest("[data-card],[data-rule]");
    if (!el || e.button > 0) return;
    clearTimeout(press?.timer);
    press = { el, timer: setTimeout(() => {
      press.fired = true;
      showRule(el.dataset.card || el.dataset.rule, el.dataset.explain || null);
    }, 550) };
  });
  for (const ev of ["pointerup", "pointercancel", "pointerleave"]) {
    document.addEventListener(ev, () => clearTimeout(press?.timer), true);
  }
  document.addEventListener("click", (e) => {
    if (press?.fired) {
      press = null;
      e.stopPropagation();
      e.preventDefault();
      return;
    }
    press = null;
    if (S().rule && !e.target.closest("#rule .box")) {
      // the box has no veil: a tap elsewhere only closes it
      e.stopPropagation();
      e.preventDefault();
      return ui({ rule: null });
    }
    if (e.target.closest("#rule-close")) return ui({ rule: null });
    const el = e.target.closest("[data-card]");
    if (!el || e.target.closest("button:not([aria-disabled='true']),.slot:not([aria-disabled='true'])")) return;
    if (el.closest("#deck")) return;
    showRule(el.dataset.card);
  }, true);
  document.addEventListener("contextmenu", (e) => {
    const el = e.target.closest("[data-card],[data-rule]");
    if (!el) return;
    e.preventDefault();
    showRule(el.dataset.card || el.dataset.rule, el.dataset.explain || null);
  });

  document.addEventListener("click", (e) => {
    const hut = e.target.closest("[data-hut-card]");
    if (hut) return act(hutAction(S().legal, hut.dataset.hutCard));
    const el = e.target.closest("[data-action],[data-play],[data-colour],[data-pick],[data-offer],[data-hint],[data-say],[data-feat],[data-tip],#choose-send,#choose-cancel,#feat-cancel,#help-close");
    if (!el) return;
    if (el.dataset.feat) startFeat(el.dataset.feat);
    else if (el.id === "choose-send") sendChosen();
    else if (el.id === "choose-cancel") ui({ choosing: null });
    else if (el.id === "feat-cancel") store.dispatch({ type: "feat", feat: { stage: "closed" } });
    else if (el.id === "help-close") closeHelp();
    else if (el.dataset.tip) {
      if (el.dataset.tip === "off") setTips(false);
      store.dispatch({ type: "tip", tip: null });
    } else if (el.dataset.offer !== undefined) chooseOffer(Number(el.dataset.offer), el.dataset.label);
    else if (el.dataset.hint) act(el.dataset.hint);
    else if (el.dataset.say !== undefined) sendLine(el.dataset.say);
    else if (el.dataset.pick) choosePick(el.dataset.pick);
    else if (el.dataset.play) playCard(el.dataset.play, Number(el.dataset.index));
    else if (el.dataset.colour) chooseColour(el.dataset.colour);
    else if (el.dataset.action) doAction(el.dataset.action);
  });
  // the feat's pad counts a press when it goes down (a reaction is timed from it)
  document.addEventListener("mousedown", (e) => {
    if (!e.target.closest("#feat-pad")) return;
    e.preventDefault();
    pressFeat();
  });
  document.addEventListener("submit", (e) => {
    if (e.target.id === "answer") { // a Courage task's own field (prompts.js)
      e.preventDefault();
      sendLine($("answer-text").value.trim());
      $("answer-text").value = "";
      return;
    }
    if (e.target.id !== "feat-form") return;
    e.preventDefault();
    conn.send({ type: "feat", do: "answer", text: $("feat-input").value.slice(0, 200) });
  });

  // Where Do the Hands Grow From? (R12.8): a card dragged onto a hut.
  const huts = $("huts");
  huts.addEventListener("dragstart", (e) => {
    const card = e.target.closest("[data-hut-card]");
    if (!card || !e.dataTransfer) return;
    e.dataTransfer.setData("text/plain", card.dataset.hutCard);
    e.dataTransfer.effectAllowed = "move";
  });
  huts.addEventListener("dragover", (e) => {
    if (e.target.closest("[data-hut]")) e.preventDefault();
  });
  huts.addEventListener("drop", (e) => {
    const box = e.target.closest("[data-hut]");
    if (!box || !e.dataTransfer) return;
    e.preventDefault();
    act(hutAction(S().legal, e.dataTransfer.getData("text/plain"), box.dataset.hut));
  });

  $("deck").addEventListener("click", () => {
    const L = legalOf(S());
    act(L.other.get("slap deck") || L.other.get("draw"));
  });
  $("pile").addEventListener("click", () => act(legalOf(S()).other.get("slap pile")));
  // the ticker (a phone): a tap goes down to the whole feed
  $("ticker").addEventListener("click", () => {
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    $("side").scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
  });
  $("pick-cancel").addEventListener("click", () => ui({ pendingPick: null }));
  $("colour-cancel").addEventListener("click", () => ui({ pendingColour: null }));
  $("chat").addEventListener("submit", (e) => {
    e.preventDefault();
    sendLine($("chat-text").value.trim());
    $("chat-text").value = "";
  });
  $("rematch").addEventListener("click", () => conn.send({ type: "rematch" }));
  $("scores-btn").addEventListener("click", () => ui({ showScores: true }));
  $("end-close").addEventListener("click", () => ui({ showScores: false, endDismissed: true }));
  $("help-btn").addEventListener("click", () => ui({ help: true }));

  // Leaving the seat (R10.2 Shtul!): a hidden page is "away", a visible one "back", when
  // the engine lists them.
  document.addEventListener("visibilitychange", () => {
    const verb = document.hidden ? "away" : "back";
    const offer = S().offers.find((o) => o.verb === verb && !o.choose);
    if (offer) act(offer.actions[0]);
  });

  // ---------------------------------------------------------------- keys

  let helpFrom = null;
  function closeHelp() {
    ui({ help: false });
    helpFrom?.focus?.();
  }

  // The feat's pad takes Space and Enter first (a reaction, the clicks).
  document.addEventListener("keydown", (e) => {
    const f = S().feat;
    if (!f || !PAD_STAGES.includes(f.stage) || !$("feat-pad")) return;
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      e.stopPropagation();
      if (!e.repeat) pressFeat();
    }
  }, true);

  // Keys (docs/web.md, the «?» panel): Space slap, D draw, P keep (or let a last dark card
  // go), A accept, K check, U give up, S Svintus!, C catch, 1-4 colour, H the hand's first
  // playable card, ? this list, Esc closes.
  document.addEventListener("keydown", (e) => {
    // Esc in a Courage task's field (which the task focuses) goes back to the hand
    if (e.key === "Escape" && e.target.id === "answer-text") {
      return document.querySelector("#hand .slot:not([aria-disabled]), #offers button")?.focus();
    }
    if (e.target.closest("input,textarea,select") || e.ctrlKey || e.metaKey || e.altKey) return;
    const s = S();
    const L = legalOf(s);
    // the letter on the key, whatever the layout (a Russian keyboard types «в» on D)
    const k = /^Key[A-Z]$/.test(e.code) ? e.code.slice(3).toLowerCase() : e.key.toLowerCase();
    if (k === "?") {
      helpFrom = document.activeElement;
      return ui({ help: !s.help });
    }
    if (!$("colours").hidden && "1234".includes(k) && k) return chooseColour(COLOURS[Number(k) - 1]);
    if (k === "escape") {
      if (s.help) return closeHelp();
      if (s.rule) return ui({ rule: null });
      if (s.pendingColour) return ui({ pendingColour: null });
      if (s.choosing) return ui({ choosing: null });
      if (s.pendingPick) return ui({ pendingPick: null });
      if (s.feat && s.feat.stage !== "closed") return store.dispatch({ type: "feat", feat: { stage: "closed" } });
      return;
    }
    // a focused button takes Space and Enter as a click, except in a slap race
    if ((k === " " || k === "enter") && e.target.closest("button,a") && !(k === " " && L.other.has("slap deck"))) return;
    const map = { " ": "slap deck", d: "draw", p: "pass", a: "accept", k: "check", u: "giveup" };
    if (map[k] && L.other.has(map[k])) {
      e.preventDefault();
      return act(L.other.get(map[k]));
    }
    if (k === "s" && (L.other.has("svintus") || $("controls").querySelector(".svintus"))) return doAction("svintus");
    if (k === "c" && L.catches.length) return act(`catch p${L.catches[0] + 1}`);
    if (k === "h") {
      const card = document.querySelector("#hand .slot:not([aria-disabled])") || document.querySelector("#controls button");
      card?.focus();
    }
  });

  $("join-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const name = $("join-name").value.trim();
    if (!name) return store.dispatch({ type: "toast", text: t("err_name") });
    setName(name);
    try {
      const data = await joinTable(S().code, name);
      store.dispatch({ type: "token", token: data.token });
      conn.reconnect();
    } catch (err) {
      store.dispatch({ type: "toast", text: err.status === 409 ? t("no_seat") : err.message });
    }
  });
}
