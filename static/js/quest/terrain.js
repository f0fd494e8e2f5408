// The map's terrain drawn as our own SVG: water, rough ground and swamp along the sides
// of spaces, trees where a hero can hide, low walls for cover, rocky vantage points,
// narrow bottlenecks, findings, traps and the quest's interaction points as icons, walls
// of stone, wood or hedge (the map's look) with their doorways, fallen-log obstacles;
// and the legend.

import { s } from "../dom.js";
import { icon } from "../art/icons.js";
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

/** A tree seen from above: its crown in three greens and the light on it. */
const tree = (x, y, r) => [
  s("circle", { cx: x + 2, cy: y + 3, r, fill: "#1d2e14", opacity: 0.35 }),
  s("circle", { cx: x, cy: y, r, fill: "#2f5e27", stroke: "#173d17", "stroke-width": 1.2 }),
  s("circle", { cx: x - r * 0.35, cy: y + r * 0.2, r: r * 0.55, fill: "#3b7330" }),
  s("circle", { cx: x + r * 0.3, cy: y - r * 0.3, r: r * 0.45, fill: "#5a9445" }),
];

/** A boulder seen from above, lit from the top left. */
const boulder = (x, y, r) => [
  s("path", { d: `M${x - r} ${y + r * 0.3} l${r * 0.4} ${-r} l${r * 1.1} ${-r * 0.2} l${r * 0.6} ${r * 0.9} l${-r * 0.5} ${r * 0.8} l${-r * 1.2} ${r * 0.1} z`, fill: "#8f877a", stroke: "#3b362e", "stroke-width": 1.2 }),
  s("path", { d: `M${x - r * 0.6} ${y - r * 0.5} l${r * 0.9} ${-r * 0.15} l${r * 0.2} ${r * 0.5} z`, fill: "#c3bbac" }),
];

// Features of a space, each in its own corner so several can share a space.
const SPACE_FEATURES = {
  cover: {
    label: "cover",
    explain: "cover (a low stone wall): ranged attacks on a miniature here get −1 to hit",
    draw: (x, y) => s("g", { class: "art-cover" },
      [0, 1, 2, 3].map((i) => s("rect", { x: x + 5 + i * 7.5, y: y + 6 + (i % 2), width: 8, height: 7, rx: 2, fill: i % 2 ? "#a69d8d" : "#8b8478", stroke: "#3b362e", "stroke-width": 1 }))),
  },
  vantage: {
    label: "vantage point",
    explain: "vantage point (a rocky rise): +1 range for ranged attacks from here; stepping up ends a move",
    draw: (x, y) => s("g", { class: "art-vantage" }, boulder(x + CELL - 18, y + 16, 11),
      s("path", { d: `M${x + CELL - 14} ${y + 10} v-8 l7 3 l-7 3`, stroke: "#6b2314", fill: "#b3261e", "stroke-width": 1 })),
  },
  hiding: {
    label: "trees (hiding place)",
    explain: "trees: a hero may Hide here",
    draw: (x, y) => s("g", { class: "art-forest" }, tree(x + 12, y + CELL - 14, 8), tree(x + 25, y + CELL - 22, 10)),
  },
  bottleneck: {
    label: "bottleneck",
    explain: "bottleneck: a hero with a 3-slot weapon gets −2 to hit from here",
    draw: (x, y) => s("g", { class: "art-bottleneck" }, boulder(x + CELL - 26, y + CELL - 12, 6), boulder(x + CELL - 10, y + CELL - 14, 6)),
  },
  findings: {
    label: "finding",
    explain: "finding: pick it up with Interact",
    draw: (x, y) => s("g", { class: "art-finding", transform: `translate(${x + CELL / 2} ${y + 11})` },
      s("circle", { r: 9, class: "spot" }), icon("finding", 12)),
  },
};

/** A trap: iron jaws on a disc (red when armed, grey while not yet armed). */
function trapArt(x, y) {
  return [s("g", { transform: `translate(${x + CELL - 14} ${y + CELL - 14})` }, s("circle", { r: 10, class: "spot" }), icon("trap", 14))];
}

/** A quest's interaction point (QUEST-29): a hand on a gold disc where a hero may Interact. */
function interactionArt(x, y) {
  return [s("g", { transform: `translate(${x + 13} ${y + CELL - 14})` }, s("circle", { r: 10, class: "spot" }), icon("interact", 15))];
}

/** A wall as the map's look builds it: stone (a dark course of pale stones), wood (planks
 * between posts) or hedge (a row of bushes). */
function wallArt(x1, y1, x2, y2, title, material = "stone") {
  const bushes = material === "hedge"
    ? [0.15, 0.5, 0.85].map((t) => s("circle", { class: "hedge-bush", cx: x1 + (x2 - x1) * t, cy: y1 + (y2 - y1) * t, r: 6.5 }))
    : [];
  return s("g", { class: `wall-art wall-${material}` },
    s("line", { class: "wall", x1, y1, x2, y2 }, s("title", { text: title })),
    s("line", { class: "wall-stones", x1, y1, x2, y2 }),
    ...bushes);
}

/** A doorway in a wall: the threshold and the door standing open (only its look). */
function doorArt(edge) {
  const [x1, y1, x2, y2] = edgeLine(edge);
  const across = x1 === x2;
  const leaf = across ? { x: x1 - 2, y: y1 + 8, width: 4, height: CELL / 2.4 } : { x: x1 + 8, y: y1 - 2, width: CELL / 2.4, height: 4 };
  return s("g", { class: "door", "data-at": spaceKey(edge.at), "data-side": edge.side },
    s("title", { text: `doorway ${where(edge)}` }),
    s("line", { class: "threshold", x1, y1, x2, y2 }),
    s("rect", { class: "door-leaf", ...leaf, transform: `rotate(${across ? -28 : 28} ${leaf.x} ${leaf.y})`, rx: 1 }));
}

/** A fallen log (an obstacle: blocks moves, not sight). */
function obstacleArt(x1, y1, x2, y2, title) {
  return s("g", { class: "obstacle-art" },
    s("line", { class: "obstacle", x1, y1, x2, y2 }, s("title", { text: title })),
    s("line", { class: "obstacle-grain", x1, y1, x2, y2 }));
}

function where(edge) {
  return `on the ${edge.side} side of [${edge.at[0]}, ${edge.at[1]}]`;
}

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
  const done = new Set(quest.interactions_done || []);
  for (const point of quest.defs?.interactions || []) {
    if (point.once !== false && done.has(point.id)) continue;
    for (const at of point.at || []) {
      const [ox, oy] = cellOrigin(at);
      terrain.append(s("g", { class: "interaction", "data-interaction": point.id, "data-at": spaceKey(at) },
        s("title", { text: `${point.name}: Interact at [${at[0]}, ${at[1]}]` }), ...interactionArt(ox, oy)));
    }
  }
  return terrain;
}

/** Walls (of the map's material) with their doorways, and obstacles, on the sides of spaces. */
export function drawEdges(quest, look = { walls: "stone", doors: [] }) {
  const edges = s("g", { class: "edges" });
  for (const edge of quest.board.obstacles || []) edges.append(obstacleArt(...edgeLine(edge), `obstacle ${where(edge)}`));
  for (const edge of quest.board.walls || []) edges.append(wallArt(...edgeLine(edge), `${look.walls} wall ${where(edge)}`, look.walls));
  for (const door of look.doors || []) edges.append(doorArt(door));
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
  else if (key === "trap") svg.append(s("g", { class: "trap armed" }, ...trapArt(-18, -18)));
  else if (key === "interaction") svg.append(s("g", { class: "interaction" }, ...interactionArt(18, -18)));
  else if (key === "hedge" || key === "wooden") svg.append(wallArt(0, 8, CELL, 8, key, key === "hedge" ? "hedge" : "wood"));
  return svg;
}

export const LEGEND = [
  ...Object.entries(SIDE_TERRAIN).map(([key, t]) => ({ key, label: `${t.label} along a side: stepping in across it ends the move` })),
  { key: "wall", label: "stone wall: blocks moves and sight" },
  { key: "wooden", label: "wooden wall or fence: blocks moves and sight like stone" },
  { key: "hedge", label: "hedge wall: blocks moves and sight like stone" },
  { key: "obstacle", label: "fallen log: blocks moves, not sight" },
  ...Object.entries(SPACE_FEATURES).map(([key, f]) => ({ key, label: f.explain })),
  { key: "trap", label: "trap (red: armed, grey: not yet armed)" },
  { key: "interaction", label: "a hand on gold: the quest's Interact is done here" },
];
