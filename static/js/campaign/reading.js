// The card or tale entry the party is reading (CAMP-17, CAMP-21..23, CAMP-34): its
// face with its text, its tests as rolled, the party's decisions on it, its gains and
// losses for each hero, and the cards it placed.

import { h } from "../dom.js";
import { gainsList } from "./gains.js";
import { moraleBlock, voteBlock } from "./decisions.js";
import { currentReading } from "./story.js";
import { testBlocks } from "./tests.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

export const KIND_NAMES = {
  map: "Map card", road: "Road card", town: "Town card", plot: "Plot card",
  task: "Task card", location: "Location", entry: "Tome of Tales",
};

function placedWords(events, names) {
  return events.filter((e) => e.type === "card_placed").map((e) => h("li", {},
    `A card was placed ${e.face === "up" ? "face up" : "face down"} ${e.at ? `on ${names(e.at)}` : "beside the map"}${e.token ? `, under time token ${e.token} until day ${e.token_day}` : ""} (CAMP-20).`));
}

/** Every decision the story waits on (a card's, or an entry's it led to). */
function openDecisions(table) {
  const pending = (table.view.campaign?.story?.pending || []).filter((d) => d.kind !== "inn"); // the inn's own panel
  return pending.map((d) => (d.kind === "morale" ? moraleBlock(table, d) : voteBlock(table, d)));
}

/** An answer in words: a card's lettered option, else the hero chosen. */
function answerWords(answer, names) {
  return /^[A-Z]$/.test(answer) ? `option ${answer}` : names(answer);
}

function closedAnswers(reading, names) {
  return reading.events.filter((e) => e.type === "campaign_decision_closed" && !["spend", "keep", "stay"].includes(e.answer))
    .map((e) => h("p", { class: "muted" }, e.by_default
      ? `Time ran out: ${answerWords(e.answer, names)} was taken (DEV-21).`
      : `The party chose ${answerWords(e.answer, names)}.`));
}

/** The title players read: a tale entry is known by its number (CAMP-34). */
export function frontTitle(front, key) {
  return front.kind === "entry" ? `Entry ${front.title || key}` : front.title || key;
}

/** A card's face: its kind, title and text. */
export function cardFace(front, key) {
  return [
    h("p", { class: "card-kind" }, KIND_NAMES[front.kind] || "Card"),
    h("h3", { class: "card-title", "data-card": key }, frontTitle(front, key)),
    h("p", { class: "card-text" }, front.text),
  ];
}

/** The reading panel, or null when the party is reading nothing here. */
export function readingPanel(table, /** @type {PanelContext} */ ctx) {
  const reading = currentReading(table);
  const decisions = openDecisions(table);
  if (!reading && !decisions.length) return null;
  const placed = reading ? placedWords(reading.events, ctx.names) : [];
  return h("article", { class: `panel reading kind-${reading?.front.kind || "card"}`, id: "reading", "aria-labelledby": "reading-title" },
    h("div", { id: "reading-title", class: "visually-hidden" }, reading ? `Reading: ${frontTitle(reading.front, reading.key)}` : "The party decides"),
    reading ? cardFace(reading.front, reading.key) : null,
    reading ? testBlocks(reading.events, ctx.names) : null,
    reading ? closedAnswers(reading, ctx.names) : null,
    decisions,
    reading ? gainsList(reading.events, ctx.names) : null,
    placed.length ? h("ul", { class: "placed" }, placed) : null);
}
