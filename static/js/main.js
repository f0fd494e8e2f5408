// The app shell: restore the session, route by the URL hash, draw the top bar.
// Routes: #/ (my campaigns), #/login, #/campaigns/12, #/join/TOKEN, #/gm (my tables as
// GM), #/gm/12 (inside one campaign, for its GM), #/admin (site admins), #/password
// (choose a new password, when a site admin asks for one).

import { askEarly, dropEarly, get } from "./api.js";
import { h, replace, toast } from "./dom.js";
import { logout, onSessionChange, restore, session } from "./session.js";
import { showLogin } from "./screens/login.js";
import { showLobby } from "./screens/lobby.js";
import { showJoin } from "./screens/join.js";
import { campaignRequests, showCampaign } from "./screens/campaign.js";
import { showGmList } from "./gm/list.js";
import { showGmCampaign } from "./gm/campaign.js";
import { go, rememberTarget } from "./nav.js";
import { showAdmin } from "./gm/admin.js";
import { showPasswordChange } from "./screens/password.js";
import { soundToggle } from "./art/sound.js";
import { helpButton } from "./art/guide.js";

const main = document.getElementById("main");
let leaveScreen = null;

const ROUTES = [
  { pattern: /^#?\/?$/, screen: showLobby, auth: true, title: "My campaigns" },
  { pattern: /^#\/login$/, screen: showLogin, auth: false, title: "Log in" },
  { pattern: /^#\/campaigns\/(\d+)$/, screen: showCampaign, auth: true, title: "Campaign" },
  { pattern: /^#\/join\/([A-Za-z0-9_-]+)$/, screen: showJoin, auth: true, title: "Join a campaign" },
  { pattern: /^#\/gm$/, screen: showGmList, auth: true, title: "GM dashboard" },
  { pattern: /^#\/gm\/(\d+)$/, screen: showGmCampaign, auth: true, title: "Inside a campaign" },
  { pattern: /^#\/admin$/, screen: showAdmin, auth: true, title: "Site administration" },
  { pattern: /^#\/password$/, screen: showPasswordChange, auth: true, title: "Choose a new password" },
];

function drawAccount(user) {
  const nav = document.getElementById("account");
  if (!user) {
    replace(nav);
    return;
  }
  // The GM dashboard's link only for a user who runs a table (or an admin): it shows
  // once the user's campaigns say so.
  const gmLink = h("a", { href: "#/gm", class: "small gm-link", id: "gm-link", title: "GM dashboard", hidden: !user.is_admin }, "GM");
  if (!user.is_admin) {
    get("/api/campaigns").then((campaigns) => {
      gmLink.hidden = !campaigns.some((c) => c.gm === user.username);
    }, () => {});
  }
  replace(
    nav,
    gmLink,
    user.is_admin ? h("a", { href: "#/admin", class: "small gm-link" }, "Admin") : null,
    soundToggle(),
    helpButton(() => session.user?.id),
    h("span", { class: "who", "data-testid": "who" }, user.username),
    h("button", {
      class: "small",
      type: "button",
      onclick: async () => {
        await logout();
        go("#/login");
      },
    }, "Log out"),
  );
}

let routeNumber = 0;

async function route() {
  const number = ++routeNumber;
  if (leaveScreen) {
    leaveScreen();
    leaveScreen = null;
  }
  const hash = location.hash || "#/";
  const match = ROUTES.map((r) => ({ r, m: hash.match(r.pattern) })).find((x) => x.m);
  if (!match) {
    replace(main, h("h1", {}, "Nothing here"), h("p", {}, h("a", { href: "#/" }, "Back to your campaigns")));
    return;
  }
  const { r, m } = match;
  if (r.auth && !session.user) {
    rememberTarget(hash);
    go("#/login");
    return;
  }
  if (session.user?.must_change_password && hash !== "#/password") {
    go("#/password");
    return;
  }
  document.title = `${r.title} · Hunters Online`;
  // Each visit draws into its own element: a slow screen that finishes after the player
  // has moved on draws into a detached element and is closed at once.
  const screen = h("div", { class: "screen" }, h("p", { class: "loading" }, "Loading…"));
  replace(main, screen);
  let leave = null;
  try {
    leave = (await r.screen(screen, ...m.slice(1))) || null;
  } catch (error) {
    if (error.code === "password_change_required") {
      go("#/password");
      return;
    }
    replace(screen, h("h1", {}, "Something went wrong"), h("p", { class: "error", role: "alert" }, error.readable || error.message),
      h("p", {}, h("a", { href: "#/" }, "Back to your campaigns")));
  }
  if (number === routeNumber) leaveScreen = leave;
  else leave?.();
}

/** The first screen's own requests go out with the session's, not after it: a table's
 * campaign, view and legal commands (a request that answers 401 is simply not used). */
function askForFirstScreen() {
  const table = (location.hash || "").match(/^#\/campaigns\/(\d+)$/);
  if (table) for (const path of campaignRequests(table[1])) askEarly(path);
}

async function boot() {
  onSessionChange(drawAccount);
  askForFirstScreen();
  try {
    await restore();
  } catch (error) {
    toast(error.message, "error");
  }
  window.addEventListener("hashchange", route);
  await route();
  dropEarly();
}

boot();
