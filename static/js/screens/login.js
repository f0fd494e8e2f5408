// Log in or create an account.

import { h, replace } from "../dom.js";
import { afterLogin, go } from "../nav.js";
import { login, register, session } from "../session.js";

/** @param {{id: string, title: string, button: string, autocomplete: string, action: (username: string, password: string) => Promise<any>, hint?: string}} form */
function authForm({ id, title, button, autocomplete, action, hint }) {
  const error = h("p", { class: "error", role: "alert", "aria-live": "assertive" });
  const username = h("input", { id: `${id}-username`, name: "username", required: true, maxlength: 64, autocomplete: "username" });
  const password = h("input", { id: `${id}-password`, name: "password", type: "password", required: true, maxlength: 256, autocomplete });
  const submit = h("button", { class: "primary", type: "submit" }, button);
  const form = h(
    "form",
    {
      class: "panel",
      id,
      onsubmit: async (event) => {
        event.preventDefault();
        error.textContent = "";
        submit.disabled = true;
        try {
          await action(username.value.trim(), password.value);
          afterLogin();
        } catch (problem) {
          error.textContent = problem.readable || problem.message;
          submit.disabled = false;
        }
      },
    },
    h("h2", {}, title),
    h("div", { class: "field" }, h("label", { for: username.id }, "Name"), username),
    h("div", { class: "field" }, h("label", { for: password.id }, "Password"), password),
    hint ? h("p", { class: "muted" }, hint) : null,
    error,
    submit,
  );
  return form;
}

export function showLogin(main) {
  if (session.user) {
    go("#/");
    return null;
  }
  replace(
    main,
    h("section", { class: "intro" },
      h("h1", {}, "Welcome to the hunt"),
      h("p", {}, "Play The Hunters A.D. 1492 with your friends, each from your own browser. ",
        "The server keeps the cards, rolls the dice and runs the beasts; you choose what your hunters do."),
    ),
    h("div", { class: "auth" },
      authForm({ id: "login", title: "Log in", button: "Log in", autocomplete: "current-password", action: login }),
      authForm({
        id: "register",
        title: "New here? Create an account",
        button: "Create account",
        autocomplete: "new-password",
        action: register,
        hint: "Pick any name your friends will recognise. A long password is best.",
      }),
    ),
  );
  main.querySelector("#login-username").focus();
  return null;
}
