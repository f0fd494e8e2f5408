// The end of a quest: victory or defeat, why, and how the heroes came out of it.

import { h } from "../dom.js";
import { helpers } from "../log.js";
import { commandButton } from "../table/controls.js";

const { unitName } = helpers;

export function outcomePanel(table, names, sorted) {
  const quest = table.view.quest;
  const outcome = quest.outcome || table.ui.ending?.outcome;
  const won = outcome === "victory";
  const ending = table.ui.ending;
  const heroes = Object.values(quest.heroes || {});
  const slain = Object.values(quest.enemies || {}).filter((e) => e.removed || e.health === 0).length;
  const content = table.content;
  return h("section", { class: `panel outcome ${won ? "victory" : "defeat"}`, id: "outcome", "aria-labelledby": "outcome-title" },
    h("h2", { id: "outcome-title" }, won ? `Victory: ${quest.name}` : outcome ? `Defeat: ${quest.name}` : `${quest.name} is over`),
    ending?.reason ? h("p", {}, `${ending.reason} (round ${ending.round}).`) : null,
    h("p", {}, `${slain} of ${Object.keys(quest.enemies || {}).length} enemies slain in ${quest.round} round${quest.round === 1 ? "" : "s"}.`),
    h("ul", { class: "outcome-heroes" }, heroes.map((hero) => h("li", {},
      hero.killed
        ? `${unitName(names, hero.id)}: killed (Hero Elimination).`
        : `${unitName(names, hero.id)}: ${hero.health} of ${hero.max_health} Health${hero.exited ? ", left the board" : ""}${hero.health === 0 ? ", unconscious" : ""}${hero.after_quest_damage ? `, an infusion cost ${hero.after_quest_damage} Health` : ""}.`))),
    sorted.startQuests.length
      ? h("div", { class: "row" }, h("span", {}, "Ride on:"), sorted.startQuests.map((c) => commandButton(table,
        `Begin ${content?.quests?.[c.quest]?.name || c.quest}`, c, { class: "primary", "data-quest": c.quest })))
      : null);
}
