// Whose turn it is, in words, from a campaign view (used by the lobby and the table).

export function unitName(quest, id) {
  return quest?.heroes?.[id]?.name || quest?.enemies?.[id]?.name || id;
}

/** The seats the table waits on right now (pending decisions first, then the active hero). */
export function waitingSeats(view) {
  const quest = view?.quest;
  if (!quest || quest.phase === "ended") return [];
  if (quest.pending?.length) {
    const seats = new Set();
    for (const decision of quest.pending) {
      for (const seat of decision.deciders || []) {
        if (!(decision.passed || []).includes(seat)) seats.add(seat);
      }
    }
    return [...seats];
  }
  if (quest.active && quest.heroes?.[quest.active]) {
    const seat = Object.values(view.seats || {}).find((s) => s.heroes.includes(quest.active));
    return seat ? [seat.seat] : [];
  }
  return [];
}

/** "Your turn", "Huntress's turn", "Waiting on you" … or null outside a quest. */
export function whoseTurnText(view) {
  const quest = view?.quest;
  if (!quest || quest.phase === "ended") return null;
  const mine = view.you?.seat;
  const waiting = waitingSeats(view);
  if (quest.pending?.length) {
    return waiting.includes(mine) ? "Waiting on you" : "Waiting on another player";
  }
  if (!quest.active) return null;
  if (view.you?.heroes?.includes(quest.active)) return "Your turn";
  return `${unitName(quest, quest.active)}'s turn`;
}
