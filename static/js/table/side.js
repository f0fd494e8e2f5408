// The side column of a table: who is here, the table chat, and the game log.

import { h, replace } from "../dom.js";
import { describe } from "../log.js";

const LOG_LIMIT = 300;

// Routine lines need no rule to explain them; a link on every line would be noise.
const ROUTINE = new Set([
  "seat_opened", "seat_readied", "party_named", "hero_released", "round_started", "turn_started",
  "turn_ended", "cards_drawn", "card_played", "basic_action_taken", "unit_moved", "hero_placed",
  "opening_hand_chosen", "decision_opened", "attack_rolled", "turn_order_set", "deck_reshuffled",
]);

function ruleLink(rule, onRule) {
  if (!rule) return null;
  return h("button", { type: "button", class: "rule rule-link", "data-rule": rule, title: `Rule ${rule}: what it says`, onclick: () => onRule(rule) }, rule);
}

export function logLine(seq, event, names, onRule = () => {}) {
  const line = describe(event, names);
  if (!line) return null;
  const rule = ROUTINE.has(event.type) ? "" : line.rule;
  return h("li", { "data-seq": seq, "data-type": event.type },
    h("span", { class: "text" }, line.text),
    rule ? " " : null,
    ruleLink(rule, onRule));
}

/** Events whose words name players: redrawn when the names of the members are known. */
const NAMES_PLAYERS = new Set(["seat_opened", "seat_closed", "hero_chosen", "hero_released", "hero_assigned", "seat_readied"]);

export function createLog(onRule) {
  const list = h("ol", { class: "log-lines", id: "log", "aria-live": "polite", "aria-relevant": "additions" });
  const panel = h("section", { class: "panel log-panel", "aria-labelledby": "log-title" },
    h("h2", { id: "log-title" }, "Game log"), list);
  /** @type {Map<number, any>} */
  const shown = new Map();
  const trim = () => {
    while (list.children.length > LOG_LIMIT) list.firstElementChild?.remove();
  };
  return {
    panel,
    add(events, names) {
      const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
      for (const { seq, event } of events) {
        const line = logLine(seq, event, names, onRule);
        if (!line) continue;
        list.append(line);
        if (NAMES_PLAYERS.has(event.type)) shown.set(seq, event);
      }
      trim();
      if (atBottom || events.length) list.scrollTop = list.scrollHeight;
    },
    /** A line only this player sees (their own refusal), never sent to the others. */
    note(text, rule) {
      list.append(h("li", { class: "refusal", "data-type": "refusal" }, h("span", { class: "text" }, text), rule ? " " : null, ruleLink(rule, onRule)));
      trim();
      list.scrollTop = list.scrollHeight;
    },
    /** The members are known now: lines that named a player by seat say the name. */
    rename(names) {
      for (const [seq, event] of shown) {
        const old = list.querySelector(`li[data-seq="${seq}"]`);
        const line = logLine(seq, event, names, onRule);
        if (old && line) old.replaceWith(line);
      }
    },
    reset(events, names) {
      replace(list);
      shown.clear();
      this.add(events, names);
    },
  };
}

/** Who is at the table right now (from the live connection's presence messages). */
export function createPresence() {
  const list = h("ul", { class: "presence", id: "presence", "aria-label": "Who is here" });
  const panel = h("section", { class: "panel", "aria-labelledby": "presence-title" },
    h("h2", { id: "presence-title" }, "At the table"), list);
  return {
    panel,
    show(members, campaign) {
      const online = new Set(members.map((m) => m.user));
      const everyone = new Map();
      everyone.set(campaign.gm, { user: campaign.gm, role: "gm" });
      for (const m of campaign.members || []) everyone.set(m.username, { user: m.username, role: m.role });
      for (const m of members) if (!everyone.has(m.user)) everyone.set(m.user, { user: m.user, role: m.role });
      replace(list, [...everyone.values()].map((m) => h("li", {
        class: online.has(m.user) ? "online" : "away",
        "data-user": m.user,
        title: online.has(m.user) ? "here now" : "away",
      }, m.user, m.role === "gm" ? " (GM)" : m.role === "spectator" ? " (watching)" : "",
      h("span", { class: "visually-hidden" }, online.has(m.user) ? ", here now" : ", away"))));
    },
  };
}

/** The table chat: plain text only, each line's text set through textContent. */
export function createChat(onSay, onEarlier) {
  const lines = h("ol", { class: "chat-lines", id: "chat", "aria-live": "polite" });
  const earlier = h("button", {
    type: "button",
    class: "link",
    id: "chat-earlier",
    hidden: true,
    onclick: () => {
      const first = lines.firstElementChild;
      if (first) onEarlier(Number(first.dataset.id));
    },
  }, "Earlier messages");
  const input = h("input", { id: "chat-input", maxlength: 2000, autocomplete: "off", "aria-label": "Message to the table" });
  const send = h("button", { type: "submit", class: "small" }, "Send");
  const seen = new Set();
  const form = h("form", {
    class: "chat-form",
    onsubmit: (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      if (onSay(text)) {
        input.value = "";
        delete input.dataset.edited;
      }
    },
  }, input, send);
  const panel = h("section", { class: "panel", "aria-labelledby": "chat-title" },
    h("h2", { id: "chat-title" }, "Table chat"), earlier, lines, form);
  return {
    panel,
    input,
    setEnabled(enabled) {
      send.disabled = !enabled;
    },
    setLimit(chars) {
      if (chars) input.maxLength = chars;
    },
    add(messages, history) {
      // A full page of history suggests there is more before it.
      if (history && messages.length >= 20) earlier.hidden = false;
      if (history && messages.length === 0) earlier.hidden = true;
      const atBottom = lines.scrollHeight - lines.scrollTop - lines.clientHeight < 40;
      const fresh = messages.filter((m) => !seen.has(m.id)).sort((a, b) => a.id - b.id);
      for (const m of fresh) {
        seen.add(m.id);
        const line = h("li", { "data-id": m.id },
          h("span", { class: "from" }, m.user),
          h("span", { class: "text" }, m.text),
          h("time", { class: "visually-hidden", datetime: m.at }, ` at ${new Date(m.at).toLocaleTimeString()}`));
        const after = [...lines.children].find((li) => Number(li.dataset.id) > m.id);
        lines.insertBefore(line, after || null);
      }
      if (!history && (atBottom || fresh.length)) lines.scrollTop = lines.scrollHeight;
      if (history && !lines.dataset.scrolled) {
        lines.scrollTop = lines.scrollHeight;
        lines.dataset.scrolled = "1";
      }
    },
  };
}
