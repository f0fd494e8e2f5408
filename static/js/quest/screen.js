// The quest table, composed: the head (quest, round track, turn order, whom the table
// waits on) on top, the board in the centre with the controls for what waits on me
// beside it, and my hero's hand along the bottom. Everything offered comes from the
// server's legal commands; the screen only lets the player pick among them.

import { h, replace } from "../dom.js";
import { classify } from "./legal.js";
import { diceTray } from "./dice.js";
import { countdownText, renderPrompt } from "./prompts.js";
import { outcomePanel } from "./outcome.js";
import { enemyTurnPanel, playEnemyTurns, shownQuest } from "./replay.js";
import { closeDialogs } from "./gear.js";
import { questHead } from "./head.js";
import { skipToBoard } from "./focus.js";
import { boardPanel } from "./board-area.js";
import { modePanel } from "./panels.js";
import { autoMode, freeMoveMode, placeMode } from "./modes.js";
import { allyPanel } from "./actions.js";
import { heroPanel } from "./heroes.js";
import { handStrip, wastedQuestion } from "./hand.js";
import { storyDialog, storyDue } from "./story.js";
import { lateJoinerNotice } from "../table/setup.js";
import { cancelMode, endQuestScreen, setEarlierRollsOpen, setKeys, setMode, showStory, takeEvents } from "./uistate.js";
import { animateBoard, animateDice, noteEvents } from "../art/motion.js";
import { cueEvents } from "../art/sound.js";
import { offerGuide } from "../art/guide.js";

/** @typedef {import("../types.js").Table} Table */

function onEscape(table, event) {
  if (event.key !== "Escape" || !document.getElementById("board")) return;
  if (closeDialogs(table)) {
    event.preventDefault();
  } else if (table.ui.mode) {
    event.preventDefault();
    cancelMode(table);
  }
}

/** Escape closes a dialog or the mode; deadlines count down once a second. */
function installKeys(/** @type {Table} */ table) {
  if (table.ui.keysInstalled) return;
  const onKey = (/** @type {KeyboardEvent} */ event) => onEscape(table, event);
  document.addEventListener("keydown", onKey);
  const clock = setInterval(() => {
    for (const node of document.querySelectorAll("[data-deadline]")) {
      const el = /** @type {HTMLElement} */ (node);
      el.textContent = countdownText(Number(el.dataset.deadline), Number(el.dataset.offset || 0), el.dataset.default || "the default");
    }
  }, 1000);
  setKeys(table, () => {
    document.removeEventListener("keydown", onKey);
    clearInterval(clock);
    clearTimeout(table.ui.stage?.timer);
  });
}

/** The column beside the board: what waits on me, the mode's question, the enemy turn,
 * the dice, and my heroes' boards. */
function controls(table, sorted, names, myHeroes) {
  const quest = table.view.quest;
  return h("div", { class: "quest-controls", id: "quest-controls" },
    lateJoinerNotice(table),
    table.ui.stage ? null : modePanel(table),
    storyDialog(table),
    wastedQuestion(table),
    renderPrompt(table, sorted, names, {
      placeMode: (cmds) => setMode(table, placeMode(table, cmds)),
      freeMoveMode: (decision, cmds) => setMode(table, freeMoveMode(table, decision, cmds)),
    }),
    Object.values(quest.allies || {}).filter((ally) => ally.id === quest.active && table.legal.some((c) => c.unit === ally.id))
      .map((ally) => allyPanel(table, ally, sorted)),
    myHeroes.map((hero) => heroPanel(table, hero, sorted)),
    enemyTurnPanel(table),
    diceTray(table.ui.dice, names, (open) => setEarlierRollsOpen(table, open)));
}

export function renderQuest(area, /** @type {Table} */ table) {
  installKeys(table);
  const { view } = table;
  const quest = view.quest;
  const names = table.names();
  const sorted = classify(table.legal);
  if (quest.phase === "ended" || view.phase !== "quest") {
    endQuestScreen(table);
    replace(area, h("div", { class: "quest-ended" }, outcomePanel(table, names, sorted), boardPanel(table)));
    return;
  }
  if (storyDue(table)) showStory(table, true);
  autoMode(table, sorted);
  const myHeroes = (view.you?.heroes || []).map((id) => quest.heroes?.[id]).filter(Boolean);
  replace(area, h("div", { class: "quest-table" },
    skipToBoard(),
    questHead(table, shownQuest(table), names),
    h("div", { class: "quest-middle" }, boardPanel(table), controls(table, sorted, names, myHeroes)),
    handStrip(table, myHeroes, sorted)));
  const board = /** @type {SVGSVGElement | null} */ (area.querySelector("#board"));
  if (board) animateBoard(board, shownQuest(table));
  animateDice(area.querySelector("#dice"));
  offerGuide("quest", table.me?.id);
}

/** Called with each batch of new events (before the view is redrawn); `live` batches
 * (not the history loaded with the page) play enemy turns step by step. */
export function questEvents(/** @type {Table} */ table, events, live = false) {
  if (live) {
    noteEvents(events, table.view.quest);
    cueEvents(events, table.view);
  }
  takeEvents(table, events, live);
  if (live && table.view.quest) playEnemyTurns(table, table.view.quest, events, table.names());
}
