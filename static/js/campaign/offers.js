// What the campaign panels share: the public pack the table is pinned to, the legal
// commands of one kind, money in players' words, and a button that sends one legal
// command and shows the server's sentence when it is refused.

import { h, toast } from "../dom.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

let current = /** @type {any} */ (null);

/** The campaign screen names the pack of the table it shows (loaded before any panel). */
export function usePack(content) {
  current = content;
}

/** The public part of the table's pack (heroes, cards, equipment, wagon, recipes). */
export function pack() {
  return current || {};
}

/** SETL-21: money in half-gold units as a player reads it: "½ gold", "2½ gold". */
export function goldText(half) {
  const whole = Math.floor(half / 2);
  if (half % 2 && !whole) return "½ gold";
  return `${whole}${half % 2 ? "½" : ""} gold`;
}

/** The legal commands of `type` whose fields match `fields`. */
export function legalOf(ctx, type, fields = {}) {
  return ctx.legal.filter((c) => c.type === type && Object.entries(fields).every(([k, v]) => c[k] === v));
}

/** The campaign's table (the board between quests). */
export function board(ctx) {
  return ctx.view.campaign || {};
}

/** This seat's heroes first, then the others', in the party's order. */
export function partyHeroes(ctx) {
  const mine = ctx.view.you?.heroes || [];
  const all = Object.keys(board(ctx).heroes || {});
  return [...all.filter((id) => mine.includes(id)), ...all.filter((id) => !mine.includes(id))];
}

export function isMine(ctx, hero) {
  return (ctx.view.you?.heroes || []).includes(hero);
}

/** Send `command`; a refusal is shown in the server's own words and rule. */
export async function sendOffered(ctx, command) {
  try {
    await ctx.send(command);
  } catch (error) {
    const rule = error?.rule ? ` (${error.rule})` : "";
    toast(`Not done: ${error?.message || "the server refused that."}${rule}`, "error");
  }
}

/** A button that sends `command` (busy until the server has answered). */
export function offerButton(ctx, label, command, props = {}) {
  const button = h("button", {
    type: "button",
    class: "small",
    ...props,
    "data-command": command.type,
    onclick: async () => {
      button.disabled = true;
      button.setAttribute("aria-busy", "true");
      await sendOffered(ctx, command);
      button.removeAttribute("aria-busy");
      button.disabled = false;
    },
  }, label);
  return button;
}

/** A heading and a short line saying why nothing is offered. */
export function emptyNote(text) {
  return h("p", { class: "muted empty-note" }, text);
}
