// The region map (CAMP-03..33, SETL-16..20): the 4x5 grid of map cards, the Hunters
// marker, what lies on the cards, and the cards the party may travel to now — each with
// its cost; a click (or Enter) shows what the journey means before it is confirmed.

import { h, s } from "../dom.js";
import { commandButton } from "../table/controls.js";
import { goldText } from "./logtext.js";
import { CARD_H, CARD_W, mapCard } from "./mapcard.js";
import { motionAllowed } from "../art/motion.js";
import { ensureGroundDefs } from "../art/ground.js";

/** @typedef {import("../types.js").Table} Table */

const GAP = 12;
const ROMAN = ["", "I", "II", "III"];
/** CAMP-12: the travel die has 2 road-icon faces of 6. */
const ROAD_CHANCE = "1 chance in 3";

/** The cards the party may go to now, from the legal commands (CAMP-11, SETL-17). */
export function reachable(/** @type {Table} */ table) {
  /** @type {Map<string, {command: any, by: "road" | "river", label: string, short: string}>} */
  const out = new Map();
  for (const command of table.legal) {
    if (command.type === "travel_to") out.set(command.to, { command, by: "road", label: "1 day", short: "1 day" });
  }
  const fare = goldText(partyFareHalf(table));
  for (const command of table.legal) {
    if (command.type === "sail_to" && !out.has(command.to)) out.set(command.to, { command, by: "river", label: `by boat: 1 day and ${fare}`, short: `boat ${fare}` });
  }
  return out;
}

/** The party's fare on the river: each hero pays its own (SETL-18). */
function partyFareHalf(table) {
  const perHero = table.content?.campaign?.river_fare_per_hero ?? 0;
  return Math.round(perHero * 2) * Object.keys(table.view.campaign?.heroes || {}).length;
}

function lyingOn(region, card) {
  return Object.entries(region.placed || {}).filter(([, p]) => p.at === card).sort(([a], [b]) => a.localeCompare(b));
}

/** The SVG map; `selected` is the card whose journey is being looked at. */
export function regionMap(table, selected, onPick) {
  const campaign = table.view.campaign;
  const region = campaign.region;
  const fronts = campaign.story?.fronts || {};
  const reach = reachable(table);
  const cols = region.grid[0]?.length || 4;
  const width = cols * CARD_W + (cols + 1) * GAP;
  const height = region.grid.length * CARD_H + (region.grid.length + 1) * GAP;
  const cards = region.grid.flatMap((row, r) => row.map((id, c) => mapCard({
    id,
    x: GAP + c * (CARD_W + GAP),
    y: GAP + r * (CARD_H + GAP),
    front: region.revealed?.includes(id) ? fronts[id] || { title: id } : null,
    back: table.content?.map_card_backs?.[id],
    lying: lyingOn(region, id),
    rewards: region.rewards?.[id] || null,
    here: region.marker === id,
    reach: reach.get(id) || null,
    selected: selected === id,
    plotBacks: table.content?.plot_card_backs || {},
  }, onPick)));
  ensureGroundDefs();
  const svg = s("svg", { class: "region-map", id: "region-map", viewBox: `0 0 ${width} ${height}`, role: "group", "aria-label": "The region map" },
    s("title", { text: "The region map" }), countryside(region, table), ...cards);
  requestAnimationFrame(() => walkTheMarker(svg, region.marker));
  return svg;
}

/** Where a card lies on the map (its top left corner). */
function cardAt(region, id) {
  for (const [r, row] of region.grid.entries()) {
    const c = row.indexOf(id);
    if (c >= 0) return { x: GAP + c * (CARD_W + GAP), y: GAP + r * (CARD_H + GAP) };
  }
  return null;
}

/** Roads between neighbouring cards, and the river through the ports (SETL-16..19),
 * drawn under the cards: they show in the land between them. */
function countryside(region, table) {
  const roads = [];
  const rows = region.grid;
  for (const [r, row] of rows.entries()) {
    for (const [c, id] of row.entries()) {
      const a = { x: GAP + c * (CARD_W + GAP) + CARD_W / 2, y: GAP + r * (CARD_H + GAP) + CARD_H / 2 };
      if (c + 1 < row.length) roads.push(`M${a.x} ${a.y} h${CARD_W + GAP}`);
      if (r + 1 < rows.length && rows[r + 1][c]) roads.push(`M${a.x} ${a.y} v${CARD_H + GAP}`);
    }
  }
  const fronts = table.view.campaign.story?.fronts || {};
  const ports = rows.flat().filter((id) => fronts[id]?.port).map((id) => cardAt(region, id)).filter(Boolean)
    .map((p) => [p.x + CARD_W / 2, p.y + CARD_H / 2]);
  const river = ports.length > 1 ? `M${ports[0][0]} 0 ${ports.map(([x, y]) => `L${x} ${y}`).join(" ")} L${ports[ports.length - 1][0]} ${rows.length * (CARD_H + GAP) + GAP}` : null;
  return s("g", { class: "countryside", "aria-hidden": "true" },
    s("path", { class: "roads", d: roads.join(" ") }),
    river ? s("path", { class: "river", d: river }) : null);
}

/** CAMP-11: the journey shown: the Hunters walk from the card they left to the new one. */
const lastMarker = { at: /** @type {string | null} */ (null) };
function walkTheMarker(svg, marker) {
  const before = lastMarker.at;
  lastMarker.at = marker;
  if (!before || before === marker || !svg.isConnected || !motionAllowed()) return;
  const from = svg.querySelector(`[data-card="${CSS.escape(before)}"]`);
  const to = svg.querySelector(`[data-card="${CSS.escape(marker)}"]`);
  const figure = to?.querySelector(".hunters-marker .party-figure");
  if (!from || !to || !figure) return;
  const shift = (node) => /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(node.getAttribute("transform") || "")?.slice(1).map(Number) || [0, 0];
  const [fx, fy] = shift(from);
  const [tx, ty] = shift(to);
  figure.animate([{ transform: `translate(${fx - tx}px, ${fy - ty}px)` }, { transform: "translate(0, 0)" }], { duration: 900, easing: "ease-in-out" });
}

/** CAMP-19: large plot cards lie beside the map, not on a map card. */
export function besideTheMap(table) {
  const campaign = table.view.campaign;
  const lying = lyingOn(campaign.region, null);
  if (!lying.length) return null;
  return h("div", { class: "beside-map", id: "beside-map" }, h("h3", {}, "Beside the map"),
    h("ul", {}, lying.map(([card, placed]) => {
      const front = placed.face === "up" ? campaign.story?.fronts?.[card] : null;
      return h("li", {}, front?.title ? `${front.title} (face up)` : "A large plot card, face down",
        placed.token ? `, under time token ${placed.token}` : "");
    })));
}

function knownThreat(table, card) {
  const threat = table.content?.map_card_backs?.[card]?.threat;
  return threat ? ROMAN[threat] || String(threat) : "unknown";
}

/** A card lying where the party would go, as its back tells (the front stays hidden
 * until it is read): a main-plot card with the red triangle is read the moment the party
 * arrives, and the main plot's cards lead into its quests — so say so before the journey
 * is confirmed (issue 23; CAMP-22, CAMP-24, CAMP-25, CAMP-33, CAMP-36). */
export function lyingCardWords(table, card, placed) {
  const back = table.content?.plot_card_backs?.[card];
  const front = placed.face === "up" ? table.view.campaign.story?.fronts?.[card] : null;
  const title = front?.title ? `“${front.title}”` : null;
  const parts = [];
  if (!back) parts.push(`${title || "A task card"} lies there: the party may take it on when it arrives (CAMP-29).`);
  else if (back.main_plot && back.red_triangle) {
    parts.push(`${title || "A main-plot card"} lies there. It is read the moment the party arrives, and the main plot's cards lead into its quests: a quest may begin there at once (CAMP-22, CAMP-36).`);
  } else parts.push(`${title || (back.main_plot ? "A main-plot card" : "A side-plot card")} lies there: the party may read it on arrival (CAMP-21).`);
  if (back?.deadline_day) parts.push(`It must be read by the end of day ${back.deadline_day} (CAMP-25).`);
  const tokenDay = placed.token ? table.view.campaign.days?.time_tokens?.[placed.token] : null;
  if (placed.token) parts.push(`A time token covers it${tokenDay ? ` until day ${tokenDay}` : ""}: it cannot be read before then (CAMP-33).`);
  return parts.join(" ");
}

/** What travelling to `card` means, in the player's words, with Travel and Cancel. */
export function travelPreview(table, card, onCancel) {
  const entry = reachable(table).get(card);
  if (!entry) return null;
  const campaign = table.view.campaign;
  const days = campaign.days;
  const front = campaign.region.revealed?.includes(card) ? campaign.story?.fronts?.[card] : null;
  const number = table.content?.map_card_backs?.[card]?.number;
  const name = front?.title || `map card ${number}`;
  const threat = knownThreat(table, card);
  const lines = [
    h("li", {}, `Takes 1 day: day ${days.day + 1} of ${days.last_day} begins there (CAMP-11).`),
    entry.by === "road"
      ? h("li", {}, `The travel die is rolled: ${ROAD_CHANCE} of a level-${threat} road card (CAMP-12, CAMP-13).`)
      : h("li", {}, `Each hero pays the boatman: ${goldText(partyFareHalf(table))} for the party, and no travel die is rolled (SETL-18, SETL-19).`),
    h("li", {}, front ? `Threat level ${threat}.${front.settlement ? ` ${front.settlement} is here.` : ""}` : `Face down: it is revealed when the party arrives (threat level ${threat}, CAMP-18).`),
    ...lyingOn(campaign.region, card).map(([lying, placed]) => h("li", { class: "lying-card" }, lyingCardWords(table, lying, placed))),
  ];
  const verb = entry.by === "river" ? `Take the boat to ${name}` : `Travel to ${name}`;
  return h("section", { class: "panel travel-preview", id: "travel-preview", "aria-labelledby": "travel-title" },
    h("h3", { id: "travel-title" }, `${verb}?`),
    front?.text ? h("p", { class: "card-text" }, front.text) : null,
    h("ul", {}, lines),
    h("div", { class: "row" },
      commandButton(table, verb, entry.command, { class: "primary", id: "confirm-travel", onDone: onCancel }),
      h("button", { type: "button", id: "cancel-travel", onclick: onCancel }, "Not now")));
}
