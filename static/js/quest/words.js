// Cards, activities and items in words for the quest screen.

export const REACTION_TURNS = {
  enemy: { label: "Enemy turn", tone: "enemy" },
  own: { label: "Your turn", tone: "own" },
  ally: { label: "An ally's turn", tone: "ally" },
  own_or_ally: { label: "Your or an ally's turn", tone: "either" },
};

const KIND = { melee: "Melee", ranged: "Ranged", magic: "Magic" };

/** When a reaction may be played (the card's footer), in words. */
export const TIMINGS = {
  attack_start: "at the start of an attack",
  after_to_hit_roll: "after the to-hit roll",
  after_successes: "after counting successes",
  counting_defense: "when counting defense",
  attack_end: "at the end of an attack",
  activity_start: "when an enemy is about to act",
  move_end: "after a Move",
};

export const TRAIT_NAMES = {
  light: "Light",
  area: "Area",
  pierce: "Pierce",
  burn: "Burn",
  poison: "Poison",
  mighty: "Mighty",
  stun: "Stun",
  immobilize: "Immobilize",
  push: "Push",
  reload: "Reload",
};

/** "Pierce 2", "Area", "Poison against monsters". */
export function traitText(trait) {
  const name = TRAIT_NAMES[trait.name] || trait.name;
  const value = trait.name === "pierce" && trait.value ? ` ${trait.value}` : "";
  const against = trait.against ? ` against ${trait.against}s` : "";
  return `${name}${value}${against}`;
}

export const STATUS_WORDS = { poison: "poisoned", stun: "stunned", immobilize: "immobilized" };

/** What the moment of a reaction window or choice is, in words. */
export function momentText(decision, unitName) {
  const actor = decision.attacker ? unitName(decision.attacker) : "The attacker";
  const target = decision.target ? unitName(decision.target) : "";
  switch (decision.timing) {
    case "activity_start":
      return `${decision.attacker ? actor : "An enemy"} is about to act${target ? ` on ${target}` : ""}`;
    case "move_end":
      return `${decision.attacker ? actor : "A hero"} has completed a Move`;
    case "attack_end":
      return `${actor}'s attack${target ? ` on ${target}` : ""} is over; its traits come next`;
    case "attack_start":
      return `${actor} attacks${target ? ` ${target}` : ""}`;
    default:
      return `${actor} attacks${target ? ` ${target}` : ""} (${TIMINGS[decision.timing] || decision.timing})`;
  }
}

export function activityText(activity, defs) {
  switch (activity.do) {
    case "move": {
      const how = activity.flight ? " (flying)" : activity.leap_only ? " (parting leap only)" : "";
      return `Move ${activity.value}${how}`;
    }
    case "attack": {
      const range = activity.range ? ` at ${activity.range.min}-${activity.range.max}` : "";
      return `${KIND[activity.kind] || activity.kind} Attack ${activity.to_hit}${range}`;
    }
    case "heal": return `Heal ${activity.amount ?? ""}`.trim();
    case "gain_tokens": return `Gain ${activity.amount || 1} ${activity.token || ""} token${(activity.amount || 1) === 1 ? "" : "s"}`;
    case "interact": return "Interact";
    case "hide": return "Hide";
    case "spell": return "Cast a spell";
    default: return String(activity.do || "").replace(/_/g, " ");
  }
}

export function itemName(defs, id) {
  return defs?.equipment?.[id]?.name || String(id).replace(/_/g, " ");
}

export function cardName(defs, id) {
  return defs?.cards?.[id]?.name || id;
}

export function weaponText(defs, command) {
  if (command.unarmed) return "bare hands";
  if (!command.weapon) return "";
  return itemName(defs, command.weapon);
}
