// Quest events in words, each with the rule that made it happen (rules/hunters-rules.md).
// A describer returns {text, rule}, or null for bookkeeping events that say nothing new.

import { registerDescribers, helpers } from "../log.js";
import { activityText, STATUS_WORDS, TIMINGS, TRAIT_NAMES, traitText } from "./words.js";
import { DECISION_RULES, decisionText, defaultWords, playersOf } from "./decision-words.js";
import "../campaign/logtext.js"; // the campaign's events share the game log
import "../gm/logtext.js"; // and so do the GM's corrections of the campaign

export { decisionKinds, decisionText, defaultWords } from "./decision-words.js";

const { unitName, seatName, space } = helpers;

function cardName(names, id) {
  return names.quest?.defs?.cards?.[id]?.name || id;
}

function itemName(names, id) {
  return names.quest?.defs?.equipment?.[id]?.name || String(id).replace(/_/g, " ");
}

/** A unit that may not be in the names yet (an enemy arriving): "Wolf 3". */
function arrivalName(names, unit) {
  if (names.units?.[unit.id]) return names.units[unit.id];
  const base = names.quest?.defs?.enemies?.[unit.enemy]?.name || String(unit.enemy).replace(/_/g, " ");
  const number = (String(unit.id).match(/(\d+)$/) || [])[1];
  return number ? `${base} ${number}` : base;
}

/** "wolves": an enemy kind by its name, never its key. */
function enemyKind(n, deck) {
  return n.quest?.defs?.enemies?.[deck]?.name || String(deck).replace(/[_-]/g, " ");
}

function ordinal(k) {
  return ["first", "second", "third", "fourth", "fifth", "sixth"][k - 1] || `number ${k}`;
}

const SIGNED = (n) => `${n > 0 ? "+" : ""}${n}`;

/** What a played reaction does, from the numbers the engine wrote into the event. */
export function reactionEffects(e, n) {
  const parts = [];
  if (e.to_hit) parts.push(`${SIGNED(e.to_hit)} to hit`);
  if (e.dice) parts.push(`${SIGNED(e.dice)} ${Math.abs(e.dice) === 1 ? "die" : "dice"}`);
  if (e.attribute) parts.push(`${SIGNED(e.attribute)} to the attribute`);
  if (e.defense) parts.push(`${SIGNED(e.defense)} defense`);
  if (e.double_defense) parts.push("defense doubled");
  if (e.pierce) parts.push(`Pierce ${e.pierce}`);
  if (e.ignore_pierce) parts.push("Pierce ignored");
  for (const trait of e.ignored_traits || []) parts.push(`its ${TRAIT_NAMES[trait] || trait} ignored`);
  for (const trait of e.added_traits || []) parts.push(`gains ${traitText(trait)}`);
  for (const effect of e.effects || []) {
    if (effect.effect === "free_move") parts.push(`a free ${effect.leap_only ? "Parting Leap" : "Move"} ${effect.value}`);
    if (effect.effect === "heal") parts.push(`heal ${effect.amount}`);
    if (effect.effect === "gain_tokens") parts.push(`${plural(effect.amount || 1, `${effect.token} token`)}`);
    if (effect.effect === "remove_status") parts.push(`${effect.status} removed`);
    if (effect.effect === "apply_status") parts.push(`${STATUS_WORDS[effect.status] || effect.status}`);
  }
  const who = (e.affected || []).filter((u) => u !== e.unit);
  if (who.length) parts.push(`for ${list(who.map((u) => unitName(n, u)))}`);
  return parts;
}

const DURATIONS = {
  single_use: "it is used up",
  once_per_quest: "it cannot be used again this quest",
  entire_quest: "it stays in effect until the quest ends",
  permanent: "",
};

const STATUS_RULES = { poison: "TRAIT-13", stun: "TRAIT-22", immobilize: "TRAIT-24" };

function list(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function plural(n, word) {
  const many = word === "die" ? "dice" : `${word}s`;
  return `${n} ${n === 1 ? word : many}`;
}

const BASIC = {
  move: "Move 1",
  melee_attack: "Melee Attack 1",
  ranged_attack: "Ranged Attack 1",
  interact: "Interact",
  hide: "Hide",
};

function enemyActivityText(a) {
  switch (a.do) {
    case "move": return `Move ${a.value}${a.direction === "away" ? " away from the target" : " toward the target"}`;
    case "attack": return `${a.kind === "melee" ? "Melee" : a.kind === "ranged" ? "Ranged" : "Magic"} Attack ${a.to_hit}`;
    case "gain_tokens": return `gain ${a.amount} ${a.token} token${a.amount === 1 ? "" : "s"}`;
    case "heal": return `Heal ${a.amount}`;
    default: return String(a.do).replace(/_/g, " ");
  }
}

/** Whether the table plays with closed hands (then who may react is each seat's own). */
function closedHands(n) {
  return (n.view?.hands || "closed") !== "open";
}

/** "The table waits on Ann to choose …": the same line for every viewer. With closed
 * hands a reaction window names nobody (who may react would tell what a hand holds,
 * QUEST-37), and a decision whose deciders a viewer may not see never reads "on  to". */
function describeDecisionOpened(e, n) {
  if (n.memory) (n.memory.decisions ||= {})[e.decision.id] = e.decision;
  const rule = DECISION_RULES[e.decision.kind] || "";
  const what = decisionText(e.decision, n);
  const who = list(playersOf(n, e.decision.deciders));
  if (e.decision.kind === "reaction" && closedHands(n)) {
    return { text: `The table waits while the players who can react choose ${what}.`, rule };
  }
  if (!who) return { text: `The table waits on a choice: ${what}.`, rule };
  return { text: `The table waits on ${who} to choose ${what}.`, rule };
}

/** QUEST-37: a pass is public with open hands; with closed hands only the passing
 * player sees it (a pass would tell the others a reaction was held), and says so. */
function describeReactionPassed(e, n) {
  if (!closedHands(n)) return { text: `${seatName(n, e.seat)} plays no reaction.`, rule: "QUEST-37" };
  return { text: "You play no reaction (only you see this line: the others never learn whether you held one).", rule: "QUEST-37" };
}

/** A time-out names what was taken; an answer says nothing the next lines do not. */
function describeDecisionResolved(e, n) {
  const decision = n.memory?.decisions?.[e.id];
  if (n.memory?.decisions) delete n.memory.decisions[e.id];
  if (!e.by_default) return null;
  if (!decision) return { text: "Time ran out: the table took the default." };
  return { text: `Time ran out on ${decisionText(decision, n)}: ${defaultWords(decision, n)}.` };
}

const QUEST = {
  quest_started: (e) => ({ text: `Quest ${e.quest.number || ""}: ${e.quest.name} begins.`.replace("  ", " "), rule: "QUEST-01" }),
  hero_placed: (e, n) => ({ text: `${unitName(n, e.unit)} takes position on ${space(e.at)}.`, rule: "QUEST-06" }),
  opening_hand_chosen: (e, n) => ({ text: `${unitName(n, e.unit)} picked an opening hand of ${e.hand.length} cards.`, rule: "QUEST-11" }),
  round_started: (e) => ({ text: `Round ${e.round} begins.`, rule: "QUEST-12" }),
  cards_drawn: (e, n) => ({ text: `${unitName(n, e.unit)} draws ${plural(e.cards.length, "card")}.`, rule: "QUEST-15" }),
  deck_reshuffled: (e, n) => ({ text: `${unitName(n, e.unit)} shuffles the used cards into a new draw pile.`, rule: "QUEST-16" }),
  turn_order_set: (e, n) => ({ text: `Turn order: ${e.order.map((u) => unitName(n, u)).join(", ")}.`, rule: "QUEST-17" }),
  turn_started: (e, n) => ({
    text: e.actions ? `${unitName(n, e.unit)}'s turn (${plural(e.actions, "action")}).` : `${unitName(n, e.unit)}'s turn.`,
    rule: n.quest?.heroes?.[e.unit] ? "QUEST-22" : n.quest?.allies?.[e.unit] ? "QUEST-42" : "ENEMY-04",
  }),
  turn_ended: (e, n) => {
    if (n.memory?.toward) delete n.memory.toward[e.unit];
    return { text: `${unitName(n, e.unit)} ends the turn.`, rule: "QUEST-22" };
  },
  decision_opened: (e, n) => {
    if (e.decision.kind === "enemy_path" && e.decision.target && n.memory) {
      (n.memory.toward ||= {})[e.decision.unit] = e.decision.target;
    }
    return describeDecisionOpened(e, n);
  },
  decision_resolved: describeDecisionResolved,
  reaction_passed: describeReactionPassed,
  card_played: (e, n) => ({
    text: `${unitName(n, e.unit)} plays ${cardName(n, e.card)}${e.free ? " as a free action" : ""}.`,
    rule: e.free ? "QUEST-28" : "QUEST-23",
  }),
  basic_action_taken: (e, n) => ({
    text: `${unitName(n, e.unit)} discards ${cardName(n, e.discarded)} for a basic action: ${BASIC[e.action] || e.action}.`,
    rule: "QUEST-23",
  }),
  activity_begun: () => null,
  activity_skipped: (e, n) => ({ text: `${unitName(n, e.unit)} skips an activity of the action.`, rule: "QUEST-25" }),
  action_finished: () => null,
  move_begun: () => null,
  parting_leap: (e, n) => ({
    text: `${unitName(n, e.unit)} makes a parting leap from ${space(e.at)}${e.penalty_by ? `; ${unitName(n, e.penalty_by)} may strike as it goes` : ""}${e.reason ? ` (${e.reason})` : ""}.`,
    rule: e.penalty_by ? "MOVE-12" : "MOVE-11",
  }),
  unit_moved: (e, n) => {
    const to = space(e.path[e.path.length - 1]);
    if (n.quest?.enemies?.[e.unit]) {
      const target = n.memory?.toward?.[e.unit];
      return {
        text: target
          ? `${unitName(n, e.unit)} moves ${e.path.length} toward ${unitName(n, target)} to ${to}: the closest hero by path.`
          : `${unitName(n, e.unit)} moves ${e.path.length} to ${to}, toward the hero it can reach soonest.`,
        rule: "ENEMY-11",
      };
    }
    return { text: `${unitName(n, e.unit)} moves ${e.path.length} to ${to}.`, rule: "MOVE-01" };
  },
  unit_exited: (e, n) => ({ text: `${unitName(n, e.unit)} leaves the board at ${space(e.at)} and is out of this quest.`, rule: "MOVE-07" }),
  move_ended: (e, n) => (e.reason && !["done", "gone"].includes(e.reason) ? { text: `${unitName(n, e.unit)} stops: ${e.reason}.`, rule: "MOVE-20" } : null),
  morale_spent: (e, n) => ({
    text: `${unitName(n, e.unit)} spends 1 morale ${e.purpose === "move" ? "to move one space further" : "for +1 on the attack"}.`,
    rule: e.purpose === "move" ? "MOVE-19" : "ATK-37",
  }),
  round_ended: (e) => ({ text: `Round ${e.round} is over.`, rule: "QUEST-14" }),
  goal_reached: () => ({ text: "The quest goal is reached; the round is played to its end.", rule: "END-01" }),
  hero_recovered: (e, n) => ({ text: `${unitName(n, e.unit)} comes round with 1 Health.`, rule: "END-05" }),
  quest_ended: (e) => ({ text: `${e.outcome === "victory" ? "Victory" : "Defeat"} in round ${e.round}: ${e.reason}.`, rule: e.outcome === "victory" ? "END-01" : "END-02" }),
  penalty_attack: (e, n) => ({ text: `${unitName(n, e.attacker)} makes a penalty attack on ${unitName(n, e.target)} (Melee Attack 3).`, rule: "ATK-35" }),
  attack_declared: (e, n) => {
    const extras = [];
    if (e.offense_tokens) extras.push(`${plural(e.offense_tokens, "offense token")} used`);
    const traits = (e.traits || []).map(traitText);
    if (traits.length) extras.push(`traits: ${traits.join(", ")}`);
    if (e.ignore_pierce) extras.push(`its Pierce does not count against ${unitName(n, e.target)}`);
    if (e.unlimited_reactions) extras.push("any number of reactions may be played on it (QUEST-40)");
    return {
      text: `${unitName(n, e.attacker)} attacks ${unitName(n, e.target)} (${e.kind}${e.weapon ? `, ${itemName(n, e.weapon)}` : ""}): ${plural(e.dice_count, "die")}, each ${e.to_hit} or less hits${extras.length ? `; ${extras.join("; ")}` : ""}.`,
      rule: "ATK-06",
    };
  },
  engagement_rolled: (e, n) => ({
    text: e.hit === e.target
      ? `Shooting into the fight: rolled ${e.roll}, the shot goes where it was aimed.`
      : `Shooting into the fight: rolled a 6, the shot hits ${unitName(n, e.hit)} instead!`,
    rule: "ATK-21",
  }),
  attack_rolled: (e, n) => ({ text: `${unitName(n, e.attacker)} rolls ${e.dice.join(", ")}.`, rule: "ATK-07" }),
  dice_rerolled: (e, n) => ({ text: `${unitName(n, e.attacker)} re-rolls: ${e.dice.join(", ")}.`, rule: "ATK-36" }),
  dice_added: (e, n) => ({ text: `${unitName(n, e.attacker)} rolls more dice: ${e.dice.join(", ")}.`, rule: "ATK-36" }),
  extra_dice_rolled: (e) => (e.dice.length ? { text: `Every 1 earns another die: ${e.dice.join(", ")}.`, rule: "ATK-09" } : null),
  defense_tokens_used: (e, n) => ({ text: `${unitName(n, e.unit)} uses ${plural(e.count, "defense token")}.`, rule: "ATK-31" }),
  morale_settled: (e, n) => (e.spent ? { text: `${unitName(n, e.unit)} spends 1 morale: +1 to the attack.`, rule: "ATK-37" } : null),
  attack_resolved: (e, n) => ({
    text: `${e.successes} success${e.successes === 1 ? "" : "es"} + ${e.attribute} = strength ${e.strength} against defense ${e.defense}: ${e.damage > 0 ? `${e.damage} damage, ${unitName(n, e.target)} has ${e.health} Health left` : "no damage"}.`,
    rule: e.damage > 0 ? "ATK-11" : "ATK-10",
  }),
  enemy_eliminated: (e, n) => ({ text: `${unitName(n, e.unit)} is slain${e.by ? ` by ${unitName(n, e.by)}` : ""}.`, rule: "ENEMY-23" }),
  hero_knocked_out: (e, n) => ({ text: `${unitName(n, e.unit)} falls unconscious.`, rule: "HERO-STATE-01" }),
  damage_taken: (e, n) => {
    const from = n.units?.[e.source] ? unitName(n, e.source) : String(e.source || "an effect").replace(/_/g, " ");
    return { text: `${unitName(n, e.unit)} takes ${e.amount} damage from ${from} (defense does not help); ${e.health} Health left.`, rule: e.source === "poison" ? "TRAIT-13" : e.source === "infusion" ? "EQUIP-32" : "ATK-26" };
  },
  tokens_gained: (e, n) => ({ text: `${unitName(n, e.unit)} gains ${plural(e.amount, `${e.token} token`)}.`, rule: "QUEST-43" }),
  status_applied: (e, n) => ({
    text: `${unitName(n, e.unit)} is ${STATUS_WORDS[e.status] || e.status}${{
      poison: ": 1 damage at the start of each of its turns",
      stun: ": no actions, penalty attacks or reactions in its next turn",
      immobilize: ": it may not move in its next turn",
    }[e.status] || ""}.`,
    rule: STATUS_RULES[e.status] || "HERO-STATE-11",
  }),
  status_cleared: (e, n) => ({ text: `${unitName(n, e.unit)} is no longer ${STATUS_WORDS[e.status] || e.status}.`, rule: "HERO-STATE-11" }),
  mighty_marked: (e, n) => (e.armor
    ? { text: `Mighty: ${unitName(n, e.unit)}'s ${itemName(n, e.armor)} now bears ${plural(e.markers, "destruction marker")}; each lowers that armor's defense by 1 until it is repaired.`, rule: "TRAIT-21" }
    : { text: `Mighty: ${unitName(n, e.unit)} now bears ${plural(e.markers, "destruction marker")}; each lowers all its defenses by 1.`, rule: e.markers >= 2 ? "TRAIT-19" : "TRAIT-20" }),
  healed: (e, n) => ({ text: `${unitName(n, e.unit)} heals ${e.amount}${e.by && e.by !== e.unit ? ` (by ${unitName(n, e.by)})` : ""}; ${e.health} Health.`, rule: "HERO-STATE-03" }),
  hero_revived: (e, n) => ({ text: `${unitName(n, e.by)} revives ${unitName(n, e.unit)} (1 Health; acts from next round).`, rule: "HERO-STATE-02" }),
  hero_hid: (e, n) => ({ text: `${unitName(n, e.unit)} hides.`, rule: "HERO-STATE-07" }),
  hidden_lost: (e, n) => ({ text: `${unitName(n, e.unit)} is no longer hidden: ${e.reason}.`, rule: "HERO-STATE-09" }),
  finding_collected: (e, n) => ({ text: `${unitName(n, e.unit)} picks up the finding on ${space(e.at)}.`, rule: "QUEST-31" }),
  interaction_performed: (e, n) => ({ text: `${unitName(n, e.unit)}: ${e.interaction.replace(/_/g, " ")}.`, rule: "QUEST-29" }),
  trap_set: (e, n) => ({ text: `${unitName(n, e.unit)} sets a trap on ${space(e.at)}.`, rule: "TERR-16" }),
  trap_armed: () => ({ text: "A trap is now armed.", rule: "TERR-17" }),
  trap_triggered: (e, n) => ({ text: `${unitName(n, e.by)} springs a trap; it hits ${list(e.targets.map((t) => unitName(n, t)))}.`, rule: "TERR-17" }),
  trap_attack_begun: (e, n) => ({ text: `The trap attacks ${unitName(n, e.target)} (Attack 3).`, rule: "ATK-40" }),
  trap_discarded: () => ({ text: "The trap is used up.", rule: "TERR-18" }),
  spell_cast: (e, n) => ({ text: `${unitName(n, e.unit)} casts a spell on ${list(e.targets.map((t) => unitName(n, t))) || "nobody"}.`, rule: "QUEST-32" }),
  push_started: (e, n) => ({
    text: e.to ? `${unitName(n, e.by)} pushes ${unitName(n, e.unit)} to ${space(e.to)}.` : `${unitName(n, e.unit)} cannot be pushed anywhere.`,
    rule: "TRAIT-25",
  }),
  spell_finished: () => null,
  reaction_played: (e, n) => {
    const effects = reactionEffects(e, n);
    return {
      text: `${unitName(n, e.unit)} reacts with ${cardName(n, e.card)}${TIMINGS[e.timing] ? ` ${TIMINGS[e.timing]}` : ""}${effects.length ? `: ${effects.join(", ")}` : ""}.`,
      rule: "QUEST-34",
    };
  },
  enemy_card_revealed: (e, n) => ({ text: `A new action card is turned up for the ${enemyKind(n, e.deck)} this round.`, rule: "ENEMY-05" }),
  enemy_deck_reshuffled: (e, n) => ({ text: `The ${enemyKind(n, e.deck)} action cards are shuffled again.`, rule: "ENEMY-06" }),
  enemy_action_chosen: (e, n) => {
    const card = n.quest?.defs?.enemy_cards?.[e.card];
    const row = card?.rows?.[e.row];
    const action = row?.actions?.[e.action];
    const what = action ? `: ${action.map((a) => enemyActivityText(a)).join(", then ")}` : "";
    return {
      text: `${unitName(n, e.unit)}: the nearest hero is ${plural(e.distance, "space")} away (the card's "${row?.distance ?? e.row + 1}" row), so it does the ${ordinal(e.action + 1)} action it can${what}.`,
      rule: "ENEMY-08",
    };
  },
  enemy_activity_begun: () => null,
  enemy_activity_skipped: (e, n) => ({ text: `${unitName(n, e.unit)} skips an activity: ${e.reason}.`, rule: "ENEMY-09" }),
  enemy_action_finished: () => null,
  enemy_idle: (e, n) => ({ text: `${unitName(n, e.unit)} does nothing: ${e.reason}.`, rule: "ENEMY-08" }),
  ability_activated: (e, n) => ({ text: `${unitName(n, e.unit)} uses its ability ${e.ability.replace(/_/g, " ")}.`, rule: "ENEMY-22" }),

  // The seeded dice's position: never sent to players, nothing to say.
  dice_advanced: () => null,

  // Quest engine II (issue 5).
  // The attack's results are already told; its end adds nothing for players.
  attack_ended: () => null,
  area_attack_begun: (e, n) => ({
    text: `${unitName(n, e.attacker)} makes an Area attack: ${list(e.targets.map((t) => unitName(n, t)))} ${e.targets.length === 1 ? "is" : "are"} attacked one after another, each with a roll of its own.`,
    rule: "TRAIT-07",
  }),
  area_attack_ended: () => null,
  status_rolled: (e, n) => ({
    text: `Net: ${unitName(n, e.target)} rolls ${e.roll} against its ${e.beats} of ${e.value}: ${e.applied ? `above it, so ${unitName(n, e.target)} is ${STATUS_WORDS[e.status] || e.status}` : "not above it, no effect"}.`,
    rule: STATUS_RULES[e.status] || "TRAIT-05",
  }),
  push_queued: (e, n) => ({ text: `${unitName(n, e.unit)} will be pushed by ${unitName(n, e.by)} when the action ends.`, rule: "TRAIT-26" }),
  pushes_begun: (e, n) => ({
    text: `The action is over; its pushes follow one by one: ${list(e.pushes.map(([unit, by]) => `${unitName(n, by)} pushes ${unitName(n, unit)}`))}.`,
    rule: "TRAIT-26",
  }),
  pushes_finished: () => null,
  reaction_offered: (e, n) => ({
    text: `${seatName(n, e.seat)} offers ${unitName(n, e.unit)}'s ${cardName(n, e.card)} as the reaction; only one reaction is played per action.`,
    rule: "QUEST-37",
  }),
  free_moves_offered: (e, n) => ({
    text: `${list(e.units.map((u) => unitName(n, u)))} may take a free ${e.leap_only ? "Parting Leap" : "Move"} ${e.value}${e.units.length > 1 ? ", one after the other" : ""}.`,
    rule: "QUEST-34",
  }),
  free_move_taken: (e, n) => (e.path?.length
    ? { text: `${unitName(n, e.unit)} takes the free Move to ${space(e.path[e.path.length - 1])}.`, rule: "MOVE-01" }
    : { text: `${unitName(n, e.unit)} stays put instead of taking the free Move.`, rule: "QUEST-34" }),
  free_moves_finished: () => null,
  enemies_arrived: (e, n) => ({
    text: `Reinforcements: ${list(e.units.map((u) => `${arrivalName(n, u)} at ${space(u.at)}`))} ${e.units.length === 1 ? "arrives" : "arrive"} and will act this round.`,
    rule: "QUEST-21",
  }),
  hero_killed: (e, n) => ({ text: `${unitName(n, e.unit)} is killed (Hero Elimination) and leaves the board for good.`, rule: "HERO-STATE-16" }),
  morale_changed: (e, n) => ({
    text: `${unitName(n, e.unit)}'s morale ${e.amount >= 0 ? "rises" : "falls"} by ${Math.abs(e.amount)} to ${e.morale}.`,
    rule: "DEV-24",
  }),
  weapon_emptied: (e, n) => ({ text: `${unitName(n, e.unit)}'s ${itemName(n, e.weapon)} is empty: it fires again only after a Reload (Interact).`, rule: "TRAIT-28" }),
  weapon_reloaded: (e, n) => ({ text: `${unitName(n, e.unit)} reloads the ${itemName(n, e.weapon)}: loaded again.`, rule: "TRAIT-28" }),
  item_used: (e, n) => {
    const after = [DURATIONS[e.duration]];
    if (e.after_quest_damage) after.push(`it will cost ${e.after_quest_damage} Health when the quest ends`);
    const tail = after.filter(Boolean).join("; ");
    return { text: `${unitName(n, e.unit)} uses ${itemName(n, e.item)}${tail ? `: ${tail}` : ""}.`, rule: e.after_quest_damage ? "EQUIP-32" : "EQUIP-33" };
  },
  actions_gained: (e, n) => ({ text: `${unitName(n, e.unit)} gains ${plural(e.amount, "extra action")} this turn.`, rule: "EQUIP-47" }),
  equipment_reorganized: (e, n) => {
    const board = (equipment, backpack) => `slots: ${list(equipment.map((i) => itemName(n, i))) || "nothing"}; backpack: ${list(backpack.map((i) => itemName(n, i))) || "nothing"}`;
    const partner = e.partner
      ? `; trading with ${unitName(n, e.partner)}, who now has ${board(e.partner_equipment || [], e.partner_backpack || [])}`
      : "";
    return { text: `${unitName(n, e.unit)} reorganizes (${board(e.equipment, e.backpack)})${partner}.`, rule: "QUEST-30" };
  },
  ally_action_taken: (e, n) => {
    const ally = n.quest?.allies?.[e.unit];
    const action = n.quest?.defs?.allies?.[ally?.ally]?.actions?.[e.action];
    const what = action ? `: ${action.map((a) => activityText(a, n.quest?.defs)).join(", then ")}` : "";
    return { text: `${unitName(n, e.unit)} takes its action ${e.action + 1}${what}.`, rule: "QUEST-42" };
  },
  ally_eliminated: (e, n) => ({
    text: `${unitName(n, e.unit)} falls${e.by ? ` (${n.units?.[e.by] ? unitName(n, e.by) : String(e.by).replace(/_/g, " ")})` : ""} and is out of the quest.`,
    rule: "QUEST-42",
  }),
  quest_cleaned_up: (e, n) => {
    const parts = [];
    if (e.cleared?.length) parts.push(`loses ${list(e.cleared.map((t) => `${t} tokens`))}`);
    if (e.discarded?.length) parts.push(`discards ${list(e.discarded.map((i) => itemName(n, i)))}`);
    parts.push("once-per-quest items and Reload weapons are ready again");
    return { text: `End of the quest for ${unitName(n, e.unit)}: ${parts.join("; ")}.`, rule: "END-07" };
  },
  // The GM's corrections (issue 15): what was set, from what, and why.
  health_corrected: (e, n) => ({ text: `GM set ${unitName(n, e.unit)}'s Health to ${e.after} (was ${e.before}): ${e.reason}`, rule: "" }),
  morale_corrected: (e, n) => ({ text: `GM set ${unitName(n, e.unit)}'s morale to ${e.after} (was ${e.before}): ${e.reason}`, rule: "" }),
  tokens_corrected: (e, n) => ({
    text: `GM set ${unitName(n, e.unit)}'s ${e.token} ${["poison", "stun", "immobilize"].includes(e.token) ? (e.after ? "on" : "off") : `tokens to ${e.after}`} (was ${e.before}): ${e.reason}`,
    rule: "",
  }),
  place_corrected: (e, n) => ({ text: `GM moved ${unitName(n, e.unit)} to ${space(e.after)}: ${e.reason}`, rule: "" }),
};

registerDescribers(QUEST);
