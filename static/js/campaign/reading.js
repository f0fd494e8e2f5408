// The cards and tale entries the party is reading (CAMP-17, CAMP-21..23, CAMP-34..36), in
// reading order: each face with its text, its tests as rolled, the party's decisions on
// it (a decision under the card that asks it, never under a card read after it), its
// gains and losses for each hero, and the cards it placed.

import { h } from "../dom.js";
import { gainsList } from "./gains.js";
import { moraleBlock, readingBlock, voteBlock } from "./decisions.js";
import { currentReadings } from "./story.js";
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

/** The decisions the story waits on (the inn's stay and the prepare step have their own panels). */
function openDecisions(table) {
  return (table.view.campaign?.story?.pending || []).filter((d) => d.kind !== "inn" && d.kind !== "prepare");
}

function decisionBlock(table, d) {
  if (d.kind === "morale") return moraleBlock(table, d);
  return d.kind === "reading" ? readingBlock(table, d) : voteBlock(table, d);
}

/** An answer in words: a card's lettered option, else the hero chosen. */
function answerWords(answer, names) {
  return /^[A-Z]$/.test(answer) ? `option ${answer}` : names(answer);
}

function closedAnswers(reading, names) {
  return reading.events.filter((e) => e.type === "campaign_decision_closed" && !["spend", "keep", "stay", "read_on", "open_tome"].includes(e.answer))
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

/** One card or entry as read: its face, then what followed from it and what it asks. */
function readingCard(table, reading, asks, ctx) {
  const placed = placedWords(reading.events, ctx.names);
  return h("section", { class: `read-card kind-${reading.front.kind || "card"}`, "data-reading": reading.key },
    cardFace(reading.front, reading.key),
    testBlocks(reading.events, ctx.names),
    closedAnswers(reading, ctx.names),
    asks.map((d) => decisionBlock(table, d)),
    gainsList(reading.events, ctx.names),
    placed.length ? h("ul", { class: "placed" }, placed) : null);
}

/** The readings to show: those since the party last moved, then the face of any card or
 * entry whose decision is open but whose reading is not among them (after a reload). */
function readingsShown(table) {
  const readings = currentReadings(table);
  const fronts = table.view.campaign?.story?.fronts || {};
  const shown = new Set(readings.map((r) => r.key));
  for (const d of openDecisions(table)) {
    if (d.source && !shown.has(d.source) && fronts[d.source]) {
      readings.push({ key: d.source, front: fronts[d.source], seq: Infinity, events: [] });
      shown.add(d.source);
    }
  }
  return readings;
}

/** The reading panel, or null when the party is reading nothing here. */
export function readingPanel(table, /** @type {PanelContext} */ ctx) {
  const readings = readingsShown(table);
  const decisions = openDecisions(table);
  if (!readings.length && !decisions.length) return null;
  const keys = new Set(readings.map((r) => r.key));
  const lastOf = new Map(readings.map((r, i) => [r.key, i])); // a card read twice asks once
  const asks = (key, i) => (lastOf.get(key) === i ? decisions.filter((d) => d.source === key) : []);
  const unplaced = decisions.filter((d) => !keys.has(d.source));
  const last = readings[readings.length - 1];
  return h("article", { class: `panel reading kind-${last?.front.kind || "card"}`, id: "reading", "aria-labelledby": "reading-title" },
    h("div", { id: "reading-title", class: "visually-hidden" }, last ? `Reading: ${readings.map((r) => frontTitle(r.front, r.key)).join(", ")}` : "The party decides"),
    readings.map((r, i) => readingCard(table, r, asks(r.key, i), ctx)),
    unplaced.map((d) => decisionBlock(table, d)));
}
