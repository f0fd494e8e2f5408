// #/ : my campaigns (status, party, heroes, whose turn, unread events) and a new one.

import { get, post } from "../api.js";
import { h, replace, titleFromId, toast } from "../dom.js";
import { go } from "../nav.js";
import { markSeen, unreadOf } from "../seen.js";
import { session } from "../session.js";
import { whoseTurnText } from "../quest/turns.js";
import { waitingPanel } from "./waiting.js";
import { campaignWaitText, whereaboutsText } from "../campaign/whereabouts.js";

const STATUS = { setup: "Choosing heroes", active: "Under way", ended: "Finished" };
const DIFFICULTY = { normal: "Normal", professional: "Professional", master: "Master" };

function heroesLine(campaign) {
  const heroes = Object.values(campaign.heroes || {}).flat().map(titleFromId);
  return heroes.length ? heroes.join(", ") : "No heroes chosen yet";
}

/** "Waits on you since 14:05" (today) or "since 3 Dec, 14:05" (issue 15). */
function waitingText(since) {
  const at = new Date(since);
  const today = at.toDateString() === new Date().toDateString();
  const time = at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return `Waits on you since ${today ? time : `${at.toLocaleDateString([], { day: "numeric", month: "short" })}, ${time}`}`;
}

function campaignCard(campaign) {
  const unread = unreadOf(session.user.id, campaign);
  const turn = h("li", { class: "tag turn", hidden: true, "data-testid": "turn" });
  const where = h("p", { class: "muted", hidden: true, "data-testid": "whereabouts" });
  const card = h("li", { class: "campaign-card", "data-campaign": campaign.id },
    h("h3", {}, h("a", { href: `#/campaigns/${campaign.id}` }, campaign.name)),
    campaign.party_name ? h("p", { class: "muted" }, campaign.party_name) : null,
    h("ul", { class: "tags", "aria-label": "About this campaign" },
      h("li", { class: "tag" }, STATUS[campaign.status] || campaign.status),
      h("li", { class: "tag" }, DIFFICULTY[campaign.difficulty] || campaign.difficulty),
      h("li", { class: "tag" }, campaign.your_role === "gm" ? "You are the GM" : `GM: ${campaign.gm}`),
      campaign.game === "primal" ? h("li", { class: "tag" }, "Primal: The Awakening") : null,
      campaign.hero_elimination ? h("li", { class: "tag" }, "Hero elimination") : null,
      unread ? h("li", { class: "tag unread", "data-testid": "unread" }, `${unread} new`) : null,
      campaign.waiting_since ? h("li", { class: "tag unread", "data-testid": "waits-on-you" }, waitingText(campaign.waiting_since)) : null,
      turn,
    ),
    h("p", {}, heroesLine(campaign)),
    where,
  );
  if (campaign.status === "active") {
    get(`/api/campaigns/${campaign.id}/view`)
      .then(({ view }) => {
        const place = whereaboutsText(view);
        if (place) {
          where.textContent = place;
          where.hidden = false;
        }
        const text = whoseTurnText(view) || campaignWaitText(view);
        if (text) {
          turn.textContent = text;
          turn.hidden = false;
        }
      })
      .catch(() => {});
  }
  return card;
}

// Issue 24: the catalogue lists the site's packs and the player's own uploads; the
// campaign is created from the exact pack chosen (its hash), never from an id another
// player's upload could answer to.
/** The games a pack may be for (issue 30), by the catalogue's `game`. */
const GAMES = { hunters: "The Hunters A.D. 1492", primal: "Primal: The Awakening" };
const gameOf = (pack) => pack.game || "hunters";

function packOption(pack) {
  const whose = pack.site ? "" : ", your upload";
  return h("option", { value: pack.hash, "data-pack": pack.pack, "data-site": String(pack.site), "data-game": gameOf(pack) },
    `${pack.name} (${GAMES[gameOf(pack)] || "another game"}, version ${pack.version}${whose})`);
}

/** The packs grouped by their game when there is more than one game to choose from. */
function packOptions(packs) {
  const games = [...new Set(packs.map(gameOf))];
  if (games.length < 2) return packs.map(packOption);
  return games.map((game) => h("optgroup", { label: GAMES[game] || "Another game" },
    packs.filter((p) => gameOf(p) === game).map(packOption)));
}

/** The newest pack of each (id, owner): the site's base is the default when installed. */
function choosablePacks(packs) {
  return [...new Map(packs.map((p) => [`${p.site}:${p.pack}`, p])).values()];
}

function createForm(packs) {
  const error = h("p", { class: "error", role: "alert" });
  const name = h("input", { id: "new-name", required: true, maxlength: 80, placeholder: "e.g. The Winter Hunt" });
  const unique = choosablePacks(packs);
  const pack = h("select", { id: "new-pack", onchange: () => showGameFields() }, packOptions(unique));
  const siteBase = unique.find((p) => p.site && p.pack === "base");
  if (siteBase) pack.value = siteBase.hash;
  const difficulty = h("select", { id: "new-difficulty" },
    Object.entries(DIFFICULTY).map(([value, text]) => h("option", { value }, text)));
  const elimination = h("input", { id: "new-elimination", type: "checkbox" });
  const submit = h("button", { class: "primary", type: "submit" }, "Create campaign");
  // Difficulty and hero elimination are The Hunters' (a Primal fight has its own levels).
  const huntersFields = [
    h("div", { class: "field" }, h("label", { for: difficulty.id }, "Difficulty"), difficulty),
    h("div", { class: "field" }, h("label", { class: "check", for: elimination.id }, elimination,
      "Hero elimination (a hero who falls is gone for good)")),
  ];
  const chosenGame = () => gameOf(unique.find((p) => p.hash === pack.value) || {});
  function showGameFields() {
    for (const field of huntersFields) field.hidden = chosenGame() !== "hunters";
  }
  showGameFields();
  return h("form", {
    class: "panel",
    id: "create-campaign",
    onsubmit: async (event) => {
      event.preventDefault();
      error.textContent = "";
      submit.disabled = true;
      try {
        const created = await post("/api/campaigns", {
          name: name.value.trim(),
          content_hash: pack.value,
          difficulty: difficulty.value,
          hero_elimination: elimination.checked,
        });
        markSeen(session.user.id, created.id, created.seq);
        toast(`${created.name} is ready: invite your friends.`, "good");
        go(`#/campaigns/${created.id}`);
      } catch (problem) {
        error.textContent = problem.readable || problem.message;
        submit.disabled = false;
      }
    },
  },
  h("h2", {}, "Start a new campaign"),
  h("p", { class: "muted" }, "You will be its game master (GM) and take the first seat. Then send your friends an invite link."),
  h("div", { class: "field" }, h("label", { for: name.id }, "Name"), name),
  h("div", { class: "field" }, h("label", { for: pack.id }, "Content pack"), pack),
  ...huntersFields,
  unique.length ? null : h("p", { class: "notice" }, "No content pack is installed on this server yet, so no campaign can be created."),
  error,
  submit);
}

export async function showLobby(main) {
  const [campaigns, packs] = await Promise.all([get("/api/campaigns"), get("/api/content/packs")]);
  const list = campaigns.length
    ? h("ul", { class: "campaigns", id: "campaigns" }, campaigns.map(campaignCard))
    : h("p", { class: "notice", id: "campaigns" },
      "You have no campaigns yet. Start one below, or open an invite link a friend sent you.");
  replace(main,
    h("h1", {}, "Your campaigns"),
    campaigns.length ? waitingPanel(campaigns) : null,
    list,
    createForm(packs));
  return null;
}
