() => {
  // How wide the map is drawn: the board's own area, and the spaces shown in it.
  const board = document.getElementById("board");
  const area = board.closest(".board-wrap").getBoundingClientRect();
  return { area: area.width, height: area.height };
}
