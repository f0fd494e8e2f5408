// The GM's corrections of the campaign's table in words (app/engine/hunters/corrections/): what
// the GM set, the value before, and the GM's reason instead of a rule.

import { registerDescribers, helpers } from "../log.js";
import { titleFromId } from "../dom.js";
import { goldText } from "../campaign/logtext.js";

const { heroName } = helpers;

const TRACKS = { health: "Health", morale: "morale", xp: "XP", gold_half: "gold", strength: "Strength",
  agility: "Agility", perception: "Perception", knowledge: "Knowledge" };

function amount(track, n) {
  return track === "gold_half" ? goldText(n) : String(n);
}

const CORRECTIONS = {
  hero_corrected: (e, n) => ({
    text: `GM set ${heroName(n, e.hero)}'s ${TRACKS[e.track] || titleFromId(e.track)} to ${amount(e.track, e.after)} (was ${amount(e.track, e.before)}): ${e.reason}`,
  }),
  resource_corrected: (e, n) => ({
    text: `GM set ${heroName(n, e.hero)}'s ${titleFromId(e.resource)} to ${e.after} (was ${e.before}): ${e.reason}`,
  }),
  equipment_given: (e, n) => ({ text: `GM gave ${heroName(n, e.hero)} ${titleFromId(e.item)}: ${e.reason}` }),
  equipment_taken: (e, n) => ({ text: `GM took ${titleFromId(e.item)} from ${heroName(n, e.hero)}: ${e.reason}` }),
  map_card_turned: (e) => ({
    text: `GM turned ${e.front?.title || titleFromId(e.card)} face ${e.after}: ${e.reason}`,
  }),
  pile_reordered: (e) => ({ text: `GM reshuffled the ${titleFromId(e.pile)} pile: ${e.reason}` }),
  day_corrected: (e) => ({ text: `GM moved the days marker to day ${e.after} (was ${e.before}): ${e.reason}` }),
  quest_ended_by_gm: (e) => ({ text: `GM ended the quest as a ${e.outcome}: ${e.reason}` }),
  state_rewound: (e, n) => ({
    text: e.by === "seat" ? `${helpers.seatName(n, e.seat)} took back their last move.`
      : e.by === "vote" ? "The whole table agreed to go back; play resumes from there."
        : `GM took the table back${e.reason ? `: ${e.reason}` : "."}`,
  }),
  draw_piles_reshuffled: () => ({ text: "The piles drawn from since that moment were shuffled anew." }),
  rewind_proposed: (e, n) => ({ text: `${helpers.seatName(n, e.seat)} asks the table to go back; every player must agree.` }),
  rewind_voted: (e, n) => ({ text: e.agree ? `${helpers.seatName(n, e.seat)} agrees to go back.` : `${helpers.seatName(n, e.seat)} wants to play on; the table does not go back.` }),
};

// Seats, absent players and the play mode (app/engine/table/attendance/).
const ATTENDANCE = {
  seat_reassigned: (e, n) => ({ text: `The GM gave ${helpers.seatName(n, e.seat)}'s seat to another player.`, rule: "DEV-34" }),
  seat_away_set: (e, n) => ({ text: e.away ? `${helpers.seatName(n, e.seat)} is away; their reactions pass and their decisions take the default.` : `${helpers.seatName(n, e.seat)} is back.` }),
  heroes_lent: (e, n) => ({ text: `The GM lent ${e.heroes.map((x) => heroName(n, x)).join(", ")} to ${helpers.seatName(n, e.to_seat)} until ${helpers.seatName(n, e.home_seat)} is back.`, rule: "DEV-34" }),
  heroes_returned: (e, n) => ({ text: `${e.heroes.map((x) => heroName(n, x)).join(", ")} went back to ${helpers.seatName(n, e.home_seat)}.`, rule: "DEV-34" }),
  play_mode_set: (e) => ({ text: e.style === "by_turns" ? `The table now plays by turns: every decision waits ${e.turn_hours} hours.` : "The table now plays live." }),
};

registerDescribers({ ...CORRECTIONS, ...ATTENDANCE });
