// The miniatures as tokens of our own drawing: a silhouette per hero class and enemy kind
// (art/figures.js) on a base in its side's colours; health as pips under the token;
// conditions as icon badges around it; rings for whose turn it is, who may be hit and
// the target chosen.

import { s } from "../dom.js";
import { CELL, cellCentre, spaceKey } from "./grid.js";
import { figureOf } from "../art/figures.js";
import { icon } from "../art/icons.js";

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

/** The figure's silhouette (art/figures.js): its hero class or enemy kind. */
function emblem(entry, r, defs) {
  const kind = entry.side === "enemy" ? entry.unit.enemy : entry.id;
  const type = entry.side === "enemy" ? defs?.enemies?.[entry.unit.enemy]?.type || "" : "";
  const figure = figureOf(entry.side, kind, type);
  const transform = `scale(${(r * 0.66).toFixed(2)})`;
  return s("g", { class: "figure", "data-figure": entry.side === "hero" ? kind : entry.side === "enemy" ? kind : "ally", transform },
    figure.fill ? s("path", { class: "glyph", d: figure.fill }) : null,
    figure.line ? s("path", { class: "glyph-line", d: figure.line, "stroke-width": figure.width || 0.12 }) : null);
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
  for (const [key, letter, fill] of TOKEN_BADGES) {
    const value = tokenValue(entry, key);
    if (!value) continue;
    const angle = -Math.PI / 2 + (b * Math.PI) / 3.6 - Math.PI / 3;
    const bx = Math.cos(angle) * (r + 2);
    const by = Math.sin(angle) * (r + 2);
    const count = typeof value === "number" && value > 1 ? value : 0;
    group.push(s("g", { class: `badge badge-${key}`, "data-badge": key, "data-letter": letter, transform: `translate(${bx.toFixed(1)} ${by.toFixed(1)})` },
      s("circle", { r: 7.5, fill, stroke: "#fff", "stroke-width": 1.2 }),
      icon(key, 9.5),
      count ? s("g", { class: "badge-count", transform: "translate(6 5)" }, s("circle", { r: 4.6 }), s("text", { "font-size": 7, y: 0.5 }, count)) : null));
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
  if (options.selected === entry.id) classes.push("selected");
  if (options.mine?.has(entry.id)) classes.push("mine");
  return classes.join(" ");
}

/** Rings that say at a glance: whose turn it is (gold), who may be hit (red sights),
 * the target chosen (blue). */
function stateRings(entry, r, options) {
  const rings = [];
  if (options.active === entry.id) rings.push(s("circle", { class: "active-ring", r: r + 4.5 }));
  if (options.targets?.has(entry.id)) {
    rings.push(s("g", { class: "target-ring" }, s("circle", { r: r + 4 }),
      s("path", { d: `M0 ${-r - 8} v7 M0 ${r + 8} v-7 M${-r - 8} 0 h7 M${r + 8} 0 h-7` })));
  }
  if (options.selected === entry.id) rings.push(s("circle", { class: "selected-ring", r: r + 7 }));
  return rings;
}

/** One miniature's token, placed on its space among the others there: a shadow, the
 * base in its side's colours, its silhouette, its number, its health and conditions. */
export function drawUnit(entry, index, count, engaged, options) {
  const [cx0, cy0] = cellCentre(entry.unit.at);
  const [dx, dy] = slot(index, count);
  const small = count > 1;
  const r = small ? CELL * 0.22 : CELL * 0.36;
  const number = (String(entry.id).match(/(\d+)$/) || [])[1];
  return s("g", {
    class: tokenClasses(entry, options),
    "data-unit": entry.id,
    "data-at": spaceKey(entry.unit.at),
    transform: `translate(${cx0 + dx} ${cy0 + dy})`,
  },
  s("title", { text: unitTitle(entry, engaged) }),
  s("g", { class: "token" },
    s("ellipse", { class: "shadow", cx: 1.5, cy: r * 0.22 + 2, rx: r, ry: r * 0.92 }),
    ...stateRings(entry, r, options),
    s("circle", { class: "rim", r }),
    s("circle", { class: "body", r: r * 0.84 }),
    emblem(entry, r, options.defs),
    number || entry.side !== "enemy"
      ? s("g", { class: "plate", transform: `translate(${(r * 0.72).toFixed(1)} ${(r * 0.62).toFixed(1)})` },
        s("circle", { r: small ? 5.5 : 7 }),
        s("text", { class: "label", y: 0.5, "font-size": small ? 7 : 9 }, number || shortLabel(entry.name, entry.id).charAt(0)))
      : null),
  healthPips(entry, r, small),
  ...badges(entry, r));
}
