// Types of the Primal client (JSDoc, read by `tsc --checkJs`; nothing here runs).
// The fight view is app/engine/primal/views.py `view_for(state, viewer)`: the
// PrimalState redacted for one viewer (a card it may not see is "?"), with `defs`, the
// content the fight copied from its pack. Only the fields the client reads are typed.

/** @typedef {{card: string, played: boolean, blank: boolean, disrupted: boolean}} Placed */

/**
 * @typedef {{id: string, name: string, weapon_class: string, sector: number | null,
 *   hand: string[], deck: string[], discard: string[], sequence: Placed[],
 *   wound_reserve: string[], damage: number, stamina_tokens: number, defense_tokens: number,
 *   disrupt_tokens: number, strain: number, threatened: boolean, dazed: boolean,
 *   burning: boolean, ko: "red" | "black" | null, eliminated: boolean, captured: boolean,
 *   weapon: string, weapon_level: number, weapon_damage: number, armor: string, helm: string,
 *   armor_health: number, helm_health: number, armor_depleted: boolean, helm_depleted: boolean,
 *   potions: string[], item: string | null, mastery: string, focused: boolean,
 *   focus_counters: number, hand_limit: number}} PrimalHunter
 */

/** @typedef {{terrain: string[], fire: "red" | "yellow" | null, tokens: Record<string, number>}} PrimalSector */

/**
 * @typedef {{card: string | null, face_up: boolean, triggered: boolean, locked_by: string | null,
 *   entered: boolean, icons: string[], refresh: number | null}} PrimalSlot
 */

/**
 * @typedef {{id: string, name: string, health: number, stance: number, damage: number,
 *   struggle: number, acceleration: number, vulnerable: boolean, confused: boolean,
 *   stun_slot: number | null, perils: string[], objectives: string[],
 *   blinded: Record<string, string>, counters: Record<string, number>, unleashing: boolean,
 *   bonus_damage: {amount: number}[]}} PrimalMonster
 */

/** @typedef {{id: string, name: string, kind: string, color: string, cost: number | "X", stamina: number,
 *   aggro: boolean, assist: boolean, taunt: boolean, resilience: boolean, stealth: boolean,
 *   berserker: boolean, finisher: boolean, retaliate: object | null, text: string}} ActionCardDef */

/**
 * @typedef {{stance: number, toughness: number, progression: number | null, damage: number | null,
 *   exposed: string[], shield: number, resistant: boolean, text: string}} StanceDef
 */

/** @typedef {{id: string, name: string, text: string, permanent?: boolean, stance: number}} MonsterCardDef */

/**
 * @typedef {{id: string, name: string, icons: string[], refresh: number, trait: string | null,
 *   text: string, boost: {text: string} | null}} BehaviorDef
 */

/**
 * @typedef {{cards: Record<string, ActionCardDef>,
 *   masteries: Record<string, {name: string, focus_value: number, text: string, focused_text: string}>,
 *   weapons: Record<string, {name: string}>, protections: Record<string, {name: string}>,
 *   items: Record<string, {name: string}>, attrition: Record<string, {name: string, value: number}>,
 *   monster: {name: string, behaviors: BehaviorDef[]} | null,
 *   level: {stances: StanceDef[], perils: MonsterCardDef[], objectives: MonsterCardDef[]} | null}} PrimalDefs
 */

/**
 * @typedef {{id: number, kind: string, deciders: string[], purpose?: string, moment?: string,
 *   hunter?: string | null, hunters?: string[], options?: {label: string}[], cards?: string[],
 *   least?: number, most?: number, amount?: number, optional?: boolean, sectors?: number[],
 *   cost?: number, forced?: boolean}} PrimalDecision
 */

/**
 * @typedef {{hunter: string, phase: string, revived: boolean, sequence_bonus: number,
 *   cost_cuts: {amount: number, match: string}[], finished: boolean}} PrimalTurn
 */

/**
 * @typedef {{phase: string, outcome: string | null, end_reason: string, fight: string, mode: string,
 *   level: number, player_count: number, seats: Record<string, string>, order: string[],
 *   hunters: Record<string, PrimalHunter>, monster: PrimalMonster,
 *   behavior: {deck: string[], discard: string[], slots: PrimalSlot[]},
 *   attrition: {deck: string[], discard: string[], revealed: string[]},
 *   board: {facing: number, sectors: PrimalSector[], plateau: string | null, brush: string | null},
 *   aggro: string | null, first_player: string | null, round: number, active: string | null,
 *   turn: PrimalTurn | null, agenda: {kind: string, step?: string, hunter?: string}[],
 *   pending: PrimalDecision[], options: {rounds: number}, defs: PrimalDefs}} PrimalView
 */

/** A command as legal_commands lists it (model_dump): `type` and its fields.
 * @typedef {{type: string, [field: string]: any}} PrimalCommand */

/** @typedef {{role: "seat" | "spectator" | "gm", seat: string | null, hunters: string[]}} PrimalYou */

/**
 * What the Primal screen draws from: the fight view, who is looking, the commands the
 * server says this viewer may send, the events so far (each already redacted for this
 * viewer), how to send one, and the screen's own state (`ui`: the payment being chosen);
 * `deadlines` (decision id -> ISO time, the `pending` message's) and `clockOffset` (the
 * server's clock less this device's, in ms) for the countdowns; `triggers`: what each
 * card this seat may play would set off, as the server found it (foresee.js).
 * @typedef {{view: PrimalView, you: PrimalYou, legal: PrimalCommand[], events?: {type: string}[],
 *   deadlines?: Record<string, string | null>, clockOffset?: number,
 *   triggers?: Record<string, {behaviors: number[], abilities: string[]}>,
 *   send: (command: PrimalCommand) => Promise<unknown>, render: () => void,
 *   ui?: PrimalUi}} PrimalTable
 */

/** @typedef {{paying?: {key: string, pay: string[], token: boolean, x: number} | null, picking?: {decision: number, cards: string[]} | null}} PrimalUi */

export {};
