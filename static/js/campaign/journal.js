// The party's journal (CAMP-21, CAMP-34): every card and tale entry the party has read,
// in the order it was read (the faces the state holds, never an unread one), searchable,
// so a group coming back after two weeks can read where they are.

import { h, replace } from "../dom.js";
import { KIND_NAMES, frontTitle } from "./reading.js";

/** Every face read so far, oldest first, with its kind. */
export function journalEntries(view) {
  const fronts = view.campaign?.story?.fronts || {};
  return Object.entries(fronts).map(([key, front]) => ({ key, ...front }));
}

function matches(entry, words) {
  const text = `${frontTitle(entry, entry.key)} ${entry.text} ${KIND_NAMES[entry.kind] || ""}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function entryItem(entry) {
  return h("li", { class: `journal-entry kind-${entry.kind || "card"}`, "data-key": `journal-${entry.key}` },
    h("p", { class: "card-kind" }, KIND_NAMES[entry.kind] || "Card"),
    h("h3", {}, frontTitle(entry, entry.key)),
    h("p", { class: "card-text" }, entry.text));
}

/** The journal panel; `ui.query` keeps the search across redraws. */
export function journalPanel(view, ui) {
  const entries = journalEntries(view).reverse();
  const list = h("ol", { class: "journal-list", id: "journal-list", "aria-live": "polite" });
  const count = h("p", { class: "muted", id: "journal-count" });
  const show = () => {
    const words = ui.query.toLowerCase().split(/\s+/).filter(Boolean);
    const found = entries.filter((e) => matches(e, words));
    count.textContent = words.length
      ? `${found.length} of ${entries.length} found.`
      : `${entries.length} read so far, the latest first.`;
    replace(list, found.length ? found.map(entryItem) : h("li", { class: "muted" }, "Nothing read matches that."));
  };
  const search = h("input", {
    id: "journal-search", type: "search", value: ui.query, placeholder: "A name, a place, a word…",
    oninput: () => {
      ui.query = search.value;
      show();
    },
  });
  show();
  return h("section", { class: "panel journal", id: "journal", "aria-labelledby": "journal-title" },
    h("h2", { id: "journal-title" }, "Journal"),
    h("div", { class: "field" }, h("label", { for: "journal-search" }, "Search what the party has read"), search),
    count, list);
}
