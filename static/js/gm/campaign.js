// #/gm/12 : inside one campaign, for its GM — the whole state in readable panels and as a
// raw tree, time travel to the state after any event (read-only) with what changed since,
// and the event log with filters. Nothing here changes the campaign.

import { get } from "../api.js";
import { h, replace, titleFromId } from "../dom.js";
import { correctionsPanel } from "./corrections.js";
import { operationsPanel } from "./operations.js";
import { campaignFixesPanel, endQuestPanel, goBackPanel } from "./table-fixes.js";
import { seatsPanel } from "./seats.js";
import { balancePanel } from "./balance.js";

const LOG_PAGE = 100;

function jsonText(value) {
  return JSON.stringify(value, null, 2);
}

/** A value of a change in one line, cut short (a whole quest is thousands of characters). */
function shortJson(value) {
  const text = JSON.stringify(value) ?? "nothing";
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

function tokensText(tokens) {
  const set = Object.entries(tokens || {}).filter(([, v]) => v);
  return set.length ? set.map(([k, v]) => (v === true ? k : `${k} ${v}`)).join(", ") : "none";
}

function cards(list) {
  return (list || []).length ? list.join(" · ") : "—";
}

function heroRows(quest) {
  return Object.values(quest.heroes || {}).map((hero) => h("tr", { "data-gm-hero": hero.id },
    h("th", { scope: "row" }, hero.name || titleFromId(hero.id)),
    h("td", {}, `${hero.health}/${hero.max_health}`),
    h("td", {}, String(hero.morale)),
    h("td", {}, tokensText(hero.tokens)),
    h("td", {}, cards(hero.hand)),
    h("td", {}, cards(hero.draw_pile)),
    h("td", {}, cards(hero.used)),
  ));
}

function heroesPanel(quest) {
  return h("section", { class: "panel", "aria-labelledby": "gm-heroes" },
    h("h2", { id: "gm-heroes" }, "Heroes"),
    h("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-labelledby": "gm-heroes" }, h("table", {},
      h("thead", {}, h("tr", {}, ...["Hero", "Health", "Morale", "Tokens", "Hand", "Draw pile (in order)", "Used"]
        .map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, heroRows(quest)))));
}

function enemiesPanel(quest) {
  const enemies = Object.values(quest.enemies || {});
  const decks = Object.entries(quest.enemy_decks || {});
  return h("section", { class: "panel", "aria-labelledby": "gm-enemies" },
    h("h2", { id: "gm-enemies" }, "Enemies and their decks"),
    h("ul", {}, enemies.map((e) => h("li", { "data-gm-enemy": e.id },
      `${titleFromId(e.id)}: health ${e.health}/${e.start_health}`,
      e.at ? `, on space ${e.at.join(", ")}` : ", off the board",
      ` · tokens ${tokensText(e.tokens)}`))),
    h("ul", {}, decks.map(([name, deck]) => h("li", {},
      h("strong", {}, `${titleFromId(name)} deck: `),
      `showing ${deck.current || "nothing"}; next ${cards(deck.draw_pile)}; used ${cards(deck.used)}`))));
}

function decisionsPanel(quest) {
  const pending = quest.pending || [];
  return h("section", { class: "panel", "aria-labelledby": "gm-pending" },
    h("h2", { id: "gm-pending" }, "Open decisions"),
    pending.length
      ? h("ul", {}, pending.map((d) => h("li", {},
        `${titleFromId(d.kind)} — decided by ${(d.deciders || []).join(", ") || "the GM"}`,
        d.deadline_seconds ? ` (times out after ${d.deadline_seconds} s)` : "")))
      : h("p", {}, "Nothing waits on a decision."));
}

/** The quest being played, or between quests the last one's ending (END-04). */
function questLine(quest, ending) {
  if (quest) return `${quest.name}, round ${quest.round} (${titleFromId(quest.phase)})`;
  if (!ending) return "none yet";
  const how = ending.outcome === "victory" ? "won" : ending.outcome === "defeat" ? "lost" : "ended";
  return `none now; the last, ${ending.name}, was ${how} in round ${ending.round}`;
}

function summaryPanel(state) {
  const quest = state.quest;
  return h("section", { class: "panel", "aria-labelledby": "gm-summary" },
    h("h2", { id: "gm-summary" }, "The table"),
    h("dl", { class: "facts" },
      h("dt", {}, "Phase"), h("dd", {}, titleFromId(state.phase)),
      h("dt", {}, "Party"), h("dd", {}, state.party_name || "unnamed"),
      h("dt", {}, "Seats"), h("dd", {}, Object.entries(state.seats || {})
        .map(([seat, s]) => `${seat}: ${(s.heroes || []).map(titleFromId).join(" & ") || "no hero"}`).join("; ") || "none"),
      h("dt", {}, "Quest"), h("dd", {}, questLine(quest, state.last_quest)),
      h("dt", {}, "Seed and dice"), h("dd", {}, `seed ${state.seed}, dice position ${state.dice_cursor}`)));
}

function rawPanel(state) {
  return h("details", { class: "panel raw" },
    h("summary", {}, "The whole state as data"),
    h("pre", { class: "json", tabindex: "0" }, jsonText(state)));
}

function statePanels(state, fixes) {
  const quest = state.quest;
  const playing = quest && fixes && quest.phase !== "ended";
  return [summaryPanel(state), ...(playing ? [fixes(quest)] : []),
    ...(quest ? [heroesPanel(quest), enemiesPanel(quest), decisionsPanel(quest)] : []), rawPanel(state)];
}

function changeList(diff) {
  if (!diff) return h("p", { class: "muted" }, "This is the state now.");
  if (!diff.changes.length) return h("p", {}, "Nothing has changed since then.");
  return h("div", {},
    h("p", {}, `${diff.changes.length}${diff.truncated ? "+" : ""} changes since event ${diff.at}:`),
    h("ul", { class: "changes", "data-testid": "gm-changes" }, diff.changes.map((c) => h("li", {},
      h("code", {}, c.path), ": ", h("span", { class: "before" }, shortJson(c.before)),
      " → ", h("span", { class: "after" }, shortJson(c.after))))));
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

/** Seat key -> the name of the player who holds it now. */
async function seatNames(campaignId) {
  const detail = await get(`/api/campaigns/${campaignId}`);
  return Object.fromEntries((detail.members || []).filter((m) => m.seat).map((m) => [m.seat, m.username]));
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
    if (now) more.push(seatsPanel(id, state, await seatNames(id), () => show(0)));
    const panels = statePanels(state, fixes);
    panels.splice(panels.length - 1, 0, ...more); // the table's management, before the raw data
    replace(body, timeTravel(view), ...panels);
  }
  view.show = show;
  replace(main, h("p", {}, h("a", { href: "#/gm" }, "← Your tables"), " · ", h("a", { href: `#/campaigns/${id}` }, "Open the table")),
    h("h1", {}, `Inside campaign ${id}`), body, log,
    operationsPanel(id));
  await show(0);
  main.append(await balancePanel(id));
}
