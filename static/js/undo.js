// The Undo button of the table header (issue 15, undo by policy): shown only while the
// server says this seat may take back its last move (GET /api/campaigns/ID/undo, the
// engine's own policy: no die rolled, nothing revealed, no other seat acted since).

import { get, newCommandId, post } from "./api.js";
import { h, toast } from "./dom.js";

/** The button; ``refresh()`` after every change asks again, ``refused(error)`` says why not. */
export function undoButton(campaignId, refused) {
  const button = h("button", { type: "button", class: "small", id: "undo-last", hidden: true,
    title: "Take back your last move" }, "Undo");
  let asked = 0;
  async function refresh() {
    const mine = ++asked;
    try {
      const answer = await get(`/api/campaigns/${campaignId}/undo`);
      if (mine === asked) button.hidden = !answer.allowed;
    } catch {
      button.hidden = true;
    }
  }
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      await post(`/api/campaigns/${campaignId}/commands`, { command_id: newCommandId(), command: { type: "undo_last" } });
      toast("Your last move was taken back.");
    } catch (error) {
      refused(error);
    } finally {
      button.disabled = false;
      await refresh();
    }
  });
  return { button, refresh };
}
