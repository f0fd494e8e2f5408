// The fight's log in words: every primal_ event type (app/engine/primal/events/) has a
// describer naming the rule it follows, registered with the game log (../log.js). Names
// come from the fight view (`names.primal`, the viewer's view with its defs); a card the
// viewer may not see ("?") is counted, never named; ids never reach a line.

import { registerDescribers } from "../log.js";
import {
  behaviorDef, cardName, gearName, HIDDEN, hunterName, ICON_WORDS, listWords, MOMENT_WORDS, objectiveDef,
  perilDef, plural, sectorLabel, stanceName, TERRAIN,
} from "./words.js";

/** @typedef {{primal?: import("./types.js").PrimalView}} Names */

const EMPTY_VIEW = /** @type {any} */ ({ hunters: {}, defs: {}, board: { facing: 0 }, pending: [] });
const v = (n) => n?.primal || EMPTY_VIEW;
const who = (n, id) => hunterName(v(n), id);
const card = (n, id) => cardName(v(n), id);
const cards = (n, ids) => (ids.some((c) => c === HIDDEN) ? plural(ids.length, "card") : listWords(ids.map((c) => card(n, c))));
const sector = (n, s) => sectorLabel(v(n), s);
const monster = (n) => v(n).monster?.name || "The monster";
const terrain = (kind) => TERRAIN[kind]?.name || "Terrain";
const line = (text, rule) => ({ text, rule });
const SILENT = () => null;

const STRUGGLE_WHY = {
  upkeep: ["at Upkeep", "P-ROUND-08"], maneuver: ["by a maneuver", "P-TURN-22"], unleash: ["after the Unleash", "P-ROUND-12"],
  escalation: ["by the escalation", "P-REACT-20"], unstoppable: ["being unstoppable", "P-REACT-19"], effect: ["by a card", "P-ROUND-10"],
};
const TOKEN_WORDS = {
  stamina_tokens: "stamina tokens", defense_tokens: "defense tokens", disrupt_tokens: "disrupt tokens", strain: "strain tokens",
  threatened: "threatened", dazed: "dazed", burning: "burning", focus_counters: "focus counters", hand_limit: "hand limit",
};
const TOKEN_RULES = {
  stamina_tokens: "P-TURN-49", defense_tokens: "P-ATTR-10", disrupt_tokens: "P-ATTR-11", strain: "P-GLOSS-25",
  threatened: "P-TURN-05", dazed: "P-GLOSS-13", burning: "P-GLOSS-15", focus_counters: "P-TURN-44", hand_limit: "P-TURN-51",
};
const MARKS = { vulnerable: ["vulnerable", "P-GLOSS-29"], confused: ["confused", "P-GLOSS-08"], unleashing: ["unleashing", "P-ROUND-10"] };
const TURN_MARKS = {
  assist: (e, n) => line(`${who(n, e.by)} assisted this turn.`, "P-TURN-42"),
  taunt: (e, n) => line(`${who(n, e.by)} taunted this turn.`, "P-GLOSS-21"),
  revive: () => line("The Revive of this turn is used.", "P-TURN-43"),
  berserker: () => line("Berserker: every attack card draws 1 until the end of the turn.", "P-GLOSS-05"),
  finished: () => line("A Finisher ends the Action phase.", "P-TURN-39"),
  ended: () => line("The rest of the turn is skipped.", "P-KO-02"),
};

const SETUP = {
  primal_fight_started: (e, n) => line(`The fight against ${e.monster?.name || monster(n)} is set up with ${listWords(e.order.map((id) => e.hunters[id]?.name || who(n, id)))}; ${e.hunters[e.aggro]?.name || who(n, e.aggro)} takes the aggro token.`, "P-SETUP-14"),
  primal_pile_shuffled: (e, n) => line(e.pile === "deck" ? `${who(n, e.hunter)}'s ${e.from_discard || e.merged ? "discard pile is shuffled into a new deck" : "deck is shuffled"}.`
    : `The ${{ behavior: "behavior", attrition: "attrition", side_deck: "side", instinct: "instinct" }[e.pile] || ""} deck is shuffled.`,
  e.pile === "deck" ? (e.from_discard || e.merged ? "P-TURN-52" : "P-SETUP-12") : e.pile === "attrition" ? "P-SETUP-09" : "P-SETUP-07"),
  primal_round_started: (e) => line(`Round ${e.round} begins.`, "P-ROUND-19"),
  primal_round_ended: (e) => line(`Round ${e.round} is over.`, "P-ROUND-18"),
  primal_first_player_set: (e, n) => line(`${who(n, e.hunter)} holds the aggro token and plays first.`, "P-ROUND-14"),
  primal_turn_started: (e, n) => line(e.resumed ? `${who(n, e.hunter)} comes out of the brush and goes on with the turn.` : `${who(n, e.hunter)}'s turn begins.`, e.resumed ? "P-BOARD-13" : "P-ROUND-15"),
  primal_turn_phase_begun: (e, n) => ({
    movement: line(`${who(n, e.hunter)}: Movement phase.`, "P-TURN-03"), action: line(`${who(n, e.hunter)}: Action phase.`, "P-TURN-13"),
    attrition: line(`${who(n, e.hunter)}: Attrition phase.`, "P-ATTR-01"), end: line(`${who(n, e.hunter)}: end of the turn.`, "P-TURN-50"),
  })[e.phase] || null,
  primal_action_phase_ended: (e, n) => line(`${who(n, e.hunter)}'s Action phase ends${e.finisher ? " with a Finisher" : ""}.`, e.finisher ? "P-TURN-39" : "P-TURN-48"),
  primal_turn_ended: (e, n) => line(e.skipped ? `${who(n, e.hunter)} cannot take a turn.` : `${who(n, e.hunter)}'s turn is over.`, e.skipped ? "P-KO-10" : "P-TURN-01"),
  primal_turn_paused: (e, n) => line(`${who(n, e.hunter)} hides in the brush until ${who(n, e.until)}'s turn is over.`, "P-BOARD-12"),
  primal_modifiers_expired: (e) => (e.duration === "card" ? null : line(`What lasted the ${e.duration} is over.`, "P-DMG-20")),
  primal_fight_ended: (e, n) => line(`${e.outcome === "victory" ? "Victory" : "Defeat"}: ${e.reason || monster(n)}.`, e.rule),
};

const FLOW = {
  primal_agenda_pushed: SILENT,
  primal_agenda_popped: SILENT,
  primal_agenda_cleared: SILENT,
  primal_decision_opened: (e, n) => {
    const d = e.decision;
    if (d.kind === "window") return null; // a window is told by its offers and passes
    const hunters = v(n).order?.filter((id) => d.deciders.includes(v(n).seats?.[id])) || [];
    return line(`The table waits on ${listWords(hunters.map((id) => who(n, id))) || "a player"} to choose.`, "P-GLOSS-02");
  },
  primal_decision_resolved: (e) => (e.by_default ? line("Time ran out: the default is taken.", "P-GLOSS-02") : null),
  primal_window_passed: (e, n) => line(`${who(n, e.hunter)} lets it pass.`, "P-GLOSS-02"),
  primal_window_used: SILENT,
  primal_limit_used: SILENT,
  primal_turn_modified: (e) => (e.sequence_bonus ? line(`The sequence limit changes by ${e.sequence_bonus} this turn.`, "P-TURN-15")
    : e.cost_cut ? line(`The next card costs ${e.cost_cut.amount} less.`, "P-TURN-12") : null),
  primal_turn_marked: (e, n) => TURN_MARKS[e.mark](e, n),
  primal_ability_done: SILENT,
};

const CARDS = {
  primal_cards_drawn: (e, n) => line(`${who(n, e.hunter)} draws ${cards(n, e.cards)}.`, "P-TURN-51"),
  primal_cards_discarded: (e, n) => line(`${who(n, e.hunter)} discards ${cards(n, e.cards)}${e.source === "deck" ? " from the top of the deck" : ""}${e.why && e.why !== "effect" ? ` (${e.why})` : ""}.`,
    e.why === "knocked out" ? "P-KO-05" : e.why === "hand size limit" ? "P-TURN-51" : e.why === "hide in the brush" ? "P-BOARD-12" : e.why === "assist" ? "P-TURN-41" : e.why === "taunt" ? "P-GLOSS-21" : "P-GLOSS-16"),
  primal_card_played: (e, n) => line(`${who(n, e.hunter)} plays ${card(n, e.card)}${e.x ? ` with X = ${e.x}` : ""}${e.paid.length || e.token ? `, paying with ${listWords([...e.paid.map((c) => card(n, c)), ...(e.token ? ["the stamina token"] : [])])}` : ""}${e.blank ? " (blank: dazed)" : ""}.`, e.blank ? "P-GLOSS-13" : "P-TURN-16"),
  primal_stamina_paid: (e, n) => line(`${who(n, e.hunter)} pays ${e.amount} stamina with ${listWords([...e.cards.map((c) => card(n, c)), ...(e.token ? ["the stamina token"] : [])]) || "nothing"}.`, "P-TURN-08"),
  primal_sequence_discarded: (e, n) => line(`${who(n, e.hunter)}'s sequence goes to the discard pile in play order.`, "P-TURN-50"),
  primal_cards_placed: (e, n) => line(`${who(n, e.hunter)} places ${cards(n, e.cards)} in the sequence.`, "P-MON-09"),
  primal_cards_revealed: (e, n) => line(`${who(n, e.hunter)} reveals ${cards(n, e.cards)}${e.why ? ` (${e.why})` : ""}.`, e.why === "retaliate" ? "P-GLOSS-18" : e.why === "resilience" ? "P-GLOSS-17" : "P-GLOSS-19"),
  primal_cards_added: (e, n) => line(`${cards(n, e.cards)} ${e.cards.length === 1 ? "goes" : "go"} into ${who(n, e.hunter)}'s ${e.to === "hand" ? "hand" : "discard pile"}.`, "P-KO-06"),
  primal_sequence_marked: (e, n) => line(`A disrupt token covers card ${e.index + 1} of ${who(n, e.hunter)}'s sequence.`, "P-ATTR-11"),
  primal_card_exhausted: (e, n) => line(`${who(n, e.hunter)}'s ${card(n, e.card) === "a card" ? gearName(v(n), e.card) : card(n, e.card)} is exhausted for the rest of the fight.`, "P-GLOSS-14"),
  primal_potion_consumed: (e, n) => line(`${who(n, e.hunter)} drinks ${gearName(v(n), e.card)}.`, "P-ROUND-04"),
  primal_resilience_shown: SILENT,
};

const HUNTERS = {
  primal_hunter_moved: (e, n) => line(`${who(n, e.hunter)} ${e.placed ? "is put" : "moves"} to ${sector(n, e.to)}.`, e.placed ? "P-GLOSS-20" : "P-TURN-03"),
  primal_hunter_threatened: (e, n) => line(`${who(n, e.hunter)} ${e.again ? "is threatened again" : "becomes threatened"}.`, e.again ? "P-TURN-07" : "P-TURN-06"),
  primal_hunter_token_set: (e, n) => line(`${who(n, e.hunter)}: ${TOKEN_WORDS[e.token]} ${["threatened", "dazed", "burning"].includes(e.token) ? (e.value ? "on" : "off") : `now ${e.value}`}.`, TOKEN_RULES[e.token]),
  primal_damage_suffered: (e, n) => line(`${who(n, e.hunter)} suffers ${e.amount} damage${e.monster ? " from the monster" : ""}${e.why ? ` (${e.why})` : ""}.`, e.monster ? "P-DMG-17" : "P-DMG-22"),
  primal_hunter_healed: (e, n) => line(`${who(n, e.hunter)} heals ${e.amount}.`, "P-DMG-26"),
  primal_hunter_knocked_out: (e, n) => line(`${who(n, e.hunter)} is knocked out.`, "P-KO-01"),
  primal_gear_depleted: (e, n) => line(`${who(n, e.hunter)}'s ${e.slot} is depleted.`, "P-KO-07"),
  primal_hunter_eliminated: (e, n) => line(`${who(n, e.hunter)} is out of the fight: armor and helm are depleted.`, "P-KO-13"),
  primal_ko_flipped: (e, n) => line(`${who(n, e.hunter)}'s KO token turns black.`, "P-KO-10"),
  primal_hunter_rose: (e, n) => line(`${who(n, e.hunter)} rises.`, "P-KO-11"),
  primal_aggro_taken: (e, n) => line(`${who(n, e.hunter)} takes the aggro token.`, "P-TURN-25"),
  primal_weapon_bonus_gained: (e, n) => line(`${who(n, e.hunter)}'s weapon deals ${e.amount > 0 ? "+" : ""}${e.amount} damage${e.duration === "scenario" ? "" : ` this ${e.duration}`}.`, "P-DMG-20"),
  primal_hand_limit_changed: (e, n) => line(`${who(n, e.hunter)}'s hand limit changes by ${e.amount}${e.duration === "scenario" ? "" : ` this ${e.duration}`}.`, "P-TURN-51"),
  primal_mastery_flipped: (e, n) => line(e.focused ? `${who(n, e.hunter)}'s mastery is focused.` : `${who(n, e.hunter)} loses focus.`, e.focused ? "P-TURN-45" : "P-TURN-47"),
  primal_hunter_captured: (e, n) => line(`${monster(n)} captures ${who(n, e.hunter)}.`, "P-GLOSS-09"),
  primal_hunter_released: (e, n) => line(`${who(n, e.hunter)} is released into ${sector(n, e.to)}.`, "P-GLOSS-11"),
  primal_plateau_climbed: (e, n) => line(e.hunter ? `${who(n, e.hunter)} climbs onto the plateau.` : "Nobody is on the plateau now.", e.hunter ? "P-BOARD-20" : "P-BOARD-22"),
  primal_brush_left: (e, n) => line(`${who(n, e.hunter)} leaves the brush.`, "P-BOARD-13"),
};

const BOARD = {
  primal_terrain_placed: (e, n) => line(`${terrain(e.terrain)} is placed in ${sector(n, e.sector)}.`, e.terrain === "fire" ? "P-BOARD-15" : "P-SETUP-03"),
  primal_terrain_removed: (e, n) => line(`${terrain(e.terrain)} is removed from ${sector(n, e.sector)}.`, e.terrain === "rock" ? "P-BOARD-23" : e.why === "fire" ? "P-BOARD-18" : "P-BOARD-15"),
  primal_fire_aged: (e, n) => line(e.fire === "yellow" ? `The Fire in ${sector(n, e.sector)} turns yellow.` : `The Fire in ${sector(n, e.sector)} burns out.`, "P-BOARD-15"),
  primal_sector_tokens_set: (e, n) => line(`${sector(n, e.sector)} now holds ${plural(e.count, e.token === "dust" ? "Dust token" : e.token === "arkeum" ? "Arkeum token" : "marker")}.`, e.token === "dust" ? "P-MON-04" : e.token === "arkeum" ? "P-MON-14" : "P-BOARD-10"),
};

const MONSTER = {
  primal_monster_damaged: (e, n) => line(`${monster(n)} takes ${e.dealt} damage${e.dealer ? ` from ${who(n, e.dealer)}` : ""}${e.shield ? ` (Shield ${e.shield})` : ""}${e.doubled ? " (doubled: vulnerable)" : ""}${e.blocked ? " (blocked)" : ""}.`, e.doubled ? "P-GLOSS-29" : e.shield ? "P-DMG-12" : "P-DMG-01"),
  primal_wound_inflicted: (e, n) => line(`${monster(n)} suffers a wound: ${e.health} health left.`, "P-DMG-03"),
  primal_stance_advanced: (e, n) => line(`${monster(n)} enters ${stanceName(e.stance)}.`, "P-DMG-09"),
  primal_struggle_changed: (e, n) => {
    const [why, rule] = STRUGGLE_WHY[e.why] || ["", "P-ROUND-09"];
    return line(`${monster(n)} ${e.change >= 0 ? "gains" : "loses"} ${plural(Math.abs(e.change), "struggle")}${why ? ` ${why}` : ""}: ${e.value} now.`, rule);
  },
  primal_monster_turned: (e, n) => line(`${monster(n)} turns to face the ${["south", "west", "north", "east"][e.facing]} sector.`, e.why === "knocked out" ? "P-KO-09" : "P-TURN-53"),
  primal_monster_marked: (e, n) => line(`${monster(n)} is ${e.value ? "" : "no longer "}${MARKS[e.mark][0]}.`, MARKS[e.mark][1]),
  primal_stun_moved: (e) => line(e.slot === null ? "The stun token is discarded." : `The stun token goes on behavior slot ${e.slot + 1}.`, "P-GLOSS-26"),
  primal_peril_blinded: (e, n) => line(e.by ? `${who(n, e.by)} blinds ${perilDef(v(n), e.peril)?.name || "a peril"}.` : `${perilDef(v(n), e.peril)?.name || "A peril"} is no longer blind.`, "P-GLOSS-06"),
  primal_acceleration_changed: (e, n) => line(`${monster(n)} has ${plural(e.value, "acceleration token")}.`, "P-GLOSS-04"),
  primal_monster_bonus_gained: (e, n) => line(e.bonus === "damage" ? `${monster(n)} gains +${e.amount} monster damage this ${e.duration}.` : `${monster(n)} is unstoppable this ${e.duration}.`, e.bonus === "damage" ? "P-DMG-18" : "P-REACT-19"),
  primal_track_moved: (e, n) => line(`${monster(n)}'s ${e.track} track is at ${e.value}.`, "P-MON-02"),
  primal_counter_placed: (e, n) => line(`${objectiveDef(v(n), e.card)?.name || perilDef(v(n), e.card)?.name || "A card"} has ${plural(e.value, "counter")}.`, "P-DMG-14"),
  primal_ballista_set: (e) => line(`Ballista ${e.index + 1} is ${e.loaded ? "loaded" : "spent"}.`, "P-MON-20"),
};

const BEHAVIOR = {
  primal_slot_filled: (e) => line(`A behavior card fills slot ${e.slot + 1}: it reacts to ${listWords(e.icons.map((i) => ICON_WORDS[i] || i))}, refresh ${e.refresh}.`, "P-REACT-13"),
  primal_behavior_triggered: (e, n) => line(`${monster(n)} reacts to ${MOMENT_WORDS[e.why] || e.why}: ${e.slots.length === 1 ? `slot ${e.slots[0] + 1}` : `slots ${listWords(e.slots.map((s) => String(s + 1)))}`} triggered.`, e.entered ? "P-REACT-15" : "P-REACT-03"),
  primal_behavior_revealed: (e, n) => line(`${monster(n)} reveals ${behaviorDef(v(n), e.card)?.name || "a behavior card"}${e.rampage ? " in a rampage" : ""}.`, e.rampage ? "P-REACT-11" : "P-REACT-06"),
  primal_boost_paid: (e, n) => line(e.cancelled ? `${monster(n)} pays ${plural(e.cost, "struggle")} for the boost, but confusion cancels it.` : `${monster(n)} pays ${plural(e.cost, "struggle")} for the boost.`, e.cancelled ? "P-REACT-17" : "P-REACT-08"),
  primal_behavior_discarded: (e) => line(`The behavior ${e.slots.length === 1 ? `card of slot ${e.slots[0] + 1} is` : `cards of slots ${listWords(e.slots.map((s) => String(s + 1)))} are`} discarded.`, e.why === "refresh" ? "P-ROUND-06" : "P-REACT-13"),
  primal_behavior_brought_in: (e) => line(`${plural(e.cards.length, "behavior card")} join the behavior deck.`, "P-EXP-16"),
  primal_slot_unlocked: (e) => line(`Behavior slot ${e.slot + 1} is unlocked.`, "P-MON-22"),
  primal_attrition_revealed: (e, n) => line(`Attrition: ${listWords(e.cards.map((c) => `${gearName(v(n), c)}`))} revealed.`, e.cards.length > 1 ? "P-ATTR-06" : "P-ATTR-02"),
  primal_attrition_checked: (e, n) => line(`${who(n, e.hunter)} counts ${plural(e.defensive, "defensive card")} against ${gearName(v(n), e.card)}: ${e.prevented ? "the damage is prevented" : e.avoided ? "the damage is avoided" : "not enough"}.`, e.prevented ? "P-ATTR-08" : "P-ATTR-04"),
  primal_attrition_discarded: (e) => line(`${plural(e.cards.length, "attrition card")} go to the attrition discard pile.`, "P-ATTR-05"),
  primal_attrition_peeked: (e, n) => line(e.card === HIDDEN ? `${who(n, e.hunter)} looks at the top attrition card.` : `${who(n, e.hunter)} looks at the top attrition card: ${gearName(v(n), e.card)}.`, "P-ATTR-02"),
  primal_attrition_brought_in: (e) => line(`${plural(e.cards.length, "special attrition card")} join the attrition deck.`, "P-EXP-18"),
  primal_side_card_revealed: () => line("A new Rumble card is active.", "P-MON-07"),
  primal_swarm_changed: (e) => line(e.defeated ? "A Swarm card is defeated." : e.damage ? `A Swarm card has ${e.damage} damage.` : "A Swarm card enters play.", e.defeated ? "P-MON-13" : "P-MON-11"),
  primal_side_deck_reshuffled: () => line("A side deck's discard pile is shuffled into a new deck.", "P-MON-07"),
};

/** The Primal describers, by event type (the completeness test reads this table). */
export const PRIMAL_DESCRIBERS = { ...SETUP, ...FLOW, ...CARDS, ...HUNTERS, ...BOARD, ...MONSTER, ...BEHAVIOR };

/** Event types that may say nothing (their neighbours tell it), with why. */
export const PRIMAL_SILENT = {
  primal_agenda_pushed: "the fight's own bookkeeping: what is still to do",
  primal_agenda_popped: "the fight's own bookkeeping: the next step taken",
  primal_agenda_cleared: "the fight's end says it",
  primal_window_used: "the Retaliate's reveal says it",
  primal_limit_used: "the ability's own lines say it",
  primal_ability_done: "the ability's own lines say it",
  primal_resilience_shown: "the reveal says it",
  primal_decision_resolved: "the answer is told by the lines after it; only a time-out is said",
  primal_decision_opened: "a window is told by its offers and passes",
  primal_modifiers_expired: "a card's own bonus ends with the card",
  primal_turn_modified: "a reset of the attack bonus is the attack's own",
  primal_turn_phase_begun: "the start step has no line of its own",
};

registerDescribers(PRIMAL_DESCRIBERS);

export { TERRAIN };
