// #/admin : site administration (site admins only) — accounts (disable, log out
// everywhere, make change the password), every campaign (open, download, delete) and
// the installed content packs (remove one no campaign plays with).

import { api, del, get, post } from "../api.js";
import { h, replace, toast } from "../dom.js";
import { session } from "../session.js";

function when(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString();
}

async function act(job, done, redrawAll) {
  try {
    await job();
    toast(done, "good");
  } catch (problem) {
    toast(problem.readable || problem.message, "error");
  }
  await redrawAll();
}

function button(text, onclick, extra = {}) {
  return h("button", { type: "button", class: "small", onclick, ...extra }, text);
}

function userRow(user, redrawAll) {
  const standing = user.disabled ? "Disabled" : user.must_change_password ? "Must change password" : "Active";
  const me = user.id === session.user?.id;
  return h("tr", { "data-admin-user": user.username },
    h("th", { scope: "row" }, user.username, user.is_admin ? " (admin)" : ""),
    h("td", {}, standing),
    h("td", {}, String(user.sessions)),
    h("td", { class: "actions" },
      button(user.disabled ? "Enable" : "Disable", () => act(
        () => api("PUT", `/api/admin/users/${user.id}/standing`, { disabled: !user.disabled }),
        `${user.username} is ${user.disabled ? "enabled" : "disabled"}.`, redrawAll), { disabled: me && !user.disabled }),
      button("Log out everywhere", () => act(() => post(`/api/admin/users/${user.id}/end-sessions`),
        `${user.username} is logged out everywhere.`, redrawAll)),
      button("Require a new password", () => act(() => post(`/api/admin/users/${user.id}/require-password-change`),
        `${user.username} must choose a new password.`, redrawAll))));
}

function campaignRow(campaign, redrawAll) {
  const remove = () => {
    if (!window.confirm(`Delete ${campaign.name} with its whole log? Download it first: this cannot be undone.`)) return;
    act(() => del(`/api/admin/campaigns/${campaign.id}`), `${campaign.name} is deleted.`, redrawAll);
  };
  return h("tr", { "data-admin-campaign": campaign.id },
    h("th", { scope: "row" }, h("a", { href: `#/gm/${campaign.id}` }, campaign.name)),
    h("td", {}, campaign.status),
    h("td", {}, String(campaign.seq)),
    h("td", {}, when(campaign.updated_at)),
    h("td", { class: "actions" },
      h("a", { class: "button small", href: `/api/campaigns/${campaign.id}/gm/export`, download: "" }, "Download"),
      button("Delete", remove)));
}

function packRow(pack, redrawAll) {
  return h("tr", { "data-admin-pack": pack.pack },
    h("th", { scope: "row" }, `${pack.name} (version ${pack.version})`),
    h("td", {}, pack.uploaded ? "Uploaded" : "Shipped"),
    h("td", {}, String(pack.campaigns)),
    h("td", { class: "actions" }, pack.campaigns ? h("span", { class: "muted" }, "In use")
      : button("Remove", () => act(() => del(`/api/admin/packs/${pack.hash}`), `${pack.name} is removed.`, redrawAll))));
}

function table(caption, headings, rows) {
  return h("section", { class: "panel gm-state" }, h("h2", {}, caption),
    h("div", { class: "table-scroll" }, h("table", {},
      h("thead", {}, h("tr", {}, headings.map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, rows))));
}

export async function showAdmin(main) {
  if (!session.user?.is_admin) {
    replace(main, h("h1", {}, "Site administration"), h("p", {}, "Only site administrators can open this page."));
    return null;
  }
  const redrawAll = async () => {
    const [users, campaigns, packs] = await Promise.all([get("/api/admin/users"), get("/api/admin/campaigns"), get("/api/admin/packs")]);
    replace(main, h("h1", {}, "Site administration"),
      table("Accounts", ["Account", "Standing", "Sessions", "Actions"], users.map((u) => userRow(u, redrawAll))),
      table("Campaigns", ["Campaign", "Status", "Events", "Last activity", "Actions"], campaigns.map((c) => campaignRow(c, redrawAll))),
      table("Content packs", ["Pack", "Source", "Campaigns", "Actions"], packs.map((p) => packRow(p, redrawAll))));
  };
  await redrawAll();
  return null;
}
