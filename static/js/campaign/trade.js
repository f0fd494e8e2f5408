// Trade at the location the party stands on (SETL-09/10, SETL-21/22): the price list
// with what the supply has left, each hero's purse, buying and selling one token at a
// time, and gold handed between heroes (½ or 1 gold at a time).

import { h } from "../dom.js";
import { board, emptyNote, goldText, isMine, legalOf, offerButton, pack, partyHeroes } from "./offers.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

/** SETL-10: tokens of an item or resource left in the supply. */
function stockLeft(ctx, item) {
  const supply = board(ctx).supply || {};
  return item in (pack().resources || {}) ? supply.resources?.[item] ?? 0 : supply.equipment?.[item] ?? 0;
}

function heldBy(ctx, hero, item) {
  const b = board(ctx).heroes[hero];
  if (item in (pack().resources || {})) return b.resources?.[item] ?? 0;
  return [...(b.equipment || []), ...(b.backpack || [])].filter((x) => x === item).length;
}

function purses(ctx) {
  return h("ul", { class: "purses", "aria-label": "Each hero's purse" }, partyHeroes(ctx).map((hero) =>
    h("li", { "data-hero": hero }, h("strong", {}, ctx.names(hero)), ` ${goldText(board(ctx).heroes[hero].gold_half)}`)));
}

function tradeButtons(ctx, line) {
  return partyHeroes(ctx).filter((hero) => isMine(ctx, hero)).flatMap((hero) => {
    const [buy] = legalOf(ctx, "buy_goods", { hero, item: line.item });
    const [sell] = legalOf(ctx, "sell_goods", { hero, item: line.item });
    const who = ctx.names(hero);
    return [
      buy ? offerButton(ctx, `${who} buys`, buy, { "aria-label": `${who} buys ${ctx.names(line.item)}` }) : null,
      sell ? offerButton(ctx, `${who} sells (has ${heldBy(ctx, hero, line.item)})`, sell,
        { "aria-label": `${who} sells ${ctx.names(line.item)}` }) : null,
    ];
  });
}

function priceRow(ctx, line) {
  return h("tr", { "data-item": line.item },
    h("th", { scope: "row" }, ctx.names(line.item)),
    h("td", {}, line.buy_half != null ? goldText(line.buy_half) : "—"),
    h("td", {}, line.sell_half != null ? goldText(line.sell_half) : "—"),
    h("td", {}, String(stockLeft(ctx, line.item))),
    h("td", {}, h("div", { class: "row" }, tradeButtons(ctx, line))));
}

function transfers(ctx) {
  const offered = partyHeroes(ctx).flatMap((giver) => legalOf(ctx, "transfer_gold", { giver }));
  if (!offered.length) return null;
  return h("section", { class: "transfers" }, h("h3", {}, "Hand gold to another hero (SETL-22)"),
    h("div", { class: "row" }, offered.flatMap((c) => [1, 2].filter((half) => half <= board(ctx).heroes[c.giver].gold_half)
      .map((half) => offerButton(ctx, `${ctx.names(c.giver)} gives ${goldText(half)} to ${ctx.names(c.receiver)}`, { ...c, gold_half: half })))));
}

/** @param {PanelContext} ctx */
function isShown(ctx) {
  const loc = board(ctx).region?.location;
  return Boolean(loc && board(ctx).story?.fronts?.[loc]?.prices?.length) || legalOf(ctx, "transfer_gold").length > 0;
}

/** @param {PanelContext} ctx */
function render(ctx) {
  const b = board(ctx);
  const front = b.region?.location ? b.story?.fronts?.[b.region.location] : null;
  const lines = front?.prices || [];
  return h("div", { class: "trade" },
    h("h2", {}, front ? `Trade at ${front.title}` : "Gold"),
    purses(ctx),
    lines.length ? h("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-label": "Prices" }, h("table", { class: "prices" },
      h("caption", { class: "visually-hidden" }, "Prices here"),
      h("thead", {}, h("tr", {}, ["Goods", "Buy", "Sell", "Left", ""].map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, lines.map((line) => priceRow(ctx, line)))))
      : emptyNote("Nothing is bought or sold here."),
    transfers(ctx));
}

export const TRADE_PANEL = { id: "trade", label: "Trade", isShown, render };
