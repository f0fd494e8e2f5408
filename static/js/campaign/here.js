// Where the party stands (CAMP-18..22, CAMP-30/31): the map card's face, the cards lying
// on it and what the party may do with them now — read a plot card, take up a task.

import { h } from "../dom.js";
import { commandButton } from "../table/controls.js";
import { waitsOnMe } from "./waiting.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

/** A plot card lying here, named by what the party sees of it (CAMP-19..25): its title
 * when face up, else its back (main plot or side, deadline) and its time token. */
function lyingName(table, card) {
  const title = table.view.campaign.story?.fronts?.[card]?.title;
  if (title) return `“${title}”`;
  const back = table.content?.plot_card_backs?.[card] || {};
  const placement = table.view.campaign.region?.placed?.[card] || {};
  const kind = back.main_plot ? "main-plot card" : "side card";
  const token = placement.token ? ` under time token ${placement.token}` : "";
  const deadline = back.deadline_day ? ` (deadline day ${back.deadline_day})` : "";
  return `the ${kind}${token}${deadline}`;
}

/** "Read the side card under time token B"; cards that read alike are numbered. */
function readLabels(table, reads) {
  const names = reads.map((c) => lyingName(table, c.card));
  return names.map((name, i) => {
    const same = names.filter((n) => n === name).length;
    const nth = names.slice(0, i).filter((n) => n === name).length + 1;
    return `Read ${name}${same > 1 ? ` (${nth} of ${same})` : ""}`;
  });
}

function cardActions(table, ctx) {
  const reads = table.legal.filter((c) => c.type === "read_plot_card");
  const labels = readLabels(table, reads);
  return table.legal.flatMap((c) => {
    if (c.type === "read_plot_card") return [commandButton(table, labels[reads.indexOf(c)], c, { class: "primary" })];
    if (c.type === "undertake_task") return [commandButton(table, `Take up the task ${ctx.names(c.task)}`, c)];
    return [];
  });
}

/** The box about the party's place, with what the party may do there. */
export function hereBox(table, /** @type {PanelContext} */ ctx) {
  const region = table.view.campaign.region;
  const front = table.view.campaign.story?.fronts?.[region.marker];
  const lying = Object.values(region.placed || {}).filter((p) => p.at === region.marker).length;
  const travel = table.legal.some((c) => c.type === "travel_to" || c.type === "sail_to");
  const busy = table.view.campaign.story?.pending?.length;
  const over = Boolean(table.view.campaign.story?.result);
  const [mine] = waitsOnMe(table);
  return h("section", { class: "panel here", id: "here", "aria-labelledby": "here-title" },
    h("h2", { id: "here-title" }, `The Hunters are at ${front?.title || ctx.names(region.marker)}`),
    front?.settlement ? h("p", {}, `${front.settlement} is a settlement${front.port ? " with a river port" : ""}.`) : front?.port ? h("p", {}, "A river port: the boat goes to any other revealed port.") : null,
    front?.settlement && !region.location && !table.legal.some((c) => c.type === "enter_location")
      ? h("p", { id: "no-locations-yet" }, `None of ${front.settlement}'s locations is open to the party yet: a settlement's locations are laid out only when a card of the story says so (SETL-02).`) : null,
    lying ? h("p", {}, lying === 1 ? "A card lies here." : `${lying} cards lie here.`) : null,
    h("div", { class: "row wrap" }, cardActions(table, ctx)),
    h("p", { class: "muted", id: "here-next" }, travel ? "Choose a gold-ringed card on the map to travel."
      : mine ? `Your next step: ${mine.text.charAt(0).toLowerCase()}${mine.text.slice(1)}${mine.tab === "map" ? "." : `, on the ${mine.tab === "town" ? "Town" : "Services"} tab.`}`
        : busy ? "The story must be settled before the party moves on."
          : over ? "The campaign has ended here." : "Nothing to do but wait for the others."));
}
