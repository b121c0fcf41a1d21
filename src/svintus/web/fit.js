// Card labels fit their card: a name too wide for a small card (a phone's hand) gets a
// smaller font instead of being cut or broken mid-word (issue #13).
export function fitLabels(root) {
  if (!root) return;
  for (const el of root.querySelectorAll(".card .kind")) {
    if (!el.offsetParent) continue;
    el.style.fontSize = "";
    let size = parseFloat(getComputedStyle(el).fontSize);
    for (let i = 0; i < 8 && el.scrollWidth > el.clientWidth + 0.5 && size > 5; i++) {
      size *= Math.max(0.6, Math.min(0.95, el.clientWidth / el.scrollWidth));
      el.style.fontSize = `${size.toFixed(2)}px`;
    }
  }
}
