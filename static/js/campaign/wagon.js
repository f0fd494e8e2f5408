// The wagon (EQUIP-37..41): five upgrade tracks with their levels and the price of the
// next one, its storage, and a hero's things deposited or withdrawn by a click (or by
// dragging a token onto the other side); all of it closed while a quest runs (EQUIP-41).

import { h, s } from "../dom.js";
import { board, emptyNote, goldText, isMine, legalOf, offerButton, pack, partyHeroes, sendOffered } from "./offers.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

const QUEST_LOCK = "Nothing goes in or out of the wagon while a quest is on (EQUIP-41).";

/** EQUIP-37: a track's three levels, the reached ones filled. */
function levelPips(level) {
  return s("svg", { class: "pips", viewBox: "0 0 66 18", width: "66", height: "18", role: "img", "aria-label": `level ${level} of 3` },
    [0, 1, 2].map((i) => s("rect", { x: String(i * 22 + 1), y: "1", width: "18", height: "16", rx: "3",
      class: i < level ? "pip on" : "pip" })));
}

function track(ctx, category) {
  const level = board(ctx).wagon?.levels?.[category.id] ?? 0;
  const next = category.level_costs?.[level];
  const buyers = legalOf(ctx, "upgrade_wagon", { category: category.id });
  return h("li", { class: "wagon-track", "data-category": category.id },
    h("div", { class: "track-name" }, h("strong", {}, category.name), levelPips(level)),
    h("p", { class: "muted" }, `Makes ${category.makes}.`),
    h("p", {}, next != null ? `Level ${level + 1} costs ${next} gold (EQUIP-38).` : "At its highest level."),
    h("div", { class: "row" }, buyers.map((c) => offerButton(ctx, `${ctx.names(c.hero)} pays`, c,
      { title: `${ctx.names(c.hero)} pays ${next} gold for ${category.name} level ${level + 1}` }))));
}

/** A stored or carried thing: a click moves it the other way, and so does a drop. */
function token(ctx, item, count, command, label) {
  const text = count > 1 ? `${ctx.names(item)} ×${count}` : ctx.names(item);
  if (!command) return h("li", { class: "token" }, text);
  const button = offerButton(ctx, text, command, { class: "small token-button", title: `${label}: ${ctx.names(item)}`, draggable: "true",
    ondragstart: (/** @type {DragEvent} */ e) => e.dataTransfer?.setData("text/plain", JSON.stringify(command)) });
  return h("li", { class: "token", "data-item": item }, button);
}

function dropZone(ctx, type, children) {
  return h("ul", { class: "tokens-list", "data-drop": type,
    ondragover: (/** @type {DragEvent} */ e) => e.preventDefault(),
    ondrop: (/** @type {DragEvent} */ e) => {
      e.preventDefault();
      const command = JSON.parse(e.dataTransfer?.getData("text/plain") || "{}");
      if (command.type === type) sendOffered(ctx, command);
    } }, children);
}

function counted(list) {
  const out = /** @type {Record<string, number>} */ ({});
  for (const x of list) out[x] = (out[x] || 0) + 1;
  return out;
}

function stored(ctx, taker) {
  const w = board(ctx).wagon || {};
  const things = { ...counted(w.equipment || []), ...(w.resources || {}) };
  const items = Object.entries(things).filter(([, n]) => n > 0).map(([item, n]) =>
    token(ctx, item, n, legalOf(ctx, "take_from_wagon", { hero: taker, item })[0], `${ctx.names(taker)} takes`));
  return dropZone(ctx, "store_in_wagon", items.length ? items : [h("li", { class: "muted" }, "The wagon is empty.")]);
}

function carried(ctx, hero) {
  const b = board(ctx).heroes[hero];
  const things = { ...counted([...(b.equipment || []), ...(b.backpack || [])]), ...(b.resources || {}) };
  const items = Object.entries(things).filter(([, n]) => n > 0).map(([item, n]) =>
    token(ctx, item, n, legalOf(ctx, "store_in_wagon", { hero, item })[0], `${ctx.names(hero)} stores`));
  return h("section", { class: "carried", "data-hero": hero }, h("h4", {}, `${ctx.names(hero)} carries`),
    dropZone(ctx, "take_from_wagon", items.length ? items : [h("li", { class: "muted" }, "Nothing.")]));
}

function storage(ctx) {
  if (ctx.view.phase === "quest") return h("p", { class: "notice", id: "wagon-locked" }, QUEST_LOCK);
  const mine = partyHeroes(ctx).filter((hero) => isMine(ctx, hero));
  return h("div", { class: "wagon-storage" },
    h("section", {}, h("h3", {}, "In the wagon"),
      h("p", { class: "muted" }, `Click a thing to move it${mine[0] ? ` (for ${ctx.names(mine[0])})` : ""}; the wagon holds any number (EQUIP-40).`),
      mine[0] ? stored(ctx, mine[0]) : emptyNote("Only heroes take things out.")),
    mine.map((hero) => carried(ctx, hero)));
}

/** @param {PanelContext} _ctx */
function isShown(_ctx) {
  return Object.keys(pack().wagon || {}).length > 0;
}

/** @param {PanelContext} ctx */
function render(ctx) {
  const repairs = legalOf(ctx, "repair_armor");
  return h("div", { class: "wagon" },
    h("h2", {}, "The wagon"),
    h("ul", { class: "wagon-tracks" }, Object.values(pack().wagon || {}).map((c) => track(ctx, c))),
    repairs.length ? h("div", { class: "row" }, repairs.map((c) => offerButton(ctx, `Repair ${ctx.names(c.hero)}'s armor`, c))) : null,
    storage(ctx),
    h("p", { class: "muted" }, `Gold: ${partyHeroes(ctx).map((x) => `${ctx.names(x)} ${goldText(board(ctx).heroes[x].gold_half)}`).join(" · ")}`));
}

export const WAGON_PANEL = { id: "wagon", label: "Wagon", isShown, render };
