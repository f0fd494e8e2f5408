// #/join/TOKEN: what an invite link leads to, then joining the table.

import { get, post } from "../api.js";
import { h, replace } from "../dom.js";
import { go } from "../nav.js";

export async function showJoin(main, token) {
  let preview;
  try {
    preview = await get(`/api/invites/${encodeURIComponent(token)}`);
  } catch (error) {
    replace(main, h("section", { class: "panel" },
      h("h1", {}, "This invite cannot be used"),
      h("p", { class: "error", role: "alert" }, error.readable || error.message),
      h("p", {}, h("a", { href: "#/" }, "Back to your campaigns"))));
    return null;
  }
  const error = h("p", { class: "error", role: "alert" });
  const roleText = preview.role === "player" ? "as a player, with a seat at the table" : "as a spectator, to watch";
  const join = h("button", {
    class: "primary",
    type: "button",
    onclick: async () => {
      join.disabled = true;
      error.textContent = "";
      try {
        const joined = await post(`/api/invites/${encodeURIComponent(token)}/accept`);
        go(`#/campaigns/${joined.campaign_id}`);
      } catch (problem) {
        if (problem.code === "already_seated" || problem.code === "already_member") {
          go(`#/campaigns/${preview.campaign_id}`);
          return;
        }
        error.textContent = problem.readable || problem.message;
        join.disabled = false;
      }
    },
  }, `Join ${preview.campaign_name}`);
  replace(main, h("section", { class: "panel", "aria-labelledby": "join-title" },
    h("h1", { id: "join-title" }, "You are invited"),
    h("p", {}, h("strong", {}, preview.gm), " invites you to the campaign ",
      h("strong", {}, preview.campaign_name), ` ${roleText}.`),
    h("p", { class: "muted" }, `This link works until ${new Date(preview.expires_at).toLocaleString()}.`),
    error,
    h("div", { class: "row" }, join, h("a", { class: "button", href: "#/" }, "Not now")),
  ));
  join.focus();
  return null;
}
