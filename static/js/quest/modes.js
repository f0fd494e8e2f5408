// Board modes: what a click on the board means now (where a move ends, whom an attack
// hits, where a hero starts, where an enemy or a pushed miniature ends), made from the
// server's legal commands, and the mode the game obviously needs next.

import { spaceKey } from "./board.js";
import { helpers } from "../log.js";
import { moveNotes, previewAttack, previewCommands } from "./preview.js";
import { activityText } from "./words.js";
import { sendCommand } from "../table/controls.js";
import { dropMode, dropStale, offerMode, patchMode } from "./uistate.js";

const { unitName } = helpers;

/** @typedef {import("../types.js").Table} Table */

/** Answer a mode with the command of the chosen space, then redraw. */
async function answer(table, command) {
  dropMode(table);
  await sendCommand(table, command);
  table.render();
}

/** @returns {import("../types.js").SpaceMode} */
export function moveMode(table, unit, commands, title) {
  const quest = table.view.quest;
  const spaces = new Map();
  for (const command of commands) {
    const end = command.path[command.path.length - 1];
    const notes = moveNotes(quest, unit, command);
    spaces.set(spaceKey(end), { command, path: command.path, note: notes.text, warn: notes.warn });
  }
  // Ask the rules what each move runs into (morale, parting leaps, traps), all at once.
  previewCommands(table, commands).then((answers) => {
    answers.forEach((answer, i) => {
      if (!answer?.ok || !answer.move) return;
      const command = commands[i];
      const entry = spaces.get(spaceKey(command.path[command.path.length - 1]));
      const notes = moveNotes(quest, unit, command, answer.move);
      Object.assign(entry, { note: notes.text, warn: notes.warn });
    });
    if (table.ui.mode?.spaces === spaces) table.render();
  });
  return {
    kind: "move",
    key: `move-${unit}-${commands[0]?.discard || ""}-${quest.action?.next_index ?? ""}`,
    unit,
    title,
    spaces,
    choose: (entry) => answer(table, entry.command),
  };
}

/** Additions and runes on the hero's slots that an attack may name (single-use, once
 * per quest, not yet switched on for the entire quest); whether one fits the chosen
 * attack is the server's to say (previewAttack asks it). */
function optionalAdditions(quest, unit) {
  const hero = quest.heroes?.[unit];
  const defs = quest.defs?.equipment || {};
  if (!hero) return [];
  return [...new Set(hero.equipment || [])].filter((id) => {
    const def = defs[id];
    return def && def.category === "addition" && (def.use || "passive") === "passive"
      && (def.duration || "permanent") !== "permanent"
      && !(hero.spent_items || []).includes(id) && !(hero.active_items || []).includes(id);
  });
}

/** ATK-30: at most two offense tokens are used on one attack (MAX_OFFENSE_TOKENS). */
const MAX_OFFENSE_TOKENS = 2;

/** ATK-30: the offense tokens the attacker may declare (its tokens, at most 2). */
export function offenseTokensAllowed(quest, unit) {
  const attacker = quest.heroes?.[unit] || quest.allies?.[unit];
  return Math.min(MAX_OFFENSE_TOKENS, attacker?.tokens?.offense || 0);
}

/** The attack with the declarations made before its roll (offense tokens, ATK-30). */
function declared(mode, command) {
  return mode.offense ? { ...command, offense_tokens: mode.offense } : command;
}

/** @returns {import("../types.js").AttackMode} */
export function attackMode(table, unit, commands, title) {
  /** @type {import("../types.js").AttackMode} */
  const mode = {
    kind: "attack",
    key: `attack-${unit}-${commands[0]?.discard || ""}-${table.view.quest.action?.next_index ?? ""}`,
    unit,
    title,
    options: commands,
    target: null,
    choice: null,
    preview: null,
    declined: { area: false, push: false },
    additions: new Set(),
    offense: 0,
    offenseAllowed: offenseTokensAllowed(table.view.quest, unit),
    pick(target) {
      const fits = commands.filter((c) => c.target === target);
      patchMode(table, mode, { target, choice: fits[0] || null, preview: null });
      table.render();
      if (mode.choice) loadPreview(table, mode);
    },
    choose(command) {
      patchMode(table, mode, { choice: command, preview: null, additions: new Set() });
      table.render();
      loadPreview(table, mode);
    },
    /** ATK-30: declare `count` offense tokens; the odds are asked again. */
    spendOffense(count) {
      patchMode(table, mode, { offense: Math.max(0, Math.min(mode.offenseAllowed, count)), preview: null });
      table.render();
      loadPreview(table, mode);
    },
    /** The command as confirmed: the tokens declared, the traits declined and the additions named. */
    final() {
      const command = /** @type {any} */ (declared(mode, mode.choice));
      const traits = new Set((mode.preview?.traits || []).map((t) => t.name));
      if (traits.has("area") && mode.declined.area) command.area = false;
      if (traits.has("push") && mode.declined.push) command.push = false;
      const usable = new Set(mode.preview?.additions || []);
      command.additions = [...mode.additions].filter((a) => usable.has(a));
      return command;
    },
  };
  // With a single target there is nothing to pick: the odds load at once.
  const targets = new Set(commands.map((c) => c.target));
  if (targets.size === 1) {
    patchMode(table, mode, { target: [...targets][0], choice: commands[0] });
    loadPreview(table, mode);
  }
  return mode;
}

async function loadPreview(table, mode) {
  const choice = mode.choice;
  if (!choice) return;
  const candidates = choice.grenade ? [] : optionalAdditions(table.view.quest, mode.unit);
  const offense = mode.offense;
  const preview = await previewAttack(table, declared(mode, choice), candidates);
  if (mode.choice === choice && mode.offense === offense) {
    patchMode(table, mode, { preview });
    table.render();
  }
}

/** Choosing where an enemy ends its move (ENEMY-11) or where a miniature is pushed
 * (TRAIT-25): the options on the map, the paths on hover. */
/** @returns {import("../types.js").SpaceMode} */
export function spaceAnswerMode(table, decision, commands) {
  const names = table.names();
  const spaces = new Map();
  for (const command of commands) {
    const path = (decision.paths || []).find((p) => spaceKey(p[p.length - 1]) === spaceKey(command.to));
    spaces.set(spaceKey(command.to), { command, path: path || [command.to], note: `ends on [${command.to[0]}, ${command.to[1]}]` });
  }
  const title = decision.kind === "push"
    ? `Choose where ${unitName(names, decision.unit)} is pushed (TRAIT-25).`
    : `Choose where ${unitName(names, decision.unit)} ends its move${decision.target ? ` toward ${unitName(names, decision.target)}` : ""}: the paths are equally good (ENEMY-11).`;
  return {
    kind: "answer",
    key: `answer-${decision.id}`,
    unit: decision.unit,
    title,
    spaces,
    choose: (entry) => answer(table, entry.command),
  };
}

/** A free Move given by a reaction (MA01, HT04, SR08 …): the spaces on the map, the
 * path on hover; "Stay where you are" is in the prompt. */
/** @returns {import("../types.js").SpaceMode} */
export function freeMoveMode(table, decision, commands) {
  const quest = table.view.quest;
  const names = table.names();
  const spaces = new Map();
  for (const command of commands) {
    const end = command.path[command.path.length - 1];
    const notes = moveNotes(quest, decision.unit, command);
    spaces.set(spaceKey(end), { command, path: command.path, note: notes.text, warn: notes.warn });
  }
  return {
    kind: "answer",
    key: `free-${decision.id}`,
    unit: decision.unit,
    title: `Free ${decision.leap_only ? "Parting Leap" : "Move"} ${decision.value} for ${unitName(names, decision.unit)}: choose where to go, or stay (the prompt above).`,
    spaces,
    choose: (entry) => answer(table, entry.command),
  };
}

/** @returns {import("../types.js").SpaceMode} */
export function placeMode(table, commands) {
  const spaces = new Map(commands.map((c) => [spaceKey(c.at), { command: c, note: "start here" }]));
  return {
    kind: "place",
    key: `place-${commands[0].unit}`,
    unit: commands[0].unit,
    title: `Place ${unitName(table.names(), commands[0].unit)} on a space of the deployment zone (QUEST-06).`,
    spaces,
    choose: (entry) => answer(table, entry.command),
  };
}


export function sameCommand(a, b, ignoreDiscard = false) {
  const strip = (c) => {
    const copy = { ...c };
    if (ignoreDiscard) delete copy.discard;
    return JSON.stringify(copy, Object.keys(copy).sort());
  };
  return strip(a) === strip(b);
}

/** A mode from an older state is stale once the legal commands no longer hold it. */
function modeStillLegal(table, mode, sorted) {
  if (!mode) return true;
  const legal = (c) => table.legal.some((l) => sameCommand(l, c, true));
  if (mode.kind === "place") return sorted.answers.some((c) => c.type === "place_hero" && c.unit === mode.unit);
  if (mode.kind === "move" || mode.kind === "answer") return [...mode.spaces.values()].every((e) => legal(e.command));
  return mode.options.every(legal);
}

/** The mode an open decision needs: placing a hero, a free move, an enemy's path, a push. */
function decisionMode(table, sorted) {
  const quest = table.view.quest;
  const places = sorted.answers.filter((c) => c.type === "place_hero");
  if (places.length) return placeMode(table, places.filter((c) => c.unit === places[0].unit));
  const free = (quest.pending || []).find((d) => d.kind === "free_move");
  const freeMoves = sorted.answers.filter((c) => c.type === "take_free_move" && c.path && c.unit === free?.unit);
  if (free && freeMoves.length) return freeMoveMode(table, free, freeMoves);
  for (const [kind, type] of [["enemy_path", "choose_enemy_path"], ["push", "choose_push"]]) {
    const decision = (quest.pending || []).find((d) => d.kind === kind);
    const answers = sorted.answers.filter((c) => c.type === type);
    if (decision && answers.length) return spaceAnswerMode(table, decision, answers);
  }
  return null;
}

/** The mode the next activity of the action in progress needs (a Move, an Attack). */
function activityMode(table, sorted) {
  const quest = table.view.quest;
  const action = quest.action;
  if (!action || !(table.view.you?.heroes?.includes(action.unit) || table.legal.some((c) => c.unit === action.unit))) return null;
  const next = action.activities[action.next_index];
  if (next?.do === "move" && sorted.moves.length) return moveMode(table, action.unit, sorted.moves, `${activityText(next, quest.defs)}: choose where to go.`);
  if (next?.do === "attack" && sorted.attacks.length) return attackMode(table, action.unit, sorted.attacks, `${activityText(next, quest.defs)}.`);
  return null;
}

/** Drop what is stale, then open the mode the game obviously needs next (unless the
 * player closed it). */
export function autoMode(/** @type {Table} */ table, sorted) {
  const offered = (command) => table.legal.some((c) => sameCommand(c, command, true));
  dropStale(table, offered, !modeStillLegal(table, table.ui.mode, sorted));
  if (table.ui.mode) return;
  const mode = decisionMode(table, sorted) || activityMode(table, sorted);
  if (mode) offerMode(table, mode);
}
