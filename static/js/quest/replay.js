// Enemy turns step by step: when the events of an enemy's turn arrive, they are shown one
// at a time (card revealed, row chosen, move, attack, result) on a staged copy of the
// board, then the view the server sent takes over. Pushes at the end of an action and
// reinforcements arriving are staged the same way. The staged board only moves pieces
// the events name; the server's view is always what stays.

import { h } from "../dom.js";
import { describe } from "../log.js";
import { patchStage, setLastEnemyTurn, setReplay, setStage } from "./uistate.js";

const STEP_MS = 800;
// Events in which an enemy is the one acting (not merely the one hit).
const ENEMY_ACTS = new Set([
  "turn_started", "enemy_action_chosen", "enemy_activity_begun", "enemy_activity_skipped",
  "enemy_idle", "move_begun", "unit_moved", "parting_leap", "attack_declared", "penalty_attack",
  "ability_activated",
]);
// Events that are worth watching step by step whoever acts.
const STAGED = new Set(["pushes_begun", "push_started", "enemies_arrived"]);
const MAX_STEPS = 40;

function unitOf(quest, id) {
  return quest.heroes?.[id] || quest.allies?.[id] || quest.enemies?.[id] || null;
}

/** Move the staged pieces as one event says (positions, health, removals, markers). */
function stageEvent(quest, event) {
  const unit = unitOf(quest, event.unit);
  switch (event.type) {
    case "turn_started":
      quest.active = event.unit;
      break;
    case "unit_moved":
      if (unit) unit.at = event.path[event.path.length - 1];
      break;
    case "unit_exited":
      if (unit) {
        unit.exited = true;
        unit.removed = true;
      }
      break;
    case "attack_resolved": {
      const target = unitOf(quest, event.target);
      if (target) target.health = event.health;
      break;
    }
    case "enemy_eliminated":
    case "ally_eliminated":
      if (unit) unit.removed = true;
      break;
    case "hero_knocked_out":
      if (unit) unit.health = 0;
      break;
    case "damage_taken":
    case "healed":
      if (unit) unit.health = event.health;
      break;
    case "status_applied":
    case "status_cleared":
      if (unit) unit.tokens = { ...unit.tokens, [event.status]: event.type === "status_applied" };
      break;
    case "tokens_gained":
      if (unit) unit.tokens = { ...unit.tokens, [event.token]: (unit.tokens?.[event.token] || 0) + event.amount };
      break;
    case "mighty_marked":
      if (unit && event.armor) unit.armor_damage = { ...unit.armor_damage, [event.armor]: event.markers };
      else if (unit) unit.tokens = { ...unit.tokens, mighty: event.markers };
      break;
    case "enemies_arrived":
      for (const arrival of event.units) quest.enemies = { ...quest.enemies, [arrival.id]: structuredClone(arrival) };
      break;
    case "hero_killed":
      if (unit) unit.killed = true;
      break;
    case "weapon_emptied":
      if (unit) unit.empty_weapons = [...(unit.empty_weapons || []), event.weapon];
      break;
    case "weapon_reloaded":
      if (unit) unit.empty_weapons = (unit.empty_weapons || []).filter((w) => w !== event.weapon);
      break;
    case "hero_hid":
      if (unit) unit.hidden = true;
      break;
    case "hidden_lost":
      if (unit) unit.hidden = false;
      break;
    default:
      break;
  }
}

/** Start showing the enemy turns in `events` (a live batch), if there are any. */
export function playEnemyTurns(table, before, events, names) {
  const ui = table.ui;
  if (ui.stage) finish(table, true);
  if (!before) return;
  // From the first thing an enemy does (its turn, its move after the players chose the
  // path, its attack) to the end of the batch.
  const first = events.findIndex(({ event }) => STAGED.has(event.type)
    || (ENEMY_ACTS.has(event.type) && before.enemies?.[event.unit || event.attacker]));
  if (first < 0) return;
  const quest = structuredClone(before);
  // The log keeps its own memory of what enemies move toward; the replay reads a copy.
  const scratch = structuredClone(names.memory || {});
  for (const { event } of events.slice(0, first)) stageEvent(quest, event);
  const steps = [];
  for (const { seq, event } of events.slice(first)) {
    const line = describe(event, { ...names, quest: before, memory: scratch });
    if (line) steps.push({ seq, event, text: line.text, rule: line.rule, pending: [] });
    else if (steps.length) steps[steps.length - 1].pending.push(event);
    else stageEvent(quest, event);
  }
  if (!steps.length) return;
  const enemies = steps.some((step) => ENEMY_ACTS.has(step.event.type) && before.enemies?.[step.event.unit || step.event.attacker]);
  const title = enemies ? "The enemies act…" : "Step by step…";
  const shown = steps.slice(0, MAX_STEPS);
  setReplay(table, { start: structuredClone(quest), steps: shown, title });
  setStage(table, { quest, steps: shown, index: -1, timer: null, title });
  advance(table);
}

/** Play the last sequence again from where it began (the board as it stood then). */
function replayLast(table) {
  const last = table.ui.replay;
  if (!last) return;
  if (table.ui.stage) finish(table, false);
  setLastEnemyTurn(table, null);
  setStage(table, { quest: structuredClone(last.start), steps: last.steps, index: -1, timer: null, title: last.title });
  advance(table);
}

function advance(table) {
  if (!table.ui.stage) return;
  patchStage(table, { index: table.ui.stage.index + 1 });
  const stage = table.ui.stage;
  if (stage.index >= stage.steps.length) {
    finish(table, true);
    return;
  }
  const step = stage.steps[stage.index];
  stageEvent(stage.quest, step.event);
  for (const event of step.pending) stageEvent(stage.quest, event);
  table.render();
  patchStage(table, { timer: setTimeout(() => advance(table), STEP_MS) });
}

function finish(table, keepSummary) {
  const stage = table.ui.stage;
  if (!stage) return;
  clearTimeout(stage.timer);
  setStage(table, null);
  // What the enemies did since the heroes last acted stays listed (several batches when
  // the players chose paths in between).
  if (keepSummary) setLastEnemyTurn(table, [...(table.ui.lastEnemyTurn || []), ...stage.steps]);
  table.render();
}

/** The panel that narrates the enemy turn while it plays (and sums it up after). */
export function enemyTurnPanel(table) {
  const stage = table.ui.stage;
  const earlier = table.ui.lastEnemyTurn || [];
  const steps = stage ? [...earlier, ...stage.steps.slice(0, stage.index + 1)] : earlier;
  if (!steps.length) return null;
  const current = stage ? earlier.length + stage.index : -1;
  return h("section", { class: `panel enemy-turn ${stage ? "playing" : ""}`, id: "enemy-turn", "aria-labelledby": "enemy-turn-title" },
    h("div", { class: "row" },
      h("h2", { id: "enemy-turn-title" }, stage ? stage.title : "What just happened"),
      stage
        ? h("button", { type: "button", class: "small", id: "skip-replay", onclick: () => finish(table, true) }, "Skip")
        : h("div", { class: "row" },
          table.ui.replay ? h("button", { type: "button", class: "small", id: "replay-turn", onclick: () => replayLast(table) }, "Replay") : null,
          h("button", { type: "button", class: "small link", onclick: () => { setLastEnemyTurn(table, null); table.render(); } }, "Hide"))),
    h("ol", { class: "enemy-steps", "aria-live": "polite" }, steps.map((step, i) => h("li", {
      class: i === current ? "current" : "",
      "data-seq": step.seq,
    }, step.text, step.rule ? h("span", { class: "rule" }, ` ${step.rule}`) : null))));
}

/** The quest the board should draw now: the staged one while an enemy turn plays. */
export function shownQuest(table) {
  return table.ui.stage?.quest || table.view.quest;
}
