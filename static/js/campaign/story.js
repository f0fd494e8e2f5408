// The story as the party lived it, from the event log: each card or tale entry read
// (CAMP-21, CAMP-34) with what followed from it — tests, decisions, gains and losses,
// cards placed — until the next one, a journey or a quest.

/** @typedef {import("../types.js").SeqEvent} SeqEvent */
/** @typedef {{key: string, front: any, seq: number, events: any[]}} Reading */

const STARTS = { card_drawn: "card", card_read: "card", entry_read: "entry" };
const ENDS = new Set(["party_moved", "quest_started"]);

/** The readings in the events, oldest first. */
export function readingsIn(/** @type {SeqEvent[]} */ events) {
  /** @type {Reading[]} */
  const out = [];
  /** @type {Reading | null} */
  let open = null;
  for (const { seq, event } of events) {
    const e = /** @type {any} */ (event);
    if (STARTS[e.type] && e.front?.text) {
      open = { key: e[STARTS[e.type]], front: e.front, seq, events: [] };
      out.push(open);
    } else if (ENDS.has(e.type)) {
      open = null;
    } else if (open) {
      open.events.push(e);
    }
  }
  return out;
}

/** The card the story is on now, or the last one read here since the party last moved. */
export function currentReading(table) {
  const events = table.campaignEvents || [];
  const all = readingsIn(events);
  const last = all[all.length - 1];
  if (!last) return null;
  const story = table.view.campaign?.story;
  const busy = Boolean(story?.pending?.length || story?.agenda?.some((f) => f.kind !== "setup" && f.kind !== "quest"));
  const moved = events.filter((e) => ENDS.has(e.event.type)).map((e) => e.seq);
  const since = moved.length ? moved[moved.length - 1] : 0;
  return busy || last.seq > since ? last : null;
}

/** The last quest's end and what the story did with it, for the debrief. */
export function questEnding(/** @type {SeqEvent[]} */ events) {
  let start = -1;
  for (let i = events.length - 1; i >= 0; i -= 1) {
    if (events[i].event.type === "quest_ended") {
      start = i;
      break;
    }
  }
  if (start < 0) return null;
  const ended = /** @type {any} */ (events[start].event);
  // What the quest's outcome did, up to the next card it leads to (whose own gains are
  // that card's, not the quest's).
  const after = [];
  for (const { event } of events.slice(start + 1)) {
    if (ENDS.has(event.type)) break;
    after.push(/** @type {any} */ (event));
    if (STARTS[event.type]) break;
  }
  return { seq: events[start].seq, ended, after };
}
