// The party prepares before a quest (DEV-15/16, EQUIP-41; docs/rules-decisions.md, "The
// party prepares before a quest"): the quest's introduction from the Tome of Quests, what
// each of this player's heroes takes into it (deck, XP), the tabs where decks, equipment,
// the wagon and XP are seen to, who has opened the Tome, the deadline and its default
// (each hero keeps its last deck), and "Open the Tome of Quests". Shown above every tab
// of the campaign screen while the step is open, so it is there while a deck is built.
// Buttons only for what GET /legal lists.

import { h } from "../dom.js";
import { commandButton } from "../table/controls.js";
import { deadlineWords } from "./decisions.js";

/** @typedef {import("../types.js").Table} Table */

const DECK_SIZE = 20; // DEV-15
const TABS = [["deck", "Build the deck"], ["wagon", "Equipment and wagon"], ["heroes", "Spend XP"]];

/** The party's open prepare step, if any. */
export function prepareStep(/** @type {Table} */ table) {
  return (table.view.campaign?.story?.pending || []).find((d) => d.kind === "prepare") || null;
}

function seatName(table, seat) {
  return table.names().seats?.[seat] || "a player";
}

function heroLine(table, hero) {
  const b = table.view.campaign.heroes[hero];
  const name = table.names().heroes?.[hero] || b.name;
  const pool = (b.cards || []).length;
  const deck = (b.deck || []).length === DECK_SIZE ? `the deck of ${DECK_SIZE} last saved` : `its ${Math.min(pool, DECK_SIZE)} starting cards`;
  const choice = pool > DECK_SIZE ? ` (${pool} cards in the pool)` : "";
  return h("li", { "data-hero": hero }, `${name} plays ${deck}${choice}; ${b.xp || 0} XP to spend.`);
}

/** A button that opens a tab of the campaign screen (the tab bar's own button). */
function tabLink(id, label) {
  const open = () => {
    /** @type {HTMLElement | null} */ (document.getElementById(`tab-${id}`))?.click();
    /** @type {HTMLElement | null} */ (document.getElementById(`tab-${id}`))?.focus();
  };
  return h("button", { type: "button", class: "small", "data-tab": id, onclick: open }, label);
}

function waitWords(table, step) {
  const done = Object.keys(step.votes || {}).map((s) => seatName(table, s));
  const waiting = (step.deciders || []).filter((s) => !step.votes?.[s]).map((s) => seatName(table, s));
  return h("p", { class: "muted", role: "status" },
    done.length ? `Opened the Tome: ${done.join(", ")}. ` : "",
    waiting.length ? `Waiting for ${waiting.join(", ")}. If someone does not answer, the Tome is opened ${deadlineWords(table, step)} and each hero keeps its last deck.` : "");
}

/** The prepare panel, or null when no prepare step is open. */
export function preparePanel(/** @type {Table} */ table) {
  const step = prepareStep(table);
  if (!step) return null;
  const quest = table.content?.quests?.[step.quest];
  const title = quest ? `Quest ${quest.number}: ${quest.name}` : "The next quest";
  const mine = (table.view.you?.heroes || []).filter((x) => table.view.campaign?.heroes?.[x]);
  const [open] = table.legal.filter((c) => c.type === "vote_on_choice" && c.decision === step.id);
  const voted = Boolean(table.view.you?.seat && step.votes?.[table.view.you.seat]);
  return h("section", { class: "panel prepare-step", id: "prepare", "data-decision-id": step.id, "aria-labelledby": "prepare-title" },
    h("p", { class: "card-kind" }, "Before the quest (DEV-15)"),
    h("h2", { id: "prepare-title" }, `Prepare for ${title}`),
    quest?.introduction ? h("p", { class: "quest-intro" }, quest.introduction) : null,
    h("p", {}, "Each player now builds their heroes' decks, arranges their equipment, takes what they need from the wagon and spends XP. The quest begins when everyone has opened the Tome of Quests; from then on nothing leaves the wagon until it is over (EQUIP-41)."),
    mine.length ? h("ul", { class: "prepare-heroes" }, mine.map((x) => heroLine(table, x))) : null,
    mine.length ? h("div", { class: "row prepare-tabs" }, TABS.map(([id, label]) => tabLink(id, label))) : null,
    waitWords(table, step),
    open
      ? commandButton(table, "Open the Tome of Quests", open, { class: "primary", id: "open-tome" })
      : h("p", { class: "muted" }, voted ? "You have opened the Tome; you may still change your heroes until everyone has." : "Waiting for the party to open the Tome of Quests."));
}
