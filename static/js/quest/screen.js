// The quest screen (board, hand, prompts) — drawn from the quest part of the view.

import { h, replace } from "../dom.js";

export function renderQuest(area, table) {
  const quest = table.view.quest;
  replace(area, h("section", { class: "panel" }, h("h2", {}, quest.name || "Quest"),
    h("p", {}, `Round ${quest.round}`)));
}
