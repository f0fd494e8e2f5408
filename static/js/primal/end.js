// The end of a fight (P-END-01..04): victory or defeat with the engine's reason, the
// rounds it lasted against the round track's limit, the monster's health left, and each
// hunter's state at the end: standing with its health, knocked out (P-KO-01), out of the
// fight or captured. Everything from the fight view; nothing is counted in the page.

import { h } from "../dom.js";
import { healthValue, hunterName, plural } from "./words.js";

/** @typedef {import("./types.js").PrimalTable} PrimalTable */
/** @typedef {import("./types.js").PrimalView} PrimalView */

/** A hunter's state at the end, in words. */
export function hunterAtTheEnd(/** @type {PrimalView} */ view, /** @type {string} */ id) {
  const me = view.hunters[id];
  if (me.eliminated) return "out of the fight";
  if (me.captured) return "captured";
  const health = `health ${Math.max(0, healthValue(me) - me.damage)} of ${healthValue(me)}`;
  return me.ko ? `knocked out (${me.ko} side, P-KO-01), ${health}` : `standing, ${health}`;
}

/** The end banner: the outcome, its reason, the rounds, the monster and each hunter. */
export function endPanel(/** @type {PrimalTable} */ table) {
  const view = table.view;
  if (view.phase !== "ended") return null;
  const won = view.outcome === "victory";
  const rounds = view.options?.rounds;
  const knocked = view.order.filter((id) => view.hunters[id].ko || view.hunters[id].eliminated);
  return h("section", { class: `panel primal-end ${won ? "won" : "lost"}`, role: "status", "aria-labelledby": "primal-end-title" },
    h("h2", { id: "primal-end-title" }, won ? `Victory over ${view.monster.name}` : `Defeat by ${view.monster.name}`),
    view.end_reason ? h("p", {}, view.end_reason) : null,
    h("p", { class: "end-rounds" }, `The fight lasted ${plural(view.round, "round")}${rounds ? ` of ${rounds}` : ""} (P-END-01).`),
    h("p", { class: "end-monster" }, `${view.monster.name}: health ${Math.max(0, view.monster.health)} of 10 left (P-DMG-09).`),
    h("p", { class: "end-knocked" }, knocked.length
      ? `Knocked out at the end: ${knocked.map((id) => hunterName(view, id)).join(", ")}.`
      : "No hunter was knocked out at the end."),
    h("ul", { class: "end-hunters" }, view.order.map((id) => h("li", { dataset: { hunter: id } },
      h("strong", {}, hunterName(view, id)), `: ${hunterAtTheEnd(view, id)}`))));
}
