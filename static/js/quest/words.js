// Cards, activities and items in words for the quest screen.

export const REACTION_TURNS = {
  enemy: { label: "Enemy turn", tone: "enemy" },
  own: { label: "Your turn", tone: "own" },
  ally: { label: "An ally's turn", tone: "ally" },
  own_or_ally: { label: "Your or an ally's turn", tone: "either" },
};

const KIND = { melee: "Melee", ranged: "Ranged", magic: "Magic" };

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
