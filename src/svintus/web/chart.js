// The end-of-match screen: totals and an inline SVG chart of the score after each game.
import { html, svg } from "./vendor/lit-html/lit-html.js";
import { t } from "./i18n.js";

// Line colours chosen to stay apart for common colour blindness; each line also has
// its own marker shape and dash pattern, and its name at the end.
const LINE = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000",
  "#6a3d9a", "#882255", "#44aa99"];
const DASH = ["", "6 3", "2 3", "8 3 2 3", "", "6 3", "2 3", "8 3 2 3", "", "6 3"];

function marker(i, x, y, colour) {
  const s = 4;
  switch (i % 4) {
    case 0:
      return svg`<circle cx=${x} cy=${y} r=${s} fill=${colour}/>`;
    case 1:
      return svg`<rect x=${x - s} y=${y - s} width=${2 * s} height=${2 * s} fill=${colour}/>`;
    case 2:
      return svg`<path d="M${x} ${y - s - 1} L${x + s + 1} ${y + s} L${x - s - 1} ${y + s} Z" fill=${colour}/>`;
    default:
      return svg`<path d="M${x} ${y - s - 1} L${x + s + 1} ${y} L${x} ${y + s + 1} L${x - s - 1} ${y} Z" fill=${colour}/>`;
  }
}

// history: points of each game by seat; names: display names; target: points to win.
export function scoreChart(history, names, target) {
  const n = names.length;
  const series = names.map((_, seat) => {
    let sum = 0;
    return [0, ...history.map((g) => (sum += g[seat] || 0))];
  });
  const games = history.length;
  const top = Math.max(target || 0, ...series.flat(), 1);
  const W = 520;
  const H = 260;
  const L = 36;
  const R = 96;
  const T = 14;
  const B = 30;
  const x = (g) => L + (games ? (g * (W - L - R)) / games : 0);
  const y = (v) => T + (H - T - B) * (1 - v / top);
  const parts = [svg`<rect x=${L} y=${T} width=${W - L - R} height=${H - T - B} class="plot"/>`];
  const step = Math.max(1, Math.ceil(top / 5 / 5) * 5);
  for (let v = 0; v <= top; v += step) {
    parts.push(svg`<line x1=${L} x2=${W - R} y1=${y(v)} y2=${y(v)} class="grid"/><text x=${L - 5} y=${y(v) + 4} class="axis" text-anchor="end">${v}</text>`);
  }
  for (let g = 0; g <= games; g++) parts.push(svg`<text x=${x(g)} y=${H - B + 16} class="axis" text-anchor="middle">${g}</text>`);
  if (target) {
    parts.push(svg`<line x1=${L} x2=${W - R} y1=${y(target)} y2=${y(target)} class="target"/><text x=${L + 4} y=${y(target) - 4} class="axis">${t("target", { n: target })}</text>`);
  }
  const ends = [];
  for (let seat = 0; seat < n; seat++) {
    const colour = LINE[seat % LINE.length];
    const pts = series[seat].map((v, g) => `${x(g)},${y(v)}`).join(" ");
    parts.push(svg`<polyline points=${pts} fill="none" stroke=${colour} stroke-width="2.5" stroke-dasharray=${DASH[seat % DASH.length]} class="line s${seat}"/>`);
    series[seat].forEach((v, g) => parts.push(marker(seat, x(g), y(v), colour)));
    ends.push({ seat, v: series[seat][games], colour });
  }
  // Names at the line ends, pushed apart so they never overlap; those that would fall
  // off the chart are left to the legend.
  ends.sort((a, b) => b.v - a.v);
  let last = -Infinity;
  for (const e of ends) {
    const yy = Math.max(y(e.v) + 4, last + 16); // a 12px bold label is 15px tall
    if (yy > H - 4) break;
    last = yy;
    parts.push(svg`<text x=${W - R + 8} y=${yy} class="label" fill=${e.colour}>${names[e.seat]} ${e.v}</text>`);
  }
  parts.push(svg`<text x=${(L + W - R) / 2} y=${H - 2} class="axis" text-anchor="middle">${t("games")}</text>`);
  const legend = names.map((name, seat) => {
    const colour = LINE[seat % LINE.length];
    return html`<li><svg viewBox="0 0 32 16" width="32" height="16" aria-hidden="true"><line x1="2" y1="8" x2="30" y2="8" stroke=${colour} stroke-width="2.5" stroke-dasharray=${DASH[seat % DASH.length]}/>${marker(seat, 16, 8, colour)}</svg>${name}</li>`;
  });
  return html`<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-label=${t("chart_title")}>${parts}</svg><ul class="legend">${legend}</ul>`;
}

// The totals, best first, as a table.
export function scoreTable(totals, history, names, winner) {
  const order = names.map((_, i) => i).sort((a, b) => (totals[b] || 0) - (totals[a] || 0));
  return html`<table class="scores"><thead><tr><td></td>${history.map((_, g) => html`<th scope="col">${g + 1}</th>`)}<th scope="col">${t("total")}</th></tr></thead><tbody>${order.map(
    (seat) => html`<tr class=${seat === winner ? "best" : ""}><th scope="row">${names[seat]}</th>${history.map((g) => html`<td>${g[seat] || ""}</td>`)}<td><b>${totals[seat] || 0}</b></td></tr>`,
  )}</tbody></table>`;
}
