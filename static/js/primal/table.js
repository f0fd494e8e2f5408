// A Primal table at #/campaigns/ID (issue 30): the same shell as The Hunters' (live
// link, log, chat, who is here, reconnection; screens/campaign.js), drawing either the
// setup (each seat chooses its hunters, P-SETUP-19; any player begins the fight once
// every seat has one) or the fight itself (screen.js `renderPrimal`). Every button sends
// a command of the seat's legal list, exactly as the server listed it.

import { h, replace } from "../dom.js";
import { beginControls } from "./begin.js";
import { beginCampaignControls, renderCampaign } from "./campaign/screen.js";
import { renderPrimal } from "./screen.js";
import "./logtext.js";
import "./tablelog.js";

/** @typedef {import("../types.js").Table} Table */

/** The Primal table's view (app/engine/primal_table/views.py): its seats and the fight.
 * @returns {{game: string, phase: string, seats: Record<string, {hunters: string[]}>, fight: any, campaign: any}} */
const tableView = (table) => /** @type {any} */ (table.view);

/** Whether the campaign is a Primal table (its view says its game). */
export function isPrimalTable(view) {
  return view?.game === "primal";
}

/** Whether a Primal fight is being played (the board wants the room: the log is a drawer);
 * between a campaign's fights the log stays beside the campaign screen. */
export function isPrimalFight(view) {
  return isPrimalTable(view) && Boolean(view.fight) && view.phase !== "campaign";
}

/** The hunter's name from the pack (never its id). */
function hunterTitle(table, id) {
  return table.content?.hunters?.[id]?.name || tableView(table).fight?.hunters?.[id]?.name || "A hunter";
}

/** Hunter names for the log and the seats (names().heroes) and the fight view (names().primal). */
export function primalNames(table) {
  /** @type {Record<string, string>} */
  const heroes = {};
  for (const id of Object.keys(table.content?.hunters || {})) heroes[id] = hunterTitle(table, id);
  return { heroes, primal: tableView(table).fight || undefined };
}

/** This player's seat: the hello's, else the campaign's answer. */
function mySeat(table) {
  return table.you?.seat ?? table.campaign.your_seat ?? null;
}

function myRole(table) {
  return table.you?.role || table.campaign.your_role || "spectator";
}

/** The buttons of one kind of legal command (each sends exactly that command). */
function commandButtons(table, type, words, attrs) {
  return (table.legal || []).filter((c) => c.type === type).map((command) => {
    const button = h("button", { type: "button", ...attrs(command), onclick: () => send(table, command) }, words(command));
    table.track(button);
    return button;
  });
}

function send(table, command) {
  table.send(command).catch((error) => table.refused(error));
}

/** The seats and their hunters, with the player's name and presence. */
function seatsList(table) {
  const names = table.names();
  const seats = Object.entries(tableView(table).seats || {});
  return h("ul", { class: "primal-seats", id: "primal-seats" }, seats.map(([seat, found]) => h("li", { "data-seat": seat },
    h("strong", {}, names.seats[seat] || "A new player"), " ",
    found.hunters.length ? `plays ${found.hunters.map((id) => hunterTitle(table, id)).join(" and ")}` : "has no hunter yet", " ",
    table.presenceDot(names.seats[seat]))));
}

/** Before the fight: choose hunters (a player alone takes two), give one back, begin. */
function setupPanel(table) {
  const seat = mySeat(table);
  const mine = seat ? tableView(table).seats?.[seat]?.hunters || [] : [];
  const choose = commandButtons(table, "primal_choose_hunter", (c) => `Choose ${hunterTitle(table, c.hunter)}`,
    (c) => ({ class: "primary", "data-hunter": c.hunter }));
  const release = commandButtons(table, "primal_release_hunter", (c) => `Give back ${hunterTitle(table, c.hunter)}`,
    (c) => ({ class: "small", "data-hunter": c.hunter }));
  const begin = beginControls(table, (command) => send(table, command));
  const waiting = seat && !mine.length ? "Choose your hunter." : "Waiting until every seat has its hunter.";
  return h("section", { class: "panel primal-setup", id: "primal-setup", "aria-labelledby": "primal-setup-title" },
    h("h2", { id: "primal-setup-title" }, "Primal: The Awakening: choose your hunters"),
    h("p", { class: "muted" }, "Each player takes a hunter (a player alone at the table takes two). Then any player begins the fight."),
    seatsList(table),
    seat ? h("div", { class: "row", id: "my-hunters" }, mine.length ? `You play ${mine.map((id) => hunterTitle(table, id)).join(", ")}.` : "", ...release) : null,
    choose.length ? h("div", { class: "row", id: "hunter-choices", role: "group", "aria-label": "Hunters to choose" }, ...choose) : null,
    begin || h("p", { class: "muted", role: "status" }, waiting), beginCampaignControls(table));
}

/** The fight's head: its name, the round, and the log's drawer. */
function fightHead(table) {
  const fight = tableView(table).fight;
  return h("header", { class: "primal-head", "aria-labelledby": "primal-title" },
    h("div", { class: "head-row" },
      h("h2", { id: "primal-title" }, `The fight against ${fight.monster?.name || "the monster"}`),
      h("button", {
        type: "button", class: "small side-toggle", id: "toggle-side",
        "aria-expanded": table.sideOpen() ? "true" : "false", "aria-controls": "table-side",
        onclick: () => table.toggleSide(),
      }, "Log & chat")));
}

/** The PrimalTable the fight screen draws (docs/primal-client.md): the fight view, who
 * looks, the seat's legal list, the events it was sent, and the socket's send. */
function fightTable(table) {
  const seat = mySeat(table);
  table.primalUi = table.primalUi || {};
  return /** @type {import("./types.js").PrimalTable} */ ({
    view: tableView(table).fight,
    you: { role: myRole(table), seat, hunters: seat ? tableView(table).seats?.[seat]?.hunters || [] : [] },
    legal: table.legal || [],
    events: table.campaignEvents.map((shown) => shown.event),
    deadlines: table.deadlines || {},
    clockOffset: table.clockOffset || 0,
    triggers: /** @type {any} */ (table.view).play_triggers || {},
    send: (command) => table.send(command).catch((error) => table.refused(error)),
    render: () => table.render(),
    ui: table.primalUi,
  });
}

/** Draw the Primal table into `area`: its setup, or its fight. */
export function renderPrimalTable(/** @type {HTMLElement} */ area, /** @type {Table} */ table) {
  // The state drawn, for a watcher of the page (a test waits on it); never on the screen.
  area.dataset.seq = String(table.seq);
  if (tableView(table).phase === "campaign" && tableView(table).campaign) {
    renderCampaign(area, table);
    return;
  }
  if (!isPrimalFight(tableView(table))) {
    replace(area, setupPanel(table));
    return;
  }
  const fight = h("div", {});
  replace(area, h("div", { class: "primal-fight" }, fightHead(table), fight));
  renderPrimal(fight, fightTable(table));
}
