"""A campaign's dice seed (issue 25, "seeds everywhere"): fresh and secret in play, pinned
by a test-only setting so a browser or live test plays the same dice on every run."""

from __future__ import annotations

import pytest
from pydantic import SecretStr, ValidationError

from app.db.event_store import events_between
from app.engine import CampaignCreated
from app.service.campaigns import NewCampaign, create_campaign
from app.service.context import ServiceContext
from app.service.runtime import open_context
from app.settings import Settings
from tests.factories import install_test_pack
from tests.service.test_commands import new_user


async def genesis_seeds(ctx: ServiceContext, count: int) -> list[int]:
    user = await new_user(ctx, "owner")
    catalog = await install_test_pack(ctx)
    seeds = []
    for number in range(count):
        spec = NewCampaign(name=f"Seeded {number}", content_hash=catalog.content_hash)
        campaign = await create_campaign(ctx, user, spec)
        async with ctx.sessions() as db:
            first = (await events_between(db, campaign.id, after_seq=0, upto_seq=1))[0].event
        assert isinstance(first, CampaignCreated)
        seeds.append(first.seed)
    return seeds


async def test_a_pinned_base_gives_each_campaign_its_own_repeatable_seed(
    settings: Settings,
) -> None:
    pinned = settings.model_copy(update={"campaign_seed_base": 1492})
    async with open_context(pinned) as ctx:
        assert await genesis_seeds(ctx, 2) == [1493, 1494]


async def test_without_a_pin_every_campaign_draws_a_fresh_seed(settings: Settings) -> None:
    async with open_context(settings) as ctx:
        first, second = await genesis_seeds(ctx, 2)
    assert first != second and first not in (1493, 1494)


def test_production_refuses_pinned_dice() -> None:
    with pytest.raises(ValidationError, match="CAMPAIGN_SEED_BASE is for tests"):
        Settings(environment="production", secret_key=SecretStr("s" * 40), campaign_seed_base=7)
