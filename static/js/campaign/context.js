// What every panel of the campaign screen is given (shell.js builds it, panels.js lists
// the panels): the campaign view for this seat, this seat's legal commands, the seat,
// a way to send a command, and the names players read.

import { heroName, nameOf } from "../content.js";
import { titleFromId } from "../dom.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").LegalCommand} LegalCommand */
/** @typedef {import("../types.js").Command} Command */
/** @typedef {import("../types.js").Table} Table */

/**
 * @typedef {object} PanelContext
 * @property {View} view the campaign as this seat may see it (GET /view, app/engine/hunters/views.py);
 *   `view.campaign` is the campaign's table (region, days, wagon, heroes, story)
 * @property {LegalCommand[]} legal what this seat may send now (GET /legal)
 * @property {string | null} seat this player's seat ("seat1"), null for the GM or a spectator
 * @property {(command: Command) => Promise<any>} send sends through the table's live
 *   connection; resolves with the ack, rejects with the refusal ({code, message, rule})
 * @property {(key: string) => string} names the name players read for a hero, item,
 *   resource, wagon track, card, map card or quest key of the pack
 */

const KINDS = ["heroes", "equipment", "resources", "wagon", "cards", "quests", "enemies", "recipes"];

/** A key's name in the pack, else a revealed card's title, else a readable form of it. */
export function nameFor(content, view, key) {
  for (const kind of KINDS) if (content?.[kind]?.[key]) return kind === "heroes" ? heroName(content, key) : nameOf(content, kind, key);
  const front = view?.campaign?.story?.fronts?.[key];
  if (front?.title) return front.title;
  const back = content?.map_card_backs?.[key];
  if (back) return `map card ${back.number}`;
  return titleFromId(key);
}

/** The context of this table now: rebuilt at every redraw, so it is never stale. */
export function panelContext(/** @type {Table} */ table) {
  return {
    view: table.view,
    legal: table.legal,
    seat: table.view.you?.seat ?? null,
    send: (command) => table.send(command),
    names: (key) => nameFor(table.content, table.view, key),
  };
}
