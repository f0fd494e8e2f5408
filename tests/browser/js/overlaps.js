() => {
  // Controls that lie over a space of the map (the zoom buttons covered cells, issue 23).
  const board = document.getElementById("board");
  const cells = [...board.querySelectorAll("rect.cell")].map((c) => c.getBoundingClientRect());
  const shown = board.getBoundingClientRect();
  const out = [];
  for (const button of document.querySelectorAll(".board-wrap button, .board-wrap summary")) {
    const b = button.getBoundingClientRect();
    for (const c of cells) {
      const w = Math.min(b.right, c.right, shown.right) - Math.max(b.left, c.left, shown.left);
      const h = Math.min(b.bottom, c.bottom, shown.bottom) - Math.max(b.top, c.top, shown.top);
      if (w > 1 && h > 1) { out.push(button.getAttribute("aria-label") || button.textContent); break; }
    }
  }
  return out;
}
