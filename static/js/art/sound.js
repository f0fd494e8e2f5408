// Sound cues, off until the player turns them on (the toggle in the header, remembered on
// this device): a chime when it is your turn, a rattle when dice are rolled, a rising
// note when a reaction window opens for you. Synthesized with WebAudio: no sound files.

import { h } from "../dom.js";
import { iconSvg } from "./icons.js";

const KEY = "hunters:sound";
/** @type {AudioContext | null} */
let audio = null;

export function soundOn() {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

function context() {
  if (!audio) {
    const Context = window.AudioContext || /** @type {any} */ (window).webkitAudioContext;
    if (!Context) return null;
    audio = new Context();
  }
  return audio;
}

/** One note: `freq` Hz for `length` s, starting `at` s from now, with a soft envelope. */
function note(/** @type {AudioContext} */ ctx, /** @type {number} */ freq, /** @type {number} */ at, /** @type {number} */ length, /** @type {OscillatorType} */ wave = "sine", /** @type {number} */ peak = 0.18) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = wave;
  osc.frequency.setValueAtTime(freq, ctx.currentTime + at);
  gain.gain.setValueAtTime(0.0001, ctx.currentTime + at);
  gain.gain.exponentialRampToValueAtTime(peak, ctx.currentTime + at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + at);
  osc.stop(ctx.currentTime + at + length + 0.05);
  return osc;
}

/** The cues, each a few notes. */
export const CUES = {
  turn: (/** @type {AudioContext} */ ctx) => { note(ctx, 660, 0, 0.25); note(ctx, 880, 0.14, 0.35); },
  dice: (/** @type {AudioContext} */ ctx) => { for (let i = 0; i < 5; i += 1) note(ctx, 180 + i * 37, i * 0.045, 0.05, "square", 0.06); },
  reaction: (/** @type {AudioContext} */ ctx) => { const osc = note(ctx, 440, 0, 0.4, "triangle"); osc.frequency.exponentialRampToValueAtTime(740, ctx.currentTime + 0.35); },
};

/** Play a cue if sound is on. */
export function cue(/** @type {keyof typeof CUES} */ name) {
  if (!soundOn()) return;
  const ctx = context();
  if (!ctx) return;
  if (ctx.state === "suspended") ctx.resume().catch(() => {});
  CUES[name](ctx);
}

/** The cues a batch of live events calls for, for this viewer. */
export function cueEvents(/** @type {any[]} */ events, /** @type {any} */ view) {
  if (!soundOn()) return;
  const mine = new Set([view?.you?.seat, ...(view?.you?.heroes || [])].filter(Boolean));
  const types = new Set(events.map((e) => e.event.type));
  if (events.some(({ event }) => event.type === "turn_started" && mine.has(event.unit))) cue("turn");
  else if (events.some(({ event }) => event.type === "decision_opened" && String(event.decision?.kind || "").includes("reaction")
    && (event.decision?.deciders || []).some((/** @type {string} */ d) => mine.has(d)))) cue("reaction");
  if (types.has("attack_rolled") || types.has("extra_dice_rolled")) cue("dice");
}

/** The header's toggle: its words say the state ("Sound off" / "Sound on"). */
export function soundToggle() {
  const button = h("button", { type: "button", class: "small sound-toggle", id: "sound-toggle" });
  const draw = () => {
    const on = soundOn();
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.replaceChildren(iconSvg(on ? "sound_on" : "sound_off"), h("span", { class: "sound-words" }, on ? "Sound on" : "Sound off"));
  };
  button.addEventListener("click", () => {
    try {
      localStorage.setItem(KEY, soundOn() ? "off" : "on");
    } catch {
      // storage off: sound stays off
    }
    draw();
    if (soundOn()) cue("turn");
  });
  draw();
  return button;
}
