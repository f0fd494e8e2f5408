// The rule behind a log line, in our own words: rule IDs in the log are links that open
// the rule's text in the side panel, read from the rules index shipped as data
// (/rules/hunters.json: {"QUEST-06": {"title": …, "text": …}}).

import { h, replace } from "../dom.js";

/** @type {Promise<Record<string, {title: string, text: string}>>|null} */
let loading = null;

function rulesIndex() {
  if (!loading) {
    loading = fetch("/rules/hunters.json", { credentials: "same-origin" })
      .then((answer) => (answer.ok ? answer.json() : {}))
      .catch(() => ({}));
  }
  return loading;
}

/** The side panel that shows one rule; `show(id)` opens it, the close button hides it. */
export function createRulePanel() {
  const body = h("div", { class: "rule-body", id: "rule-body" });
  const close = h("button", { type: "button", class: "small", id: "close-rule", onclick: () => { panel.hidden = true; } }, "Close");
  const panel = h("section", { class: "panel rule-panel", id: "rule-panel", hidden: true, "aria-labelledby": "rule-title", "aria-live": "polite" },
    h("div", { class: "row rule-head" }, h("h2", { id: "rule-title" }, "Rule"), close), body);
  return {
    panel,
    async show(/** @type {string} */ id) {
      panel.hidden = false;
      replace(body, h("p", { class: "muted" }, "Looking it up…"));
      const rules = await rulesIndex();
      const rule = rules[id];
      replace(body,
        h("p", { class: "rule-id" }, id),
        rule ? h("h3", {}, rule.title) : null,
        h("p", { id: "rule-text" }, rule ? rule.text : "This rule is not in the index yet."));
      close.focus();
    },
  };
}
