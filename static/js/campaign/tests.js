// An attribute test on a card (DEV-18..26): the attribute and difficulty, who tests and
// by which rule ("highest Perception: Huntress, 2"), the test die as rolled, the morale
// spent after it, and whether it passed.

import { h, s, titleFromId } from "../dom.js";

/** The test die (faces 0-3, DEV-18) showing `face`. */
function die(face) {
  return s("svg", { class: "test-die", viewBox: "0 0 40 40", role: "img", "aria-label": `The test die shows ${face}` },
    s("rect", { x: 2, y: 2, width: 36, height: 36, rx: 7 }),
    s("text", { x: 20, y: 27, "text-anchor": "middle", text: face }));
}

function testerWords(rule, attribute, testers, value, names) {
  const who = testers.map(names).join(", ");
  if (rule === "highest") return `highest ${attribute}: ${who}, ${value} (DEV-22)`;
  if (rule === "chosen") return `chosen by the party: ${who}, ${attribute} ${value} (DEV-22)`;
  if (rule === "each") return `each hero in turn: ${who}, ${attribute} ${value} (DEV-19)`;
  if (rule === "group") return `the whole party: ${who}, ${attribute} ${value} (DEV-19)`;
  return `${who}, ${attribute} ${value}`;
}

/** The tests in a reading's events, each drawn as rolled so far. */
export function testBlocks(events, names) {
  const out = [];
  let current = null;
  for (const e of events) {
    if (e.type === "test_rolled") {
      current = { rolled: e, rule: e.selection || null, spent: [], result: null };
      out.push(current);
    } else if (current && e.type === "hero_board_changed" && e.reason === "test" && e.morale < 0) {
      current.spent.push(e.hero);
    } else if (current && e.type === "test_resolved") {
      current.result = e;
    }
  }
  return out.map((t) => testBlock(t, names));
}

function testBlock(t, names) {
  const { rolled, result } = t;
  const attribute = titleFromId(rolled.attribute);
  const value = rolled.total - rolled.die;
  return h("section", { class: `test${result ? (result.passed ? " passed" : " failed") : ""}`, "aria-label": `Test of ${attribute}` },
    h("h4", {}, `Test: ${attribute} ${rolled.difficulty} (DEV-18)`),
    h("div", { class: "test-roll" },
      die(rolled.die),
      h("div", {},
        h("p", {}, `Tester — ${testerWords(t.rule, attribute, rolled.testers, value, names)}.`),
        h("p", {}, `The die shows ${rolled.die}: ${rolled.die} + ${value} = ${rolled.total}.`),
        t.spent.length ? h("p", {}, `${t.spent.map(names).join(", ")} spent 1 morale: +${t.spent.length}.`) : null,
        result
          ? h("p", { class: "test-result" }, `${result.passed ? "Passed" : "Failed"} with ${result.total} (needed ${rolled.difficulty}).`)
          : h("p", { class: "test-result muted" }, "Morale may still change the result."))));
}
