// ATK-36: a reaction that re-rolls dice (MC19) names which dice of the roll; the
// player ticks them here, and the reaction is sent with their positions (`reroll`).

import { h } from "../dom.js";
import { isHit } from "./dice.js";
import { setDraft } from "./uistate.js";

/** @typedef {import("../types.js").Table} Table */

/** Whether the card's reaction re-rolls dice of the attack (ATK-36). */
export function rerollsDice(quest, card) {
  return (quest.defs?.cards?.[card]?.reaction?.effects || []).some((e) => e.effect === "reroll");
}

function rollOf(table) {
  const attack = table.ui.dice?.attack;
  return attack && !attack.resolved ? attack : null;
}

function picked(table) {
  const attack = rollOf(table);
  const pick = table.ui.rerollPick;
  return attack && pick?.key === attack.seq ? pick.chosen : new Set();
}

/** The reaction as sent: with the dice ticked to re-roll when it re-rolls. */
export function withReroll(/** @type {Table} */ table, command) {
  if (!rerollsDice(table.view.quest, command.card)) return command;
  return { ...command, reroll: [...picked(table)].sort((a, b) => a - b) };
}

/** The dice of the roll as checkboxes: the ones ticked are re-rolled. */
export function rerollPicker(/** @type {Table} */ table, card) {
  const attack = rollOf(table);
  if (!attack?.dice?.length || !rerollsDice(table.view.quest, card)) return null;
  const chosen = picked(table);
  const toHit = attack.declared?.to_hit;
  return h("fieldset", { class: "weapons toggles reroll", "data-reroll": card },
    h("legend", {}, "Dice to re-roll (ATK-36)"),
    attack.dice.map((value, index) => h("label", { class: "check" },
      h("input", {
        type: "checkbox",
        id: `reroll-${card}-${index}`,
        "data-die": String(index),
        checked: chosen.has(index),
        onchange: (event) => {
          const next = new Set(chosen);
          if (event.target.checked) next.add(index);
          else next.delete(index);
          setDraft(table, "rerollPick", { key: attack.seq, chosen: next });
          table.render();
        },
      }),
      `Die ${index + 1}: ${value}${toHit ? (isHit(value, toHit) ? " (a hit)" : " (a miss)") : ""}`)));
}
