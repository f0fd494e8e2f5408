// Undo in the table header (issue 15, undo by policy): the Undo button shows only while
// the server says this seat may take back its last move (the view's `undo`, laid in by
// app/service/undo_view.py with the engine's own policy: no die rolled, nothing
// revealed, no other seat acted since; it comes with every view, never asked apart).
// Further back takes every seat's yes: "Ask the table" proposes it, and while a vote is
// open each seat that has not agreed gets "Agree to go back" and "Play on".

import { newCommandId, post } from "./api.js";
import { h, titleFromId, toast } from "./dom.js";

/** "your End turn and 2 more moves": what a vote of the table takes back. */
function undoneWords(undoes) {
  if (!undoes) return "";
  const after = undoes.after ? ` and ${undoes.after === 1 ? "1 more move" : `${undoes.after} more moves`}` : "";
  return `your ${titleFromId(undoes.command)}${after}`;
}

function small(id, text, title) {
  return h("button", { type: "button", class: "small", id, hidden: true, title }, text);
}

/** The buttons; ``refresh(view)`` after every change asks again, ``refused(error)`` says why not. */
export function undoButton(campaignId, refused) {
  const undo = small("undo-last", "Undo", "Take back your last move");
  const ask = small("undo-ask", "Ask the table to undo", "Every player must agree to go back");
  const agree = small("undo-agree", "Agree to go back", "");
  const refuse = small("undo-refuse", "Play on", "");
  let voteTo = null;
  async function send(command, said) {
    try {
      await post(`/api/campaigns/${campaignId}/commands`, { command_id: newCommandId(), command });
      toast(said);
    } catch (error) {
      refused(error);
    }
  }
  function refresh(view) {
    const vote = view?.rewind_vote;
    const seat = view?.you?.seat;
    agree.hidden = refuse.hidden = !vote || !seat || vote.agreed.includes(seat);
    const answer = view?.undo;
    undo.hidden = !answer?.allowed;
    voteTo = answer?.vote_to ?? null;
    ask.hidden = Boolean(answer?.allowed) || !voteTo || Boolean(vote);
    const what = undoneWords(answer?.undoes);
    ask.textContent = what ? `Ask the table to undo ${what}` : "Ask the table to undo";
    ask.title = what ? `Every player must agree to go back before ${what}` : "Every player must agree to go back";
  }
  undo.addEventListener("click", () => send({ type: "undo_last" }, "Your last move was taken back."));
  ask.addEventListener("click", () => send({ type: "propose_rewind", seq: voteTo }, "You asked the table to go back; every player must agree."));
  agree.addEventListener("click", () => send({ type: "vote_on_rewind", agree: true }, "You agreed to go back."));
  refuse.addEventListener("click", () => send({ type: "vote_on_rewind", agree: false }, "The table plays on."));
  return { buttons: [undo, ask, agree, refuse], refresh };
}
