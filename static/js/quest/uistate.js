// The quest screen's own state (what the player is pointing at, which dialog is open,
// what is drafted but not yet sent). This module alone writes `table.ui`: every other
// module reads it and asks here for a change, so a stale dialog is dropped in one place.

import { trackAttacks } from "./dice.js";

/** @typedef {import("../types.js").Table} Table */
/** @typedef {import("../types.js").UiState} UiState */
/** @typedef {import("../types.js").BoardMode} BoardMode */

/** @returns {UiState} */
export function freshUi() {
  return {
    mode: null,
    hover: null,
    dismissed: null,
    zoom: {},
    stage: null,
    lastEnemyTurn: null,
    replay: null,
    ending: null,
    interactPick: null,
    reorganize: null,
    handPick: null,
    orderDraft: null,
    rerollPick: null,
    dice: { attack: null, tray: null, earlier: [], earlierOpen: false },
    story: { open: false, shownFor: null },
    handHero: null,
    wasted: null,
    keysInstalled: false,
    dispose: null,
  };
}

/** Open a board mode (a move, an attack, a placement) and redraw. */
export function setMode(/** @type {Table} */ table, /** @type {BoardMode|null} */ mode) {
  table.ui.mode = mode;
  table.ui.hover = null;
  table.render();
}

/** The player closed the mode: it is not opened again by itself for the same choice. */
export function cancelMode(/** @type {Table} */ table) {
  if (!table.ui.mode) return;
  table.ui.dismissed = table.ui.mode.key;
  table.ui.mode = null;
  table.ui.hover = null;
  table.render();
}

/** Forget the mode without redrawing (it was answered, or the state moved on). */
export function dropMode(/** @type {Table} */ table) {
  table.ui.mode = null;
  table.ui.hover = null;
}

/** Open a mode the game needs next unless the player closed that very one. */
export function offerMode(/** @type {Table} */ table, /** @type {BoardMode} */ mode) {
  if (table.ui.dismissed !== mode.key) table.ui.mode = mode;
}

export function setHover(/** @type {Table} */ table, /** @type {string|null} */ key) {
  table.ui.hover = key;
}

/** Dialogs of the hero panel: "interactPick" (which Interact) or "reorganize". */
export function setDialog(/** @type {Table} */ table, /** @type {"interactPick"|"reorganize"} */ name, /** @type {any} */ value) {
  if (name === "reorganize") table.ui.interactPick = null;
  table.ui[name] = value;
}

export function closeAllDialogs(/** @type {Table} */ table) {
  const open = Boolean(table.ui.reorganize || table.ui.interactPick || table.ui.story.open || table.ui.wasted);
  table.ui.reorganize = null;
  table.ui.interactPick = null;
  table.ui.story = { ...table.ui.story, open: false };
  table.ui.wasted = null;
  return open;
}

/** Change some fields of an open dialog ("reorganize": its lists, its error). */
export function patchDialog(/** @type {Table} */ table, /** @type {"interactPick"|"reorganize"} */ name, /** @type {any} */ patch) {
  if (table.ui[name]) table.ui[name] = { ...table.ui[name], ...patch };
}

/** Change the board mode in progress (an attack's target, weapon, odds, toggles). */
export function patchMode(/** @type {Table} */ table, /** @type {any} */ mode, /** @type {any} */ patch) {
  Object.assign(mode, patch);
}

/** The map's zoom and pan (the viewBox shown). */
export function setZoom(/** @type {Table} */ table, /** @type {{x: number, y: number, w: number, h: number}} */ box) {
  table.ui.zoom = { box };
}

/** Drafts of a decision not yet sent: "handPick" (an opening hand), "orderDraft",
 * "rerollPick" (the dice a reaction re-rolls, ATK-36). */
export function setDraft(/** @type {Table} */ table, /** @type {"handPick"|"orderDraft"|"rerollPick"} */ name, /** @type {any} */ value) {
  table.ui[name] = value;
}

/** The enemy-turn replay ("stage") and what stays listed after it. */
export function setStage(/** @type {Table} */ table, /** @type {any} */ stage) {
  table.ui.stage = stage;
}

/** The replay moves on a step (its index, its timer). */
export function patchStage(/** @type {Table} */ table, /** @type {any} */ patch) {
  if (table.ui.stage) table.ui.stage = { ...table.ui.stage, ...patch };
}

/** The last sequence shown step by step, kept to be played again ("Replay"). */
export function setReplay(/** @type {Table} */ table, /** @type {any} */ replay) {
  table.ui.replay = replay;
}

export function setLastEnemyTurn(/** @type {Table} */ table, /** @type {any[]|null} */ steps) {
  table.ui.lastEnemyTurn = steps;
}

export function setEarlierRollsOpen(/** @type {Table} */ table, /** @type {boolean} */ open) {
  table.ui.dice = { ...table.ui.dice, earlierOpen: open };
}

/** The quest's story: shown once when a quest starts, and on the player's asking. */
export function showStory(/** @type {Table} */ table, /** @type {boolean} */ open) {
  table.ui.story = { open, shownFor: table.view.quest?.quest ?? table.view.quest?.name ?? null };
}

/** Whose hand the bottom strip shows (a solo player runs two heroes). */
export function setHandHero(/** @type {Table} */ table, /** @type {string|null} */ hero) {
  table.ui.handHero = hero;
}

/** A card whose action can do nothing, waiting for "play it anyway?" (QUEST-25). */
export function askWasted(/** @type {Table} */ table, /** @type {any} */ question) {
  table.ui.wasted = question;
}

export function setKeys(/** @type {Table} */ table, /** @type {(() => void)|null} */ dispose) {
  table.ui.keysInstalled = Boolean(dispose);
  table.ui.dispose = dispose;
}

/** New events: the dice tray follows them, the quest's end is noted, and a mode or
 * dialog that belongs to an older state is dropped. */
export function takeEvents(/** @type {Table} */ table, /** @type {{seq: number, event: any}[]} */ events, /** @type {boolean} */ live) {
  const ui = table.ui;
  // A hero acting again closes the summary of what the enemies did before.
  if (live && ui.lastEnemyTurn && events.some((e) => ["card_played", "basic_action_taken"].includes(e.event.type))) ui.lastEnemyTurn = null;
  ui.dice = trackAttacks(events, ui.dice, table.view.quest?.defs);
  for (const { event } of events) {
    // The story opened at the quest's start gives way to the table once play begins.
    if (event.type === "round_started" && event.round === 1) ui.story = { ...ui.story, open: false };
    if (event.type === "quest_ended") ui.ending = event;
    if (event.type === "quest_started") ui.ending = null;
  }
  ui.dismissed = null;
  const types = new Set(events.map((e) => e.event.type));
  if (["turn_started", "decision_opened", "action_finished"].some((t) => types.has(t))) dropMode(table);
  if (["turn_started", "action_finished", "card_played", "basic_action_taken"].some((t) => types.has(t))) {
    ui.interactPick = null;
    ui.reorganize = null;
    ui.wasted = null;
  }
}

/** A mode or dialog is dropped once the server no longer offers what it was opened for. */
export function dropStale(/** @type {Table} */ table, /** @type {(c: any) => boolean} */ offered, /** @type {boolean} */ modeStale) {
  const ui = table.ui;
  if (modeStale) ui.mode = null;
  if (ui.interactPick && !ui.interactPick.commands.every(offered)) ui.interactPick = null;
  if (ui.reorganize && !offered(ui.reorganize.command)) ui.reorganize = null;
  if (ui.wasted && !offered(ui.wasted.command)) ui.wasted = null;
}

export function endQuestScreen(/** @type {Table} */ table) {
  table.ui.mode = null;
}
