"""evolve() of a Primal campaign: each campaign event applied to the campaign sheet and
the hunters' sheets (never fails, never rolls)."""

from __future__ import annotations

from typing import Any

from app.engine.kernel.model import EventBase
from app.engine.kernel.registry import EventRoutes
from app.engine.primal.campaign import events as ev
from app.engine.primal.campaign.model import DEFEAT_SPACES, CampaignState, HunterSheet


def _sheet(state: CampaignState, hunter: str, **update: Any) -> CampaignState:
    sheet = state.hunters[hunter].model_copy(update=update)
    return state.model_copy(update={"hunters": {**state.hunters, hunter: sheet}})


def _reserve(sheet: HunterSheet, change: dict[str, int]) -> dict[str, int]:
    merged = dict(sheet.reserve)
    for resource, amount in change.items():
        merged[resource] = merged.get(resource, 0) + amount
    return {k: v for k, v in sorted(merged.items()) if v}


def _hunt_begun(state: CampaignState, event: ev.HuntBegun) -> CampaignState:
    return state.model_copy(update={"hunt_ko": False, "active_quest": event.quest})


def _hunt_ended(state: CampaignState, event: ev.HuntEnded) -> CampaignState:
    """P-CAMP-29: consumed potions go back to the box after a win; P-CAMP-10: after a
    failure they are given back (nothing leaves the potion deck)."""
    if event.outcome == "defeat":
        return state
    for hunter, used in event.consumed.items():
        kept = tuple(p for p in state.hunters[hunter].potions if p not in used)
        state = _sheet(state, hunter, potions=kept)
    return state


def _set_up(state: CampaignState, event: ev.CampaignSetUp) -> CampaignState:
    return state.model_copy(update={"hunters": dict(event.sheets), "forge_elements": event.forge})


def _chapter(state: CampaignState, event: ev.ChapterBegun) -> CampaignState:
    return state.model_copy(
        update={"chapter": event.chapter, "phase": "story", "tries": 0, "votes": {}}
    )


def _upgrade(state: CampaignState, _event: ev.UpgradeAllowed) -> CampaignState:
    for hunter, sheet in state.hunters.items():
        state = _sheet(state, hunter, upgrades_due=sheet.upgrades_due + 1)
    return state


def _unlocked(state: CampaignState, event: ev.QuestUnlocked) -> CampaignState:
    return state.model_copy(update={"available": (*state.available, event.quest)})


def _expired(state: CampaignState, event: ev.QuestExpired) -> CampaignState:
    return state.model_copy(
        update={
            "available": tuple(q for q in state.available if q != event.quest),
            "expired": (*state.expired, event.quest),
            "journal": (*state.journal, event.passage),
        }
    )


def _voted(state: CampaignState, event: ev.QuestVoted) -> CampaignState:
    return state.model_copy(update={"votes": {**state.votes, event.seat: event.quest}})


def _chosen(state: CampaignState, event: ev.QuestChosen) -> CampaignState:
    return state.model_copy(update={"active_quest": event.quest, "phase": "crafting", "votes": {}})


def _crafted(state: CampaignState, event: ev.EquipmentCrafted) -> CampaignState:
    sheet = state.hunters[event.hunter]
    kept = list(sheet.equipment)
    for card in event.discarded:
        kept.remove(card)
    spent = {k: -v for k, v in event.spent.items()}
    return _sheet(
        state, event.hunter, equipment=(*kept, event.equipment),
        reserve=_reserve(sheet, spent), deck=None,
    )  # fmt: skip


def _offered(state: CampaignState, event: ev.TradeOffered) -> CampaignState:
    return state.model_copy(
        update={"offers": (*state.offers, event.offer), "next_offer": event.offer.id + 1}
    )


def _trade_closed(state: CampaignState, event: ev.TradeClosed) -> CampaignState:
    offer = next(o for o in state.offers if o.id == event.offer)
    state = state.model_copy(update={"offers": tuple(o for o in state.offers if o is not offer)})
    if not event.accepted:
        return state
    first, second = state.hunters[offer.offerer], state.hunters[offer.partner]
    state = _sheet(state, offer.offerer, reserve=_reserve(first, {offer.gives: -1, offer.takes: 1}))
    return _sheet(state, offer.partner, reserve=_reserve(second, {offer.takes: -1, offer.gives: 1}))


def _potion(state: CampaignState, event: ev.PotionPrepared) -> CampaignState:
    sheet = state.hunters[event.hunter]
    spent: dict[str, int] = {}
    for plant in event.plants:
        spent[plant] = spent.get(plant, 0) - 1
    return _sheet(
        state, event.hunter, potions=(*sheet.potions, event.potion),
        reserve=_reserve(sheet, spent),
    )  # fmt: skip


def _step(state: CampaignState, event: ev.StepUnlocked) -> CampaignState:
    sheet = state.hunters[event.hunter]
    masteries = (*sheet.masteries, event.mastery) if event.mastery else sheet.masteries
    return _sheet(
        state, event.hunter, steps=(*sheet.steps, event.step), pool=(*sheet.pool, *event.cards),
        masteries=masteries, upgrades_due=sheet.upgrades_due - 1, deck=None,
    )  # fmt: skip


def _deck(state: CampaignState, event: ev.DeckBuilt) -> CampaignState:
    return _sheet(state, event.hunter, deck=event.loadout)


def _reward_card(state: CampaignState, event: ev.RewardCardGiven) -> CampaignState:
    sheet = state.hunters[event.hunter]
    equipment = (*sheet.equipment, event.equipment) if event.equipment else sheet.equipment
    pending = list(state.pending_reward_cards)
    pending.remove(event.card)
    state = state.model_copy(update={"pending_reward_cards": tuple(pending)})
    return _sheet(
        state, event.hunter, reward_cards=(*sheet.reward_cards, event.card), equipment=equipment
    )


def _won(state: CampaignState, event: ev.QuestWon) -> CampaignState:
    """P-CAMP-09 steps 1-4, P-CAMP-43/44."""
    return state.model_copy(
        update={
            "available": tuple(q for q in state.available if q != event.quest),
            "completed": (*state.completed, event.quest),
            "trophies": (*state.trophies, event.monster),
            "journal": (*state.journal, *event.passages),
            "chapters_done": (*state.chapters_done, state.chapter),
            "total_defeats": state.total_defeats + state.defeats,
            "defeats": 0,
            "valor": state.valor + event.valor,
            "active_quest": None,
            "hunters": {h: s.model_copy(update={"deck": None}) for h, s in state.hunters.items()},
        }
    )


def _collected(state: CampaignState, event: ev.RewardsCollected) -> CampaignState:
    gained: dict[str, int] = {}
    for resource in event.resources:
        gained[resource] = gained.get(resource, 0) + 1
    for hunter, sheet in state.hunters.items():
        state = _sheet(state, hunter, reserve=_reserve(sheet, gained))
    forge = (*state.forge_elements, *(e for e in event.forge if e not in state.forge_elements))
    pending = (*state.pending_reward_cards, *event.reward_cards)
    return state.model_copy(update={"forge_elements": forge, "pending_reward_cards": pending})


def _failed(state: CampaignState, _event: ev.QuestFailed) -> CampaignState:
    """P-CAMP-10/42: the Quest Board again; a defeat marked on the track."""
    defeats = state.defeats + 1 if state.trial else state.defeats
    return state.model_copy(
        update={"phase": "quest_board", "tries": state.tries + 1, "defeats": defeats,
                "active_quest": None, "votes": {}}
    )  # fmt: skip


def _restarted(state: CampaignState, event: ev.CampaignRestarted) -> CampaignState:
    """P-CAMP-42/43: the campaign from Chapter 1; the full track's marks stay counted."""
    return CampaignState(
        book=state.book, text=state.text, trial=state.trial, expansions=state.expansions,
        phase="story", chapter=0, seats=state.seats, hunters=dict(event.sheets),
        forge_elements=event.forge,
        total_defeats=state.total_defeats + DEFEAT_SPACES, valor=state.valor,
        restarts=state.restarts + 1, journal=state.journal, next_offer=state.next_offer,
    )  # fmt: skip


def _ended(state: CampaignState, event: ev.CampaignEnded) -> CampaignState:
    return state.model_copy(update={"phase": "ended", "completed_campaign": event.complete})


def _set(**fields: str) -> Any:
    def apply(state: CampaignState, event: Any) -> CampaignState:
        return state.model_copy(update={k: getattr(event, v) for k, v in fields.items()})

    return apply


def _phase(phase: str) -> Any:
    return lambda state, _event: state.model_copy(update={"phase": phase})


CAMPAIGN_EVENTS = EventRoutes[CampaignState](
    {
        "primal_campaign_hunt_begun": _hunt_begun,
        "primal_campaign_hunt_ended": _hunt_ended,
        "primal_campaign_set_up": _set_up,
        "primal_campaign_chapter_begun": _chapter,
        "primal_campaign_forge_levelled": _set(forge_level="level"),
        "primal_campaign_herbalist_levelled": _set(herbalist_level="level"),
        "primal_campaign_upgrade_allowed": _upgrade,
        "primal_campaign_quest_unlocked": _unlocked,
        "primal_campaign_quest_expired": _expired,
        "primal_campaign_achievement_gained": lambda s, e: s.model_copy(
            update={"achievements": (*s.achievements, e.achievement)}
        ),
        "primal_campaign_story_read": _phase("quest_board"),
        "primal_campaign_quest_voted": _voted,
        "primal_campaign_quest_chosen": _chosen,
        "primal_campaign_equipment_crafted": _crafted,
        "primal_campaign_trade_offered": _offered,
        "primal_campaign_trade_closed": _trade_closed,
        "primal_campaign_potion_prepared": _potion,
        "primal_campaign_step_unlocked": _step,
        "primal_campaign_deck_built": _deck,
        "primal_campaign_reward_card_given": _reward_card,
        "primal_campaign_notes_written": lambda s, e: _sheet(s, e.hunter, notes=e.notes),
        "primal_campaign_quest_won": _won,
        "primal_campaign_rewards_collected": _collected,
        "primal_campaign_quest_failed": _failed,
        "primal_campaign_restarted": _restarted,
        "primal_campaign_ended": _ended,
    }
)


def evolve_campaign(state: CampaignState | None, event: EventBase) -> CampaignState:
    """Apply one campaign event (the first, ``primal_campaign_begun``, makes the state)."""
    if isinstance(event, ev.CampaignBegun):
        return CampaignState(
            book=event.book,
            text=event.text,
            trial=event.trial,
            expansions=event.expansions,
            seats=event.seats,
        )
    if state is None:
        raise ValueError(f"{event.type} before the campaign began")
    if isinstance(event, ev.HuntBegun):
        state = state.model_copy(update={"phase": "prologue" if event.quest is None else "hunt"})
    return CAMPAIGN_EVENTS.apply(state, event)


def observe_fight(state: CampaignState, event: EventBase) -> CampaignState:
    """P-CAMP-44: a KO at any point of the hunt cancels the no-KO Valor, even if the
    hunter rises later."""
    if event.type == "primal_hunter_knocked_out" and not state.hunt_ko:
        return state.model_copy(update={"hunt_ko": True})
    return state
