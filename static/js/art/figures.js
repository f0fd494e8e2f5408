// The figures' silhouettes, our own drawing: one per hero class and one per enemy kind,
// in a unit square (-1..1) so a token scales them to its size. A silhouette is filled
// shapes ("fill") and strokes ("line"); kinds without one of their own fall back to
// their family's (a beast, an insect, a fighter) and then to a plain head.

/** @typedef {{fill?: string, line?: string, width?: number}} Silhouette */

/** @type {Record<string, Silhouette>} */
export const HERO_FIGURES = {
  // A longbow drawn, with its arrow.
  huntress: { line: "M-0.25 -0.78 Q0.62 0 -0.25 0.78 M-0.25 -0.78 L-0.25 0.78 M-0.7 0 H0.66", fill: "M0.72 0 l-0.22 -0.14 v0.28 z M-0.72 0 l0.16 -0.12 v0.24 z", width: 0.13 },
  // A two-handed sword with its parrying hooks.
  landsknecht: { fill: "M-0.07 -0.86 h0.14 v0.98 h-0.14 z M-0.42 0.1 h0.84 v0.12 h-0.84 z M-0.06 0.22 h0.12 v0.44 h-0.12 z M-0.12 0.64 h0.24 v0.14 h-0.24 z", line: "M-0.3 -0.02 q-0.06 -0.12 0.02 -0.2 M0.3 -0.02 q0.06 -0.12 -0.02 -0.2", width: 0.08 },
  // A heater shield with a halberd behind it.
  man_at_arms: { fill: "M-0.05 -0.9 h0.1 v1.7 h-0.1 z M0.05 -0.78 q0.3 0.02 0.32 0.22 l-0.32 0.06 z M-0.52 -0.4 h1.04 q0.02 0.7 -0.52 1.05 q-0.54 -0.35 -0.52 -1.05 z", line: "M0 -0.3 V0.5 M-0.36 -0.08 H0.36", width: 0.09 },
  // A flask with a cross on it.
  medic: { fill: "M-0.14 -0.82 h0.28 v0.3 q0.5 0.2 0.5 0.66 q0 0.6 -0.64 0.6 q-0.64 0 -0.64 -0.6 q0 -0.46 0.5 -0.66 z", line: "M0 -0.08 V0.5 M-0.28 0.21 H0.28", width: 0.12 },
  // A star over a crescent.
  sorceress: { fill: "M0.1 -0.86 L0.24 -0.46 L0.66 -0.46 L0.32 -0.2 L0.46 0.2 L0.1 -0.04 L-0.26 0.2 L-0.12 -0.2 L-0.46 -0.46 L-0.04 -0.46 Z M-0.62 0.22 a0.7 0.7 0 0 0 1.2 0.42 a0.58 0.58 0 0 1 -1.2 -0.42 z" },
};

const WOLF = "M-0.8 0.1 L-0.32 -0.2 L-0.3 -0.72 L-0.06 -0.36 L0.18 -0.74 L0.26 -0.28 Q0.72 -0.1 0.76 0.42 L0.5 0.4 L0.42 0.62 L0.04 0.5 Q-0.3 0.44 -0.48 0.3 L-0.82 0.26 Z";
const BEETLE = "M0 -0.56 q0.42 0 0.42 0.56 q0 0.56 -0.42 0.56 q-0.42 0 -0.42 -0.56 q0 -0.56 0.42 -0.56 z M-0.16 -0.56 q0.16 -0.2 0.32 0 z";
const BEETLE_LEGS = "M-0.4 -0.2 l-0.36 -0.18 M-0.42 0.08 l-0.4 0 M-0.4 0.34 l-0.36 0.2 M0.4 -0.2 l0.36 -0.18 M0.42 0.08 l0.4 0 M0.4 0.34 l0.36 0.2 M0 0 V0.5";
const PERSON = "M0 -0.78 a0.28 0.28 0 1 1 -0.001 0 z M-0.58 0.72 q0 -0.72 0.58 -0.72 q0.58 0 0.58 0.72 z";

/** @type {Record<string, Silhouette>} */
export const ENEMY_FIGURES = {
  wolf: { fill: WOLF },
  hound: { fill: "M-0.8 0.14 L-0.3 -0.1 L-0.34 -0.52 Q-0.1 -0.62 0.06 -0.34 Q0.6 -0.16 0.72 0.36 L0.46 0.42 L0.36 0.64 L0 0.5 Q-0.36 0.44 -0.5 0.32 L-0.82 0.3 Z M-0.3 -0.52 q0.3 0.5 0.1 0.7 z" },
  werewolf: { fill: `${WOLF} M0.36 -0.86 a0.3 0.3 0 1 0 0.42 0.42 a0.24 0.24 0 1 1 -0.42 -0.42 z` },
  beast: { fill: "M-0.5 -0.2 q-0.34 -0.5 -0.08 -0.7 q-0.02 0.36 0.24 0.42 h0.68 q0.26 -0.06 0.24 -0.42 q0.26 0.2 -0.08 0.7 q0.14 0.5 -0.22 0.86 l-0.16 0.2 h-0.24 l-0.16 -0.2 q-0.36 -0.36 -0.22 -0.86 z" },
  rat: { fill: "M-0.66 0.3 Q-0.66 -0.3 0 -0.3 Q0.36 -0.3 0.5 -0.06 L0.82 0.12 L0.5 0.26 Q0.3 0.4 -0.1 0.4 Z M0.18 -0.44 a0.14 0.14 0 1 1 0.001 0 z", line: "M-0.64 0.3 Q-0.9 0.5 -0.7 0.76", width: 0.08 },
  adephaga: { fill: BEETLE, line: `${BEETLE_LEGS} M-0.1 -0.6 q-0.2 -0.24 -0.44 -0.3 M0.1 -0.6 q0.2 -0.24 0.44 -0.3`, width: 0.08 },
  blattaria: { fill: "M0 -0.5 q0.36 0 0.36 0.6 q0 0.42 -0.36 0.42 q-0.36 0 -0.36 -0.42 q0 -0.6 0.36 -0.6 z", line: `${BEETLE_LEGS} M-0.06 -0.5 q-0.3 -0.4 -0.6 -0.36 M0.06 -0.5 q0.3 -0.4 0.6 -0.36`, width: 0.07 },
  lucanus: { fill: BEETLE, line: `${BEETLE_LEGS} M-0.14 -0.58 q-0.36 -0.3 -0.1 -0.4 M-0.14 -0.58 q-0.22 -0.36 0.08 -0.36 M0.14 -0.58 q0.36 -0.3 0.1 -0.4 M0.14 -0.58 q0.22 -0.36 -0.08 -0.36 M-0.14 -0.58 L-0.28 -0.84 M0.14 -0.58 L0.28 -0.84`, width: 0.1 },
  nasicornis: { fill: `${BEETLE} M-0.08 -0.6 q0.08 -0.34 0.3 -0.32 q-0.14 0.1 -0.14 0.32 z`, line: BEETLE_LEGS, width: 0.08 },
  megaloptera: { fill: "M-0.08 -0.56 h0.16 v1.2 h-0.16 z M-0.06 -0.3 q-0.7 -0.4 -0.84 0.1 q0.4 0.16 0.84 0.04 z M0.06 -0.3 q0.7 -0.4 0.84 0.1 q-0.4 0.16 -0.84 0.04 z M-0.06 0.06 q-0.56 0 -0.64 0.4 q0.36 0.06 0.64 -0.14 z M0.06 0.06 q0.56 0 0.64 0.4 q-0.36 0.06 -0.64 -0.14 z", line: "M-0.04 -0.56 l-0.3 -0.3 M0.04 -0.56 l0.3 -0.3", width: 0.06 },
  flammeum: { fill: "M0 -0.86 q0.2 0.34 0.42 0.3 q-0.06 0.16 0.02 0.3 q0.36 -0.06 0.3 -0.34 q0.34 0.4 0.1 0.88 q-0.24 0.48 -0.84 0.48 q-0.6 0 -0.8 -0.5 q-0.18 -0.5 0.24 -0.86 q0 0.3 0.16 0.36 q-0.04 -0.56 0.4 -0.92 z" },
  androctonus: { fill: "M-0.2 0.06 q0.2 -0.26 0.4 0 q0.1 0.4 -0.2 0.56 q-0.3 -0.16 -0.2 -0.56 z", line: "M0 0.08 Q0.1 -0.4 0.4 -0.6 Q0.7 -0.7 0.6 -0.44 M-0.2 0.16 L-0.56 -0.04 M-0.18 0.34 L-0.58 0.36 M0.2 0.16 L0.5 0.2 M0.18 0.34 L0.5 0.46 M-0.14 0.1 Q-0.5 -0.3 -0.72 -0.2 M-0.72 -0.2 l-0.1 -0.12 M-0.72 -0.2 l0.04 -0.16", width: 0.1 },
  wraith: { fill: "M0 -0.84 q0.56 0 0.56 0.64 v0.9 l-0.19 -0.16 l-0.19 0.16 l-0.18 -0.16 l-0.18 0.16 l-0.19 -0.16 l-0.19 0.16 v-0.9 q0 -0.64 0.56 -0.64 z M-0.24 -0.34 a0.1 0.14 0 1 0 0.001 0 z M0.24 -0.34 a0.1 0.14 0 1 0 0.001 0 z" },
  seer: { fill: "M-0.8 0 q0.8 -0.8 1.6 0 q-0.8 0.8 -1.6 0 z", line: "M0 -0.62 V-0.86 M-0.44 -0.5 L-0.56 -0.72 M0.44 -0.5 L0.56 -0.72", width: 0.09 },
  bandit: { fill: "M0 -0.86 q0.5 0.06 0.5 0.58 q0 0.3 -0.2 0.4 h-0.6 q-0.2 -0.1 -0.2 -0.4 q0 -0.52 0.5 -0.58 z M-0.62 0.8 q0 -0.6 0.62 -0.64 q0.62 0.04 0.62 0.64 z", line: "M-0.3 -0.3 H0.3", width: 0.14 },
  murderer_for_hire: { fill: "M0 -0.9 l0.12 0.2 v0.9 h-0.24 v-0.9 z M-0.36 0.18 h0.72 v0.12 h-0.72 z M-0.07 0.3 h0.14 v0.42 h-0.14 z M-0.14 0.7 h0.28 v0.14 h-0.28 z" },
  leader: { fill: `${PERSON} M-0.34 -0.92 l0.12 0.16 l0.1 -0.2 l0.12 0.2 l0.12 -0.2 l0.1 0.2 l0.12 -0.16 v0.22 h-0.68 z` },
  crossbowman: { fill: "M-0.06 -0.2 h0.12 v1 h-0.12 z M-0.2 0.6 h0.4 v0.14 h-0.4 z", line: "M-0.72 0.12 Q0 -0.5 0.72 0.12 M-0.72 0.12 L0 -0.12 L0.72 0.12 M0 -0.2 V-0.82", width: 0.1 },
  veteran_crossbowman: { fill: "M-0.06 -0.2 h0.12 v1 h-0.12 z M-0.2 0.6 h0.4 v0.14 h-0.4 z", line: "M-0.72 0.12 Q0 -0.5 0.72 0.12 M-0.72 0.12 L0 -0.12 L0.72 0.12 M0 -0.2 V-0.82 M-0.4 0.44 L-0.24 0.3 M0.4 0.44 L0.24 0.3", width: 0.1 },
  handgunner: { fill: "M-0.82 -0.16 h1.1 l0.2 -0.08 v0.36 l-0.2 -0.08 h-1.1 z M0.1 0.04 h0.28 l-0.18 0.7 h-0.26 z", line: "M0.5 -0.4 q0.14 -0.2 0.06 -0.42 M0.36 -0.32 q0.06 -0.14 -0.02 -0.28", width: 0.06 },
  raubritter: { fill: "M-0.5 -0.64 q0.5 -0.3 1 0 v0.9 q-0.5 0.4 -1 0 z M-0.6 0.8 q0.1 -0.44 0.6 -0.44 q0.5 0 0.6 0.44 z", line: "M-0.36 -0.18 H0.36 M0 -0.08 V0.24", width: 0.1 },
  mercenary_captain: { fill: "M-0.66 -0.14 q0.2 0.14 0.66 0.14 q0.46 0 0.66 -0.14 q-0.1 -0.6 -0.66 -0.6 q-0.56 0 -0.66 0.6 z M-0.3 0 q0 0.5 0.3 0.5 q0.3 0 0.3 -0.5 z M-0.6 0.86 q0.1 -0.4 0.6 -0.4 q0.5 0 0.6 0.4 z M-0.06 -0.74 q0.2 -0.3 0.5 -0.18 q-0.2 0.02 -0.36 0.24 z" },
};

/** Families for enemies a pack adds without a silhouette of their own (by their type). */
/** @type {Record<string, string>} */
const FAMILY = { monster: "beast", shapeshifter: "werewolf", demonic: "wraith", humanoid: "bandit" };

/** @type {Silhouette} */
export const PLAIN = { fill: PERSON };

/** @type {Silhouette} */
export const ALLY = { fill: "M0 -0.8 l0.62 0.22 q0 0.78 -0.62 1.16 q-0.62 -0.38 -0.62 -1.16 z", line: "M0 -0.46 V0.4 M-0.3 -0.12 H0.3", width: 0.1 };

/** The silhouette of a figure: its hero class or enemy kind (`type`: the enemy's type). */
export function figureOf(/** @type {string} */ side, /** @type {string} */ kind, /** @type {string} */ type = "") {
  if (side === "hero") return HERO_FIGURES[kind] || PLAIN;
  if (side === "ally") return ALLY;
  return ENEMY_FIGURES[kind] || ENEMY_FIGURES[FAMILY[type]] || PLAIN;
}
