// The debrief after a quest (END-04, CAMP-27, CAMP-36): victory or defeat and why, what
// each hero came back with and gained or lost, the cards the outcome placed, and where
// the story goes next; then back to the map. Dismissed once per quest and browser.

import { h } from "../dom.js";
import { gainsList } from "./gains.js";
import { KIND_NAMES } from "./reading.js";
import { questEnding } from "./story.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

function seenKey(table, ending) {
  return `hunters:debrief:${table.campaign.id}:${ending.seq}`;
}

/** The debrief still to be read on this browser: the last quest's ending, or null. */
export function debriefDue(table) {
  if (table.view.phase !== "between_quests" || !table.view.quest?.outcome) return null;
  const ending = questEnding(table.campaignEvents || []);
  if (!ending) return null;
  try {
    if (localStorage.getItem(seenKey(table, ending))) return null;
  } catch {
    // Storage may be off (private mode): the debrief then shows until the party moves on.
  }
  return ending;
}

function heroLines(table, ending, names) {
  const returned = ending.after.filter((e) => e.type === "hero_returned");
  return h("ul", { class: "debrief-heroes" }, returned.map((e) => {
    const board = table.view.campaign?.heroes?.[e.hero];
    return h("li", { "data-hero": e.hero },
      h("strong", {}, `${names(e.hero)}: `),
      `back with ${e.health}${board ? ` of ${board.max_health}` : ""} Health and ${e.morale} morale`,
      e.poisoned ? ", poisoned" : "",
      e.discarded?.length ? `; used up: ${e.discarded.map(names).join(", ")}` : "",
      ".");
  }));
}

function nextWords(ending, names) {
  const lines = [];
  for (const e of ending.after) {
    if (e.type === "card_placed") lines.push(`A card was placed ${e.face === "up" ? "face up" : "face down"} ${e.at ? `on ${names(e.at)}` : "beside the map"} (CAMP-20).`);
    if (e.type === "card_drawn" || e.type === "card_read" || e.type === "entry_read") lines.push(`Next the party reads ${e.front?.title || "a card"} (${KIND_NAMES[e.front?.kind] || "card"}).`);
    if (e.type === "quest_called") lines.push(`The story leads to quest ${names(e.quest)} (CAMP-36).`);
  }
  if (!lines.some((l) => l.startsWith("Next") || l.startsWith("The story"))) lines.push("The road is open: choose on the map where the party goes.");
  return lines;
}

/** The debrief screen; `onDone` goes back to the map. */
export function debriefPanel(table, ending, /** @type {PanelContext} */ ctx, onDone) {
  const quest = table.view.quest;
  const won = quest.outcome === "victory";
  const close = () => {
    try {
      localStorage.setItem(seenKey(table, ending), "1");
    } catch {
      // private mode: closed for this page only
    }
    onDone();
  };
  return h("section", { class: `panel debrief ${won ? "victory" : "defeat"}`, id: "debrief", "aria-labelledby": "debrief-title" },
    h("h2", { id: "debrief-title" }, `${won ? "Victory" : "Defeat"}: ${quest.name}`),
    ending.ended.reason ? h("p", {}, `${ending.ended.reason.charAt(0).toUpperCase()}${ending.ended.reason.slice(1)} (round ${ending.ended.round}).`) : null,
    heroLines(table, ending, ctx.names),
    gainsList(ending.after, ctx.names, "What the quest brought each hero"),
    h("h3", {}, "Where the story goes"),
    h("ul", { class: "story-next" }, nextWords(ending, ctx.names).map((line) => h("li", {}, line))),
    h("div", { class: "row" }, h("button", { type: "button", class: "primary", id: "back-to-map", onclick: close }, "Back to the map")));
}
