"""The scripted party between quests: its answer to a stay at the inn another of its
players proposed (SETL-11)."""

from __future__ import annotations

import random

from app.engine import SeededDice, decide, evolve
from app.engine.hunters.campaign.commands import JoinInnStay
from app.engine.hunters.commands import parse_command
from app.simulate.campaign.party import CampaignParty
from tests.engine.campaign.test_settlements import enter, in_penzberg
from tests.engine.quest_factory import base, seat


def test_the_others_work_beside_the_player_who_proposed_a_stay() -> None:
    state = enter(in_penzberg(("landsknecht", "huntress"), gold_half=0), "L04")
    command = parse_command({"type": "stay_at_inn", "days": 1, "work": ["landsknecht"]})
    result = decide(state, command, SeededDice(1), actor=seat("s0"), content=base())
    assert isinstance(result, list)
    for event in result:
        state = evolve(state, event)
    answer, actor = CampaignParty(base()).choose(state, random.Random(0))
    assert isinstance(answer, JoinInnStay) and actor == seat("s1")
    assert answer.work == ("huntress",)
