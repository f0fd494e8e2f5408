// The top of the quest table: the quest's name and story, the round track, the turn
// order, and one line saying whom the table waits on (and on what).

import { h } from "../dom.js";
import { helpers } from "../log.js";
import { decisionText } from "./logtext.js";
import { seatsOf, stillToAnswer, waitingOn } from "./turns.js";
import { activityText } from "./words.js";
import { showStory } from "./uistate.js";

const { unitName, seatName } = helpers;

/** @typedef {import("../types.js").Table} Table */

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

export function goalText(goal) {
  if (!goal) return "";
  switch (goal.kind) {
    case "eliminate_all": return `Slay every enemy within ${goal.rounds} rounds.`;
    case "survive": return `Survive ${goal.rounds} rounds.`;
    default: return goal.rounds ? `Reach the goal within ${goal.rounds} rounds.` : "";
  }
}

/** The open decisions split into mine and, per other seat, theirs: "where Landsknecht
 * starts" waits on Bert, not on me. */
export function decisionsByWho(view, names) {
  const mySeat = view.you?.seat;
  const mine = [];
  /** @type {Map<string, string[]>} */
  const others = new Map();
  for (const decision of view.quest?.pending || []) {
    const what = decisionText(decision, names);
    for (const seat of seatsOf(view, stillToAnswer(decision))) {
      if (seat === mySeat) mine.push(what);
      else others.set(seat, [...(others.get(seat) || []), what]);
    }
  }
  const theirs = [...others.entries()].map(([seat, whats]) => `${seatName(names, seat)}: ${whats.join("; ")}`);
  return { mine, theirs };
}

function waitsText(view, names) {
  const { mine, theirs } = decisionsByWho(view, names);
  const also = theirs.length ? ` It also waits on ${theirs.join("; ")}.` : "";
  if (mine.length) return { mine: true, text: `The table waits on you: ${mine.join("; ")}.${also}` };
  if (theirs.length) return { mine: false, text: `The table waits on ${theirs.join("; ")}.` };
  return { mine: false, text: "The table is settling what happens next." };
}

/** The actions still to take (QUEST-23): while an action is under way its count is
 * spent already, so the banner says what is still to do in it before "left". */
function actionsLeftText(quest) {
  const left = `${quest.actions_left} action${quest.actions_left === 1 ? "" : "s"} left`;
  const action = quest.action;
  if (!action || action.unit !== quest.active) return left;
  const next = action.activities?.[action.next_index];
  const doing = next ? `${activityText(next, quest.defs)} still to do` : "this action still to finish";
  return `${doing}, then ${left}`;
}

function turnText(table, names) {
  const { view } = table;
  const quest = view.quest;
  const left = actionsLeftText(quest);
  if (view.you?.heroes?.includes(quest.active)) return { mine: true, text: `Your turn: ${unitName(names, quest.active)}, ${left}.` };
  if (quest.allies?.[quest.active] && table.legal.some((c) => c.unit === quest.active)) {
    return { mine: true, text: `You command ${unitName(names, quest.active)}, an ally: ${left}.` };
  }
  if (quest.heroes?.[quest.active] || quest.allies?.[quest.active]) {
    const who = waitingOn(view).map((s) => seatName(names, s)).join(" and ");
    return { mine: false, text: `${unitName(names, quest.active)}'s turn${who ? `: the table waits on ${who}` : ""}.` };
  }
  return { mine: false, text: `${unitName(names, quest.active)} is acting.` };
}

export function statusLine(/** @type {Table} */ table, names) {
  const quest = table.view.quest;
  let line = { mine: false, text: quest.phase === "setup" ? "Setting up the quest." : "" };
  if (quest.pending?.length) line = waitsText(table.view, names);
  else if (quest.active) line = turnText(table, names);
  return h("p", { class: `turn-status ${line.mine ? "mine" : ""}`, id: "turn-status", role: "status" }, line.text);
}

/** Title, story button, round track, turn order and the side-panel toggle. */
export function questHead(/** @type {Table} */ table, shown, names) {
  const quest = table.view.quest;
  return h("header", { class: "quest-head", "aria-labelledby": "quest-title" },
    h("div", { class: "head-row" },
      h("h2", { id: "quest-title" }, `Quest ${quest.number || ""}: ${quest.name}`),
      h("span", { class: "muted goal" }, goalText(quest.goal), quest.night ? " Night: heroes see only 2 spaces." : ""),
      h("button", { type: "button", class: "small", id: "open-story", onclick: () => { showStory(table, true); table.render(); } }, "Story"),
      h("button", {
        type: "button",
        class: "small side-toggle",
        id: "toggle-side",
        "aria-expanded": table.sideOpen() ? "true" : "false",
        "aria-controls": "table-side",
        onclick: () => table.toggleSide(),
      }, "Log & chat")),
    // On a phone the tracks scroll sideways: a stop for the keyboard, named.
    h("div", { class: "tracks", tabindex: "0", role: "group", "aria-label": "Rounds and turn order" },
      h("div", { class: "track-row" }, h("span", { class: "track-label" }, "Round"), roundTrack(quest)),
      h("div", { class: "track-row" }, h("span", { class: "track-label" }, "Order"), turnOrder(shown, names, table.view))),
    statusLine(table, names));
}
