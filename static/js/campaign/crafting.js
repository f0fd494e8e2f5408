// Crafting (EQUIP-42/43): every recipe of the pack with what it needs, what is missing
// for this player's hero (wagon levels, resources held by the hero and the wagon, a free
// token in the supply), and the craft for the hero's board or for the wagon.

import { h } from "../dom.js";
import { board, isMine, legalOf, offerButton, pack, partyHeroes } from "./offers.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

/** EQUIP-42: what `hero` still lacks for `recipe`, in players' words. */
function missing(ctx, recipe, hero) {
  const b = board(ctx);
  const out = [];
  for (const [track, level] of Object.entries(recipe.wagon || {})) {
    const now = b.wagon?.levels?.[track] ?? 0;
    if (now < level) out.push(`${ctx.names(track)} level ${level} (now ${now})`);
  }
  for (const [kind, n] of Object.entries(recipe.resources || {})) {
    const have = (b.heroes[hero]?.resources?.[kind] ?? 0) + (b.wagon?.resources?.[kind] ?? 0);
    if (have < n) out.push(`${n - have} more ${ctx.names(kind)}`);
  }
  if ((b.supply?.equipment?.[recipe.item] ?? 0) < 1) out.push(`a free ${ctx.names(recipe.item)} token`);
  return out;
}

function needs(ctx, recipe) {
  const wagon = Object.entries(recipe.wagon || {}).map(([t, l]) => `${ctx.names(t)} ${l}`);
  const stuff = Object.entries(recipe.resources || {}).map(([k, n]) => `${n} ${ctx.names(k)}`);
  return `Needs ${stuff.join(", ")}; wagon: ${wagon.join(", ")}.`;
}

function recipeRow(ctx, recipe, hero) {
  const crafts = legalOf(ctx, "craft_item", { recipe: recipe.id, hero });
  const lacking = missing(ctx, recipe, hero);
  const item = ctx.names(recipe.item);
  return h("li", { class: `recipe${crafts.length ? " ready" : ""}`, "data-recipe": recipe.id },
    h("strong", {}, item), " ", h("span", { class: "muted" }, needs(ctx, recipe)),
    crafts.length
      ? h("div", { class: "row" }, crafts.flatMap((c) => [
        offerButton(ctx, `Craft for ${ctx.names(hero)}`, { ...c, into: "hero" }, { class: "small primary", "aria-label": `Craft ${item} for ${ctx.names(hero)}` }),
        offerButton(ctx, "Craft into the wagon", { ...c, into: "wagon" }, { "aria-label": `Craft ${item} into the wagon` }),
      ]))
      : h("p", { class: "missing" }, `Missing: ${lacking.join(", ") || "nothing; the party is busy"}.`));
}

/** @param {PanelContext} ctx */
function isShown(ctx) {
  return Object.keys(pack().recipes || {}).length > 0 && partyHeroes(ctx).some((x) => isMine(ctx, x));
}

/** @param {PanelContext} ctx */
function render(ctx) {
  const hero = partyHeroes(ctx).find((x) => isMine(ctx, x));
  const recipes = Object.values(pack().recipes || {});
  // Ready recipes first: what the party can make now is what it looks for.
  const ready = (r) => (legalOf(ctx, "craft_item", { recipe: r.id, hero }).length ? 0 : 1);
  recipes.sort((a, b) => ready(a) - ready(b) || ctx.names(a.item).localeCompare(ctx.names(b.item)));
  return h("div", { class: "crafting" },
    h("h2", {}, "Crafting"),
    h("p", { class: "muted" }, `Resources come from ${ctx.names(hero)} and the wagon; crafting discards them (EQUIP-42).`),
    h("ul", { class: "recipes" }, recipes.map((r) => recipeRow(ctx, r, hero))));
}

export const CRAFTING_PANEL = { id: "crafting", label: "Crafting", isShown, render };
