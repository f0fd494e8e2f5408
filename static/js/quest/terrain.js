// The map's terrain drawn as our own SVG: grass, water, rough ground and swamp along the
// sides of spaces, trees where a hero can hide, cover, rocky vantage points, narrow
// bottlenecks, findings, traps, stone walls and fallen-log obstacles; and the legend.

import { s } from "../dom.js";
import { CELL, cellOrigin, edgeLine, SIDE_BAND, sideBand, spaceKey } from "./grid.js";

const SIDE_TERRAIN = {
  rough: { fill: "#8a6a3c", label: "rough ground" },
  water: { fill: "#2f6db3", label: "water" },
  swamp: { fill: "#55652a", label: "swamp" },
};

/** Waves, pebbles or reeds drawn over a side band. */
function sideMarks(kind, band) {
  const long = band.width > band.height;
  const steps = [0.2, 0.5, 0.8];
  const at = (t) => (long ? [band.x + band.width * t, band.y + band.height / 2] : [band.x + band.width / 2, band.y + band.height * t]);
  if (kind === "water") {
    return steps.map((t) => {
      const [x, y] = at(t);
      return s("path", { d: long ? `M${x - 6} ${y} q3 -3 6 0 t6 0` : `M${x} ${y - 6} q3 3 0 6 t0 6`, class: "wave" });
    });
  }
  if (kind === "rough") return steps.map((t) => { const [x, y] = at(t); return s("circle", { cx: x, cy: y, r: 2.2, class: "pebble" }); });
  return steps.map((t) => { const [x, y] = at(t); return s("path", { d: `M${x} ${y + 4} v-8 M${x - 3} ${y + 4} l1.5 -6 M${x + 3} ${y + 4} l-1.5 -6`, class: "reed" }); });
}

const tree = (x, y, r) => [
  s("rect", { x: x - 1.5, y: y + r * 0.6, width: 3, height: r * 0.7, fill: "#5b3b1c" }),
  s("circle", { cx: x, cy: y, r, fill: "#2f6b2a", stroke: "#173d17", "stroke-width": 1.2 }),
  s("circle", { cx: x - r * 0.3, cy: y - r * 0.3, r: r * 0.35, fill: "#4c8a3f" }),
];

// Features of a space, each in its own corner so several can share a space.
const SPACE_FEATURES = {
  cover: {
    label: "cover",
    explain: "cover (a low stone wall): ranged attacks on a miniature here get −1 to hit",
    draw: (x, y) => s("g", { class: "art-cover" },
      s("path", { d: `M${x + 5} ${y + 20} q2 -10 8 -10 q4 -5 9 0 q6 0 6 10 z`, fill: "#8b8478", stroke: "#3b362e", "stroke-width": 1.3 }),
      s("path", { d: `M${x + 12} ${y + 14} v6 M${x + 20} ${y + 12} v8`, stroke: "#3b362e", "stroke-width": 1 })),
  },
  vantage: {
    label: "vantage point",
    explain: "vantage point (a rocky rise): +1 range for ranged attacks from here; stepping up ends a move",
    draw: (x, y) => s("g", { class: "art-vantage" },
      s("path", { d: `M${x + CELL - 30} ${y + 24} l8 -14 l5 6 l4 -9 l9 17 z`, fill: "#9a8a70", stroke: "#2b2217", "stroke-width": 1.3 }),
      s("path", { d: `M${x + CELL - 13} ${y + 7} v-5 l5 2 l-5 2`, stroke: "#6b2314", fill: "#b3261e", "stroke-width": 1 })),
  },
  hiding: {
    label: "trees (hiding place)",
    explain: "trees: a hero may Hide here",
    draw: (x, y) => s("g", { class: "art-forest" }, tree(x + 11, y + CELL - 16, 6), tree(x + 22, y + CELL - 20, 8)),
  },
  bottleneck: {
    label: "bottleneck",
    explain: "bottleneck: a hero with a 3-slot weapon gets −2 to hit from here",
    draw: (x, y) => s("g", { class: "art-bottleneck" },
      s("path", { d: `M${x + CELL - 26} ${y + CELL - 24} h8 v16 h-8 z M${x + CELL - 12} ${y + CELL - 24} h8 v16 h-8 z`, fill: "#6e655a", stroke: "#1e1912", "stroke-width": 1.1 })),
  },
  findings: {
    label: "finding",
    explain: "finding: pick it up with Interact",
    draw: (x, y) => s("g", { class: "art-finding" },
      s("rect", { x: x + CELL / 2 - 7, y: y + 4, width: 14, height: 10, rx: 2, fill: "#c99a10", stroke: "#5a4300", "stroke-width": 1.2 }),
      s("path", { d: `M${x + CELL / 2 - 7} ${y + 8} h14`, stroke: "#5a4300", "stroke-width": 1 })),
  },
};

/** A trap: iron jaws (red when armed, grey while not yet armed). */
function trapArt(x, y) {
  const cx = x + CELL - 14;
  const cy = y + CELL - 14;
  return [
    s("path", { d: `M${cx - 9} ${cy} a9 9 0 0 1 18 0`, "stroke-width": 2.5, fill: "none" }),
    s("path", { d: `M${cx - 6} ${cy} l2 -4 l2 4 l2 -4 l2 4 l2 -4 l2 4`, "stroke-width": 1.5, fill: "none" }),
    s("path", { d: `M${cx - 11} ${cy + 2} h22`, "stroke-width": 2.5 }),
  ];
}

/** A stone wall as a drawn wall: a dark course with lighter stones on it. */
function wallArt(x1, y1, x2, y2, title) {
  return s("g", { class: "wall-art" },
    s("line", { class: "wall", x1, y1, x2, y2 }, s("title", { text: title })),
    s("line", { class: "wall-stones", x1, y1, x2, y2 }));
}

/** A fallen log (an obstacle: blocks moves, not sight). */
function obstacleArt(x1, y1, x2, y2, title) {
  return s("g", { class: "obstacle-art" },
    s("line", { class: "obstacle", x1, y1, x2, y2 }, s("title", { text: title })),
    s("line", { class: "obstacle-grain", x1, y1, x2, y2 }));
}

const where = (edge) => `on the ${edge.side} side of [${edge.at[0]}, ${edge.at[1]}]`;

/** Side terrain, space features and traps of `quest`, in one group. */
export function drawTerrain(quest) {
  const terrain = s("g", { class: "terrain" });
  for (const [kind, style] of Object.entries(SIDE_TERRAIN)) {
    for (const edge of quest.board[kind] || []) {
      const band = sideBand(edge);
      terrain.append(s("rect", { ...band, fill: style.fill, class: `side-${kind}`, "data-at": spaceKey(edge.at), "data-side": edge.side },
        s("title", { text: `${style.label} ${where(edge)}` })), ...sideMarks(kind, band));
    }
  }
  const findings = quest.findings || quest.board.findings || [];
  for (const [kind, feature] of Object.entries(SPACE_FEATURES)) {
    for (const at of kind === "findings" ? findings : quest.board[kind] || []) {
      const [ox, oy] = cellOrigin(at);
      terrain.append(s("g", { class: `feature feature-${kind}`, "data-at": spaceKey(at) },
        s("title", { text: `${feature.label} at [${at[0]}, ${at[1]}]` }), feature.draw(ox, oy)));
    }
  }
  for (const trap of Object.values(quest.traps || {})) {
    const [ox, oy] = cellOrigin(trap.at);
    terrain.append(s("g", { class: `trap ${trap.armed ? "armed" : "unarmed"}`, "data-trap": trap.id },
      s("title", { text: `${trap.armed ? "armed" : "unarmed"} trap at [${trap.at[0]}, ${trap.at[1]}]` }), ...trapArt(ox, oy)));
  }
  return terrain;
}

/** Walls and obstacles on the sides of spaces. */
export function drawEdges(quest) {
  const edges = s("g", { class: "edges" });
  for (const edge of quest.board.obstacles || []) edges.append(obstacleArt(...edgeLine(edge), `obstacle ${where(edge)}`));
  for (const edge of quest.board.walls || []) edges.append(wallArt(...edgeLine(edge), `wall ${where(edge)}`));
  return edges;
}

/** A small picture of a legend entry: the feature drawn in a space of its own. */
export function legendIcon(key) {
  const svg = s("svg", { viewBox: `0 0 ${CELL} ${CELL}`, class: "legend-icon", "aria-hidden": "true" },
    s("rect", { x: 0, y: 0, width: CELL, height: CELL, class: "cell" }));
  const terrain = SIDE_TERRAIN[key];
  if (SPACE_FEATURES[key]) svg.append(SPACE_FEATURES[key].draw(0, 0));
  else if (terrain) {
    const band = { x: 0, y: 0, width: CELL, height: SIDE_BAND * 1.4 };
    svg.append(s("rect", { ...band, fill: terrain.fill }), ...sideMarks(key, band));
  } else if (key === "wall") svg.append(wallArt(0, 5, CELL, 5, "wall"));
  else if (key === "obstacle") svg.append(obstacleArt(0, 5, CELL, 5, "obstacle"));
  else if (key === "trap") svg.append(s("g", { class: "trap armed" }, ...trapArt(-10, -10)));
  return svg;
}

export const LEGEND = [
  ...Object.entries(SIDE_TERRAIN).map(([key, t]) => ({ key, label: `${t.label} along a side: stepping in across it ends the move` })),
  { key: "wall", label: "stone wall: blocks moves and sight" },
  { key: "obstacle", label: "fallen log: blocks moves, not sight" },
  ...Object.entries(SPACE_FEATURES).map(([key, f]) => ({ key, label: f.explain })),
  { key: "trap", label: "trap (red: armed, grey: not yet armed)" },
];
