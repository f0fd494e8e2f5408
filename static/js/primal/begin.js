// Beginning a Primal fight (P-SETUP-01, P-EXP-02): the hunt (which fixes the monster and
// its terrain) and the monster's level are two choices, as on the box's setup sheet; the
// level list holds only the levels the server lists for the chosen hunt. "Begin the
// fight" sends the legal `primal_begin_fight` of that pair, exactly as listed.

import { h } from "../dom.js";

/** @typedef {import("../types.js").Table} Table */
/** @typedef {{type: string, fight: string, level?: number}} BeginCommand */

/** The hunt's name with its monster's when the name does not say it ("The Prologue: Vyraxen"). */
export function huntTitle(content, fight) {
  const found = content?.fights?.[fight];
  const name = found?.name || "A hunt";
  const monster = found?.monster_name;
  return monster && !name.includes(monster) ? `${name}: ${monster}` : name;
}

/** "Level 2", or the Prologue's own level 0 in words. */
export function levelTitle(level) {
  return `Level ${level}`;
}

/** The hunts of the legal list in its order, each with its levels. */
function huntsOf(/** @type {BeginCommand[]} */ begins) {
  /** @type {Map<string, number[]>} */
  const hunts = new Map();
  for (const c of begins) hunts.set(c.fight, [...(hunts.get(c.fight) || []), c.level ?? 0]);
  return hunts;
}

/** The pair chosen so far, kept to what is listed (a hunt's first level by default). */
function chosenPair(ui, hunts) {
  const fight = hunts.has(ui.setupFight) ? ui.setupFight : [...hunts.keys()][0];
  const levels = hunts.get(fight) || [];
  const level = levels.includes(ui.setupLevel) ? ui.setupLevel : levels[0];
  return { fight, level };
}

function choice(id, options, chosen, onchange) {
  const select = h("select", { id, onchange: () => onchange(select.value) },
    options.map(([value, words]) => h("option", { value, selected: value === chosen }, words)));
  return select;
}

/** The hunt and level choices and the Begin button (null when the seat may not begin). */
export function beginControls(/** @type {Table} */ table, /** @type {(c: BeginCommand) => void} */ send) {
  const listed = /** @type {BeginCommand[]} */ (/** @type {unknown} */ (table.legal || []));
  const begins = listed.filter((c) => c.type === "primal_begin_fight");
  if (!begins.length) return null;
  /** @type {{setupFight?: string, setupLevel?: number}} */
  const ui = table.primalUi = table.primalUi || {};
  const hunts = huntsOf(begins);
  const { fight, level } = chosenPair(ui, hunts);
  const hunt = choice("fight-choice", [...hunts.keys()].map((f) => [f, huntTitle(table.content, f)]), fight,
    (value) => { ui.setupFight = value; ui.setupLevel = undefined; table.render(); });
  const levels = choice("level-choice", (hunts.get(fight) || []).map((lv) => [String(lv), levelTitle(lv)]), String(level),
    (value) => { ui.setupLevel = Number(value); });
  const begin = h("button", {
    type: "button", class: "primary", id: "begin-fight-button",
    onclick: () => {
      const wanted = chosenPair(ui, hunts);
      const command = begins.find((c) => c.fight === wanted.fight && (c.level ?? 0) === wanted.level);
      if (command) send(command);
    },
  }, "Begin the fight");
  table.track(begin);
  return h("div", { class: "row wrap", id: "begin-fight" },
    h("label", { for: "fight-choice" }, "Hunt and monster"), hunt,
    h("label", { for: "level-choice" }, "Monster level"), levels, begin);
}
