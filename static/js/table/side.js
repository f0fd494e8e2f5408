// The side column of a table: who is here, the table chat, and the game log.

import { h, replace } from "../dom.js";
import { describe } from "../log.js";

const LOG_LIMIT = 300;

export function logLine(seq, event, names) {
  const line = describe(event, names);
  if (!line) return null;
  return h("li", { "data-seq": seq, "data-type": event.type },
    h("span", { class: "seq" }, `#${seq}`),
    h("span", { class: "text" }, line.text),
    line.rule ? h("span", { class: "rule" }, line.rule) : null);
}

export function createLog() {
  const list = h("ol", { class: "log-lines", id: "log", "aria-live": "polite", "aria-relevant": "additions" });
  const panel = h("section", { class: "panel", "aria-labelledby": "log-title" },
    h("h2", { id: "log-title" }, "Game log"), list);
  return {
    panel,
    add(events, names) {
      const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
      for (const { seq, event } of events) {
        const line = logLine(seq, event, names);
        if (line) list.append(line);
      }
      while (list.children.length > LOG_LIMIT) list.firstElementChild.remove();
      if (atBottom || events.length) list.scrollTop = list.scrollHeight;
    },
    reset(events, names) {
      replace(list);
      this.add(events, names);
    },
  };
}
