"""SETL-22: a group cost is paid from any combination of purses, and legal_commands offers
exactly what decide accepts (they share the guard)."""

from __future__ import annotations

from app.engine import HuntersTable
from app.engine.hunters.campaign.rules.purses import group_payment
from app.engine.hunters.legal import legal_commands
from tests.engine.campaign.factory import after_quest_one, board_of, with_board
from tests.engine.quest_factory import base, seat


def with_purses(**gold_half: int) -> HuntersTable:
    state, _ = after_quest_one()
    board = board_of(state)
    heroes = {k: h.model_copy(update={"gold_half": gold_half[k]}) for k, h in board.heroes.items()}
    return with_board(state, heroes=heroes)


def test_a_wagon_level_is_offered_when_only_the_purses_together_can_pay_setl_22() -> None:
    state = with_purses(landsknecht=0, huntress=4)
    offered = {c.model_dump_json() for c in legal_commands(state, seat("s0"), base())}
    assert any('"upgrade_wagon"' in c and '"landsknecht"' in c for c in offered)


def test_no_wagon_level_is_offered_beyond_the_party_s_gold_setl_22() -> None:
    state = with_purses(landsknecht=1, huntress=2)
    assert not [c for c in legal_commands(state, seat("s0"), base()) if c.type == "upgrade_wagon"]


def test_each_pays_its_own_share_first_then_the_fullest_purse_setl_22() -> None:
    state = with_purses(landsknecht=1, huntress=5)
    board = board_of(state)
    both = {"landsknecht": 1, "huntress": 1}
    assert group_payment(board, both) == both
    assert group_payment(board, {"landsknecht": 4}) == {"landsknecht": 1, "huntress": 3}
    assert group_payment(board, {"landsknecht": 7}) is None
