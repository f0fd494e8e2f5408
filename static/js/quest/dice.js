// The dice tray: every attack shown die by die (extra rolls on 1s included), with the
// successes, the attribute, the strength against the defense, and the damage; an Area
// attack target by target; grenades and the Net with their per-target outcomes.

import { h, replace } from "../dom.js";
import { describe, helpers } from "../log.js";
import { reactionEffects } from "./logtext.js";
import { STATUS_WORDS, traitText } from "./words.js";

const { unitName } = helpers;

function freshAttack(seq, declared) {
  return { seq, declared, dice: [], rerolled: [], added: [], extra: [], resolved: null, reactions: [], after: [], ended: false };
}

// What an attack's traits and damage did to its target, listed under its dice.
const AFTERMATH = new Set([
  "status_applied", "mighty_marked", "push_queued", "weapon_emptied", "enemy_eliminated",
  "hero_knocked_out", "hero_killed", "hidden_lost",
]);

const EARLIER = 4;

/** A new tray: the one shown so far goes to the earlier rolls. */
function show(seen, tray) {
  if (seen.tray) seen.earlier = [seen.tray, ...(seen.earlier || [])].slice(0, EARLIER);
  seen.tray = tray;
}

/**
 * What the dice tray shows after `events`, from what it showed before (`previous`, not
 * changed: a new record is returned, and uistate.js keeps it). `tray` is the latest
 * attack ({kind: "attack", attack}), an Area attack with every target's own roll
 * ({kind: "area", begun, attacks}), or an attack without a roll (a grenade, the Net:
 * {kind: "effect", unit, item, outcomes}); `attack` is the latest single attack.
 */
export function trackAttacks(events, previous, defs) {
  const seen = { ...(previous || {}), earlier: [...(previous?.earlier || [])] };
  for (const { seq, event } of events) {
    const tray = seen.tray;
    switch (event.type) {
      case "quest_started":
        seen.attack = null;
        seen.tray = null;
        seen.earlier = [];
        break;
      case "area_attack_begun":
        show(seen, { kind: "area", seq, begun: event, attacks: [], ended: false });
        break;
      case "area_attack_ended":
        if (tray?.kind === "area") tray.ended = true;
        break;
      case "attack_declared":
        seen.attack = freshAttack(seq, event);
        if (tray?.kind === "area" && !tray.ended && tray.begun.attacker === event.attacker) tray.attacks.push(seen.attack);
        else show(seen, { kind: "attack", attack: seen.attack });
        break;
      case "reaction_played":
        if (seen.attack && !seen.attack.resolved) seen.attack.reactions.push(event);
        break;
      case "attack_rolled":
        if (seen.attack) seen.attack.dice = [...event.dice];
        break;
      case "dice_rerolled":
        if (seen.attack) {
          seen.attack.rerolled.push(...event.indices);
          event.indices.forEach((index, i) => { seen.attack.dice[index] = event.dice[i]; });
        }
        break;
      case "dice_added":
        if (seen.attack) seen.attack.added.push(...event.dice);
        break;
      case "extra_dice_rolled":
        if (seen.attack) seen.attack.extra.push(...event.dice);
        break;
      case "attack_resolved":
        if (!seen.attack || seen.attack.resolved) {
          seen.attack = freshAttack(seq, null);
          show(seen, { kind: "attack", attack: seen.attack });
        }
        seen.attack.resolved = event;
        break;
      case "attack_ended":
        if (seen.attack) seen.attack.ended = true;
        break;
      case "item_used":
        if (defs?.equipment?.[event.item]?.use === "attack" && defs.equipment[event.item].category !== "addition") {
          show(seen, { kind: "effect", seq, unit: event.unit, item: event.item, outcomes: [], open: true });
        }
        break;
      case "status_rolled":
        if (tray?.kind !== "effect" || !tray.open) {
          show(seen, { kind: "effect", seq, unit: event.attacker, item: null, outcomes: [], open: true });
        }
        seen.tray.outcomes.push(event);
        break;
      case "action_finished":
      case "turn_ended":
        if (tray?.kind === "effect") tray.open = false;
        break;
      default:
        if (tray?.kind === "effect" && tray.open && ["status_applied", "damage_taken", "mighty_marked", "healed"].includes(event.type)) {
          // A Net roll that succeeded already says so; its status_applied adds nothing.
          const rolled = tray.outcomes.some((o) => o.type === "status_rolled" && o.target === event.unit && o.status === event.status);
          if (!rolled) tray.outcomes.push(event);
        } else if (seen.attack && !seen.attack.ended && seen.attack.resolved && AFTERMATH.has(event.type)) {
          seen.attack.after.push(event);
        }
        break;
    }
  }
  return seen;
}

const PIPS = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[25, 25], [50, 50], [75, 75]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[25, 25], [75, 25], [50, 50], [25, 75], [75, 75]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};

export function isHit(value, toHit) {
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
  for (const [k, v] of Object.entries({ x: 4, y: 4, width: 92, height: 92, rx: 16, class: "face" })) face.setAttribute(k, String(v));
  svg.append(face);
  for (const [cx, cy] of PIPS[value] || []) {
    const pip = document.createElementNS("http://www.w3.org/2000/svg", "circle");
    pip.setAttribute("cx", String(cx));
    pip.setAttribute("cy", String(cy));
    pip.setAttribute("r", "9");
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

function reactionWords(reaction, names, area) {
  const card = names.quest?.defs?.cards?.[reaction.card]?.name || reaction.card;
  const parts = reactionEffects(reaction, names);
  if (area && reaction.area_wide) parts.push("for every target on the space, TRAIT-08");
  return `${unitName(names, reaction.unit)} played ${card}${parts.length ? ` (${parts.join(", ")})` : ""}`;
}

/** One attack: its dice, extra rolls, the sum and the damage, and what its traits did.
 * `ids` adds the test ids of the single-attack tray. */
function attackBody(attack, names, ids, area = false) {
  const declared = attack.declared;
  const resolved = attack.resolved;
  // Reactions change the to-hit value after the declaration (QUEST-34): the resolved
  // attack carries the final one.
  const bonus = attack.reactions.reduce((sum, r) => sum + (r.to_hit || 0), 0);
  const toHit = resolved?.to_hit ?? (declared ? declared.to_hit + bonus : null);
  const first = resolved ? resolved.dice.slice(0, resolved.dice.length - (resolved.extra?.length || 0)) : [...attack.dice, ...attack.added];
  const extra = resolved ? resolved.extra || [] : attack.extra;
  const parts = [
    attack.reactions.length
      ? h("p", { class: "reactions-note" }, `Reactions: ${attack.reactions.map((r) => reactionWords(r, names, area)).join("; ")}.`)
      : null,
    h("ol", { class: "dice", "aria-label": "Dice rolled" }, first.map((v) => die(v, toHit, false)), extra.map((v) => die(v, toHit, true))),
  ];
  if (extra.length) parts.push(h("p", { class: "extra-note" }, `Extra rolls for 1s: ${extra.join(", ")}`));
  if (resolved) {
    parts.push(h("p", { class: "sum", "data-testid": ids ? "attack-sum" : null },
      `${resolved.successes} success${resolved.successes === 1 ? "" : "es"} + ${resolved.attribute} = strength ${resolved.strength}; defense ${resolved.defense}; `,
      h("strong", { class: "damage", "data-testid": ids ? "attack-damage" : null }, resolved.damage > 0 ? `${resolved.damage} damage` : "no damage"),
      `: ${unitName(names, resolved.target)} has ${resolved.health} Health left.`));
  } else {
    parts.push(h("p", { class: "muted" }, "Waiting for the attack to finish…"));
  }
  if (attack.after.length) {
    parts.push(h("ul", { class: "aftermath" }, attack.after.map((event) => {
      const line = describe(event, names);
      return line ? h("li", { "data-type": event.type }, line.text, line.rule ? h("span", { class: "rule" }, ` ${line.rule}`) : null) : null;
    })));
  }
  return { parts, toHit };
}

function traitsNote(declared) {
  const traits = (declared?.traits || []).map(traitText);
  return traits.length ? h("p", { class: "traits-note" }, `Traits: ${traits.join(", ")} (resolved in the book's order after the damage, TRAIT-04).`) : null;
}

function rollNote(toHit) {
  return toHit === null || toHit === undefined
    ? null
    : h("p", { class: "muted" }, `Each die of ${toHit} or less hits; a 1 always hits and rolls an extra die, a 6 always misses (ATK-07..09).`);
}

function heading(latest, text) {
  return latest ? h("h2", { id: "dice-title" }, text) : h("h3", { class: "tray-title" }, text);
}

function singleTray(attack, names, latest) {
  const attacker = attack.declared?.attacker || attack.resolved?.attacker;
  const target = attack.declared?.target || attack.resolved?.target;
  const { parts, toHit } = attackBody(attack, names, latest);
  return [
    heading(latest, `${unitName(names, attacker)} attacks ${unitName(names, target)}`),
    rollNote(toHit),
    traitsNote(attack.declared),
    ...parts,
  ];
}

function areaTray(tray, names, latest) {
  const { begun } = tray;
  const waiting = begun.targets.filter((t) => !tray.attacks.some((a) => a.declared?.target === t));
  return [
    heading(latest, `${unitName(names, begun.attacker)}'s Area attack`),
    h("p", { class: "muted" }, `Every miniature on the space is attacked separately, each with a roll of its own (TRAIT-07): ${begun.targets.map((t) => unitName(names, t)).join(", ")}.`),
    traitsNote(begun),
    h("ol", { class: "area-targets" }, tray.attacks.map((attack) => {
      const { parts, toHit } = attackBody(attack, names, false, true);
      const target = attack.declared.target;
      return h("li", { class: "area-target", "data-target": target },
        h(latest ? "h3" : "h4", {}, `On ${unitName(names, target)}`, toHit !== null ? h("span", { class: "muted" }, ` · hits on ${toHit} or less`) : null),
        ...parts);
    }),
    waiting.map((t) => h("li", { class: "area-target waiting", "data-target": t }, h(latest ? "h3" : "h4", {}, `On ${unitName(names, t)}`), h("p", { class: "muted" }, tray.ended ? "No longer on the space: not attacked." : "Still to come.")))),
  ];
}

function effectTray(tray, names, latest) {
  const item = tray.item ? names.quest?.defs?.equipment?.[tray.item]?.name || tray.item : null;
  const rolls = tray.outcomes.filter((o) => o.type === "status_rolled");
  return [
    heading(latest, item ? `${unitName(names, tray.unit)} throws ${item}` : `${unitName(names, tray.unit)} attacks without a to-hit roll`),
    h("p", { class: "muted" }, rolls.length
      ? "One die per target against its attribute: above it, the status takes hold (EQUIP-35)."
      : "No roll: the effect reaches every target at once (EQUIP-35)."),
    h("ul", { class: "effect-outcomes" }, tray.outcomes.map((o) => {
      if (o.type === "status_rolled") {
        return h("li", { class: "effect-outcome", "data-target": o.target },
          h("ol", { class: "dice small" }, die(o.roll, null, false)),
          ` ${unitName(names, o.target)}: ${o.roll} against ${o.beats} ${o.value}: ${o.applied ? STATUS_WORDS[o.status] || o.status : "no effect"}.`);
      }
      const line = describe(o, names);
      return h("li", { class: "effect-outcome", "data-target": o.unit }, line?.text || "");
    })),
  ];
}

export function diceTray(ui, names, onEarlierToggle) {
  const tray = ui.tray || (ui.attack ? { kind: "attack", attack: ui.attack } : null);
  const box = h("section", { class: "panel dice-tray", id: "dice", "aria-labelledby": "dice-title", "aria-live": "polite" });
  if (!tray) {
    replace(box, h("h2", { id: "dice-title" }, "Dice"), h("p", { class: "muted" }, "No attack yet this quest."));
    return box;
  }
  const draw = (shown, latest) => (shown.kind === "area"
    ? areaTray(shown, names, latest)
    : shown.kind === "effect" ? effectTray(shown, names, latest) : singleTray(shown.attack, names, latest));
  const earlier = ui.tray ? ui.earlier || [] : [];
  replace(box, ...draw(tray, true),
    earlier.length
      ? h("details", { class: "earlier-rolls", id: "earlier-rolls", open: Boolean(ui.earlierOpen), ontoggle: (event) => onEarlierToggle?.(event.target.open) },
        h("summary", {}, `Earlier rolls (${earlier.length})`),
        earlier.map((old) => h("article", { class: "earlier-tray" }, draw(old, false))))
      : null);
  return box;
}
