// The campaign panels between quests as tabs (the town, trade, services, the wagon,
// crafting, hero boards, the deck): only the panels that apply now are listed; the
// chosen one is remembered per campaign in this tab, so a reload shows it again.

import { h } from "../dom.js";
import { heroName } from "../content.js";
import { PANELS } from "./panels.js";
import { pack, usePack } from "./offers.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

const KEY = (id) => `hunters:campaign-panel:${id}`;

/** The display name of a hero, an item, a card, a wagon track or a revealed card. */
function nameFor(view, key) {
  const content = pack();
  for (const kind of ["equipment", "resources", "wagon", "cards"]) {
    if (content[kind]?.[key]?.name) return content[kind][key].name;
  }
  if (content.heroes?.[key]) return heroName(content, key);
  const front = view.campaign?.story?.fronts?.[key];
  if (front?.title) return front.title;
  return String(key).replace(/[_-]+/g, " ");
}

/** @returns {PanelContext} */
export function panelContext(table) {
  return {
    view: table.view,
    legal: table.legal,
    seat: table.view.you?.seat ?? null,
    send: (command) => table.send(command),
    names: (key) => nameFor(table.view, key),
  };
}

/** The tab list and the chosen panel, for the campaign's table between quests. */
export function campaignPanels(table) {
  usePack(table.content);
  const ctx = panelContext(table);
  const shown = PANELS.filter((p) => p.isShown(ctx));
  if (!shown.length) return null;
  const id = table.campaign.id;
  const remembered = sessionStorage.getItem(KEY(id));
  const chosen = shown.find((p) => p.id === remembered) || shown[0];
  const choose = (panelId) => {
    sessionStorage.setItem(KEY(id), panelId);
    table.render();
    document.getElementById(`tab-${panelId}`)?.focus();
  };
  const tabs = h("div", { class: "panel-tabs", role: "tablist", "aria-label": "Between quests" },
    shown.map((p, i) => h("button", {
      type: "button", role: "tab", id: `tab-${p.id}`, class: "panel-tab",
      "aria-selected": p === chosen ? "true" : "false", "aria-controls": "campaign-panel",
      tabindex: p === chosen ? "0" : "-1",
      onclick: () => choose(p.id),
      onkeydown: (/** @type {KeyboardEvent} */ e) => {
        const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
        if (step) choose(shown[(i + step + shown.length) % shown.length].id);
      },
    }, p.label)));
  return h("section", { class: "campaign-panels", id: "campaign-panels", "data-panel": chosen.id },
    tabs,
    h("div", { id: "campaign-panel", role: "tabpanel", "aria-labelledby": `tab-${chosen.id}` }, chosen.render(ctx)));
}
