// The story as the party lived it, from the event log: each card or tale entry read
// (CAMP-21, CAMP-34) with what followed from it — tests, decisions, gains and losses,
// cards placed — until a journey or a quest; a card read after another has its own.

/** @typedef {import("../types.js").SeqEvent} SeqEvent */
/** @typedef {{key: string, front: any, seq: number, events: any[]}} Reading */

const STARTS = { card_drawn: "card", card_read: "card", entry_read: "entry" };
const ENDS = new Set(["party_moved", "quest_started"]);

/** The reading an event belongs to: the one of the frame being followed (the story's
 * agenda, rebuilt from frame_pushed / frame_finished), else the last one opened; a
 * decision's events go to the reading of the card or entry that asked it. */
function ownerOf(e, frames, byKey, byDecision, open) {
  if (e.type === "campaign_decision_opened") return byKey.get(e.decision?.source) || open;
  if (e.decision !== undefined && byDecision.has(e.decision)) return byDecision.get(e.decision);
  const top = frames[frames.length - 1];
  return (top && byKey.get(top)) || open;
}

/** The readings in the events, oldest first; each holds the events that followed from
 * its own card or entry, never those of a card read after it (CAMP-21, CAMP-34). */
export function readingsIn(/** @type {SeqEvent[]} */ events) {
  /** @type {Reading[]} */
  const out = [];
  /** @type {Reading | null} */
  let open = null;
  /** @type {string[]} */
  const frames = [];
  const byKey = new Map();
  const byDecision = new Map();
  for (const { seq, event } of events) {
    const e = /** @type {any} */ (event);
    if (e.type === "frame_pushed") frames.push(e.frame.source);
    else if (e.type === "frame_finished") frames.pop();
    else if (STARTS[e.type] && e.front?.text) {
      open = { key: e[STARTS[e.type]], front: e.front, seq, events: [] };
      byKey.set(open.key, open);
      out.push(open);
    } else if (ENDS.has(e.type)) {
      open = null;
      byKey.clear();
    } else {
      const owner = ownerOf(e, frames, byKey, byDecision, open);
      if (e.type === "campaign_decision_opened" && owner) byDecision.set(e.decision.id, owner);
      owner?.events.push(e);
    }
  }
  return out;
}

/** What the party is reading now, in reading order: every card and entry read since the
 * party last moved (or a quest began); while the story is busy, at least the last one. */
export function currentReadings(table) {
  const events = table.campaignEvents || [];
  const all = readingsIn(events);
  const story = table.view.campaign?.story;
  const busy = Boolean(story?.pending?.length || story?.agenda?.some((f) => f.kind !== "setup" && f.kind !== "quest"));
  const moved = events.filter((e) => ENDS.has(e.event.type)).map((e) => e.seq);
  const since = moved.length ? moved[moved.length - 1] : 0;
  const recent = all.filter((r) => r.seq > since);
  return !recent.length && busy && all.length ? [all[all.length - 1]] : recent;
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
