// The first-evening guide: the first time a player sits at a quest table or the campaign
// screen, a short tour points at its parts (the board, the hand, the prompt, the log, the
// tabs). It is dismissed at any step, remembered for the account (on this device) and
// opened again from the header's Help button.

import { h } from "../dom.js";
import { iconSvg } from "./icons.js";

/** @typedef {{target: string, title: string, text: string}} GuideStep */

/** @type {Record<string, GuideStep[]>} */
export const GUIDES = {
  quest: [
    { target: "#board", title: "The board", text: "The quest's map. Gold rings show whose turn it is, red sights who may be hit; highlighted spaces are where a move may end. Click a space or a figure, or Tab to it and press Enter." },
    { target: "#hand-strip", title: "Your hand", text: "Each card has an action (its upper half) and a reaction (its coloured band). Play the action on your turn, or discard the card for a basic action: swipe the strip on a phone." },
    { target: "#quest-controls", title: "What to do now", text: "Beside the board: the step the table waits on, an attack's odds before you make it, your hero's numbers and the dice as they fell." },
    { target: "#toggle-side", title: "The log and the chat", text: "Everything that happened, in words, with a link to the rule behind it; and the table's chat." },
    { target: "#guide-button", title: "This guide again", text: "Help opens this tour whenever you want it." },
  ],
  campaign: [
    { target: ".campaign-tabs", title: "The campaign's tabs", text: "The region map, then the town, the wagon, your heroes and their decks between quests, and the journal of everything read." },
    { target: "#region-map", title: "The region", text: "Gold-ringed cards can be reached now: pick one to see what the journey means before you go." },
    { target: ".days", title: "The days", text: "Sixty days; a journey takes one. Red squares are the main plot's deadlines." },
    { target: "#toggle-side, #table-side", title: "The log and the chat", text: "What happened, with the rules behind it, and the table's chat." },
    { target: "#guide-button", title: "This guide again", text: "Help opens this tour whenever you want it." },
  ],
};

const ALL = "hunters:guide:all";

function key(/** @type {string|number} */ user, /** @type {string} */ screen) {
  return `hunters:guide:${user}:${screen}`;
}

function seen(/** @type {string|number} */ user, /** @type {string} */ screen) {
  try {
    return localStorage.getItem(ALL) === "seen" || localStorage.getItem(key(user, screen)) === "seen";
  } catch {
    return true;
  }
}

function remember(/** @type {string|number} */ user, /** @type {string} */ screen) {
  try {
    localStorage.setItem(key(user, screen), "seen");
  } catch {
    // storage off: the guide may come again
  }
}

/** @type {{screen: string, user: string|number, index: number, box: HTMLElement, ring: HTMLElement, frame: number} | null} */
let open = null;

function place() {
  if (!open) return;
  const step = GUIDES[open.screen][open.index];
  const target = [...document.querySelectorAll(step.target)].find((el) => el.getBoundingClientRect().width > 0);
  const rect = target?.getBoundingClientRect();
  open.ring.hidden = !rect;
  if (rect) Object.assign(open.ring.style, { left: `${rect.left - 4}px`, top: `${rect.top - 4}px`, width: `${rect.width + 8}px`, height: `${rect.height + 8}px` });
  const box = open.box.getBoundingClientRect();
  const below = rect ? rect.bottom + 12 : 80;
  const top = rect && below + box.height > innerHeight ? Math.max(8, rect.top - box.height - 12) : below;
  const left = rect ? Math.min(Math.max(8, rect.left), innerWidth - box.width - 8) : 8;
  Object.assign(open.box.style, { top: `${Math.max(8, Math.min(top, innerHeight - box.height - 8))}px`, left: `${left}px` });
  open.frame = requestAnimationFrame(place);
}

export function closeGuide() {
  if (!open) return;
  cancelAnimationFrame(open.frame);
  remember(open.user, open.screen);
  open.box.remove();
  open.ring.remove();
  open = null;
}

function draw() {
  if (!open) return;
  const steps = GUIDES[open.screen];
  const step = steps[open.index];
  const last = open.index === steps.length - 1;
  open.box.replaceChildren(
    h("p", { class: "guide-count" }, `${open.index + 1} of ${steps.length}`),
    h("h2", { id: "guide-title" }, step.title),
    h("p", { id: "guide-text" }, step.text),
    h("div", { class: "row" },
      open.index > 0 ? h("button", { type: "button", class: "small", id: "guide-back", onclick: () => go(-1) }, "Back") : null,
      last ? null : h("button", { type: "button", class: "small primary", id: "guide-next", onclick: () => go(1) }, "Next"),
      h("button", { type: "button", class: "small", id: "guide-close", onclick: closeGuide }, last ? "Done" : "Close the guide")));
  (/** @type {HTMLElement | null} */ (open.box.querySelector("#guide-next, #guide-close")))?.focus();
}

function go(/** @type {number} */ step) {
  if (!open) return;
  open.index = Math.max(0, Math.min(GUIDES[open.screen].length - 1, open.index + step));
  draw();
}

/** Open the tour of `screen` ("quest", "campaign") at its first step. */
export function openGuide(/** @type {string} */ screen, /** @type {string|number} */ user) {
  if (!GUIDES[screen]) return;
  if (open) closeGuide();
  const box = h("section", { class: "guide", id: "guide", role: "dialog", "aria-labelledby": "guide-title", "aria-describedby": "guide-text",
    onkeydown: (/** @type {KeyboardEvent} */ event) => { if (event.key === "Escape") { event.stopPropagation(); closeGuide(); } } });
  const ring = h("div", { class: "guide-ring", "aria-hidden": "true" });
  document.body.append(ring, box);
  open = { screen, user, index: 0, box, ring, frame: 0 };
  draw();
  place();
}

/** The first time this account sits at `screen`: its tour. */
export function offerGuide(/** @type {string} */ screen, /** @type {string|number|undefined} */ user) {
  if (user === undefined || open || seen(user, screen)) return;
  requestAnimationFrame(() => openGuide(screen, user));
}

/** Which tour the screen shown now has. */
export function currentScreen() {
  if (document.getElementById("board") && document.getElementById("hand-strip")) return "quest";
  if (document.getElementById("campaign-panel")) return "campaign";
  return "";
}

/** The header's Help button: the tour of the screen shown (or the quest table's). */
export function helpButton(/** @type {() => string|number|undefined} */ user) {
  return h("button", { type: "button", class: "small", id: "guide-button", onclick: () => openGuide(currentScreen() || "quest", user() ?? "guest") },
    iconSvg("help"), h("span", { class: "help-words" }, "Help"));
}
