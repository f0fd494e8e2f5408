// Sorting the server's legal commands (GET /api/campaigns/{id}/legal) into what the quest
// screen offers: cards to play, basic actions, moves, attacks, other activities, items
// used without an action, and answers to open decisions. The client never invents a command the server did not list,
// except the free choices the server lists by one representative (the card discarded for
// a basic action, an opening hand, a turn order).

export const BASIC_NAMES = {
  move: "Move 1",
  melee_attack: "Melee Attack 1",
  ranged_attack: "Ranged Attack 1",
  interact: "Interact",
  hide: "Hide",
};

const ANSWERS = new Set([
  "place_hero", "choose_opening_hand", "set_turn_order", "choose_enemy_path",
  "choose_penalty_attacker", "make_penalty_attack", "spend_morale", "use_defense_tokens",
  "choose_push", "play_reaction", "pass_reaction", "apply_default", "choose_reaction",
  "take_free_move",
]);

export function basicOf(command) {
  if (!command.discard) return null;
  switch (command.type) {
    case "move_hero": return "move";
    case "attack": return command.kind === "ranged" ? "ranged_attack" : "melee_attack";
    case "interact": return "interact";
    case "hide": return "hide";
    default: return null;
  }
}

export function classify(legal) {
  const out = {
    cards: new Map(),
    basics: { move: [], melee_attack: [], ranged_attack: [], interact: [], hide: [] },
    moves: [],
    attacks: [],
    others: [],
    items: [],
    skip: null,
    finish: null,
    endTurn: null,
    answers: [],
    startQuests: [],
  };
  for (const command of legal) {
    const basic = basicOf(command);
    if (basic) {
      out.basics[basic].push(command);
      continue;
    }
    if (ANSWERS.has(command.type)) {
      out.answers.push(command);
      continue;
    }
    switch (command.type) {
      case "play_card": out.cards.set(command.card, command); break;
      case "move_hero": out.moves.push(command); break;
      case "attack": out.attacks.push(command); break;
      case "skip_activity": out.skip = command; break;
      case "finish_action": out.finish = command; break;
      case "end_turn": out.endTurn = command; break;
      case "start_quest": out.startQuests.push(command); break;
      case "use_item": out.items.push(command); break;
      default: out.others.push(command);
    }
  }
  return out;
}

/** The same commands with another card discarded (any card of the hand pays, QUEST-23). */
export function withDiscard(commands, card) {
  return commands.map((c) => ({ ...c, discard: card }));
}
