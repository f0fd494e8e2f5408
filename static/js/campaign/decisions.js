// The party's decisions on a card (CAMP-23, DEV-21/22, DEV-26): the options with who
// voted for what, the tie-break's decider, the default and when it applies; the morale a
// hero may spend after seeing the test die; the reading step before a quest (CAMP-36).
// Buttons only for what GET /legal lists.

import { h, titleFromId } from "../dom.js";
import { commandButton } from "../table/controls.js";

/** @typedef {import("../types.js").Table} Table */

function seatName(table, seat) {
  return table.names().seats?.[seat] || "a player";
}

/** "at 14:05", or the hour it waits, by the server's clock (deadlines of the pending message). */
export function deadlineWords(table, decision) {
  const iso = table.deadlines?.[String(decision.id)];
  if (iso) {
    const when = new Date(Date.parse(iso) - (table.clockOffset || 0));
    return `at ${when.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`;
  }
  const minutes = Math.round((decision.deadline_seconds || 0) / 60);
  return minutes ? `after ${minutes >= 60 ? `${Math.round(minutes / 60)} hour${minutes >= 120 ? "s" : ""}` : `${minutes} minutes`} without an answer` : "when everyone has answered";
}

/** What an option reads: a tester's hero, an item's name and what it does (EQUIP-23's
 * choice of tokens is keyed by item), else the card's letter and text. */
function optionWords(table, decision, option) {
  if (decision.kind === "tester") return { key: "", label: table.names().heroes?.[option.key] || option.text, about: "" };
  const item = table.content?.equipment?.[option.key];
  if (item) return { key: "", label: item.name || option.text, about: item.text || "" };
  return { key: `${option.key}${option.required ? "!" : ""}`, label: option.text, about: "" };
}

function optionRow(table, decision, option, mine) {
  const voters = Object.entries(decision.votes || {}).filter(([, key]) => key === option.key).map(([seat]) => seatName(table, seat));
  const vote = mine.find((c) => c.choice === option.key);
  const words = optionWords(table, decision, option);
  const action = decision.kind === "tester" ? `Choose ${words.label}` : words.key ? `Vote ${words.key}` : `Vote for ${words.label}`;
  return h("li", { class: "option", "data-option": option.key },
    h("span", { class: "option-key" }, words.key),
    h("span", { class: "option-text" }, words.label, words.about ? h("span", { class: "option-about muted" }, ` — ${words.about}`) : null),
    h("span", { class: "voters muted" }, voters.length ? `Voted: ${voters.join(", ")}` : ""),
    vote ? commandButton(table, action, vote, { class: "small primary", "aria-label": words.key ? `Vote ${words.key}: ${words.label}` : action }) : null);
}

/** The option taken when nobody votes, in words. */
function fallbackWords(table, decision, fallback) {
  const words = optionWords(table, decision, fallback);
  return words.key ? `option ${words.key}` : words.label;
}

function hasVoted(table, decision) {
  const seat = table.view.you?.seat;
  return Boolean(seat && decision.votes?.[seat]);
}

/** The test the chosen hero will take, before the roll (DEV-18/22): the attribute, the
 * difficulty and what each hero would bring to it. */
function testToTake(table, decision) {
  const test = decision.test || {};
  const attribute = titleFromId(test.attribute || "");
  const heroes = table.view.campaign?.heroes || {};
  const values = (decision.options || []).map((o) => {
    const value = heroes[o.key]?.[test.attribute];
    return `${table.names().heroes?.[o.key] || o.text}${value !== undefined ? ` ${value}` : ""}`;
  });
  return h("p", { class: "test-to-take", "data-testid": "test-to-take" },
    `Test: ${attribute} ${test.difficulty} (DEV-18): the test die (0 to 3) plus the tester's ${attribute} must reach ${test.difficulty}.`,
    values.length ? ` ${attribute}: ${values.join(", ")}.` : "");
}

/** A party vote still open (an OptionVote or a TesterVote). */
export function voteBlock(table, decision) {
  const mine = table.legal.filter((c) => c.type === "vote_on_choice" && c.decision === decision.id);
  const fallback = (decision.options || []).find((o) => o.key === decision.default);
  const required = (decision.options || []).some((o) => o.required);
  return h("section", { class: "decision vote", "data-decision-id": decision.id, "aria-label": "The party decides" },
    h("h4", {}, decision.kind === "tester" ? "Who takes the test? The party chooses (DEV-22)." : "The party decides (CAMP-23)"),
    decision.kind === "tester" ? testToTake(table, decision) : null,
    h("ol", { class: "options" }, (decision.options || []).map((o) => optionRow(table, decision, o, mine))),
    h("p", { class: "muted" },
      decision.decider ? `On a tie, ${seatName(table, decision.decider)} decides (DEV-21). ` : "",
      fallback ? `If nobody votes, ${fallbackWords(table, decision, fallback)} is taken ${deadlineWords(table, decision)}.` : "",
      required ? " An option marked ! carries the main plot on." : ""),
    mine.length ? null : h("p", { class: "muted" }, hasVoted(table, decision) ? "Your vote is in; waiting for the others." : "Waiting for the party's votes."));
}

/** DEV-26: the die is seen; the hero may spend 1 morale for +1. */
export function moraleBlock(table, decision) {
  const mine = table.legal.filter((c) => c.type === "spend_morale_on_test" && c.decision === decision.id);
  const hero = table.names().heroes?.[decision.hero] || decision.hero;
  const morale = table.view.campaign?.heroes?.[decision.hero]?.morale;
  return h("section", { class: "decision morale", "data-decision-id": decision.id, "aria-label": "Morale on the test" },
    h("h4", {}, `${hero} may spend 1 morale for +1 (DEV-26)`),
    h("p", {}, `The total is ${decision.total}; ${decision.total + 1 >= decision.test.difficulty && decision.total < decision.test.difficulty ? "1 more would pass the test" : decision.total >= decision.test.difficulty ? "it passes already" : "1 more would not be enough"}.${morale !== undefined ? ` ${hero} has ${morale} morale.` : ""}`),
    mine.length
      ? h("div", { class: "row" }, mine.map((c) => commandButton(table, c.spend ? "Spend 1 morale" : "Keep my morale", c, { class: c.spend ? "primary" : "" })))
      : h("p", { class: "muted" }, `Waiting for ${decision.deciders?.map((s) => seatName(table, s)).join(", ") || "the player"}; if nobody answers, the morale is kept ${deadlineWords(table, decision)}.`));
}

/** CAMP-36: the text above starts a quest; every seat reads it and reads on first. */
export function readingBlock(table, decision) {
  const mine = table.legal.filter((c) => c.type === "vote_on_choice" && c.decision === decision.id);
  const quest = table.content?.quests?.[decision.quest];
  const named = quest ? `Quest ${quest.number}, ${quest.name},` : "The quest";
  const done = Object.keys(decision.votes || {}).map((s) => seatName(table, s));
  const waiting = (decision.deciders || []).filter((s) => !decision.votes?.[s]).map((s) => seatName(table, s));
  return h("section", { class: "decision reading-step", "data-decision-id": decision.id, "aria-label": "Before the quest" },
    h("h4", {}, `${named} begins when everyone has read this (CAMP-36).`),
    h("p", { class: "muted" },
      done.length ? `Read on: ${done.join(", ")}. ` : "",
      waiting.length ? `Waiting for ${waiting.join(", ")}. If someone does not answer, the quest begins ${deadlineWords(table, decision)}.` : ""),
    mine.length
      ? commandButton(table, "Read on", mine[0], { class: "primary", id: "read-on" })
      : h("p", { class: "muted" }, hasVoted(table, decision) ? "You have read on; waiting for the others." : "Waiting for the party to read on."));
}
