// Names for the campaign screen (static/js/primal/campaign/): every id the campaign view
// or a legal command carries is shown by its name from the pack (hunters, cards, gear,
// potions, masteries, monsters: app/content/games.py public_pack) or from the book
// (quest titles, reward cards: the view's quest_titles and reward_cards). Resources
// (elements, materials, plants) are words already; they are only capitalised.

import { titleFromId } from "../../dom.js";

/** A name from the pack's `kind` table, else a readable form of the id. */
function packName(content, kind, id) {
  return content?.[kind]?.[id]?.name || titleFromId(id);
}

export const hunterName = (content, id) => packName(content, "hunters", id);
export const cardName = (content, id) => packName(content, "cards", id);
export const masteryName = (content, id) => packName(content, "masteries", id);
export const monsterName = (content, id) => packName(content, "monsters", id);

/** A piece of gear (a weapon, armor or helm, an item or potion) by its name and level. */
export function gearName(content, id) {
  for (const kind of ["weapons", "protections", "items"]) {
    const found = content?.[kind]?.[id];
    if (found) return found.level && found.level > 1 ? `${found.name} (level ${found.level})` : found.name;
  }
  return titleFromId(id);
}

/** "bones" -> "Bones"; an element, material or plant. */
export const resourceName = (id) => titleFromId(id);

/** A quest's title from the book (never its id). */
export function questTitle(campaign, id) {
  return campaign?.quest_titles?.[id] || titleFromId(id);
}

/** A reward card's name from the book. */
export function rewardName(campaign, id) {
  return campaign?.reward_cards?.[id]?.name || titleFromId(id);
}

/** "a, b and c". */
export function listWords(items) {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Resources counted: {bones: 2, fire: 1} -> "2 Bones and 1 Fire" ("nothing" when empty). */
export function countedWords(counts) {
  const shown = Object.entries(counts || {}).filter(([, n]) => n > 0).map(([id, n]) => `${n} ${resourceName(id)}`);
  return shown.length ? listWords(shown) : "nothing";
}
