// Where the party stands (CAMP-18..22, CAMP-30/31): the map card's face, the cards lying
// on it and what the party may do with them now — read a plot card, take up a task.

import { h } from "../dom.js";
import { commandButton } from "../table/controls.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

function cardActions(table, ctx) {
  return table.legal.flatMap((c) => {
    if (c.type === "read_plot_card") return [commandButton(table, `Read the card lying here`, c, { class: "primary" })];
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
  return h("section", { class: "panel here", id: "here", "aria-labelledby": "here-title" },
    h("h2", { id: "here-title" }, `The Hunters are at ${front?.title || ctx.names(region.marker)}`),
    front?.settlement ? h("p", {}, `${front.settlement} is a settlement${front.port ? " with a river port" : ""}.`) : front?.port ? h("p", {}, "A river port: the boat goes to any other revealed port.") : null,
    front?.settlement && !region.location && !table.legal.some((c) => c.type === "enter_location")
      ? h("p", { id: "no-locations-yet" }, `None of ${front.settlement}'s locations is open to the party yet: a settlement's locations are laid out only when a card of the story says so (SETL-02).`) : null,
    lying ? h("p", {}, lying === 1 ? "A card lies here." : `${lying} cards lie here.`) : null,
    h("div", { class: "row wrap" }, cardActions(table, ctx)),
    h("p", { class: "muted" }, travel ? "Choose a gold-ringed card on the map to travel."
      : busy ? "The story must be settled before the party moves on."
        : over ? "The campaign has ended here." : "Nothing to do but wait for the others."));
}
