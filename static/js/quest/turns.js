// Whose turn it is, and whom the table waits on, from a campaign view (used by the lobby
// and the quest screen). Deciders of a decision may be seats or heroes.

export function unitName(quest, id) {
  if (quest?.heroes?.[id]) return quest.heroes[id].name;
  if (quest?.allies?.[id]) return quest.allies[id].name;
  const enemy = quest?.enemies?.[id];
  if (!enemy) return id;
  const number = (String(id).match(/(\d+)$/) || [])[1];
  const name = quest.defs?.enemies?.[enemy.enemy]?.name || enemy.enemy;
  return number ? `${name} ${number}` : name;
}

/** The seats behind a list of deciders (seat keys or hero ids). */
export function seatsOf(view, deciders) {
  const seats = new Set();
  for (const who of deciders || []) {
    if (view.seats?.[who]) seats.add(who);
    else {
      const seat = Object.values(view.seats || {}).find((s) => s.heroes.includes(who));
      if (seat) seats.add(seat.seat);
    }
  }
  return [...seats];
}

/** A decision's deciders that have not answered yet (a reaction window's seats that
 * passed or offered a reaction are done). */
export function stillToAnswer(decision) {
  const offered = decision.kind === "reaction" ? (decision.offers || []).map((o) => o.seat) : [];
  const answered = new Set([...(decision.passed || []), ...offered]);
  return (decision.deciders || []).filter((d) => !answered.has(d));
}

/** The seats the table waits on right now: open decisions first, else the active hero. */
export function waitingOn(view) {
  const quest = view?.quest;
  if (!quest || quest.phase === "ended") return [];
  if (quest.pending?.length) {
    return [...new Set(quest.pending.flatMap((d) => seatsOf(view, stillToAnswer(d))))];
  }
  if (quest.active && quest.heroes?.[quest.active]) return seatsOf(view, [quest.active]);
  // QUEST-42: an NPC ally's turn waits on the player of the hero commanding it.
  const ally = quest.active && quest.allies?.[quest.active];
  if (ally?.controller) return seatsOf(view, [ally.controller]);
  return [];
}

/** "Your turn", "Huntress's turn", "Waiting on you" … or null outside a quest. */
export function whoseTurnText(view) {
  const quest = view?.quest;
  if (!quest || quest.phase === "ended" || view.phase !== "quest") return null;
  const mine = view.you?.seat;
  const waiting = waitingOn(view);
  if (quest.pending?.length) {
    return waiting.includes(mine) ? "Waiting on you" : "Waiting on another player";
  }
  if (!quest.active) return null;
  if (view.you?.heroes?.includes(quest.active)) return "Your turn";
  return `${unitName(quest, quest.active)}'s turn`;
}
