// Undo in the table header (issue 15, undo by policy): the Undo button shows only while
// the server says this seat may take back its last move (GET /api/campaigns/ID/undo, the
// engine's own policy: no die rolled, nothing revealed, no other seat acted since).
// Further back takes every seat's yes: "Ask the table" proposes it, and while a vote is
// open each seat that has not agreed gets "Agree to go back" and "Play on".

import { get, newCommandId, post } from "./api.js";
import { h, toast } from "./dom.js";

function small(id, text, title) {
  return h("button", { type: "button", class: "small", id, hidden: true, title }, text);
}

/** The buttons; ``refresh(view)`` after every change asks again, ``refused(error)`` says why not. */
export function undoButton(campaignId, refused) {
  const undo = small("undo-last", "Undo", "Take back your last move");
  const ask = small("undo-ask", "Ask the table to undo", "Every player must agree to go back");
  const agree = small("undo-agree", "Agree to go back", "");
  const refuse = small("undo-refuse", "Play on", "");
  let asked = 0;
  let voteTo = null;
  async function send(command, said) {
    try {
      await post(`/api/campaigns/${campaignId}/commands`, { command_id: newCommandId(), command });
      toast(said);
    } catch (error) {
      refused(error);
    }
  }
  async function refresh(view) {
    const mine = ++asked;
    const vote = view?.rewind_vote;
    const seat = view?.you?.seat;
    agree.hidden = refuse.hidden = !vote || !seat || vote.agreed.includes(seat);
    try {
      const answer = await get(`/api/campaigns/${campaignId}/undo`);
      if (mine !== asked) return;
      undo.hidden = !answer.allowed;
      voteTo = answer.vote_to;
      ask.hidden = answer.allowed || !voteTo || Boolean(vote);
    } catch {
      undo.hidden = ask.hidden = true;
    }
  }
  undo.addEventListener("click", () => send({ type: "undo_last" }, "Your last move was taken back."));
  ask.addEventListener("click", () => send({ type: "propose_rewind", seq: voteTo }, "You asked the table to go back; every player must agree."));
  agree.addEventListener("click", () => send({ type: "vote_on_rewind", agree: true }, "You agreed to go back."));
  refuse.addEventListener("click", () => send({ type: "vote_on_rewind", agree: false }, "The table plays on."));
  return { buttons: [undo, ask, agree, refuse], refresh };
}
