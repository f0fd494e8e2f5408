// The miniatures as tokens of our own drawing: a hero's portrait glyph, an enemy's beast
// silhouette, an ally's shield; health as pips under the token; status badges around it.

import { s } from "../dom.js";
import { CELL, cellCentre, spaceKey } from "./grid.js";

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

/** Glyphs drawn in a unit circle of radius 1 (scaled to the token). */
const GLYPHS = {
  // Head and shoulders: a hero's portrait.
  hero: "M0 -0.62 a0.27 0.27 0 1 1 0.001 0 z M-0.52 0.55 q0 -0.5 0.52 -0.5 q0.52 0 0.52 0.5 z",
  // A beast's head: pointed ears, brow and muzzle.
  enemy: "M-0.55 -0.6 l0.2 0.42 q0.35 -0.16 0.7 0 l0.2 -0.42 l0.05 0.62 q0.05 0.3 -0.25 0.5 l-0.35 0.28 l-0.35 -0.28 q-0.3 -0.2 -0.25 -0.5 z",
  // A shield: an NPC ally.
  ally: "M0 -0.62 l0.5 0.18 q0 0.62 -0.5 0.92 q-0.5 -0.3 -0.5 -0.92 z",
};

/** Each hero's emblem (drawn as lines or shapes in the unit circle); others get the
 * head-and-shoulders portrait. */
const HERO_EMBLEMS = {
  huntress: { line: "M-0.3 -0.72 Q0.55 0 -0.3 0.72 M-0.3 -0.72 L-0.3 0.72 M-0.65 0 L0.62 0 M0.42 -0.16 L0.62 0 L0.42 0.16" },
  landsknecht: { line: "M0 -0.8 L0 0.42 M-0.38 0.3 L0.38 0.3 M0 0.42 L0 0.78" },
  man_at_arms: { fill: "M0 -0.7 l0.55 0.2 q0 0.7 -0.55 1.05 q-0.55 -0.35 -0.55 -1.05 z", line: "M0 -0.55 L0 0.45" },
  medic: { fill: "M-0.16 -0.62 h0.32 v0.46 h0.46 v0.32 h-0.46 v0.46 h-0.32 v-0.46 h-0.46 v-0.32 h0.46 z" },
  sorceress: { fill: "M0 -0.75 L0.18 -0.22 L0.72 -0.22 L0.28 0.1 L0.44 0.62 L0 0.3 L-0.44 0.62 L-0.28 0.1 L-0.72 -0.22 L-0.18 -0.22 Z" },
};

function emblem(entry, r) {
  const transform = `translate(0 ${-r * 0.12}) scale(${r * 0.62})`;
  const own = entry.side === "hero" ? HERO_EMBLEMS[entry.id] : null;
  if (!own) return [s("path", { class: "glyph", d: GLYPHS[entry.side] || GLYPHS.hero, transform })];
  return [
    own.fill ? s("path", { class: "glyph", d: own.fill, transform }) : null,
    own.line ? s("path", { class: own.fill ? "glyph-line on-fill" : "glyph-line", d: own.line, transform, "stroke-width": 0.16 }) : null,
  ];
}

/** A unit's short label: the first letters of its name and its number. */
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

export function tokenValue(entry, key) {
  if (key === "reload") return entry.unit.empty_weapons?.length || 0;
  if (key === "armor") return Object.values(entry.unit.armor_damage || {}).reduce((sum, n) => sum + n, 0);
  if (key === "hidden") return entry.unit.hidden ? 1 : 0;
  return entry.unit.tokens?.[key] || 0;
}

function maxHealth(entry) {
  return entry.side === "enemy" ? entry.unit.start_health : entry.unit.max_health;
}

function unitTitle(entry, engaged) {
  const { unit, name, side } = entry;
  const parts = [name, `health ${unit.health} of ${maxHealth(entry)}`];
  if (side === "ally") parts.push("NPC ally");
  if (side === "hero" && unit.health === 0) parts.push("unconscious");
  if (engaged) parts.push("engaged");
  for (const [key, , , , words] of TOKEN_BADGES) {
    const value = tokenValue(entry, key);
    if (value) parts.push(typeof value === "number" && value > 1 ? `${value} ${words}` : words);
  }
  return parts.join(", ");
}

/** Health as pips (filled: left, hollow: lost); as numbers when there are too many. */
function healthPips(entry, r, small) {
  const max = maxHealth(entry) || 0;
  const left = Math.max(0, entry.unit.health);
  const y = r + (small ? 4 : 6);
  if (max > 8 || max <= 0) {
    return s("g", { class: "health", transform: `translate(0 ${y})` },
      s("rect", { x: -13, y: -6, width: 26, height: 12, rx: 3 }), s("text", { y: 0.5, "font-size": 9 }, `${left}/${max}`));
  }
  const size = small ? 2.6 : 3.4;
  const gap = size * 2 + 1.5;
  const start = -((max - 1) * gap) / 2;
  return s("g", { class: "health pips", transform: `translate(0 ${y})` },
    s("rect", { x: start - size - 2, y: -size - 2, width: (max - 1) * gap + size * 2 + 4, height: size * 2 + 4, rx: size + 2, class: "pip-tray" }),
    Array.from({ length: max }, (_, i) => s("circle", { cx: start + i * gap, cy: 0, r: size, class: i < left ? "pip full" : "pip lost" })));
}

function badges(entry, r) {
  const group = [];
  let b = 0;
  for (const [key, letter, fill, ink] of TOKEN_BADGES) {
    const value = tokenValue(entry, key);
    if (!value) continue;
    const angle = -Math.PI / 2 + (b * Math.PI) / 3.2 - Math.PI / 3;
    const bx = Math.cos(angle) * (r + 3);
    const by = Math.sin(angle) * (r + 3);
    group.push(s("g", { class: `badge badge-${key}`, "data-badge": key, transform: `translate(${bx.toFixed(1)} ${by.toFixed(1)})` },
      s("circle", { r: 6.5, fill, stroke: "#fff", "stroke-width": 1 }),
      s("text", { fill: ink, "font-size": 8, y: 0.5 }, typeof value === "number" && value > 1 ? `${letter}${value}` : letter)));
    b += 1;
  }
  return group;
}

function tokenClasses(entry, options) {
  const classes = ["unit", entry.side];
  if (options.active === entry.id) classes.push("active");
  if (entry.unit.hidden) classes.push("hidden-unit");
  if (entry.side === "hero" && entry.unit.health === 0) classes.push("down");
  if (options.targets?.has(entry.id)) classes.push("target");
  if (options.mine?.has(entry.id)) classes.push("mine");
  return classes.join(" ");
}

/** One miniature's token, placed on its space among the others there. */
export function drawUnit(entry, index, count, engaged, options) {
  const [cx0, cy0] = cellCentre(entry.unit.at);
  const [dx, dy] = slot(index, count);
  const small = count > 1;
  const r = small ? CELL * 0.2 : CELL * 0.3;
  return s("g", {
    class: tokenClasses(entry, options),
    "data-unit": entry.id,
    "data-at": spaceKey(entry.unit.at),
    transform: `translate(${cx0 + dx} ${cy0 + dy})`,
  },
  s("title", { text: unitTitle(entry, engaged) }),
  options.active === entry.id ? s("circle", { class: "active-ring", r: r + 5 }) : null,
  s("circle", { class: "body", r }),
  ...emblem(entry, r),
  s("text", { class: "label", y: r * 0.68, "font-size": small ? 6.5 : 8.5 }, shortLabel(entry.name, entry.id)),
  healthPips(entry, r, small),
  ...badges(entry, r));
}
