() => {
  // Buttons and links whose accessible name is not the label a player sees (WCAG 2.5.3):
  // an aria-label on a control that shows words must say those words.
  const out = [];
  const visible = (el) => { const b = el.getBoundingClientRect(); return b.width > 0 && b.height > 0 && getComputedStyle(el).visibility !== "hidden"; };
  const words = (text) => (text || "").replace(/\s+/g, " ").trim();
  for (const el of document.querySelectorAll("button, a[href], [role=button], [role=tab]")) {
    if (!visible(el) || el.closest("svg")) continue;
    const shown = words(el.innerText || el.textContent);
    const label = el.getAttribute("aria-label");
    if (!shown) {
      if (!label && !el.getAttribute("aria-labelledby") && !el.title) out.push(`${el.outerHTML.slice(0, 80)}: no name`);
      continue;
    }
    if (label !== null && words(label) !== shown) out.push(`"${shown}" is named "${label}"`);
  }
  return out;
}
