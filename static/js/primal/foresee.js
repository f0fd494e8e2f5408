// What a card about to be played would set off, said before it is confirmed (issue 30):
// the behavior cards its reaction icons trigger (P-REACT-03, by their slot: they are
// face down) and the abilities it fires (P-TURN-30..38: color runs, arrows, Opening,
// Finisher). The server computes it with the engine's own play step
// (app/engine/primal/preview.py) for the cards this seat may play now; nothing here
// guesses: a card the server said nothing of shows nothing.

import { h } from "../dom.js";
import { actionKey } from "./actions.js";
import { listWords } from "./words.js";

/** @typedef {import("./types.js").PrimalTable} PrimalTable */

/** The server's word on `card` (null when it sent none). */
export function triggersOf(/** @type {PrimalTable} */ table, /** @type {string} */ card) {
  return table.triggers?.[card] || null;
}

/** "Triggers the behavior card in slot 2; fires Opening (Blade's sword)." */
export function triggerWords(/** @type {PrimalTable} */ table, /** @type {string} */ card) {
  const found = triggersOf(table, card);
  if (!found) return null;
  const slots = found.behaviors.map((i) => `slot ${i + 1}`);
  const parts = [
    slots.length ? `triggers the behavior ${slots.length > 1 ? "cards in" : "card in"} ${listWords(slots)} (P-REACT-03)` : "",
    found.abilities.length ? `fires ${listWords(found.abilities)} (P-TURN-30)` : "",
  ].filter(Boolean);
  return parts.length ? `Playing it ${parts.join(" and ")}.` : "Playing it triggers nothing.";
}

/** The line drawn under a playable card and in its payment. */
export function triggerLine(/** @type {PrimalTable} */ table, /** @type {string} */ card) {
  const words = triggerWords(table, card);
  if (!words) return null;
  const found = triggersOf(table, card);
  const busy = Boolean(found && (found.behaviors.length || found.abilities.length));
  return h("p", { class: `play-triggers${busy ? " sets-off" : ""}`, dataset: { triggers: card } }, words);
}

/** The behavior slots the card being paid for would trigger (the monster board marks them). */
export function slotsAboutToTrigger(/** @type {PrimalTable} */ table) {
  const key = table.ui?.paying?.key || "";
  const card = (table.legal || []).find((c) => c.type === "primal_play_card" && actionKey(c) === key)?.card;
  return new Set(card ? triggersOf(table, card)?.behaviors || [] : []);
}
