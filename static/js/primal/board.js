// The combat board as our own SVG (P-BOARD-01..10): a square cut by its diagonals into
// four sectors around the monster. The monster sits in the centre, its head toward the
// sector it faces; each sector carries its side's name (front, flanks, rear: P-BOARD-02),
// a red edge where the current stance is exposed (P-TURN-28/29), its terrain tokens (Fire
// red when new, yellow when old: P-BOARD-15) and the hunters standing in it, with their
// threatened, KO and condition marks and the aggro token. The round track runs below.
// A sector the player may move to is a button (the move's payment is chosen in pay.js).

import { s } from "../dom.js";
import {
  hunterName, SECTOR_PLACES, SIDE_WORDS, sideOf, stanceDef, TERRAIN,
} from "./words.js";

/** @typedef {import("./types.js").PrimalView} PrimalView */

const SIZE = 420;
const C = SIZE / 2;
const CORNERS = { nw: [10, 10], ne: [410, 10], se: [410, 410], sw: [10, 410] };
/** Each sector's triangle (south, west, north, east) and where its contents go. */
const SHAPES = [
  { corners: ["sw", "se"], label: [C, 402], terrain: [C, 372], figures: [C, 305], dir: [0, 1] },
  { corners: ["nw", "sw"], label: [24, C], terrain: [66, C], figures: [122, C], dir: [-1, 0] },
  { corners: ["nw", "ne"], label: [C, 26], terrain: [C, 48], figures: [C, 112], dir: [0, -1] },
  { corners: ["ne", "se"], label: [396, C], terrain: [354, C], figures: [298, C], dir: [1, 0] },
];
const HUNTER_COLORS = ["#1f5f8b", "#7a3e9d", "#2e7d32", "#b35c00"];
const TRACK_Y = SIZE + 26;

function points(sector) {
  const [a, b] = SHAPES[sector].corners.map((k) => CORNERS[k]);
  return `${a[0]},${a[1]} ${b[0]},${b[1]} ${C},${C}`;
}

function exposedSides(view) {
  return new Set(stanceDef(view, view.monster.stance)?.exposed || []);
}

/** The side's name along the board's outer edge (rotated on the flanks). */
function sideLabel(view, sector, exposed) {
  const [x, y] = SHAPES[sector].label;
  const side = sideOf(view, sector);
  const rotate = sector === 1 ? -90 : sector === 3 ? 90 : 0;
  const words = `${SIDE_WORDS[side]}${exposed ? " · exposed" : ""}`;
  return s("text", {
    x, y, class: `side-label${exposed ? " exposed" : ""}`, "text-anchor": "middle",
    transform: rotate ? `rotate(${rotate} ${x} ${y})` : null,
  }, words);
}

function terrainTokens(view, sector) {
  const place = view.board.sectors[sector];
  const tokens = place.terrain.map((kind) => ({ kind, text: TERRAIN[kind]?.name || "Terrain", cls: `terrain-${kind}` }));
  if (place.fire) tokens.push({ kind: "fire", text: place.fire === "red" ? "Fire (new)" : "Fire (old)", cls: `terrain-fire fire-${place.fire}` });
  for (const [token, count] of Object.entries(place.tokens || {})) {
    if (count > 0) tokens.push({ kind: token, text: `${token === "dust" ? "Dust" : token === "arkeum" ? "Arkeum" : "Marker"} ×${count}`, cls: "sector-token" });
  }
  const [ax, ay] = SHAPES[sector].terrain;
  const [dx] = SHAPES[sector].dir;
  return tokens.map((token, i) => {
    const offset = i - (tokens.length - 1) / 2;
    const x = ax + (dx === 0 ? offset * 74 : 0);
    const y = ay + (dx === 0 ? 0 : offset * 24);
    return s("g", { class: `terrain-token ${token.cls}`, transform: `translate(${x} ${y})` },
      s("title", { text: `${token.text}${TERRAIN[token.kind] ? `: ${TERRAIN[token.kind].does} (${TERRAIN[token.kind].rule})` : ""}` }),
      s("rect", { x: -34, y: -10, width: 68, height: 20, rx: 10 }),
      s("text", { x: 0, y: 4, "text-anchor": "middle" }, token.text));
  });
}

/** A hunter's figure with its marks: threatened (!), KO (red or black), dazed, burning, aggro. */
function hunterFigure(view, id, x, y) {
  const hunter = view.hunters[id];
  const color = HUNTER_COLORS[view.order.indexOf(id) % HUNTER_COLORS.length];
  const marks = [];
  if (hunter.threatened) marks.push("threatened");
  if (hunter.ko) marks.push(`KO (${hunter.ko})`);
  if (hunter.dazed) marks.push("dazed");
  if (hunter.burning) marks.push("burning");
  if (view.aggro === id) marks.push("holds the aggro token");
  if (view.active === id) marks.push("active");
  const label = `${hunterName(view, id)}${marks.length ? `: ${marks.join(", ")}` : ""}`;
  return s("g", {
    class: `figure${hunter.ko ? ` ko ko-${hunter.ko}` : ""}${view.active === id ? " active" : ""}`,
    transform: `translate(${x} ${y})`, dataset: { hunter: id },
  },
  s("title", { text: label }),
  view.active === id ? s("circle", { r: 24, class: "active-ring" }) : null,
  s("circle", { r: 18, fill: hunter.ko ? "#6b6b6b" : color, class: "body" }),
  s("text", { y: 6, "text-anchor": "middle", class: "initial" }, hunterName(view, id).slice(0, 1)),
  s("text", { y: 34, "text-anchor": "middle", class: "figure-name" }, hunterName(view, id)),
  hunter.threatened ? s("g", { class: "mark threatened", transform: "translate(14 -15)" },
    s("circle", { r: 8 }), s("text", { y: 4, "text-anchor": "middle" }, "!")) : null,
  hunter.ko ? s("g", { class: `mark ko-token ko-${hunter.ko}`, transform: "translate(-27 0)" },
    s("rect", { x: -11, y: -7, width: 22, height: 14, rx: 3 }), s("text", { y: 4, "text-anchor": "middle" }, "KO")) : null,
  hunter.dazed ? s("g", { class: "mark dazed", transform: "translate(-19 15)" }, s("circle", { r: 6 }), s("text", { y: 3, "text-anchor": "middle" }, "z")) : null,
  hunter.burning ? s("g", { class: "mark burning", transform: "translate(19 13)" }, s("circle", { r: 6 }), s("text", { y: 3, "text-anchor": "middle" }, "b")) : null,
  view.aggro === id ? s("g", { class: "aggro-token", transform: "translate(0 -27)" },
    s("rect", { x: -19, y: -8, width: 38, height: 15, rx: 7 }), s("text", { y: 3, "text-anchor": "middle" }, "Aggro")) : null);
}

function hunterFigures(view, sector) {
  const here = view.order.filter((id) => view.hunters[id].sector === sector && !view.hunters[id].captured && !view.hunters[id].eliminated);
  const [ax, ay] = SHAPES[sector].figures;
  const [dx] = SHAPES[sector].dir;
  return here.map((id, i) => {
    const offset = i - (here.length - 1) / 2;
    return hunterFigure(view, id, ax + (dx === 0 ? offset * 54 : 0), ay + (dx === 0 ? 0 : offset * 62));
  });
}

/** P-TURN-28/29: a red edge along the outside of a sector the stance leaves exposed. */
function exposedEdge(sector) {
  const [a, b] = SHAPES[sector].corners.map((k) => CORNERS[k]);
  return s("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "exposed-edge" });
}

/** The monster in the centre, its head toward the sector it faces (P-BOARD-04). */
function monsterFigure(view) {
  const [dx, dy] = SHAPES[view.board.facing].dir;
  const head = [C + dx * 62, C + dy * 62];
  const side = [-dy, dx];
  const base = [[C + dx * 40 + side[0] * 20, C + dy * 40 + side[1] * 20], [C + dx * 40 - side[0] * 20, C + dy * 40 - side[1] * 20]];
  const m = view.monster;
  const marks = [m.vulnerable ? "vulnerable" : "", m.confused ? "confused" : "", m.unleashing ? "unleashing" : ""].filter(Boolean);
  return s("g", { class: `monster${m.unleashing ? " unleashing" : ""}` },
    s("title", { text: `${m.name} faces the ${SECTOR_PLACES[view.board.facing]} sector${marks.length ? `; ${marks.join(", ")}` : ""}` }),
    s("polygon", { class: "monster-head", points: `${head[0]},${head[1]} ${base[0][0]},${base[0][1]} ${base[1][0]},${base[1][1]}` }),
    s("circle", { cx: C, cy: C, r: 46, class: "monster-body" }),
    s("text", { x: C, y: C - 2, "text-anchor": "middle", class: "monster-name" }, m.name),
    s("text", { x: C, y: C + 16, "text-anchor": "middle", class: "monster-health" }, `${m.health} health`),
    marks.length ? s("text", { x: C, y: C + 31, "text-anchor": "middle", class: "monster-marks" }, marks.join(" · ")) : null);
}

/** P-ROUND-02: the 10-space round track. */
function roundTrack(view) {
  const rounds = view.options?.rounds || 10;
  const step = (SIZE - 40) / rounds;
  return s("g", { class: "round-track", "aria-label": `Round ${view.round} of ${rounds}` },
    s("text", { x: 12, y: TRACK_Y - 14, class: "track-title" }, `Round ${view.round} of ${rounds}`),
    Array.from({ length: rounds }, (_, i) => {
      const n = i + 1;
      const cls = n === view.round ? "now" : n < view.round ? "past" : "";
      return s("g", { class: `round ${cls}`, transform: `translate(${20 + step * i + step / 2} ${TRACK_Y + 6})` },
        s("circle", { r: 11 }), s("text", { y: 4, "text-anchor": "middle" }, String(n)));
    }));
}

/**
 * The board. `moves` maps a sector to what choosing it does (the sectors the player may
 * move to now); the others only draw.
 * @param {PrimalView} view
 * @param {Map<number, {key: string, label: string, go: () => void}>} moves
 */
export function combatBoard(view, moves = new Map()) {
  const exposed = exposedSides(view);
  const sectors = [0, 1, 2, 3].map((sector) => {
    const side = sideOf(view, sector);
    const isExposed = exposed.has(side);
    const move = moves.get(sector);
    const props = {
      class: `sector side-${side}${isExposed ? " exposed" : ""}${move ? " reachable" : ""}`,
      dataset: move ? { sector: SECTOR_PLACES[sector], side, actionKey: move.key, key: move.key } : { sector: SECTOR_PLACES[sector], side },
    };
    if (move) Object.assign(props, { tabindex: "0", role: "button", "aria-label": move.label, onclick: move.go,
      onkeydown: (event) => { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); move.go(); } } });
    return s("g", props, s("polygon", { points: points(sector), class: "sector-ground" }), isExposed ? exposedEdge(sector) : null, sideLabel(view, sector, isExposed));
  });
  // A sector one may move to takes the click wherever it lands, on its figures too.
  const contents = [0, 1, 2, 3].map((sector) => s("g", { class: `sector-contents${moves.has(sector) ? " passes" : ""}` }, terrainTokens(view, sector), hunterFigures(view, sector)));
  const words = [0, 1, 2, 3].map((sector) => `${SIDE_WORDS[sideOf(view, sector)]}: ${view.order.filter((id) => view.hunters[id].sector === sector).map((id) => hunterName(view, id)).join(", ") || "nobody"}`);
  return s("svg", {
    viewBox: `0 0 ${SIZE} ${SIZE + 50}`, class: "primal-board", id: "primal-board", role: "group",
    "aria-label": `Combat board: ${view.monster.name} in the centre. ${words.join("; ")}.`,
  }, s("rect", { x: 4, y: 4, width: SIZE - 8, height: SIZE - 8, rx: 10, class: "board-frame" }),
  sectors, s("line", { x1: 10, y1: 10, x2: 410, y2: 410, class: "diagonal" }), s("line", { x1: 410, y1: 10, x2: 10, y2: 410, class: "diagonal" }),
  monsterFigure(view), contents, roundTrack(view));
}
