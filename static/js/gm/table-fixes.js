// The GM's corrections of the campaign's table, ending a quest, and going back (issue
// 15): each form sends a GM command with a reason through the same path as any move
// (POST /gm/commands); the engine refuses what the table cannot hold and says why.

import { newCommandId, post } from "../api.js";
import { h, titleFromId, toast } from "../dom.js";

const WHAT = [
  ["health", "Health"], ["morale", "Morale"], ["xp", "XP"], ["gold_half", "Gold (in halves)"],
  ["strength", "Strength"], ["agility", "Agility"], ["perception", "Perception"], ["knowledge", "Knowledge"],
  ["resource", "A resource (name: count)"], ["give", "Give an item (name)"], ["take", "Take an item (name)"],
  ["reveal", "Reveal a map card (card)"], ["hide", "Hide a map card (card)"], ["reshuffle", "Reshuffle a pile (pile)"],
  ["day", "The day"],
];

/** The command for the form's choice, or null when the value is not what it asks for. */
export function tableFix(hero, what, value, reason) {
  const text = String(value).trim();
  const number = Number(text);
  if (what === "resource") {
    const [resource, count] = text.split(":").map((part) => part.trim());
    const amount = Number(count);
    return resource && Number.isInteger(amount) ? { type: "correct_resource", hero, resource, amount, reason } : null;
  }
  if (what === "give" || what === "take") return text ? { type: `${what}_equipment`, hero, item: text, reason } : null;
  if (what === "reveal" || what === "hide") return text ? { type: "turn_map_card", card: text, face: what === "reveal" ? "up" : "down", reason } : null;
  if (what === "reshuffle") return text ? { type: "reshuffle_pile", pile: text, reason } : null;
  if (!Number.isInteger(number) || !text) return null;
  if (what === "day") return { type: "correct_day", day: number, reason };
  return { type: "correct_hero", hero, track: what, value: number, reason };
}

async function send(campaignId, command, error, done, said) {
  error.textContent = "";
  try {
    await post(`/api/campaigns/${campaignId}/gm/commands`, { command_id: newCommandId(), command });
    toast(said);
    await done();
  } catch (refusal) {
    error.textContent = refusal.readable || refusal.message;
  }
}

function reasonInput(id) {
  return h("input", { id, required: true, minlength: 3, maxlength: 200, placeholder: "why (the players read it)" });
}

/** Corrections of the campaign's table, between quests. */
export function campaignFixesPanel(campaignId, board, done) {
  const hero = h("select", { id: "gm-board-hero" },
    Object.values(board.heroes || {}).map((b) => h("option", { value: b.hero }, b.name || titleFromId(b.hero))));
  const what = h("select", { id: "gm-board-what" }, WHAT.map(([value, text]) => h("option", { value }, text)));
  const value = h("input", { id: "gm-board-value", required: true, size: 12 });
  const reason = reasonInput("gm-board-reason");
  const error = h("p", { class: "error", role: "alert" });
  function apply(event) {
    event.preventDefault();
    const command = tableFix(hero.value, what.value, value.value, reason.value.trim());
    if (!command) { error.textContent = "Give what the choice asks for (a whole number, a name, or name: count)."; return; }
    send(campaignId, command, error, done, "Corrected; every player sees it in the log.");
  }
  return h("section", { class: "panel", "aria-labelledby": "gm-board" },
    h("h2", { id: "gm-board" }, "Correct the campaign"),
    h("form", { class: "gm-filters", onsubmit: apply },
      h("label", { for: "gm-board-hero" }, "Hero"), hero,
      h("label", { for: "gm-board-what" }, "Set"), what,
      h("label", { for: "gm-board-value" }, "to"), value,
      h("label", { for: "gm-board-reason" }, "because"), reason,
      h("button", { type: "submit", class: "small primary" }, "Apply")),
    error);
}

/** End the quest in progress as a victory or a defeat. */
export function endQuestPanel(campaignId, done) {
  const outcome = h("select", { id: "gm-end-outcome" }, h("option", { value: "victory" }, "Victory"), h("option", { value: "defeat" }, "Defeat"));
  const reason = reasonInput("gm-end-reason");
  const error = h("p", { class: "error", role: "alert" });
  const apply = (event) => {
    event.preventDefault();
    send(campaignId, { type: "end_quest", outcome: outcome.value, reason: reason.value.trim() }, error, done, "The quest is over.");
  };
  return h("section", { class: "panel", "aria-labelledby": "gm-end" },
    h("h2", { id: "gm-end" }, "End the quest"),
    h("form", { class: "gm-filters", onsubmit: apply },
      h("label", { for: "gm-end-outcome" }, "As a"), outcome,
      h("label", { for: "gm-end-reason" }, "because"), reason,
      h("button", { type: "submit", class: "small" }, "End it")),
    error);
}

/** Going back: to the event shown by time travel, or to a save point. */
export function goBackPanel(campaignId, at, latest, checkpoints, done) {
  const reason = reasonInput("gm-back-reason");
  const error = h("p", { class: "error", role: "alert" });
  const rewind = (event) => {
    event.preventDefault();
    send(campaignId, { type: "rewind_to", seq: at, reason: reason.value.trim() }, error, done, `The table is back after event ${at}.`);
  };
  const restore = (checkpoint) => send(campaignId, { type: "restore_checkpoint", checkpoint: checkpoint.id }, error, done,
    `The campaign is back at save ${checkpoint.id}.`);
  const saves = (checkpoints || []).map((c) => h("li", {},
    `Save ${c.id}${c.label ? ` “${c.label}”` : ""}: ${titleFromId(c.reason)}, day ${c.day} `,
    h("button", { type: "button", class: "small", onclick: () => restore(c) }, "Restore")));
  return h("section", { class: "panel", "aria-labelledby": "gm-back" },
    h("h2", { id: "gm-back" }, "Go back"),
    at < latest
      ? h("form", { class: "gm-filters", onsubmit: rewind },
        h("label", { for: "gm-back-reason" }, `Return the table to after event ${at}, because`), reason,
        h("button", { type: "submit", class: "small" }, "Go back here"))
      : h("p", { class: "muted" }, "Pick an earlier event with time travel to take the table back to it."),
    saves.length ? h("ul", { "aria-label": "Save points" }, saves) : h("p", { class: "muted" }, "No save point yet."),
    error);
}
