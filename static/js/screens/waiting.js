// The lobby's "Waiting on you": the campaigns whose table waits on me now, for what and
// since when; and where my notifications go (an e-mail address, campaigns silenced).

import { api, get } from "../api.js";
import { h, replace, toast } from "../dom.js";

const KINDS = { turn: "your turn", decision: "your decision" };

function since(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `since ${date.toLocaleString()}`;
}

function waitingItem(wait) {
  return h("li", { "data-waiting": wait.campaign_id },
    h("a", { href: `#/campaigns/${wait.campaign_id}` }, wait.name),
    `: ${KINDS[wait.kind] || "your move"} `,
    h("span", { class: "muted" }, since(wait.since)));
}

function emailForm(current) {
  const input = h("input", { id: "notify-email", type: "email", maxlength: 254, value: current || "", autocomplete: "email" });
  return h("form", {
    class: "inline-form",
    onsubmit: async (event) => {
      event.preventDefault();
      try {
        await api("PUT", "/api/notifications/email", { email: input.value.trim() || null });
        toast(input.value.trim() ? "We will e-mail you when a table waits on you." : "No more e-mails.", "good");
      } catch (problem) {
        toast(problem.readable || problem.message, "error");
      }
    },
  }, h("label", { for: input.id }, "E-mail me when a table waits on me"), input,
  h("button", { type: "submit", class: "small" }, "Save"));
}

function silenceBox(campaign) {
  const box = h("input", { type: "checkbox", id: `notify-${campaign.id}` });
  get(`/api/campaigns/${campaign.id}/notifications`).then((s) => { box.checked = !s.opted_out; }).catch(() => {});
  box.addEventListener("change", async () => {
    try {
      await api("PUT", `/api/campaigns/${campaign.id}/notifications`, { opted_out: !box.checked });
    } catch (problem) {
      box.checked = !box.checked;
      toast(problem.readable || problem.message, "error");
    }
  });
  return h("li", {}, h("label", { class: "check", for: box.id }, box, `Notify me about ${campaign.name}`));
}

/** The panel, filled in as its answers arrive. */
export function waitingPanel(campaigns) {
  const list = h("ul", { class: "waiting-list", "aria-live": "polite" }, h("li", { class: "muted" }, "Loading…"));
  const settings = h("details", { class: "notify-settings" }, h("summary", {}, "Notifications"));
  const panel = h("section", { class: "panel", id: "waiting", "aria-labelledby": "waiting-title" },
    h("h2", { id: "waiting-title" }, "Waiting on you"), list, settings);
  get("/api/notifications/waiting")
    .then((waits) => replace(list, waits.length ? waits.map(waitingItem) : h("li", { class: "muted" }, "No table waits on you.")))
    .catch(() => replace(list, h("li", { class: "muted" }, "Cannot tell right now.")));
  settings.addEventListener("toggle", async () => {
    if (!settings.open || settings.dataset.loaded) return;
    settings.dataset.loaded = "yes";
    const mail = await get("/api/notifications/email");
    settings.append(
      mail.mail_enabled ? emailForm(mail.email) : h("p", { class: "muted" }, "This server sends no e-mail."),
      h("ul", { class: "plain" }, campaigns.map(silenceBox)));
  });
  return panel;
}
