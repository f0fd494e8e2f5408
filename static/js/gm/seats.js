// Seats and absent players, and how the table plays (issue 15): who plays which seat
// and heroes, who is away; the GM hands a seat's heroes to another seat for the
// evening or for good (DEV-34), and switches between live play and play by turns.
// Every change is a GM command through the same path as any move.

import { newCommandId, post } from "../api.js";
import { h, titleFromId, toast } from "../dom.js";

function seatLabel(names, key) {
  return names[key] || "a free seat";
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

function seatOptions(seats, names) {
  return Object.keys(seats).map((key) => h("option", { value: key }, seatLabel(names, key)));
}

function handOverForm(campaignId, state, names, error, done) {
  const from = h("select", { id: "gm-hand-from" }, seatOptions(state.seats, names));
  const to = h("select", { id: "gm-hand-to" }, seatOptions(state.seats, names));
  if (to.options.length > 1) to.selectedIndex = 1;
  const span = h("select", { id: "gm-hand-span" },
    h("option", { value: "evening" }, "for this evening"), h("option", { value: "good" }, "for good"));
  const apply = (event) => {
    event.preventDefault();
    const command = { type: "hand_over_heroes", from_seat: from.value, to_seat: to.value, for_good: span.value === "good" };
    send(campaignId, command, error, done, `${seatLabel(names, to.value)} now plays those heroes.`);
  };
  return h("form", { class: "gm-filters", onsubmit: apply },
    h("label", { for: "gm-hand-from" }, "Hand the heroes of"), from,
    h("label", { for: "gm-hand-to" }, "to"), to,
    h("label", { for: "gm-hand-span" }, "—"), span,
    h("button", { type: "submit", class: "small primary" }, "Hand over"));
}

/** Another member takes a seat over (the GM gives it), or the seat is freed (DEV-34). */
function giveSeatForm(campaignId, state, names, error, done) {
  const seat = h("select", { id: "gm-give-seat" }, seatOptions(state.seats, names));
  const who = h("input", { id: "gm-give-to", required: true, maxlength: 40, size: 12, placeholder: "a player's name" });
  const give = async (event) => {
    event.preventDefault();
    error.textContent = "";
    try {
      await post(`/api/campaigns/${campaignId}/seats/${seat.value}/reassign`, { username: who.value.trim() });
      toast(`${who.value.trim()} now plays that seat.`);
      await done();
    } catch (refusal) {
      error.textContent = refusal.readable || refusal.message;
    }
  };
  return h("form", { class: "gm-filters", onsubmit: give },
    h("label", { for: "gm-give-seat" }, "Give the seat of"), seat,
    h("label", { for: "gm-give-to" }, "to"), who,
    h("button", { type: "submit", class: "small" }, "Give the seat"));
}

function playModeForm(campaignId, mode, error, done) {
  const style = h("select", { id: "gm-play-style" },
    h("option", { value: "live", selected: mode.style === "live" }, "Live (reactions in seconds)"),
    h("option", { value: "by_turns", selected: mode.style === "by_turns" }, "By turns (decisions wait hours)"));
  const hours = h("input", { id: "gm-play-hours", type: "number", min: 1, max: 168, value: mode.turn_hours, size: 4 });
  const apply = (event) => {
    event.preventDefault();
    const command = { type: "set_play_mode", style: style.value, turn_hours: Number(hours.value) || 24 };
    send(campaignId, command, error, done, style.value === "live" ? "The table plays live." : "The table plays by turns.");
  };
  return h("form", { class: "gm-filters", onsubmit: apply },
    h("label", { for: "gm-play-style" }, "Play"), style,
    h("label", { for: "gm-play-hours" }, "hours per decision"), hours,
    h("button", { type: "submit", class: "small" }, "Switch"));
}

/** The panel; ``names`` maps a seat's key to its player's name. */
export function seatsPanel(campaignId, state, names, done) {
  const error = h("p", { class: "error", role: "alert" });
  const loans = state.loans || {};
  const rows = Object.entries(state.seats || {}).map(([key, seat]) => h("li", {},
    h("strong", {}, seatLabel(names, key)), `: ${(seat.heroes || []).map(titleFromId).join(" & ") || "no hero"}`,
    seat.away ? " · away" : "",
    (seat.heroes || []).some((hero) => loans[hero]) ? " · plays lent heroes" : ""));
  const mode = state.play_mode || { style: "live", turn_hours: 24 };
  return h("section", { class: "panel", "aria-labelledby": "gm-seats" },
    h("h2", { id: "gm-seats" }, "Seats and players"),
    h("ul", { "data-testid": "gm-seat-list" }, rows),
    Object.keys(state.seats || {}).length > 1 ? handOverForm(campaignId, state, names, error, done) : null,
    Object.keys(state.seats || {}).length ? giveSeatForm(campaignId, state, names, error, done) : null,
    h("p", {}, mode.style === "by_turns" ? `The table plays by turns: every decision waits ${mode.turn_hours} hours.` : "The table plays live."),
    playModeForm(campaignId, mode, error, done),
    error);
}
