// Motion that tells the story (issue 27): figures slide along their path, damage and
// healing float up from the figure, the dice tumble and land, a card played flies from
// the hand. Nothing here holds the next input back: the state is drawn at once and the
// motion plays over it; a later redraw picks a motion up where it was. No motion at all
// when the player asks for less (prefers-reduced-motion) or a test switches it off.

import { s } from "../dom.js";
import { cellCentre } from "../quest/grid.js";

/** @typedef {{unit: string, points: number[][], start: number, duration: number}} Slide */
/** @typedef {{unit: string, text: string, kind: "damage" | "heal", start: number}} Float */

const STEP_MS = 200;
const FLOAT_MS = 1100;
const ROLL_MS = 700;

/** What is moving now, and what the board showed last (to see what changed). */
const motion = {
  /** @type {Map<string, Slide>} */ slides: new Map(),
  /** @type {Float[]} */ floats: [],
  /** @type {Map<string, {x: number, y: number, health: number, quest: string}>} */ last: new Map(),
  /** @type {Map<string, number[][]>} */ paths: new Map(),
  rolledAt: 0,
};

/** Motion is shown unless the player asked for less (or a test switched it off). */
export function motionAllowed() {
  if (document.documentElement.classList.contains("motion-off")) return false;
  return !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/** Read what a batch of live events will move: the path each figure walks, a roll, the
 * card played (it flies from the hand before the hand is redrawn). */
export function noteEvents(/** @type {any[]} */ events, /** @type {any} */ quest) {
  for (const { event } of events) {
    if (event.type === "unit_moved" && event.unit && Array.isArray(event.path)) {
      const unit = quest?.heroes?.[event.unit] || quest?.enemies?.[event.unit] || quest?.allies?.[event.unit];
      motion.paths.set(event.unit, [...(unit?.at ? [unit.at] : []), ...event.path]);
    }
    if (["attack_rolled", "extra_dice_rolled", "dice_rerolled", "dice_added"].includes(event.type)) motion.rolledAt = performance.now();
    if (event.type === "card_played" && motionAllowed()) flyCard(event.card);
  }
}

/** The figure's centre in the board's units, from the transform it is drawn with. */
function drawnAt(/** @type {Element} */ node) {
  const match = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(node.getAttribute("transform") || "");
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
}

function startSlide(/** @type {string} */ unit, /** @type {{x: number, y: number}} */ from, /** @type {{x: number, y: number}} */ to) {
  const walked = motion.paths.get(unit);
  motion.paths.delete(unit);
  const inner = walked && walked.length > 1 ? walked.slice(1, -1).map((at) => cellCentre(at)) : [];
  const points = [[from.x, from.y], ...inner, [to.x, to.y]];
  motion.slides.set(unit, { unit, points, start: performance.now(), duration: STEP_MS * (points.length - 1) });
}

function playSlide(/** @type {SVGGElement} */ node, /** @type {Slide} */ slide, /** @type {number} */ now) {
  if (now - slide.start >= slide.duration) {
    motion.slides.delete(slide.unit);
    return;
  }
  const frames = slide.points.map(([x, y]) => ({ transform: `translate(${x}px, ${y}px)` }));
  const animation = node.animate(frames, { duration: slide.duration, easing: "ease-in-out" });
  animation.currentTime = now - slide.start;
}

function playFloat(/** @type {SVGSVGElement} */ svg, /** @type {Float} */ float, /** @type {number} */ now) {
  const node = svg.querySelector(`g.unit[data-unit="${CSS.escape(float.unit)}"]`);
  const at = node ? drawnAt(node) : null;
  if (!at) return;
  const text = s("text", { class: `float-text ${float.kind}`, x: at.x, y: at.y - 26, "aria-hidden": "true" }, float.text);
  svg.querySelector("g.overlay")?.append(text);
  const animation = text.animate([{ transform: "translateY(0)", opacity: 1 }, { transform: "translateY(-34px)", opacity: 0 }], { duration: FLOAT_MS, easing: "ease-out", fill: "forwards" });
  animation.currentTime = now - float.start;
}

/** After the board is drawn: slide the figures that moved, float what their health did,
 * and go on with what was already playing. */
export function animateBoard(/** @type {SVGSVGElement} */ svg, /** @type {any} */ quest) {
  const now = performance.now();
  const allowed = motionAllowed();
  const questKey = String(quest?.quest ?? quest?.name ?? "");
  for (const node of svg.querySelectorAll("g.unit[data-unit]")) {
    const unit = node.getAttribute("data-unit") || "";
    const at = drawnAt(node);
    const health = Number((quest?.heroes?.[unit] || quest?.enemies?.[unit] || quest?.allies?.[unit])?.health ?? 0);
    const before = motion.last.get(unit);
    if (at && before && before.quest === questKey && allowed) {
      if (Math.hypot(before.x - at.x, before.y - at.y) > 1) startSlide(unit, before, at);
      if (health !== before.health) {
        const change = health - before.health;
        motion.floats.push({ unit, text: change < 0 ? `−${-change}` : `+${change}`, kind: change < 0 ? "damage" : "heal", start: now });
      }
    }
    if (at) motion.last.set(unit, { ...at, health, quest: questKey });
    const slide = motion.slides.get(unit);
    if (slide && allowed) playSlide(/** @type {SVGGElement} */ (node), slide, now);
  }
  motion.floats = motion.floats.filter((f) => now - f.start < FLOAT_MS);
  if (allowed) for (const float of motion.floats) playFloat(svg, float, now);
}

/** The newest dice tumble in when they were rolled a moment ago. */
export function animateDice(/** @type {HTMLElement | null} */ tray) {
  const age = performance.now() - motion.rolledAt;
  if (!tray || age >= ROLL_MS || !motionAllowed()) return;
  const latest = tray.querySelector("ol.dice");
  for (const die of latest?.querySelectorAll(".die") || []) {
    die.classList.add("rolling");
    /** @type {HTMLElement} */ (die).style.animationDelay = `-${Math.round(age)}ms`;
    const svg = /** @type {SVGElement | null} */ (die.querySelector("svg"));
    if (svg) svg.style.animationDelay = `-${Math.round(age)}ms`;
  }
}

/** A card played leaves the hand: a copy of it flies to the board and fades. */
function flyCard(/** @type {string} */ card) {
  const from = document.querySelector(`#hand-strip .card[data-card="${CSS.escape(card)}"]`);
  const board = document.getElementById("board");
  if (!from || !board) return;
  const a = from.getBoundingClientRect();
  const b = board.getBoundingClientRect();
  const copy = /** @type {HTMLElement} */ (from.cloneNode(true));
  copy.removeAttribute("id");
  copy.setAttribute("aria-hidden", "true");
  copy.setAttribute("tabindex", "-1");
  for (const button of copy.querySelectorAll("button")) button.setAttribute("tabindex", "-1");
  copy.classList.add("card-flight");
  Object.assign(copy.style, { left: `${a.left}px`, top: `${a.top}px`, width: `${a.width}px`, height: `${a.height}px` });
  document.body.append(copy);
  const dx = b.left + b.width / 2 - (a.left + a.width / 2);
  const dy = b.top + b.height / 2 - (a.top + a.height / 2);
  const flight = copy.animate([
    { transform: "translate(0, 0) scale(1)", opacity: 1 },
    { transform: `translate(${dx * 0.6}px, ${dy * 0.6}px) scale(1.08) rotate(-4deg)`, opacity: 0.95, offset: 0.55 },
    { transform: `translate(${dx}px, ${dy}px) scale(0.5)`, opacity: 0 },
  ], { duration: 650, easing: "ease-in" });
  flight.onfinish = () => copy.remove();
  flight.oncancel = () => copy.remove();
}
