// The dice tray: every attack shown die by die (extra rolls on 1s included), with the
// successes, the attribute, the strength against the defense, and the damage.

import { h, replace } from "../dom.js";
import { helpers } from "../log.js";

const { unitName } = helpers;

/** Follow attack events into `ui.attack` (the latest attack) and `ui.attacks` (recent). */
export function trackAttacks(events, ui) {
  for (const { seq, event } of events) {
    switch (event.type) {
      case "quest_started":
        ui.attack = null;
        break;
      case "attack_declared":
        ui.attack = { seq, declared: event, dice: [], rerolled: [], added: [], extra: [], resolved: null, reactions: [] };
        break;
      case "reaction_played":
        if (ui.attack && !ui.attack.resolved) ui.attack.reactions.push(event);
        break;
      case "attack_rolled":
        if (ui.attack) ui.attack.dice = [...event.dice];
        break;
      case "dice_rerolled":
        if (ui.attack) {
          ui.attack.rerolled.push(...event.indices);
          event.indices.forEach((index, i) => { ui.attack.dice[index] = event.dice[i]; });
        }
        break;
      case "dice_added":
        if (ui.attack) ui.attack.added.push(...event.dice);
        break;
      case "extra_dice_rolled":
        if (ui.attack) ui.attack.extra.push(...event.dice);
        break;
      case "attack_resolved":
        if (!ui.attack || ui.attack.resolved) {
          ui.attack = { seq, declared: null, dice: [], rerolled: [], added: [], extra: [], resolved: null, reactions: [] };
        }
        ui.attack.resolved = event;
        break;
      default:
        break;
    }
  }
}

const PIPS = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[25, 25], [50, 50], [75, 75]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[25, 25], [75, 25], [50, 50], [25, 75], [75, 75]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};

function isHit(value, toHit) {
  // ATK-08: a 1 always hits, a 6 always misses.
  if (value === 1) return true;
  if (value === 6) return false;
  return value <= toHit;
}

function die(value, toHit, extra) {
  const hit = toHit === null ? null : isHit(value, toHit);
  const label = `${extra ? "extra die" : "die"}: ${value}${hit === null ? "" : hit ? ", a success" : ", a miss"}`;
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("aria-hidden", "true");
  const face = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  for (const [k, v] of Object.entries({ x: 4, y: 4, width: 92, height: 92, rx: 16, class: "face" })) face.setAttribute(k, v);
  svg.append(face);
  for (const [cx, cy] of PIPS[value] || []) {
    const pip = document.createElementNS("http://www.w3.org/2000/svg", "circle");
    pip.setAttribute("cx", cx);
    pip.setAttribute("cy", cy);
    pip.setAttribute("r", 9);
    pip.setAttribute("class", "pip");
    svg.append(pip);
  }
  return h("li", {
    class: `die ${hit === null ? "" : hit ? "hit" : "miss"} ${extra ? "extra" : ""}`,
    "data-value": value,
    "aria-label": label,
    title: label,
  }, svg, h("span", { class: "die-value", "aria-hidden": "true" }, value));
}

function reactionWords(reaction, names) {
  const card = names.quest?.defs?.cards?.[reaction.card]?.name || reaction.card;
  const parts = [];
  if (reaction.to_hit) parts.push(`${reaction.to_hit > 0 ? "+" : ""}${reaction.to_hit} to hit`);
  if (reaction.dice) parts.push(`${reaction.dice > 0 ? "+" : ""}${reaction.dice} ${Math.abs(reaction.dice) === 1 ? "die" : "dice"}`);
  if (reaction.attribute) parts.push(`${reaction.attribute > 0 ? "+" : ""}${reaction.attribute} attribute`);
  if (reaction.defense) parts.push(`${reaction.defense > 0 ? "+" : ""}${reaction.defense} defense`);
  if (reaction.double_defense) parts.push("defense doubled");
  if (reaction.pierce) parts.push(`pierce ${reaction.pierce}`);
  return `${unitName(names, reaction.unit)} played ${card}${parts.length ? ` (${parts.join(", ")})` : ""}`;
}

export function diceTray(ui, names) {
  const attack = ui.attack;
  const box = h("section", { class: "panel dice-tray", id: "dice", "aria-labelledby": "dice-title", "aria-live": "polite" });
  if (!attack) {
    replace(box, h("h2", { id: "dice-title" }, "Dice"), h("p", { class: "muted" }, "No attack yet this quest."));
    return box;
  }
  const declared = attack.declared;
  const resolved = attack.resolved;
  // Reactions change the to-hit value after the declaration (QUEST-34): the resolved
  // attack carries the final one.
  const bonus = attack.reactions.reduce((sum, r) => sum + (r.to_hit || 0), 0);
  const toHit = resolved?.to_hit ?? (declared ? declared.to_hit + bonus : null);
  const attacker = declared?.attacker || resolved?.attacker;
  const target = declared?.target || resolved?.target;
  const first = resolved ? resolved.dice.slice(0, resolved.dice.length - (resolved.extra?.length || 0)) : [...attack.dice, ...attack.added];
  const extra = resolved ? resolved.extra || [] : attack.extra;
  const parts = [
    h("h2", { id: "dice-title" }, `${unitName(names, attacker)} attacks ${unitName(names, target)}`),
    toHit !== null
      ? h("p", { class: "muted" }, `Each die of ${toHit} or less hits; a 1 always hits and rolls an extra die, a 6 always misses (ATK-07..09).`)
      : null,
    attack.reactions.length
      ? h("p", { class: "reactions-note" }, `Reactions: ${attack.reactions.map((r) => reactionWords(r, names)).join("; ")}.`)
      : null,
    h("ol", { class: "dice", "aria-label": "Dice rolled" }, first.map((v) => die(v, toHit, false)), extra.map((v) => die(v, toHit, true))),
  ];
  if (extra.length) parts.push(h("p", { class: "extra-note" }, `Extra rolls for 1s: ${extra.join(", ")}`));
  if (resolved) {
    parts.push(h("p", { class: "sum", "data-testid": "attack-sum" },
      `${resolved.successes} success${resolved.successes === 1 ? "" : "es"} + ${resolved.attribute} = strength ${resolved.strength}; defense ${resolved.defense}; `,
      h("strong", { "data-testid": "attack-damage" }, resolved.damage > 0 ? `${resolved.damage} damage` : "no damage"),
      `: ${unitName(names, resolved.target)} has ${resolved.health} Health left.`));
  } else {
    parts.push(h("p", { class: "muted" }, "Waiting for the attack to finish…"));
  }
  replace(box, ...parts);
  return box;
}
