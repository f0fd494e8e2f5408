// A campaign in one line for the lobby (CAMP-02, CAMP-10, CAMP-23, DEV-26): the day, the
// party's place on the map, and what waits on me between quests.

/** "Day 3 of 60 · Loisach Woods", or null before the region is laid out. */
export function whereaboutsText(view) {
  const campaign = view?.campaign;
  if (!campaign?.region) return null;
  const marker = campaign.region.marker;
  const place = campaign.story?.fronts?.[marker]?.title;
  return `Day ${campaign.days?.day ?? 1} of ${campaign.days?.last_day ?? 60}${place ? ` · ${place}` : ""}`;
}

/** What waits on this player between quests, or null. */
export function campaignWaitText(view) {
  const campaign = view?.campaign;
  if (view?.phase !== "between_quests" || !campaign) return null;
  const pending = campaign.story?.pending || [];
  const seat = view.you?.seat;
  const mine = pending.filter((d) => d.deciders?.includes(seat) && !(d.votes && seat in d.votes) && !d.answered?.includes(seat));
  const words = { morale: "morale on a test", inn: "a stay at the inn", reading: "reading on before a quest", prepare: "preparing for a quest" };
  if (mine.length) return `Waiting on you: ${words[mine[0].kind] || "the party's vote"}`;
  if (pending.length) return "Waiting on another player";
  return "The party may travel";
}
