// The ground of a quest map, our own drawing: nine kinds of ground as SVG patterns made
// from code (meadow, forest floor, rock, water, rough ground, mud, sewer stone, wooden
// floor, town cobbles). Each map declares its ground and may lay areas of another kind
// (content/base/maps, `look`); the ground is only its look, the rules come from the
// board's walls, sides and features. The patterns live once in the page (art-defs).

import { s } from "../dom.js";

/** @typedef {"meadow"|"forest_floor"|"rock"|"water"|"rough_ground"|"mud"|"sewer_stone"|"wooden_floor"|"cobbles"} GroundKind */
/** @typedef {{kind: GroundKind, x: number[], y: number[]}} GroundArea */
/** @typedef {{ground: GroundKind, walls: "stone"|"wood"|"hedge", areas: GroundArea[], doors: {at: number[], side: string}[]}} MapLook */

/** The tile a pattern repeats: two spaces by two, so the marks do not line up per space. */
const TILE = 128;
/** Where the spaces start in the board's own units (grid.js MARGIN): tiles line up with them. */
const ORIGIN = 22;

/** A small seeded sequence (the same marks on every screen). */
function sequence(/** @type {number} */ seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** `count` points spread over the tile, each with a random size in [min, max]. */
function scatter(/** @type {number} */ seed, /** @type {number} */ count, /** @type {number} */ min = 1, /** @type {number} */ max = 1) {
  const next = sequence(seed);
  return Array.from({ length: count }, () => ({ x: next() * TILE, y: next() * TILE, r: min + next() * (max - min), t: next() }));
}

const stroke = (/** @type {string} */ colour, /** @type {number} */ width) => ({ stroke: colour, "stroke-width": width, fill: "none", "stroke-linecap": "round" });

function meadow() {
  return [
    ...scatter(11, 26, 3, 6).map((p) => s("path", { d: `M${p.x - 2} ${p.y} l1 -${p.r} M${p.x} ${p.y} v-${p.r + 1} M${p.x + 2} ${p.y} l-1 -${p.r}`, ...stroke(p.t > 0.5 ? "#7f9a4f" : "#93ab5e", 1.2) })),
    ...scatter(12, 7, 1.3, 2).map((p) => s("circle", { cx: p.x, cy: p.y, r: p.r, fill: p.t > 0.5 ? "#f4efd8" : "#e9c94a" })),
  ];
}

function forestFloor() {
  const leaves = scatter(21, 22, 2.5, 4.5).map((p) => s("ellipse", {
    cx: p.x, cy: p.y, rx: p.r, ry: p.r * 0.55, transform: `rotate(${Math.round(p.t * 180)} ${p.x.toFixed(1)} ${p.y.toFixed(1)})`,
    fill: ["#a0652a", "#b98a3a", "#7a5a2a", "#6f7d3a"][Math.floor(p.t * 4)],
  }));
  const twigs = scatter(22, 5, 7, 12).map((p) => s("path", { d: `M${p.x} ${p.y} l${p.r} ${p.t * 6 - 3} m-${p.r / 2} ${p.t * 2} l2 -4`, ...stroke("#5b3f22", 1.3) }));
  return [...leaves, ...twigs];
}

function rock() {
  const cracks = scatter(31, 6, 10, 18).map((p) => s("path", { d: `M${p.x} ${p.y} l${p.r * 0.6} ${p.r * 0.3} l${p.r * 0.2} ${p.r * 0.5} m-${p.r * 0.2} -${p.r * 0.4} l${p.r * 0.5} -${p.r * 0.2}`, ...stroke("#7d7466", 1.2) }));
  const pebbles = scatter(32, 12, 1.5, 3.5).map((p) => s("circle", { cx: p.x, cy: p.y, r: p.r, fill: p.t > 0.5 ? "#968d7e" : "#c9c1b2" }));
  return [...cracks, ...pebbles];
}

function water() {
  return scatter(41, 14, 6, 11).map((p) => s("path", { d: `M${p.x - p.r} ${p.y} q${p.r / 2} -3 ${p.r} 0 t${p.r} 0`, ...stroke(p.t > 0.4 ? "#a9d1ef" : "#4f88b8", 1.4) }));
}

function roughGround() {
  const stones = scatter(51, 16, 2, 4.5).map((p) => s("path", {
    d: `M${p.x - p.r} ${p.y} q${p.r * 0.2} -${p.r} ${p.r} -${p.r * 0.8} q${p.r} ${p.r * 0.2} ${p.r * 0.8} ${p.r} z`,
    fill: p.t > 0.5 ? "#8e7a58" : "#a99573", stroke: "#5f4d32", "stroke-width": 0.8,
  }));
  const tufts = scatter(52, 8, 3, 5).map((p) => s("path", { d: `M${p.x - 2} ${p.y} l1 -${p.r} M${p.x + 2} ${p.y} l-1 -${p.r}`, ...stroke("#7d7a42", 1.1) }));
  return [...stones, ...tufts];
}

function mud() {
  const puddles = scatter(61, 7, 5, 10).map((p) => s("ellipse", { cx: p.x, cy: p.y, rx: p.r, ry: p.r * 0.5, fill: "#5e4c33", opacity: 0.8 }));
  const shine = scatter(61, 7, 5, 10).map((p) => s("path", { d: `M${p.x - p.r * 0.5} ${p.y - 1} q${p.r * 0.3} -1.5 ${p.r * 0.6} 0`, ...stroke("#a8967a", 1) }));
  const tracks = scatter(62, 6, 2, 3).map((p) => s("circle", { cx: p.x, cy: p.y, r: p.r, fill: "#6d5a3d" }));
  return [...puddles, ...shine, ...tracks];
}

/** Flagstones in courses, each row shifted by half a stone. */
function sewerStone() {
  const lines = [];
  for (let row = 0; row < 4; row += 1) {
    const y = row * 32;
    lines.push(s("path", { d: `M0 ${y} H${TILE}`, ...stroke("#5d5a52", 1.6) }));
    for (let col = 0; col < 3; col += 1) {
      const x = col * 48 + (row % 2 ? 24 : 0);
      lines.push(s("path", { d: `M${x % TILE} ${y} v32`, ...stroke("#5d5a52", 1.6) }));
    }
  }
  const moss = scatter(71, 10, 1.5, 3).map((p) => s("circle", { cx: p.x, cy: p.y, r: p.r, fill: "#6f7b4a", opacity: 0.8 }));
  return [...lines, ...moss];
}

/** Planks running across, with their grain and the odd nail. */
function woodenFloor() {
  const parts = [];
  for (let row = 0; row < 8; row += 1) {
    const y = row * 16;
    parts.push(s("path", { d: `M0 ${y} H${TILE}`, ...stroke("#6e4a26", 1.4) }));
    const joint = (row * 37) % TILE;
    parts.push(s("path", { d: `M${joint} ${y} v16`, ...stroke("#6e4a26", 1.2) }));
    parts.push(s("path", { d: `M${(joint + 20) % TILE} ${y + 8} h26`, ...stroke("#a67a4a", 0.9) }));
    parts.push(s("circle", { cx: (joint + 5) % TILE, cy: y + 8, r: 1, fill: "#3f2a15" }));
  }
  return parts;
}

function cobbles() {
  const parts = [];
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const x = col * 16 + (row % 2 ? 8 : 0) + 8;
      const y = row * 16 + 8;
      parts.push(s("ellipse", { cx: x % TILE, cy: y, rx: 6.6, ry: 5.8, fill: (row + col) % 3 ? "#b3ab9c" : "#a39a89", stroke: "#6f685c", "stroke-width": 1 }));
    }
  }
  return parts;
}

/** @type {Record<string, {base: string, label: string, marks: () => SVGElement[]}>} */
export const GROUNDS = {
  meadow: { base: "#c8da9a", label: "meadow", marks: meadow },
  forest_floor: { base: "#a8ad72", label: "forest floor", marks: forestFloor },
  rock: { base: "#b3ab9d", label: "rock", marks: rock },
  water: { base: "#6e9fc8", label: "water", marks: water },
  rough_ground: { base: "#c5ad82", label: "rough ground", marks: roughGround },
  mud: { base: "#8c7753", label: "mud", marks: mud },
  sewer_stone: { base: "#8f8b80", label: "sewer stone", marks: sewerStone },
  wooden_floor: { base: "#b9885a", label: "wooden floor", marks: woodenFloor },
  cobbles: { base: "#8c8475", label: "town cobbles", marks: cobbles },
};

/** @type {MapLook} */
export const DEFAULT_LOOK = { ground: "meadow", walls: "stone", areas: [], doors: [] };

/** The look the quest's map declares (its pack's `look`), else an open meadow. */
export function lookOf(/** @type {any} */ quest, /** @type {any} */ content) {
  const map = content?.quests?.[quest?.quest]?.map;
  const look = map ? content?.maps?.[map]?.look : null;
  if (!look) return DEFAULT_LOOK;
  return {
    ground: GROUNDS[look.ground] ? look.ground : "meadow",
    walls: look.walls || "stone",
    areas: (look.areas || []).filter((/** @type {any} */ a) => GROUNDS[a.ground]).map((/** @type {any} */ a) => ({ kind: a.ground, x: a.x, y: a.y })),
    doors: look.doors || [],
  };
}

/** The shared <defs> every board's ground refers to, added to the page once. */
export function ensureGroundDefs() {
  if (document.getElementById("art-defs")) return;
  const defs = s("defs", {});
  for (const [kind, ground] of Object.entries(GROUNDS)) {
    defs.append(s("pattern", { id: `ground-${kind}`, patternUnits: "userSpaceOnUse", x: ORIGIN, y: ORIGIN, width: TILE, height: TILE },
      s("rect", { width: TILE, height: TILE, fill: ground.base }), ...ground.marks()));
  }
  defs.append(s("pattern", { id: "card-lattice", patternUnits: "userSpaceOnUse", width: 12, height: 12 },
    s("rect", { width: 12, height: 12, fill: "#5b3a24" }),
    s("path", { d: "M0 0 L12 12 M12 0 L0 12", stroke: "#7a5133", "stroke-width": 1.2 })));
  const svg = s("svg", { id: "art-defs", width: 0, height: 0, "aria-hidden": "true", focusable: "false", style: "position:absolute;width:0;height:0;overflow:hidden" }, defs);
  document.body.append(svg);
}

/** The fill of a ground kind (its pattern). */
export function groundFill(/** @type {GroundKind} */ kind) {
  return `url(#ground-${GROUNDS[kind] ? kind : "meadow"})`;
}
