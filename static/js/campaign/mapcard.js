// One map card of the region as our own SVG drawing (CAMP-03/04, CAMP-13, SETL-01/16):
// face up with its name, threat level, port and settlement marks; face down as a card
// back with its number and threat; with what lies on it (plot cards, time tokens,
// rewards) and the Hunters marker.

import { s } from "../dom.js";
import { landscape, partyFigure } from "../art/landscape.js";

export const CARD_W = 100;
export const CARD_H = 84;
const ROMAN = ["", "I", "II", "III"];

/** A card's name in at most two lines of about 14 letters, for the card's face. */
export function nameLines(name, width = 14) {
  const lines = [""];
  for (const word of String(name).split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (!last) lines[lines.length - 1] = word;
    else if (`${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 2 ? [lines[0], `${lines.slice(1).join(" ").slice(0, width - 1)}…`] : lines;
}

function portMark(x, y) {
  // Three waves and a mooring post: the port icon river travel starts from (SETL-16).
  return s("g", { class: "mark port", transform: `translate(${x} ${y})` },
    s("title", { text: "Port: river travel" }),
    s("rect", { x: -9, y: -9, width: 18, height: 18, rx: 4 }),
    s("path", { d: "M-6 -1 q3 -3 6 0 t6 0 M-6 4 q3 -3 6 0 t6 0" }));
}

function settlementMark(x, y, name) {
  return s("g", { class: "mark settlement", transform: `translate(${x} ${y})` },
    s("title", { text: `Settlement: ${name}` }),
    s("path", { d: "M-8 7 V-1 L-4 -5 L0 -1 V-4 L4 -8 L8 -4 V7 Z" }));
}

function threatBadge(x, y, threat) {
  const words = ROMAN[threat] || String(threat ?? "");
  return s("g", { class: `threat threat-${threat}` },
    s("title", { text: `Threat level ${words}: road cards of level ${words}` }),
    s("rect", { class: "threat-plate", x: x - 6, y: y - 9, width: 8 + words.length * 5, height: 13, rx: 3 }),
    s("text", { x: x - 2, y, class: "threat-text", text: words }));
}

/** The face of a revealed card: its country as a picture, its name below on parchment. */
function face(front, back) {
  const lines = nameLines(front.title || "", 16);
  const picture = { w: CARD_W - 8, h: 44 };
  return [
    s("rect", { class: "card-face", x: 0, y: 0, width: CARD_W, height: CARD_H, rx: 6 }),
    s("g", { transform: "translate(4 4)" }, landscape(front.landscape || "fields", picture)),
    threatBadge(10, 15, back?.threat),
    s("rect", { class: "threat-plate", x: CARD_W - 22, y: 6, width: 16, height: 13, rx: 3 }),
    s("text", { class: "card-number", x: CARD_W - 14, y: 15.5, "text-anchor": "middle", text: back?.number ?? "" }),
    ...lines.map((line, i) => s("text", { class: "card-name", x: CARD_W / 2, y: 60 + i * 11.5, "text-anchor": "middle", text: line })),
    front.port ? portMark(CARD_W - 14, 38) : null,
    front.settlement ? settlementMark(CARD_W - (front.port ? 34 : 14), 38, front.settlement) : null,
  ];
}

/** The back of a face-down card: a lattice, its number in a medallion, its threat level. */
function cardBack(back) {
  return [
    s("rect", { class: "card-back", x: 0, y: 0, width: CARD_W, height: CARD_H, rx: 6 }),
    s("rect", { class: "card-back-inner", x: 5, y: 5, width: CARD_W - 10, height: CARD_H - 10, rx: 4, fill: "url(#card-lattice)" }),
    s("circle", { class: "back-medallion", cx: CARD_W / 2, cy: CARD_H / 2 + 4, r: 20 }),
    threatBadge(14, 20, back?.threat),
    s("text", { class: "back-number", x: CARD_W / 2, y: CARD_H / 2 + 13, "text-anchor": "middle", text: back?.number ?? "?" }),
  ];
}

/** Plot and task cards lying here (a red stripe for the main plot, CAMP-24) and their time tokens. */
function lyingCards(lying, backs) {
  return lying.map(([card, placement], i) => {
    const back = backs?.[card];
    const x = 6 + i * 14;
    return s("g", { class: `lying${back?.main_plot ? " main-plot" : ""}`, transform: `translate(${x} ${CARD_H - 26})` },
      s("title", { text: `A ${back?.main_plot ? "main-plot" : "side"} card lies here${placement.token ? ` under time token ${placement.token}` : ""}` }),
      s("rect", { class: "lying-card", x: 0, y: 0, width: 12, height: 18, rx: 2 }),
      s("rect", { class: "lying-stripe", x: 0, y: 0, width: 12, height: 4 }),
      placement.token ? s("g", { class: "time-token" },
        s("circle", { cx: 10, cy: 16, r: 7 }),
        s("text", { x: 10, y: 19.5, "text-anchor": "middle", text: placement.token })) : null);
  });
}

function rewardMark(rewards) {
  if (!rewards) return null;
  return s("g", { class: "reward", transform: `translate(${CARD_W / 2 - 6} ${CARD_H - 14})` },
    s("title", { text: "Rewards wait here for the party" }),
    s("circle", { r: 7 }), s("circle", { class: "coin-rim", r: 4 }));
}

/** Half the width of a cost's pill: room for its words, clear of the threat numeral. */
function pillHalf(text) {
  return Math.min(34, Math.max(24, text.length * 3 + 6));
}

/** The Hunters on the map, a figure standing on the card (CAMP-10). */
function marker() {
  return s("g", { class: "hunters-marker", transform: `translate(${CARD_W / 2} 28)` },
    s("title", { text: "The Hunters are here" }), partyFigure());
}

/** A reachable card's cost, as a pill along its top edge. */
function costPill(text) {
  const half = pillHalf(text);
  return s("g", { class: "cost" },
    s("rect", { x: CARD_W / 2 - half, y: 3, width: 2 * half, height: 15, rx: 7.5 }),
    s("text", { x: CARD_W / 2, y: 14, "text-anchor": "middle", text }));
}

/** What a reachable card does on a click, Enter or Space: show its journey. */
function pickable(id, onPick) {
  return {
    tabindex: 0,
    role: "button",
    onclick: () => onPick(id),
    onkeydown: (/** @type {KeyboardEvent} */ event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        onPick(id);
      }
    },
  };
}

/**
 * A map card at (x, y): `info` says what the map knows of it.
 * @param {{id: string, x: number, y: number, front: any, back: any, lying: [string, any][], rewards: any, here: boolean, reach: {label: string, short: string} | null, selected: boolean, plotBacks: Record<string, any>}} info
 */
export function mapCard(info, onPick) {
  const { front, back, reach } = info;
  const revealed = Boolean(front);
  const name = revealed ? front.title : `face-down map card ${back?.number}`;
  const classes = ["map-card", revealed ? "revealed" : "face-down", info.here ? "here" : "", reach ? "reachable" : "", info.selected ? "selected" : ""];
  return s("g", {
    class: classes.filter(Boolean).join(" "),
    transform: `translate(${info.x} ${info.y})`,
    "data-card": info.id,
    "data-key": `map-${info.id}`,
    tabindex: -1,
    role: "img",
    "aria-label": `${name}${info.here ? ", the Hunters are here" : ""}${reach ? `, ${reach.label}` : ""}`,
    ...(reach ? pickable(info.id, onPick) : {}),
  },
  ...(revealed ? face(front, back) : cardBack(back)),
  ...lyingCards(info.lying, info.plotBacks),
  rewardMark(info.rewards),
  info.here ? marker() : null,
  reach ? costPill(reach.short) : null,
  s("rect", { class: "card-ring", x: -2, y: -2, width: CARD_W + 4, height: CARD_H + 4, rx: 8 }));
}
