// The Crafting phase (P-CAMP-18..37) for the hunters this seat plays: the forge's pieces
// it can pay for (P-CAMP-21/22/25: 1 element and the listed materials), the potions of
// the herbalist (P-CAMP-27), the skill-tree steps (P-CAMP-31/32), one deck per usable
// weapon (P-CAMP-33/34, the weapon's exact color counts), trades (P-CAMP-23), reward
// cards (P-CAMP-17) and the hunt. Only what the legal list offers is drawn; the ready
// forms are the engine's (legal.py: crafts paid without substitutes).

import { h } from "../../dom.js";
import { commandButton, legalOf, panel, send } from "./controls.js";
import {
  cardName, gearName, hunterName, listWords, masteryName, resourceName, rewardName,
} from "./words.js";

/** What a forge piece costs: its element and its materials (the view's forge list). */
function craftCost(campaign, equipment) {
  const piece = (campaign.forge || []).find((p) => p.equipment === equipment);
  if (!piece) return "";
  const materials = piece.materials.map(resourceName);
  return ` for 1 ${resourceName(piece.element)}${materials.length ? ` and ${listWords(materials)}` : ""}`;
}

function forgeRows(table, campaign, hunter) {
  return legalOf(table, "primal_campaign_craft").filter((c) => c.hunter === hunter).map((c) =>
    commandButton(table, c, `Craft ${gearName(table.content, c.equipment)}${craftCost(campaign, c.equipment)}`));
}

function potionRows(table, hunter) {
  return legalOf(table, "primal_campaign_prepare_potion").filter((c) => c.hunter === hunter).map((c) =>
    commandButton(table, c, `Prepare ${gearName(table.content, c.potion)} from ${listWords(c.plants.map(resourceName))}`));
}

/** P-CAMP-32: a step brings the two cards of its ID (and a mastery, where it has one). */
function stepWords(table, campaign, hunter, step) {
  const found = campaign.skill_trees?.[hunter]?.[step];
  if (!found) return `Learn step ${step}`;
  const cards = listWords(found.cards.map((id) => cardName(table.content, id)));
  const mastery = found.mastery ? ` and the mastery ${masteryName(table.content, found.mastery)}` : "";
  return `Learn step ${step}: ${cards}${mastery}`;
}

function stepRows(table, campaign, hunter) {
  return legalOf(table, "primal_campaign_unlock_step").filter((c) => c.hunter === hunter).map((c) =>
    commandButton(table, c, stepWords(table, campaign, hunter, c.step)));
}

/** P-CAMP-33: the deck's colors counted, as the weapon's card asks for them. */
function colorCounts(table, deck) {
  const counts = {};
  for (const id of deck) {
    const color = table.content?.cards?.[id]?.color || "other";
    counts[color] = (counts[color] || 0) + 1;
  }
  return listWords(Object.entries(counts).map(([color, n]) => `${n} ${color}`));
}

function deckRows(table, hunter) {
  return legalOf(table, "primal_campaign_build_deck").filter((c) => c.hunter === hunter).map((c) => {
    const l = c.loadout;
    const gear = [l.armor, l.helm, l.item].filter(Boolean).map((id) => gearName(table.content, id));
    return h("div", { class: "primal-camp-deck" },
      commandButton(table, c, `Take ${gearName(table.content, l.weapon)} into the hunt`, { class: "primary" }),
      h("p", { class: "muted" }, `${l.deck.length} cards (${colorCounts(table, l.deck)}), ${listWords(gear)}, mastery ${masteryName(table.content, l.mastery)}`,
        l.potions.length ? `, potions ${listWords(l.potions.map((id) => gearName(table.content, id)))}` : ""));
  });
}

/** P-CAMP-23: the trades one hunter may offer, as one choice and one button. */
function tradeChoice(table, hunter) {
  const trades = legalOf(table, "primal_campaign_offer_trade").filter((c) => c.hunter === hunter);
  if (!trades.length) return null;
  const id = `primal-camp-trade-${hunter}`;
  const choice = h("select", { id }, trades.map((c, index) => h("option", { value: String(index) },
    `Give 1 ${resourceName(c.gives)} to ${hunterName(table.content, c.partner)} for 1 ${resourceName(c.takes)}`)));
  const offer = h("button", { type: "button", onclick: () => send(table, trades[Number(choice.value)]) }, "Offer the trade");
  table.track(offer);
  return h("div", { class: "row" }, h("label", { for: id }, "Trade"), choice, offer);
}

function group(title, rows) {
  return rows.length ? h("div", { class: "primal-camp-group" }, h("h5", {}, title), h("div", { class: "row" }, ...rows)) : null;
}

/** The crafting of one hunter this seat plays. */
function hunterCrafting(table, campaign, hunter) {
  const forge = forgeRows(table, campaign, hunter);
  const potions = potionRows(table, hunter);
  const steps = stepRows(table, campaign, hunter);
  const decks = deckRows(table, hunter);
  return h("article", { class: "primal-camp-crafting", "data-crafting": hunter, "aria-labelledby": `craft-${hunter}` },
    h("h4", { id: `craft-${hunter}` }, hunterName(table.content, hunter)),
    group("The forge", forge), group("The herbalist", potions), group("The skill tree", steps),
    group("Deck for the hunt", decks), tradeChoice(table, hunter),
    forge.length + potions.length + steps.length + decks.length ? null : h("p", { class: "muted" }, "Nothing more to make or learn now."));
}

/** Trades waiting for an answer, and reward cards waiting for a hunter. */
function sharedRows(table, campaign) {
  const answers = legalOf(table, "primal_campaign_answer_trade").map((c) => {
    const offer = (campaign.offers || []).find((o) => o.id === c.offer);
    const what = offer ? `${hunterName(table.content, offer.offerer)} gives 1 ${resourceName(offer.gives)} for 1 ${resourceName(offer.takes)}` : "The trade";
    return commandButton(table, c, c.accept ? `Accept: ${what}` : `Decline: ${what}`);
  });
  const rewards = legalOf(table, "primal_campaign_give_reward_card").map((c) =>
    commandButton(table, c, `Give ${rewardName(campaign, c.card)} to ${hunterName(table.content, c.hunter)}`));
  return [group("Trades offered", answers), group("Reward cards", rewards)];
}

/** P-CAMP-07: the hunt begins (once every hunter has a deck, as the legal list says). */
function huntButton(table) {
  return legalOf(table, "primal_campaign_begin_hunt").map((c) =>
    commandButton(table, c, "Begin the hunt", { class: "primary", id: "primal-camp-hunt" }));
}

/** The Crafting panel; null outside the Crafting phase unless the hunt can begin. */
export function craftingPanel(table, campaign, mine) {
  const hunt = huntButton(table);
  if (campaign.phase !== "crafting") return hunt.length ? panel("primal-camp-crafting", "The hunt", ...hunt) : null;
  return panel("primal-camp-crafting", "Crafting",
    mine.map((hunter) => hunterCrafting(table, campaign, hunter)), sharedRows(table, campaign), ...hunt);
}
