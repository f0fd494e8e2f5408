"""CAMP-25 in whole simulated campaigns: no campaign is told it missed the deadline of a
card that was never in play (the branch the story did not take), and none that missed a
real deadline is won."""

from __future__ import annotations

import pytest

from app.simulate.campaign.playout import play_campaign
from app.simulate.campaign.record import record_of
from app.simulate.policies import CarefulPolicy
from tests.engine.quest_factory import base

SEEDS = range(6)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_simulated_campaign_records_no_false_missed_deadline_camp_25(seed: int) -> None:
    party = ("landsknecht", "huntress", "medic")
    record = record_of(base(), play_campaign(base(), party, "normal", seed, CarefulPolicy()))
    assert record.missed_out_of_play == 0, record.missed
    assert not (record.missed and record.victory), record.missed
