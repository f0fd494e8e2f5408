// Between quests: where the party is, the day, the card being read and what the party
// may do now — every button one of the commands GET /legal lists (votes on a card's
// options, travel, settlements, the wagon, heroes, saves), labelled in players' words.
// The full campaign screens (the region map, trade, the wagon, hero boards) are issue
// 14's; this panel keeps a table playable between quests until they land.

import { h } from "../dom.js";
import { heroName, nameOf } from "../content.js";
import { commandButton } from "../table/controls.js";

/** A map card by its face once revealed, else by its printed number. */
function placeName(table, id) {
  const front = table.view.campaign?.story?.fronts?.[id];
  if (front?.title) return front.title;
  const back = table.content?.map_card_backs?.[id];
  return back ? `map card ${back.number}` : "an unknown place";
}

function thingName(table, id) {
  return table.content?.equipment?.[id]?.name || table.content?.resources?.[id]?.name || nameOf(table.content, "equipment", id);
}

const LABELS = {
  travel_to: (t, c) => `Travel to ${placeName(t, c.to)} (1 day)`,
  sail_to: (t, c) => `Take the river to ${placeName(t, c.to)} (1 day)`,
  read_plot_card: (t, c) => `Read the card lying here (${c.card})`,
  undertake_task: (t, c) => `Take up task ${c.task}`,
  enter_location: (t, c) => `Go to ${t.view.campaign?.story?.fronts?.[c.location]?.title || `location ${c.location}`}`,
  leave_settlement: () => "Leave the settlement",
  buy_goods: (t, c) => `${heroName(t.content, c.hero)} buys ${thingName(t, c.item)}`,
  sell_goods: (t, c) => `${heroName(t.content, c.hero)} sells ${thingName(t, c.item)}`,
  stay_at_inn: (t, c) => `Stay ${c.days} day${c.days === 1 ? "" : "s"} at the inn`,
  buy_healing: (t, c) => `${heroName(t.content, c.hero)} pays for ${c.cure === "poison" ? "a cure for poison" : "healing"}`,
  transfer_gold: (t, c) => `${heroName(t.content, c.giver)} gives ½ gold to ${heroName(t.content, c.receiver)}`,
  upgrade_wagon: (t, c) => `${heroName(t.content, c.hero)} pays for the wagon's ${nameOf(t.content, "wagon", c.category)}`,
  store_in_wagon: (t, c) => `${heroName(t.content, c.hero)} stores ${thingName(t, c.item)} in the wagon`,
  take_from_wagon: (t, c) => `${heroName(t.content, c.hero)} takes ${thingName(t, c.item)} from the wagon`,
  repair_armor: (t, c) => `Repair ${heroName(t.content, c.hero)}'s armor`,
  arrange_equipment: (t, c) => `${heroName(t.content, c.hero)} puts carried items on free slots`,
  craft_item: (t, c) => `Craft ${thingName(t, t.content?.recipes?.[c.recipe]?.item || c.recipe)} for ${c.into === "wagon" ? "the wagon" : heroName(t.content, c.hero)}`,
  raise_attribute: (t, c) => `${heroName(t.content, c.hero)} raises ${c.attribute === "health" ? "maximum Health" : c.attribute} (XP)`,
  buy_action_card: (t, c) => `${heroName(t.content, c.hero)} learns ${nameOf(t.content, "cards", c.card)} (XP)`,
  name_checkpoint: (t, c) => `Name this save "${c.label}"`,
};

const GROUPS = [
  ["The road", ["travel_to", "sail_to", "read_plot_card", "undertake_task"]],
  ["In the settlement", ["enter_location", "leave_settlement", "buy_goods", "sell_goods", "stay_at_inn", "buy_healing"]],
  ["The wagon", ["upgrade_wagon", "store_in_wagon", "take_from_wagon", "repair_armor", "arrange_equipment", "craft_item"]],
  ["The heroes", ["raise_attribute", "buy_action_card", "unlock_slot", "transfer_gold", "name_checkpoint"]],
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
