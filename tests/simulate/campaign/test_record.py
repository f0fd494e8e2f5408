"""A campaign's economy from its events (DEV-31..33, SETL-09/11, EQUIP-38/42): what the
heroes earned, what they bought, and the means per hero over several campaigns."""

from __future__ import annotations

from app.engine.hunters.campaign.events.heroes import HeroBoardChanged
from app.engine.hunters.campaign.events.improvements import (
    AttributeRaised,
    ItemCrafted,
    WagonUpgraded,
)
from app.simulate.campaign.record import CampaignRecord, CampaignSummary, Economy, economy_of

EVENTS = [
    HeroBoardChanged(hero="huntress", reason="story", gold_half=6, xp=3),
    HeroBoardChanged(hero="medic", reason="rewards", gold_half=4, xp=2),
    HeroBoardChanged(hero="medic", reason="work", gold_half=2),
    # a sale and a purchase move gold but earn nothing; a healer's fee is spent
    HeroBoardChanged(hero="huntress", reason="trade", gold_half=4, equipment_lost=("gambeson",)),
    HeroBoardChanged(hero="huntress", reason="trade", gold_half=-8, equipment_gained=("sallet",)),
    HeroBoardChanged(hero="medic", reason="heal", gold_half=-2, health=2),
    WagonUpgraded(category="armorers_tools", level=1, hero="medic", gold_half=4),
    ItemCrafted(recipe="kettle_hat", item="kettle_hat", hero="huntress", from_hero={},
                from_wagon={"steel": 2}, into="hero"),
    AttributeRaised(hero="medic", attribute="health", xp=4),
]  # fmt: skip


def test_earnings_count_the_story_rewards_and_work_not_sales() -> None:
    economy = economy_of(EVENTS, heroes=2, gold_left_half=10)
    assert economy == Economy(
        heroes=2, gold_earned_half=12, xp_earned=5, wagon_levels=1, crafted=1, bought=1,
        improvements=1, gold_left_half=10,
    )  # fmt: skip


def test_the_summary_gives_means_per_hero_and_per_campaign() -> None:
    summary = CampaignSummary()
    for economy in (economy_of(EVENTS, 2, 10), Economy(heroes=4, gold_earned_half=40)):
        summary.add(CampaignRecord(False, 60, (), 0, "", economy))
    assert summary.per_hero("gold_earned_half") == (12 / 2 + 40 / 4) / 2
    assert summary.per_campaign("wagon_levels") == 0.5
