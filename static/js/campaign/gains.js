// Gains and losses as they apply to each hero (CAMP-27, DEV-31..33, SETL-09..14): the
// hero_board_changed events of a reading or a debrief, summed per hero, in words.

import { h } from "../dom.js";
import { goldText } from "./logtext.js";

function signed(n, what) {
  return `${n > 0 ? "+" : "−"}${what(Math.abs(n))}`;
}

/** Every change of one hero's board, summed, in words ("+1 XP", "−½ gold", "+1 Mushroom"). */
function changeWords(total, names) {
  const parts = [];
  if (total.gold_half) parts.push(signed(total.gold_half, goldText));
  if (total.xp) parts.push(signed(total.xp, (n) => `${n} XP`));
  if (total.morale) parts.push(signed(total.morale, (n) => `${n} morale`));
  if (total.health) parts.push(signed(total.health, (n) => `${n} Health`));
  for (const [kind, n] of Object.entries(total.resources)) if (n) parts.push(signed(n, (m) => `${m} ${names(kind)}`));
  for (const item of total.gained) parts.push(`+${names(item)}`);
  for (const item of total.lost) parts.push(`−${names(item)}`);
  if (total.cured) parts.push("poison cured");
  if (total.poisoned) parts.push("poisoned");
  return parts;
}

function add(total, e) {
  total.gold_half += e.gold_half || 0;
  total.xp += e.xp || 0;
  total.morale += e.morale || 0;
  total.health += e.health || 0;
  for (const [kind, n] of Object.entries(e.resources || {})) total.resources[kind] = (total.resources[kind] || 0) + Number(n);
  total.gained.push(...(e.equipment_gained || []));
  total.lost.push(...(e.equipment_lost || []));
  if (e.poisoned === false) total.cured = true;
  if (e.poisoned === true) total.poisoned = true;
}

/** Hero key -> what changed, from these events. */
export function changesByHero(events, names) {
  /** @type {Map<string, any>} */
  const totals = new Map();
  for (const e of events) {
    if (e.type !== "hero_board_changed") continue;
    if (!totals.has(e.hero)) totals.set(e.hero, { gold_half: 0, xp: 0, morale: 0, health: 0, resources: {}, gained: [], lost: [] });
    add(totals.get(e.hero), e);
  }
  /** @type {Map<string, string[]>} */
  const out = new Map();
  for (const [hero, total] of totals) {
    const words = changeWords(total, names);
    if (words.length) out.set(hero, words);
  }
  return out;
}

/** A list of each hero's gains and losses, or null when nobody's board changed. */
export function gainsList(events, names, title = "Gains and losses") {
  const changes = changesByHero(events, names);
  if (!changes.size) return null;
  return h("div", { class: "gains" }, h("h4", {}, title),
    h("ul", {}, [...changes].map(([hero, words]) => h("li", { "data-hero": hero },
      h("strong", {}, `${names(hero)}: `), words.join(", ")))));
}
