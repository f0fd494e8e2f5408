// Hero boards (DEV-03..33): attributes and Health with the XP price of the next step,
// the morale track with its red spaces and what they do, XP and everything it buys now
// (attributes, maximum Health, advanced cards, slot covers), the equipment on its slots
// by category and the backpack (an item moved by a click), and the action-card pool.

import { slotIcon } from "../art/cards.js";
import { h, s } from "../dom.js";
import { board, isMine, legalOf, offerButton, pack, partyHeroes } from "./offers.js";
import { cardText, copiesText } from "./cardtext.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

const ATTRIBUTES = ["strength", "agility", "perception", "knowledge", "health"];
const WORDS = { strength: "Strength", agility: "Agility", perception: "Perception", knowledge: "Knowledge", health: "Maximum Health" };
const RED_EFFECTS = [
  "Lowest space: −1 to Strength, Agility, Perception and Knowledge in quests and in tests between them; losing more morale costs 1 Health instead (DEV-30/31).",
  "First red space: −1 to those four attributes during quests (DEV-29).",
];

/** DEV-10: the XP on the space right of the cube; null when the track ends. */
function nextPrice(definition, attribute, b) {
  const track = definition?.[attribute];
  if (!track) return null;
  const now = attribute === "health" ? b.max_health : b[attribute];
  return track.costs?.[now - track.start] ?? null;
}

function attributeRow(ctx, hero, b, attribute) {
  const price = nextPrice(pack().heroes?.[b.hero], attribute, b);
  const [raise] = isMine(ctx, hero) ? legalOf(ctx, "raise_attribute", { hero, attribute }) : [];
  const value = attribute === "health" ? `${b.health} of ${b.max_health}` : String(b[attribute]);
  return h("tr", { "data-attribute": attribute },
    h("th", { scope: "row" }, WORDS[attribute]), h("td", {}, value),
    h("td", {}, price == null ? "highest" : `${price} XP`),
    h("td", {}, raise ? offerButton(ctx, `Raise (${price} XP)`, raise, { title: `Raise ${ctx.names(hero)}'s ${WORDS[attribute]} for ${price} XP` }) : ""));
}

/** DEV-23: spaces from the bottom; the two lowest are red, the start is dotted. */
function moraleTrack(b, definition) {
  const top = definition?.morale?.top ?? b.morale_top;
  const start = definition?.morale?.start ?? -1;
  const w = 28;
  return s("svg", { class: "morale-track", viewBox: `0 0 ${(top + 1) * w + 2} 34`, role: "img", "aria-label": `Morale ${b.morale} of ${top}${b.morale < 2 ? " (red)" : ""}` },
    Array.from({ length: top + 1 }, (_, i) => s("g", {},
      s("rect", { x: String(i * w + 1), y: "1", width: String(w - 4), height: "30", rx: "4", class: i < 2 ? "space red" : "space" }),
      i === start ? s("circle", { cx: String(i * w + 13), cy: "26", r: "2.5", class: "start-dot" }) : null,
      i === b.morale ? s("rect", { x: String(i * w + 6), y: "7", width: "14", height: "14", rx: "2", class: "cube" }) : null)));
}

function buys(ctx, hero, b) {
  if (!isMine(ctx, hero)) return null;
  const owned = (card) => (b.cards || []).filter((c) => c === card).length;
  const cards = legalOf(ctx, "buy_action_card", { hero }).map((c) => h("li", { class: "buy-card", "data-card": c.card },
    offerButton(ctx, `${ctx.names(c.card)} (${pack().cards?.[c.card]?.cost ?? "?"} XP)`, c, { title: `Learn ${ctx.names(c.card)}` }),
    " ", cardText(c.card), h("span", { class: "muted" }, ` (${copiesText(c.card, owned(c.card))})`)));
  const slots = legalOf(ctx, "unlock_slot", { hero }).map((c) => {
    const track = pack().heroes?.[b.hero]?.slots?.[c.category];
    const price = track?.xp?.[(b.slots?.[c.category] ?? 0) - (track?.free ?? 0)];
    return offerButton(ctx, `One more ${c.category} slot (${price} XP)`, c);
  });
  return h("section", { class: "xp-buys" }, h("h4", {}, `${b.xp} XP to spend now`),
    cards.length ? h("p", { class: "buy-kind" }, "Advanced cards (DEV-14)") : null,
    cards.length ? h("ul", { class: "buy-cards" }, cards) : null,
    slots.length ? h("p", { class: "buy-kind" }, "Slot covers (DEV-17)") : null,
    slots.length ? h("div", { class: "row" }, slots) : null,
    cards.length || slots.length ? null : h("p", { class: "muted" }, `No advanced card or slot cover costs ${b.xp} XP or less.`));
}

/** EQUIP-03/04: a click moves an item between its slot and the backpack; the server
 * refuses a layout the board does not hold, with the rule. */
function moveButton(ctx, hero, b, item, toSlots) {
  const name = ctx.names(item);
  const from = toSlots ? [...(b.backpack || [])] : [...(b.equipment || [])];
  from.splice(from.indexOf(item), 1);
  const to = [...(toSlots ? b.equipment || [] : b.backpack || []), item];
  const command = { type: "arrange_equipment", hero, equipment: toSlots ? to : from, backpack: toSlots ? from : to };
  const words = toSlots ? `Put ${name} on a slot` : `Carry ${name} in the backpack`;
  const button = offerButton(ctx, name, command, { class: "small item-move", title: words });
  button.prepend(slotIcon(pack().equipment?.[item]?.category || ""));
  return button;
}

/** EQUIP-04: what is carried takes backpack slots, backpack items on them included. */
function backpackLoad(b) {
  const slotsOf = (x) => pack().equipment?.[x]?.slots ?? 1;
  const onBackpack = (b.equipment || []).filter((x) => pack().equipment?.[x]?.category === "backpack");
  return [...onBackpack, ...(b.backpack || [])].reduce((sum, x) => sum + slotsOf(x), 0);
}

function arrangeNote(ctx, hero, b) {
  if (legalOf(ctx, "arrange_equipment", { hero }).length) {
    return h("p", { class: "muted" }, "Click an item to carry it in the backpack or to put it on a slot of its kind (EQUIP-03/04).");
  }
  const load = backpackLoad(b);
  const room = b.slots?.backpack ?? 0;
  return load > room ? h("p", { class: "warning" }, `${ctx.names(hero)} carries ${load} backpack slots' worth on ${room}: store some in the wagon before moving items (EQUIP-04).`) : null;
}

/** The items of one place: buttons where this player may move them, else their names. */
function itemsOf(ctx, hero, b, items, toSlots) {
  if (!items.length) return toSlots ? "nothing" : "empty";
  if (!isMine(ctx, hero) || !legalOf(ctx, "arrange_equipment", { hero }).length) return items.map(ctx.names).join(", ");
  return items.map((x) => moveButton(ctx, hero, b, x, toSlots));
}

function equipment(ctx, hero, b) {
  const definition = pack().heroes?.[b.hero];
  const categories = Object.keys(definition?.slots || {});
  const onSlot = (x, cat) => ((c) => (c === "shield" ? "weapon" : c))(pack().equipment?.[x]?.category || "") === cat;
  return h("ul", { class: "slots" }, categories.map((cat) => {
    const items = (b.equipment || []).filter((x) => onSlot(x, cat));
    const open = b.slots?.[cat] ?? definition.slots[cat].free;
    return h("li", { "data-slot": cat }, h("strong", {}, `${cat[0].toUpperCase()}${cat.slice(1)} (${open} open)`), ": ",
      itemsOf(ctx, hero, b, items, false));
  }), h("li", { "data-slot": "carried" }, h("strong", {}, "Carried"), ": ",
    itemsOf(ctx, hero, b, b.backpack || [], true)));
}

function pool(ctx, b) {
  const counts = /** @type {Record<string, number>} */ ({});
  for (const card of b.cards || []) counts[card] = (counts[card] || 0) + 1;
  return h("details", { class: "pool" }, h("summary", {}, `Action-card pool: ${(b.cards || []).length} cards`),
    h("ul", {}, Object.entries(counts).map(([card, n]) => h("li", { "data-card": card }, `${n}× ${ctx.names(card)} `, cardText(card)))));
}

function heroBoard(ctx, hero) {
  const b = board(ctx).heroes[hero];
  const definition = pack().heroes?.[b.hero];
  return h("article", { class: "hero-board", "data-hero": hero },
    h("h3", {}, ctx.names(hero), isMine(ctx, hero) ? "" : h("span", { class: "muted" }, " (another player's)")),
    h("table", { class: "attributes" }, h("tbody", {}, ATTRIBUTES.map((a) => attributeRow(ctx, hero, b, a)))),
    h("div", { class: "morale" }, h("h4", {}, "Morale"), moraleTrack(b, definition),
      b.morale < 2 ? h("p", { class: "warning" }, RED_EFFECTS[b.morale]) : h("p", { class: "muted" }, "The two red spaces at the bottom weaken the hero (DEV-29/30).")),
    h("p", {}, `XP: ${b.xp} to spend, ${b.xp_earned} earned in all${b.poisoned ? " · poisoned" : ""}.`),
    buys(ctx, hero, b), h("h4", {}, "Equipment"),
    isMine(ctx, hero) ? arrangeNote(ctx, hero, b) : null,
    equipment(ctx, hero, b), pool(ctx, b));
}

/** @param {PanelContext} ctx */
function isShown(ctx) {
  return partyHeroes(ctx).length > 0;
}

/** @param {PanelContext} ctx */
function render(ctx) {
  return h("div", { class: "heroes-panel" }, h("h2", {}, "Hero boards"),
    h("div", { class: "hero-boards" }, partyHeroes(ctx).map((hero) => heroBoard(ctx, hero))));
}

export const HERO_PANEL = { id: "heroes", label: "Heroes", isShown, render };
