// Where the keyboard goes on the quest table: after an action the control pressed is
// gone, and the focus lands on the next sensible control (the board's first legal space
// or target, the decision's first answer, End turn, a card to play), never the page's
// top; "Skip to the board" jumps over the head, the log and its rule links in one key.

import { h } from "../dom.js";

/** The controls the keyboard goes to next, best first. */
const NEXT_CONTROLS = [
  "svg.board rect.cell.reachable[tabindex='0']",
  "svg.board .unit.target[tabindex='0']",
  "#mode #confirm-attack:not([disabled])",
  "#mode button:not([disabled])",
  "#quest-controls .prompt button:not([disabled])",
  "#end-turn:not([disabled])",
  "#finish-action:not([disabled])",
  "#hand-strip .card.playable",
  "#quest-controls button:not([disabled])",
];

/** @returns {HTMLElement | SVGElement | null} */
export function nextControl(/** @type {ParentNode} */ area) {
  for (const selector of NEXT_CONTROLS) {
    const found = /** @type {HTMLElement | SVGElement | null} */ (area.querySelector(selector));
    if (found) return found;
  }
  return null;
}

/** The board itself, when nothing on it or beside it waits on me (it can be read). */
function boardItself() {
  const board = document.getElementById("board");
  board?.setAttribute("tabindex", "-1");
  return board;
}

/** The first stop of the quest table: one key to the board's next control. */
export function skipToBoard() {
  return h("a", {
    class: "skip-link",
    href: "#board",
    id: "skip-to-board",
    onclick: (/** @type {Event} */ event) => {
      event.preventDefault();
      const area = document.querySelector(".quest-table");
      (area && nextControl(area) || boardItself())?.focus();
    },
  }, "Skip to the board");
}
