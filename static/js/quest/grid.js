// The map's geometry: spaces [x, y] of CELL units, a margin for the row and column
// numbers, and the lines of a space's sides.

export const CELL = 64;
export const MARGIN = 22;
export const SIDE_BAND = 10;

export function spaceKey(at) {
  return `${at[0]},${at[1]}`;
}

export function cellOrigin([x, y]) {
  return [MARGIN + x * CELL, MARGIN + y * CELL];
}

export function cellCentre(at) {
  const [x, y] = cellOrigin(at);
  return [x + CELL / 2, y + CELL / 2];
}

/** The two ends of a space's side ("N", "E", "S", "W"). */
export function edgeLine(edge) {
  const [x, y] = cellOrigin(edge.at);
  switch (edge.side) {
    case "N": return [x, y, x + CELL, y];
    case "S": return [x, y + CELL, x + CELL, y + CELL];
    case "W": return [x, y, x, y + CELL];
    default: return [x + CELL, y, x + CELL, y + CELL];
  }
}

/** The strip along a space's side where its side terrain (water, rough, swamp) is drawn. */
export function sideBand(edge) {
  const [x, y] = cellOrigin(edge.at);
  switch (edge.side) {
    case "N": return { x, y, width: CELL, height: SIDE_BAND };
    case "S": return { x, y: y + CELL - SIDE_BAND, width: CELL, height: SIDE_BAND };
    case "W": return { x, y, width: SIDE_BAND, height: CELL };
    default: return { x: x + CELL - SIDE_BAND, y, width: SIDE_BAND, height: CELL };
  }
}
