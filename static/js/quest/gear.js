// A hero's equipment on the quest screen: what sits on the usable slots and in the
// backpack (empty Reload weapons, items used up or in effect, damaged armor), the items
// that need no action (EQUIP-31), the choice among Interact's uses (QUEST-29), and the
// Reorganize dialog (QUEST-30): own slots <-> backpack, and swaps with a hero on the
// same space. What may be done is the server's to say: the buttons come from its legal
// commands, and a reorganization it refuses is explained in the dialog.

import { slotIcon } from "../art/cards.js";
import { h } from "../dom.js";
import { helpers } from "../log.js";
import { refusalText } from "../table/controls.js";
import { closeAllDialogs, patchDialog, setDialog } from "./uistate.js";
import { itemName } from "./words.js";

const { unitName } = helpers;

function hasReload(defs, id) {
  const def = defs?.equipment?.[id];
  return [...(def?.attack?.traits || [])].some((t) => t.name === "reload");
}

/** Words after an item's name: its state in this quest. */
function itemState(quest, hero, id) {
  const notes = [];
  if ((hero.empty_weapons || []).includes(id)) notes.push("empty: reload it with Interact (TRAIT-28)");
  else if (hasReload(quest.defs, id)) notes.push("loaded");
  if ((hero.spent_items || []).includes(id)) notes.push("used this quest");
  if ((hero.active_items || []).includes(id)) notes.push("in effect until the quest ends");
  const markers = hero.armor_damage?.[id];
  if (markers) notes.push(`${markers} destruction marker${markers === 1 ? "" : "s"}: −${markers} to its defense`);
  return notes;
}

function itemLine(quest, hero, id) {
  const notes = itemState(quest, hero, id);
  const classes = ["item"];
  if ((hero.empty_weapons || []).includes(id)) classes.push("empty");
  if ((hero.spent_items || []).includes(id)) classes.push("spent");
  return h("li", { class: classes.join(" "), "data-item": id },
    slotIcon(quest.defs?.equipment?.[id]?.category || ""), itemName(quest.defs, id), notes.length ? h("span", { class: "item-state" }, ` (${notes.join("; ")})`) : null);
}

/** The hero's slots and backpack, each item with its state. */
export function gearList(quest, hero) {
  const equipment = hero.equipment || [];
  const backpack = hero.backpack || [];
  return h("div", { class: "gear", "data-gear": hero.id },
    h("p", { class: "gear-title" }, "Equipment on the slots:"),
    equipment.length ? h("ul", { class: "gear-list slots" }, equipment.map((id) => itemLine(quest, hero, id))) : h("p", { class: "muted" }, "none"),
    backpack.length ? [h("p", { class: "gear-title" }, "In the backpack:"), h("ul", { class: "gear-list backpack" }, backpack.map((id) => itemLine(quest, hero, id)))] : null,
    hero.after_quest_damage
      ? h("p", { class: "warning" }, `An infusion will cost ${hero.after_quest_damage} Health when the quest ends (EQUIP-32).`)
      : null);
}

/** Send; a refusal goes to the toast and the log (table.refused), and is returned. */
async function trySend(table, command) {
  try {
    await table.send(command);
    return null;
  } catch (error) {
    table.refused(error);
    return refusalText(error, table.names());
  }
}

/** Items used without an action, between activities of the hero's own turn (EQUIP-31). */
export function itemButtons(table, hero, commands) {
  const mine = commands.filter((c) => c.unit === hero.id);
  if (!mine.length) return null;
  const quest = table.view.quest;
  return h("div", { class: "use-items", id: `items-${hero.id}` },
    h("h3", {}, "Use an item (no action needed)"),
    h("ul", { class: "item-uses" }, mine.map((command) => {
      const def = quest.defs?.equipment?.[command.item];
      const button = h("button", {
        type: "button",
        class: "small primary",
        id: `use-${command.item}`,
        "data-key": JSON.stringify(command),
        onclick: () => trySend(table, command),
      }, `Use ${itemName(quest.defs, command.item)}`);
      table.track(button);
      return h("li", {}, button, def?.text ? h("span", { class: "muted" }, ` ${def.text}`) : null);
    })));
}

/** Interact's uses in words (the reorganize dialog opens for "reorganize"). */
export function interactLabel(command, names, defs) {
  switch (command.what) {
    case "revive": return `Revive ${unitName(names, command.target)}`;
    case "collect": return "Collect what lies here";
    case "set_trap": return `Set ${itemName(defs, command.item)}`;
    case "reload": return `Reload ${itemName(defs, command.item)}`;
    case "reorganize": return "Reorganize equipment…";
    default: return `Interact: ${String(command.interaction || "").replace(/_/g, " ")}`;
  }
}

/** Send an Interact, or open the dialog when it is Reorganize. */
export async function interact(table, command) {
  if (command.what === "reorganize") {
    openReorganize(table, command);
    return;
  }
  setDialog(table, "interactPick", null);
  await trySend(table, command);
  table.render();
}

/** Interact paid with a card: which of its uses (QUEST-29). */
export function interactChooser(table, hero) {
  const pick = table.ui.interactPick;
  if (!pick || pick.unit !== hero.id) return null;
  const quest = table.view.quest;
  const names = table.names();
  const buttons = pick.commands.map((command, i) => {
    const button = h("button", {
      type: "button",
      class: "small",
      "data-interact": command.what,
      "data-key": `interact-${command.what}-${command.item || command.target || command.interaction || ""}`,
      onclick: () => interact(table, command),
    }, pick.labels?.[i] || interactLabel(command, names, quest.defs));
    table.track(button);
    return button;
  });
  return h("section", { class: "panel interact-pick", id: "interact-pick", "aria-labelledby": "interact-pick-title" },
    h("h3", { id: "interact-pick-title" }, pick.title || `Interact, paid with ${quest.defs?.cards?.[pick.commands[0].discard]?.name || "a card"}: what does ${hero.name} do?`),
    h("div", { class: "row" }, buttons,
      h("button", { type: "button", class: "small", id: "cancel-interact", onclick: () => closeDialogs(table) }, "Cancel (Esc)")));
}

// ------------------------------------------------------------------------ reorganize

export function openReorganize(table, command) {
  const hero = table.view.quest.heroes[command.unit];
  setDialog(table, "reorganize", {
    command,
    unit: command.unit,
    equipment: [...(hero.equipment || [])],
    backpack: [...(hero.backpack || [])],
    partner: null,
    partnerEquipment: [],
    partnerBackpack: [],
    error: "",
    focus: true,
  });
  table.render();
}

/** Close the interact chooser and the reorganize dialog (Escape, Cancel). */
export function closeDialogs(table) {
  const open = closeAllDialogs(table);
  if (open) table.render();
  return open;
}

/** Heroes on the acting hero's space, conscious or not (QUEST-30). */
function partnersOf(quest, unit) {
  const at = quest.heroes[unit]?.at;
  if (!at) return [];
  return Object.values(quest.heroes).filter((other) => other.id !== unit && other.at && !other.exited && !other.killed
    && other.at[0] === at[0] && other.at[1] === at[1]);
}

/** One item from list `from` to list `to` of the dialog's draft. */
function moveItem(table, state, from, index, to) {
  const item = state[from][index];
  const rest = state[from].filter((_, i) => i !== index);
  patchDialog(table, "reorganize", { [from]: rest, [to]: [...(from === to ? rest : state[to]), item], error: "" });
}

function itemRow(table, state, list, index, actions) {
  const quest = table.view.quest;
  const id = state[list][index];
  return h("li", { "data-item": id },
    h("span", { class: "item-name" }, itemName(quest.defs, id)),
    h("span", { class: "row" }, actions.map(([label, to, key]) => h("button", {
      type: "button",
      class: "small",
      "data-key": `reorg-${list}-${index}-${key}`,
      "data-move": `${id}:${key}`,
      "aria-label": `${label}: ${itemName(quest.defs, id)}`,
      onclick: () => {
        moveItem(table, state, list, index, to);
        table.render();
      },
    }, label))));
}

function column(table, state, title, lists) {
  return h("div", { class: "reorg-column" }, h("h4", {}, title),
    lists.map(([label, list, actions]) => [
      h("p", { class: "gear-title" }, label),
      state[list].length
        ? h("ul", { class: "reorg-list", "data-list": list }, state[list].map((_, i) => itemRow(table, state, list, i, actions)))
        : h("p", { class: "muted" }, "empty"),
    ]));
}

export function reorganizeDialog(table, hero) {
  const state = table.ui.reorganize;
  if (!state || state.unit !== hero.id) return null;
  const quest = table.view.quest;
  const names = table.names();
  const partners = partnersOf(quest, hero.id);
  const partner = state.partner ? quest.heroes[state.partner] : null;
  const them = partner ? unitName(names, partner.id) : "";
  const mine = [
    ["On the slots", "equipment", [["To the backpack", "backpack", "backpack"], ...(partner ? [[`Give to ${them}`, "partnerBackpack", "give"]] : [])]],
    ["In the backpack", "backpack", [["To the slots", "equipment", "slots"], ...(partner ? [[`Give to ${them}`, "partnerBackpack", "give"]] : [])]],
  ];
  const theirs = partner
    ? [
      ["On the slots", "partnerEquipment", [["To the backpack", "partnerBackpack", "their-backpack"], ["Take", "backpack", "take"]]],
      ["In the backpack", "partnerBackpack", [["To the slots", "partnerEquipment", "their-slots"], ["Take", "backpack", "take"]]],
    ]
    : [];
  const confirm = h("button", {
    type: "button",
    class: "primary",
    id: "confirm-reorganize",
    disabled: !table.online,
    onclick: async () => {
      const command = { ...state.command, equipment: state.equipment, backpack: state.backpack };
      if (partner) {
        Object.assign(command, { partner: partner.id, partner_equipment: state.partnerEquipment, partner_backpack: state.partnerBackpack });
      }
      const problem = await trySend(table, command);
      if (problem) {
        patchDialog(table, "reorganize", { error: problem });
      } else {
        setDialog(table, "reorganize", null);
      }
      table.render();
    },
  }, "Reorganize");
  table.track(confirm);
  const dialog = h("section", {
    class: "panel reorganize",
    id: "reorganize",
    role: "dialog",
    "aria-modal": "false",
    "aria-labelledby": "reorganize-title",
  },
  h("h3", { id: "reorganize-title", tabindex: "-1" }, `Reorganize ${hero.name}'s equipment (QUEST-30)`),
  h("p", { class: "muted" }, "Move items between the usable slots and the backpack. With a hero on your space (even an unconscious one) you may also swap anything. Only one armor, helmet and shield fit on the slots, and a rune stays on its weapon."),
  partners.length
    ? h("div", { class: "field" },
      h("label", { for: "reorganize-partner" }, "Trade with"),
      h("select", {
        id: "reorganize-partner",
        onchange: (event) => {
          const id = event.target.value || null;
          const other = id ? quest.heroes[id] : null;
          patchDialog(table, "reorganize", {
            partner: id,
            partnerEquipment: [...(other?.equipment || [])],
            partnerBackpack: [...(other?.backpack || [])],
            equipment: [...(hero.equipment || [])],
            backpack: [...(hero.backpack || [])],
            error: "",
          });
          table.render();
        },
      },
      h("option", { value: "", selected: !state.partner }, "nobody"),
      partners.map((p) => h("option", { value: p.id, selected: state.partner === p.id }, `${unitName(names, p.id)}${p.health === 0 ? " (unconscious)" : ""}`))))
    : h("p", { class: "muted" }, "No other hero stands on your space: you can only rearrange your own board."),
  h("div", { class: "reorg-columns" },
    column(table, state, hero.name, mine),
    partner ? column(table, state, them, theirs) : null),
  state.error ? h("p", { class: "error", id: "reorganize-error", role: "alert" }, state.error) : null,
  h("div", { class: "row" }, confirm,
    h("button", { type: "button", id: "cancel-reorganize", onclick: () => closeDialogs(table) }, "Cancel (Esc)")));
  if (state.focus) {
    patchDialog(table, "reorganize", { focus: false });
    setTimeout(() => document.getElementById("reorganize-title")?.focus(), 0);
  }
  return dialog;
}
