// The time a decision waits before its default (the deadline keeper's: the `pending`
// message's `deadlines`, by decision id, on the server's clock), counted down once a
// second as in the Hunters' reaction windows: "pass in 12 s". A decision with no time
// limit has no countdown. The count is drawn only: input never waits on it.

import { h } from "../dom.js";

/** @typedef {import("./types.js").PrimalTable} PrimalTable */
/** @typedef {import("./types.js").PrimalDecision} PrimalDecision */

/** What the server does when time is up (app/engine/primal/model/decisions.py defaults). */
export function defaultWords(/** @type {PrimalDecision} */ d) {
  if (d.kind === "window") return "pass";
  if (d.kind === "payment" && d.optional) return "decline";
  return "the default answer";
}

/** "pass in 12 s", or that time is up, `offset` being the server's clock less this device's. */
export function countdownText(/** @type {number} */ at, /** @type {number} */ offset, /** @type {string} */ words) {
  const left = Math.max(0, Math.round((at - (Date.now() + offset)) / 1000));
  return left > 0 ? `${words} in ${left} s` : `time is up: ${words}`;
}

/** @type {ReturnType<typeof setInterval> | null} */
let ticking = null;

/** Every countdown on the page, rewritten once a second (one clock for all of them). */
function tick() {
  const shown = document.querySelectorAll(".primal-table [data-deadline]");
  if (!shown.length && ticking) {
    clearInterval(ticking);
    ticking = null;
  }
  for (const node of shown) {
    const el = /** @type {HTMLElement} */ (node);
    el.textContent = countdownText(Number(el.dataset.deadline), Number(el.dataset.offset || 0), el.dataset.default || "");
  }
}

/** The countdown of decision `d` (null when the server does not time it). */
export function countdown(/** @type {PrimalTable} */ table, /** @type {PrimalDecision} */ d) {
  const iso = table.deadlines?.[String(d.id)];
  const at = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(at)) return null;
  const offset = table.clockOffset || 0;
  const words = defaultWords(d);
  if (!ticking) ticking = setInterval(tick, 1000);
  return h("span", {
    class: "countdown", "aria-live": "off",
    dataset: { deadline: String(at), offset: String(offset), default: words },
  }, countdownText(at, offset, words));
}
