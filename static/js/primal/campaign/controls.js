// The campaign screen's controls: each button sends exactly one command of the seat's
// legal list (app/engine/primal/campaign/legal.py), so the screen offers what the
// engine accepts and nothing else; a refusal comes back as the table's notice.

import { h } from "../../dom.js";

/** @typedef {import("../../types.js").Table} Table */

/** The legal commands of one type (campaign commands: app/engine/primal/campaign/commands.py).
 * @returns {any[]} */
export function legalOf(/** @type {Table} */ table, type) {
  return (table.legal || []).filter((c) => c.type === type);
}

/** Send a listed command (a refusal is shown by the table). */
export function send(/** @type {Table} */ table, command) {
  table.send(command).catch((error) => table.refused(error));
}

/** A button sending `command`; `key` finds it again after a redraw (the focus stays). */
export function commandButton(/** @type {Table} */ table, command, words, attrs = {}) {
  const button = h("button", { type: "button", "data-key": keyOf(command), ...attrs, onclick: () => send(table, command) }, words);
  table.track(button);
  return button;
}

/** A stable key of a command: its fields in order (no id of it reaches the screen). */
export function keyOf(command) {
  return JSON.stringify(Object.keys(command).sort().map((k) => [k, command[k]]));
}

/** A titled panel. */
export function panel(id, title, ...children) {
  return h("section", { class: "panel primal-camp-panel", id, "aria-labelledby": `${id}-title` },
    h("h3", { id: `${id}-title` }, title), ...children);
}
