// A hunter's side of the table: my hand (only my own hunters' hands are ever drawn; the
// view holds "?" for the others and so does the DOM), each card with its cost, stamina
// icons, color and text and a Play control when the engine lists one; the sequence row
// left to right (P-TURN-14) against its limit; the mastery with its focus counters
// (P-TURN-44..47); and every hunter's board (health, tokens, gear).

import { h } from "../dom.js";
import { needsPayment } from "./actions.js";
import { triggerLine } from "./foresee.js";
import { startPaying } from "./pay.js";
import {
  cardDef, cardName, COLOR_WORDS, gearName, HIDDEN, healthValue, hunterName, plural, sectorLabel,
} from "./words.js";

/** @typedef {import("./types.js").PrimalTable} PrimalTable */
/** @typedef {import("./types.js").PrimalView} PrimalView */
/** @typedef {import("./actions.js").Action} Action */

const KEYWORDS = [["aggro", "Aggro"], ["assist", "Assist"], ["taunt", "Taunt"], ["resilience", "Resilience"],
  ["stealth", "Stealth"], ["berserker", "Berserker"], ["finisher", "Finisher"]];

/** Send a single command, or open the payment of an action with a choice of ways. */
export function act(/** @type {PrimalTable} */ table, /** @type {Action} */ action) {
  if (needsPayment(action)) return startPaying(table, action);
  return table.send(action.commands[0]).then(() => table.render());
}

/** The face of an action card (the text is the pack's). */
export function cardFace(/** @type {PrimalView} */ view, card, extra = null, titleId = null) {
  const def = cardDef(view, card);
  if (!def) return h("article", { class: "primal-card hidden-card" }, h("p", {}, "A card"));
  const keywords = KEYWORDS.filter(([key]) => def[key]).map(([, word]) => word);
  const cost = def.cost === "X" ? "X" : String(def.cost);
  return h("article", { class: `primal-card color-${def.color} kind-${def.kind}`, dataset: { card } },
    h("header", { class: "card-top" },
      h("span", { class: "card-cost", title: `Costs ${cost} stamina` }, cost),
      h("span", { class: "card-title", id: titleId }, def.name),
      h("span", { class: "stamina-pips", title: `Gives ${def.stamina} stamina when discarded`, "aria-label": `gives ${def.stamina} stamina` }, "◆".repeat(def.stamina) || "—")),
    h("p", { class: "card-color" }, def.kind === "action" ? COLOR_WORDS[def.color] : def.kind === "wound" ? "Wound" : "Debility",
      keywords.length ? ` · ${keywords.join(" · ")}` : ""),
    def.text ? h("p", { class: "card-text" }, def.text) : null, extra);
}

/** My hand: the cards of my hunter with their Play controls. */
export function handPanel(/** @type {PrimalTable} */ table, hunter, /** @type {Action[]} */ actions) {
  const view = table.view;
  const me = view.hunters[hunter];
  const plays = new Map(actions.filter((a) => a.type === "primal_play_card" && a.hunter === hunter).map((a) => [a.commands[0].card, a]));
  const cards = me.hand.filter((card) => card !== HIDDEN).map((card) => {
    const action = plays.get(card);
    const play = action ? h("button", {
      type: "button", class: "primary play-card", id: `play-${card}`, dataset: { play: card, actionKey: action.key, key: action.key },
      // Named "Play" and the card's title (WCAG 2.5.3: the visible word first).
      "aria-labelledby": `play-${card} title-${card}`, onclick: () => act(table, action),
    }, "Play") : null;
    return h("li", {}, cardFace(view, card, action ? h("div", { class: "play-row" }, play, triggerLine(table, card)) : null, `title-${card}`));
  });
  return h("section", { class: "panel primal-hand", id: "primal-hand", "aria-labelledby": "primal-hand-title" },
    h("h3", { id: "primal-hand-title" }, `${hunterName(view, hunter)}'s hand: ${plural(me.hand.length, "card")}, hand limit ${me.hand_limit}`),
    cards.length ? h("ol", { class: "hand-cards" }, cards) : h("p", { class: "muted" }, "No cards in hand."));
}

/** P-TURN-14/15: the sequence row of a hunter, left to right, against its limit. */
export function sequenceRow(/** @type {PrimalView} */ view, hunter) {
  const me = view.hunters[hunter];
  const water = me.sector !== null && view.board.sectors[me.sector]?.terrain.includes("water");
  const limit = (water ? 3 : 5) + (view.turn?.hunter === hunter ? view.turn.sequence_bonus : 0);
  return h("section", { class: "panel primal-sequence", id: `sequence-${hunter}`, "aria-label": `${hunterName(view, hunter)}'s sequence` },
    h("h3", {}, `Sequence: ${me.sequence.length} of ${limit} (P-TURN-15)`),
    me.sequence.length
      ? h("ol", { class: "sequence-row" }, me.sequence.map((placed, i) => h("li", {
        class: `${placed.disrupted ? "disrupted" : ""}${placed.blank ? " blank" : ""}${!placed.played ? " placed" : ""}`,
      }, cardFace(view, placed.card, h("p", { class: "muted" },
        i === 0 ? "Opening" : `Card ${i + 1}`,
        placed.blank ? " · blank (dazed)" : "", placed.disrupted ? " · disrupted" : "", !placed.played ? " · placed, not played" : "")))))
      : h("p", { class: "muted" }, "No card played yet this turn."));
}

/** P-TURN-44..47: the mastery card, its counters against the focus value. */
export function masteryCard(/** @type {PrimalView} */ view, hunter) {
  const me = view.hunters[hunter];
  const def = view.defs.masteries?.[me.mastery];
  if (!def) return null;
  return h("article", { class: `primal-mastery${me.focused ? " focused" : ""}`, "aria-label": `Mastery ${def.name}` },
    h("h4", {}, `Mastery: ${def.name}${me.focused ? " (focused)" : ""}`),
    me.focused ? null : h("p", { class: "focus-counters" }, `Focus ${me.focus_counters} of ${def.focus_value}`,
      h("span", { class: "focus-pips", "aria-hidden": "true" }, " ", "●".repeat(me.focus_counters), "○".repeat(Math.max(0, def.focus_value - me.focus_counters)))),
    h("p", { class: "card-text" }, me.focused ? def.focused_text || def.text : def.text));
}

function tokens(me) {
  return [
    me.stamina_tokens ? plural(me.stamina_tokens, "stamina token") : null,
    me.defense_tokens ? plural(me.defense_tokens, "defense token") : null,
    me.disrupt_tokens ? plural(me.disrupt_tokens, "disrupt token") : null,
    me.strain ? plural(me.strain, "strain token") : null,
    me.threatened ? "threatened" : null, me.dazed ? "dazed" : null, me.burning ? "burning" : null,
    me.ko ? `KO (${me.ko})` : null, me.eliminated ? "out of the fight" : null, me.captured ? "captured" : null,
  ].filter(Boolean);
}

/** Every hunter's board: health left, tokens, gear, piles; the hand's size for the others. */
export function hunterBoard(/** @type {PrimalTable} */ table, hunter) {
  const view = table.view;
  const me = view.hunters[hunter];
  const most = healthValue(me);
  const mine = table.you.hunters.includes(hunter);
  const marks = tokens(me);
  return h("article", { class: `primal-hunter${view.active === hunter ? " active" : ""}${me.ko ? " ko" : ""}`, dataset: { hunter } },
    h("h3", {}, hunterName(view, hunter), view.active === hunter ? " · active" : "", view.aggro === hunter ? " · aggro" : ""),
    h("p", {}, `Health ${Math.max(0, most - me.damage)} of ${most} · ${sectorLabel(view, me.sector)}`),
    h("p", { class: "muted" }, `${gearName(view, me.weapon)} (damage ${me.weapon_damage}, level ${me.weapon_level}); `
      + `${gearName(view, me.armor)}${me.armor_depleted ? " (depleted)" : ""}, ${gearName(view, me.helm)}${me.helm_depleted ? " (depleted)" : ""}`),
    marks.length ? h("p", { class: "hunter-marks" }, marks.join(" · ")) : null,
    h("p", { class: "muted" }, `${mine ? "" : `${plural(me.hand.length, "card")} in hand · `}deck ${me.deck.length} · discard ${me.discard.length} · ${plural(me.wound_reserve.length, "Wound card")} in reserve`),
    masteryCard(view, hunter));
}
