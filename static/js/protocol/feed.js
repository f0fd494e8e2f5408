// The view as the live table sends it (docs/protocol.md, "View deltas"): whole in
// `hello` and `sync`, and in `events` mostly as a change from the view this client was
// given last (`view_delta`: `from_seq` and `ops`). The screens always get the whole view,
// rebuilt here, with the quest's static definitions laid back into `quest.defs` (the
// server serves them once per pack and quest, by HTTP, instead of in every view).

import { get } from "../api.js";

/** @typedef {[string[], any] | [string[]]} DeltaOp  set the member at the path, or remove it */
/** @typedef {{from_seq: number, ops: DeltaOp[]}} ViewDelta */

/**
 * `view` with `ops` applied; `view` itself is left as it was (the objects along each
 * changed path are copied, the rest shared).
 * @param {Record<string, any>} view
 * @param {DeltaOp[]} ops
 * @returns {Record<string, any>}
 */
export function applyDelta(view, ops) {
  const root = { ...view };
  for (const op of ops) {
    const path = op[0];
    let node = root;
    for (const key of path.slice(0, -1)) {
      const child = { ...node[key] };
      node[key] = child;
      node = child;
    }
    const last = path[path.length - 1];
    if (op.length === 2) node[last] = op[1];
    else delete node[last];
  }
  return root;
}

/** @type {Map<string, Promise<any>>} */
const definitions = new Map();

/**
 * A quest's static definitions (cards, enemies, items, interactions, allies) for a pack:
 * asked once per page, and kept by the browser's cache (the answer never changes under a
 * pack's hash; its ETag says so).
 * @param {string} hash
 * @param {string} quest
 * @returns {Promise<any>}
 */
export function questDefinitions(hash, quest) {
  const key = `${hash}/${quest}`;
  if (!definitions.has(key)) {
    const path = `/api/content/packs/${encodeURIComponent(hash)}/quests/${encodeURIComponent(quest)}/definitions`;
    const asked = get(path).catch((error) => {
      definitions.delete(key);
      throw error;
    });
    definitions.set(key, asked);
  }
  return definitions.get(key);
}

/**
 * Between quests the state keeps only the last quest's ending (`last_quest`: which, its
 * name, outcome and round); the screens read it where the quest was (`quest`, ended).
 * @param {Record<string, any>} view
 * @returns {Record<string, any>}
 */
function withEnding(view) {
  const ending = view.last_quest;
  const quest = { ...ending, phase: "ended", heroes: {}, enemies: {}, allies: {}, pending: [], stack: [], defs: {} };
  return { ...view, quest };
}

/**
 * Keeps the view this client holds and rebuilds each new one from what arrives.
 */
export class ViewFeed {
  constructor() {
    /** @type {Record<string, any> | null} the view as the server last gave it (no defs) */
    this.view = null;
    /** @type {number | null} the seq of that view */
    this.seq = null;
    /** @type {any[]} the legal commands, kept until the server sends new ones */
    this.legal = [];
  }

  /** Forget the held view: the next one must come whole (e.g. the seat changed hands). */
  drop() {
    this.view = null;
    this.seq = null;
  }

  /**
   * The whole view after a message (`hello`, `events`, `sync`) at `seq`, or null when
   * the message has no view or its change does not start from the view held (then ask
   * for the view whole: `resume`).
   * @param {{view?: any, view_delta?: ViewDelta, legal?: any[]}} data
   * @param {number} seq
   * @returns {Record<string, any> | null}
   */
  take(data, seq) {
    if (data.legal) this.legal = data.legal;
    let view = null;
    if (data.view) view = data.view;
    else if (data.view_delta && this.view && data.view_delta.from_seq === this.seq) view = applyDelta(this.view, data.view_delta.ops);
    if (!view) return null;
    this.view = view;
    this.seq = seq;
    return view;
  }

  /**
   * The view as the screens read it: the quest's `defs` laid in (a copy of the quest
   * object, so the held view stays as the server sent it).
   * @param {Record<string, any>} view
   * @returns {Promise<Record<string, any>>}
   */
  async shown(view) {
    const quest = view.quest;
    if (!quest) return view.last_quest ? withEnding(view) : view;
    if (quest.defs) return view;
    let defs = {};
    try {
      defs = await questDefinitions(view.content_hash, quest.quest);
    } catch {
      // Names fall back to readable ids until the definitions can be fetched again.
    }
    return { ...view, quest: { ...quest, defs } };
  }
}
