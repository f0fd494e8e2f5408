// Quest events in words, each with the rule that made it happen (rules/hunters-rules.md).
// A describer returns {text, rule}, or null for bookkeeping events that say nothing new.

import { registerDescribers, helpers } from "../log.js";

const { unitName, seatName, space } = helpers;

function cardName(names, id) {
  return names.quest?.defs?.cards?.[id]?.name || id;
}

function list(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

const BASIC = {
  move: "Move 1",
  melee_attack: "Melee Attack 1",
  ranged_attack: "Ranged Attack 1",
  interact: "Interact",
  hide: "Hide",
};

const DECISIONS = {
  place_hero: (d, n) => `where ${unitName(n, d.unit)} starts`,
  opening_hand: (d, n) => `the opening hand of ${unitName(n, d.unit)}`,
  turn_order: () => "the turn order (ties and delays)",
  enemy_path: (d, n) => `where ${unitName(n, d.unit)} ends its move`,
  penalty_attacker: (d, n) => `which enemy makes the penalty attack on ${unitName(n, d.unit)}`,
  hero_penalty: (d, n) => `which hero makes the penalty attack on ${unitName(n, d.unit)}`,
  spend_morale: (d, n) => `whether ${unitName(n, d.unit)} spends 1 morale on the attack`,
  defense_tokens: (d, n) => `how many defense tokens ${unitName(n, d.unit)} uses`,
  push: (d, n) => `where ${unitName(n, d.unit)} is pushed`,
  reaction: () => "whether to play a reaction",
};

const DECISION_RULES = {
  place_hero: "QUEST-06",
  opening_hand: "QUEST-11",
  turn_order: "QUEST-18",
  enemy_path: "ENEMY-11",
  penalty_attacker: "MOVE-12",
  hero_penalty: "MOVE-16",
  spend_morale: "ATK-37",
  defense_tokens: "ATK-31",
  push: "TRAIT-25",
  reaction: "QUEST-34",
};

export function decisionText(decision, names) {
  const what = DECISIONS[decision.kind]?.(decision, names) || decision.kind;
  return what;
}

function enemyActivityText(a) {
  switch (a.do) {
    case "move": return `Move ${a.value}${a.direction === "away" ? " away from the target" : " toward the target"}`;
    case "attack": return `${a.kind === "melee" ? "Melee" : a.kind === "ranged" ? "Ranged" : "Magic"} Attack ${a.to_hit}`;
    case "gain_tokens": return `gain ${a.amount} ${a.token} token${a.amount === 1 ? "" : "s"}`;
    case "heal": return `Heal ${a.amount}`;
    default: return String(a.do).replace(/_/g, " ");
  }
}

function describeDecisionOpened(e, n) {
  return {
    text: `The table waits on ${list(e.decision.deciders.map((s) => seatName(n, s)))} to choose ${decisionText(e.decision, n)}.`,
    rule: DECISION_RULES[e.decision.kind] || "",
  };
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
    rule: n.quest?.heroes?.[e.unit] ? "QUEST-22" : "ENEMY-04",
  }),
  turn_ended: (e, n) => {
    if (n.memory?.toward) delete n.memory.toward[e.unit];
    return { text: `${unitName(n, e.unit)} ends the turn.` };
  },
  decision_opened: (e, n) => {
    if (e.decision.kind === "enemy_path" && e.decision.target && n.memory) {
      (n.memory.toward ||= {})[e.decision.unit] = e.decision.target;
    }
    return describeDecisionOpened(e, n);
  },
  decision_resolved: (e, n) => ({ text: e.by_default ? "Time ran out: the default was taken." : `${seatName(n, e.by || "")} decided.` }),
  reaction_passed: (e, n) => ({ text: `${seatName(n, e.seat)} plays no reaction.`, rule: "QUEST-37" }),
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
  attack_declared: (e, n) => ({
    text: `${unitName(n, e.attacker)} attacks ${unitName(n, e.target)} (${e.kind}${e.weapon ? `, ${n.quest?.defs?.equipment?.[e.weapon]?.name || e.weapon}` : ""}): ${plural(e.dice_count, "die")}, each ${e.to_hit} or less hits${e.offense_tokens ? `, ${plural(e.offense_tokens, "offense token")} used` : ""}.`,
    rule: "ATK-06",
  }),
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
  damage_taken: (e, n) => ({ text: `${unitName(n, e.unit)} takes ${e.amount} damage from ${e.source} (defense does not help); ${e.health} Health left.`, rule: "ATK-26" }),
  tokens_gained: (e, n) => ({ text: `${unitName(n, e.unit)} gains ${plural(e.amount, `${e.token} token`)}.`, rule: "QUEST-43" }),
  status_applied: (e, n) => ({ text: `${unitName(n, e.unit)} is ${{ poison: "poisoned", stun: "stunned", immobilize: "immobilized" }[e.status] || e.status}.`, rule: "HERO-STATE-11" }),
  status_cleared: (e, n) => ({ text: `${unitName(n, e.unit)} is no longer ${{ poison: "poisoned", stun: "stunned", immobilize: "immobilized" }[e.status] || e.status}.`, rule: "HERO-STATE-11" }),
  mighty_marked: (e, n) => ({ text: `${unitName(n, e.unit)} now bears ${plural(e.markers, "destruction marker")}.`, rule: "TRAIT-19" }),
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
  reaction_played: (e, n) => ({ text: `${unitName(n, e.unit)} reacts with ${cardName(n, e.card)}.`, rule: "QUEST-34" }),
  enemy_card_revealed: (e, n) => ({ text: `The ${n.quest?.defs?.enemies?.[e.deck]?.name || e.deck} action card for this round is ${e.card}.`, rule: "ENEMY-05" }),
  enemy_deck_reshuffled: (e, n) => ({ text: `The ${n.quest?.defs?.enemies?.[e.deck]?.name || e.deck} action cards are shuffled again.`, rule: "ENEMY-06" }),
  enemy_action_chosen: (e, n) => {
    const card = n.quest?.defs?.enemy_cards?.[e.card];
    const row = card?.rows?.[e.row];
    const action = row?.actions?.[e.action];
    const what = action ? `: ${action.map((a) => enemyActivityText(a)).join(", then ")}` : "";
    return {
      text: `${unitName(n, e.unit)}: the closest hero is ${plural(e.distance, "space")} away, so row "${row?.distance ?? e.row + 1}" of card ${e.card}; the first action it can do is number ${e.action + 1}${what}.`,
      rule: "ENEMY-08",
    };
  },
  enemy_activity_begun: () => null,
  enemy_activity_skipped: (e, n) => ({ text: `${unitName(n, e.unit)} skips an activity: ${e.reason}.`, rule: "ENEMY-09" }),
  enemy_action_finished: () => null,
  enemy_idle: (e, n) => ({ text: `${unitName(n, e.unit)} does nothing: ${e.reason}.`, rule: "ENEMY-08" }),
  ability_activated: (e, n) => ({ text: `${unitName(n, e.unit)} uses its ability ${e.ability.replace(/_/g, " ")}.`, rule: "ENEMY-22" }),
};

registerDescribers(QUEST);
