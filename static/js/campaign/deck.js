// Deck building before a quest (DEV-13..16): each of this player's heroes chooses exactly
// 20 cards from its pool (counts per card, never more copies than it owns), saved per
// hero for the next quest; quest 1's deck is the exception. The quest's introduction,
// once the story has called it, stands beside the deck.

import { h } from "../dom.js";
import { board, emptyNote, isMine, legalOf, offerButton, pack, partyHeroes } from "./offers.js";
import { cardText } from "./cardtext.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

const DECK_SIZE = 20; // DEV-15
/** Cards chosen but not yet saved, per hero, kept across redraws. */
const drafts = /** @type {Record<string, Record<string, number>>} */ ({});

function tally(cards) {
  const out = /** @type {Record<string, number>} */ ({});
  for (const c of cards) out[c] = (out[c] || 0) + 1;
  return out;
}

function draftOf(hero, offered) {
  if (!drafts[hero]) drafts[hero] = tally(offered.cards);
  return drafts[hero];
}

function stepper(ctx, card, owned, draft, redraw) {
  const n = draft[card] || 0;
  const set = (value) => { draft[card] = value; redraw(); };
  const total = Object.values(draft).reduce((a, b) => a + b, 0);
  return h("li", { class: "deck-card", "data-card": card },
    h("span", { class: "deck-name" }, ctx.names(card), " ", cardText(card)),
    h("button", { type: "button", class: "small", disabled: n === 0, "aria-label": `One ${ctx.names(card)} fewer`, onclick: () => set(n - 1) }, "−"),
    h("span", { class: "deck-count", "aria-label": `${n} of ${owned} in the deck` }, `${n}/${owned}`),
    h("button", { type: "button", class: "small", disabled: n >= owned || total >= DECK_SIZE, "aria-label": `One ${ctx.names(card)} more`, onclick: () => set(n + 1) }, "+"));
}

function heroDeck(ctx, hero, offered) {
  const b = board(ctx).heroes[hero];
  const box = h("section", { class: "deck", "data-hero": hero });
  const draw = () => {
    const draft = draftOf(hero, offered);
    const owned = tally(b.cards || []);
    const total = Object.values(draft).reduce((a, c) => a + c, 0);
    const cards = Object.entries(draft).flatMap(([card, n]) => Array(n).fill(card)).sort();
    const saved = (b.deck || []).length === DECK_SIZE && [...b.deck].sort().join() === cards.join();
    box.replaceChildren(h("h3", {}, `${ctx.names(hero)}: ${total} of ${DECK_SIZE} cards`),
      h("ul", { class: "deck-cards" }, Object.keys(owned).sort().map((card) => stepper(ctx, card, owned[card], draft, draw))),
      total === DECK_SIZE
        ? (saved ? h("p", { class: "muted" }, "This deck is saved for the next quest.")
          : offerButton(ctx, `Save ${ctx.names(hero)}'s deck`, { ...offered, cards }, { class: "primary", id: `save-deck-${hero}` }))
        : h("p", { class: "warning", role: "status" }, `Choose exactly ${DECK_SIZE} cards (DEV-15): ${total < DECK_SIZE ? `${DECK_SIZE - total} more` : `${total - DECK_SIZE} fewer`}.`));
  };
  draw();
  return box;
}

function introduction(ctx) {
  const called = board(ctx).story?.called_quest || board(ctx).story?.pending?.find((d) => d.kind === "prepare")?.quest;
  const quest = called ? pack().quests?.[called] : null;
  return h("aside", { class: "quest-intro" }, h("h3", {}, quest ? quest.name : "The next quest"),
    h("p", {}, quest ? quest.introduction : "Its story is read when the campaign calls it; the deck saved here is the one the hero takes."));
}

/** @param {PanelContext} ctx */
function isShown(ctx) {
  return partyHeroes(ctx).some((x) => isMine(ctx, x));
}

/** @param {PanelContext} ctx */
function render(ctx) {
  const mine = partyHeroes(ctx).filter((x) => isMine(ctx, x));
  const decks = mine.map((hero) => {
    const [offered] = legalOf(ctx, "build_deck", { hero });
    return offered ? heroDeck(ctx, hero, offered)
      : h("section", { class: "deck", "data-hero": hero }, h("h3", {}, ctx.names(hero)),
        emptyNote(`All ${(board(ctx).heroes[hero].cards || []).length} cards of the pool go into the deck: there is a choice once the pool holds more than ${DECK_SIZE} (DEV-15).`));
  });
  return h("div", { class: "deck-building" }, h("h2", {}, "Deck for the next quest"),
    h("p", { class: "muted" }, "Quest 1 is the exception: each hero plays it with its ten cards numbered 01 to 05; from quest 2 on every deck holds 20 (DEV-16)."),
    h("div", { class: "deck-layout" }, h("div", {}, decks), introduction(ctx)));
}

export const DECK_PANEL = { id: "deck", label: "Deck", isShown, render };
