// The GM's corrections of a quest (issue 15): set a miniature's Health, a hero's morale,
// a token or a status, or its space — each with a reason every player reads in the log.
// They go through the same command path as any move (POST /commands), never the database.

import { newCommandId, post } from "../api.js";
import { h, titleFromId, toast } from "../dom.js";

const WHAT = [
  ["health", "Health"], ["morale", "Morale"], ["offense", "Offense tokens"], ["defense", "Defense tokens"],
  ["mighty", "Mighty markers"], ["poison", "Poisoned (1 or 0)"], ["stun", "Stunned (1 or 0)"],
  ["immobilize", "Immobilized (1 or 0)"], ["place", "Space (column,row)"],
];

/** The correction command for the form's choice, or null with a reason to show. */
export function correction(unit, what, value, reason) {
  if (what === "place") {
    const at = String(value).split(",").map((n) => Number(n.trim()));
    if (at.length !== 2 || at.some((n) => !Number.isInteger(n))) return null;
    return { type: "correct_place", unit, at, reason };
  }
  const number = Number(value);
  if (!Number.isInteger(number)) return null;
  if (what === "health") return { type: "correct_health", unit, health: number, reason };
  if (what === "morale") return { type: "correct_morale", unit, morale: number, reason };
  return { type: "correct_tokens", unit, token: what, amount: number, reason };
}

function unitOptions(quest) {
  const units = [...Object.values(quest.heroes || {}), ...Object.values(quest.allies || {}), ...Object.values(quest.enemies || {})];
  return units.map((u) => h("option", { value: u.id }, u.name || titleFromId(u.id)));
}

/** The form; ``done`` reloads the state once a correction is applied. */
export function correctionsPanel(campaignId, quest, done) {
  const unit = h("select", { id: "gm-fix-unit" }, unitOptions(quest));
  const what = h("select", { id: "gm-fix-what" }, WHAT.map(([value, text]) => h("option", { value }, text)));
  const value = h("input", { id: "gm-fix-value", required: true, size: 6 });
  const reason = h("input", { id: "gm-fix-reason", required: true, minlength: 3, maxlength: 200,
    placeholder: "why (the players read it)" });
  const error = h("p", { class: "error", role: "alert" });
  async function apply(event) {
    event.preventDefault();
    error.textContent = "";
    const command = correction(unit.value, what.value, value.value, reason.value.trim());
    if (!command) {
      error.textContent = what.value === "place" ? "Give the space as column,row, e.g. 3,2." : "Give a whole number.";
      return;
    }
    try {
      await post(`/api/campaigns/${campaignId}/gm/commands`, { command_id: newCommandId(), command });
      toast("Corrected; every player sees it in the log.");
      reason.value = "";
      await done();
    } catch (refusal) {
      error.textContent = refusal.readable || refusal.message;
    }
  }
  return h("section", { class: "panel", "aria-labelledby": "gm-fix" },
    h("h2", { id: "gm-fix" }, "Correct the table"),
    h("form", { class: "gm-filters", onsubmit: apply },
      h("label", { for: "gm-fix-unit" }, "Miniature"), unit,
      h("label", { for: "gm-fix-what" }, "Set"), what,
      h("label", { for: "gm-fix-value" }, "to"), value,
      h("label", { for: "gm-fix-reason" }, "because"), reason,
      h("button", { type: "submit", class: "small primary" }, "Apply")),
    error);
}
