// Words for the Primal screens: every name comes from the fight's own content (the view's
// `defs`) or the rules' vocabulary, so no id, key or "?" of a hidden card reaches a screen.

/** @typedef {import("./types.js").PrimalView} PrimalView */

/** Sectors as they lie on the table, clockwise from the bottom (app/engine/primal/model/board.py). */
export const SECTOR_PLACES = ["south", "west", "north", "east"];
/** P-BOARD-02: a sector's side is its clockwise offset from the monster's front. */
export const SIDES = ["front", "right", "rear", "left"];
export const SIDE_WORDS = { front: "Front", right: "Right flank", rear: "Rear", left: "Left flank" };
export const HIDDEN = "?";

export const COLOR_WORDS = { attack: "Attack", maneuver: "Maneuver", parry: "Parry", dodge: "Dodge" };
export const ROMAN = ["I", "II", "III", "IV", "V"];

/** P-REACT-22..36, P-REACT-15: what each reaction icon on a behavior card's back waits for. */
export const ICON_WORDS = {
  attack: "an attack card", maneuver: "a maneuver card", parry: "a parry card", dodge: "a dodge card",
  offensive: "an offensive card", defensive: "a defensive card",
  two_offensive: "two offensive cards in a row", two_defensive: "two defensive cards in a row",
  aggro: "an aggro card", end_of_round: "the end of the round", threatened: "a hunter threatened",
  front: "a turn started in front", flank: "a turn started on a flank", rear: "a turn started at the rear",
  flank_presence: "someone on a flank", rear_presence: "someone at the rear", water: "a turn started in water",
  rotation: "the monster turning", movement: "a hunter moving", move_into_water: "a move into water",
  end_of_attrition: "the end of an attrition check", empty_hand: "an empty hand",
  rampage: "another card's rampage", enters_play: "entering play",
};

/** Short labels of the icons for a card back. */
export const ICON_SHORT = {
  attack: "Attack", maneuver: "Maneuver", parry: "Parry", dodge: "Dodge", offensive: "Offensive",
  defensive: "Defensive", two_offensive: "2× Offensive", two_defensive: "2× Defensive", aggro: "Aggro",
  end_of_round: "Round end", threatened: "Threatened", front: "Front", flank: "Flank", rear: "Rear",
  flank_presence: "Flank presence", rear_presence: "Rear presence", water: "Water", rotation: "Turn",
  movement: "Move", move_into_water: "Into water", end_of_attrition: "Attrition end",
  empty_hand: "Empty hand", rampage: "Rampage", enters_play: "Enters play",
};

/** P-BOARD-11..28: the terrain tokens and what each does, in a few words. */
export const TERRAIN = {
  baethanis: { name: "Baethanis", rule: "P-BOARD-11", does: "heal WL at the start of your turn" },
  brush: { name: "Brush", rule: "P-BOARD-12", does: "recycle a dodge card to hide" },
  cyricae: { name: "Cyricae", rule: "P-BOARD-14", does: "attacks deal +WL damage" },
  fire: { name: "Fire", rule: "P-BOARD-16", does: "no card can be played here" },
  fog: { name: "Fog", rule: "P-BOARD-19", does: "moving in makes you threatened" },
  plateau: { name: "Plateau", rule: "P-BOARD-20", does: "climb it at the end of your turn" },
  rock: { name: "Rock", rule: "P-BOARD-23", does: "remove it to prevent attrition damage" },
  sand: { name: "Sand", rule: "P-BOARD-24", does: "moving out costs 1 more" },
  synaerea: { name: "Synaerea", rule: "P-BOARD-25", does: "take WL damage to draw 1" },
  water: { name: "Water", rule: "P-BOARD-26", does: "sequence limit 3" },
  wildmaw: { name: "Wildmaw", rule: "P-BOARD-28", does: "threatened at turn end: take WL damage" },
};

/** "strike#2" -> "strike": the content id of a card instance. */
export function contentId(card) {
  return String(card).split("#")[0];
}

/** The action card's definition, or null for a hidden one. */
export function cardDef(view, card) {
  if (!card || card === HIDDEN) return null;
  return view.defs?.cards?.[contentId(card)] || null;
}

export function cardName(view, card) {
  return cardDef(view, card)?.name || "a card";
}

export function hunterName(view, hunter) {
  return view.hunters?.[hunter]?.name || "a hunter";
}

/** P-BOARD-02: the side of the monster `sector` lies on. */
export function sideOf(view, sector) {
  return SIDES[(((sector - view.board.facing) % 4) + 4) % 4];
}

/** "Rear (north)": a sector by its side of the monster, then where it lies. */
export function sectorLabel(view, sector) {
  if (sector === null || sector === undefined) return "the monster board";
  return `${SIDE_WORDS[sideOf(view, sector)]} (${SECTOR_PLACES[sector]})`;
}

/** A command's `to` (a place name) as a sector index. */
export function sectorIndex(place) {
  return SECTOR_PLACES.indexOf(place);
}

export function behaviorDef(view, card) {
  if (!card || card === HIDDEN) return null;
  return view.defs?.monster?.behaviors?.find((b) => b.id === contentId(card)) || null;
}

export function perilDef(view, id) {
  return view.defs?.level?.perils?.find((p) => p.id === id) || null;
}

export function objectiveDef(view, id) {
  return view.defs?.level?.objectives?.find((o) => o.id === id) || null;
}

export function stanceDef(view, index) {
  return view.defs?.level?.stances?.[index] || null;
}

export function stanceName(index) {
  return `Stance ${ROMAN[index] || index + 1}`;
}

/** The name of an item of gear, a mastery or an attrition card. */
export function gearName(view, id) {
  const defs = view.defs || /** @type {any} */ ({});
  return defs.weapons?.[id]?.name || defs.protections?.[id]?.name || defs.items?.[id]?.name
    || defs.masteries?.[id]?.name || defs.attrition?.[contentId(id)]?.name || "a card";
}

/** P-ROUND-10: the monster Unleashes at 3 struggle per player. */
export function unleashThreshold(view) {
  return 3 * view.player_count;
}

/** P-DMG-02: the stance's toughness times PC. */
export function toughness(view) {
  const stance = stanceDef(view, view.monster.stance);
  return stance ? stance.toughness * view.player_count : 0;
}

/** P-DMG-24: the health value of the gear that is not depleted. */
export function healthValue(hunter) {
  return (hunter.armor_depleted ? 0 : hunter.armor_health) + (hunter.helm_depleted ? 0 : hunter.helm_health);
}

/** "a, b and c" */
export function listWords(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

/** The moments that place trigger tokens (app/engine/primal/rules/triggers.py `on`). */
export const MOMENT_WORDS = {
  card_played: "a card played", start: "a turn starting", moved: "a hunter moving",
  moved_into_water: "a move into water", threatened: "a hunter becoming threatened",
  end_of_round: "the end of the round", end_of_attrition: "the end of an attrition check",
  empty_hand: "an empty hand", monster_turned: "turning to a new sector", enters_play: "entering play",
  rampage: "another card's rampage", unleash: "its Unleash", escalation: "an escalation", ko: "a knock-out",
  wound: "a wound", upkeep: "the upkeep", monster_damage: "its damage", attrition: "an attrition check",
};
