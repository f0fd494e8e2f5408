// The log's words for a Primal table's own events (app/engine/primal_table/events.py):
// the table created, a seat's hunter chosen or given back (P-SETUP-19). The fight's
// events are logtext.js's.

import { helpers, registerDescribers } from "../log.js";

registerDescribers({
  primal_table_created: () => ({ text: "The table for Primal: The Awakening was set up." }),
  primal_seat_hunter_chosen: (e, n) => ({ text: `${helpers.seatName(n, e.seat)} chose ${helpers.heroName(n, e.hunter)}.`, rule: "P-SETUP-19" }),
  // The table's dice bookkeeping: never sent to a viewer (primal_table/events.py), no line.
  primal_dice_advanced: () => null,
  primal_seat_hunter_released: (e, n) => ({ text: `${helpers.seatName(n, e.seat)} gave back ${helpers.heroName(n, e.hunter)}.` }),
});
