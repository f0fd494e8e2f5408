// The quest map as SVG (docs/scenario-format.md): spaces [x, y] on the map's own ground
// (art/ground.js: meadow, sewer stone, a wooden floor…) in a wooden frame, the terrain
// and the walls (terrain.js), and the miniatures as tokens (tokens.js), with the marks
// of the mode in progress (reachable spaces, a path, a line of sight). Zoom and pan act
// on the viewBox. The board only draws: what is legal comes from the server.

import { s } from "../dom.js";
import { DEFAULT_LOOK, ensureGroundDefs, groundFill } from "../art/ground.js";
import { CELL, cellCentre, cellOrigin, MARGIN, spaceKey } from "./grid.js";
import { drawEdges, drawTerrain, LEGEND, legendIcon } from "./terrain.js";
import { drawUnit, TOKEN_BADGES } from "./tokens.js";

export { CELL, cellCentre, LEGEND, legendIcon, spaceKey, TOKEN_BADGES };

function unitsOnBoard(quest, names) {
  const units = [];
  for (const [id, hero] of Object.entries(quest.heroes || {})) {
    if (hero.at && !hero.exited && !hero.killed) units.push({ id, side: "hero", unit: hero, name: names?.[id] || hero.name });
  }
  for (const [id, ally] of Object.entries(quest.allies || {})) {
    if (ally.at && !ally.removed) units.push({ id, side: "ally", unit: ally, name: names?.[id] || ally.name });
  }
  for (const [id, enemy] of Object.entries(quest.enemies || {})) {
    const name = names?.[id] || quest.defs?.enemies?.[enemy.enemy]?.name || enemy.enemy;
    if (enemy.at && !enemy.removed) units.push({ id, side: "enemy", unit: enemy, name });
  }
  return units;
}

function bySpace(entries) {
  const spaces = new Map();
  for (const entry of entries) {
    const key = spaceKey(entry.unit.at);
    if (!spaces.has(key)) spaces.set(key, []);
    spaces.get(key).push(entry);
  }
  return spaces;
}

/** The miniatures that are engaged (MOVE-09): on a space with a conscious opponent that
 * is not stunned (TRAIT-23: when every opponent there is stunned, the others are not). */
export function engagedUnits(quest) {
  const engaged = new Set();
  const standing = unitsOnBoard(quest).filter((entry) => entry.unit.health > 0);
  for (const entries of bySpace(standing).values()) {
    for (const entry of entries) {
      const enemy = entry.side === "enemy";
      if (entries.some((other) => (other.side === "enemy") !== enemy && !other.unit.tokens?.stun)) engaged.add(entry.id);
    }
  }
  return engaged;
}

/** Spaces where some miniature is engaged. */
export function engagedSpaces(quest) {
  const engaged = engagedUnits(quest);
  return new Set(unitsOnBoard(quest).filter((e) => engaged.has(e.id)).map((e) => spaceKey(e.unit.at)));
}

function cellClasses(key, deploy, engaged, options) {
  const classes = ["cell"];
  if (deploy.has(key)) classes.push("deploy");
  if (engaged.has(key)) classes.push("engaged");
  if (options.reachable?.has(key)) classes.push("reachable");
  const mark = options.marks?.get(key);
  if (mark) classes.push(`mark-${mark}`);
  return classes.join(" ");
}

/** The map's ground and its areas of another ground, under the spaces. */
function groundLayer(quest, look) {
  const [width, height] = quest.board.size;
  const layer = s("g", { class: "ground-art", "aria-hidden": "true", "data-ground": look.ground },
    s("rect", { x: MARGIN, y: MARGIN, width: width * CELL, height: height * CELL, fill: groundFill(look.ground) }));
  for (const area of look.areas || []) {
    const [x0, y0] = cellOrigin([area.x[0], area.y[0]]);
    layer.append(s("rect", {
      class: "ground-area", "data-ground": area.kind, x: x0, y: y0,
      width: (area.x[1] - area.x[0] + 1) * CELL, height: (area.y[1] - area.y[0] + 1) * CELL, fill: groundFill(area.kind),
    }));
  }
  return layer;
}

function drawGround(quest, options) {
  const [width, height] = quest.board.size;
  const ground = s("g", { class: "ground" });
  const deploy = new Set((quest.phase === "setup" ? quest.deployment_zone || [] : []).map(spaceKey));
  const engaged = engagedSpaces(quest);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const key = spaceKey([x, y]);
      const [ox, oy] = cellOrigin([x, y]);
      const reach = options.reachable?.get(key);
      ground.append(s("rect", {
        class: cellClasses(key, deploy, engaged, options),
        x: ox, y: oy, width: CELL, height: CELL, "data-x": x, "data-y": y,
        tabindex: reach ? 0 : null,
        role: reach ? "button" : null,
        "aria-label": reach ? `Move to [${x}, ${y}]${reach.note ? `, ${reach.note}` : ""}` : null,
      }));
    }
  }
  return [groundLayer(quest, options.look || DEFAULT_LOOK), ground];
}

/** The wooden frame the map lies in: the row and column numbers are printed on it. */
function drawFrame(width, height) {
  return s("rect", { class: "frame", x: 2, y: 2, width: width * CELL + 2 * MARGIN - 4, height: height * CELL + 2 * MARGIN - 4, rx: 8 });
}

/** Column and row numbers, as the log names spaces [x, y]. */
function drawAxes(width, height) {
  const axes = s("g", { class: "axes", "aria-hidden": "true" });
  for (let x = 0; x < width; x += 1) axes.append(s("text", { x: MARGIN + x * CELL + CELL / 2, y: MARGIN / 2 + 1 }, x));
  for (let y = 0; y < height; y += 1) axes.append(s("text", { x: MARGIN / 2, y: MARGIN + y * CELL + CELL / 2 + 1 }, y));
  return axes;
}

function drawOverlay(options) {
  const overlay = s("g", { class: "overlay", "pointer-events": "none" });
  if (options.path?.length > 1) overlay.append(s("polyline", { class: "path", points: options.path.map((at) => cellCentre(at).join(",")).join(" ") }));
  if (options.line) {
    const [x1, y1] = cellCentre(options.line.from);
    const [x2, y2] = cellCentre(options.line.to);
    overlay.append(s("line", { class: `sight ${options.line.blocked ? "blocked" : ""}`, x1, y1, x2, y2 }));
  }
  return overlay;
}

function drawUnits(quest, options) {
  const layer = s("g", { class: "units" });
  const engaged = engagedUnits(quest);
  for (const entries of bySpace(unitsOnBoard(quest, options.names)).values()) {
    entries.forEach((entry, i) => layer.append(drawUnit(entry, i, entries.length, engaged.has(entry.id), options)));
  }
  return layer;
}

/**
 * Draw `quest` into a fresh <svg>. Options:
 *   active: unit id whose turn it is; mine: Set of my hero ids;
 *   reachable: Map(spaceKey -> info) of spaces a Move may end on;
 *   targets: Set of unit ids a pending attack may hit;
 *   path: [[x, y], ...] to draw; line: {from:[x,y], to:[x,y], blocked} for line of sight;
 *   marks: Map(spaceKey -> "warn"|"stop") extra marks on spaces;
 *   look: the map's look (art/ground.js lookOf); defs: the quest's definitions;
 *   selected: the unit chosen as a target.
 */
export function drawBoard(quest, options = {}) {
  const [width, height] = quest.board.size;
  const full = { x: 0, y: 0, w: width * CELL + 2 * MARGIN, h: height * CELL + 2 * MARGIN };
  const svg = s("svg", {
    class: "board",
    viewBox: `${full.x} ${full.y} ${full.w} ${full.h}`,
    role: "group",
    "aria-label": `Quest map, ${width} columns by ${height} rows`,
    "data-width": width,
    "data-height": height,
  });
  ensureGroundDefs();
  svg.append(drawFrame(width, height), ...drawGround(quest, options), drawAxes(width, height), drawTerrain(quest),
    drawEdges(quest, options.look || DEFAULT_LOOK), drawOverlay(options), drawUnits(quest, options));
  /** @type {any} */ (svg).fullBox = full;
  return svg;
}

/** Zoom and pan on an SVG's viewBox: wheel and buttons zoom, dragging pans. `box` is
 * the view kept from the last drawing (or null: the whole map); `onChange(box)` keeps
 * the new one. */
/** @param {any} svg @param {any} box @param {(box: any) => void} [onChange] */
export function zoomable(svg, box, onChange = () => {}) {
  const full = svg.fullBox;
  const state = { box: box ? { ...box } : { ...full } };
  const apply = (record = true) => {
    svg.setAttribute("viewBox", `${state.box.x} ${state.box.y} ${state.box.w} ${state.box.h}`);
    if (record) onChange(state.box);
  };
  apply(false);
  const zoom = (factor, cx = state.box.x + state.box.w / 2, cy = state.box.y + state.box.h / 2) => {
    const w = Math.min(full.w * 1.5, Math.max(CELL * 3, state.box.w * factor));
    const h = (w * full.h) / full.w;
    state.box = { x: cx - ((cx - state.box.x) * w) / state.box.w, y: cy - ((cy - state.box.y) * h) / state.box.h, w, h };
    apply();
  };
  svg.addEventListener("wheel", (event) => {
    event.preventDefault();
    const rect = svg.getBoundingClientRect();
    const cx = state.box.x + ((event.clientX - rect.left) / rect.width) * state.box.w;
    const cy = state.box.y + ((event.clientY - rect.top) / rect.height) * state.box.h;
    zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, cx, cy);
  }, { passive: false });
  let drag = null;
  svg.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, box: { ...state.box }, moved: false, id: event.pointerId };
  });
  svg.addEventListener("pointermove", (event) => {
    if (!drag || drag.id !== event.pointerId) return;
    const rect = svg.getBoundingClientRect();
    const dx = ((event.clientX - drag.x) / rect.width) * drag.box.w;
    const dy = ((event.clientY - drag.y) / rect.height) * drag.box.h;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 6) return;
    if (!drag.moved) svg.setPointerCapture(event.pointerId);
    drag.moved = true;
    state.box = { ...drag.box, x: drag.box.x - dx, y: drag.box.y - dy };
    apply();
  });
  let dragged = false;
  // A drag is not a click on a space.
  svg.addEventListener("click", (event) => {
    if (dragged) event.stopPropagation();
  }, { capture: true });
  const end = (event) => {
    if (drag?.moved) {
      dragged = true;
      setTimeout(() => { dragged = false; }, 0);
    }
    if (drag && svg.hasPointerCapture?.(event.pointerId)) svg.releasePointerCapture(event.pointerId);
    drag = null;
  };
  svg.addEventListener("pointerup", end);
  svg.addEventListener("pointercancel", end);
  return {
    zoomIn: () => zoom(1 / 1.25),
    zoomOut: () => zoom(1.25),
    reset: () => {
      state.box = { ...full };
      apply();
    },
    /** Show `shown` (a part of the map) as the view. */
    show: (/** @type {{x: number, y: number, w: number, h: number}} */ shown) => {
      state.box = { ...shown };
      apply();
    },
  };
}
