// What my hero (or the NPC ally I command) can do on its turn: the action in progress
// with its activities, the moves, attacks and other activities the server offers, and
// the end of the turn.

import { h } from "../dom.js";
import { helpers } from "../log.js";
import { sendCommand } from "../table/controls.js";
import { BASIC_NAMES } from "./legal.js";
import { attackMode, moveMode } from "./modes.js";
import { interact, interactLabel } from "./gear.js";
import { setMode } from "./uistate.js";
import { activityText, cardName } from "./words.js";

const { unitName } = helpers;

/** @typedef {import("../types.js").Table} Table */

export function otherCommandLabel(command, names, defs) {
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

export function actionPanel(table, hero, sorted) {
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
    parts.push(h("p", { class: "muted" }, `${quest.actions_left} action${quest.actions_left === 1 ? "" : "s"} left: play a card's action from your hand, or discard a card for a basic action.`));
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
      onclick: () => (command.type === "interact" ? interact(table, command) : sendCommand(table, command)),
    }, otherCommandLabel(command, names, quest.defs)));
  }
  if (sorted.skip) buttons.push(h("button", { type: "button", id: "skip-activity", onclick: () => sendCommand(table, sorted.skip) }, "Skip this activity"));
  if (sorted.finish) buttons.push(h("button", { type: "button", id: "finish-action", onclick: () => sendCommand(table, sorted.finish) }, "Finish the action"));
  if (sorted.endTurn) buttons.push(h("button", { type: "button", id: "end-turn", onclick: () => sendCommand(table, sorted.endTurn) }, "End turn"));
  for (const b of buttons) table.track(b);
  parts.push(h("div", { class: "row" }, buttons));
  return h("section", { class: "panel action-panel", id: "action" }, parts);
}


/** An NPC ally (QUEST-41/42) whose turn this player commands: its actions, as its quest
 * gives them, then the activities of the chosen one. */
export function allyPanel(table, ally, sorted) {
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
          ? h("button", { type: "button", class: "small primary", "data-ally-action": index, "data-key": JSON.stringify(command), onclick: () => sendCommand(table, command) }, `Take: ${words}`)
          : null;
        if (button) table.track(button);
        return h("li", {}, button || h("span", { class: "muted" }, `${words} (not possible now)`));
      })),
      sorted.endTurn ? h("div", { class: "row" }, h("button", { type: "button", id: "end-turn", onclick: () => sendCommand(table, sorted.endTurn) }, "End its turn")) : null);
  }
  return h("section", { class: "panel hero-panel ally-panel", "data-ally": ally.id, "aria-labelledby": `ally-${ally.id}` }, parts);
}

