() => [...document.querySelectorAll("#board g.unit .rim")].map((r) => {
  const box = r.getBoundingClientRect();
  return Math.round(Math.min(box.width, box.height));
})
