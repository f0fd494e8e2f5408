// The live connection to one campaign table (docs/protocol.md): a websocket that
// receives events and views in seq order, reconnects with backoff and resumes from the
// last seq seen, and carries commands with client-made ids. A command is held while
// the connection is down and sent again with the same id when it is back; the server
// runs an id once, so nothing is lost and nothing applies twice.

import { ApiError, get, newCommandId } from "./api.js";
import { ViewFeed } from "./protocol/feed.js";

const PROTOCOL = 1;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000];

export class TableLink {
  /**
   * handlers:
   *   onView(view, seq, legal)   the table as this player sees it now, and the commands
   *                              the player may send there (as GET /legal lists them)
   *   onEvents(events, {live})   new events [{seq, event}], in order, never twice; live is
   *                              false for catching up (replays, gaps filled over HTTP)
   *   onState(state)             "connecting" | "online" | "reconnecting" | "closed"
   *   onPresence(members)        [{user, role, seat, connections}]
   *   onChat(messages, history)  [{id, at, user, role, seat, text}]
   *   onPending(decisions, seq, message)  decisions waiting on me, with absolute deadlines;
 *                              message.deadlines: every open decision's, message.now: the server's time
 *   onOutbox(held)             how many commands wait for the connection to come back
   *   onError(error)             a readable problem the server reported
   *   onHello(you, limits)       connected: who I am at this table, the server's limits
   *   onClosed(code, reason)     the server ended the connection for good
   */
  constructor(campaignId, handlers, since = 0) {
    this.campaignId = campaignId;
    this.handlers = handlers;
    this.seq = since;
    this.state = "connecting";
    this.outbox = new Map();
    this.socket = null;
    this.stopped = false;
    this.attempt = 0;
    this.timers = { retry: null, heartbeat: null, silence: null };
    this.limits = { heartbeat_seconds: 20 };
    this.you = null;
    /** The view held and the legal commands: what each change applies to. */
    this.feed = new ViewFeed();
    this.backfilling = null;
    /** Sockets the server said hello on (a refused handshake never does). */
    this.greeted = new WeakSet();
  }

  start() {
    this.connect();
    window.addEventListener("online", this.wake);
    window.addEventListener("offline", this.lost);
    document.addEventListener("visibilitychange", this.wake);
    return this;
  }

  stop() {
    this.stopped = true;
    window.removeEventListener("online", this.wake);
    window.removeEventListener("offline", this.lost);
    document.removeEventListener("visibilitychange", this.wake);
    Object.values(this.timers).forEach(clearTimeout);
    clearInterval(this.timers.heartbeat);
    if (this.socket) this.socket.close(1000, "left the table");
    for (const item of this.outbox.values()) item.reject(new ApiError(0, { code: "left", message: "You left the table." }));
    this.outbox.clear();
  }

  /** Reconnect at once when the browser comes back online or the tab is shown again. */
  wake = () => {
    if (this.stopped || document.visibilityState === "hidden") return;
    if (this.state === "reconnecting") {
      clearTimeout(this.timers.retry);
      this.connect();
    }
  };

  /** The browser says the network is gone: do not wait for the socket to notice. */
  lost = () => this.abandon("offline");

  /**
   * Give the socket up at once: its closing handshake cannot reach the server, and the
   * browser may take many seconds to report the close, all the while showing "Connected"
   * and letting the player press buttons that cannot send. The late close event is then
   * ignored (it names a socket this link no longer holds).
   * @param {string} reason
   */
  abandon(reason) {
    const socket = this.socket;
    if (!socket) return;
    socket.close(4000, reason);
    socket.onclose?.(new CloseEvent("close", { code: 4000, reason }));
  }

  get online() {
    return this.state === "online";
  }

  setState(state) {
    if (this.state === state) return;
    this.state = state;
    this.handlers.onState?.(state);
    this.tellHeld();
  }

  /** How many commands wait for the connection (shown: "will send when connected"). */
  tellHeld() {
    this.handlers.onOutbox?.(this.online ? 0 : this.outbox.size);
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    let since = this.seq > 0 ? `?since_seq=${this.seq}` : "";
    // The view held: the server sends what changed since it instead of the whole view.
    if (since && this.feed.seq === this.seq) since += `&view_seq=${this.feed.seq}`;
    return `${scheme}://${location.host}/ws/campaigns/${this.campaignId}${since}`;
  }

  connect() {
    if (this.stopped) return;
    this.setState(this.attempt ? "reconnecting" : "connecting");
    let socket;
    try {
      socket = new WebSocket(this.url());
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onmessage = (message) => {
      if (socket !== this.socket) return;
      this.heard();
      let data;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      this.receive(data);
    };
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.socket = null;
      clearInterval(this.timers.heartbeat);
      clearTimeout(this.timers.silence);
      if (this.stopped) return;
      if (event.code === 4001 || event.code === 4003 || event.code === 4006) {
        this.end(event.code, event.reason);
        return;
      }
      // A new place at the table sees differently: the next view must come whole.
      if (event.code === 4005) this.feed.drop();
      if (!this.greeted.has(socket)) this.whyRefused();
      this.retry();
    };
  }

  end(code, reason) {
    this.stopped = true;
    clearTimeout(this.timers.retry);
    this.setState("closed");
    this.handlers.onClosed?.(code, reason);
  }

  /** A refused handshake hides its HTTP answer from the page: ask the API instead. */
  async whyRefused() {
    try {
      await get(`/api/campaigns/${this.campaignId}`);
    } catch (error) {
      if (error.code === "password_change_required") this.end(4006, error.message);
      else if (error.status === 401) this.end(4001, error.message);
      else if (error.status === 403 || error.status === 404) this.end(4003, error.message);
    }
  }

  retry() {
    this.setState("reconnecting");
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    const jitter = Math.random() * base * 0.3;
    clearTimeout(this.timers.retry);
    this.timers.retry = setTimeout(() => this.connect(), base + jitter);
  }

  /** Anything heard proves the line is alive; silence for two heartbeats means it is not. */
  heard() {
    clearTimeout(this.timers.silence);
    const patience = (this.limits.heartbeat_seconds || 20) * 2000 + 2000;
    this.timers.silence = setTimeout(() => this.abandon("silent"), patience);
  }

  transmit(message) {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  receive(data) {
    switch (data.type) {
      // The view-carrying messages are handled one after another, in order, even when
      // one of them has to fetch missed events first.
      case "hello": return this.inOrder(() => this.onHello(data));
      case "events": return this.inOrder(() => this.onEventsMessage(data));
      case "sync": return this.inOrder(() => this.onSync(data));
      case "ack": return this.settle(data.command_id, true, data);
      case "reject": return this.settle(data.command_id, false, data);
      case "pending": return this.handlers.onPending?.(data.decisions, data.seq, data);
      case "presence": return this.handlers.onPresence?.(data.members);
      case "chat": return this.handlers.onChat?.(data.messages, data.history);
      case "ping": return this.transmit({ type: "pong" });
      case "pong": return undefined;
      case "error": return this.handlers.onError?.(new ApiError(400, data));
      default: return undefined;
    }
  }

  /** Hand the screens the whole view at `seq` (with the quest's definitions). */
  async showView(view, seq) {
    this.handlers.onView?.(await this.feed.shown(view), seq, this.feed.legal);
  }

  async onHello(data) {
    if (this.socket) this.greeted.add(this.socket);
    if (data.protocol !== PROTOCOL) {
      this.handlers.onError?.(new ApiError(400, { code: "protocol", message: "The game was updated: reload the page." }));
    }
    this.limits = { ...this.limits, ...(data.limits || {}) };
    this.you = data.you;
    this.attempt = 0;
    clearInterval(this.timers.heartbeat);
    this.timers.heartbeat = setInterval(() => this.transmit({ type: "ping" }), (this.limits.heartbeat_seconds || 20) * 1000);
    const view = this.feed.take(data, data.seq);
    if (view) {
      this.seq = Math.max(this.seq, data.seq);
      await this.showView(view, data.seq);
    }
    // Otherwise (resuming) the server follows up with the missed events (or a sync).
    this.setState("online");
    this.handlers.onHello?.(data.you, this.limits);
    this.flush();
  }

  inOrder(work) {
    this.ordered = (this.ordered || Promise.resolve()).then(work).catch(() => {});
    return this.ordered;
  }

  /** Events after `after` up to `upto` over HTTP (paged), or null if they cannot be had. */
  async fetchEvents(after, upto) {
    const found = [];
    let from = after;
    try {
      while (from < upto) {
        const page = await get(`/api/campaigns/${this.campaignId}/events?after=${from}&limit=500`);
        const batch = page.events.filter((e) => e.seq <= upto);
        found.push(...batch);
        if (page.events.length < 500 || batch.length < page.events.length) break;
        from = page.events[page.events.length - 1].seq;
      }
    } catch {
      return null;
    }
    return found;
  }

  async onEventsMessage(data) {
    // Nothing new, unless it brings the view this page asked for whole (after a resume).
    if (data.seq_to <= this.seq && (this.feed.seq === this.seq || !data.view)) return;
    const gap = data.seq_from > this.seq + 1;
    if (gap) {
      // A gap: something was lost on the way. Say so (resume: its answer brings the view
      // whole), and fetch the missing events over HTTP so the log has no hole; then this
      // batch follows on.
      this.transmit({ type: "resume", since_seq: this.seq });
      const missed = await this.fetchEvents(this.seq, data.seq_from - 1);
      if (missed === null) return;
      if (missed.length) this.handlers.onEvents?.(missed, { live: false });
      this.seq = data.seq_from - 1;
    }
    const fresh = data.events.filter((e) => e.seq > this.seq);
    const view = this.feed.take(data, data.seq_to);
    this.seq = data.seq_to;
    // Catching up after a reconnect (replay) is not shown step by step.
    if (fresh.length) this.handlers.onEvents?.(fresh, { live: !data.replay });
    if (view) await this.showView(view, data.seq_to);
    // A change from a view this page does not hold: ask for the view whole (unless the
    // gap's resume above already did).
    else if (!gap) this.transmit({ type: "resume", since_seq: this.seq });
  }

  async onSync(data) {
    // Too far behind to replay over the socket: the view is the truth; the log's missing
    // lines come over HTTP.
    const from = Math.min(this.seq, data.seq);
    this.seq = data.seq;
    await this.showView(this.feed.take(data, data.seq), data.seq);
    if (data.reason === "too_far_behind") {
      const missed = await this.fetchEvents(from, data.seq);
      if (missed?.length) this.handlers.onEvents?.(missed, { live: false });
    }
  }

  settle(commandId, accepted, data) {
    const item = this.outbox.get(commandId);
    if (!item) {
      // Not sent by this page (another tab, or a hand-made message): still say why.
      if (!accepted) this.handlers.onError?.(new ApiError(422, data));
      return;
    }
    this.outbox.delete(commandId);
    this.tellHeld();
    if (accepted) item.resolve(data);
    else item.reject(new ApiError(422, data));
  }

  /** Send a command; resolves with the ack, rejects with the refusal (code, message, rule). */
  send(command, expectedSeq) {
    return new Promise((resolve, reject) => {
      const message = { type: "command", command_id: newCommandId(), command };
      if (expectedSeq !== undefined) message.expected_seq = expectedSeq;
      const item = { message, resolve, reject, sentOn: null };
      this.outbox.set(message.command_id, item);
      if (this.online && this.transmit(message)) item.sentOn = this.socket;
      this.tellHeld();
    });
  }

  say(text) {
    return this.transmit({ type: "chat", text });
  }

  askChatHistory(beforeId) {
    return this.transmit({ type: "chat_history", ...(beforeId ? { before_id: beforeId } : {}) });
  }

  /** Send (or send again, after a reconnect) every command not yet answered. */
  flush() {
    for (const item of this.outbox.values()) {
      if (item.sentOn === this.socket) continue;
      if (!this.transmit(item.message)) return;
      item.sentOn = this.socket;
    }
  }
}
