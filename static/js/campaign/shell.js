// The campaign screen between quests: the days track on top, then tabs — the region map
// (with the card being read and the journey being looked at), the panels of panels.js,
// and the journal — or, right after a quest, its debrief. The tab survives a reload.

import { focusWhenReady, h, replace } from "../dom.js";
import { savesPanel } from "./saves.js";
import { usePack } from "./offers.js";
import { panelContext } from "./context.js";
import { daysTrack } from "./days.js";
import { debriefDue, debriefPanel } from "./debrief.js";
import { hereBox } from "./here.js";
import { journalPanel } from "./journal.js";
import { besideTheMap, regionMap, travelPreview } from "./map.js";
import { PANELS } from "./panels.js";
import { readingPanel } from "./reading.js";
import { waitingNotice } from "./waiting.js";
import { preparePanel } from "./prepare.js";
import { offerGuide } from "../art/guide.js";

/** @typedef {import("../types.js").Table} Table */
/** @typedef {import("./context.js").PanelContext} PanelContext */

function tabKey(table) {
  return `hunters:campaign-tab:${table.campaign.id}`;
}

/** The campaign screen's own state (the tab, the card looked at, the journal search). */
function uiOf(/** @type {Table} */ table) {
  if (!table.campaignUi) {
    let tab = "map";
    try {
      tab = sessionStorage.getItem(tabKey(table)) || "map";
    } catch {
      // storage off: the map first
    }
    table.campaignUi = { tab, selected: null, query: "" };
  }
  return table.campaignUi;
}

function tabsFor(ctx) {
  return [
    { id: "map", label: "Map" },
    // CAMP-02: once the campaign is won or lost nothing is bought or built any more.
    ...(ctx.view.campaign?.story?.result ? [] : PANELS.filter((p) => p.isShown(ctx))).map((p) => ({ id: p.id, label: p.label })),
    { id: "journal", label: "Journal" },
  ];
}

function chooseTab(table, id) {
  uiOf(table).tab = id;
  try {
    sessionStorage.setItem(tabKey(table), id);
  } catch {
    // storage off: the tab lasts for this page
  }
  table.render();
}

function tabBar(table, tabs, current) {
  const choose = (id) => chooseTab(table, id);
  const keys = (/** @type {KeyboardEvent} */ event, index) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    choose(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return h("div", { class: "campaign-tabs", role: "tablist", "aria-label": "Campaign" },
    tabs.map((t, i) => h("button", {
      type: "button", role: "tab", id: `tab-${t.id}`, "aria-selected": String(t.id === current),
      "aria-controls": "campaign-panel", tabindex: t.id === current ? 0 : -1,
      onclick: () => choose(t.id), onkeydown: (event) => keys(event, i),
    }, t.label)));
}

function mapTab(table, ctx) {
  const ui = uiOf(table);
  const pick = (card) => {
    ui.selected = ui.selected === card ? null : card;
    table.render();
    // The keyboard goes to the choice, also when it is drawn disabled until the table is online.
    if (ui.selected) focusWhenReady("confirm-travel");
  };
  const close = () => {
    const card = ui.selected;
    ui.selected = null;
    table.render();
    // The keyboard goes back to the card the journey was looked at from.
    /** @type {HTMLElement | null} */ (document.querySelector(`[data-key="map-${card}"]`))?.focus();
  };
  const preview = ui.selected ? travelPreview(table, ui.selected, close) : null;
  if (!preview) ui.selected = null;
  // The card being read comes first on a phone (it may wait on this player), beside the map on a desktop.
  return h("div", {
    class: "map-layout",
    // Escape puts the journey back, wherever on the map tab the keyboard is.
    onkeydown: (/** @type {KeyboardEvent} */ event) => {
      if (event.key === "Escape" && ui.selected) close();
    },
  },
    h("div", { class: "map-reading" }, readingPanel(table, ctx)),
    h("div", { class: "map-area" }, regionMap(table, ui.selected, pick), besideTheMap(table), mapLegend()),
    h("div", { class: "map-side" }, preview, hereBox(table, ctx), savesPanel(table)));
}

function mapLegend() {
  return h("p", { class: "map-legend muted" },
    "Gold-ringed cards can be reached now: pick one (or Tab to it and press Enter) to see what the journey means. ",
    "Roman numerals are threat levels; red-topped cards carry the main plot; lettered discs are time tokens.");
}

/** CAMP-02: the campaign is over, won or lost; the map and the journal stay to be read. */
function endNotice(table) {
  const story = table.view.campaign.story;
  if (!story?.result) return null;
  const why = story.result_reason ? ` (${story.result_reason.replace(/_/g, " ")})` : "";
  return h("section", { class: `panel campaign-over ${story.result}`, id: "campaign-over", role: "status" },
    h("h2", {}, story.result === "victory" ? "The campaign is won" : `The campaign is lost${why}`),
    h("p", {}, "The map and the journal stay here to be read."));
}

/** Draw the campaign screen into `area`. */
export function renderCampaign(area, /** @type {Table} */ table) {
  usePack(table.content); // the panels read the table's pack (prices, recipes, tracks)
  const ctx = panelContext(table);
  const ending = debriefDue(table);
  if (ending) {
    replace(area, h("div", { class: "campaign-shell" }, debriefPanel(table, ending, ctx, () => table.render())));
    return;
  }
  const tabs = tabsFor(ctx);
  const ui = uiOf(table);
  const current = tabs.some((t) => t.id === ui.tab) ? ui.tab : "map";
  const panel = PANELS.find((p) => p.id === current);
  const body = current === "map" ? mapTab(table, ctx) : current === "journal" ? journalPanel(table.view, ui) : panel.render(ctx);
  replace(area, h("div", { class: "campaign-shell" },
    endNotice(table),
    daysTrack(table),
    preparePanel(table),
    tabBar(table, tabs, current),
    waitingNotice(table, current, (id) => {
      chooseTab(table, id);
      focusWhenReady(`tab-${id}`);
    }),
    h("div", { class: `campaign-panel${panel ? " campaign-panels" : ""}`, id: "campaign-panel", "data-panel": current, role: "tabpanel", "aria-labelledby": `tab-${current}` }, body)));
  offerGuide("campaign", table.me?.id);
}
