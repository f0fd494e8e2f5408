// The GM's site operations for a campaign: download it as one file, post the table's
// news to a webhook (a Discord channel, say); and on the GM list, import a file.

import { api, get } from "../api.js";
import { h, toast } from "../dom.js";
import { go } from "../nav.js";

function webhookForm(campaignId) {
  const input = h("input", { id: "gm-webhook", type: "url", maxlength: 500, placeholder: "https://discord.com/api/webhooks/…" });
  get(`/api/campaigns/${campaignId}/notifications`).then((s) => { input.value = s.webhook || ""; }).catch(() => {});
  return h("form", {
    class: "inline-form",
    onsubmit: async (event) => {
      event.preventDefault();
      try {
        const saved = await api("PUT", `/api/campaigns/${campaignId}/gm/webhook`, { url: input.value.trim() || null });
        toast(saved.webhook ? "The table's news will be posted there." : "No more webhook posts.", "good");
      } catch (problem) {
        toast(problem.readable || problem.message, "error");
      }
    },
  }, h("label", { for: input.id }, "Webhook for turns, decisions, new days and quest ends"), input,
  h("button", { type: "submit", class: "small" }, "Save"));
}

/** The panel inside one campaign (#/gm/12). */
export function operationsPanel(campaignId) {
  return h("section", { class: "panel gm-operations", "aria-labelledby": "gm-operations" },
    h("h2", { id: "gm-operations" }, "Export and notifications"),
    h("p", {},
      h("a", { class: "button small", href: `/api/campaigns/${campaignId}/gm/export`, download: "", "data-testid": "gm-export" },
        "Download this campaign"),
      " ",
      h("span", { class: "muted" }, "One file with its whole log, seats and chat; import it here or on another server.")),
    webhookForm(campaignId));
}

/** Import a downloaded campaign as a new one (on the GM list, #/gm). */
export function importPanel() {
  const file = h("input", { id: "gm-import-file", type: "file", accept: "application/json,.json" });
  const error = h("p", { class: "error", role: "alert" });
  return h("form", {
    class: "panel gm-import",
    onsubmit: async (event) => {
      event.preventDefault();
      error.textContent = "";
      const chosen = file.files?.[0];
      if (!chosen) {
        error.textContent = "Choose an export file first.";
        return;
      }
      try {
        const document = JSON.parse(await chosen.text());
        const imported = await api("POST", "/api/campaigns/import", document);
        toast(imported.unmatched.length
          ? `Imported. Seats of ${imported.unmatched.join(", ")} are open: reassign them.`
          : "Imported.", "good");
        go(`#/gm/${imported.id}`);
      } catch (problem) {
        error.textContent = problem instanceof SyntaxError ? "That file is not an export." : (problem.readable || problem.message);
      }
    },
  }, h("h2", {}, "Import a campaign"),
  h("div", { class: "field" }, h("label", { for: file.id }, "Export file"), file),
  error,
  h("button", { type: "submit" }, "Import"));
}
