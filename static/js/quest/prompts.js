// Prompts for the decisions the table waits on (DESIGN principle 2): who decides, the
// options the server lists, the deadline counting down; others see who they wait on.

import { h } from "../dom.js";
import { helpers } from "../log.js";
import { sendCommand } from "../table/controls.js";
import { decisionText, defaultWords } from "./logtext.js";
import { seatsOf, stillToAnswer } from "./turns.js";
import { rerollPicker, withReroll } from "./reroll.js";
import { setDraft } from "./uistate.js";
import { cardName, itemName, momentText, REACTION_TURNS, TIMINGS } from "./words.js";

const { unitName, seatName } = helpers;

/** The player behind a decider (a seat, or a hero of a seat). */
function whoName(table, names, id) {
  const seat = seatsOf(table.view, [id])[0];
  return seat ? seatName(names, seat) : unitName(names, id);
}

const send = sendCommand;

function myDecision(view, decision) {
  const you = view.you || {};
  const who = new Set([you.seat, ...(you.heroes || [])]);
  return stillToAnswer(decision).some((d) => who.has(d));
}

/** Milliseconds since the epoch (on the server's clock) when `decision` times out, or
 * null: the server's deadline for every open decision, mine or another's. */
function deadlineOf(table, decision) {
  const known = table.deadlines?.[String(decision.id)];
  if (known) return Date.parse(known);
  const mine = (table.pending || []).find((d) => d.id === decision.id);
  return mine?.deadline ? Date.parse(mine.deadline) : null;
}

/** "pass in 12 s": the default and the time left, counted on the server's clock. */
export function countdownText(at, offset, words) {
  const left = Math.max(0, Math.round((at - (Date.now() + offset)) / 1000));
  return left > 0 ? `${words} in ${left} s` : `time is up: ${words}`;
}

function countdown(table, decision, names) {
  const at = deadlineOf(table, decision);
  if (!at) return null;
  const words = defaultWords(decision, names);
  const offset = table.clockOffset || 0;
  return h("span", { class: "countdown", "data-deadline": at, "data-default": words, "data-offset": offset, "aria-live": "off" },
    countdownText(at, offset, words));
}

function button(table, label, command, props = {}) {
  const b = h("button", { type: "button", class: "small", "data-key": JSON.stringify(command), ...props, onclick: () => send(table, command) }, label);
  table.track(b);
  return b;
}

function answersFor(sorted, types) {
  return sorted.answers.filter((c) => types.includes(c.type));
}

function openingHand(table, decision, names) {
  const quest = table.view.quest;
  const key = `hand-${decision.id}`;
  if (!table.ui.handPick || table.ui.handPick.key !== key) {
    // Start from the default hand the server proposes (indices into the deck list).
    const chosen = new Set();
    const left = [...(decision.default || [])];
    decision.cards.forEach((card, i) => {
      const at = left.indexOf(card);
      if (at >= 0) {
        chosen.add(i);
        left.splice(at, 1);
      }
    });
    setDraft(table, "handPick", { key, chosen });
  }
  const pick = table.ui.handPick;
  const count = pick.chosen.size;
  const confirm = h("button", {
    type: "button",
    class: "primary",
    id: "confirm-hand",
    disabled: count !== decision.size || !table.online,
    onclick: () => send(table, {
      type: "choose_opening_hand",
      unit: decision.unit,
      cards: [...pick.chosen].sort((a, b) => a - b).map((i) => decision.cards[i]),
    }),
  }, `Take these ${decision.size} cards`);
  return [
    h("p", {}, `Choose ${decision.size} cards of ${unitName(names, decision.unit)}'s deck as the opening hand; the rest are shuffled into the draw pile.`),
    h("ul", { class: "hand-pick" }, decision.cards.map((card, i) => {
      const def = quest.defs?.cards?.[card];
      return h("li", {}, h("label", { class: "check" },
        h("input", {
          type: "checkbox",
          id: `pick-${decision.id}-${i}`,
          checked: pick.chosen.has(i),
          onchange: (event) => {
            const chosen = new Set(pick.chosen);
            if (event.target.checked) chosen.add(i);
            else chosen.delete(i);
            setDraft(table, "handPick", { ...pick, chosen });
            table.render();
          },
        }),
        h("span", {}, h("strong", {}, def?.name || card), ` — ${def?.text || ""}`)));
    })),
    h("p", { class: "muted" }, `${count} of ${decision.size} chosen.`),
    confirm,
  ];
}

/** QUEST-17..19: the order goes by Perception; players break ties (either may go first)
 * and a hero may delay (go later), never jump ahead of where Perception put it. */
function orderMoves(decision, order) {
  const heroes = new Set(decision.heroes);
  const tied = (a, b) => (decision.ties || []).some((t) => t.includes(a) && t.includes(b));
  const home = (unit) => decision.default.indexOf(unit);
  const earlier = (i) => i > 0 && (tied(order[i], order[i - 1]) || i > home(order[i]));
  const later = (i) => i < order.length - 1 && (heroes.has(order[i]) || tied(order[i], order[i + 1]));
  return { earlier, later, movable: (unit) => heroes.has(unit) || (decision.ties || []).some((t) => t.includes(unit)) };
}

function turnOrderPrompt(table, decision, names) {
  const key = `order-${decision.id}`;
  if (!table.ui.orderDraft || table.ui.orderDraft.key !== key) setDraft(table, "orderDraft", { key, order: [...decision.default] });
  const draft = table.ui.orderDraft;
  const swap = (i, j) => {
    const order = [...draft.order];
    [order[i], order[j]] = [order[j], order[i]];
    setDraft(table, "orderDraft", { key, order });
    table.render();
  };
  const moves = orderMoves(decision, draft.order);
  const arrow = (unit, i, up) => h("button", {
    type: "button", class: "small", "aria-label": `${unitName(names, unit)} ${up ? "earlier" : "later"}`, onclick: () => swap(i, up ? i - 1 : i + 1),
  }, up ? "↑" : "↓");
  return [
    h("p", {}, "The order goes by Perception. Break ties, and let a hero act later if you like."),
    h("ol", { class: "order-draft" }, draft.order.map((unit, i) => h("li", {},
      h("span", {}, `${unitName(names, unit)} (Perception ${decision.perception?.[unit] ?? "?"})`),
      moves.movable(unit)
        ? h("span", { class: "row" }, moves.earlier(i) ? arrow(unit, i, true) : null, moves.later(i) ? arrow(unit, i, false) : null)
        : null))),
    h("button", {
      type: "button",
      class: "primary",
      id: "confirm-order",
      disabled: !table.online,
      onclick: () => send(table, { type: "set_turn_order", order: draft.order }),
    }, "This is the order"),
  ];
}

/** A card's lower half as printed (its text names whose turn and when). */
function reactionHalf(quest, card) {
  const def = quest.defs?.cards?.[card];
  const turn = REACTION_TURNS[def?.reaction?.turn];
  const when = TIMINGS[def?.reaction?.timing];
  return def?.reaction?.text || `${turn?.label || "Reaction"}${when ? `, ${when}` : ""}`;
}

/** Who offered what in a reaction window or choice (QUEST-37). */
function offersList(table, decision, names, you) {
  const quest = table.view.quest;
  const offers = decision.offers || [];
  if (!offers.length) return null;
  return h("ul", { class: "offers", "aria-label": "Reactions offered" }, offers.map((o) => h("li", { "data-offer": o.card, "data-unit": o.unit },
    h("strong", {}, `${o.seat === you ? "You" : whoName(table, names, o.seat)} offered ${unitName(names, o.unit)}'s ${cardName(quest.defs, o.card)}`),
    h("span", { class: "muted" }, ` — ${reactionHalf(quest, o.card)}`))));
}

/** "Medic: Field Dressing", or "… on Huntress" when the player picks whom it reaches (QUEST-36). */
function reactionLabel(names, quest, command) {
  const label = `${unitName(names, command.unit)}: ${cardName(quest.defs, command.card)}`;
  return command.target ? `${label} on ${unitName(names, command.target)}` : label;
}

function reactionPrompt(table, decision, sorted, names) {
  const quest = table.view.quest;
  const plays = answersFor(sorted, ["play_reaction"]);
  const pass = answersFor(sorted, ["pass_reaction"])[0];
  const moment = momentText(decision, (id) => unitName(names, id));
  const others = (decision.deciders || []).length > 1;
  return [
    h("p", {}, `${moment}. You may play one reaction (QUEST-34..37)${others ? "; the other players who can react answer too, and if several offer one, the hero with the highest Knowledge chooses (DEV-21)" : ""}.`),
    offersList(table, decision, names, table.view.you?.seat),
    h("ul", { class: "reactions" }, plays.map((c) => h("li", {},
      button(table, reactionLabel(names, quest, c), withReroll(table, c), { class: "small primary", "data-react": c.card, "data-target": c.target || "" }),
      h("span", { class: "muted" }, ` ${reactionHalf(quest, c.card)}`),
      rerollPicker(table, c.card)))),
    pass ? button(table, "No reaction", pass, { id: "pass-reaction" }) : null,
  ];
}

function reactionChoicePrompt(table, decision, sorted, names) {
  const quest = table.view.quest;
  const choices = answersFor(sorted, ["choose_reaction"]);
  const you = table.view.you?.seat;
  return [
    h("p", {}, `${momentText(decision, (id) => unitName(names, id))}. Several players offered a reaction, and only one is played: yours is the hero with the highest Knowledge, so you choose (QUEST-37, DEV-21).`),
    h("ul", { class: "reactions choices" }, (decision.offers || []).map((o) => {
      const command = choices.find((c) => c.unit === o.unit && c.card === o.card);
      return h("li", { "data-offer": o.card },
        command ? button(table, `Play ${unitName(names, o.unit)}'s ${cardName(quest.defs, o.card)}`, command, { class: "small primary", "data-choose": o.card }) : null,
        h("span", {}, ` offered by ${o.seat === you ? "you" : whoName(table, names, o.seat)}`),
        h("span", { class: "muted" }, ` — ${reactionHalf(quest, o.card)}`));
    })),
  ];
}

function freeMovePrompt(table, decision, sorted, names, hooks) {
  const moves = answersFor(sorted, ["take_free_move"]).filter((c) => c.unit === decision.unit);
  const stay = moves.find((c) => !c.path);
  const paths = moves.filter((c) => c.path);
  const what = decision.leap_only ? "Parting Leap" : "Move";
  return [
    h("p", {}, `${unitName(names, decision.unit)} may take a free ${what} ${decision.value} now (a reaction's gift); penalty attacks happen as usual. Choose a highlighted space, or stay.`),
    h("div", { class: "row" },
      paths.length ? h("button", { type: "button", class: "small", id: "show-free-move", onclick: () => hooks.freeMoveMode(decision, paths) }, "Show the spaces") : null,
      stay ? button(table, "Stay where you are", stay, { id: "stay-put" }) : null),
  ];
}

function decisionBody(table, decision, sorted, names, hooks) {
  const quest = table.view.quest;
  switch (decision.kind) {
    case "place_hero": {
      const places = answersFor(sorted, ["place_hero"]).filter((c) => c.unit === decision.unit);
      return [
        h("p", {}, `Place ${unitName(names, decision.unit)} on a highlighted space of the deployment zone (QUEST-06).`),
        h("button", { type: "button", class: "small", onclick: () => hooks.placeMode(places) }, "Show the spaces"),
      ];
    }
    case "opening_hand": return openingHand(table, decision, names);
    case "turn_order": return turnOrderPrompt(table, decision, names);
    case "enemy_path": {
      const options = answersFor(sorted, ["choose_enemy_path"]);
      return [
        h("p", {}, `${unitName(names, decision.unit)} has equally good moves${decision.target ? ` toward ${unitName(names, decision.target)}` : ""}: choose where it ends (ENEMY-11).`),
        h("div", { class: "row" }, options.map((c) => button(table, `to [${c.to[0]}, ${c.to[1]}]`, c))),
      ];
    }
    case "penalty_attacker":
      return [
        h("p", {}, `Several enemies could strike ${unitName(names, decision.unit)} as it leaps away: choose which one does (MOVE-12).`),
        h("div", { class: "row" }, answersFor(sorted, ["choose_penalty_attacker"]).map((c) => button(table, unitName(names, c.enemy), c))),
      ];
    case "hero_penalty":
      return [
        h("p", {}, `${unitName(names, decision.unit)} leaps away: one engaged hero may make a free Melee Attack 3 on it (MOVE-16).`),
        h("div", { class: "row" }, answersFor(sorted, ["make_penalty_attack"]).map((c) => button(table,
          c.unit ? `${unitName(names, c.unit)} strikes${c.unarmed ? " bare-handed" : c.weapon ? ` with ${itemName(quest.defs, c.weapon)}` : ""}` : "Let it go", c))),
      ];
    case "spend_morale":
      return [
        h("p", {}, `Spend 1 morale for +1 on ${unitName(names, decision.unit)}'s attack (ATK-37)?`),
        h("div", { class: "row" }, answersFor(sorted, ["spend_morale"]).map((c) => button(table, c.spend ? "Spend 1 morale" : "Keep it", c))),
      ];
    case "defense_tokens":
      return [
        h("p", {}, `Use defense tokens for ${unitName(names, decision.unit)} against this attack (ATK-31)?`),
        h("div", { class: "row" }, answersFor(sorted, ["use_defense_tokens"]).map((c) => button(table, c.count ? `Use ${c.count}` : "None", c))),
      ];
    case "push":
      return [
        h("p", {}, `Push ${unitName(names, decision.unit)} one space away (TRAIT-25):`),
        h("div", { class: "row" }, answersFor(sorted, ["choose_push"]).map((c) => button(table, `to [${c.to[0]}, ${c.to[1]}]`, c))),
      ];
    case "reaction": return reactionPrompt(table, decision, sorted, names);
    case "reaction_choice": return reactionChoicePrompt(table, decision, sorted, names);
    case "free_move": return freeMovePrompt(table, decision, sorted, names, hooks);
    default:
      return [h("p", {}, decisionText(decision, names))];
  }
}

export function renderPrompt(table, sorted, names, hooks) {
  const quest = table.view.quest;
  const pending = quest.pending || [];
  if (!pending.length) return null;
  const sections = pending.map((decision) => {
    const mine = myDecision(table.view, decision);
    const timer = countdown(table, decision, names);
    if (!mine) {
      const who = [...new Set(stillToAnswer(decision).map((d) => whoName(table, names, d)))];
      const moment = ["reaction", "reaction_choice"].includes(decision.kind)
        ? h("p", { class: "muted" }, `${momentText(decision, (id) => unitName(names, id))}.`)
        : null;
      return h("div", { class: "decision others", "data-decision": decision.kind, "data-decision-id": decision.id },
        moment,
        offersList(table, decision, names, table.view.you?.seat),
        h("p", { class: "waiting-on" }, `Waiting on ${who.join(" and ") || "the table"} to choose ${decisionText(decision, names)}.`, timer ? " " : "", timer));
    }
    return h("div", { class: "decision mine", "data-decision": decision.kind, "data-decision-id": decision.id },
      h("h3", {}, "Your decision", timer ? " · " : "", timer),
      decisionBody(table, decision, sorted, names, hooks));
  });
  return h("section", { class: "panel prompt", id: "prompt", "aria-live": "polite" }, sections);
}
