// "I'm away" / "I'm back" in the table header (issue 15): while a player is away their
// reaction windows pass at once and their decisions take the default at the deadline,
// so the table never waits on them; coming back returns heroes lent for the evening.

import { newCommandId, post } from "./api.js";
import { h, toast } from "./dom.js";

/** The toggle; ``show(view)`` after every change draws it for this seat. */
export function awayToggle(campaignId, refused) {
  const button = h("button", { type: "button", class: "small", id: "away-toggle", hidden: true, "aria-pressed": "false" }, "I'm away");
  let away = false;
  function show(view) {
    const seat = view?.you?.seat ? view.seats?.[view.you.seat] : null;
    button.hidden = !seat;
    away = Boolean(seat?.away);
    button.textContent = away ? "I'm back" : "I'm away";
    button.setAttribute("aria-pressed", String(away));
  }
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      await post(`/api/campaigns/${campaignId}/commands`, { command_id: newCommandId(), command: { type: "set_away", away: !away } });
      toast(away ? "Welcome back." : "You are away: the table plays on without waiting for you.");
    } catch (error) {
      refused(error);
    } finally {
      button.disabled = false;
    }
  });
  return { button, show };
}
