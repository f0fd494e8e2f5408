// Buttons that send commands: disabled while offline or while their command is on its
// way, and a refusal shown in words with the rule that forbids it.

import { h, toast } from "../dom.js";

export function refusalText(error) {
  return error.readable || error.message || "The server refused that.";
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
        toast(refusalText(error), "error");
      } finally {
        button.removeAttribute("aria-busy");
        button.disabled = !table.online;
      }
    },
  }, label);
  table.track(button);
  return button;
}
