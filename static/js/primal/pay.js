// Paying a stamina cost (P-TURN-08..12): the player picks the cards of the hand to
// discard (each gives its stamina), may spend the held stamina token, and for an X cost
// picks X; the total and what is lost above the cost are shown as they choose. Confirm
// sends only a payment the server listed as legal (actions.js commandFor).

import { h } from "../dom.js";
import { actionLabel, commandFor, costOf, paidStamina, payer, staminaOf } from "./actions.js";
import { triggerLine } from "./foresee.js";
import { cardDef, cardName, COLOR_WORDS } from "./words.js";

/** @typedef {import("./types.js").PrimalTable} PrimalTable */
/** @typedef {import("./actions.js").Action} Action */

/** Open the payment of `action` (one legal way is chosen already). */
export function startPaying(/** @type {PrimalTable} */ table, /** @type {Action} */ action) {
  const only = action.commands.length === 1 ? action.commands[0] : null;
  const xs = action.commands.map((c) => c.x || 0);
  table.ui.paying = { key: action.key, pay: only ? [...(only.pay || [])] : [], token: Boolean(only?.token), x: Math.min(...xs) };
  table.render();
  setTimeout(() => document.getElementById("primal-pay-title")?.focus(), 0);
}

function closePaying(table) {
  table.ui.paying = null;
  table.render();
}

/** The cards of the hand that may pay: every card but the one being played. */
function payingCards(view, action) {
  const hunter = payer(view, action);
  const played = action.commands[0].type === "primal_play_card" ? action.commands[0].card : null;
  const hand = view.hunters[hunter]?.hand || [];
  return hand.filter((card) => card !== played);
}

function toggleCard(table, card) {
  const pay = table.ui.paying.pay;
  table.ui.paying.pay = pay.includes(card) ? pay.filter((c) => c !== card) : [...pay, card];
  table.render();
  setTimeout(() => /** @type {HTMLElement | null} */ (document.querySelector(`[data-pay-card="${CSS.escape(card)}"]`))?.focus(), 0);
}

function cardToggle(table, card) {
  const view = table.view;
  const def = cardDef(view, card);
  const chosen = table.ui.paying.pay.includes(card);
  const stamina = staminaOf(view, card);
  return h("button", {
    type: "button", class: `primal-pay-card color-${def?.color || "none"}${chosen ? " chosen" : ""}`,
    "aria-pressed": chosen ? "true" : "false", dataset: { payCard: card, key: `pay:${card}` }, onclick: () => toggleCard(table, card),
  }, h("span", { class: "pay-card-name" }, cardName(view, card)),
  h("span", { class: "pay-card-color" }, COLOR_WORDS[def?.color] || ""),
  h("span", { class: "stamina-pips", "aria-label": `${stamina} stamina` }, "◆".repeat(stamina) || "—"));
}

function tokenToggle(table) {
  const on = table.ui.paying.token;
  return h("button", {
    type: "button", class: `primal-pay-token${on ? " chosen" : ""}`, "aria-pressed": on ? "true" : "false",
    id: "primal-pay-token",
    onclick: () => { table.ui.paying.token = !on; table.render(); setTimeout(() => document.getElementById("primal-pay-token")?.focus(), 0); },
  }, "Stamina token (1 stamina, P-TURN-10)");
}

function xPicker(table, action) {
  const values = [...new Set(action.commands.map((c) => c.x || 0))].sort((a, b) => a - b);
  if (values.length <= 1 && values[0] === 0 && action.commands[0].type !== "primal_play_card") return null;
  const def = cardDef(table.view, action.commands[0].card);
  if (def?.cost !== "X") return null;
  return h("label", { class: "primal-pay-x" }, "X = ",
    h("select", {
      id: "primal-pay-x",
      onchange: (event) => { table.ui.paying.x = Number(event.target.value); table.ui.paying.pay = []; table.render(); },
    }, values.map((x) => h("option", { value: String(x), selected: x === table.ui.paying.x }, String(x)))),
    " (P-TURN-12)");
}

/** "Paid 3 of 2 stamina: 1 is lost (P-TURN-09)." */
function totalLine(table, action) {
  const { pay, token, x } = table.ui.paying;
  const cost = costOf(table.view, action, x);
  const paid = paidStamina(table.view, pay, token);
  if (paid < cost) return `Paid ${paid} of ${cost} stamina: choose cards worth ${cost - paid} more (P-TURN-08).`;
  const lost = paid - cost;
  return `Paid ${paid} of ${cost} stamina${lost ? `: ${lost} is lost (P-TURN-09)` : ""}.`;
}

function confirmButton(table, action) {
  const { pay, token, x } = table.ui.paying;
  const command = commandFor(action, pay, token, x);
  const cost = costOf(table.view, action, x);
  const paid = paidStamina(table.view, pay, token);
  const why = command ? "" : paid < cost ? "" : "That pays with a card the cost does not need: leave one out.";
  const button = h("button", {
    type: "button", class: "primary", id: "primal-pay-confirm", disabled: !command,
    dataset: command ? { command: JSON.stringify(command) } : {},
    onclick: async () => { if (!command) return; table.ui.paying = null; await table.send(command); table.render(); },
  }, "Confirm");
  return [button, why ? h("p", { class: "primal-pay-why", role: "status" }, why) : null];
}

/** The payment panel of the action being paid for, or null. */
export function paymentPanel(/** @type {PrimalTable} */ table, /** @type {Action[]} */ actions) {
  const paying = table.ui.paying;
  const action = paying && actions.find((a) => a.key === paying.key);
  if (!action) return null;
  const view = table.view;
  const cards = payingCards(view, action);
  const offersToken = action.commands.some((c) => c.token);
  const cost = costOf(view, action, paying.x);
  return h("section", { class: "panel primal-pay", id: "primal-pay", "aria-labelledby": "primal-pay-title" },
    h("h3", { id: "primal-pay-title", tabindex: "-1" }, `${actionLabel(view, action)}: costs ${cost} stamina`),
    action.type === "primal_play_card" ? triggerLine(table, action.commands[0].card) : null,
    xPicker(table, action),
    cost || cards.length ? h("p", { class: "muted" }, "Choose the cards to discard for it.") : null,
    h("div", { class: "primal-pay-cards" }, cards.map((card) => cardToggle(table, card))),
    offersToken ? tokenToggle(table) : null,
    h("p", { class: "primal-pay-total", id: "primal-pay-total", "aria-live": "polite" }, totalLine(table, action)),
    h("div", { class: "row" }, confirmButton(table, action),
      h("button", { type: "button", id: "primal-pay-cancel", onclick: () => closePaying(table) }, "Cancel")));
}
