// Between quests: where the party is, the day, the card being read and what the party
// may do now — every button one of the commands GET /legal lists (votes on a card's
// options, travel, saves), labelled in players' words.
// The full campaign screens (the region map, trade, the wagon, hero boards) are issue
// 14's; this panel keeps a table playable between quests until they land.

import { h } from "../dom.js";
import { commandButton } from "../table/controls.js";

/** A map card by its face once revealed, else by its printed number. */
function placeName(table, id) {
  const front = table.view.campaign?.story?.fronts?.[id];
  if (front?.title) return front.title;
  const back = table.content?.map_card_backs?.[id];
  return back ? `map card ${back.number}` : "an unknown place";
}

const LABELS = {
  travel_to: (t, c) => `Travel to ${placeName(t, c.to)} (1 day)`,
  sail_to: (t, c) => `Take the river to ${placeName(t, c.to)} (1 day)`,
  read_plot_card: (t, c) => `Read the card lying here (${c.card})`,
  undertake_task: (t, c) => `Take up task ${c.task}`,
  name_checkpoint: (t, c) => `Name this save "${c.label}"`,
};

// The settlement, the wagon, crafting, hero boards and decks have their own panels
// (campaign/panels.js); this one keeps the road and the saves.
const GROUPS = [
  ["The road", ["travel_to", "sail_to", "read_plot_card", "undertake_task"]],
  ["Saves", ["name_checkpoint"]],
];

function label(table, command) {
  const make = LABELS[command.type];
  return make ? make(table, command) : command.type.replace(/_/g, " ");
}

/** The party's votes: each option of a card a button, with how the seats voted. */
function votes(table) {
  const pending = table.view.campaign?.story?.pending || [];
  const mine = table.legal.filter((c) => c.type === "vote_on_choice" || c.type === "spend_morale_on_test");
  return pending.map((decision) => h("section", { class: "panel prompt", "data-decision-id": decision.id },
    h("h3", {}, decision.kind === "morale" ? "Spend morale on the test?" : "The party decides"),
    decision.votes && Object.keys(decision.votes).length
      ? h("p", { class: "muted" }, `Votes so far: ${Object.entries(decision.votes).map(([seat, key]) => `${table.names?.()?.seats?.[seat] || "a player"}: ${key}`).join(", ")}`)
      : null,
    h("div", { class: "row" }, mine.filter((c) => c.decision === decision.id).map((c) => commandButton(table,
      c.type === "spend_morale_on_test" ? (c.spend ? "Spend 1 morale" : "Keep my morale")
        : (decision.options || []).find((o) => o.key === c.choice)?.text || c.choice, c, { class: "primary" })))));
}

export function campaignPanel(table) {
  const campaign = table.view.campaign;
  if (!campaign) return null;
  const days = campaign.days || {};
  const here = campaign.region?.marker;
  const front = here ? campaign.story?.fronts?.[here] : null;
  const groups = GROUPS.map(([title, types]) => {
    const commands = table.legal.filter((c) => types.includes(c.type));
    return commands.length ? h("div", { class: "field" }, h("h3", {}, title),
      h("div", { class: "row wrap" }, commands.map((c) => commandButton(table, label(table, c), c)))) : null;
  }).filter(Boolean);
  return h("section", { class: "panel", id: "campaign-actions", "aria-labelledby": "campaign-title" },
    h("h2", { id: "campaign-title" }, `Day ${days.day} of ${days.last_day} — ${here ? placeName(table, here) : "on the road"}`),
    front?.text ? h("p", {}, front.text) : null,
    ...votes(table),
    groups.length ? h("div", {}, ...groups) : h("p", { class: "muted" }, "Nothing to do but wait for the others."));
}
