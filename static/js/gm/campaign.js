// #/gm/12 : inside one campaign, for its GM — the whole state in readable panels and as a
// raw tree, time travel to the state after any event (read-only) with what changed since,
// and the event log with filters. Nothing here changes the campaign.

import { get } from "../api.js";
import { h, replace, titleFromId } from "../dom.js";
import { changeList, decisionsPanel, enemiesPanel, heroesPanel, playerOf, storyPanel, summaryPanel } from "./report-panels.js";
import { correctionsPanel } from "./corrections.js";
import { operationsPanel } from "./operations.js";
import { campaignFixesPanel, endQuestPanel, goBackPanel } from "./table-fixes.js";
import { seatsPanel } from "./seats.js";
import { balancePanel } from "./balance.js";

const LOG_PAGE = 100;

function jsonText(value) {
  return JSON.stringify(value, null, 2);
}

function rawPanel(state) {
  return h("details", { class: "panel raw" },
    h("summary", {}, "The whole state as data"),
    h("pre", { class: "json", tabindex: "0" }, jsonText(state)));
}

function statePanels(state, report, players, fixes) {
  const quest = state.phase === "quest" ? state.quest : null;
  const playing = quest && fixes && quest.phase !== "ended";
  return [summaryPanel(state, report, players), ...(playing ? [fixes(quest)] : []),
    heroesPanel(report, quest), ...(quest ? [enemiesPanel(quest, report)] : []),
    decisionsPanel(report, playerOf(players, state)), storyPanel(report), rawPanel(state)];
}

function timeTravel(view) {
  const slider = h("input", { type: "range", id: "gm-at", min: 1, max: view.latest, value: view.at,
    "aria-label": "Show the state after event" });
  const number = h("input", { type: "number", id: "gm-at-number", min: 1, max: view.latest, value: view.at,
    "aria-label": "Event number" });
  const go = (value) => view.show(Math.max(1, Math.min(view.latest, Number(value) || view.latest)));
  slider.addEventListener("change", () => go(slider.value));
  number.addEventListener("change", () => go(number.value));
  return h("section", { class: "panel", "aria-labelledby": "gm-time" },
    h("h2", { id: "gm-time" }, "Time travel"),
    h("p", {}, view.at === view.latest ? `Now: after event ${view.at} of ${view.latest}.`
      : `Read-only: the state after event ${view.at} of ${view.latest}.`),
    h("div", { class: "time-travel" }, slider, number,
      h("button", { type: "button", class: "small", onclick: () => view.show(view.latest) }, "Back to now")),
    changeList(view.diff));
}

function eventItem(entry) {
  return h("li", { "data-seq": entry.seq },
    h("details", {},
      h("summary", {}, `#${entry.seq} ${titleFromId(entry.type)} · ${new Date(entry.at).toLocaleString()}`),
      h("pre", { class: "json" }, jsonText(entry.event))));
}

function logPanel(campaignId) {
  const list = h("ol", { class: "gm-log", "aria-label": "Events" });
  const types = h("input", { id: "gm-log-type", placeholder: "e.g. damage_taken, hero_knocked_out" });
  const text = h("input", { id: "gm-log-text", placeholder: "a hero, a card, a seat" });
  const more = h("button", { type: "button", class: "small", hidden: true }, "More");
  let after = 0;
  async function load(fresh) {
    if (fresh) { after = 0; replace(list); }
    const query = new URLSearchParams({ after: String(after), limit: String(LOG_PAGE), type: types.value, text: text.value });
    const { events } = await get(`/api/campaigns/${campaignId}/gm/events?${query}`);
    list.append(...events.map(eventItem));
    after = events.length ? events[events.length - 1].seq : after;
    more.hidden = events.length < LOG_PAGE;
    if (fresh && !events.length) list.append(h("li", {}, "No event matches."));
  }
  more.addEventListener("click", () => load(false));
  const form = h("form", { class: "gm-filters", onsubmit: (e) => { e.preventDefault(); load(true); } },
    h("label", { for: "gm-log-type" }, "Types"), types,
    h("label", { for: "gm-log-text" }, "Containing"), text,
    h("button", { type: "submit", class: "small primary" }, "Show"));
  load(true);
  return h("section", { class: "panel", "aria-labelledby": "gm-log-title" },
    h("h2", { id: "gm-log-title" }, "Event log"), form, list, more);
}

/** The campaign's name and, seat key -> the name of the player who holds it now. */
async function campaignPeople(campaignId) {
  const detail = await get(`/api/campaigns/${campaignId}`);
  const players = Object.fromEntries((detail.members || []).filter((m) => m.seat).map((m) => [m.seat, m.username]));
  return { name: detail.name, players };
}

export async function showGmCampaign(main, campaignId) {
  const id = Number(campaignId);
  const log = logPanel(id);
  const view = { at: 0, latest: 0, diff: null, show: null };
  const body = h("div", { class: "gm-state" });
  async function show(at) {
    const query = at ? `?at=${at}` : "";
    const answer = await get(`/api/campaigns/${id}/gm/state${query}`);
    Object.assign(view, { at: answer.at, latest: answer.latest });
    view.diff = answer.at < answer.latest ? await get(`/api/campaigns/${id}/gm/diff?at=${answer.at}`) : null;
    const now = answer.at === answer.latest;
    const fixes = now ? (quest) => correctionsPanel(id, quest, () => show(0)) : null;
    const state = answer.state;
    const more = [];
    if (now && state.phase === "between_quests" && state.campaign) more.push(campaignFixesPanel(id, state.campaign, () => show(0)));
    if (now && state.phase === "quest" && state.quest?.phase !== "ended") more.push(endQuestPanel(id, () => show(0)));
    more.push(goBackPanel(id, answer.at, answer.latest, state.checkpoints, () => show(0)));
    const { players } = await campaignPeople(id);
    if (now) more.push(seatsPanel(id, state, players, () => show(0)));
    const panels = statePanels(state, answer.report, players, fixes);
    panels.splice(panels.length - 1, 0, ...more); // the table's management, before the raw data
    replace(body, timeTravel(view), ...panels);
  }
  view.show = show;
  const { name } = await campaignPeople(id);
  replace(main, h("p", {}, h("a", { href: "#/gm" }, "← Your tables"), " · ", h("a", { href: `#/campaigns/${id}` }, "Open the table")),
    h("h1", {}, `Inside “${name}”`), body, log,
    operationsPanel(id));
  await show(0);
  main.append(await balancePanel(id));
}
