() => {
  // Text drawn on the art (the board's numbers, the tokens' plates, the map cards): its
  // fill against the shape it is printed on, or its halo when it has one.
  const rgb = (c) => { const m = /rgba?\(([^)]+)\)/.exec(c); return m ? m[1].split(",").map(Number) : null; };
  const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const out = [];
  for (const text of document.querySelectorAll("svg text")) {
    const box = text.getBoundingClientRect();
    if (!box.width || !text.textContent.trim() || text.closest("[aria-hidden=true]") && !text.closest(".axes")) continue;
    const style = getComputedStyle(text);
    const fill = rgb(style.fill);
    if (!fill) continue;
    let behind = null;
    if (style.stroke !== "none" && parseFloat(style.strokeWidth) >= 2) behind = rgb(style.stroke);
    if (!behind) {
      text.style.visibility = "hidden";
      const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      text.style.visibility = "";
      const shape = under && under.closest ? under : null;
      const paint = shape ? getComputedStyle(shape) : null;
      behind = paint ? rgb(paint.fill) || rgb(paint.backgroundColor) : null;
      if (behind && paint.fill && paint.fill.startsWith("url")) behind = null;
    }
    if (!behind) continue;
    const needed = parseFloat(style.fontSize) >= 18 ? 3 : 4.5;
    const r = ratio(fill, behind);
    if (r < needed) out.push(`"${text.textContent.trim().slice(0, 20)}" ${r.toFixed(2)} < ${needed}`);
  }
  return out;
}
