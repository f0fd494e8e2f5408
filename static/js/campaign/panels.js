// The campaign screen's panels between quests, in the order their tabs show: each says
// when it applies (isShown) and draws itself from the panel context (context.js).

import { TOWN_PANEL } from "./town.js";
import { TRADE_PANEL } from "./trade.js";
import { SERVICES_PANEL } from "./services.js";
import { WAGON_PANEL } from "./wagon.js";
import { CRAFTING_PANEL } from "./crafting.js";
import { HERO_PANEL } from "./hero.js";
import { DECK_PANEL } from "./deck.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

/** @type {{id: string, label: string, isShown: (ctx: PanelContext) => boolean, render: (ctx: PanelContext) => HTMLElement}[]} */
export const PANELS = [TOWN_PANEL, TRADE_PANEL, SERVICES_PANEL, WAGON_PANEL, CRAFTING_PANEL, HERO_PANEL, DECK_PANEL];
