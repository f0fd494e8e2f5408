// My hero's board beside the map: health, morale, attributes, tokens, equipment, and on
// its turn what it can do (the action panel, items, the Interact chooser, Reorganize).

import { h } from "../dom.js";
import { actionPanel } from "./actions.js";
import { gearList, interactChooser, itemButtons, reorganizeDialog } from "./gear.js";

/** @typedef {import("../types.js").Table} Table */

function tokenMarks(hero) {
  const tokens = hero.tokens || {};
  const armor = Object.values(hero.armor_damage || {}).reduce((sum, n) => sum + n, 0);
  return [
    tokens.offense ? `${tokens.offense} offense` : null,
    tokens.defense ? `${tokens.defense} defense` : null,
    tokens.poison ? "poisoned (1 damage at the start of each turn)" : null,
    tokens.stun ? "stunned (no actions, penalty attacks or reactions next turn)" : null,
    tokens.immobilize ? "immobilized (no moving next turn)" : null,
    tokens.mighty ? `${tokens.mighty} mighty` : null,
    armor ? `${armor} destruction marker${armor === 1 ? "" : "s"} on armor` : null,
    hero.hidden ? "hidden" : null,
  ].filter(Boolean);
}

function heroState(hero) {
  if (hero.killed) return "Killed (hero elimination)";
  return hero.health === 0 ? "Unconscious" : null;
}

export function heroPanel(/** @type {Table} */ table, hero, sorted) {
  const quest = table.view.quest;
  const myTurn = quest.active === hero.id && !quest.pending?.length;
  const marks = tokenMarks(hero);
  const state = heroState(hero);
  const a = hero.attributes;
  return h("section", { class: "panel hero-panel", "data-hero": hero.id, "aria-labelledby": `hero-${hero.id}` },
    h("h2", { id: `hero-${hero.id}` }, hero.name),
    state ? h("p", { class: "warning", "data-testid": "hero-state" }, state) : null,
    h("p", { class: "hero-stats" },
      `Health ${hero.health}/${hero.max_health} · Morale ${hero.morale}/${hero.morale_top} · Strength ${a.strength} · Agility ${a.agility} · Perception ${a.perception} · Knowledge ${a.knowledge}`),
    marks.length ? h("p", { class: "tokens", "data-testid": "hero-tokens" }, `Tokens: ${marks.join(", ")}`) : null,
    myTurn ? actionPanel(table, hero, sorted) : null,
    myTurn ? itemButtons(table, hero, sorted.items) : null,
    interactChooser(table, hero),
    reorganizeDialog(table, hero),
    gearList(quest, hero));
}
