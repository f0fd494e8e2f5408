// The quest's story from the content pack: its introduction, its special rules, and how
// it is won or lost. Shown when the quest starts and one click away ("The story") after.
// The Victory and Defeat sections themselves are read only when the quest is over
// (QUEST-01), so the content the client gets does not hold them.

import { h } from "../dom.js";
import { goalText } from "./head.js";
import { showStory } from "./uistate.js";

/** @typedef {import("../types.js").Table} Table */

function seenKey(table) {
  return `hunters:story:${table.campaign.id}:${table.view.quest?.quest}`;
}

/** The story opens by itself once per quest and browser, while the quest is set up. */
export function storyDue(/** @type {Table} */ table) {
  const quest = table.view.quest;
  if (!quest || quest.phase !== "setup" || table.ui.story.shownFor === quest.quest) return false;
  try {
    if (localStorage.getItem(seenKey(table))) return false;
    localStorage.setItem(seenKey(table), "1");
  } catch {
    // Storage may be off (private mode): then it opens once per page load.
  }
  return true;
}

function lossText(goal) {
  if (goal?.kind === "survive") return "The quest is lost if every hero is knocked unconscious before the last round ends.";
  const rounds = goal?.rounds ? ` by the end of round ${goal.rounds}` : "";
  return `The quest is lost if the goal is not reached${rounds}, or if every hero is knocked unconscious.`;
}

export function storyDialog(/** @type {Table} */ table) {
  if (!table.ui.story.open) return null;
  const quest = table.view.quest;
  const text = table.content?.quests?.[quest.quest] || {};
  const close = () => { showStory(table, false); table.render(); };
  const specials = (text.special_rules || []).map((rule) => rule.text).filter(Boolean);
  return h("section", { class: "panel story", id: "story", "aria-labelledby": "story-title" },
    h("h2", { id: "story-title" }, `Quest ${quest.number || ""}: ${quest.name}`),
    text.introduction ? h("p", { class: "story-intro" }, text.introduction) : null,
    h("h3", {}, "To win"), h("p", { id: "story-victory" }, goalText(quest.goal) || "Reach the quest's goal."),
    h("h3", {}, "To lose"), h("p", { id: "story-defeat" }, lossText(quest.goal)),
    specials.length ? [h("h3", {}, "Special rules"), h("ul", { id: "story-rules" }, specials.map((t) => h("li", {}, t)))] : null,
    quest.night ? h("p", { class: "notice" }, "It is night: heroes see only 2 spaces far.") : null,
    h("div", { class: "row" }, h("button", { type: "button", class: "primary", id: "close-story", onclick: close }, "Close the story")));
}
