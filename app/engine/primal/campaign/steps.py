"""What the campaign emits on its own: the sheets of a campaign setup (P-CAMP-12), a
chapter's orders (P-CAMP-04, P-CAMP-16), and the end of a hunt (P-CAMP-09/10, P-CAMP-42..45)."""

from __future__ import annotations

from app.content.primal.catalog import PrimalCatalog
from app.content.schema.primal.campaign import CampaignBook, Order
from app.engine.kernel.model import EventBase
from app.engine.primal.campaign import events as ev
from app.engine.primal.campaign.evolve import evolve_campaign
from app.engine.primal.campaign.model import CHAPTERS, DEFEAT_SPACES, CampaignState, HunterSheet
from app.engine.primal.campaign.rules.book import chapter_of, quest_of, valor_of
from app.engine.primal.campaign.rules.decks import starting_pool
from app.engine.primal.model.state import PrimalState


def new_sheets(
    catalog: PrimalCatalog, book: CampaignBook, state: CampaignState
) -> dict[str, HunterSheet]:
    """P-CAMP-12/30: each hunter's character sheet, starting gear and card pool."""
    sheets = {}
    for hunter in state.seats:
        found, starter = catalog.hunters[hunter], catalog.hunters[hunter].starter
        pool, masteries = starting_pool(catalog, hunter)
        reserve: dict[str, int] = {}
        for resource in book.starting_resources:
            reserve[resource] = reserve.get(resource, 0) + 1
        sheets[hunter] = HunterSheet(
            hunter=hunter, name=found.name, weapon_class=found.weapon_class, reserve=reserve,
            equipment=(starter.weapon, starter.armor, starter.helm), potions=starter.potions,
            pool=pool, masteries=masteries,
        )  # fmt: skip
    return sheets


def chapter_start(book: CampaignBook, state: CampaignState, chapter: int) -> list[EventBase]:
    """P-CAMP-09 step 5: the next chapter at its Story phase, or the campaign's end when
    the book holds no further chapter (P-CAMP-01: complete after chapter 11)."""
    if chapter_of(book, chapter) is None:
        return [ev.CampaignEnded(complete=chapter > CHAPTERS)]
    return [ev.ChapterBegun(chapter=chapter)]


def _order(book: CampaignBook, state: CampaignState, order: Order) -> list[EventBase]:
    if order.do == "forge_level_up":
        return [ev.ForgeLevelled(level=min(state.forge_level + 1, 3))]
    if order.do == "herbalist_level_up":
        return [ev.HerbalistLevelled(level=min(state.herbalist_level + 1, 3))]
    if order.do == "card_pool_upgrade":
        return [ev.UpgradeAllowed()]
    assert order.quest is not None
    if order.do == "unlock_quest":
        return unlock(book, state, order.quest)
    return []


def unlock(book: CampaignBook, state: CampaignState, quest: str) -> list[EventBase]:
    """P-CAMP-14: a quest onto its element's space, unless it is there, done or gone."""
    if quest in (*state.available, *state.completed, *state.expired):
        return []
    return [ev.QuestUnlocked(quest=quest, region=quest_of(book, quest).element)]


def expirations(book: CampaignBook, state: CampaignState) -> list[EventBase]:
    """P-CAMP-16: available quests expiring at this chapter leave, their expiration read
    and what it unlocks; (AMBIGUITY) one never unlocked expires with nothing."""
    found: list[EventBase] = []
    for quest in book.quests:
        if quest.id in state.available and quest.expires_at == state.chapter:
            found.append(ev.QuestExpired(quest=quest.id, passage=quest.expiration))
            found += [ev.AchievementGained(achievement=a) for a in quest.expiration_achievements]
            found += [ev.QuestUnlocked(quest=q, region=quest_of(book, q).element)
                      for q in quest.expiration_unlocks]  # fmt: skip
    return found


def story_orders(book: CampaignBook, state: CampaignState) -> list[EventBase]:
    """P-CAMP-04: the introduction's orders in their order (expansion orders only with
    that expansion), then the expirations, then the Quest Board."""
    chapter = chapter_of(book, state.chapter)
    assert chapter is not None
    found: list[EventBase] = []
    for order in chapter.orders:
        if order.expansion is None or order.expansion in state.expansions:
            found += _order(book, _after(state, found), order)
    found += expirations(book, _after(state, found))
    return [*found, ev.StoryRead(chapter=state.chapter)]


def _after(state: CampaignState, events: list[EventBase]) -> CampaignState:
    for event in events:
        state = evolve_campaign(state, event)
    return state


def consumed(state: CampaignState, fight: PrimalState) -> dict[str, tuple[str, ...]]:
    """The potions each hunter took into the fight and no longer holds (Consume used)."""
    found = {}
    for hunter, sheet in state.hunters.items():
        held = fight.hunters[hunter].potions if hunter in fight.hunters else ()
        taken = sheet.deck.potions if sheet.deck else ()
        found[hunter] = tuple(p for p in taken if p not in held)
    return found


def hunt_over(
    catalog: PrimalCatalog, book: CampaignBook, state: CampaignState, fight: PrimalState
) -> list[EventBase]:
    """The end of a hunt: the Prologue (P-END-07, P-CAMP-12) or a quest (P-CAMP-09/10)."""
    assert fight.outcome is not None
    ended = ev.HuntEnded(outcome=fight.outcome, consumed=consumed(state, fight))
    if state.phase == "prologue":
        if fight.outcome == "defeat":
            return [ended]
        sheets = new_sheets(catalog, book, state)
        return [ended, ev.CampaignSetUp(sheets=sheets, forge=book.starting_forge),
                ev.ChapterBegun(chapter=1)]  # fmt: skip
    if fight.outcome == "victory":
        return [ended, *quest_won(book, state)]
    return [ended, *quest_failed(catalog, book, state)]


def quest_won(book: CampaignBook, state: CampaignState) -> list[EventBase]:
    """P-CAMP-09: conclusion (with the Keeper's vision, P-CAMP-47), rewards, trophy, the
    card to the box, the next chapter (P-CAMP-02, P-CAMP-11)."""
    assert state.active_quest is not None
    quest = quest_of(book, state.active_quest)
    rewards = quest.rewards
    found: list[EventBase] = [
        ev.QuestWon(quest=quest.id, monster=quest.monster,
                    passages=(quest.conclusion, quest.vision), valor=valor_of(state)),
        ev.RewardsCollected(forge=rewards.forge, resources=rewards.resources,
                            reward_cards=rewards.reward_cards),
        *(ev.AchievementGained(achievement=a) for a in rewards.achievements),
    ]  # fmt: skip
    for unlocked in rewards.quests:
        found += unlock(book, _after(state, found), unlocked)
    return [*found, *chapter_start(book, _after(state, found), state.chapter + 1)]


def quest_failed(
    catalog: PrimalCatalog, book: CampaignBook, state: CampaignState
) -> list[EventBase]:
    """P-CAMP-10: the chapter again from its Quest Board; P-CAMP-42: in the Hunter's Trial
    a full Defeat track restarts the campaign from Chapter 1."""
    assert state.active_quest is not None
    failed: list[EventBase] = [ev.QuestFailed(quest=state.active_quest)]
    if state.trial and state.defeats + 1 >= DEFEAT_SPACES:
        fresh = new_sheets(catalog, book, state)
        return [
            *failed,
            ev.CampaignRestarted(sheets=fresh, forge=book.starting_forge),
            ev.ChapterBegun(chapter=1),
        ]
    return failed
