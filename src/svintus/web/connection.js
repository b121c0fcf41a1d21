// The table's one WebSocket (/ws/{code}, docs/protocol.md): hello with the seat's token,
// reconnecting with a growing delay, pings answered at once; every message goes to the
// store (`state`, `welcome`) or to the handlers given (`error`, `feat`).
import { dropToken } from "./api.js";

export function connect(store, handlers) {
  const code = store.getState().code;
  let ws = null;
  let retry = 0;
  let sent = 0;
  let shown = null; // the game this page told the server it showed (a fair first turn)
  let closedForGood = false;

  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }

  // A fair first turn (docs/protocol.md): once this seat's page has drawn a dealt game,
  // and is visible, it tells the server, whose clock waits for it.
  function sayShown() {
    const S = store.getState();
    const tab = S.table;
    if (S.seat < 0 || !S.view || !tab || tab.status !== "playing" || document.hidden) return;
    const key = `${tab.match}/${tab.game}`;
    if (shown === key) return;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (ws?.readyState !== WebSocket.OPEN || document.hidden) return;
      shown = key;
      send({ type: "shown", game: tab.game });
    }));
  }

  function onMessage(msg) {
    switch (msg.type) {
      case "welcome":
        retry = 0;
        shown = null; // a new connection says it again
        store.dispatch({ type: "welcome", msg });
        break;
      case "state":
        store.dispatch({ type: "state", msg, now: performance.now() });
        sayShown();
        break;
      case "error":
        handlers.error(msg);
        break;
      case "ping": // the table measures this seat's round trip (R12.6): answer at once
        if (typeof msg.n === "string") send({ type: "pong", n: msg.n });
        break;
      case "feat":
        handlers.feat(msg);
        break;
      default:
        break;
    }
  }

  function open() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${proto}://${location.host}/ws/${encodeURIComponent(code)}`);
    ws = socket;
    store.dispatch({ type: "conn", conn: "connecting" });
    socket.onopen = () => socket.send(JSON.stringify({ type: "hello", v: 2, token: store.getState().token }));
    socket.onmessage = (m) => {
      let msg;
      try {
        msg = JSON.parse(m.data);
      } catch (_) {
        return;
      }
      onMessage(msg);
    };
    socket.onclose = (e) => {
      if (ws !== socket) return;
      if (e.code === 1008 && e.reason === "no such table") store.dispatch({ type: "gone", gone: "no_table", reason: e.reason });
      const S = store.getState();
      if (S.gone) {
        closedForGood = true;
        return;
      }
      store.dispatch({ type: "conn", conn: "offline" });
      if (e.code === 1008 && S.token && S.badToken) {
        // The token was refused: forget it and come back as a spectator.
        dropToken(code);
        store.dispatch({ type: "token", token: null });
      }
      if (closedForGood) return;
      setTimeout(open, Math.min(10000, 500 * 2 ** retry++));
    };
  }

  document.addEventListener("visibilitychange", sayShown);
  setInterval(() => send({ type: "ping" }), 20000);
  open();
  return {
    send,
    // an action of the engine's notation, for the state this page shows
    act(action) {
      if (!action) return;
      sent += 1;
      const v = store.getState().view;
      send({ type: "action", action, move: v ? v.move : undefined, id: String(sent) });
    },
    reconnect: () => ws?.close(),
    stop() {
      closedForGood = true;
    },
    socket: () => ws,
  };
}
