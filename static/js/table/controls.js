// Buttons that send commands: disabled while offline or while their command is on its
// way, and a refusal shown in words with the rule that forbids it.

import { h } from "../dom.js";

/** A refusal in a player's words: the server's sentence with every seat key and unit id
 * it names replaced by the name on the table, and the rule that forbids it. */
export function refusalText(error, names) {
  const text = playerWords(error.message || "The server refused that.", names);
  return error.rule ? `${text} (${error.rule})` : text;
}

/** Replace internal keys (seat2, wolf-2, a hero id) in `text` by the names players see. */
export function playerWords(text, names) {
  if (!names) return text;
  const known = { ...(names.heroes || {}), ...(names.units || {}), ...(names.seats || {}) };
  const keys = Object.keys(known).sort((a, b) => b.length - a.length);
  if (!keys.length) return text;
  const escaped = keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\w-])(${escaped.join("|")})(?![\\w-])`, "g");
  return text.replace(pattern, (key) => known[key] || key);
}

/** Send a command; a refusal is shown in a toast and in this player's own log. */
export async function sendCommand(table, command) {
  try {
    await table.send(command);
    return true;
  } catch (error) {
    table.refused(error);
    return false;
  }
}

/**
 * A button that sends `command` through `table.send`. The button is registered with the
 * table so it can be disabled while the connection is down.
 */
export function commandButton(table, label, command, props = {}) {
  const button = h("button", {
    type: "button",
    ...props,
    "data-command": command.type,
    "data-key": JSON.stringify(command),
    onclick: async () => {
      button.disabled = true;
      button.setAttribute("aria-busy", "true");
      try {
        await table.send(command);
        props.onDone?.();
      } catch (error) {
        table.refused(error);
      } finally {
        button.removeAttribute("aria-busy");
        button.disabled = !table.online;
      }
    },
  }, label);
  table.track(button);
  return button;
}
