// A box of the table that scrolls (the buttons and windows above a phone's hand, the huts
// of a Hands race) is reachable by keyboard, so its hidden part can be scrolled to: while
// its content overflows it, it is a Tab stop; otherwise it is not (issue 26, axe-core's
// scrollable-region-focusable).
export function keepReachable(boxes) {
  const check = () => {
    for (const box of boxes) {
      const over = box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== "visible";
      if (over && box.tabIndex !== 0) box.tabIndex = 0;
      else if (!over && box.hasAttribute("tabindex")) box.removeAttribute("tabindex");
    }
  };
  const seen = new ResizeObserver(check);
  for (const box of boxes) seen.observe(box);
  return check;
}
