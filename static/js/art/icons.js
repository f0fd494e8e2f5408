// Small icons of our own drawing, each a path in a unit square (-1..1): the conditions a
// figure carries, the things on a map's spaces, the slots of equipment and the kinds of
// action cards. `icon(name, size)` draws one centred on 0,0.

import { s } from "../dom.js";

/** @typedef {{fill?: string, line?: string, width?: number}} IconShape */

/** @type {Record<string, IconShape>} */
export const ICONS = {
  // conditions and tokens
  offense: { fill: "M0 -0.9 l0.2 0.3 v0.8 h-0.4 v-0.8 z M-0.45 0.2 h0.9 v0.18 h-0.9 z M-0.1 0.38 h0.2 v0.5 h-0.2 z" },
  defense: { fill: "M0 -0.85 l0.7 0.25 q0 0.9 -0.7 1.45 q-0.7 -0.55 -0.7 -1.45 z" },
  poison: { fill: "M0 -0.9 q0.7 0.9 0.7 1.3 a0.7 0.7 0 0 1 -1.4 0 q0 -0.4 0.7 -1.3 z" },
  stun: { line: "M0 0 m-0.1 0 a0.1 0.1 0 1 1 0.2 0 a0.3 0.3 0 1 1 -0.5 0 a0.5 0.5 0 1 1 0.9 0 a0.7 0.7 0 1 1 -1.3 0", width: 0.16 },
  immobilize: { line: "M-0.7 -0.2 a0.3 0.3 0 0 1 0 0.6 h0.5 a0.3 0.3 0 0 0 0 -0.6 z M0.2 -0.4 a0.3 0.3 0 0 1 0 0.6 h0.5 a0.3 0.3 0 0 0 0 -0.6 z", width: 0.18 },
  mighty: { fill: "M0.2 -0.95 L-0.45 0.1 H0 L-0.2 0.95 L0.5 -0.15 H0.05 Z" },
  reload: { line: "M0.6 -0.1 a0.6 0.6 0 1 1 -0.2 -0.5", fill: "M0.15 -0.9 l0.5 0.25 l-0.45 0.35 z", width: 0.2 },
  armor: { line: "M-0.6 -0.7 h1.2 v0.7 q0 0.6 -0.6 0.9 q-0.6 -0.3 -0.6 -0.9 z M-0.1 -0.7 l0.2 0.5 l-0.25 0.3 l0.2 0.5", width: 0.15 },
  hidden: { line: "M-0.85 0 q0.85 -0.8 1.7 0 q-0.85 0.8 -1.7 0 M-0.7 -0.7 L0.7 0.7", width: 0.17 },
  // things on the map
  trap: { line: "M-0.8 0.3 a0.8 0.6 0 0 1 1.6 0 M-0.56 0.3 l0.14 -0.3 l0.14 0.3 l0.14 -0.3 l0.14 0.3 l0.14 -0.3 l0.14 0.3 l0.14 -0.3 M-0.9 0.42 h1.8", width: 0.15 },
  interact: { fill: "M-0.3 0.9 v-0.5 l-0.3 -0.4 q-0.1 -0.2 0.1 -0.26 l0.26 0.2 v-0.74 q0 -0.16 0.16 -0.16 q0.16 0 0.16 0.16 v0.4 q0.04 -0.14 0.18 -0.14 q0.14 0 0.16 0.16 q0.04 -0.12 0.18 -0.12 q0.14 0 0.14 0.16 v0.5 q0 0.3 -0.2 0.56 v0.18 z" },
  finding: { fill: "M-0.7 -0.2 h1.4 v0.8 h-1.4 z M-0.7 -0.3 q0 -0.5 0.7 -0.5 q0.7 0 0.7 0.5 z", line: "M-0.7 -0.2 h1.4 M0 -0.25 v0.35", width: 0.1 },
  // equipment slots
  weapon: { fill: "M0.8 -0.9 l0.1 0.1 l-1.05 1.05 l-0.12 -0.12 z M-0.5 0.2 l0.3 0.3 l-0.1 0.1 l-0.3 -0.3 z M-0.42 0.5 l-0.4 0.4 l-0.1 -0.1 l0.4 -0.4 z" },
  two_hands: { fill: "M0.8 -0.9 l0.1 0.1 l-1.05 1.05 l-0.12 -0.12 z M-0.5 0.2 l0.3 0.3 l-0.1 0.1 l-0.3 -0.3 z M-0.42 0.5 l-0.4 0.4 l-0.1 -0.1 l0.4 -0.4 z M-0.8 -0.9 l-0.1 0.1 l1.05 1.05 l0.12 -0.12 z" },
  armor_slot: { fill: "M-0.35 -0.85 h0.7 l0.45 0.3 l-0.2 0.4 l-0.15 -0.1 v1.1 h-0.9 v-1.1 l-0.15 0.1 l-0.2 -0.4 z" },
  helmet: { fill: "M-0.8 0.3 q0 -1 0.8 -1 q0.8 0 0.8 1 z M-0.9 0.3 h1.8 v0.25 h-1.8 z" },
  accessory: { line: "M0 -0.2 a0.5 0.5 0 1 1 -0.001 0 M-0.3 -0.55 l0.3 -0.35 l0.3 0.35", width: 0.16 },
  backpack: { fill: "M-0.55 -0.4 q0 -0.5 0.55 -0.5 q0.55 0 0.55 0.5 v1.2 h-1.1 z", line: "M-0.3 0.1 h0.6 M-0.25 -0.4 q0.25 -0.3 0.5 0", width: 0.12 },
  addition: { fill: "M0 -0.9 l0.25 0.65 h0.65 l-0.5 0.4 l0.2 0.7 l-0.6 -0.42 l-0.6 0.42 l0.2 -0.7 l-0.5 -0.4 h0.65 z" },
  // kinds of action on cards
  melee: { fill: "M0.75 -0.9 l0.15 0.15 l-1 1 l-0.15 -0.15 z M-0.45 0.15 l0.3 0.3 l-0.12 0.12 l-0.3 -0.3 z M-0.4 0.45 l-0.45 0.45 l-0.12 -0.12 l0.45 -0.45 z" },
  ranged: { line: "M-0.3 -0.8 Q0.6 0 -0.3 0.8 M-0.3 -0.8 V0.8 M-0.8 0 H0.7", width: 0.14 },
  magic: { fill: "M0 -0.9 L0.22 -0.3 L0.88 -0.3 L0.36 0.1 L0.55 0.75 L0 0.38 L-0.55 0.75 L-0.36 0.1 L-0.88 -0.3 L-0.22 -0.3 Z" },
  move: { fill: "M-0.2 -0.8 q0.5 0 0.5 0.5 q0 0.4 -0.3 0.5 q-0.4 0 -0.45 -0.45 q0 -0.55 0.25 -0.55 z M0.1 0.25 q0.4 0 0.4 0.35 q0 0.3 -0.3 0.3 q-0.3 0 -0.3 -0.3 q0 -0.35 0.2 -0.35 z" },
  heal: { fill: "M-0.22 -0.8 h0.44 v0.58 h0.58 v0.44 h-0.58 v0.58 h-0.44 v-0.58 h-0.58 v-0.44 h0.58 z" },
  effect: { line: "M0 -0.8 a0.8 0.8 0 1 1 -0.001 0 M0 -0.4 V0.1 M0 0.4 v0.05", width: 0.16 },
  sound_on: { fill: "M-0.8 -0.3 h0.4 l0.5 -0.5 v1.6 l-0.5 -0.5 h-0.4 z", line: "M0.35 -0.4 q0.3 0.4 0 0.8 M0.55 -0.65 q0.55 0.65 0 1.3", width: 0.14 },
  sound_off: { fill: "M-0.8 -0.3 h0.4 l0.5 -0.5 v1.6 l-0.5 -0.5 h-0.4 z", line: "M0.3 -0.35 l0.6 0.7 M0.9 -0.35 l-0.6 0.7", width: 0.14 },
  help: { line: "M0 -0.9 a0.9 0.9 0 1 1 -0.001 0 M-0.3 -0.25 q0 -0.35 0.3 -0.35 q0.3 0 0.3 0.3 q0 0.25 -0.3 0.35 v0.2 M0 0.5 v0.06", width: 0.15 },
  zoom_in: { line: "M-0.15 -0.75 a0.6 0.6 0 1 1 -0.001 0 M0.3 0.3 L0.85 0.85 M-0.45 -0.15 h0.6 M-0.15 -0.45 v0.6", width: 0.16 },
  zoom_out: { line: "M-0.15 -0.75 a0.6 0.6 0 1 1 -0.001 0 M0.3 0.3 L0.85 0.85 M-0.45 -0.15 h0.6", width: 0.16 },
  fit: { line: "M-0.85 -0.4 V-0.85 H-0.4 M0.4 -0.85 H0.85 V-0.4 M0.85 0.4 V0.85 H0.4 M-0.4 0.85 H-0.85 V0.4", width: 0.16 },
};

/** One icon as an SVG group centred on 0,0, `size` across. */
export function icon(/** @type {string} */ name, /** @type {number} */ size, /** @type {Record<string, string>} */ props = {}) {
  const shape = ICONS[name] || ICONS.effect;
  const scale = size / 2;
  return s("g", { class: `icon icon-${name}`, transform: `scale(${scale})`, ...props },
    shape.fill ? s("path", { d: shape.fill, class: "icon-fill" }) : null,
    shape.line ? s("path", { d: shape.line, class: "icon-line", fill: "none", "stroke-width": shape.width || 0.14, "stroke-linecap": "round", "stroke-linejoin": "round" }) : null);
}

/** A standalone <svg> of one icon (for buttons and HTML), hidden from screen readers. */
export function iconSvg(/** @type {string} */ name, /** @type {string} */ className = "ui-icon") {
  return s("svg", { class: className, viewBox: "-1 -1 2 2", "aria-hidden": "true", focusable: "false" }, icon(name, 2));
}
