// The page of a table code nobody created (served with HTTP 404): says so, links the lobby.
import { langButton } from "./api.js";
import { t } from "./i18n.js";

const code = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const fill = () => {
  document.getElementById("gone-text").textContent = t("no_table_text", { code: code.slice(0, 16) });
};
langButton(document.getElementById("lang"), fill);
fill();
