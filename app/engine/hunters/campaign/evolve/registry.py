"""evolve for the campaign layer: one registry from event type to the function applying
it to the CampaignBoard (never fails, never rolls, no rules)."""

from __future__ import annotations

from app.engine.hunters.campaign.evolve import days, heroes, improvements, region, story
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.model import EventBase
from app.engine.kernel.registry import EventRoutes

CAMPAIGN_BOARD_EVENTS = EventRoutes[CampaignBoard](
    {
        "campaign_set_up": lambda _board, e: e.board,
        "party_moved": region.party_moved,
        "map_card_revealed": region.map_card_revealed,
        "travel_die_rolled": story.nothing,
        "card_drawn": region.card_drawn,
        "card_read": region.card_read,
        "pile_reshuffled": region.pile_reshuffled,
        "card_returned": region.card_returned,
        "card_placed": region.card_placed,
        "card_removed": region.card_removed,
        "locations_placed": region.locations_placed,
        "locations_removed": region.locations_removed,
        "rewards_placed": region.rewards_placed,
        "rewards_collected": region.rewards_collected,
        "day_began": days.day_began,
        "time_tokens_cleared": days.time_tokens_cleared,
        "deadline_missed": days.deadline_missed,
        "campaign_ended": days.campaign_ended,
        "hero_board_changed": heroes.hero_board_changed,
        "gold_transferred": heroes.gold_transferred,
        "hero_returned": heroes.hero_returned,
        "hero_fell": heroes.hero_fell,
        "hero_left_party": heroes.hero_left_party,
        "hero_joined": heroes.hero_joined,
        "frame_pushed": story.frame_pushed,
        "instruction_taken": story.instruction_taken,
        "frame_finished": story.frame_finished,
        "entry_read": story.entry_read,
        "task_completed": story.task_completed,
        "quest_called": story.quest_called,
        "quest_handed_over": story.quest_handed_over,
        "quest_concluded": story.quest_concluded,
        "campaign_decision_opened": story.decision_opened,
        "vote_cast": story.vote_cast,
        "inn_stay_joined": story.inn_stay_joined,
        "campaign_decision_closed": story.decision_closed,
        "test_rolled": story.nothing,
        "test_resolved": story.nothing,
        "story_die_rolled": story.nothing,
        "wagon_upgraded": improvements.wagon_upgraded,
        "wagon_loaded": improvements.wagon_loaded,
        "armor_repaired": improvements.armor_repaired,
        "equipment_arranged": improvements.equipment_arranged,
        "item_crafted": improvements.item_crafted,
        "attribute_raised": improvements.attribute_raised,
        "action_card_bought": improvements.action_card_bought,
        "slot_unlocked": improvements.slot_unlocked,
        "deck_built": improvements.deck_built,
    }
)


def evolve_board(board: CampaignBoard, event: EventBase) -> CampaignBoard:
    """Apply one campaign event (the recorder folds the table's events too: unknown
    types leave the board unchanged)."""
    return CAMPAIGN_BOARD_EVENTS.apply_known(board, event)
