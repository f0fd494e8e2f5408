// The campaign sheet (P-CAMP-38), the Hunter's Trial score and rank (P-CAMP-45/46) and
// each hunter's character sheet (P-CAMP-39/40), drawn from the campaign view
// (app/engine/primal/campaign/views.py). Everything on them is public.

import { h } from "../../dom.js";
import { legalOf, panel, send } from "./controls.js";
import {
  cardName, countedWords, gearName, hunterName, listWords, masteryName, monsterName, questTitle,
  resourceName, rewardName,
} from "./words.js";

const MARKS = { x: "won", circle: "now", "": "ahead" };

function fact(label, value) {
  return [h("dt", {}, label), h("dd", {}, value)];
}

/** The chapters as the sheet marks them: crossed when won, circled for the one being played. */
function chapterTrack(sheet) {
  return h("ol", { class: "primal-camp-chapters", "aria-label": "Chapters" }, sheet.chapters.map((c) =>
    h("li", { class: `mark-${MARKS[c.mark] || "ahead"}` },
      `Chapter ${c.number}: ${MARKS[c.mark] || "ahead"}, aggression ${c.aggression}`)));
}

/** P-CAMP-45/46: the Trial's track, its Valor, the score and its rank. */
function trialBox(trial) {
  if (!trial) return null;
  return h("div", { class: "primal-camp-trial", id: "primal-camp-trial" },
    h("h4", {}, "The Hunter's Trial"),
    h("dl", {}, fact("Defeat track", `${trial.defeats} of 3`), fact("Total defeats", String(trial.total_defeats)),
      fact("Valor", String(trial.valor)), fact("Score", String(trial.score)), fact("Rank", trial.rank)));
}

/** P-CAMP-38: the campaign sheet. */
export function campaignSheet(table, campaign) {
  const sheet = campaign.sheet;
  const none = (items, name) => (items.length ? listWords(items.map(name)) : "none yet");
  const content = table.content;
  return panel("primal-camp-sheet", "Campaign sheet",
    chapterTrack(sheet),
    h("dl", {},
      fact("Forge", `level ${sheet.forge_level}; elements ${none(sheet.forge_elements, resourceName)}`),
      fact("Herbalist", `level ${sheet.herbalist_level}`),
      fact("Trophies", none(sheet.trophies, (id) => monsterName(content, id))),
      fact("Quests open", none(sheet.quests.unlocked, (id) => questTitle(campaign, id))),
      fact("Quests behind you", none(sheet.quests.done, (id) => questTitle(campaign, id))),
      fact("Achievements", none(sheet.achievements, resourceName))),
    sheet.complete ? h("p", { role: "status" }, "The campaign is complete.") : null,
    trialBox(sheet.trial));
}

/** The deck built for the coming hunt, in game terms. */
function deckWords(content, deck) {
  if (!deck) return "not built yet";
  const gear = [deck.weapon, deck.armor, deck.helm, deck.item].filter(Boolean).map((id) => gearName(content, id));
  const potions = deck.potions?.length ? `; potions ${listWords(deck.potions.map((id) => gearName(content, id)))}` : "";
  return `${deck.deck.length} cards with ${listWords(gear)}, mastery ${masteryName(content, deck.mastery)}${potions}`;
}

/** P-CAMP-39/40: one hunter's character sheet. */
export function characterSheet(table, campaign, hunter) {
  const sheet = campaign.characters[hunter];
  const content = table.content;
  const names = (items, name) => (items.length ? listWords(items.map(name)) : "none");
  return h("article", { class: "primal-camp-character", "data-sheet": hunter, "aria-labelledby": `sheet-${hunter}` },
    h("h4", { id: `sheet-${hunter}` }, `${hunterName(content, hunter)}, ${resourceName(sheet.weapon_class)} hunter`),
    h("dl", {},
      fact("Reserve", countedWords(sheet.reserve)),
      fact("Equipment", names(sheet.equipment, (id) => gearName(content, id))),
      fact("Potions", names(sheet.potions, (id) => gearName(content, id))),
      fact("Masteries", names(sheet.masteries, (id) => masteryName(content, id))),
      fact("Skill-tree steps", sheet.steps.length ? sheet.steps.join(", ") : "none yet"),
      fact("Upgrades to choose", String(sheet.upgrades_due)),
      fact("Reward cards", names(sheet.reward_cards, (id) => rewardName(campaign, id))),
      fact("Card pool", `${sheet.pool.length} cards: ${names(sheet.pool, (id) => cardName(content, id))}`),
      fact("Deck for the hunt", deckWords(content, sheet.deck)),
      sheet.notes ? fact("Notes", sheet.notes) : null),
    notesForm(table, hunter));
}

/** P-CAMP-39: the notes of a hunter this seat plays, written over (the legal list's
 * `primal_campaign_write_notes` carries them as they stand; the text is the player's). */
function notesForm(table, hunter) {
  const listed = legalOf(table, "primal_campaign_write_notes").find((c) => c.hunter === hunter);
  if (!listed) return null;
  const id = `primal-camp-notes-${hunter}`;
  const area = h("textarea", { id, rows: "3", maxlength: "2000" }, listed.notes);
  const save = h("button", { type: "button", class: "small", id: `${id}-save`,
    onclick: () => send(table, { ...listed, notes: area.value }) }, "Save the notes");
  table.track(save);
  return h("div", { class: "primal-camp-notes" }, h("label", { for: id }, "Notes"), area, save);
}

/** Every hunter's sheet. */
export function characterSheets(table, campaign) {
  return panel("primal-camp-characters", "Character sheets",
    Object.keys(campaign.characters).map((hunter) => characterSheet(table, campaign, hunter)));
}
