// The region map as a map: each revealed map card's face shows its country as a small
// landscape of our own drawing (woods, hills, a fen, a lake, a moor, fields, mountains,
// a town, a river, ruins); a face-down card shows a patterned back; the Hunters stand on
// the map as a figure. All drawn in a card's own units (its picture `w` by `h`).

import { s } from "../dom.js";

/** @typedef {{w: number, h: number}} Area */

const SKY = "#cfe3ee";

const tree = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) => [
  s("rect", { x: x - 1, y: y + r * 0.5, width: 2, height: r * 0.9, fill: "#5b3b1c" }),
  s("path", { d: `M${x} ${y - r * 1.4} L${x + r} ${y + r * 0.6} L${x - r} ${y + r * 0.6} Z`, fill: "#2f5e27" }),
];

const house = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ w) => [
  s("rect", { x, y, width: w, height: w * 0.7, fill: "#e9dcc0", stroke: "#5b3b1c", "stroke-width": 0.8 }),
  s("path", { d: `M${x - 1} ${y} L${x + w / 2} ${y - w * 0.55} L${x + w + 1} ${y} Z`, fill: "#9c3b22" }),
];

/** @type {Record<string, (a: Area) => SVGElement[]>} */
const SCENES = {
  woods: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: "#9fbf7a" }),
    ...[[0.12, 0.55, 7], [0.3, 0.42, 9], [0.5, 0.6, 8], [0.7, 0.45, 10], [0.88, 0.6, 7], [0.2, 0.85, 6], [0.62, 0.88, 6]]
      .flatMap(([x, y, r]) => tree(x * w, y * h, r)),
  ],
  hills: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: SKY }),
    s("path", { d: `M0 ${h * 0.7} Q${w * 0.25} ${h * 0.2} ${w * 0.5} ${h * 0.62} T${w} ${h * 0.5} V${h} H0 Z`, fill: "#8fae62" }),
    s("path", { d: `M0 ${h * 0.9} Q${w * 0.4} ${h * 0.55} ${w} ${h * 0.85} V${h} H0 Z`, fill: "#6f8f47" }),
  ],
  fen: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: "#8a9a5b" }),
    s("ellipse", { cx: w * 0.35, cy: h * 0.62, rx: w * 0.22, ry: h * 0.14, fill: "#5e88a8" }),
    s("ellipse", { cx: w * 0.75, cy: h * 0.4, rx: w * 0.14, ry: h * 0.1, fill: "#5e88a8" }),
    ...[0.1, 0.18, 0.6, 0.66, 0.9].map((x) => s("path", { d: `M${x * w} ${h * 0.9} v-${h * 0.3} M${x * w + 3} ${h * 0.9} l1 -${h * 0.24}`, stroke: "#3d4a1f", "stroke-width": 1.2 })),
  ],
  lake: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: "#9fbf7a" }),
    s("path", { d: `M${w * 0.08} ${h * 0.5} Q${w * 0.2} ${h * 0.12} ${w * 0.55} ${h * 0.2} Q${w * 0.95} ${h * 0.3} ${w * 0.85} ${h * 0.7} Q${w * 0.6} ${h * 0.98} ${w * 0.3} ${h * 0.85} Q${w * 0.02} ${h * 0.75} ${w * 0.08} ${h * 0.5} Z`, fill: "#5e93c2", stroke: "#d8c99a", "stroke-width": 2 }),
    s("path", { d: `M${w * 0.3} ${h * 0.45} q4 -2 8 0 M${w * 0.55} ${h * 0.6} q4 -2 8 0`, stroke: "#cfe3ee", "stroke-width": 1.2, fill: "none" }),
  ],
  moor: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: "#7d7452" }),
    ...[[0.2, 0.4], [0.55, 0.7], [0.8, 0.35], [0.4, 0.85]].map(([x, y]) => s("rect", { x: x * w - 8, y: y * h - 3, width: 16, height: 6, rx: 2, fill: "#2f3a3f" })),
    s("path", { d: `M0 ${h * 0.58} H${w}`, stroke: "#a6824f", "stroke-width": 3, "stroke-dasharray": "5 2" }),
  ],
  fields: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: "#c9c27a" }),
    s("path", { d: `M0 0 H${w * 0.5} V${h} H0 Z`, fill: "#a9bf6a" }),
    ...[0.2, 0.4, 0.6, 0.8].map((y) => s("path", { d: `M${w * 0.5} ${y * h} H${w}`, stroke: "#a39a52", "stroke-width": 1.2 })),
    ...[0.1, 0.25, 0.4].map((x) => s("path", { d: `M${x * w} 0 V${h}`, stroke: "#88a253", "stroke-width": 1.2 })),
  ],
  mountains: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: SKY }),
    s("path", { d: `M0 ${h} L${w * 0.28} ${h * 0.25} L${w * 0.5} ${h * 0.7} L${w * 0.72} ${h * 0.12} L${w} ${h} Z`, fill: "#8a8377" }),
    s("path", { d: `M${w * 0.28} ${h * 0.25} l-6 10 h12 z M${w * 0.72} ${h * 0.12} l-7 12 h14 z`, fill: "#f4f4f0" }),
  ],
  town: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: "#a9bf6a" }),
    s("rect", { x: w * 0.08, y: h * 0.35, width: w * 0.84, height: h * 0.55, rx: 4, fill: "#d6cdb8", stroke: "#6f685c", "stroke-width": 2 }),
    ...house(w * 0.16, h * 0.55, 14), ...house(w * 0.42, h * 0.5, 16), ...house(w * 0.7, h * 0.58, 13),
    s("rect", { x: w * 0.46, y: h * 0.1, width: 8, height: h * 0.42, fill: "#8b8478", stroke: "#3b362e", "stroke-width": 0.8 }),
  ],
  river: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: "#a9bf6a" }),
    s("path", { d: `M${w * 0.3} 0 Q${w * 0.7} ${h * 0.4} ${w * 0.4} ${h * 0.7} T${w * 0.6} ${h}`, stroke: "#5e93c2", "stroke-width": 9, fill: "none" }),
    s("rect", { x: w * 0.3, y: h * 0.42, width: w * 0.4, height: 6, fill: "#8a5a2b", stroke: "#3b2414", "stroke-width": 0.8 }),
  ],
  ruins: ({ w, h }) => [
    s("rect", { width: w, height: h, fill: "#b2ad84" }),
    ...[[0.2, 0.6], [0.45, 0.4], [0.7, 0.65]].map(([x, y]) => s("path", { d: `M${x * w} ${y * h + 12} v-14 l4 -3 v17 z`, fill: "#8b8478", stroke: "#3b362e", "stroke-width": 0.8 })),
    s("path", { d: `M${w * 0.55} ${h * 0.2} v24 M${w * 0.5} ${h * 0.28} h10`, stroke: "#5b3b1c", "stroke-width": 2 }),
  ],
};

/** A card face's picture of its country (`fields` when the card does not say). */
export function landscape(/** @type {string} */ kind, /** @type {Area} */ area) {
  const scene = SCENES[kind] || SCENES.fields;
  return s("g", { class: `landscape landscape-${SCENES[kind] ? kind : "fields"}`, "aria-hidden": "true" },
    ...scene(area), s("rect", { class: "landscape-edge", width: area.w, height: area.h, rx: 3 }));
}

/** The Hunters on the map: a standee of three figures on a red base. */
export function partyFigure() {
  return s("g", { class: "party-figure" },
    s("ellipse", { cx: 1.5, cy: 12, rx: 13, ry: 4.5, class: "shadow" }),
    s("circle", { r: 12, class: "party-base" }),
    ...[-6, 0, 6].map((dx, i) => s("path", { class: "party-glyph", d: `M${dx} ${-7 + (i === 1 ? -2 : 0)} a3 3 0 1 1 -0.01 0 z M${dx - 4} ${6} q0 -7 4 -7 q4 0 4 7 z` })));
}
