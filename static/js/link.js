// The connection to one campaign table: events in (in seq order, never twice), commands
// out (each with a client-made id, held while offline and sent once when back).

import { ApiError, get, newCommandId, post } from "./api.js";

const POLL_MS = 2500;

export class TableLink {
  /**
   * @param {number} campaignId
   * @param {{onEvents: Function, onState: Function}} handlers
   *   onEvents(events, seq): new events after the last seen seq (already in order);
   *   onState(state): "connecting" | "online" | "offline".
   */
  constructor(campaignId, handlers, since = 0) {
    this.campaignId = campaignId;
    this.handlers = handlers;
    this.seq = since;
    this.state = "connecting";
    this.outbox = [];
    this.stopped = false;
    this.timer = null;
    this.polling = null;
  }

  start() {
    this.poll();
    return this;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  get online() {
    return this.state === "online";
  }

  setState(state) {
    if (this.state === state) return;
    this.state = state;
    this.handlers.onState?.(state);
    if (state === "online") this.flush();
  }

  /** Fetch every event after the last seq seen (paging until caught up). */
  async catchUp() {
    for (;;) {
      const page = await get(`/api/campaigns/${this.campaignId}/events?after=${this.seq}`);
      const fresh = page.events.filter((e) => e.seq > this.seq);
      const last = fresh.length ? fresh[fresh.length - 1].seq : this.seq;
      // Hidden events are left out of a player's page, so the seq may move on without them.
      const upto = page.events.length < 500 ? page.seq : last;
      if (fresh.length || upto > this.seq) {
        this.seq = Math.max(last, upto);
        this.handlers.onEvents(fresh, this.seq);
      }
      if (page.events.length < 500) return;
    }
  }

  poll() {
    if (this.stopped) return;
    if (this.polling) return;
    clearTimeout(this.timer);
    this.polling = this.catchUp()
      .then(() => this.setState("online"))
      .catch((error) => {
        this.setState(error instanceof ApiError && error.status >= 400 ? "online" : "offline");
      })
      .finally(() => {
        this.polling = null;
        if (!this.stopped) this.timer = setTimeout(() => this.poll(), POLL_MS);
      });
  }

  /** Send a command; resolves with the server's answer, rejects with an ApiError. */
  send(command, expectedSeq) {
    return new Promise((resolve, reject) => {
      const item = { body: { command_id: newCommandId(), command }, resolve, reject };
      if (expectedSeq !== undefined) item.body.expected_seq = expectedSeq;
      this.outbox.push(item);
      if (this.online) this.flush();
    });
  }

  async flush() {
    while (this.online && this.outbox.length) {
      const item = this.outbox[0];
      try {
        const ack = await post(`/api/campaigns/${this.campaignId}/commands`, item.body);
        this.outbox.shift();
        item.resolve(ack);
        this.poll();
      } catch (error) {
        if (error.status === 0) {
          // Not delivered (or the answer was lost): keep it, same id, and retry when back.
          this.setState("offline");
          return;
        }
        this.outbox.shift();
        item.reject(error);
      }
    }
  }
}
