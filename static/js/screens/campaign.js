// #/campaigns/ID : one table. Loads the campaign, its view and legal commands, keeps a
// live link for events, and shows the setup screen or the quest screen.

import { get } from "../api.js";
import { h, redraw, replace } from "../dom.js";
import { heroName, loadContent } from "../content.js";
import { TableLink } from "../link.js";
import { markSeen } from "../seen.js";
import { session } from "../session.js";
import { renderSetup } from "../table/setup.js";
import { createLog } from "../table/side.js";
import { renderQuest } from "../quest/screen.js";

const CONN_TEXT = {
  connecting: "Connecting…",
  online: "Connected",
  offline: "Offline: reconnecting…",
  reconnecting: "Offline: reconnecting…",
};
const MEMBER_EVENTS = new Set(["seat_opened", "seat_closed", "hero_assigned", "campaign_started"]);

function showConnection(state) {
  const badge = document.getElementById("conn");
  badge.hidden = false;
  badge.dataset.state = state;
  badge.textContent = CONN_TEXT[state] || state;
  badge.setAttribute("role", "status");
}

function hideConnection() {
  const badge = document.getElementById("conn");
  badge.hidden = true;
  badge.textContent = "";
}

export async function showCampaign(main, idText) {
  const id = Number(idText);
  const [campaign, viewed, legal] = await Promise.all([
    get(`/api/campaigns/${id}`),
    get(`/api/campaigns/${id}/view`),
    get(`/api/campaigns/${id}/legal`),
  ]);
  const content = await loadContent(campaign.content_hash);
  const buttons = new Set();

  const table = {
    campaign,
    view: viewed.view,
    seq: viewed.seq,
    legal,
    content,
    me: session.user,
    canManage: campaign.gm === session.user.username || session.user.is_admin,
    online: false,
    send: (command) => link.send(command),
    track: (button) => {
      buttons.add(button);
      if (!table.online) button.disabled = true;
    },
    presenceDot: () => null,
    names: () => names(),
  };

  function names() {
    const seats = {};
    for (const m of table.campaign.members || []) if (m.seat) seats[m.seat] = m.username;
    const heroes = {};
    for (const id of [...Object.values(table.view.seats || {}).flatMap((s) => s.heroes), ...(table.view.unassigned || [])]) {
      heroes[id] = heroName(content, id);
    }
    const units = {};
    const quest = table.view.quest;
    for (const [key, unit] of Object.entries(quest?.heroes || {})) units[key] = unit.name;
    for (const [key, unit] of Object.entries(quest?.enemies || {})) units[key] = unit.name || content?.enemies?.[unit.enemy]?.name || key;
    return { seats, heroes, units, you: table.view.you };
  }

  const title = h("h1", { id: "table-title" });
  const subtitle = h("p", { class: "muted", id: "table-subtitle" });
  const area = h("div", { id: "table-area" });
  const log = createLog();
  const side = h("aside", { class: "side", "aria-label": "Table" }, log.panel);
  replace(main, h("div", { class: "table-head" }, title, subtitle),
    h("div", { class: "table-screen" }, area, side));

  function render() {
    buttons.clear();
    title.textContent = table.campaign.name;
    const party = table.view.party_name ? `${table.view.party_name} · ` : "";
    subtitle.textContent = `${party}${table.campaign.difficulty} difficulty · GM ${table.campaign.gm}`;
    redraw(area, () => {
      if (table.view.quest) renderQuest(area, table);
      else renderSetup(area, table);
    });
  }

  let refreshing = null;
  let again = false;
  async function refresh(withMembers) {
    if (refreshing) {
      again = true;
      return refreshing;
    }
    refreshing = (async () => {
      const [viewNow, legalNow, detail] = await Promise.all([
        get(`/api/campaigns/${id}/view`),
        get(`/api/campaigns/${id}/legal`),
        withMembers ? get(`/api/campaigns/${id}`) : Promise.resolve(null),
      ]);
      if (viewNow.seq >= table.seq) {
        table.view = viewNow.view;
        table.seq = viewNow.seq;
        table.legal = legalNow;
      }
      if (detail) table.campaign = detail;
      render();
    })().catch(() => {}).finally(() => {
      refreshing = null;
      if (again) {
        again = false;
        refresh(true);
      }
    });
    return refreshing;
  }

  const history = await get(`/api/campaigns/${id}/events?after=${Math.max(0, viewed.seq - 300)}`);
  log.reset(history.events, names());
  markSeen(session.user.id, id, viewed.seq);

  const link = new TableLink(id, {
    onEvents(events, seq) {
      markSeen(session.user.id, id, seq);
      if (!events.length) return;
      const members = events.some((e) => MEMBER_EVENTS.has(e.event.type));
      table.onEvents?.(events);
      refresh(members).then(() => log.add(events, names()));
    },
    onState(state) {
      showConnection(state);
      const online = state === "online";
      if (online !== table.online) {
        table.online = online;
        if (online) render();
        else for (const button of buttons) button.disabled = true;
      }
    },
  }, viewed.seq);
  table.link = link;
  showConnection("connecting");
  render();
  link.start();

  return () => {
    link.stop();
    hideConnection();
  };
}
