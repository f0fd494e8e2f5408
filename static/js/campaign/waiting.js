// What waits on this player between quests, shown on whichever tab they are on, with a
// link to the tab that holds it: a vote or a reading step (beside the map), morale on a
// test, a stay at the inn (Services), the party's next move inside a settlement (Town).
// Built from the open decisions and the legal commands only.

import { h, titleFromId } from "../dom.js";

/** @typedef {import("../types.js").Table} Table */

const TAB_LABELS = { map: "Map", town: "Town", services: "Services" };

function sourceTitle(table, decision) {
  const front = table.view.campaign?.story?.fronts?.[decision.source];
  return front?.title || "the card";
}

function decisionWords(table, decision) {
  switch (decision.kind) {
    case "option": return `The party decides on ${sourceTitle(table, decision)}: your vote`;
    case "tester": return `Who takes the test of ${titleFromId(decision.test?.attribute || "")} ${decision.test?.difficulty ?? ""}: your vote`;
    case "morale": return "The test's die is rolled: spend 1 morale or keep it";
    case "reading": return `${sourceTitle(table, decision)} is read before the quest: read on`;
    case "inn": return "The stay at the inn: say who works and who rests";
    default: return "A decision of the party";
  }
}

/** What waits on me, each with the tab that holds it. */
export function waitsOnMe(/** @type {Table} */ table) {
  const out = [];
  for (const decision of table.view.campaign?.story?.pending || []) {
    if (decision.kind === "prepare") continue; // its panel stands above every tab (prepare.js)
    if (!table.legal.some((c) => "decision" in c && c.decision === decision.id)) continue;
    out.push({ tab: decision.kind === "inn" ? "services" : "map", text: decisionWords(table, decision) });
  }
  const inTown = table.legal.some((c) => c.type === "enter_location" || c.type === "leave_settlement");
  const travels = table.legal.some((c) => c.type === "travel_to" || c.type === "sail_to");
  if (!out.length && inTown && !travels) out.push({ tab: "town", text: "The party is in a settlement: choose where to go next" });
  return out;
}

/** The notice at the top of the campaign screen for what waits on me on another tab. */
export function waitingNotice(/** @type {Table} */ table, current, choose) {
  const elsewhere = waitsOnMe(table).filter((w) => w.tab !== current);
  if (!elsewhere.length) return null;
  return h("section", { class: "panel waits-on-you", id: "waits-on-you", role: "status" },
    h("h2", {}, "Waiting on you"),
    h("ul", {}, elsewhere.map((w) => h("li", { "data-tab": w.tab }, `${w.text}, on the ${TAB_LABELS[w.tab]} tab. `,
      h("button", { type: "button", class: "small primary", onclick: () => choose(w.tab) }, `Open the ${TAB_LABELS[w.tab]} tab`)))));
}
