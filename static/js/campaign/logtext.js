// Campaign events in words (app/engine/hunters/campaign/, docs/campaign-engine.md), each with the
// rule that made it happen. Bookkeeping of the story's agenda says nothing (null).

import { registerDescribers, helpers } from "../log.js";
import { titleFromId } from "../dom.js";

const { heroName, seatName } = helpers;

/** "Huntress works, Medic rests" (SETL-11). */
function stayWords(n, work, rest) {
  const names = (heroes) => heroes.map((x) => heroName(n, x)).join(" and ");
  return [work.length ? `${names(work)} ${work.length === 1 ? "works" : "work"}` : "",
    rest.length ? `${names(rest)} ${rest.length === 1 ? "rests" : "rest"}` : ""].filter(Boolean).join(", ");
}

function decisionOpened(decision, n) {
  if (decision.kind === "morale") return { text: "A hero may spend morale on the test.", rule: "DEV-26" };
  if (decision.kind === "inn") {
    const plan = stayWords(n, decision.work, decision.rest);
    return { text: `${seatName(n, decision.proposer)} proposed ${decision.days} day${decision.days === 1 ? "" : "s"} at the inn (${plan}); the others answer for their heroes.`, rule: "SETL-11" };
  }
  if (decision.kind === "reading") return { text: `Everyone reads on before quest ${keyName(n, decision.quest)} begins.`, rule: "CAMP-36" };
  if (decision.kind === "prepare") return { text: `The party prepares for quest ${keyName(n, decision.quest)}: decks, equipment, the wagon and XP, until everyone opens the Tome of Quests.`, rule: "DEV-15" };
  return { text: "The party must choose.", rule: "CAMP-23" };
}

/** Who paid a group cost (SETL-22): "Landsknecht paid 2 gold" or "Landsknecht paid ½ gold
 * and Huntress 1½ gold" (older logs have no `paid`: the buyer paid it all). */
function payers(n, e) {
  const paid = Object.entries(e.paid ?? {});
  if (paid.length < 2) return `${heroName(n, e.hero)} paid ${goldText(e.gold_half)}`;
  const [[hero, half], ...others] = paid;
  const rest = others.map(([h, g]) => `${heroName(n, h)} ${goldText(g)}`);
  return `${heroName(n, hero)} paid ${goldText(half)} and ${rest.join(" and ")}`;
}

/** Half-gold units as a player reads them: "1½ gold". */
export function goldText(half) {
  const whole = Math.floor(Math.abs(half) / 2);
  const rest = Math.abs(half) % 2 ? "½" : "";
  return `${whole || !rest ? whole : ""}${rest} gold`;
}

/** A map card or location by its face once revealed, else by its printed number. */
function placeName(n, id) {
  const front = n?.view?.campaign?.story?.fronts?.[id];
  if (front?.title) return front.title;
  const back = n?.content?.map_card_backs?.[id];
  return back ? `map card ${back.number}` : titleFromId(id || "");
}

/** A vote's answer as the vote showed it: "option A", a hero, an item by its name. */
function answerName(n, answer) {
  if (/^[A-Z]$/.test(answer || "")) return `option ${answer}`;
  if (n?.heroes?.[answer] || n?.content?.heroes?.[answer]) return heroName(n, answer);
  return keyName(n, answer);
}

/** The settlement a map card holds, by name ("Penzberg"), else the card's name. */
function settlementName(n, id) {
  return n?.view?.campaign?.story?.fronts?.[id]?.settlement || placeName(n, id);
}

/** A card, quest, item or place by the name players read (a revealed face, the pack's name). */
function keyName(n, id) {
  const front = n?.view?.campaign?.story?.fronts?.[id];
  if (front?.title) return front.title;
  for (const kind of ["quests", "equipment", "resources", "cards", "recipes", "wagon"]) {
    const named = n?.content?.[kind]?.[id];
    if (named?.name || named?.title) return named.name || named.title;
  }
  return placeName(n, id);
}

/** Where a card or rewards lie (CAMP-19/28): a map card or a location card by its face,
 * else a map card by its number; a location not laid out yet is never read by its id. */
function atName(n, id) {
  const front = n?.view?.campaign?.story?.fronts?.[id];
  if (front?.title) return front.title;
  const back = n?.content?.map_card_backs?.[id];
  return back ? `map card ${back.number}` : "a location card not laid out yet";
}

/** A story card by its face once the party has seen it; unseen, only "A card". */
function storyCard(n, id, e = {}) {
  return e.front?.title || n?.view?.campaign?.story?.fronts?.[id]?.title || "A card";
}

function cardTitle(e, id) {
  return e.front?.title || titleFromId(id || "");
}

function changes(e, n) {
  const parts = [];
  if (e.gold_half) parts.push(`${e.gold_half > 0 ? "+" : "−"}${goldText(e.gold_half)}`);
  if (e.xp) parts.push(`${e.xp > 0 ? "+" : "−"}${Math.abs(e.xp)} XP`);
  if (e.morale) parts.push(`${e.morale > 0 ? "+" : "−"}${Math.abs(e.morale)} morale`);
  if (e.health) parts.push(`${e.health > 0 ? "+" : "−"}${Math.abs(e.health)} Health`);
  for (const [kind, count] of Object.entries(e.resources || {})) parts.push(`${count > 0 ? "+" : "−"}${Math.abs(count)} ${keyName(n, kind)}`);
  for (const item of e.equipment_gained || []) parts.push(`+${keyName(n, item)}`);
  for (const item of e.equipment_lost || []) parts.push(`−${keyName(n, item)}`);
  if (e.poisoned === false) parts.push("poison cured");
  return parts.join(", ");
}

const REASON_RULES = { poison: "TRAIT-16", trade: "SETL-09", work: "SETL-12", rest: "SETL-13", heal: "SETL-14", river: "SETL-18", rewards: "CAMP-28", task: "CAMP-30", findings: "TERR-15", test: "DEV-26" };

const CAMPAIGN = {
  campaign_set_up: () => ({ text: "The region was laid out: the Hunters stand on their first map card on day 1.", rule: "CAMP-03" }),
  party_moved: (e, n) => ({
    text: e.location ? `The party went to ${placeName(n, e.location)}.` : e.by === "river" ? `The party sailed to ${placeName(n, e.to)}.`
      : e.by === "settlement" ? `The party left the locations of ${settlementName(n, e.to)}.` : `The party moved to ${placeName(n, e.to)}.`,
    rule: { travel: "CAMP-11", river: "SETL-17", settlement: "SETL-04", story: "CAMP-10" }[e.by] || "CAMP-11",
  }),
  map_card_revealed: (e) => ({ text: `${cardTitle(e, e.card)} was revealed.`, rule: "CAMP-18" }),
  travel_die_rolled: (e) => ({ text: e.icon ? "The travel die shows the road icon." : "The travel die shows a blank face.", rule: "CAMP-12" }),
  card_drawn: (e) => ({ text: `${cardTitle(e, e.card)} was drawn from the bottom of its pile.`, rule: e.pile === "town" ? "SETL-07" : "CAMP-14" }),
  card_read: (e) => ({ text: `The party read ${cardTitle(e, e.card)}.`, rule: "CAMP-21" }),
  pile_reshuffled: () => ({ text: "An exhausted pile was reshuffled.", rule: "CAMP-16" }),
  card_returned: (e, n) => ({ text: `${storyCard(n, e.card)} went back to its pile.`, rule: "CAMP-15" }),
  card_placed: (e, n) => ({
    text: `${storyCard(n, e.card, e)} was placed ${e.face === "up" ? "face up" : "face down"}${e.at ? ` on ${atName(n, e.at)}` : " beside the map"}${e.token ? ` under time token ${e.token} until day ${e.token_day}` : ""}.`,
    rule: e.token ? "CAMP-32" : "CAMP-20",
  }),
  card_removed: (e, n) => ({ text: `${storyCard(n, e.card)} left the game.`, rule: "CAMP-26" }),
  locations_placed: (e) => ({ text: `New locations are open: ${e.locations.map((l) => e.fronts?.[l]?.title || l).join(", ")}.`, rule: "SETL-02" }),
  locations_removed: (e, n) => ({ text: `Locations closed: ${e.locations.map((l) => placeName(n, l)).join(", ")}.`, rule: "SETL-02" }),
  rewards_placed: (e, n) => ({ text: `Rewards wait on ${atName(n, e.at)} (${changes(e, n)}).`, rule: "CAMP-28" }),
  rewards_collected: (e, n) => ({ text: `The party collected the rewards on ${atName(n, e.at)}.`, rule: "CAMP-28" }),
  day_began: (e) => ({ text: `Day ${e.day} began.`, rule: "CAMP-11" }),
  time_tokens_cleared: (e) => ({ text: `Time token${e.tokens.length > 1 ? "s" : ""} ${e.tokens.join(", ")} came off: the card${e.tokens.length > 1 ? "s are" : " is"} free.`, rule: "CAMP-33" }),
  deadline_missed: (e, n) => ({ text: `Day ${e.day} ended before ${keyName(n, e.card)} was revealed: the main plot can no longer be finished in time.`, rule: "CAMP-25" }),
  campaign_ended: (e) => ({ text: e.result === "victory" ? "The campaign is won." : `The campaign is lost (${titleFromId(e.reason)}).`, rule: "CAMP-02" }),
  hero_board_changed: (e, n) => ({ text: `${heroName(n, e.hero)}: ${changes(e, n) || "no change"}.`, rule: REASON_RULES[e.reason] || "CAMP-27" }),
  gold_transferred: (e, n) => ({ text: `${heroName(n, e.giver)} gave ${goldText(e.gold_half)} to ${heroName(n, e.receiver)}.`, rule: "SETL-22" }),
  hero_returned: (e, n) => ({ text: `${heroName(n, e.hero)} came back from the quest with ${e.health} Health.`, rule: "END-04" }),
  hero_joined: (e, n) => ({ text: `${heroName(n, e.board.hero)} joined the party with ${e.board.xp} XP.`, rule: "DEV-35" }),
  hero_left_party: (e, n) => ({ text: `${heroName(n, e.hero)} leaves the party${e.by === "gm" ? " (the GM's decision)" : " with its player"}; the gold is shared among the others, the gear goes into the wagon.`, rule: "DEV-34" }),
  hero_fell: (e, n) => ({ text: `${heroName(n, e.hero)} fell; the others share what was left behind.`, rule: "DEV-39" }),
  frame_pushed: () => null,
  instruction_taken: () => null,
  frame_finished: () => null,
  entry_read: (e) => ({ text: `The party read entry ${e.entry} of the Tome of Tales.`, rule: "CAMP-34" }),
  task_completed: (e, n) => ({ text: `Task ${keyName(n, e.task)} is done.`, rule: "CAMP-30" }),
  quest_called: (e, n) => ({ text: `The story leads to quest ${keyName(n, e.quest)}.`, rule: "CAMP-36" }),
  quest_handed_over: () => null,
  quest_concluded: (e, n) => ({ text: `Quest ${keyName(n, e.quest)} ended in ${e.outcome}; the story goes on.`, rule: "END-04" }),
  campaign_decision_opened: (e, n) => decisionOpened(e.decision, n),
  vote_cast: (e, n) => (e.choice === "read_on"
    ? { text: `${seatName(n, e.seat)} has read on.`, rule: "CAMP-36" }
    : e.choice === "open_tome"
    ? { text: `${seatName(n, e.seat)} has opened the Tome of Quests.`, rule: "DEV-15" }
    : { text: `${seatName(n, e.seat)} voted for ${answerName(n, e.choice)}.`, rule: "DEV-21" }),
  inn_stay_joined: (e, n) => ({ text: `${seatName(n, e.seat)} answered the stay: ${stayWords(n, e.work, e.rest) || "their heroes do neither"}.`, rule: "SETL-11" }),
  campaign_decision_closed: (e, n) => (e.answer === "read_on"
    ? { text: e.by_default ? "Time to read ran out: the party reads on." : "Everyone has read on.", rule: "CAMP-36" }
    : e.answer === "open_tome"
    ? { text: e.by_default ? "Time to prepare ran out: the Tome of Quests is opened, each hero with its last deck." : "Everyone has opened the Tome of Quests: the quest begins.", rule: "EQUIP-41" }
    : e.answer === "spend" ? null // the hero's −1 morale says it (DEV-26), once
    : e.answer === "keep" ? { text: e.by_default ? "Time to answer ran out: the morale is kept." : "The morale is kept.", rule: "DEV-26" }
    : e.answer === "stay"
    ? { text: e.by_default ? "Time to answer ran out: the stay goes ahead with those who answered." : "Everyone has answered: the stay goes ahead.", rule: "SETL-11" }
    : { text: e.by_default ? `Time ran out: ${answerName(n, e.answer)} was taken.` : `Decided: ${answerName(n, e.answer)}.`, rule: "DEV-21" }),
  test_rolled: (e, n) => ({ text: `${e.testers.map((h) => heroName(n, h)).join(", ")} tested ${titleFromId(e.attribute)} ${e.difficulty}: the die shows ${e.die}, ${e.total} in all.`, rule: "DEV-18" }),
  test_resolved: (e) => ({ text: `The test ${e.passed ? "passed" : "failed"} (${e.total}).`, rule: "DEV-18" }),
  story_die_rolled: (e) => ({ text: `The die shows ${e.face}.`, rule: "CAMP-17" }),
  wagon_upgraded: (e, n) => ({ text: `${payers(n, e)}: the wagon's ${keyName(n, e.category)} is at level ${e.level}.`, rule: "EQUIP-38" }),
  wagon_loaded: (e, n) => ({ text: `${heroName(n, e.hero)} ${e.into_wagon ? "stored" : "took"} ${e.count} ${keyName(n, e.item)} ${e.into_wagon ? "in" : "from"} the wagon.`, rule: "EQUIP-40" }),
  armor_repaired: (e, n) => ({ text: `${heroName(n, e.hero)}'s armor was repaired for ${goldText(e.gold_half)}.`, rule: "EQUIP-45" }),
  equipment_arranged: (e, n) => ({ text: `${heroName(n, e.hero)} laid out their equipment anew.`, rule: "EQUIP-22" }),
  item_crafted: (e, n) => ({ text: `${heroName(n, e.hero)} crafted ${keyName(n, e.item)}${e.into === "wagon" ? " into the wagon" : ""}.`, rule: "EQUIP-42" }),
  attribute_raised: (e, n) => ({ text: `${heroName(n, e.hero)} raised ${e.attribute === "health" ? "maximum Health" : titleFromId(e.attribute)} for ${e.xp} XP.`, rule: e.attribute === "health" ? "DEV-11" : "DEV-10" }),
  action_card_bought: (e, n) => ({ text: `${heroName(n, e.hero)} learnt ${n.content?.cards?.[e.card]?.name || keyName(n, e.card)} for ${e.xp} XP.`, rule: "DEV-14" }),
  slot_unlocked: (e, n) => ({ text: `${heroName(n, e.hero)} opened a ${e.category} slot for ${e.xp} XP.`, rule: "DEV-17" }),
  deck_built: (e, n) => ({ text: `${heroName(n, e.hero)} built a deck of ${e.cards.length} cards.`, rule: "DEV-15" }),
  checkpoint_marked: (e) => ({ text: `Saved (day ${e.day}).`, rule: "CAMP-37" }),
  checkpoint_named: (e) => ({ text: `Save ${e.id} is now called “${e.label}”.`, rule: "CAMP-37" }),
  checkpoint_restored: (e) => ({ text: `The GM returned the campaign to save ${e.id}.`, rule: "CAMP-37" }),
};

registerDescribers(CAMPAIGN);
