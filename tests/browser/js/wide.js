() => [...document.querySelectorAll("body *")].filter((el) => {
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.right > innerWidth + 1 && !el.closest(".hand, .tracks, .side, .board-fit");
}).slice(0, 6).map((el) => `${el.tagName.toLowerCase()}#${el.id}.${String(el.className.baseVal ?? el.className)}`)
