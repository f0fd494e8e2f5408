// The GM's dashboard in game terms (issue 23): the table, the heroes as their boards read
// now (between quests the campaign's boards, in a quest the miniatures), what waits on
// whom, the story read so far, and what changed since a moment — all from the server's
// report (app/engine/hunters/gm_dashboard.py), names never ids, and never the dice seed.

import { h, titleFromId } from "../dom.js";

/** Half-gold coins as the purse reads (CAMP-15): 7 -> "3½". */
export function goldText(half) {
  const whole = Math.floor(half / 2);
  return `${whole}${half % 2 ? "½" : ""}`;
}

function named(report, ids) {
  return (ids || []).length ? ids.map((id) => report.names[id] || titleFromId(id)).join(" · ") : "—";
}

function tokensText(tokens) {
  const set = Object.entries(tokens || {}).filter(([, v]) => v);
  return set.length ? set.map(([k, v]) => (v === true ? titleFromId(k) : `${titleFromId(k)} ${v}`)).join(", ") : "none";
}

/** Who holds a seat now, by name ("Bert"), else what the seat plays ("Huntress's player"). */
export function playerOf(players, state) {
  return (seat) => {
    if (players[seat]) return players[seat];
    const heroes = state.seats?.[seat]?.heroes || [];
    return heroes.length ? `${heroes.map(titleFromId).join(" & ")}'s player` : "an empty seat";
  };
}

export function summaryPanel(state, report, players) {
  const who = playerOf(players, state);
  const seats = Object.entries(state.seats || {}).map(([seat, s]) =>
    `${who(seat)}: ${(s.heroes || []).map((hero) => report.heroes.find((r) => r.hero === hero)?.name || titleFromId(hero)).join(" & ") || "no hero yet"}`);
  return h("section", { class: "panel", "aria-labelledby": "gm-summary" },
    h("h2", { id: "gm-summary" }, "The table"),
    h("dl", { class: "facts" },
      h("dt", {}, "Where"), h("dd", {}, report.phase),
      h("dt", {}, "Party"), h("dd", {}, state.party_name || "not named yet"),
      h("dt", {}, "Players"), h("dd", {}, seats.join("; ") || "none yet"),
      report.day ? [h("dt", {}, "Day"), h("dd", {}, `${report.day} of ${state.campaign?.days?.last_day ?? 60}`)] : null,
      h("dt", {}, "Quest"), h("dd", {}, report.quest || questEnding(state.last_quest))));
}

function questEnding(ending) {
  if (!ending) return "none yet";
  const how = ending.outcome === "victory" ? "won" : ending.outcome === "defeat" ? "lost" : "ended";
  return `none now; the last, ${ending.name}, was ${how} in round ${ending.round}`;
}

function heroRow(hero, unit, report) {
  const cells = [
    h("th", { scope: "row" }, hero.name),
    h("td", {}, `${hero.health}/${hero.max_health}`),
    h("td", {}, `${hero.morale} of ${hero.morale_top}`),
    h("td", {}, goldText(hero.gold_half)),
    h("td", {}, String(hero.xp)),
    h("td", {}, [...hero.equipment, ...hero.backpack.map((b) => `${b} (backpack)`)].join(", ") || "nothing"),
  ];
  if (unit) cells.push(h("td", {}, tokensText(unit.tokens)), h("td", {}, named(report, unit.hand)),
    h("td", {}, named(report, unit.draw_pile)), h("td", {}, named(report, unit.used)));
  return h("tr", { "data-gm-hero": hero.hero }, ...cells);
}

/** The heroes: in a quest with their tokens and cards, between quests as the boards read. */
export function heroesPanel(report, quest) {
  const units = quest && quest.phase !== "ended" ? quest.heroes || {} : null;
  const heads = ["Hero", "Health", "Morale", "Gold", "XP", "Equipment",
    ...(units ? ["Tokens", "Hand", "Draw pile (in order)", "Used"] : [])];
  return h("section", { class: "panel", "aria-labelledby": "gm-heroes" },
    h("h2", { id: "gm-heroes" }, units ? "Heroes in the quest" : "Heroes (their boards)"),
    report.heroes.length ? h("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-labelledby": "gm-heroes" }, h("table", {},
      h("thead", {}, h("tr", {}, ...heads.map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, report.heroes.map((hero) => heroRow(hero, units?.[hero.hero], report)))))
      : h("p", {}, "No hero has been chosen yet."));
}

export function enemiesPanel(quest, report) {
  const enemies = Object.values(quest.enemies || {});
  const decks = Object.entries(quest.enemy_decks || {});
  return h("section", { class: "panel", "aria-labelledby": "gm-enemies" },
    h("h2", { id: "gm-enemies" }, "Enemies and their decks"),
    h("ul", {}, enemies.map((e) => h("li", { "data-gm-enemy": e.id },
      `${report.names[e.id] || titleFromId(e.enemy)}: Health ${e.health}/${e.start_health}`,
      e.at ? `, on space [${e.at[0]}, ${e.at[1]}]` : ", off the board",
      ` · tokens ${tokensText(e.tokens)}`))),
    h("ul", {}, decks.map(([name, deck]) => h("li", {},
      h("strong", {}, `${titleFromId(name)} deck: `),
      `showing ${deck.current ? titleFromId(deck.current) : "nothing"}; next ${(deck.draw_pile || []).length} cards face down; ${(deck.used || []).length} used`))));
}

export function decisionsPanel(report, who) {
  return h("section", { class: "panel", "aria-labelledby": "gm-pending" },
    h("h2", { id: "gm-pending" }, "Open decisions"),
    report.decisions.length
      ? h("ul", { "data-testid": "gm-decisions" }, report.decisions.map((d) => h("li", {},
        `${d.what[0].toUpperCase()}${d.what.slice(1)} — waiting on ${d.awaiting.length ? d.awaiting.map(who).join(", ") : "nobody (the GM may settle it)"}`,
        d.deadline_seconds ? ` (the default is taken after ${d.deadline_seconds} s)` : "")))
      : h("p", {}, "Nothing waits on a decision."));
}

export function storyPanel(report) {
  const read = report.story_read || [];
  return h("section", { class: "panel", "aria-labelledby": "gm-story" },
    h("h2", { id: "gm-story" }, "The story read so far"),
    read.length ? h("ol", { "data-testid": "gm-story" }, read.map((title) => h("li", {}, title)))
      : h("p", {}, "The party has read nothing yet."));
}

/** A value of a change in one line, cut short (a whole quest is thousands of characters). */
function shortJson(value) {
  const text = JSON.stringify(value) ?? "nothing";
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

/** What changed since the moment shown, in words; the data paths fold away below. */
export function changeList(diff) {
  if (!diff) return h("p", { class: "muted" }, "This is the state now.");
  if (!diff.changes.length) return h("p", {}, "Nothing has changed since then.");
  const words = diff.words || [];
  return h("div", {},
    h("p", {}, `Since event ${diff.at}:`),
    words.length ? h("ul", { class: "changes", "data-testid": "gm-changes" }, words.map((w) => h("li", {}, w)))
      : h("p", { "data-testid": "gm-changes" }, "Nothing a player would see changed; the data below did."),
    h("details", {}, h("summary", {}, `${diff.changes.length}${diff.truncated ? "+" : ""} changes as data`),
      h("ul", { class: "changes" }, diff.changes.map((c) => h("li", {},
        h("code", {}, c.path), ": ", h("span", { class: "before" }, shortJson(c.before)),
        " → ", h("span", { class: "after" }, shortJson(c.after)))))));
}
