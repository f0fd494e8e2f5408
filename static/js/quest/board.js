// The quest map as SVG (docs/scenario-format.md): spaces [x, y], walls and obstacles on
// edges, rough/water/swamp icons on the sides of a space, cover/vantage/hiding/bottleneck/
// findings spaces, traps, and the miniatures with health and tokens. Zoom and pan act on
// the viewBox. The board only draws: what is legal comes from the server.

import { s } from "../dom.js";

export const CELL = 64;
const MARGIN = 22;
const SIDE_BAND = 9;

const SIDE_TERRAIN = {
  rough: { fill: "#7a5526", label: "rough terrain" },
  water: { fill: "#2f6db3", label: "water" },
  swamp: { fill: "#55652a", label: "swamp" },
};

export const TOKEN_BADGES = [
  // [key, letter, fill, text colour, words]
  ["offense", "O", "#b3261e", "#fff", "offense"],
  ["defense", "D", "#1f4e9c", "#fff", "defense"],
  ["poison", "P", "#3d7a1f", "#fff", "poisoned"],
  ["stun", "S", "#6b3fa0", "#fff", "stunned"],
  ["immobilize", "I", "#5b4a2f", "#fff", "immobilized"],
  ["mighty", "M", "#111", "#fff", "mighty"],
  ["reload", "R", "#8a5a00", "#fff", "weapon empty: reload"],
  ["armor", "A", "#4b4b4b", "#fff", "destruction markers on armor"],
  ["hidden", "H", "#1e5b2a", "#fff", "hidden"],
];

export function spaceKey(at) {
  return `${at[0]},${at[1]}`;
}

function cellOrigin([x, y]) {
  return [MARGIN + x * CELL, MARGIN + y * CELL];
}

export function cellCentre(at) {
  const [x, y] = cellOrigin(at);
  return [x + CELL / 2, y + CELL / 2];
}

function edgeLine(edge) {
  const [x, y] = cellOrigin(edge.at);
  switch (edge.side) {
    case "N": return [x, y, x + CELL, y];
    case "S": return [x, y + CELL, x + CELL, y + CELL];
    case "W": return [x, y, x, y + CELL];
    default: return [x + CELL, y, x + CELL, y + CELL];
  }
}

function sideBand(edge) {
  const [x, y] = cellOrigin(edge.at);
  switch (edge.side) {
    case "N": return { x, y, width: CELL, height: SIDE_BAND };
    case "S": return { x, y: y + CELL - SIDE_BAND, width: CELL, height: SIDE_BAND };
    case "W": return { x, y, width: SIDE_BAND, height: CELL };
    default: return { x: x + CELL - SIDE_BAND, y, width: SIDE_BAND, height: CELL };
  }
}

// Small symbols for space features, each in its own corner so several can share a space.
const SPACE_FEATURES = {
  cover: {
    label: "cover",
    explain: "cover: ranged attacks on a miniature here get −1 to hit (ATK-27)",
    draw: (x, y) => s("path", { d: `M${x + 6} ${y + 6} h14 v8 q0 8 -7 11 q-7 -3 -7 -11 z`, fill: "#6d5a3a", stroke: "#2b2217", "stroke-width": 1.5 }),
  },
  vantage: {
    label: "vantage point",
    explain: "vantage point: +1 range for ranged attacks from here; stepping onto it ends a move (TERR-12)",
    draw: (x, y) => s("path", { d: `M${x + CELL - 24} ${y + 22} l9 -15 l9 15 z`, fill: "#8c7b62", stroke: "#2b2217", "stroke-width": 1.5 }),
  },
  hiding: {
    label: "hiding place",
    explain: "hiding place: a hero may Hide here (TERR-10)",
    draw: (x, y) => s("g", { fill: "#2f5d2a", stroke: "#15301a", "stroke-width": 1 },
      s("circle", { cx: x + 10, cy: y + CELL - 10, r: 5 }),
      s("circle", { cx: x + 17, cy: y + CELL - 14, r: 6 }),
      s("circle", { cx: x + 23, cy: y + CELL - 9, r: 5 })),
  },
  bottleneck: {
    label: "bottleneck",
    explain: "bottleneck: a hero with a 3-slot weapon gets −2 to hit from here (ATK-29)",
    draw: (x, y) => s("path", { d: `M${x + CELL - 24} ${y + CELL - 22} h16 l-6 8 l6 8 h-16 l6 -8 z`, fill: "#5a5148", stroke: "#1e1912", "stroke-width": 1.2 }),
  },
  findings: {
    label: "finding",
    explain: "finding: pick it up with Interact (QUEST-31)",
    draw: (x, y) => s("path", { d: `M${x + CELL / 2} ${y + 4} l6 6 l-6 6 l-6 -6 z`, fill: "#c99a10", stroke: "#5a4300", "stroke-width": 1.2 }),
  },
};

/** A small picture of a legend entry: the feature drawn in a cell of its own. */
export function legendIcon(key) {
  const feature = SPACE_FEATURES[key];
  const terrain = SIDE_TERRAIN[key];
  const svg = s("svg", { viewBox: `0 0 ${CELL} ${CELL}`, class: "legend-icon", "aria-hidden": "true" },
    s("rect", { x: 0, y: 0, width: CELL, height: CELL, fill: "#dfe8c9", stroke: "#8d9a74" }));
  if (feature) svg.append(feature.draw(0, 0));
  else if (terrain) svg.append(s("rect", { x: 0, y: 0, width: CELL, height: SIDE_BAND * 1.5, fill: terrain.fill }));
  else if (key === "wall") svg.append(s("line", { x1: 0, y1: 4, x2: CELL, y2: 4, stroke: "#1e1912", "stroke-width": 8 }));
  else if (key === "obstacle") svg.append(s("line", { x1: 0, y1: 4, x2: CELL, y2: 4, stroke: "#8a4b14", "stroke-width": 6, "stroke-dasharray": "9 5" }));
  else if (key === "trap") svg.append(s("path", { d: `M${CELL / 2 - 10} ${CELL / 2 - 10} l20 20 m0 -20 l-20 20`, stroke: "#b3261e", "stroke-width": 4 }));
  return svg;
}

export const LEGEND = [
  ...Object.entries(SIDE_TERRAIN).map(([key, t]) => ({ key, label: `${t.label} on that side of a space: stepping in across it ends the move (TERR-04)`, colour: t.fill })),
  { key: "wall", label: "wall: blocks moves and sight", colour: "#1e1912" },
  { key: "obstacle", label: "obstacle: blocks moves, not sight", colour: "#8a4b14" },
  ...Object.entries(SPACE_FEATURES).map(([key, f]) => ({ key, label: f.explain })),
  { key: "trap", label: "trap (red: armed, grey: not yet armed)" },
];

/** A unit's short label on its token: the first letters of its name and its number. */
function shortLabel(name, id) {
  const number = (String(id).match(/(\d+)$/) || [])[1] || "";
  const letters = String(name || id).replace(/[^A-Za-z]/g, "").slice(0, number ? 1 : 2);
  return `${letters.charAt(0).toUpperCase()}${letters.slice(1)}${number}`;
}

/** Offsets for up to 4 miniatures sharing a space (MOVE-03). */
function slot(index, count) {
  if (count === 1) return [0, 0];
  const d = CELL / 4.4;
  if (count === 2) return index === 0 ? [-d, -4] : [d, -4];
  const spots = [[-d, -d], [d, -d], [-d, d], [d, d]];
  return spots[index % 4];
}

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

/** The miniatures that are engaged (MOVE-09): on a space with a conscious opponent that
 * is not stunned (TRAIT-23: when every opponent there is stunned, the others are not). */
export function engagedUnits(quest) {
  const bySpace = new Map();
  for (const entry of unitsOnBoard(quest)) {
    if (entry.unit.health <= 0) continue;
    const key = spaceKey(entry.unit.at);
    if (!bySpace.has(key)) bySpace.set(key, []);
    bySpace.get(key).push(entry);
  }
  const engaged = new Set();
  for (const entries of bySpace.values()) {
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

function unitTitle(entry, engaged) {
  const { unit, name, side } = entry;
  const max = side === "enemy" ? unit.start_health : unit.max_health;
  const parts = [name, `health ${unit.health} of ${max}`];
  if (side === "ally") parts.push("NPC ally");
  if (side === "hero" && unit.health === 0) parts.push("unconscious");
  if (engaged) parts.push("engaged");
  for (const [key, , , , words] of TOKEN_BADGES) {
    const value = tokenValue(entry, key);
    if (value) parts.push(typeof value === "number" && value > 1 ? `${value} ${words}` : words);
  }
  return parts.join(", ");
}

function tokenValue(entry, key) {
  if (key === "reload") return entry.unit.empty_weapons?.length || 0;
  if (key === "armor") return Object.values(entry.unit.armor_damage || {}).reduce((sum, n) => sum + n, 0);
  if (key === "hidden") return entry.unit.hidden ? 1 : 0;
  const tokens = entry.unit.tokens || {};
  return tokens[key] || 0;
}

function drawUnit(entry, index, count, engaged, options) {
  const [cx0, cy0] = cellCentre(entry.unit.at);
  const [dx, dy] = slot(index, count);
  const cx = cx0 + dx;
  const cy = cy0 + dy;
  const r = count === 1 ? CELL * 0.3 : CELL * 0.2;
  const hero = entry.side === "hero";
  const active = options.active === entry.id;
  const max = entry.side === "enemy" ? entry.unit.start_health : entry.unit.max_health;
  const classes = ["unit", entry.side];
  if (active) classes.push("active");
  if (entry.unit.hidden) classes.push("hidden-unit");
  if (hero && entry.unit.health === 0) classes.push("down");
  if (options.targets?.has(entry.id)) classes.push("target");
  if (options.mine?.has(entry.id)) classes.push("mine");
  const group = s("g", {
    class: classes.join(" "),
    "data-unit": entry.id,
    "data-at": spaceKey(entry.unit.at),
    transform: `translate(${cx} ${cy})`,
  },
  s("title", { text: unitTitle(entry, engaged) }),
  active ? s("circle", { class: "active-ring", r: r + 5 }) : null,
  s("circle", { class: "body", r }),
  s("text", { class: "label", y: count === 1 ? 1 : 0.5, "font-size": count === 1 ? 15 : 10 }, shortLabel(entry.name, entry.id)),
  s("g", { class: "health", transform: `translate(0 ${r + (count === 1 ? 5 : 3)})` },
    s("rect", { x: -13, y: -6, width: 26, height: 12, rx: 3 }),
    s("text", { y: 0.5, "font-size": 9 }, `${entry.unit.health}/${max}`)));
  let b = 0;
  for (const [key, letter, fill, ink] of TOKEN_BADGES) {
    const value = tokenValue(entry, key);
    if (!value) continue;
    const angle = (-Math.PI / 2) + (b * Math.PI) / 3.2;
    const bx = Math.cos(angle - Math.PI / 3) * (r + 3);
    const by = Math.sin(angle - Math.PI / 3) * (r + 3);
    group.append(s("g", { class: `badge badge-${key}`, "data-badge": key, transform: `translate(${bx.toFixed(1)} ${by.toFixed(1)})` },
      s("circle", { r: 6.5, fill }),
      s("text", { fill: ink, "font-size": 8, y: 0.5 }, typeof value === "number" && value > 1 ? `${letter}${value}` : letter)));
    b += 1;
  }
  return group;
}

/**
 * Draw `quest` into a fresh <svg>. Options:
 *   active: unit id whose turn it is; mine: Set of my hero ids;
 *   reachable: Map(spaceKey -> info) of spaces a Move may end on;
 *   targets: Set of unit ids a pending attack may hit;
 *   path: [[x, y], ...] to draw; line: {from:[x,y], to:[x,y], blocked} for line of sight;
 *   marks: Map(spaceKey -> "warn"|"stop") extra marks on spaces.
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
  const ground = s("g", { class: "ground" });
  const deploy = new Set((quest.phase === "setup" ? quest.deployment_zone || [] : []).map(spaceKey));
  const engaged = engagedSpaces(quest);
  const engagedIds = engagedUnits(quest);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const key = spaceKey([x, y]);
      const [ox, oy] = cellOrigin([x, y]);
      const classes = ["cell"];
      if (deploy.has(key)) classes.push("deploy");
      if (engaged.has(key)) classes.push("engaged");
      const reach = options.reachable?.get(key);
      if (reach) classes.push("reachable");
      const mark = options.marks?.get(key);
      if (mark) classes.push(`mark-${mark}`);
      ground.append(s("rect", {
        class: classes.join(" "),
        x: ox,
        y: oy,
        width: CELL,
        height: CELL,
        "data-x": x,
        "data-y": y,
        tabindex: reach ? 0 : null,
        role: reach ? "button" : null,
        "aria-label": reach ? `Move to [${x}, ${y}]${reach.note ? `, ${reach.note}` : ""}` : null,
      }));
    }
  }
  svg.append(ground);

  // Column and row numbers, as the log names spaces [x, y].
  const axes = s("g", { class: "axes", "aria-hidden": "true" });
  for (let x = 0; x < width; x += 1) axes.append(s("text", { x: MARGIN + x * CELL + CELL / 2, y: MARGIN - 7 }, x));
  for (let y = 0; y < height; y += 1) axes.append(s("text", { x: MARGIN / 2, y: MARGIN + y * CELL + CELL / 2 + 1 }, y));
  svg.append(axes);

  const terrain = s("g", { class: "terrain" });
  for (const [kind, style] of Object.entries(SIDE_TERRAIN)) {
    for (const edge of quest.board[kind] || []) {
      terrain.append(s("rect", { ...sideBand(edge), fill: style.fill, class: `side-${kind}`, "data-at": spaceKey(edge.at), "data-side": edge.side },
        s("title", { text: `${style.label} on the ${edge.side} side of [${edge.at[0]}, ${edge.at[1]}]` })));
    }
  }
  const findings = quest.findings || quest.board.findings || [];
  for (const [kind, feature] of Object.entries(SPACE_FEATURES)) {
    const spaces = kind === "findings" ? findings : quest.board[kind] || [];
    for (const at of spaces) {
      const [ox, oy] = cellOrigin(at);
      terrain.append(s("g", { class: `feature feature-${kind}`, "data-at": spaceKey(at) },
        s("title", { text: `${feature.label} at [${at[0]}, ${at[1]}]` }), feature.draw(ox, oy)));
    }
  }
  for (const trap of Object.values(quest.traps || {})) {
    const [ox, oy] = cellOrigin(trap.at);
    terrain.append(s("g", { class: `trap ${trap.armed ? "armed" : "unarmed"}`, "data-trap": trap.id },
      s("title", { text: `${trap.armed ? "armed" : "unarmed"} trap at [${trap.at[0]}, ${trap.at[1]}]` }),
      s("path", { d: `M${ox + CELL - 20} ${oy + CELL - 20} l12 12 m0 -12 l-12 12`, "stroke-width": 3 })));
  }
  svg.append(terrain);

  const edges = s("g", { class: "edges" });
  for (const edge of quest.board.obstacles || []) {
    const [x1, y1, x2, y2] = edgeLine(edge);
    edges.append(s("line", { class: "obstacle", x1, y1, x2, y2 }, s("title", { text: `obstacle on the ${edge.side} side of [${edge.at[0]}, ${edge.at[1]}]` })));
  }
  for (const edge of quest.board.walls || []) {
    const [x1, y1, x2, y2] = edgeLine(edge);
    edges.append(s("line", { class: "wall", x1, y1, x2, y2 }, s("title", { text: `wall on the ${edge.side} side of [${edge.at[0]}, ${edge.at[1]}]` })));
  }
  svg.append(edges);

  const overlay = s("g", { class: "overlay", "pointer-events": "none" });
  if (options.path?.length > 1) {
    const points = options.path.map((at) => cellCentre(at).join(",")).join(" ");
    overlay.append(s("polyline", { class: "path", points }));
  }
  if (options.line) {
    const [x1, y1] = cellCentre(options.line.from);
    const [x2, y2] = cellCentre(options.line.to);
    overlay.append(s("line", { class: `sight ${options.line.blocked ? "blocked" : ""}`, x1, y1, x2, y2 }));
  }
  svg.append(overlay);

  const unitsLayer = s("g", { class: "units" });
  const bySpace = new Map();
  for (const entry of unitsOnBoard(quest, options.names)) {
    const key = spaceKey(entry.unit.at);
    if (!bySpace.has(key)) bySpace.set(key, []);
    bySpace.get(key).push(entry);
  }
  for (const entries of bySpace.values()) {
    entries.forEach((entry, i) => unitsLayer.append(drawUnit(entry, i, entries.length, engagedIds.has(entry.id), options)));
  }
  svg.append(unitsLayer);
  svg.fullBox = full;
  return svg;
}

/** Zoom and pan on an SVG's viewBox: wheel and buttons zoom, dragging pans. */
export function zoomable(svg, state) {
  const full = svg.fullBox;
  if (!state.box) state.box = { ...full };
  const apply = () => svg.setAttribute("viewBox", `${state.box.x} ${state.box.y} ${state.box.w} ${state.box.h}`);
  apply();
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
  };
}
