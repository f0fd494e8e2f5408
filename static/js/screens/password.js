// #/password : choose a new password — the only screen an account that a site admin
// made change its password can open until it does.

import { post } from "../api.js";
import { h, replace, toast } from "../dom.js";
import { go } from "../nav.js";
import { restore } from "../session.js";

function field(id, text, autocomplete) {
  const input = h("input", { id, type: "password", required: true, minlength: 8, maxlength: 256, autocomplete });
  return [input, h("div", { class: "field" }, h("label", { for: id }, text), input)];
}

export async function showPasswordChange(main) {
  const [current, currentField] = field("pw-current", "Your current password", "current-password");
  const [fresh, freshField] = field("pw-new", "A new password (8 characters or more)", "new-password");
  const [again, againField] = field("pw-again", "The new password again", "new-password");
  const error = h("p", { class: "error", role: "alert" });
  replace(main, h("h1", {}, "Choose a new password"),
    h("form", {
      class: "panel",
      id: "password-change",
      onsubmit: async (event) => {
        event.preventDefault();
        error.textContent = "";
        if (fresh.value !== again.value) {
          error.textContent = "The two new passwords differ.";
          return;
        }
        try {
          await post("/api/auth/password", { current_password: current.value, new_password: fresh.value });
          await restore();
          toast("Your password is changed.", "good");
          go("#/");
        } catch (problem) {
          error.textContent = problem.readable || problem.message;
        }
      },
    }, h("p", {}, "The site's administrator asks you to choose a new password before you play on."),
    currentField, freshField, againField, error, h("button", { class: "primary", type: "submit" }, "Change password")));
  return null;
}
