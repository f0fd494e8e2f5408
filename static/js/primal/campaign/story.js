// The chapter's story (P-CAMP-04) and the quest board with its vote (P-CAMP-05/13..15):
// the introduction read aloud, then each open quest on its region space with its title,
// text, monster and element; a seat votes with the button the legal list gives it.

import { h } from "../../dom.js";
import { commandButton, legalOf, panel } from "./controls.js";
import { hunterName, monsterName, questTitle, resourceName } from "./words.js";

const PHASES = {
  prologue: "The Prologue", story: "The story", quest_board: "The quest board",
  crafting: "Crafting", hunt: "The hunt", ended: "The campaign is over",
};

export const phaseTitle = (phase) => PHASES[phase] || "The campaign";

/** P-CAMP-04: the chapter's introduction, its Read button, and what the party has read. */
export function storyPanel(table, campaign) {
  const story = campaign.story;
  const read = legalOf(table, "primal_campaign_read_story").map((c) =>
    commandButton(table, c, "We have read it: on to the quest board", { class: "primary", id: "primal-camp-read" }));
  const journal = campaign.journal || [];
  return panel("primal-camp-story", story ? `Chapter ${story.number}: ${story.title}` : "The story",
    story ? h("p", { class: "primal-camp-text" }, story.introduction) : null,
    journal.length ? h("details", {}, h("summary", {}, "What the party has read"),
      h("ul", {}, journal.map((line) => h("li", {}, line)))) : null,
    ...read);
}

/** Who voted for `quest` (P-CAMP-05: one vote a seat). */
function votesFor(table, campaign, quest) {
  const names = table.names();
  const seats = Object.entries(campaign.votes || {}).filter(([, q]) => q === quest).map(([seat]) => names.seats?.[seat] || "A player");
  return seats.length ? `Votes: ${seats.join(", ")}` : "No vote yet";
}

function questCard(table, campaign, quest, region) {
  const vote = legalOf(table, "primal_campaign_vote_quest").filter((c) => c.quest === quest.id);
  return h("li", { class: "primal-camp-quest", "data-quest-number": String(quest.number) },
    h("h4", {}, `Quest ${quest.number}: ${quest.title}`),
    h("p", {}, quest.intro),
    h("p", { class: "muted" }, `${monsterName(table.content, quest.monster)}, on the ${resourceName(region)} space`),
    h("p", { class: "muted" }, votesFor(table, campaign, quest.id)),
    vote.map((c) => commandButton(table, c, `Vote for ${quest.title}`, { class: "primary" })));
}

/** P-CAMP-13..15: the board's region spaces that hold a quest, and the vote. */
export function questBoard(table, campaign) {
  const spaces = Object.entries(campaign.board || {}).filter(([, quests]) => quests.length);
  const chosen = campaign.active_quest;
  return panel("primal-camp-board", "Quest board",
    chosen ? h("p", { role: "status", id: "primal-camp-chosen" }, `The party hunts: ${chosen.title} (${monsterName(table.content, chosen.monster)}).`) : null,
    spaces.length ? h("ul", { class: "primal-camp-quests" }, spaces.flatMap(([region, quests]) =>
      quests.map((quest) => questCard(table, campaign, quest, region))))
      : h("p", { class: "muted" }, "No quest is on the board yet."));
}

/** What the campaign waits on, in words (the hunters' names, never a seat's key). */
export function waitingLine(table, campaign) {
  const phase = campaign.phase;
  const mine = legalOf(table, "primal_campaign_vote_quest").length || legalOf(table, "primal_campaign_read_story").length;
  const words = {
    story: "Anyone may read the story aloud and go on.",
    quest_board: mine ? "Vote for the quest the party takes on." : "Waiting for the other votes.",
    crafting: "Craft, prepare potions, learn skills and build each hunter's deck; then begin the hunt.",
    prologue: "The Prologue waits to be played.",
  };
  const hunters = Object.keys(campaign.characters || {}).map((id) => hunterName(table.content, id));
  return h("p", { class: "muted", role: "status", id: "primal-camp-waiting" },
    `${words[phase] || ""} The party: ${hunters.join(", ")}.`);
}
