// The questions the fight puts to players (app/engine/primal/model/decisions.py): each
// pending decision in words with its rule, and its answers as controls built from the
// legal list (a choice's options, the cards a "cards" decision may take, a payment, a
// granted move, a window's offers and its Pass).

import { h } from "../dom.js";
import { actionLabel } from "./actions.js";
import { countdown } from "./countdown.js";
import { act } from "./hand.js";
import { cardDef, cardName, COLOR_WORDS, hunterName, listWords, plural } from "./words.js";

/** @typedef {import("./types.js").PrimalTable} PrimalTable */
/** @typedef {import("./types.js").PrimalView} PrimalView */
/** @typedef {import("./types.js").PrimalDecision} PrimalDecision */
/** @typedef {import("./actions.js").Action} Action */

const CHOICES = {
  order_fired: "Several abilities fired: which resolves next? (P-TURN-30)",
  order_behaviors: "Several behavior cards were triggered: which is revealed next? (P-REACT-14)",
  order_rampage: "Several rampage cards: which resolves next? (P-REACT-11)",
  target: "Choose the hunter it applies to.",
  may: "You may do this, or not.",
  choose_one: "Choose one.",
  sector: "Choose a sector.",
  deplete: "Knocked out: put the deplete token on the armor or the helm (P-KO-07).",
  vulnerable: "Double this damage with the vulnerable token? (P-GLOSS-29)",
  swarm: "Which Swarm card takes the damage? (P-MON-12)",
  stun_slot: "Put the stun token on which behavior card? (P-GLOSS-26)",
  stun_hunter: "Who reveals the attack cards for the stun? (P-GLOSS-26)",
  blind: "Blind which peril? (P-GLOSS-06)",
  rock: "Remove the Rock to prevent the attrition damage? (P-BOARD-23)",
  peek: "You looked at the attrition deck: what now?",
  disrupt: "Which defensive card takes the disrupt token? (P-ATTR-11)",
  plateau_climb: "Climb onto the plateau? (P-BOARD-20)",
  plateau_jump: "Jump onto the revealed card from the plateau? (P-BOARD-21)",
  synaerea: "Take damage equal to your weapon level to draw 1? (P-BOARD-25)",
  reload: "Reload a ballista? (P-MON-20)",
  volley: "Volley: how many cards from the top of your deck? (P-GLOSS-28)",
};
const CARDS = {
  discard: "discard", recycle: "recycle (discard, then draw as many: P-GLOSS-16)",
  hand_limit: "discard down to your hand limit (P-TURN-51)", stun_reveal: "reveal for the stun (P-GLOSS-26)",
};
const WINDOWS = {
  consume: "Consume step: one Consume ability each, if you wish (P-ROUND-03).",
  assist: "The Action phase is over: Assist or Taunt now, or let it pass (P-TURN-41, P-GLOSS-21).",
  damage: "After the monster's damage: reveal Resilience or Retaliate, or let it pass (P-GLOSS-17, P-GLOSS-18).",
};

/** The question a decision asks, in words. */
export function decisionQuestion(/** @type {PrimalView} */ view, /** @type {PrimalDecision} */ d) {
  const who = d.hunter ? `${hunterName(view, d.hunter)}: ` : "";
  if (d.kind === "choice") return who + (CHOICES[d.purpose] || "Choose.");
  if (d.kind === "cards") {
    const count = d.least === d.most ? String(d.least) : `${d.least} to ${d.most}`;
    return `${who}choose ${count} ${d.most === 1 ? "card" : "cards"} to ${CARDS[d.purpose] || d.purpose}.`;
  }
  if (d.kind === "payment") return `${who}pay ${d.amount} stamina for this ability${d.optional ? ", or decline" : ""} (P-TURN-08).`;
  if (d.kind === "move") return `${who}${d.forced ? "the monster moves you" : "you may move"}: choose where (P-TURN-04).`;
  if (d.kind === "window") return WINDOWS[d.moment] || "You may act now.";
  return "A decision waits.";
}

/** The hunters of the seats a decision waits on. */
export function waitingOn(/** @type {PrimalView} */ view, /** @type {PrimalDecision} */ d) {
  const hunters = view.order.filter((id) => d.deciders.includes(view.seats[id]));
  return listWords(hunters.map((id) => hunterName(view, id))) || "another player";
}

function button(table, action, props = {}) {
  return h("button", { type: "button", class: "primal-act", dataset: { actionKey: action.key, key: action.key }, onclick: () => act(table, action), ...props }, actionLabel(table.view, action));
}

function togglePick(table, d, card) {
  const picking = table.ui.picking?.decision === d.id ? table.ui.picking : { decision: d.id, cards: [] };
  picking.cards = picking.cards.includes(card) ? picking.cards.filter((c) => c !== card) : [...picking.cards, card];
  table.ui.picking = picking;
  table.render();
  setTimeout(() => /** @type {HTMLElement | null} */ (document.querySelector(`[data-pick-card="${CSS.escape(card)}"]`))?.focus(), 0);
}

/** A "cards" decision: the cards as toggles, then Confirm with a listed selection. */
function pickControls(table, d, /** @type {Action[]} */ actions) {
  const chosen = table.ui.picking?.decision === d.id ? table.ui.picking.cards : [];
  const wanted = [...chosen].sort().join("|");
  const command = actions.map((a) => a.commands[0]).find((c) => [...c.cards].sort().join("|") === wanted) || null;
  const view = table.view;
  return h("div", { class: "primal-pick" },
    h("div", { class: "primal-pay-cards" }, (d.cards || []).map((card) => h("button", {
      type: "button", class: `primal-pay-card color-${cardDef(view, card)?.color || "none"}${chosen.includes(card) ? " chosen" : ""}`,
      "aria-pressed": chosen.includes(card) ? "true" : "false", dataset: { pickCard: card, key: `pick:${card}` }, onclick: () => togglePick(table, d, card),
    }, cardName(view, card), h("span", { class: "pay-card-color" }, COLOR_WORDS[cardDef(view, card)?.color] || "")))),
    h("p", { class: "muted", "aria-live": "polite" }, `${plural(chosen.length, "card")} chosen.`),
    h("button", {
      type: "button", class: "primary", disabled: !command, dataset: command ? { command: JSON.stringify(command) } : {},
      onclick: async () => { if (!command) return; table.ui.picking = null; await table.send(command); table.render(); },
    }, "Confirm"));
}

/** The controls of one decision waiting on me. */
function decisionControls(table, d, /** @type {Action[]} */ actions) {
  if (d.kind === "cards") return pickControls(table, d, actions);
  return h("div", { class: "row wrap" }, actions.map((a) => button(table, a)));
}

/** Which decision an action answers (a window's offers name no decision: by moment). */
export function decisionOf(/** @type {PrimalView} */ view, /** @type {Action} */ action) {
  const c = action.commands[0];
  if (typeof c.decision === "number") return view.pending.find((d) => d.id === c.decision) || null;
  const moment = { primal_consume: "consume", primal_resilience: "damage", primal_retaliate: "damage" }[c.type];
  const windows = view.pending.filter((d) => d.kind === "window");
  if (moment) return windows.find((d) => d.moment === moment) || null;
  if (c.type === "primal_assist" || c.type === "primal_taunt") return windows.find((d) => d.moment === "assist") || null;
  return null;
}

/** Every pending decision: mine with its answers, the others' with whom the table waits on. */
export function decisionsPanel(/** @type {PrimalTable} */ table, /** @type {Action[]} */ actions) {
  const view = table.view;
  if (!view.pending.length) return null;
  const blocks = view.pending.map((d) => {
    const mine = actions.filter((a) => decisionOf(view, a)?.id === d.id);
    const question = decisionQuestion(view, d);
    if (!mine.length) {
      const lower = `${question.charAt(0).toLowerCase()}${question.slice(1)}`;
      // A window names only the viewer's own hunters (redaction.py): who else may act is not told.
      const words = d.kind === "window" ? `The other hunters may act: ${lower}` : `The table waits on ${waitingOn(view, d)}: ${lower}`;
      return h("div", { class: "primal-decision waiting", dataset: { decision: String(d.id) } }, h("p", {}, words, " ", countdown(table, d)));
    }
    return h("div", { class: "primal-decision mine", role: "group", "aria-label": question, dataset: { decision: String(d.id) } },
      h("p", { class: "question" }, question, " ", countdown(table, d)), decisionControls(table, d, mine));
  });
  return h("section", { class: "panel primal-decisions", id: "primal-decisions", "aria-label": "Decisions" }, blocks);
}
