// The panel under the board for the mode in progress: the hint and the path of a move,
// or an attack's targets, weapons and odds (asked from the server) before it is made.

import { h } from "../dom.js";
import { helpers } from "../log.js";
import { sendCommand } from "../table/controls.js";
import { cancelMode, dropMode, patchMode } from "./uistate.js";
import { itemName, traitText, weaponText } from "./words.js";

const { unitName } = helpers;

/** @typedef {import("../types.js").Table} Table */

export function modeHint(mode) {
  if (mode?.kind === "place") return "The highlighted spaces are the deployment zone: click one (or Tab to it and press Enter).";
  return "Highlighted spaces can be reached. Point at one to see the path; click it (or Tab to it and press Enter) to go there.";
}

function weaponLabel(defs, command) {
  if (command.grenade) return `Throw ${itemName(defs, command.grenade)}`;
  return weaponText(defs, command) || "no weapon";
}

const DECLINABLE = {
  area: "Area: every miniature on the space is attacked, friends too (TRAIT-07)",
  push: "Push: the target is pushed 1 space away when the action ends (TRAIT-25)",
};

/** Area and Push may be declined when the attack is declared (TRAIT-03). */
function traitToggles(table, mode, traits) {
  const names = traits.map((t) => t.name).filter((n) => DECLINABLE[n]);
  if (!names.length) return null;
  return h("fieldset", { class: "weapons toggles", id: "attack-traits" }, h("legend", {}, "Use these traits (you may decline them now)"),
    names.map((name) => h("label", { class: "check" },
      h("input", {
        type: "checkbox",
        id: `trait-${name}`,
        checked: !mode.declined[name],
        onchange: (event) => {
          patchMode(table, mode, { declined: { ...mode.declined, [name]: !event.target.checked } });
          table.render();
        },
      }),
      DECLINABLE[name])));
}

function additionToggles(table, mode, usable) {
  if (!usable.length) return null;
  const defs = table.view.quest.defs?.equipment || {};
  const DURATION = { single_use: "single use", once_per_quest: "once per quest", entire_quest: "for the rest of the quest" };
  return h("fieldset", { class: "weapons toggles", id: "attack-additions" }, h("legend", {}, "Additions and runes to use on this attack"),
    usable.map((item) => h("label", { class: "check" },
      h("input", {
        type: "checkbox",
        id: `addition-${item}`,
        checked: mode.additions.has(item),
        onchange: (event) => {
          const additions = new Set(mode.additions);
          if (event.target.checked) additions.add(item);
          else additions.delete(item);
          patchMode(table, mode, { additions });
          table.render();
        },
      }),
      `${itemName(table.view.quest.defs, item)} (${DURATION[defs[item]?.duration] || defs[item]?.duration}): ${defs[item]?.text || ""}`)));
}

/** ATK-30: the offense tokens declared before the roll, each +1 to hit; the odds follow. */
function offenseChoice(table, mode) {
  if (!mode.offenseAllowed) return null;
  const counts = Array.from({ length: mode.offenseAllowed + 1 }, (_, n) => n);
  return h("fieldset", { class: "weapons toggles", id: "attack-offense" },
    h("legend", {}, "Offense tokens to spend on this attack (each +1 to hit, ATK-30)"),
    counts.map((n) => h("label", { class: "check" },
      h("input", {
        type: "radio",
        name: "offense-tokens",
        id: `offense-${n}`,
        value: String(n),
        checked: mode.offense === n,
        onchange: () => mode.spendOffense(n),
      }),
      n === 0 ? "None" : n === 1 ? "1 token" : `${n} tokens`)));
}

/** The odds of the chosen attack as the server works them out. */
function oddsList(names, mode, p) {
  const traits = (p.traits || []).map(traitText);
  const defense = p.defense === null || p.defense === undefined ? "not known yet" : String(p.defense);
  return [
    h("dl", { class: "preview", id: "attack-preview" },
      h("dt", {}, "Dice"), h("dd", { "data-testid": "preview-dice" }, String(p.dice)),
      h("dt", {}, "Hits on"), h("dd", { "data-testid": "preview-to-hit" }, `${p.to_hit} or less`),
      h("dt", {}, "Attribute added"), h("dd", {}, `+${p.attribute}`),
      h("dt", {}, `${unitName(names, mode.target)}'s defense`), h("dd", { "data-testid": "preview-defense" }, defense),
      h("dt", {}, "Distance"), h("dd", {}, `${p.distance} (${p.line_of_sight ? "in line of sight" : "no line of sight needed"})`),
      traits.length ? [h("dt", {}, "Traits"), h("dd", { "data-testid": "preview-traits" }, traits.join(", "))] : null),
    p.engagement ? h("p", { class: "warning", id: "engagement-risk" }, "A shot into a fight: on a roll of 6 it hits a friend there instead (ATK-21).") : null,
  ];
}

function oddsPart(table, mode, names) {
  const p = mode.preview;
  const quest = table.view.quest;
  if (p?.noRoll) return h("p", { id: "attack-preview" }, `${itemName(quest.defs, mode.choice.grenade)}: no roll; its effect reaches ${unitName(names, mode.target)} and everyone on that space.`);
  if (p?.error) return h("p", { class: "error" }, p.error);
  if (!p) return h("p", { class: "muted", id: "attack-working" }, "Working out the odds…");
  return [oddsList(names, mode, p), traitToggles(table, mode, p.traits || []), additionToggles(table, mode, p.additions || [])];
}

function weaponChoice(quest, mode) {
  const weapons = mode.options.filter((c) => c.target === mode.target);
  if (weapons.length < 2) return null;
  return h("fieldset", { class: "weapons" }, h("legend", {}, "With"),
    weapons.map((c, i) => h("label", { class: "check" },
      h("input", {
        type: "radio",
        name: "weapon",
        id: `weapon-${i}`,
        "data-weapon": c.grenade || c.weapon || (c.unarmed ? "unarmed" : "none"),
        checked: c === mode.choice,
        onchange: () => mode.choose(c),
      }),
      weaponLabel(quest.defs, c))));
}

function cancelButton(table) {
  return h("button", { type: "button", onclick: () => cancelMode(table) }, "Cancel (Esc)");
}

function attackSummary(/** @type {Table} */ table, mode) {
  const names = table.names();
  const quest = table.view.quest;
  const targets = [...new Set(mode.options.map((c) => c.target))];
  const parts = [
    h("p", {}, mode.title, " Choose a target with a gold ring on the map, or here:"),
    h("div", { class: "row", id: "targets" }, targets.map((t) => h("button", {
      type: "button",
      class: t === mode.target ? "primary small" : "small",
      "data-target": t,
      "aria-pressed": t === mode.target ? "true" : "false",
      onclick: () => mode.pick(t),
    }, unitName(names, t)))),
  ];
  if (!mode.target) return [...parts, h("div", { class: "row" }, cancelButton(table))];
  const confirm = h("button", {
    type: "button",
    class: "primary",
    id: "confirm-attack",
    disabled: !mode.choice,
    onclick: async () => {
      const command = mode.final();
      dropMode(table);
      await sendCommand(table, command);
      table.render();
    },
  }, mode.choice?.grenade ? `Throw at ${unitName(names, mode.target)}` : `Attack ${unitName(names, mode.target)}`);
  table.track(confirm);
  return [...parts, weaponChoice(quest, mode), offenseChoice(table, mode), oddsPart(table, mode, names), h("div", { class: "row" }, confirm, cancelButton(table))];
}

export function modePanel(/** @type {Table} */ table) {
  const mode = table.ui.mode;
  if (!mode) return null;
  if (mode.kind === "attack") return h("div", { class: "mode", id: "mode", "aria-live": "polite" }, attackSummary(table, mode));
  const hovered = table.ui.hover && mode.spaces.get(table.ui.hover);
  return h("div", { class: "mode", id: "mode" },
    h("p", {}, h("strong", {}, mode.title)),
    h("p", { class: hovered?.warn ? "warning" : "muted", id: "path-info", "aria-live": "polite" }, hovered ? hovered.note || "" : modeHint(mode)),
    h("div", { class: "row" }, cancelButton(table)));
}
