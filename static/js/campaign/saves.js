// Between quests, the party's own save points (CAMP-37): naming the point the table is
// at, when GET /legal offers it. The road, the settlement, the wagon and the heroes have
// their own places on the campaign screen (the map, here.js and the panels of panels.js).

import { h } from "../dom.js";
import { commandButton } from "../table/controls.js";

/** The save buttons this seat may press now, or null when there are none. */
export function savesPanel(table) {
  if (!table.view.campaign) return null;
  const commands = table.legal.filter((c) => c.type === "name_checkpoint");
  if (!commands.length) return null;
  return h("section", { class: "panel", id: "campaign-saves", "aria-labelledby": "campaign-saves-title" },
    h("h2", { id: "campaign-saves-title" }, "Save points"),
    h("div", { class: "row wrap" }, commands.map((c) => commandButton(table, `Name this save "${c.label}"`, c))));
}
