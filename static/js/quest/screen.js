// The quest screen: round track and turn order, the board, the prompt for what the table
// waits on, the dice tray, my heroes and my hand. Everything offered comes from the
// server's legal commands; the screen only lets the player pick among them.

import { h, replace, s, toast } from "../dom.js";
import { cellCentre, drawBoard, LEGEND, legendIcon, spaceKey, zoomable } from "./board.js";
import { BASIC_NAMES, classify, withDiscard } from "./legal.js";
import { diceTray, trackAttacks } from "./dice.js";
import { decisionText } from "./logtext.js";
import { activityText, cardName, itemName, REACTION_TURNS, TIMINGS, traitText, weaponText } from "./words.js";
import { helpers } from "../log.js";
import { refusalText } from "../table/controls.js";
import { renderPrompt } from "./prompts.js";
import { moveNotes, previewAttack, previewCommands } from "./preview.js";
import { outcomePanel } from "./outcome.js";
import { waitingOn } from "./turns.js";
import { enemyTurnPanel, playEnemyTurns, shownQuest } from "./replay.js";
import { closeDialogs, gearList, interact, interactChooser, interactLabel, itemButtons, openReorganize, reorganizeDialog } from "./gear.js";

const { unitName, seatName } = helpers;

/** Send a command and report a refusal in words (with its rule). */
async function send(table, command) {
  try {
    await table.send(command);
    return true;
  } catch (error) {
    toast(refusalText(error), "error");
    return false;
  }
}

function unitAt(quest, id) {
  return (quest.heroes?.[id] || quest.allies?.[id] || quest.enemies?.[id])?.at || null;
}

/** Whether the server lets this player command `unit` now (its commands are legal). */
function commands(table, unit) {
  return table.legal.some((c) => c.unit === unit);
}

function cancelMode(table) {
  if (!table.ui.mode) return;
  table.ui.dismissed = table.ui.mode.key;
  table.ui.mode = null;
  table.ui.hover = null;
  table.render();
}

function setMode(table, mode) {
  table.ui.mode = mode;
  table.ui.hover = null;
  table.render();
}

function installKeys(table) {
  if (table.ui.keysInstalled) return;
  table.ui.keysInstalled = true;
  const onKey = (event) => {
    if (event.key !== "Escape" || !document.getElementById("board")) return;
    if (closeDialogs(table)) {
      event.preventDefault();
    } else if (table.ui.mode) {
      event.preventDefault();
      cancelMode(table);
    }
  };
  document.addEventListener("keydown", onKey);
  // Deadlines count down once a second wherever they are shown.
  const clock = setInterval(() => {
    for (const node of document.querySelectorAll("[data-deadline]")) {
      const left = Math.max(0, Math.round((Number(node.dataset.deadline) - Date.now()) / 1000));
      node.textContent = left > 0 ? `${left} s left` : "time is up: the default applies";
    }
  }, 1000);
  table.ui.dispose = () => {
    document.removeEventListener("keydown", onKey);
    clearInterval(clock);
    clearTimeout(table.ui.stage?.timer);
  };
}

// ------------------------------------------------------------------ head: round and order

function roundTrack(quest) {
  const rounds = quest.goal?.rounds || 0;
  if (!rounds) return null;
  return h("ol", { class: "round-track", "aria-label": `Round ${quest.round} of ${rounds}` },
    Array.from({ length: rounds }, (_, i) => {
      const n = i + 1;
      const state = n < quest.round ? "past" : n === quest.round ? "current" : "future";
      return h("li", { class: state, "aria-current": n === quest.round ? "step" : null }, n);
    }));
}

function turnOrder(quest, names, view) {
  const order = quest.order || [];
  if (!order.length) return h("span", { class: "muted" }, "set at the start of each round");
  const mine = new Set(view.you?.heroes || []);
  return h("ol", { class: "turn-order", id: "turn-order", "aria-label": "Turn order this round" },
    order.map((id, i) => {
      const unit = quest.heroes?.[id] || quest.allies?.[id] || quest.enemies?.[id];
      const gone = !unit || unit.removed || unit.exited || unit.killed;
      const classes = [quest.heroes?.[id] ? "hero" : quest.allies?.[id] ? "ally" : "enemy"];
      if (id === quest.active) classes.push("active");
      else if (i < quest.turn_index) classes.push("done");
      if (mine.has(id)) classes.push("mine");
      if (gone) classes.push("gone");
      return h("li", { class: classes.join(" "), "data-unit": id, "aria-current": id === quest.active ? "true" : null },
        unitName(names, id), unit && !gone ? h("span", { class: "hp" }, ` ${unit.health}♥`) : null);
    }));
}

function goalText(goal) {
  if (!goal) return "";
  switch (goal.kind) {
    case "eliminate_all": return `Slay every enemy within ${goal.rounds} rounds.`;
    case "survive": return `Survive ${goal.rounds} rounds.`;
    default: return goal.rounds ? `Reach the goal within ${goal.rounds} rounds.` : "";
  }
}

function statusLine(table, names) {
  const { view } = table;
  const quest = view.quest;
  const waiting = waitingOn(view);
  const mySeat = view.you?.seat;
  let text;
  let mine = false;
  if (quest.pending?.length) {
    const what = quest.pending.map((d) => decisionText(d, names)).join("; ");
    if (waiting.includes(mySeat)) {
      mine = true;
      text = `The table waits on you: ${what}.`;
    } else {
      const who = waiting.map((s) => seatName(names, s));
      text = who.length ? `The table waits on ${who.join(" and ")}: ${what}.` : `Waiting: ${what}.`;
    }
  } else if (quest.active) {
    if (view.you?.heroes?.includes(quest.active)) {
      mine = true;
      text = `Your turn: ${unitName(names, quest.active)}, ${quest.actions_left} action${quest.actions_left === 1 ? "" : "s"} left.`;
    } else if (quest.allies?.[quest.active] && commands(table, quest.active)) {
      mine = true;
      text = `You command ${unitName(names, quest.active)} (an NPC ally, QUEST-42): ${quest.actions_left} action${quest.actions_left === 1 ? "" : "s"} left.`;
    } else if (quest.heroes?.[quest.active] || quest.allies?.[quest.active]) {
      const who = waiting.map((s) => seatName(names, s)).join(" and ");
      text = `${unitName(names, quest.active)}'s turn${who ? `: the table waits on ${who}` : ""}.`;
    } else {
      text = `${unitName(names, quest.active)} is acting.`;
    }
  } else {
    text = quest.phase === "setup" ? "Setting up the quest." : "";
  }
  return h("p", { class: `turn-status ${mine ? "mine" : ""}`, id: "turn-status", role: "status" }, text);
}

// ------------------------------------------------------------------------------ board

function boardOptions(table) {
  const { view, ui } = table;
  const quest = shownQuest(table);
  const options = { active: quest.active, mine: new Set(view.you?.heroes || []), names: table.names().units };
  const mode = ui.mode;
  if (!mode || ui.stage) return options;
  if (mode.spaces) {
    options.reachable = new Map([...mode.spaces.entries()].map(([k, v]) => [k, { note: v.note }]));
    const hovered = ui.hover && mode.spaces.get(ui.hover);
    if (hovered?.path) {
      const from = unitAt(quest, mode.unit);
      options.path = from ? [from, ...hovered.path] : hovered.path;
    }
    options.marks = new Map();
    if (ui.hover && mode.spaces.has(ui.hover)) options.marks.set(ui.hover, hovered?.warn ? "warn" : "chosen");
  }
  if (mode.kind === "attack") {
    options.targets = new Set(mode.options.map((c) => c.target));
    if (mode.target) {
      const from = unitAt(quest, mode.unit);
      const to = quest.enemies?.[mode.target]?.at;
      if (from && to) options.line = { from, to };
    }
  }
  return options;
}

function boardPanel(table) {
  const { ui } = table;
  const svg = drawBoard(shownQuest(table), boardOptions(table));
  svg.id = "board";
  if (!ui.zoom) ui.zoom = {};
  const zoom = zoomable(svg, ui.zoom);
  const mode = ui.stage ? null : ui.mode;
  const chooseSpace = (key) => {
    const entry = mode?.spaces?.get(key);
    if (!entry) return;
    if (mode.choose) mode.choose(entry);
  };
  svg.addEventListener("click", (event) => {
    const unit = event.target.closest?.("[data-unit]");
    if (unit && mode?.kind === "attack" && mode.options.some((c) => c.target === unit.dataset.unit)) {
      mode.pick(unit.dataset.unit);
      return;
    }
    const cell = event.target.closest?.("rect.cell");
    if (cell) chooseSpace(`${cell.dataset.x},${cell.dataset.y}`);
  });
  svg.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const cell = event.target.closest?.("rect.cell");
    const unit = event.target.closest?.("[data-unit]");
    if (unit && mode?.kind === "attack") {
      event.preventDefault();
      mode.pick(unit.dataset.unit);
    } else if (cell) {
      event.preventDefault();
      chooseSpace(`${cell.dataset.x},${cell.dataset.y}`);
    }
  });
  const hover = (event) => {
    const cell = event.target.closest?.("rect.cell.reachable");
    const key = cell ? `${cell.dataset.x},${cell.dataset.y}` : null;
    if (key !== ui.hover) {
      ui.hover = key;
      showHover(table, svg);
    }
  };
  if (mode?.spaces) {
    svg.addEventListener("pointerover", hover);
    svg.addEventListener("focusin", hover);
  }
  if (mode?.kind === "attack") {
    for (const node of svg.querySelectorAll(".unit.target")) {
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.dataset.key = `target-${node.dataset.unit}`;
    }
  }
  for (const cell of svg.querySelectorAll("rect.cell.reachable")) cell.dataset.key = `cell-${cell.dataset.x}-${cell.dataset.y}`;
  const legendItems = LEGEND.map((item) => h("li", {}, legendIcon(item.key), item.label));
  legendItems.push(
    h("li", {}, h("span", { class: "swatch engaged" }), "red dashed outline: miniatures there are engaged (MOVE-09)"),
    h("li", {}, "O offense · D defense · P poison · S stun · I immobilize · M mighty (destruction markers) · R a weapon is empty (Reload) · A destruction markers on armor · H hidden: tokens next to a miniature; point at a miniature for its details"));
  const legend = h("details", { class: "legend-box" }, h("summary", {}, "What the marks on the map mean"),
    h("ul", { class: "legend" }, legendItems));
  return h("section", { class: "board-wrap", "aria-label": "Quest map" }, svg,
    h("div", { class: "zoom-controls" },
      h("button", { type: "button", onclick: zoom.zoomIn, "aria-label": "Zoom in" }, "+"),
      h("button", { type: "button", onclick: zoom.zoomOut, "aria-label": "Zoom out" }, "−"),
      h("button", { type: "button", onclick: zoom.reset, "aria-label": "Show the whole map" }, "⤢")),
    ui.stage ? null : modePanel(table),
    legend);
}

function modeHint(mode) {
  if (mode?.kind === "place") return "The highlighted spaces are the deployment zone: click one (or Tab to it and press Enter).";
  return "Highlighted spaces can be reached. Point at one to see the path; click it (or Tab to it and press Enter) to go there.";
}

/** Pointing at (or tabbing to) a reachable space: its path on the board and its text
 * under it, without redrawing the screen. */
function showHover(table, svg) {
  const { ui } = table;
  const mode = ui.mode;
  const entry = ui.hover && mode?.spaces?.get(ui.hover);
  for (const old of svg.querySelectorAll("polyline.path")) old.remove();
  for (const cell of svg.querySelectorAll("rect.cell.mark-chosen, rect.cell.mark-warn")) {
    cell.classList.remove("mark-chosen", "mark-warn");
  }
  const info = document.getElementById("path-info");
  if (!entry) {
    if (info) {
      info.className = "muted";
      info.textContent = modeHint(mode);
    }
    return;
  }
  const [x, y] = ui.hover.split(",");
  svg.querySelector(`rect.cell[data-x="${x}"][data-y="${y}"]`)?.classList.add(entry.warn ? "mark-warn" : "mark-chosen");
  const quest = table.view.quest;
  const from = unitAt(quest, mode.unit);
  const path = entry.path ? [...(from ? [from] : []), ...entry.path] : [];
  if (path.length > 1) {
    svg.querySelector("g.overlay")?.append(s("polyline", { class: "path", points: path.map((at) => cellCentre(at).join(",")).join(" ") }));
  }
  if (info) {
    info.className = entry.warn ? "warning" : "muted";
    info.textContent = entry.note || "";
  }
}

// ------------------------------------------------------------------------------ modes

function moveMode(table, unit, commands, title) {
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
    choose: async (entry) => {
      table.ui.mode = null;
      await send(table, entry.command);
      table.render();
    },
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

function attackMode(table, unit, commands, title) {
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
    pick(target) {
      mode.target = target;
      const fits = commands.filter((c) => c.target === target);
      mode.choice = fits[0] || null;
      mode.preview = null;
      table.render();
      if (mode.choice) loadPreview(table, mode);
    },
    choose(command) {
      mode.choice = command;
      mode.preview = null;
      mode.additions = new Set();
      table.render();
      loadPreview(table, mode);
    },
    /** The command as confirmed: the traits declined and the additions named. */
    final() {
      const command = { ...mode.choice };
      const traits = new Set((mode.preview?.traits || []).map((t) => t.name));
      if (traits.has("area") && mode.declined.area) command.area = false;
      if (traits.has("push") && mode.declined.push) command.push = false;
      const usable = new Set(mode.preview?.additions || []);
      command.additions = [...mode.additions].filter((a) => usable.has(a));
      return command;
    },
  };
  const targets = new Set(commands.map((c) => c.target));
  if (targets.size === 1) {
    mode.target = [...targets][0];
    mode.choice = commands[0];
  }
  return mode;
}

async function loadPreview(table, mode) {
  const choice = mode.choice;
  if (!choice) return;
  const candidates = choice.grenade ? [] : optionalAdditions(table.view.quest, mode.unit);
  const preview = await previewAttack(table, choice, candidates);
  if (mode.choice === choice) {
    mode.preview = preview;
    table.render();
  }
}

/** Choosing where an enemy ends its move (ENEMY-11) or where a miniature is pushed
 * (TRAIT-25): the options on the map, the paths on hover. */
function spaceAnswerMode(table, decision, commands) {
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
    choose: async (entry) => {
      table.ui.mode = null;
      await send(table, entry.command);
      table.render();
    },
  };
}

/** A free Move given by a reaction (MA01, HT04, SR08 …): the spaces on the map, the
 * path on hover; "Stay where you are" is in the prompt. */
function freeMoveMode(table, decision, commands) {
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
    choose: async (entry) => {
      table.ui.mode = null;
      await send(table, entry.command);
      table.render();
    },
  };
}

function placeMode(table, commands) {
  const spaces = new Map(commands.map((c) => [spaceKey(c.at), { command: c, note: "start here" }]));
  return {
    kind: "place",
    key: `place-${commands[0].unit}`,
    unit: commands[0].unit,
    title: `Place ${unitName(table.names(), commands[0].unit)} on a space of the deployment zone (QUEST-06).`,
    spaces,
    choose: async (entry) => {
      table.ui.mode = null;
      await send(table, entry.command);
      table.render();
    },
  };
}

// --------------------------------------------------------------------- the action panel

function weaponLabel(defs, command) {
  if (command.grenade) return `Throw ${itemName(defs, command.grenade)}`;
  return weaponText(defs, command) || "no weapon";
}

const DECLINABLE = {
  area: "Area: every miniature on the space is attacked, friends too (TRAIT-07)",
  push: "Push: the target is pushed 1 space away when the action ends (TRAIT-25)",
};

/** Area and Push may be declined when the attack is declared (TRAIT-03). */
function traitToggles(table, mode, traits) {
  const names = traits.map((t) => t.name).filter((n) => DECLINABLE[n]);
  if (!names.length) return null;
  return h("fieldset", { class: "weapons toggles", id: "attack-traits" }, h("legend", {}, "Use these traits (you may decline them now)"),
    names.map((name) => h("label", { class: "check" },
      h("input", {
        type: "checkbox",
        id: `trait-${name}`,
        checked: !mode.declined[name],
        onchange: (event) => {
          mode.declined[name] = !event.target.checked;
          table.render();
        },
      }),
      DECLINABLE[name])));
}

function additionToggles(table, mode, usable) {
  if (!usable.length) return null;
  const defs = table.view.quest.defs?.equipment || {};
  const DURATION = { single_use: "single use", once_per_quest: "once per quest", entire_quest: "for the rest of the quest" };
  return h("fieldset", { class: "weapons toggles", id: "attack-additions" }, h("legend", {}, "Additions and runes to use on this attack"),
    usable.map((item) => h("label", { class: "check" },
      h("input", {
        type: "checkbox",
        id: `addition-${item}`,
        checked: mode.additions.has(item),
        onchange: (event) => {
          if (event.target.checked) mode.additions.add(item);
          else mode.additions.delete(item);
          table.render();
        },
      }),
      `${itemName(table.view.quest.defs, item)} (${DURATION[defs[item]?.duration] || defs[item]?.duration}): ${defs[item]?.text || ""}`)));
}

function attackSummary(table, mode) {
  const names = table.names();
  const quest = table.view.quest;
  const parts = [];
  const targets = [...new Set(mode.options.map((c) => c.target))];
  parts.push(h("p", {}, mode.title, " Choose a target with a gold ring on the map, or here:"));
  parts.push(h("div", { class: "row", id: "targets" }, targets.map((t) => h("button", {
    type: "button",
    class: t === mode.target ? "primary small" : "small",
    "data-target": t,
    "aria-pressed": t === mode.target ? "true" : "false",
    onclick: () => mode.pick(t),
  }, unitName(names, t)))));
  if (mode.target) {
    const weapons = mode.options.filter((c) => c.target === mode.target);
    if (weapons.length > 1) {
      parts.push(h("fieldset", { class: "weapons" }, h("legend", {}, "With"),
        weapons.map((c, i) => h("label", { class: "check" },
          h("input", {
            type: "radio",
            name: "weapon",
            id: `weapon-${i}`,
            "data-weapon": c.grenade || c.weapon || (c.unarmed ? "unarmed" : "none"),
            checked: c === mode.choice,
            onchange: () => mode.choose(c),
          }),
          weaponLabel(quest.defs, c)))));
    }
    const p = mode.preview;
    if (p?.noRoll) {
      parts.push(h("p", { id: "attack-preview" }, `${itemName(quest.defs, mode.choice.grenade)}: no roll; its effect reaches ${unitName(names, mode.target)} and everyone on that space (EQUIP-35).`));
    } else if (p && !p.error) {
      const traits = (p.traits || []).map(traitText);
      parts.push(h("dl", { class: "preview", id: "attack-preview" },
        h("dt", {}, "Dice"), h("dd", { "data-testid": "preview-dice" }, String(p.dice)),
        h("dt", {}, "Hits on"), h("dd", { "data-testid": "preview-to-hit" }, `${p.to_hit} or less`),
        h("dt", {}, "Attribute added"), h("dd", {}, `+${p.attribute}`),
        h("dt", {}, `${unitName(names, mode.target)}'s defense`), h("dd", { "data-testid": "preview-defense" }, String(p.defense)),
        h("dt", {}, "Distance"), h("dd", {}, `${p.distance} (${p.line_of_sight ? "in line of sight" : "no line of sight needed"})`),
        traits.length ? [h("dt", {}, "Traits"), h("dd", { "data-testid": "preview-traits" }, traits.join(", "))] : null));
      parts.push(traitToggles(table, mode, p.traits || []));
      parts.push(additionToggles(table, mode, p.additions || []));
    } else if (p?.error) {
      parts.push(h("p", { class: "error" }, p.error));
    } else {
      parts.push(h("p", { class: "muted" }, "Working out the odds…"));
    }
    parts.push(h("div", { class: "row" },
      h("button", {
        type: "button",
        class: "primary",
        id: "confirm-attack",
        disabled: !mode.choice || !table.online,
        onclick: async () => {
          const command = mode.preview && !mode.preview.error ? mode.final() : mode.choice;
          table.ui.mode = null;
          await send(table, command);
          table.render();
        },
      }, mode.choice?.grenade ? `Throw at ${unitName(names, mode.target)}` : `Attack ${unitName(names, mode.target)}`),
      h("button", { type: "button", onclick: () => cancelMode(table) }, "Cancel (Esc)")));
  } else {
    parts.push(h("div", { class: "row" }, h("button", { type: "button", onclick: () => cancelMode(table) }, "Cancel (Esc)")));
  }
  return parts;
}

function modePanel(table) {
  const mode = table.ui.mode;
  if (!mode) return null;
  if (mode.kind === "attack") return h("div", { class: "mode", id: "mode", "aria-live": "polite" }, attackSummary(table, mode));
  const hovered = table.ui.hover && mode.spaces.get(table.ui.hover);
  return h("div", { class: "mode", id: "mode" },
    h("p", {}, h("strong", {}, mode.title)),
    hovered
      ? h("p", { class: hovered.warn ? "warning" : "muted", id: "path-info", "aria-live": "polite" }, hovered.note || "")
      : h("p", { class: "muted", id: "path-info", "aria-live": "polite" }, modeHint(mode)),
    h("div", { class: "row" }, h("button", { type: "button", onclick: () => cancelMode(table) }, "Cancel (Esc)")));
}

function otherCommandLabel(command, names, defs) {
  switch (command.type) {
    case "heal": return `Heal ${unitName(names, command.target)}`;
    case "cast_spell": return command.targets?.length ? `Cast on ${command.targets.map((t) => unitName(names, t)).join(", ")}` : "Cast the spell";
    case "take_tokens": return command.recipient && command.recipient !== command.unit ? `Give the tokens to ${unitName(names, command.recipient)}` : "Take the tokens";
    case "interact": return interactLabel(command, names, defs);
    case "hide": return "Hide here";
    default: return command.type.replace(/_/g, " ");
  }
}

/** The words of the next activity of this kind in the action in progress. */
function nextOfKind(action, kind, quest) {
  const next = action?.activities.slice(action.next_index).find((a) => a.do === kind);
  return next ? activityText(next, quest.defs) : "";
}

function actionPanel(table, hero, sorted) {
  const quest = table.view.quest;
  const names = table.names();
  const action = quest.action;
  const parts = [h("h3", {}, action ? "Action in progress" : "Your turn")];
  if (action) {
    const source = action.card
      ? `${cardName(quest.defs, action.card)}`
      : action.basic ? `basic action: ${BASIC_NAMES[action.basic] || action.basic}` : `its action ${(action.ally_action ?? 0) + 1}`;
    parts.push(h("p", {}, source));
    parts.push(h("ol", { class: "activities" }, action.activities.map((a, i) => h("li", {
      class: i < action.next_index ? "done" : i === action.next_index ? "next" : "",
    }, activityText(a, quest.defs), i < action.next_index ? " (done or skipped)" : i === action.next_index ? " ← next" : ""))));
  } else {
    parts.push(h("p", { class: "muted" }, `${quest.actions_left} action${quest.actions_left === 1 ? "" : "s"} left: play a card's action from your hand, or discard a card for a basic action (QUEST-23).`));
  }
  const buttons = [];
  if (sorted.moves.length) {
    buttons.push(h("button", {
      type: "button",
      class: "primary",
      id: "do-move",
      onclick: () => setMode(table, moveMode(table, hero.id, sorted.moves, `${nextOfKind(action, "move", quest) || "Move"}: choose where to go.`)),
    }, "Move"));
  }
  if (sorted.attacks.length) {
    buttons.push(h("button", {
      type: "button",
      class: "primary",
      id: "do-attack",
      onclick: () => setMode(table, attackMode(table, hero.id, sorted.attacks, `${nextOfKind(action, "attack", quest) || "Attack"}.`)),
    }, "Attack"));
  }
  for (const command of sorted.others) {
    buttons.push(h("button", {
      type: "button",
      "data-key": JSON.stringify(command),
      "data-interact": command.type === "interact" ? command.what : null,
      onclick: () => (command.type === "interact" ? interact(table, command) : send(table, command)),
    }, otherCommandLabel(command, names, quest.defs)));
  }
  if (sorted.skip) buttons.push(h("button", { type: "button", id: "skip-activity", onclick: () => send(table, sorted.skip) }, "Skip this activity"));
  if (sorted.finish) buttons.push(h("button", { type: "button", id: "finish-action", onclick: () => send(table, sorted.finish) }, "Finish the action"));
  if (sorted.endTurn) buttons.push(h("button", { type: "button", id: "end-turn", onclick: () => send(table, sorted.endTurn) }, "End turn"));
  for (const b of buttons) table.track(b);
  parts.push(h("div", { class: "row" }, buttons));
  return h("section", { class: "panel action-panel", id: "action" }, parts);
}

// ------------------------------------------------------------------------------ the hand

function cardView(table, hero, card, index, sorted, myTurn) {
  const quest = table.view.quest;
  const def = quest.defs?.cards?.[card];
  const names = table.names();
  if (!def) return h("li", { class: "card unknown" }, "A card");
  const play = sorted.cards.get(card);
  // A reaction that reaches one of several miniatures is played from the prompt, where
  // the player picks whom; from the hand only when there is nothing to pick.
  const reactions = sorted.answers.filter((c) => c.type === "play_reaction" && c.card === card && c.unit === hero.id);
  const reaction = reactions.length === 1 ? reactions[0] : null;
  const turn = REACTION_TURNS[def.reaction?.turn] || { label: "Reaction", tone: "either" };
  const when = TIMINGS[def.reaction?.timing] || "";
  const basics = Object.entries(sorted.basics).filter(([, list]) => list.length);
  const playAction = async () => {
    if (play) await send(table, play);
    else if (reaction) await send(table, reaction);
  };
  const element = h("li", {
    class: `card ${play ? "playable" : ""} ${reactions.length ? "reactable" : ""}`,
    tabindex: "0",
    "data-card": card,
    "data-key": `card-${hero.id}-${index}`,
    "aria-label": `${def.name}. Action: ${def.text}. Reaction (${turn.label}${when ? `, ${when}` : ""}): ${def.reaction?.text || "none"}.${play ? " Press Enter to play the action." : reaction ? " Press Enter to play the reaction." : ""}`,
    onkeydown: (event) => {
      if (event.target !== element || event.key !== "Enter") return;
      event.preventDefault();
      playAction();
    },
  },
  h("header", {}, h("strong", {}, def.name), h("span", { class: "card-id" }, card)),
  h("div", { class: "upper" },
    h("span", { class: "half-label" }, def.free ? "Action · free" : "Action"),
    h("p", {}, def.text),
    play ? h("button", { type: "button", class: "primary small", "data-play": card, onclick: () => send(table, play) }, "Play the action") : null),
  h("div", { class: `lower tone-${turn.tone}` },
    h("span", { class: "half-label" }, `Reaction · ${turn.label}${when ? ` · ${when}` : ""}`),
    h("p", {}, def.reaction?.text || ""),
    reaction ? h("button", { type: "button", class: "primary small", "data-react": card, onclick: () => send(table, reaction) }, "Play the reaction") : null),
  myTurn && basics.length && !quest.action
    ? h("div", { class: "basics" }, h("span", { class: "half-label" }, "Or discard it for"),
      h("div", { class: "row" }, basics.map(([name, list]) => h("button", {
        type: "button",
        class: "small",
        "data-basic": name,
        onclick: () => startBasic(table, hero, name, withDiscard(list, card), names),
      }, BASIC_NAMES[name]))))
    : null);
  for (const b of element.querySelectorAll("button")) table.track(b);
  return element;
}

function startBasic(table, hero, name, commands, names) {
  const discard = cardName(table.view.quest.defs, commands[0].discard);
  if (name === "move") return setMode(table, moveMode(table, hero.id, commands, `Move 1, paid with ${discard}: choose where to go.`));
  if (name.endsWith("attack")) return setMode(table, attackMode(table, hero.id, commands, `${BASIC_NAMES[name]}, paid with ${discard}.`));
  if (name === "interact") {
    if (commands.length === 1 && commands[0].what !== "reorganize") return interact(table, commands[0]);
    if (commands.length === 1) return openReorganize(table, commands[0]);
    table.ui.reorganize = null;
    table.ui.interactPick = { unit: hero.id, commands };
    return table.render();
  }
  if (commands.length === 1) return send(table, commands[0]);
  toast(`Choose: ${commands.map((c) => otherCommandLabel(c, names, table.view.quest.defs)).join(", ")}`);
  return send(table, commands[0]);
}

function heroPanel(table, hero, sorted) {
  const quest = table.view.quest;
  const myTurn = quest.active === hero.id && !quest.pending?.length;
  const tokens = hero.tokens || {};
  const armor = Object.values(hero.armor_damage || {}).reduce((sum, n) => sum + n, 0);
  const marks = [
    tokens.offense ? `${tokens.offense} offense` : null,
    tokens.defense ? `${tokens.defense} defense` : null,
    tokens.poison ? "poisoned (1 damage at the start of each turn, TRAIT-13)" : null,
    tokens.stun ? "stunned (no actions, penalty attacks or reactions next turn, TRAIT-22)" : null,
    tokens.immobilize ? "immobilized (no moving next turn, TRAIT-24)" : null,
    tokens.mighty ? `${tokens.mighty} mighty` : null,
    armor ? `${armor} destruction marker${armor === 1 ? "" : "s"} on armor (TRAIT-21)` : null,
    hero.hidden ? "hidden (HERO-STATE-07)" : null,
  ].filter(Boolean);
  const hand = hero.hand || [];
  const state = hero.killed ? "Killed (Hero Elimination, HERO-STATE-16)" : hero.health === 0 ? "Unconscious (HERO-STATE-01)" : null;
  return h("section", { class: "panel hero-panel", "data-hero": hero.id, "aria-labelledby": `hero-${hero.id}` },
    h("h2", { id: `hero-${hero.id}` }, hero.name),
    state ? h("p", { class: "warning", "data-testid": "hero-state" }, state) : null,
    h("p", { class: "hero-stats" },
      `Health ${hero.health}/${hero.max_health} · Morale ${hero.morale}/${hero.morale_top} · Strength ${hero.attributes.strength} · Agility ${hero.attributes.agility} · Perception ${hero.attributes.perception} · Knowledge ${hero.attributes.knowledge}`),
    marks.length ? h("p", { class: "tokens", "data-testid": "hero-tokens" }, `Tokens: ${marks.join(", ")}`) : null,
    gearList(quest, hero),
    h("p", { class: "muted" }, `Draw pile ${hero.draw_pile?.length ?? 0} · used ${hero.used?.length ?? 0}`),
    myTurn ? actionPanel(table, hero, sorted) : null,
    myTurn ? itemButtons(table, hero, sorted.items) : null,
    interactChooser(table, hero),
    reorganizeDialog(table, hero),
    h("h3", {}, `Hand (${hand.length})`),
    hand.length
      ? h("ol", { class: "hand", "aria-label": `${hero.name}'s hand` }, hand.map((card, i) => cardView(table, hero, card, i, sorted, myTurn)))
      : h("p", { class: "muted" }, "No cards in hand."));
}

/** An NPC ally (QUEST-41/42) whose turn this player commands: its actions, as its quest
 * gives them, then the activities of the chosen one. */
function allyPanel(table, ally, sorted) {
  const quest = table.view.quest;
  const names = table.names();
  const def = quest.defs?.allies?.[ally.ally];
  const starts = table.legal.filter((c) => c.type === "ally_action" && c.unit === ally.id);
  const parts = [
    h("h2", { id: `ally-${ally.id}` }, ally.name),
    h("p", { class: "hero-stats" }, `NPC ally (QUEST-41/42)${ally.controller ? `, commanded by ${unitName(names, ally.controller)}'s player` : ""} · Health ${ally.health}/${ally.max_health}`),
  ];
  if (quest.action?.unit === ally.id) {
    parts.push(actionPanel(table, ally, sorted));
  } else {
    parts.push(h("h3", {}, `Its actions (${quest.actions_left} left this turn)`),
      h("ol", { class: "ally-actions" }, (def?.actions || []).map((activities, index) => {
        const command = starts.find((c) => c.action === index);
        const words = activities.map((a) => activityText(a, quest.defs)).join(", then ");
        const button = command
          ? h("button", { type: "button", class: "small primary", "data-ally-action": index, "data-key": JSON.stringify(command), onclick: () => send(table, command) }, `Take: ${words}`)
          : null;
        if (button) table.track(button);
        return h("li", {}, button || h("span", { class: "muted" }, `${words} (not possible now)`));
      })),
      sorted.endTurn ? h("div", { class: "row" }, h("button", { type: "button", id: "end-turn", onclick: () => send(table, sorted.endTurn) }, "End its turn")) : null);
  }
  return h("section", { class: "panel hero-panel ally-panel", "data-ally": ally.id, "aria-labelledby": `ally-${ally.id}` }, parts);
}

// ---------------------------------------------------------------------- auto modes

/** Open the board mode the game obviously needs next (placing a hero, the next activity
 * of the action in progress), unless the player closed it. */
function autoMode(table, sorted) {
  const { ui, view } = table;
  const quest = view.quest;
  if (ui.mode) {
    // A mode from an older state is stale once the legal commands change.
    const still = ui.mode.kind === "place"
      ? sorted.answers.some((c) => c.type === "place_hero" && c.unit === ui.mode.unit)
      : ui.mode.kind === "move" || ui.mode.kind === "answer"
        ? [...ui.mode.spaces.values()].every((e) => table.legal.some((c) => sameCommand(c, e.command, true)))
        : ui.mode.options.every((c) => table.legal.some((l) => sameCommand(l, c, true)));
    if (!still) ui.mode = null;
  }
  if (ui.mode) return;
  const places = sorted.answers.filter((c) => c.type === "place_hero");
  if (places.length) {
    const mode = placeMode(table, places.filter((c) => c.unit === places[0].unit));
    if (ui.dismissed !== mode.key) ui.mode = mode;
    return;
  }
  const free = (quest.pending || []).find((d) => d.kind === "free_move");
  const freeMoves = sorted.answers.filter((c) => c.type === "take_free_move" && c.path && c.unit === free?.unit);
  if (free && freeMoves.length) {
    const mode = freeMoveMode(table, free, freeMoves);
    if (ui.dismissed !== mode.key) ui.mode = mode;
    return;
  }
  for (const [kind, type] of [["enemy_path", "choose_enemy_path"], ["push", "choose_push"]]) {
    const decision = (quest.pending || []).find((d) => d.kind === kind);
    const answers = sorted.answers.filter((c) => c.type === type);
    if (decision && answers.length) {
      const mode = spaceAnswerMode(table, decision, answers);
      if (ui.dismissed !== mode.key) ui.mode = mode;
      return;
    }
  }
  const action = quest.action;
  if (action && (view.you?.heroes?.includes(action.unit) || commands(table, action.unit))) {
    const next = action.activities[action.next_index];
    if (next?.do === "move" && sorted.moves.length) {
      const mode = moveMode(table, action.unit, sorted.moves, `${activityText(next, quest.defs)}: choose where to go.`);
      if (ui.dismissed !== mode.key) ui.mode = mode;
    } else if (next?.do === "attack" && sorted.attacks.length) {
      const mode = attackMode(table, action.unit, sorted.attacks, `${activityText(next, quest.defs)}.`);
      if (ui.dismissed !== mode.key) ui.mode = mode;
    }
  }
}

/** The interact chooser and the reorganize dialog last while the server still offers
 * what they were opened for. */
function dropStaleDialogs(table) {
  const { ui } = table;
  const offered = (command) => table.legal.some((c) => sameCommand(c, command, true));
  if (ui.interactPick && !ui.interactPick.commands.every(offered)) ui.interactPick = null;
  if (ui.reorganize && !offered(ui.reorganize.command)) ui.reorganize = null;
}

function sameCommand(a, b, ignoreDiscard) {
  const strip = (c) => {
    const copy = { ...c };
    if (ignoreDiscard) delete copy.discard;
    return JSON.stringify(copy, Object.keys(copy).sort());
  };
  return strip(a) === strip(b);
}

// ------------------------------------------------------------------------------ screen

export function renderQuest(area, table) {
  installKeys(table);
  const { view } = table;
  const quest = view.quest;
  const names = table.names();
  const sorted = classify(table.legal);
  if (quest.phase === "ended" || view.phase !== "quest") {
    table.ui.mode = null;
    replace(area, outcomePanel(table, names, sorted), boardPanel(table));
    return;
  }
  autoMode(table, sorted);
  dropStaleDialogs(table);
  const myHeroes = (view.you?.heroes || []).map((id) => quest.heroes?.[id]).filter(Boolean);
  replace(area,
    h("section", { class: "quest-head", "aria-labelledby": "quest-title" },
      h("h2", { id: "quest-title" }, `Quest ${quest.number || ""}: ${quest.name}`),
      h("p", { class: "muted" }, goalText(quest.goal), quest.night ? " Night: you see only 2 spaces far (ATK-19)." : ""),
      h("div", { class: "track-row" }, h("span", { class: "track-label" }, "Round"), roundTrack(quest)),
      h("div", { class: "track-row" }, h("span", { class: "track-label" }, "Order"), turnOrder(shownQuest(table), names, view))),
    statusLine(table, names),
    renderPrompt(table, sorted, names, {
      placeMode: (cmds) => setMode(table, placeMode(table, cmds)),
      freeMoveMode: (decision, cmds) => setMode(table, freeMoveMode(table, decision, cmds)),
    }),
    boardPanel(table),
    enemyTurnPanel(table),
    diceTray(table.ui, names),
    Object.values(quest.allies || {}).filter((ally) => ally.id === quest.active && commands(table, ally.id))
      .map((ally) => allyPanel(table, ally, sorted)),
    myHeroes.map((hero) => heroPanel(table, hero, sorted)));
}

/** Called with each batch of new events (before the view is redrawn); `live` batches
 * (not the history loaded with the page) play enemy turns step by step. */
export function questEvents(table, events, live = false) {
  if (live && table.ui.lastEnemyTurn && events.some((e) => ["card_played", "basic_action_taken"].includes(e.event.type))) {
    table.ui.lastEnemyTurn = null;
  }
  if (live && table.view.quest) playEnemyTurns(table, table.view.quest, events, table.names());
  trackAttacks(events, table.ui, table.view.quest?.defs);
  for (const { event } of events) {
    if (event.type === "quest_ended") table.ui.ending = event;
    if (event.type === "quest_started") table.ui.ending = null;
  }
  table.ui.dismissed = null;
  if (events.some((e) => ["turn_started", "decision_opened", "action_finished"].includes(e.event.type))) table.ui.mode = null;
  if (events.some((e) => ["turn_started", "action_finished", "card_played", "basic_action_taken"].includes(e.event.type))) {
    table.ui.interactPick = null;
    table.ui.reorganize = null;
  }
}
