// The Primal campaign between fights (issue 31; the table's phase `campaign`): the
// chapter's story, the quest board and its vote, crafting, the campaign and character
// sheets and the Hunter's Trial. Drawn from the table view's `campaign`
// (app/engine/primal/campaign/views.py); every button is one command of the seat's
// legal list. primal/table.js chooses this screen; the fight keeps its own.

import { h, redraw, replace } from "../../dom.js";
import { commandButton, legalOf } from "./controls.js";
import { craftingPanel } from "./crafting.js";
import { campaignSheet, characterSheets } from "./sheets.js";
import { phaseTitle, questBoard, storyPanel, waitingLine } from "./story.js";

/** @typedef {import("../../types.js").Table} Table */

/** The hunters this viewer's seat plays. */
function myHunters(table) {
  const seat = table.you?.seat ?? table.campaign?.your_seat ?? null;
  const view = /** @type {any} */ (table.view);
  return seat ? view.seats?.[seat]?.hunters || [] : [];
}

/** P-CAMP-41: the campaign begins with the Hunter's Trial or without it (chosen now). */
export function beginCampaignControls(/** @type {Table} */ table) {
  const begins = legalOf(table, "primal_campaign_begin");
  if (!begins.length) return null;
  return h("div", { class: "row", id: "begin-campaign", role: "group", "aria-label": "Begin the campaign" },
    begins.map((c) => commandButton(table, c, c.trial ? "Begin the campaign with the Hunter's Trial" : "Begin the campaign",
      { class: c.trial ? "" : "primary", "data-trial": c.trial ? "yes" : "no" })));
}

/** Draw the campaign between fights into `area`. */
export function renderCampaign(/** @type {HTMLElement} */ area, /** @type {Table} */ table) {
  const campaign = /** @type {any} */ (table.view).campaign;
  const phase = campaign.phase;
  const wrap = h("div", {});
  replace(area, wrap);
  redraw(wrap, () => replace(wrap, h("div", { class: "primal-camp", id: "primal-camp", "data-phase": phase },
    h("header", { class: "primal-head" }, h("h2", { id: "primal-camp-title" }, `The campaign: ${phaseTitle(phase)}`),
      waitingLine(table, campaign)),
    h("div", { class: "primal-camp-main" },
      phase === "story" ? storyPanel(table, campaign) : null,
      ["quest_board", "crafting"].includes(phase) ? questBoard(table, campaign) : null,
      craftingPanel(table, campaign, myHunters(table))),
    h("div", { class: "primal-camp-side" }, campaignSheet(table, campaign), characterSheets(table, campaign)))));
}
