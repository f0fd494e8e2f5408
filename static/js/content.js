// Names and numbers from the content pack a campaign is pinned to. Until a pack is
// readable by the browser, ids are shown in a readable form.

import { get } from "./api.js";
import { titleFromId } from "./dom.js";

const packs = new Map();

/** The public part of the pack with this hash (heroes, cards, enemies, maps), or null. */
export function loadContent(hash) {
  if (!packs.has(hash)) {
    packs.set(hash, get(`/api/content/packs/${encodeURIComponent(hash)}`).catch(() => null));
  }
  return packs.get(hash);
}

export function heroName(content, id) {
  return content?.heroes?.[id]?.name || titleFromId(id);
}

export function nameOf(content, kind, id) {
  return content?.[kind]?.[id]?.name || titleFromId(id);
}
