// The Primal table: the turn line and its controls, the combat board, the monster
// board, my hand, my sequence and the hunters' boards, the questions waiting and the
// payment being chosen. It draws from a PrimalTable (types.js): the fight view of this
// viewer, its legal commands and the events it was sent; `table.send` carries a command
// to the server. The lead wires it to the live link (docs/primal-client.md).

import { h, redraw, replace } from "../dom.js";
import { groupActions } from "./actions.js";
import { combatBoard } from "./board.js";
import { decisionsPanel } from "./decisions.js";
import { endPanel } from "./end.js";
import { handPanel, hunterBoard, sequenceRow } from "./hand.js";
import { monsterBoard } from "./monster.js";
import { paymentPanel } from "./pay.js";
import { boardMoves, turnPanel } from "./turn.js";

/** @typedef {import("./types.js").PrimalTable} PrimalTable */

/** The sequence shown: the active hunter's (everyone watches it grow), else my first. */
function shownSequence(table) {
  const view = table.view;
  return view.active || table.you.hunters[0] || view.order[0];
}

/** Draw the whole table into `container` (the keyboard focus and typed text survive a redraw). */
export function renderPrimal(/** @type {HTMLElement} */ container, /** @type {PrimalTable} */ table) {
  table.ui = table.ui || {};
  const view = table.view;
  const actions = view.phase === "playing" ? groupActions(table.legal || []) : [];
  const mine = table.you.hunters.filter((id) => view.hunters[id]);
  const board = h("div", { class: "primal-board-wrap" }, combatBoard(view, boardMoves(table, actions)));
  const sequence = shownSequence(table);
  redraw(container, () => replace(container, h("div", { class: "primal-table", id: "primal-table" },
    h("div", { class: "primal-main" },
      endPanel(table), board, sequence ? sequenceRow(view, sequence) : null, paymentPanel(table, actions),
      mine.map((id) => handPanel(table, id, actions))),
    h("div", { class: "primal-side" },
      turnPanel(table, actions), decisionsPanel(table, actions), monsterBoard(table),
      h("section", { class: "panel primal-hunters", "aria-label": "Hunters" }, view.order.map((id) => hunterBoard(table, id)))))));
}
