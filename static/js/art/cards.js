// Cards with a designed face: an action card's band in the colour of its kind (melee,
// ranged, magic, a move, healing, another effect) with its icon and its cost; the
// parchment of story cards and the slot icons of equipment are drawn in CSS and here.

import { h } from "../dom.js";
import { iconSvg } from "./icons.js";

/** The kind of an action card, from what its action does first. */
export function cardKind(/** @type {any} */ def) {
  const steps = def?.action || [];
  const attack = steps.find((/** @type {any} */ a) => a.do === "attack");
  if (attack) return ["melee", "ranged", "magic"].includes(attack.kind) ? attack.kind : "melee";
  if (steps.some((/** @type {any} */ a) => a.do === "spell")) return "magic";
  if (steps.some((/** @type {any} */ a) => a.do === "heal")) return "heal";
  if (steps.some((/** @type {any} */ a) => a.do === "move")) return "move";
  return "effect";
}

/** @type {Record<string, string>} */
const KIND_WORDS = { melee: "melee", ranged: "ranged", magic: "magic", move: "move", heal: "healing", effect: "effect" };

/** "Starting card" or the XP an advanced card cost (DEV-13). */
export function costWords(/** @type {any} */ cost) {
  if (cost === "ST" || cost === undefined || cost === null) return "Starting";
  return `${cost} XP`;
}

/** A card's header band: the kind's icon, its name and its cost. */
export function cardHeader(/** @type {any} */ def) {
  const kind = cardKind(def);
  return h("header", { class: "card-band" },
    h("span", { class: "card-kind-icon", title: `${KIND_WORDS[kind]} card` }, iconSvg(kind)),
    h("strong", {}, def.name),
    h("span", { class: "card-cost" }, costWords(def.cost)));
}

/** The icon of an equipment slot (a weapon in one or two hands, armor, a helmet, …). */
export function slotIcon(/** @type {string} */ slot) {
  /** @type {Record<string, string>} */
  const names = { weapon: "weapon", shield: "defense", armor: "armor_slot", helmet: "helmet", accessory: "accessory", backpack: "backpack", addition: "addition" };
  const name = names[slot] || "accessory";
  return iconSvg(name, "ui-icon slot-icon");
}
