// The monster board (P-DMG, P-ROUND-08..13, P-REACT-01..06): health with the stances'
// progression marks, the current stance card with its damage buffer against toughness
// and its wounds, struggle against the Unleash threshold, the next stance's numbers,
// perils and objectives with their text, and the behavior slots: face down they show
// only their public backs (reaction icons, refresh value: P-SETUP-16); a card revealed
// shows its face and what triggered it (the log's last trigger).

import { h } from "../dom.js";
import { slotsAboutToTrigger } from "./foresee.js";
import {
  behaviorDef, cardName, hunterName, MOMENT_WORDS, ICON_SHORT, ICON_WORDS, listWords, objectiveDef, perilDef, plural,
  SIDE_WORDS, stanceDef, stanceName, toughness, unleashThreshold,
} from "./words.js";

/** @typedef {import("./types.js").PrimalTable} PrimalTable */
/** @typedef {import("./types.js").PrimalView} PrimalView */

function meter(label, value, most, cls) {
  return h("div", { class: `primal-meter ${cls}` },
    h("span", { class: "meter-label" }, label),
    h("span", { class: "meter-bar", role: "meter", "aria-label": label, "aria-valuemin": "0", "aria-valuemax": String(most), "aria-valuenow": String(value) },
      h("span", { class: "meter-fill", style: { width: `${Math.min(100, (100 * value) / Math.max(1, most))}%` } })),
    h("span", { class: "meter-value" }, `${value} / ${most}`));
}

/** P-DMG-09: the health track, with the health at which each stance completes. */
function healthTrack(view) {
  const stances = view.defs.level?.stances || [];
  const marks = new Map(stances.filter((st) => st.progression !== null).map((st, i) => [st.progression, stanceName(i + 1)]));
  return h("ol", { class: "health-track", "aria-label": `Health ${view.monster.health} of 10` },
    Array.from({ length: 11 }, (_, i) => 10 - i).map((n) => h("li", {
      class: `${n === view.monster.health ? "now" : n > view.monster.health ? "lost" : ""}${marks.has(n) ? " progression" : ""}`,
      title: marks.has(n) ? `At ${n}: ${marks.get(n)} begins` : null,
    }, String(n))));
}

function exposureWords(stance) {
  return stance.exposed.length ? `Exposed: ${listWords(stance.exposed.map((side) => SIDE_WORDS[side].toLowerCase()))}` : "Exposed nowhere";
}

function stanceNumbers(view, stance, index) {
  const m = view.monster;
  return [
    `Toughness ${stance.toughness * view.player_count} (${stance.toughness} per hunter)`,
    stance.damage !== null ? `Monster damage ${stance.damage}${index === m.stance && m.bonus_damage?.length ? ` +${m.bonus_damage.reduce((a, b) => a + b.amount, 0)}` : ""}` : null,
    exposureWords(stance),
    stance.shield ? `Shield ${stance.shield}` : null,
    stance.resistant ? "Resistant" : null,
    stance.progression !== null ? `Ends at ${stance.progression} health` : "The last stance",
  ].filter(Boolean);
}

/** The current stance card (damage on it, wounds) and the next one's numbers. */
function stanceCards(view) {
  const m = view.monster;
  const current = stanceDef(view, m.stance);
  const next = stanceDef(view, m.stance + 1);
  if (!current) return null;
  const wounds = 10 - m.health;
  return h("div", { class: "stance-cards" },
    h("article", { class: "stance-card current", "aria-label": `${stanceName(m.stance)}, the current stance` },
      h("h4", {}, stanceName(m.stance)),
      meter("Damage on the stance (P-DMG-01..03)", m.damage, toughness(view), "damage"),
      h("p", { class: "wounds" }, `${plural(wounds, "wound")} inflicted`),
      h("ul", {}, stanceNumbers(view, current, m.stance).map((line) => h("li", {}, line))),
      current.text ? h("p", { class: "card-text" }, current.text) : null),
    next ? h("article", { class: "stance-card next", "aria-label": `${stanceName(m.stance + 1)}, the next stance` },
      h("h4", {}, `Next: ${stanceName(m.stance + 1)}`),
      h("ul", {}, stanceNumbers(view, next, m.stance + 1).map((line) => h("li", {}, line)))) : null);
}

/** P-ROUND-08..12: struggle against 3 per player. */
function struggleMeter(view) {
  const m = view.monster;
  const threshold = unleashThreshold(view);
  return h("div", { class: `struggle-box${m.struggle >= threshold - view.player_count ? " near" : ""}` },
    meter(`Struggle: Unleashes at ${threshold} (P-ROUND-10)`, m.struggle, threshold, "struggle"),
    m.acceleration ? h("p", { class: "muted" }, `${plural(m.acceleration, "acceleration token")}: +${m.acceleration} struggle each Upkeep (P-GLOSS-04)`) : null);
}

function monsterCard(view, def, kind, id) {
  if (!def) return null;
  const m = view.monster;
  const blinded = m.blinded?.[id];
  const counters = m.counters?.[id];
  return h("article", { class: `monster-card ${kind}${blinded ? " blinded" : ""}` },
    h("h4", {}, `${kind === "peril" ? "Peril" : "Objective"}: ${def.name}`),
    def.text ? h("p", { class: "card-text" }, def.text) : null,
    counters ? h("p", { class: "counters" }, `${plural(counters, "counter")} on it`) : null,
    blinded ? h("p", { class: "muted" }, `Blinded by ${hunterName(view, blinded)} until their next turn (P-GLOSS-06)`) : null,
    def.permanent ? h("p", { class: "muted" }, "Permanent (P-DMG-15)") : null);
}

/** What the last trigger of the log naming this slot reacted to (P-REACT-03/04): the
 * moment, and for a card played the card and its player. */
function triggerOf(view, events, slot) {
  const list = /** @type {any[]} */ (events || []);
  const at = list.findLastIndex((e) => e.type === "primal_behavior_triggered" && e.slots.includes(slot));
  if (at < 0) return null;
  const why = list[at].why;
  if (why !== "card_played") return MOMENT_WORDS[why] || why;
  const played = list.slice(0, at).findLast((e) => e.type === "primal_card_played");
  return played ? `${hunterName(view, played.hunter)} playing ${cardName(view, played.card)}` : MOMENT_WORDS[why];
}

/** One behavior slot: its back while face down, its face when revealed. */
function behaviorSlot(table, slot, index) {
  const view = table.view;
  const number = `Slot ${index + 1}`;
  if (slot.locked_by) return h("li", { class: "behavior-slot locked" }, h("h4", {}, number), h("p", {}, "Locked by an Awakening card (P-MON-21)"));
  if (!slot.card) return h("li", { class: "behavior-slot empty" }, h("h4", {}, number), h("p", { class: "muted" }, "Empty"));
  const stunned = view.monster.stun_slot === index;
  const about = slotsAboutToTrigger(table).has(index);
  const back = h("p", { class: "behavior-back" },
    slot.icons.map((icon) => h("span", { class: `reaction-icon icon-${icon}`, title: `Reacts to ${ICON_WORDS[icon] || icon}` }, ICON_SHORT[icon] || icon)),
    h("span", { class: "refresh", title: "Refresh value (P-ROUND-06)" }, `Refresh ${slot.refresh}`));
  const face = slot.face_up ? behaviorDef(view, slot.card) : null;
  const why = face ? triggerOf(view, table.events, index) : null;
  return h("li", { class: `behavior-slot${slot.face_up ? " revealed" : ""}${slot.triggered ? " triggered" : ""}${stunned ? " stunned" : ""}${about ? " would-trigger" : ""}` },
    h("h4", {}, face ? `${number}: ${face.name}` : number), back,
    about ? h("p", { class: "trigger-token" }, "The card you are playing triggers it (P-REACT-03)") : null,
    slot.triggered && !slot.face_up ? h("p", { class: "trigger-token" }, "Triggered: it is revealed next (P-REACT-04)") : null,
    stunned ? h("p", { class: "stun-token" }, "Stunned this round (P-GLOSS-26)") : null,
    face ? h("div", { class: "behavior-face" },
      why ? h("p", { class: "trigger-why" }, `${view.monster.name} reacts to ${why} (${listWords(slot.icons.map((icon) => ICON_SHORT[icon] || icon))} icon, P-REACT-03)`) : null,
      face.trait ? h("p", { class: "muted" }, face.trait) : null,
      face.text ? h("p", { class: "card-text" }, face.text) : null,
      face.boost?.text ? h("p", { class: "card-text boost" }, `Boost: ${face.boost.text}`) : null) : null);
}

/** The monster board panel. */
export function monsterBoard(/** @type {PrimalTable} */ table) {
  const view = table.view;
  const m = view.monster;
  const perils = m.perils.map((id) => monsterCard(view, perilDef(view, id), "peril", id));
  const objectives = m.objectives.map((id) => monsterCard(view, objectiveDef(view, id), "objective", id));
  return h("section", { class: "panel primal-monster", id: "primal-monster", "aria-labelledby": "primal-monster-title" },
    h("h2", { id: "primal-monster-title" }, `${m.name}: ${m.health} health`),
    healthTrack(view), stanceCards(view), struggleMeter(view),
    h("div", { class: "monster-cards" }, perils, objectives),
    h("h3", {}, "Behavior"),
    h("ol", { class: "behavior-slots" }, view.behavior.slots.map((slot, i) => behaviorSlot(table, slot, i))),
    h("p", { class: "muted" }, `Behavior deck ${view.behavior.deck.length}, discard ${view.behavior.discard.length}; attrition deck ${view.attrition.deck.length}.`));
}
