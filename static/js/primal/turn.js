// The active hunter's turn (P-TURN-01..53) as controls: the Movement phase's stay, moves
// (each sector also a button on the board) and hiding in the brush; the Action phase's
// "Action:" abilities, Revive and its end; Assist and Taunt for the other hunters
// (P-TURN-41, P-GLOSS-21). Every control is an action of the legal list; card plays are
// on the cards of the hand, a decision's answers in decisions.js.

import { h } from "../dom.js";
import { actionLabel } from "./actions.js";
import { decisionOf } from "./decisions.js";
import { act } from "./hand.js";
import { hunterName, sectorIndex } from "./words.js";

/** @typedef {import("./types.js").PrimalTable} PrimalTable */
/** @typedef {import("./types.js").PrimalView} PrimalView */
/** @typedef {import("./actions.js").Action} Action */

const PHASE_WORDS = {
  start: "start of the turn", movement: "Movement phase (P-TURN-03)", action: "Action phase (P-TURN-13)",
  attrition: "Attrition phase (P-ATTR-01)", end: "end of the turn (P-TURN-50..53)",
};
const TURN_TYPES = ["primal_stay", "primal_move", "primal_hide", "primal_use_ability", "primal_revive", "primal_end_action_phase", "primal_assist", "primal_taunt"];

/** "Round 2 · Hammer's turn: Action phase". */
export function turnLine(/** @type {PrimalView} */ view) {
  if (view.phase === "ended") return `The fight is over: ${view.outcome === "victory" ? "victory" : "defeat"}.`;
  const turn = view.turn;
  const who = view.active ? `${hunterName(view, view.active)}'s turn` : "Between turns";
  return `Round ${view.round} · ${who}${turn ? `: ${PHASE_WORDS[turn.phase] || turn.phase}` : ""}`;
}

/** The sectors I may move to now, each with what choosing it does (for the board). */
export function boardMoves(/** @type {PrimalTable} */ table, /** @type {Action[]} */ actions) {
  const moves = new Map();
  for (const action of actions) {
    const c = action.commands[0];
    const isMove = c.type === "primal_move" || (c.type === "primal_move_choice" && c.to !== null);
    if (isMove) moves.set(sectorIndex(c.to), { key: action.key, label: actionLabel(table.view, action), go: () => act(table, action) });
  }
  return moves;
}

/** The turn's controls that answer no decision. */
export function turnPanel(/** @type {PrimalTable} */ table, /** @type {Action[]} */ actions) {
  const view = table.view;
  const mine = actions.filter((a) => TURN_TYPES.includes(a.type) && !decisionOf(view, a));
  const active = view.active && table.you.hunters.includes(view.active);
  const buttons = mine.map((action) => h("button", {
    type: "button", class: `primal-act${action.type === "primal_end_action_phase" ? " end-phase" : ""}`,
    dataset: { action: action.type, actionKey: action.key, key: action.key }, onclick: () => act(table, action),
  }, actionLabel(view, action)));
  const hint = active && view.turn?.phase === "action" && !view.pending.length
    ? "Play cards from your hand into the sequence, or end the Action phase." : null;
  const moving = active && view.turn?.phase === "movement" && !view.pending.length
    ? "Move to an adjacent sector for 1 stamina (or pick it on the board), or stay and become threatened." : null;
  return h("section", { class: "panel primal-turn", id: "primal-turn", "aria-labelledby": "primal-turn-title" },
    h("h2", { id: "primal-turn-title" }, turnLine(view)),
    hint || moving ? h("p", { class: "muted" }, hint || moving) : null,
    buttons.length ? h("div", { class: "row wrap primal-actions" }, buttons) : null);
}
