(selector) => {
  // Every enabled button under `selector` that is on screen and not covered or cut off
  // by a panel that scrolls: the point at its centre is the button itself.
  const out = [];
  for (const button of document.querySelectorAll(selector)) {
    if (button.disabled || button.closest("[hidden]")) continue;
    const box = button.getBoundingClientRect();
    const label = (button.getAttribute("aria-label") || button.textContent || "").trim();
    if (box.width === 0 || box.height === 0) { out.push(`${label}: not drawn`); continue; }
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.left < 0 || box.top < 0 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) {
      out.push(`${label}: outside the viewport at ${Math.round(box.left)},${Math.round(box.top)}`);
      continue;
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === button || button.contains(hit))) out.push(`${label}: covered by ${hit?.tagName}.${hit?.className}`);
  }
  return out;
}
