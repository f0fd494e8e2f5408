// The GM's balance report (issue 18): pick any quest of the campaign's pack and how many
// games; the server plays them for the party as it stands (its heroes' boards, equipment
// and decks) and opens the report in a new tab. Read-only: nothing here changes the game.

import { get } from "../api.js";
import { h } from "../dom.js";

const MOST_GAMES = 40; // the server's cap (app/simulate/party_report.py MAX_RUNS)

function questOptions(content) {
  const quests = Object.values(content.quests || {}).sort((a, b) => a.number - b.number || a.id.localeCompare(b.id));
  return quests.map((q) => h("option", { value: q.id }, `${q.number}. ${q.name}`));
}

/** The "Your party's chances" panel: a plain GET form, so it works from the keyboard. */
export async function balancePanel(campaignId) {
  const content = await get(`/api/campaigns/${campaignId}/content`);
  const form = h("form", {
    method: "get", action: `/api/campaigns/${campaignId}/gm/balance-report`, target: "_blank",
    class: "gm-balance",
  },
  h("label", { for: "gm-balance-quest" }, "Quest "),
  h("select", { id: "gm-balance-quest", name: "quest" }, ...questOptions(content)),
  h("label", { for: "gm-balance-runs" }, " Games "),
  h("input", { id: "gm-balance-runs", name: "runs", type: "number", min: 1, max: MOST_GAMES, value: 20, inputmode: "numeric" }),
  " ",
  h("button", { type: "submit", class: "small primary" }, "Simulate"));
  return h("section", { "aria-labelledby": "gm-balance" },
    h("h2", { id: "gm-balance" }, "Your party's chances"),
    h("p", {}, "The server plays the quest with the careful bot for this party as it stands now, and opens the balance report in a new tab."),
    form);
}
