// Between quests, what the party may do in a settlement, with the wagon and with its
// heroes: every button one of the commands GET /legal lists, labelled in players' words.
// The map, the days, the cards being read and the journal are the campaign screen's
// (shell.js); this panel keeps those commands playable until their own panels land.

import { h } from "../dom.js";
import { heroName, nameOf } from "../content.js";
import { commandButton } from "../table/controls.js";

function thingName(table, id) {
  return table.content?.equipment?.[id]?.name || table.content?.resources?.[id]?.name || nameOf(table.content, "equipment", id);
}

const LABELS = {
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
  ["In the settlement", ["enter_location", "leave_settlement", "buy_goods", "sell_goods", "stay_at_inn", "buy_healing"]],
  ["The wagon", ["upgrade_wagon", "store_in_wagon", "take_from_wagon", "repair_armor", "arrange_equipment", "craft_item"]],
  ["The heroes", ["raise_attribute", "buy_action_card", "unlock_slot", "transfer_gold", "name_checkpoint"]],
];

function label(table, command) {
  const make = LABELS[command.type];
  return make ? make(table, command) : command.type.replace(/_/g, " ");
}

/** The settlement's, the wagon's and the heroes' commands, or null when there are none. */
export function campaignPanel(table) {
  if (!table.view.campaign) return null;
  const groups = GROUPS.map(([title, types]) => {
    const commands = table.legal.filter((c) => types.includes(c.type));
    return commands.length ? h("div", { class: "field" }, h("h3", {}, title),
      h("div", { class: "row wrap" }, commands.map((c) => commandButton(table, label(table, c), c)))) : null;
  }).filter(Boolean);
  return groups.length
    ? h("section", { class: "panel", id: "campaign-actions", "aria-labelledby": "campaign-actions-title" },
      h("h2", { id: "campaign-actions-title" }, "In town, the wagon and the heroes"), ...groups)
    : null;
}
