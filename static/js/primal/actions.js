// The legal commands of this viewer grouped into the controls a player sees: every way
// of paying for one card (or one move, one ability, one Revive) is one action whose
// payment the player then chooses (pay.js). Nothing here decides what is legal: the
// server's list (app/engine/primal/legal.py) is the only source, so the screen offers
// exactly what the engine would accept.

import {
  cardDef, cardName, contentId, gearName, hunterName, listWords, sectorIndex, sectorLabel,
} from "./words.js";

/** @typedef {import("./types.js").PrimalCommand} PrimalCommand */
/** @typedef {import("./types.js").PrimalView} PrimalView */
/** @typedef {{key: string, type: string, commands: PrimalCommand[], hunter: string | null, paid: boolean}} Action */

const PAID = new Set(["primal_play_card", "primal_move", "primal_use_ability", "primal_revive", "primal_pay", "primal_move_choice"]);

/** The command without what its payment chooses (the cards, the token, X). */
export function actionKey(command) {
  const { pay: _pay, token: _token, x: _x, decline: _decline, ...rest } = command;
  if (command.type === "primal_pay" && command.decline) return JSON.stringify({ ...rest, decline: true });
  return JSON.stringify(Object.keys(rest).sort().map((k) => [k, rest[k]]));
}

/** The legal list as actions, in the order the engine lists them. */
export function groupActions(/** @type {PrimalCommand[]} */ legal) {
  /** @type {Map<string, Action>} */
  const groups = new Map();
  for (const command of legal) {
    const key = actionKey(command);
    if (!groups.has(key)) {
      const paid = PAID.has(command.type) && !(command.type === "primal_pay" && command.decline)
        && !(command.type === "primal_move_choice" && command.to === null);
      groups.set(key, { key, type: command.type, commands: [], hunter: command.hunter ?? null, paid });
    }
    groups.get(key).commands.push(command);
  }
  return [...groups.values()];
}

/** Does this action need the player to choose a payment (some way costs a card, a token or an X)? */
export function needsPayment(/** @type {Action} */ action) {
  if (!action.paid) return false;
  return action.commands.length > 1 || action.commands.some((c) => (c.pay || []).length || c.token || c.x);
}

/** The text of an ability of a card in play (a hunter's card, gear or mastery). */
function abilityText(view, command) {
  const defs = view.defs || /** @type {any} */ ({});
  const holders = {
    card: defs.cards?.[contentId(command.card)], weapon: defs.weapons?.[command.card],
    armor: defs.protections?.[command.card], helm: defs.protections?.[command.card],
    item: defs.items?.[command.card], potion: defs.items?.[command.card], mastery: defs.masteries?.[command.card],
  };
  const holder = /** @type {any} */ (holders[command.source]);
  return holder?.abilities?.[command.ability]?.text || "";
}

function sourceName(view, command) {
  return command.source === "card" ? cardName(view, command.card) : gearName(view, command.card);
}

/** The words on an action's control. */
export function actionLabel(/** @type {PrimalView} */ view, /** @type {Action} */ action) {
  const c = action.commands[0];
  const to = typeof c.to === "string" ? sectorLabel(view, sectorIndex(c.to)) : "";
  const labels = {
    primal_play_card: () => `Play ${cardName(view, c.card)}`,
    primal_move: () => `Move to ${to}`,
    primal_stay: () => `Stay in ${sectorLabel(view, view.hunters[c.hunter]?.sector)} (become threatened)`,
    primal_hide: () => `Hide in the brush: recycle ${cardName(view, c.card)} until ${hunterName(view, c.until)}'s turn is over`,
    primal_use_ability: () => `${sourceName(view, c)}: ${abilityText(view, c) || "use its Action"}`,
    primal_revive: () => `Revive ${hunterName(view, c.target)}`,
    primal_end_action_phase: () => "End the Action phase",
    primal_assist: () => `Assist ${hunterName(view, view.active)} with ${cardName(view, c.card)}`,
    primal_taunt: () => `Taunt with ${cardName(view, c.card)}: ${hunterName(view, view.active)} draws`,
    primal_consume: () => `Consume ${gearName(view, c.card)}`,
    primal_resilience: () => `Reveal ${cardName(view, c.card)} (Resilience: draw 1)`,
    primal_retaliate: () => `Retaliate: reveal ${listWords(c.cards.map((card) => cardName(view, card)))}`,
    primal_pass: () => `${hunterName(view, c.hunter)}: let it pass`,
    primal_choose: () => optionLabel(view, c),
    primal_pick_cards: () => c.cards.length ? listWords(c.cards.map((card) => cardName(view, card))) : "None",
    primal_pay: () => (c.decline ? "Decline" : "Pay"),
    primal_move_choice: () => (c.to === null ? "Stay where you are" : `Move to ${to}`),
    apply_default: () => "Settle by default",
  };
  return (labels[c.type] || (() => "Act"))();
}

function optionLabel(view, command) {
  const decision = view.pending.find((d) => d.id === command.decision);
  return decision?.options?.[command.option]?.label || `Option ${command.option + 1}`;
}

/** The stamina a card gives when discarded (P-TURN-08). */
export function staminaOf(view, card) {
  return cardDef(view, card)?.stamina ?? 0;
}

/** A cost cut's match against a card (any, a color, offensive/defensive, aggro). */
function cutMatches(match, def) {
  if (match === "any") return true;
  if (match === "offensive") return def.color === "attack" || def.color === "maneuver";
  if (match === "defensive") return def.color === "parry" || def.color === "dodge";
  if (match === "aggro") return def.aggro;
  return def.color === match;
}

/** The stamina an action costs with this X (P-TURN-08..12): a card's cost less the
 * turn's cost cuts (never an X cost), a move's 1 (2 out of Sand, P-BOARD-24), a
 * Revive's 2, a decision's amount; else the least any legal way pays. */
export function costOf(/** @type {PrimalView} */ view, /** @type {Action} */ action, x = 0) {
  const c = action.commands[0];
  if (c.type === "primal_play_card") {
    const def = cardDef(view, c.card);
    if (def?.cost === "X") return x;
    const cuts = (view.turn?.cost_cuts || []).filter((cut) => cutMatches(cut.match, def));
    return Math.max(0, Number(def?.cost || 0) - cuts.reduce((sum, cut) => sum + cut.amount, 0));
  }
  if (c.type === "primal_move") {
    const from = view.hunters[c.hunter]?.sector;
    return 1 + (from !== null && from !== undefined && view.board.sectors[from]?.terrain.includes("sand") ? 1 : 0);
  }
  if (c.type === "primal_revive") return 2;
  const decision = view.pending.find((d) => d.id === c.decision);
  if (c.type === "primal_pay" && decision) return decision.amount;
  if (c.type === "primal_move_choice" && decision) return decision.cost;
  return Math.min(...action.commands.map((cmd) => paidStamina(view, cmd.pay || [], cmd.token)));
}

/** What a set of discarded cards and the token give. */
export function paidStamina(view, cards, token) {
  return cards.reduce((sum, card) => sum + staminaOf(view, card), 0) + (token ? 1 : 0);
}

/** The hunter whose hand pays for an action. */
export function payer(view, /** @type {Action} */ action) {
  const c = action.commands[0];
  if (c.hunter) return c.hunter;
  return view.pending.find((d) => d.id === c.decision)?.hunter || null;
}

/** The legal command this payment chooses, or null (the order of cards does not matter). */
export function commandFor(/** @type {Action} */ action, /** @type {string[]} */ pay, token, x = 0) {
  const wanted = [...pay].sort().join("|");
  return action.commands.find((c) => [...(c.pay || [])].sort().join("|") === wanted
    && Boolean(c.token) === Boolean(token) && (c.x || 0) === x) || null;
}
