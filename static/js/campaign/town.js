// The settlement (SETL-01..08): its location cards laid beside the map, where the party
// stands, moving to any other location (no day passes; the travel die may draw a town
// card) and leaving for the settlement's map card.

import { h } from "../dom.js";
import { board, emptyNote, legalOf, offerButton } from "./offers.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

/** SETL-06: the travel die has 2 road-icon faces of 6 (CAMP-12). */
const TOWN_CARD_CHANCE = "1 chance in 3 of a town card";

/** What each location offers, in a few words (its prices and services, SETL-09..14). */
function offers(front) {
  const words = [];
  const kinds = front?.prices?.length || 0;
  if (kinds) words.push(`trade (${kinds} kind${kinds === 1 ? "" : "s"} of goods)`);
  const s = front?.services || {};
  if (s.work_half != null) words.push("work");
  if (s.rest_half != null) words.push("rest");
  if (s.heal_half != null) words.push("healing");
  return words.length ? `Offers ${words.join(", ")}.` : "No trade or services here.";
}

function locationCard(ctx, loc) {
  const b = board(ctx);
  const front = b.story?.fronts?.[loc] || {};
  const here = b.region?.location === loc;
  const [enter] = legalOf(ctx, "enter_location", { location: loc });
  return h("li", { class: `location${here ? " here" : ""}`, "data-location": loc },
    h("h3", {}, front.title || "A location"),
    front.text ? h("p", {}, front.text) : null,
    h("p", { class: "muted" }, offers(front)),
    here ? h("p", { class: "you-are-here" }, "The party is here.")
      : enter ? offerButton(ctx, `Go to ${front.title || "this location"}`, enter, { class: "primary" }) : null);
}

/** @param {PanelContext} ctx */
function isShown(ctx) {
  const b = board(ctx);
  return Boolean(b.region?.location) || legalOf(ctx, "enter_location").length > 0;
}

/** SETL-01: the locations of the settlement the party is in, among all laid so far (a
 * location's face names its settlement; one laid before it did is listed as it was). */
function settlementLocations(b) {
  const fronts = b.story?.fronts || {};
  const town = fronts[b.region?.marker]?.settlement;
  return (b.region?.locations || []).filter((loc) => !town || !fronts[loc]?.settlement || fronts[loc].settlement === town);
}

/** @param {PanelContext} ctx */
function render(ctx) {
  const b = board(ctx);
  const marker = b.region?.marker;
  const town = b.story?.fronts?.[marker]?.title || "The settlement";
  const [leave] = legalOf(ctx, "leave_settlement");
  const laid = settlementLocations(b);
  const settling = (b.story?.pending || []).length > 0;
  return h("div", { class: "town" },
    h("h2", {}, town),
    h("p", { class: "muted" },
      `Moving between locations takes no day. Every time the party enters one the travel die is rolled: ${TOWN_CARD_CHANCE} (SETL-06).`),
    settling ? h("p", { class: "warning", id: "town-waits" }, "The story must be settled before the party goes to another location.") : null,
    laid.length ? h("ul", { class: "locations" }, laid.map((loc) => locationCard(ctx, loc)))
      : emptyNote("No location cards are laid out here yet."),
    leave ? h("div", { class: "row" }, offerButton(ctx, `Leave ${town} (no day passes)`, leave)) : null);
}

export const TOWN_PANEL = { id: "town", label: "Town", isShown, render };
