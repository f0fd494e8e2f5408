// The table before and between quests: the party, hero choice, ready, start; invites.

import { del, get, post } from "../api.js";
import { h, replace, toast } from "../dom.js";
import { heroName } from "../content.js";
import { commandButton, refusalText } from "./controls.js";

/** DEV-02: with friends at the table each player takes one hero; alone, two. A second
 * hero is not offered to a seat while other seats are taken (the server's list still
 * has it, and the start would then be refused). */
function heroChoices(table) {
  const { view } = table;
  const mine = view.you?.seat ? view.seats[view.you.seat] : null;
  const seats = Object.keys(view.seats || {}).length;
  const choices = legalOf(table, "choose_hero");
  return mine && seats > 1 && mine.heroes.length >= 1 ? [] : choices;
}

function legalOf(table, type) {
  return table.legal.filter((c) => c.type === type);
}

function heroStats(content, id) {
  const hero = content?.heroes?.[id];
  if (!hero) return null;
  return `Strength ${hero.strength.start} · Agility ${hero.agility.start} · Perception ${hero.perception.start} · Knowledge ${hero.knowledge.start} · Health ${hero.health.start}`;
}

function partyPanel(table) {
  const { view, campaign, content } = table;
  const seats = Object.values(view.seats || {});
  const members = campaign.members || [];
  const spectators = members.filter((m) => m.role === "spectator");
  return h("section", { class: "panel", "aria-labelledby": "party-title", id: "party" },
    h("h2", { id: "party-title" }, view.party_name || campaign.party_name || "The party"),
    seats.length
      ? h("ul", { class: "seat-list" }, seats.map((seat) => {
        const member = members.find((m) => m.seat === seat.seat);
        const heroes = seat.heroes.map((id) => heroName(content, id));
        return h("li", { "data-seat": seat.seat },
          h("strong", {}, member ? member.username : table.names?.().seats?.[seat.seat] || "A new player"),
          table.presenceDot(member?.username),
          h("span", {}, heroes.length ? heroes.join(" and ") : "no hero yet"),
          view.phase === "setup"
            ? h("span", { class: seat.ready ? "ready" : "waiting" }, seat.ready ? "ready" : "not ready")
            : null);
      }))
      : h("p", { class: "muted" }, "Nobody has taken a seat yet."),
    spectators.length
      ? h("p", { class: "muted" }, `Watching: ${spectators.map((m) => m.username).join(", ")}`)
      : null,
    (view.unassigned || []).length
      ? h("p", { class: "notice" }, `Waiting for a player: ${view.unassigned.map((id) => heroName(content, id)).join(", ")} (DEV-34)`)
      : null,
  );
}

function startHint(view) {
  const seats = Object.values(view.seats || {});
  if (seats.length === 1 && seats[0].heroes.length !== 2) return "Playing alone? Choose two heroes (DEV-02).";
  if (seats.length > 1 && seats.some((s) => s.heroes.length !== 1)) return "With several players, each player chooses one hero (DEV-02).";
  if (seats.some((s) => !s.ready)) return "Everyone must be ready before the campaign can start.";
  return "";
}

function heroPanel(table) {
  const { view, content } = table;
  const mySeat = view.you?.seat ? view.seats[view.you.seat] : null;
  const choices = heroChoices(table);
  const ready = legalOf(table, "set_ready")[0];
  const nameCmd = legalOf(table, "name_party")[0];
  const start = legalOf(table, "start_campaign")[0];
  const parts = [h("h2", { id: "setup-title" }, mySeat ? "Your heroes" : "Getting ready")];
  if (mySeat) {
    parts.push(h("p", { class: "muted" }, "With friends, each player takes one hero; playing alone, take two."));
    if (mySeat.heroes.length) {
      parts.push(h("div", { class: "hero-choices", id: "my-heroes" }, mySeat.heroes.map((id) =>
        h("div", { class: "hero-card button mine", "data-hero": id },
          h("span", {}, heroName(content, id), h("span", { class: "stats" }, heroStats(content, id) || "")),
          commandButton(table, `Give back ${heroName(content, id)}`, { type: "release_hero", hero: id }, { class: "small" })))));
    }
    if (choices.length) {
      parts.push(h("h3", {}, mySeat.heroes.length ? "Take another hero" : "Choose a hero"),
        h("div", { class: "hero-choices", id: "hero-choices" }, choices.map((c) =>
          commandButton(table, [heroName(content, c.hero), h("span", { class: "stats" }, heroStats(content, c.hero) || "")],
            c, { class: "hero-card", "data-hero": c.hero, "aria-label": `Choose ${heroName(content, c.hero)}` }))));
    }
    if (ready) {
      parts.push(h("div", { class: "row" },
        commandButton(table, ready.ready ? "I am ready" : "I am not ready after all", ready, { class: ready.ready ? "primary" : "", id: "ready" })));
    }
  }
  if (nameCmd) parts.push(partyNameForm(table, nameCmd));
  if (start) {
    parts.push(h("div", { class: "row" }, commandButton(table, "Start the campaign", start, { class: "primary", id: "start" })));
  } else if (view.phase === "setup") {
    const hint = startHint(view);
    if (hint) parts.push(h("p", { class: "muted", id: "start-hint" }, hint));
  }
  return h("section", { class: "panel", "aria-labelledby": "setup-title", id: "setup" }, parts);
}

function partyNameForm(table, command) {
  const input = h("input", { id: "party-name", maxlength: 60, value: table.view.party_name || "", placeholder: command.name });
  const submit = h("button", { type: "submit", class: "small" }, "Name the party");
  table.track(submit);
  return h("form", {
    class: "field",
    onsubmit: async (event) => {
      event.preventDefault();
      const name = input.value.trim();
      if (!name) return;
      submit.disabled = true;
      try {
        await table.send({ type: "name_party", name });
        delete input.dataset.edited;
      } catch (error) {
        toast(refusalText(error), "error");
      } finally {
        submit.disabled = !table.online;
      }
    },
  }, h("label", { for: "party-name" }, "Party name"), h("div", { class: "row" }, input, submit));
}

function startQuestPanel(table) {
  const quests = legalOf(table, "start_quest");
  const content = table.content;
  return h("section", { class: "panel", id: "between-quests", "aria-labelledby": "between-title" },
    h("h2", { id: "between-title" }, "The party is ready to ride out"),
    quests.length
      ? h("div", { class: "row" }, quests.map((c) => commandButton(table,
        `Begin ${content?.quests?.[c.quest]?.name || `quest ${c.quest}`}`, c, { class: "primary", "data-quest": c.quest })))
      : h("p", { class: "muted" }, "The next quest is not open yet."),
  );
}

/** The invite links: made, listed with their live use counts, withdrawn; at every
 * phase of the campaign (a friend may join between quests or during one). */
export function invitePanel(table) {
  const id = table.campaign.id;
  const list = h("ul", { class: "invites", id: "invite-list" });
  const output = h("div", { id: "invite-output" });
  const role = h("select", { id: "invite-role" },
    h("option", { value: "player" }, "a player (takes a seat)"),
    h("option", { value: "spectator" }, "a spectator (watches)"));

  async function refreshList() {
    let invites = [];
    try {
      invites = await get(`/api/campaigns/${id}/invites`);
    } catch (error) {
      replace(list, h("li", { class: "error" }, refusalText(error)));
      return;
    }
    const open = invites.filter((i) => !i.revoked && new Date(i.expires_at) > new Date());
    replace(list, open.length ? open.map((invite) => h("li", { "data-invite": invite.id },
      h("span", {}, `Link for ${invite.role === "player" ? "a player" : "a spectator"}, used ${invite.uses} time${invite.uses === 1 ? "" : "s"}, until ${new Date(invite.expires_at).toLocaleDateString()}`),
      h("button", {
        type: "button",
        class: "small",
        onclick: async () => {
          try {
            await del(`/api/campaigns/${id}/invites/${invite.id}`);
            toast("The link no longer works.", "good");
            refreshList();
          } catch (error) {
            toast(refusalText(error), "error");
          }
        },
      }, "Withdraw"))) : h("li", { class: "muted" }, "No open invite links."));
  }

  const create = h("button", {
    type: "button",
    class: "primary",
    id: "create-invite",
    onclick: async () => {
      create.disabled = true;
      try {
        const issued = await post(`/api/campaigns/${id}/invites`, { role: role.value });
        const url = h("input", { class: "invite-url", id: "invite-url", readonly: true, value: issued.url, "aria-label": "Invite link" });
        const copy = h("button", {
          type: "button",
          class: "small",
          id: "copy-invite",
          onclick: async () => {
            try {
              await navigator.clipboard.writeText(issued.url);
              toast("Link copied: send it to your friend.", "good");
            } catch {
              url.select();
              toast("Select the link and copy it by hand.", "info");
            }
          },
        }, "Copy link");
        replace(output, h("p", {}, "Send this link to a friend:"), h("div", { class: "row" }, url, copy));
        refreshList();
      } catch (error) {
        toast(refusalText(error), "error");
      } finally {
        create.disabled = false;
      }
    },
  }, "Create an invite link");

  refreshList();
  const panel = h("section", { class: "panel", id: "invites", "aria-labelledby": "invites-title" },
    h("h2", { id: "invites-title" }, "Invite friends"),
    h("p", { class: "muted", id: "invite-note" }, "A friend who joins once the campaign has begun watches until a hero waits for a player; then you can hand it over."),
    h("div", { class: "field" }, h("label", { for: role.id }, "The link is for"), role),
    create, output, list);
  return { panel, refresh: refreshList };
}

/** Fill `area` with the setup screen (or the between-quests screen). */
export function renderSetup(area, table) {
  const panels = [lateJoinerNotice(table), partyPanel(table)].filter(Boolean);
  if (table.view.phase === "setup") panels.push(heroPanel(table));
  else if (table.view.phase === "between_quests") panels.push(startQuestPanel(table));
  else if (table.view.phase === "ended") panels.push(h("section", { class: "panel" }, h("h2", {}, "This campaign is over.")));
  replace(area, ...panels);
}

/** An away player whose heroes are lent for the evening (the GM's hand-over): who plays
 * them now, and that they come back with the player. */
function lentNotice(table, lent) {
  const { view, content } = table;
  const names = table.names?.().seats || {};
  const holders = lent.map((hero) => {
    const seat = Object.values(view.seats || {}).find((s) => s.heroes.includes(hero))?.seat;
    return `${heroName(content, hero)} (played by ${names[seat] || "another player"})`;
  });
  return h("section", { class: "panel notice lent-heroes", id: "lent-heroes", role: "status" },
    h("h2", {}, "Your heroes are lent for the evening"),
    h("p", {}, `While you are away the GM handed ${holders.join(" and ")} to the table. They come back to you as soon as you say you are back ("I'm away" off).`));
}

/** A player whose seat has no hero once the campaign runs: what happens to them. */
export function lateJoinerNotice(table) {
  const { view, content } = table;
  const mine = view.you?.seat ? view.seats?.[view.you.seat] : null;
  if (!mine || mine.heroes.length || view.phase === "setup") return null;
  const lent = Object.entries(view.loans || {}).filter(([, home]) => home === view.you.seat).map(([hero]) => hero);
  if (lent.length) return lentNotice(table, lent);
  const waiting = (view.unassigned || []).map((id) => heroName(content, id));
  const during = view.phase === "quest" ? "A quest is under way: you watch it from here. " : "";
  const next = waiting.length
    ? `${waiting.join(" and ")} ${waiting.length === 1 ? "waits" : "wait"} for a player: ask the GM to hand ${waiting.length === 1 ? "it" : "one"} to you, and you play from the next turn it has.`
    : "Every hero has a player, so you watch the campaign; when a hero is freed, the GM can hand it to you.";
  return h("section", { class: "panel notice late-joiner", id: "late-joiner", role: "status" },
    h("h2", {}, "You have joined the party"), h("p", {}, during, next));
}
