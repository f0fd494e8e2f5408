"""CAMP-25: only a main-plot card in play can miss its deadline, and a missed deadline
makes the campaign unwinnable (its final quest won is no victory)."""

from __future__ import annotations

from app.content.schema.narrative import EndCampaign, PlaceCard
from app.engine.hunters.campaign.events.days import DeadlineMissed
from app.engine.hunters.campaign.model.seating import Seating
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.steps.cards import place_card
from app.engine.hunters.campaign.steps.days import advance_days
from app.engine.hunters.campaign.steps.story import STEPS
from app.engine.kernel.dice import SeededDice
from tests.engine.campaign.factory import after_quest_one, board_of, with_board
from tests.engine.quest_factory import base


def ledger_on_day(day: int, **story: object) -> CampaignRecorder:
    state, _ = after_quest_one()
    board = board_of(state)
    state = with_board(
        state,
        days=board.days.model_copy(update={"day": day}),
        story=board.story.model_copy(update=story),
    )
    seating = Seating(seats=tuple(state.seats), seat_of=state.seat_of_hero)
    return CampaignRecorder(board_of(state), SeededDice(3), base(), seating)


def missed(ledger: CampaignRecorder) -> list[str]:
    return [e.card for e in ledger.events if isinstance(e, DeadlineMissed)]


def test_the_branch_not_taken_misses_no_deadline_camp_25() -> None:
    """S017 and S018 are either/or (entry 5.01): S017 was read, S018 never came into
    play; the end of day 34 reports nothing missed."""
    ledger = ledger_on_day(34, cards_read=("S017",))
    advance_days(ledger, 1)
    assert missed(ledger) == []
    assert ledger.board.is_winnable


def test_a_card_in_play_and_unread_misses_its_deadline_camp_25() -> None:
    """S018 lies on the iron mine and is not revealed by the end of day 34: missed;
    its twin S017, never placed, is not."""
    ledger = ledger_on_day(33)
    place_card(ledger, PlaceCard(do="place_card", card="S018", at="M12"))
    advance_days(ledger, 2)
    assert "S018" in missed(ledger) and "S017" not in missed(ledger)
    assert not ledger.board.is_winnable


def test_a_card_placed_after_its_deadline_day_is_missed_at_once_camp_25() -> None:
    """S019 (day 45) comes into play on day 47: it was not revealed before day 45 ended."""
    ledger = ledger_on_day(47)
    place_card(ledger, PlaceCard(do="place_card", card="S019", at="M12"))
    assert missed(ledger) == ["S019"]
    assert not ledger.board.is_winnable


def test_the_final_quest_won_after_a_missed_deadline_is_no_victory_camp_25_camp_02() -> None:
    """The final entry says victory, but the main plot missed a deadline: the campaign is
    lost, and says why."""
    ledger = ledger_on_day(50, missed_deadlines=("S012",))
    # No frame on purpose: ending the campaign reads only the instruction.
    STEPS["end_campaign"](ledger, None, EndCampaign(do="end_campaign", result="victory"))  # type: ignore[arg-type]
    assert ledger.board.story.result == "defeat"
    assert ledger.board.story.result_reason == "deadline_missed"


def test_the_final_quest_won_in_time_is_a_victory_camp_02() -> None:
    ledger = ledger_on_day(50)
    # No frame on purpose: ending the campaign reads only the instruction.
    STEPS["end_campaign"](ledger, None, EndCampaign(do="end_campaign", result="victory"))  # type: ignore[arg-type]
    assert ledger.board.story.result == "victory"
