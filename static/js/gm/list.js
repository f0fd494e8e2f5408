// #/gm : the campaigns I run as GM (a site admin: every campaign), with where each table
// stands — phase, quest and round, what it waits on, who is online, the last activity.

import { get } from "../api.js";
import { h, replace, titleFromId } from "../dom.js";
import { importPanel } from "./operations.js";

const PHASES = { setup: "Choosing heroes", between_quests: "Between quests", quest: "In a quest", ended: "Finished" };
const WAITS = {
  turn: "a hero's turn", reaction: "a reaction", reaction_choice: "which reaction is played",
  place_hero: "where a hero starts", opening_hand: "an opening hand", turn_order: "the turn order",
  enemy_path: "an enemy's path", spend_morale: "spending morale", defense_tokens: "defense tokens",
  push: "a push", free_move: "a free move", penalty_attacker: "who strikes", hero_penalty: "a strike back",
  reading: "reading on before a quest", prepare: "preparing for a quest",
};

/** "Waits on seat2 (Bert) for a reaction" in words, from the summary's ``waits_on``. */
export function waitsText(row) {
  const waits = row.waits_on || [];
  if (!waits.length) return row.phase === "quest" ? "Playing on" : "Waits on nobody";
  return waits
    .map((w) => `${WAITS[w.kind] || titleFromId(w.kind)} (${(w.seats || []).length ? w.seats.map(seatName(row)).join(", ") : "the GM"})`)
    .join("; ");
}

function seatName(row) {
  return (seat) => {
    const heroes = (row.seats || {})[seat] || [];
    return heroes.length ? heroes.map(titleFromId).join(" & ") : "a new player";
  };
}

function when(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString();
}

function row(campaign) {
  const quest = campaign.quest;
  return h("li", { class: "campaign-card", "data-gm-campaign": campaign.id },
    h("h3", {}, h("a", { href: `#/gm/${campaign.id}` }, campaign.name)),
    h("ul", { class: "tags", "aria-label": "Where the table stands" },
      h("li", { class: "tag" }, PHASES[campaign.phase] || campaign.phase),
      quest ? h("li", { class: "tag" }, `${quest.name}, round ${quest.round}`) : null,
      h("li", { class: "tag" }, `${campaign.seq} events`),
    ),
    h("p", {}, h("strong", {}, "Waiting: "), waitsText(campaign)),
    h("p", {}, h("strong", {}, "Online: "), campaign.online.length ? campaign.online.join(", ") : "nobody"),
    h("p", { class: "muted" }, `Last activity ${when(campaign.last_activity)}`),
  );
}

export async function showGmList(main) {
  replace(main, h("h1", {}, "Your tables as GM"), h("p", { class: "muted" }, "Loading…"));
  const campaigns = await get("/api/gm/campaigns");
  replace(main,
    h("h1", {}, "Your tables as GM"),
    campaigns.length
      ? h("ul", { class: "campaign-list", "aria-label": "Campaigns you run" }, campaigns.map(row))
      : h("p", {}, "You run no campaign yet. Create one from ", h("a", { href: "#/" }, "your campaigns"), "."),
    importPanel(),
  );
}
