// #/campaigns/ID : one table. Loads the campaign, keeps the live connection (events,
// views, presence, chat), asks the server what this player may do (legal commands), and
// shows the setup screen, the quest table, or between quests the campaign screen
// (campaign/shell.js: the map, the days, the cards read, the journal, the debrief).

import { get } from "../api.js";
import { h, redraw, replace, toast } from "../dom.js";
import { heroName, loadContent } from "../content.js";
import { TableLink } from "../link.js";
import { go } from "../nav.js";
import { markSeen } from "../seen.js";
import { session } from "../session.js";
import { invitePanel, renderSetup } from "../table/setup.js";
import { createChat, createLog, createPresence } from "../table/side.js";
import { createRulePanel } from "../table/rulebook.js";
import { questEvents, renderQuest } from "../quest/screen.js";
import { nextControl } from "../quest/focus.js";
import { renderCampaign } from "../campaign/shell.js";
import { freshUi } from "../quest/uistate.js";
import { playerWords, refusalText } from "../table/controls.js";
import { undoButton } from "../undo.js";
import { awayToggle } from "../away.js";
import { isPrimalFight, isPrimalTable, primalNames, renderPrimalTable } from "../primal/table.js";
import { ViewFeed } from "../protocol/feed.js";

const CONN_TEXT = {
  connecting: "Connecting…",
  online: "Connected",
  reconnecting: "Offline: reconnecting…",
  closed: "Disconnected",
};
/** How many events the campaign screen keeps (a quest's end and the story after it). */
const EVENT_MEMORY = 600;
const MEMBER_EVENTS = new Set(["seat_opened", "seat_closed", "hero_assigned", "campaign_started"]);

/** The connection badge; clicks made while offline are held and said so. */
function showConnection(state, held = 0) {
  const badge = document.getElementById("conn");
  badge.hidden = false;
  badge.dataset.state = state;
  const waiting = held && state !== "online" ? ` · ${held === 1 ? "1 action" : `${held} actions`} will send when connected` : "";
  badge.textContent = `${CONN_TEXT[state] || state}${waiting}`;
  badge.dataset.held = String(held);
  badge.setAttribute("role", "status");
}

/** A wide screen shows the side panel unless closed; a phone keeps it as a drawer. During
 * a quest the board has the room: the log is a drawer below 1600 px (css/table.css). */
const WIDE = "(min-width: 900px)";
const WIDE_AT_PLAY = "(min-width: 1600px)";

/** Between quests (and once it is over) a campaign with a region shows the campaign
 * screen, not the quest table. */
function isBetweenQuests(view) {
  return (view.phase === "between_quests" || view.phase === "ended") && Boolean(view.campaign);
}

function hideConnection() {
  const badge = document.getElementById("conn");
  badge.hidden = true;
  badge.textContent = "";
}

const sameJson = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The same view: equal but for the quest's definitions, which must be the very same
 * (they come from one cache, protocol/feed.js). */
function sameView(a, b) {
  const bare = (view) => ({ ...view, quest: view.quest && { ...view.quest, defs: null } });
  return a.quest?.defs === b.quest?.defs && sameJson(bare(a), bare(b));
}

/** What a table's screen asks first, all at once (main.js asks them at boot). */
export function campaignRequests(id) {
  return [`/api/campaigns/${id}`, `/api/campaigns/${id}/view`, `/api/campaigns/${id}/legal`];
}

export async function showCampaign(main, idText) {
  const id = Number(idText);
  const [campaign, viewed, legal] = await Promise.all(campaignRequests(id).map((path) => get(path)));
  // The pack, the log's history and the quest's definitions, together: none waits for
  // another. The first view has its definitions laid in as the socket's views do.
  const historyAsked = get(`/api/campaigns/${id}/events?after=${Math.max(0, viewed.seq - 300)}`);
  const [content, firstView] = await Promise.all([loadContent(campaign.content_hash), new ViewFeed().shown(viewed.view)]);
  const buttons = new Set();

  const table = /** @type {import("../types.js").Table} */ ({
    campaign,
    view: firstView,
    seq: viewed.seq,
    legal,
    legalSeq: viewed.seq,
    content,
    me: session.user,
    canManage: campaign.gm === session.user.username || session.user.is_admin,
    online: false,
    presence: [],
    pending: [],
    deadlines: {},
    clockOffset: 0,
    held: 0,
    side: null,
    ui: freshUi(),
    logMemory: {},
    send: (command) => link.send(command),
    track: (button) => {
      buttons.add(button);
      if (!table.online) button.disabled = true;
    },
    campaignEvents: [],
    onEvents: (events, live) => {
      // The campaign screen reads its cards, tests and debriefs from the story's events.
      table.campaignEvents.push(...events);
      if (table.campaignEvents.length > EVENT_MEMORY) table.campaignEvents.splice(0, table.campaignEvents.length - EVENT_MEMORY);
      questEvents(table, events, live);
    },
    presenceDot: (username) => {
      if (!username) return null;
      const here = table.presence.some((m) => m.user === username);
      return h("span", { class: here ? "here" : "away", title: here ? "here now" : "away" },
        here ? "● here" : "○ away");
    },
    names: () => names(),
    render: () => render(),
    refused: (error) => refused(error),
    sideOpen: () => table.side ?? !isDrawer(),
    toggleSide: () => {
      table.side = !table.sideOpen();
      render();
      // Where the panel is a drawer over the table, the keyboard goes with it.
      if (isDrawer()) document.getElementById(table.side ? "close-side" : "toggle-side")?.focus();
    },
  });

  /** The side panel is a drawer over the table: on a phone, and at play below 1600 px. */
  function isDrawer() {
    const playing = isPlaying();
    return !window.matchMedia(playing ? WIDE_AT_PLAY : WIDE).matches;
  }

  /** @returns {import("../types.js").Names} */
  function names() {
    /** @type {Record<string, string>} */
    const seats = {};
    // Who is here names a seat as soon as its player arrives, before the members list
    // is fetched again.
    for (const m of table.presence || []) if (m.seat) seats[m.seat] = m.user;
    for (const m of table.campaign.members || []) if (m.seat) seats[m.seat] = m.username;
    /** @type {Record<string, string>} */
    const heroes = {};
    if (isPrimalTable(table.view)) return { seats, units: {}, quest: null, view: table.view, you: table.view.you, memory: table.logMemory, content, ...primalNames(table) };
    for (const heroId of [...Object.values(table.view.seats || {}).flatMap((s) => s.heroes), ...(table.view.unassigned || [])]) {
      heroes[heroId] = heroName(content, heroId);
    }
    /** @type {Record<string, string>} */
    const units = {};
    const quest = table.view.quest;
    for (const [key, unit] of Object.entries(quest?.heroes || {})) units[key] = unit.name;
    for (const [key, unit] of Object.entries(quest?.allies || {})) units[key] = unit.name;
    for (const [key, unit] of Object.entries(quest?.enemies || {})) {
      const base = quest.defs?.enemies?.[unit.enemy]?.name || content?.enemies?.[unit.enemy]?.name || unit.enemy;
      const number = (String(key).match(/(\d+)$/) || [])[1];
      units[key] = number ? `${base} ${number}` : base;
    }
    return { seats, heroes, units, quest, view: table.view, you: table.view.you, memory: table.logMemory, content };
  }

  /** A refusal, in the player's words: in a toast, and in this player's own log. */
  function refused(error) {
    const text = playerWords(error.message || "The server refused that.", names());
    toast(refusalText(error, names()), "error");
    log.note(`Not done: ${text}`, error.rule);
  }

  const title = h("h1", { id: "table-title" });
  const subtitle = h("p", { class: "muted", id: "table-subtitle" });
  const area = h("div", { id: "table-area" });
  const rules = createRulePanel();
  const log = createLog((rule) => {
    if (!table.sideOpen()) table.toggleSide();
    rules.show(rule);
  });
  const presence = createPresence();
  const chat = createChat((text) => {
    if (!link.say(text)) {
      toast("Not connected: your message was not sent.", "error");
      return false;
    }
    return true;
  }, (beforeId) => link.askChatHistory(beforeId));
  const invites = h("div", { id: "invites-slot" });
  const closeSide = h("button", { type: "button", class: "small side-close", id: "close-side", onclick: () => table.toggleSide() }, "Close the log");
  const side = h("aside", { class: "side", id: "table-side", "aria-label": "Log, chat and who is here" },
    closeSide, rules.panel, log.panel, chat.panel, presence.panel, invites);
  const screen = h("div", { class: "table-screen" }, area, side);
  const undo = undoButton(id, refused);
  const away = awayToggle(id, refused);
  const head = h("div", { class: "table-head" }, title, subtitle);
  replace(main, head, screen);

  /** The invite panel lives in the side panel: managed at every phase, quests included. */
  function showInvites() {
    if (!table.canManage) return;
    if (!table.invites) table.invites = invitePanel(table);
    if (invites.firstChild) return;
    // Folded during a quest (the log needs the room), open before the campaign starts;
    // once drawn it stays as the GM left it.
    invites.append(h("details", { class: "panel invites-box", id: "invites-box", open: table.view.phase === "setup" },
      h("summary", {}, "Invite friends"), table.invites.panel));
  }

  /** A quest or a Primal fight is being played (the board has the room). */
  function isPlaying() {
    return isPrimalFight(table.view) || (Boolean(table.view.quest) && !isBetweenQuests(table.view));
  }

  function layout() {
    const playing = isPlaying();
    document.body.classList.toggle("playing", playing);
    screen.classList.toggle("side-open", table.sideOpen());
    screen.classList.toggle("side-closed", !table.sideOpen());
  }

  function render() {
    buttons.clear();
    layout();
    showInvites();
    title.textContent = table.campaign.name;
    const party = table.view.party_name ? `${table.view.party_name} · ` : "";
    const kind = isPrimalTable(table.view) ? "Primal: The Awakening" : `${table.campaign.difficulty} difficulty`;
    subtitle.textContent = `${party}${kind} · GM ${table.campaign.gm}`;
    redraw(area, () => {
      if (isPrimalTable(table.view)) renderPrimalTable(area, table);
      else if (isBetweenQuests(table.view)) renderCampaign(area, table);
      else if (table.view.quest) renderQuest(area, table);
      else renderSetup(area, table);
    }, (container) => (table.view.quest && !isBetweenQuests(table.view) ? nextControl(container) : null));
    presence.show(table.presence, table.campaign);
    chat.setEnabled(table.online);
    // Undo and "I'm away" sit in the table's header: the quest's while one is played
    // (above the quest's outcome once it ended, where the table's header is hidden).
    const tools = [...undo.buttons, away.button];
    const questRow = area.querySelector(".quest-head .head-row, .primal-head .head-row");
    const outcome = area.querySelector(".quest-ended > *");
    if (questRow) questRow.append(...tools);
    else if (outcome) outcome.prepend(h("div", { class: "head-row table-tools" }, ...tools));
    else head.append(...tools);
    if (table.view.you?.seat) undo.refresh(table.view);
    away.show(table.view);
  }

  // What this player may do comes with every view over the socket; it is asked over
  // HTTP only when a view came without it (an older server). A caller waits until the
  // answer covers the seq it was called for: when a request for an older seq is still on
  // its way, it waits for that one and then asks again (a view drawn with the legal
  // commands of an older state would offer what is gone).
  let asking = null;
  async function askLegal() {
    for (let tries = 0; tries < 5; tries += 1) {
      if (asking) {
        await asking;
      } else {
        const seq = table.seq;
        asking = get(`/api/campaigns/${id}/legal`)
          .then((answer) => {
            if (seq < table.legalSeq) return; // a view brought newer ones meanwhile
            table.legal = answer;
            table.legalSeq = seq;
          })
          .catch(() => {})
          .finally(() => {
            asking = null;
          });
        await asking;
      }
      if (table.legalSeq >= table.seq) return;
    }
  }

  async function refreshMembers() {
    try {
      table.campaign = await get(`/api/campaigns/${id}`);
      log.rename(names());
      table.invites?.refresh();
      render();
    } catch (error) {
      toast(refusalText(error), "error");
    }
  }

  const history = await historyAsked;
  log.reset(history.events, names());
  table.onEvents(history.events);
  markSeen(session.user.id, id, viewed.seq);

  let viewTurn = 0;
  const link = new TableLink(id, {
    async onView(view, seq, legal) {
      const turn = ++viewTurn;
      // The socket's hello repeats the view the page was drawn with: not drawn again.
      const drawn = seq === table.seq && sameView(view, table.view) && (!Array.isArray(legal) || sameJson(legal, table.legal));
      table.view = view;
      table.seq = seq;
      markSeen(session.user.id, id, seq);
      if (Array.isArray(legal)) {
        table.legal = legal;
        table.legalSeq = seq;
      } else await askLegal();
      if (turn === viewTurn && !drawn) render();
    },
    onEvents(events, how) {
      table.onEvents(events, how?.live !== false);
      log.add(events, names());
      if (events.some((e) => MEMBER_EVENTS.has(e.event.type))) refreshMembers();
    },
    onOutbox(held) {
      table.held = held;
      showConnection(link.state, held);
    },
    onState(state) {
      showConnection(state, table.held);
      const online = state === "online";
      if (online !== table.online) {
        table.online = online;
        if (online) render();
        else {
          for (const button of buttons) button.disabled = true;
          chat.setEnabled(false);
        }
      }
    },
    onPresence(members) {
      table.presence = members;
      presence.show(members, table.campaign);
      log.rename(names());
      table.invites?.refresh();
      const party = area.querySelector("#party");
      if (party && !table.view.quest) render();
    },
    onHello(you, limits) {
      table.you = you;
      chat.setLimit(limits.chat_max_chars);
    },
    onChat(messages, history) {
      chat.add(messages, history);
    },
    onPending(decisions, _seq, message) {
      table.pending = decisions;
      table.deadlines = message?.deadlines || {};
      // The server's clock, not this device's, decides when time is up.
      if (message?.now) table.clockOffset = Date.parse(message.now) - Date.now();
      if (table.view.quest || table.view.campaign || isPrimalFight(table.view)) render();
    },
    onError(error) {
      refused(error);
    },
    onClosed(code, reason) {
      if (code === 4001) {
        toast(reason || "Your session has ended; log in again.", "error");
        go("#/login");
      } else if (code === 4006) {
        toast(reason || "Choose a new password first.", "error");
        go("#/password");
      } else {
        replace(area, h("section", { class: "panel" }, h("h2", {}, "You have left this table"),
          h("p", {}, reason || "You are no longer a member of this campaign."),
          h("p", {}, h("a", { href: "#/" }, "Back to your campaigns"))));
      }
    },
  }, viewed.seq);
  table.link = link;
  showConnection("connecting");
  render();
  link.start();

  // Escape closes the drawer on a phone.
  const closeDrawer = (/** @type {KeyboardEvent} */ event) => {
    if (event.key === "Escape" && table.side && isDrawer()) table.toggleSide();
  };
  document.addEventListener("keydown", closeDrawer);

  return () => {
    document.removeEventListener("keydown", closeDrawer);
    link.stop();
    table.ui.dispose?.();
    hideConnection();
    document.body.classList.remove("playing");
  };
}
