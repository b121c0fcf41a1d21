// HTTP calls of the lobby and the table page, seat tokens and the language button.
import { html, render } from "./vendor/lit-html/lit-html.js";
import { lang, setLang, t, translatePage } from "./i18n.js";

const SEAT = "svintus.seat.";
const NAME = "svintus.name";

function store() {
  try {
    return window.localStorage;
  } catch (_) {
    return null;
  }
}

export function getToken(code) {
  return store()?.getItem(SEAT + code) || null;
}

export function setToken(code, token) {
  store()?.setItem(SEAT + code, token);
}

export function dropToken(code) {
  store()?.removeItem(SEAT + code);
}

// Codes of the tables this browser holds a seat at.
export function myTables() {
  const s = store();
  const out = [];
  if (!s) return out;
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key && key.startsWith(SEAT)) out.push(key.slice(SEAT.length));
  }
  return out.sort();
}

export function getName() {
  return store()?.getItem(NAME) || "";
}

export function setName(name) {
  store()?.setItem(NAME, name);
}

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  let data = null;
  try {
    data = await res.json();
  } catch (_) {
    data = null;
  }
  if (!res.ok) {
    const msg = data?.error?.message || `${res.status} ${res.statusText}`;
    throw new ApiError(res.status, msg);
  }
  return data;
}

// "K7QX2M", "k7qx2m", "https://host/t/K7QX2M" -> "K7QX2M"
export function codeFrom(text) {
  const s = String(text || "").trim();
  const m = /\/t\/([A-Za-z0-9_-]+)/.exec(s);
  return (m ? m[1] : s).replace(/[^A-Za-z0-9_-]/g, "").toUpperCase();
}

export async function joinTable(code, name) {
  const data = await api("POST", `/api/tables/${encodeURIComponent(code)}/join`, { name });
  setToken(code, data.token);
  return data;
}

// Wires the language button; `rerender` runs after each switch.
export function langButton(button, rerender) {
  const label = () => {
    const other = lang() === "ru" ? "EN" : "RU";
    render(html`<span class="long">${t("lang_switch")}</span><span class="short">${other}</span>`, button);
    button.title = t("lang_title");
  };
  label();
  translatePage();
  button.addEventListener("click", () => {
    setLang(lang() === "ru" ? "en" : "ru");
    label();
    translatePage();
    rerender();
  });
}
