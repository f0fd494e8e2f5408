// The board area of the quest table: the map as the current mode marks it (where a move
// may end, whom an attack may hit), clicks and keys on spaces, zoom, and the legend.
// A click anywhere in a space means that space, miniatures included.

import { h, s } from "../dom.js";
import { CELL, cellCentre, drawBoard, LEGEND, legendIcon, spaceKey, zoomable } from "./board.js";
import { iconSvg } from "../art/icons.js";
import { shownQuest } from "./replay.js";
import { modeHint } from "./panels.js";
import { setHover, setZoom } from "./uistate.js";
import { lookOf } from "../art/ground.js";

/** @typedef {import("../types.js").Table} Table */

function unitAt(quest, id) {
  return (quest.heroes?.[id] || quest.allies?.[id] || quest.enemies?.[id])?.at || null;
}

function boardOptions(table) {
  const { view, ui } = table;
  const quest = shownQuest(table);
  const options = {
    active: quest.active, mine: new Set(view.you?.heroes || []), names: table.names().units,
    look: lookOf(quest, table.content), defs: quest.defs, selected: null,
  };
  const mode = ui.mode;
  if (!mode || ui.stage) return options;
  if (mode.spaces) {
    options.reachable = new Map([...mode.spaces.entries()].map(([k, v]) => [k, { note: v.note }]));
    const hovered = ui.hover && mode.spaces.get(ui.hover);
    if (hovered?.path) {
      const from = unitAt(quest, mode.unit);
      options.path = from ? [from, ...hovered.path] : hovered.path;
    }
    options.marks = new Map();
    if (ui.hover && mode.spaces.has(ui.hover)) options.marks.set(ui.hover, hovered?.warn ? "warn" : "chosen");
  }
  if (mode.kind === "attack") {
    options.targets = new Set(mode.options.map((c) => c.target));
    options.selected = mode.target;
    if (mode.target) {
      const from = unitAt(quest, mode.unit);
      const to = quest.enemies?.[mode.target]?.at;
      if (from && to) options.line = { from, to };
    }
  }
  return options;
}


/** The space (and the miniature, if one was hit) under a pointer or key event. */
function spaceOf(event) {
  const target = /** @type {Element} */ (event.target);
  const unit = target.closest?.("[data-unit]");
  if (unit) return { key: unit.getAttribute("data-at"), unit: unit.getAttribute("data-unit") };
  const cell = target.closest?.("rect.cell");
  return cell ? { key: `${cell.getAttribute("data-x")},${cell.getAttribute("data-y")}`, unit: null } : null;
}

/** What a click (or Enter) on a space does in the current mode. */
function actOnSpace(table, mode, hit) {
  if (!mode || !hit) return false;
  if (mode.kind === "attack") {
    const targets = new Set(mode.options.map((c) => c.target));
    const quest = table.view.quest;
    const onSpace = [...targets].filter((t) => spaceKey(quest.enemies?.[t]?.at || quest.heroes?.[t]?.at || [-1, -1]) === hit.key);
    const chosen = hit.unit && targets.has(hit.unit) ? hit.unit : onSpace.length === 1 ? onSpace[0] : null;
    if (chosen) mode.pick(chosen);
    return Boolean(chosen);
  }
  const entry = mode.spaces?.get(hit.key);
  if (entry && mode.choose) mode.choose(entry);
  return Boolean(entry);
}

function listen(table, svg, mode) {
  svg.addEventListener("click", (event) => actOnSpace(table, mode, spaceOf(event)));
  svg.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    if (actOnSpace(table, mode, spaceOf(event))) event.preventDefault();
  });
  if (!mode?.spaces) return;
  const hover = (event) => {
    const hit = spaceOf(event);
    const key = hit && mode.spaces.has(hit.key) ? hit.key : null;
    if (key !== table.ui.hover) {
      setHover(table, key);
      showHover(table, svg);
    }
  };
  svg.addEventListener("pointerover", hover);
  svg.addEventListener("focusin", hover);
}

function legendBox() {
  const items = LEGEND.map((item) => h("li", {}, legendIcon(item.key), item.label));
  items.push(
    h("li", {}, h("span", { class: "swatch engaged" }), "red dashed outline: miniatures there are engaged"),
    h("li", {}, "Rings: gold, whose turn it is; red sights, who may be hit; blue, the target chosen. Badges around a miniature: offense (sword), defense (shield), poisoned (drop), stunned (spiral), immobilized (chain), mighty (bolt), a weapon to reload (arrow), armor damaged (cracked plate), hidden (crossed eye). Point at a miniature for its details."));
  return h("details", { class: "legend-box", id: "legend" }, h("summary", {}, "Legend"), h("ul", { class: "legend" }, items));
}

/** A zoom button: its icon, its name for screen readers and as a tooltip. */
function zoomButton(/** @type {string} */ name, /** @type {string} */ label, /** @type {() => void} */ onclick) {
  return h("button", { type: "button", class: "small icon-button", onclick, "aria-label": label, title: label }, iconSvg(name));
}

/** The first view of a map too big to read whole: spaces at least `min` pixels wide,
 * centred on the miniature whose turn it is (or my first hero), inside the map. */
function firstView(svg, quest, mine, /** @type {number} */ min) {
  const full = svg.fullBox;
  const rect = svg.getBoundingClientRect();
  if (!rect.width || !rect.height) return null;
  const scale = Math.min(rect.width / full.w, rect.height / full.h);
  if (scale * CELL >= min) return null;
  const w = Math.min(full.w, (rect.width / min) * CELL);
  const h2 = Math.min(full.h, (rect.height / min) * CELL);
  // Where the action is: whose turn it is, my hero, or while setting up the deployment zone.
  const zone = quest.phase === "setup" ? quest.deployment_zone || [] : [];
  const middle = zone.length ? [zone.reduce((s2, at) => s2 + at[0], 0) / zone.length, zone.reduce((s2, at) => s2 + at[1], 0) / zone.length] : null;
  const focus = unitAt(quest, quest.active) || unitAt(quest, mine[0]) || middle;
  const [cx, cy] = focus ? cellCentre(focus) : [full.w / 2, full.h / 2];
  const x = Math.max(0, Math.min(full.w - w, cx - w / 2));
  const y = Math.max(0, Math.min(full.h - h2, cy - h2 / 2));
  return { x, y, w, h: h2 };
}

export function boardPanel(/** @type {Table} */ table) {
  const { ui } = table;
  const quest = shownQuest(table);
  const svg = drawBoard(quest, boardOptions(table));
  svg.id = "board";
  const zoom = zoomable(svg, ui.zoom.box || null, (box) => setZoom(table, box));
  const mode = ui.stage ? null : ui.mode;
  listen(table, svg, mode);
  if (mode?.kind === "attack") {
    for (const node of svg.querySelectorAll(".unit.target")) {
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.setAttribute("data-key", `target-${node.getAttribute("data-unit")}`);
      node.setAttribute("aria-label", `Target ${node.querySelector("title")?.textContent || node.getAttribute("data-unit")}`);
    }
  }
  for (const cell of svg.querySelectorAll("rect.cell.reachable")) cell.setAttribute("data-key", `cell-${cell.getAttribute("data-x")}-${cell.getAttribute("data-y")}`);
  if (!ui.zoom.box) {
    // Once the board is laid out: a map too big for its area opens near the action.
    requestAnimationFrame(() => {
      if (table.ui.zoom.box) return;
      const box = svg.isConnected ? firstView(svg, quest, table.view.you?.heroes || [], window.innerWidth < 600 ? 34 : 48) : null;
      if (box) zoom.show(box);
    });
  }
  return h("section", { class: "board-wrap", "aria-label": "Quest map" },
    h("div", { class: "board-fit" }, svg),
    h("div", { class: "board-tools" },
      legendBox(),
      h("div", { class: "zoom-controls", role: "group", "aria-label": "Zoom" },
        zoomButton("zoom_in", "Zoom in", zoom.zoomIn),
        zoomButton("zoom_out", "Zoom out", zoom.zoomOut),
        zoomButton("fit", "Show the whole map", zoom.reset))));
}

/** Pointing at (or tabbing to) a reachable space: its path on the board and its text
 * under it, without redrawing the screen. */
function showHover(table, svg) {
  const { ui } = table;
  const mode = ui.mode;
  const entry = ui.hover && mode?.spaces?.get(ui.hover);
  for (const old of svg.querySelectorAll("polyline.path")) old.remove();
  for (const cell of svg.querySelectorAll("rect.cell.mark-chosen, rect.cell.mark-warn")) {
    cell.classList.remove("mark-chosen", "mark-warn");
  }
  const info = document.getElementById("path-info");
  if (!entry) {
    if (info) {
      info.className = "muted";
      info.textContent = modeHint(mode);
    }
    return;
  }
  const [x, y] = ui.hover.split(",");
  svg.querySelector(`rect.cell[data-x="${x}"][data-y="${y}"]`)?.classList.add(entry.warn ? "mark-warn" : "mark-chosen");
  const quest = table.view.quest;
  const from = unitAt(quest, mode.unit);
  const path = entry.path ? [...(from ? [from] : []), ...entry.path] : [];
  if (path.length > 1) {
    svg.querySelector("g.overlay")?.append(s("polyline", { class: "path", points: path.map((at) => cellCentre(at).join(",")).join(" ") }));
  }
  if (info) {
    info.className = entry.warn ? "warning" : "muted";
    info.textContent = entry.note || "";
  }
}

