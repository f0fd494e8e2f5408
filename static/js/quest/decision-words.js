// Open decisions in words: what the table waits on ("where Landsknecht starts"), whom
// (players by name, never seat keys), the rule that opens it, and what a time-out takes.

import { helpers } from "../log.js";
import { TIMINGS } from "./words.js";

const { unitName, seatName } = helpers;

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
  reaction: (d) => `whether to play a reaction ${TIMINGS[d.timing] || ""}`.trim(),
  reaction_choice: () => "which of the offered reactions is played",
  free_move: (d, n) => `where ${unitName(n, d.unit)} takes its free ${d.leap_only ? "Parting Leap" : "Move"} ${d.value} (or stays)`,
};

/** Every decision kind with words of its own (the log-text completeness test reads it). */
export function decisionKinds() {
  return Object.keys(DECISIONS).sort();
}

export const DECISION_RULES = {
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
  reaction_choice: "QUEST-37",
  free_move: "QUEST-34",
};

export function decisionText(decision, names) {
  const what = DECISIONS[decision.kind]?.(decision, names) || decision.kind;
  return what;
}

/** The players behind deciders that may be seats or heroes ("Bert", not "seat2"). */
export function playersOf(n, deciders) {
  const seats = n.view?.seats || {};
  const names = (deciders || []).map((who) => {
    if (seats[who] || n.seats?.[who]) return seatName(n, who);
    const seat = Object.values(seats).find((s) => (s.heroes || []).includes(who));
    return seat ? seatName(n, seat.seat) : unitName(n, who);
  });
  return [...new Set(names)];
}

/** What the table takes when nobody answers in time, in words ("pass"). */
export function defaultWords(decision, n) {
  switch (decision?.kind) {
    case "reaction": return "pass";
    case "reaction_choice": return `${unitName(n, decision.default?.unit)}'s reaction is played`;
    case "free_move": return "stay";
    case "spend_morale": return "keep the morale";
    case "defense_tokens": return decision.default ? `use ${decision.default}` : "use none";
    case "turn_order": return "the proposed order";
    case "opening_hand": return "the proposed hand";
    case "place_hero": return "the proposed space";
    case "hero_penalty": return decision.default ? `${unitName(n, decision.default)} strikes` : "let it go";
    case "penalty_attacker": return `${unitName(n, decision.default)} strikes`;
    default: return "the default";
  }
}

