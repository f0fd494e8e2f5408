// An action card in words, between quests (DEV-13/14): what its action and its reaction
// do, as the card prints them, beside its name wherever it is learnt, listed or chosen.

import { h } from "../dom.js";
import { pack } from "./offers.js";

/** "Action: Ranged Attack 3. Reaction: your turn, …": the card's two halves. */
export function cardText(card) {
  const def = pack().cards?.[card];
  if (!def) return null;
  const halves = [def.text ? `Action: ${def.text}` : "", def.reaction?.text ? `Reaction: ${def.reaction.text}` : ""].filter(Boolean);
  return halves.length ? h("span", { class: "action-card-text muted" }, halves.join(" ")) : null;
}

/** How many copies of `card` the hero owns, of how many the pack has (DEV-14). */
export function copiesText(card, owned) {
  const copies = pack().cards?.[card]?.copies;
  return copies ? `${owned} of ${copies} cop${copies === 1 ? "y" : "ies"} owned` : `${owned} owned`;
}
