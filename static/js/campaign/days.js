// The days track (CAMP-02, CAMP-09, CAMP-25, CAMP-32/33): the 60 spaces with the days
// marker, the lettered time tokens on their days, and the main plot's deadlines — a
// warning when one is near — and the days left.

import { h, s } from "../dom.js";

const PER_ROW = 15;
const CELL = 22;
/** A deadline this close (in days) is called near. */
const NEAR_DAYS = 5;

/** Main-plot cards on the map whose back names the day they must be revealed by (CAMP-25). */
export function deadlines(table) {
  const campaign = table.view.campaign;
  const backs = table.content?.plot_card_backs || {};
  const missed = new Set(campaign.story?.missed_deadlines || []);
  return Object.entries(campaign.region?.placed || {})
    .filter(([card]) => backs[card]?.deadline_day && !missed.has(card))
    .map(([card, placed]) => ({ card, day: backs[card].deadline_day, at: placed.at }))
    .sort((a, b) => a.day - b.day);
}

function placeName(table, at) {
  const front = at ? table.view.campaign.story?.fronts?.[at] : null;
  return front?.title || (at ? `map card ${table.content?.map_card_backs?.[at]?.number ?? "?"}` : "beside the map");
}

function space(day, today, tokens, due) {
  const row = Math.floor((day - 1) / PER_ROW);
  const col = (day - 1) % PER_ROW;
  const x = col * CELL + 2;
  const y = row * (CELL + 6) + 2;
  const kind = day < today ? "past" : day === today ? "today" : "ahead";
  return s("g", { class: `day ${kind}${due ? " deadline" : ""}`, transform: `translate(${x} ${y})`, "data-day": day },
    s("rect", { width: CELL - 2, height: CELL - 2, rx: 3 }),
    s("text", { x: (CELL - 2) / 2, y: 14, "text-anchor": "middle", class: "day-number", text: day }),
    tokens.map((letter, i) => s("g", { class: "time-token" },
      s("circle", { cx: CELL - 6 - i * 8, cy: -1, r: 6 }),
      s("text", { x: CELL - 6 - i * 8, y: 2.5, "text-anchor": "middle", text: letter }))));
}

/** The track drawn, and in words beside it: the day, the days left, tokens and deadlines. */
export function daysTrack(table) {
  const days = table.view.campaign.days;
  const last = days.last_day || 60;
  const due = deadlines(table);
  /** @type {Record<number, string[]>} */
  const byDay = {};
  for (const [letter, day] of Object.entries(days.time_tokens || {})) (byDay[day] ||= []).push(letter);
  const rows = Math.ceil(last / PER_ROW);
  const svg = s("svg", { class: "days-track", viewBox: `0 -8 ${PER_ROW * CELL + 4} ${rows * (CELL + 6) + 6}`, "aria-hidden": "true" },
    Array.from({ length: last }, (_, i) => space(i + 1, days.day, byDay[i + 1] || [], due.some((d) => d.day === i + 1))));
  const left = last - days.day;
  const near = due.filter((d) => d.day - days.day <= NEAR_DAYS);
  const tokenWords = Object.entries(days.time_tokens || {}).sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, day]) => `token ${letter} comes off on day ${day}`);
  return h("section", { class: "panel days", id: "days", "aria-labelledby": "days-title" },
    h("h2", { id: "days-title" }, `Day ${days.day} of ${last}`),
    h("p", { class: "days-left" }, left === 1 ? "1 day left." : `${left} days left.`,
      tokenWords.length ? ` Time tokens: ${tokenWords.join("; ")} (CAMP-33).` : ""),
    svg,
    near.map((d) => h("p", { class: "notice warn deadline-warning", role: "status" },
      `Hurry: the main-plot card on ${placeName(table, d.at)} must be revealed by the end of day ${d.day} — ${d.day - days.day <= 0 ? "that is today" : `${d.day - days.day} day${d.day - days.day === 1 ? "" : "s"} from now`} (CAMP-25).`)),
    due.length && !near.length ? h("p", { class: "muted" }, `Next main-plot deadline: day ${due[0].day} (${placeName(table, due[0].at)}).`) : null);
}
