// The game log: every event explained in words, with the rule that made it happen.
// describe(event, names) -> {text, rule} or null for events with nothing to say.

import { titleFromId } from "./dom.js";

function seatName(names, seat) {
  return names.seats?.[seat] || names.units?.[seat] || (/^seat\d+$/.test(String(seat)) ? "a new player" : titleFromId(seat));
}

function unitName(names, id) {
  return names.units?.[id] || names.heroes?.[id] || titleFromId(id);
}

function heroName(names, id) {
  return names.heroes?.[id] || titleFromId(id);
}

function space(at) {
  return Array.isArray(at) ? `[${at[0]}, ${at[1]}]` : "";
}

const TABLE = {
  campaign_created: (e) => ({ text: `The campaign was created (${e.difficulty} difficulty${e.hero_elimination ? ", hero elimination" : ""}).` }),
  seat_opened: (e, n) => ({ text: `${seatName(n, e.seat)} took a seat at the table.` }),
  seat_closed: (e, n) => ({
    text: `${seatName(n, e.seat)} left the table${e.heroes_released?.length ? `; ${e.heroes_released.map((h) => heroName(n, h)).join(", ")} await a new player` : ""}.`,
    rule: e.heroes_released?.length ? "DEV-34" : "",
  }),
  hero_chosen: (e, n) => ({ text: `${seatName(n, e.seat)} chose ${heroName(n, e.hero)}.`, rule: "DEV-01" }),
  hero_released: (e, n) => ({ text: `${seatName(n, e.seat)} gave back ${heroName(n, e.hero)}.` }),
  hero_assigned: (e, n) => ({ text: `The GM handed ${heroName(n, e.hero)} to ${seatName(n, e.to_seat)}.`, rule: "DEV-34" }),
  party_named: (e) => ({ text: `The party is now called “${e.name}”.` }),
  seat_readied: (e, n) => ({ text: e.ready ? `${seatName(n, e.seat)} is ready.` : `${seatName(n, e.seat)} is no longer ready.` }),
  campaign_started: (e, n) => ({ text: `The campaign began with ${e.heroes.map((h) => heroName(n, h)).join(", ")}.`, rule: "DEV-02" }),
};

const describers = { ...TABLE };

/** Add describers for more event types (the quest log registers its own). */
export function registerDescribers(more) {
  Object.assign(describers, more);
}

/** Every event type with words of its own (the log-text completeness test reads it). */
export function describedTypes() {
  return Object.keys(describers).sort();
}

export function describe(event, names) {
  const describer = describers[event.type];
  if (!describer) return { text: `${titleFromId(event.type)}.`, rule: "" };
  const line = describer(event, names);
  // A player not known yet opens a sentence as "A new player" (player names keep their case).
  const text = line?.text.replace(/^a new player/, "A new player");
  return line ? { text, rule: event.rule || line.rule || "" } : null;
}

export const helpers = { seatName, unitName, heroName, space };
