"""Issue 24: the e-mail hourly cap per person (MAILS_PER_USER_PER_HOUR) held per server
process, so with `--workers 2` a person could get twice the cap. It is counted in the
database now: two processes (two service contexts on one database, each its own
notification sender) send at most the cap between them, and the next hour sends again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr
from sqlalchemy import select

from app.db.models import Campaign, User
from app.service.notifications.sender import NotificationSender
from app.service.runtime import open_context
from app.settings import Settings
from tests.api.conftest import app  # noqa: F401
from tests.factories import MovableClock, register
from tests.service.notifications.receivers import MailSink
from tests.service.notifications.test_sender import set_email, sink  # noqa: F401

PER_HOUR = 4


@pytest.fixture
def settings(database_url: str, tmp_path: Path, sink: tuple[MailSink, int]) -> Settings:  # noqa: F811
    return Settings(
        database_url=database_url,
        data_dir=tmp_path / "data",
        secret_key=SecretStr("test-secret-key-not-for-production"),
        smtp_host="127.0.0.1",
        smtp_port=sink[1],
        smtp_starttls=False,
        mails_per_user_per_hour=PER_HOUR,
        campaign_seed_base=1492,
    )


async def test_two_processes_send_one_person_no_more_than_the_hourly_cap(
    app: Any,  # noqa: F811
    settings: Settings,
    sink: tuple[MailSink, int],  # noqa: F811
) -> None:
    player = await register(app, "busy")
    await set_email(player, "busy@example.org")
    cid = (await player.post("/api/campaigns", {"name": "Cap", "pack": "test"})).json()["id"]
    async with app.state.ctx.sessions() as db:
        user = await db.scalar(select(User).where(User.username_key == "busy"))
        campaign = await db.get(Campaign, cid)
    assert user is not None and campaign is not None
    clock = MovableClock()
    async with open_context(settings) as second:
        senders = [NotificationSender(app.state.ctx), NotificationSender(second)]
        for sender in senders:
            sender.ctx.clock = clock
        for _ in range(3):
            for sender in senders:
                await sender._mail(user, campaign, "Your turn.")
        assert len(sink[0].to("busy@example.org")) == PER_HOUR
        clock.advance(hours=1, seconds=1)
        await senders[1]._mail(user, campaign, "Your turn again.")
    assert len(sink[0].to("busy@example.org")) == PER_HOUR + 1
