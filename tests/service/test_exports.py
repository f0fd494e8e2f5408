"""Export and import (issue 15): a campaign as one document round-trips into another
server to a byte-identical state, SQLite -> Postgres and Postgres -> SQLite; a tampered
document is refused with a clear error; a custom pack travels inside the document."""

from __future__ import annotations

import json
import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr
from sqlalchemy import select

from app.db.codec import encode_snapshot
from app.db.models import ContentPack, User
from app.engine import Actor
from app.service.campaigns import NewCampaign, create_campaign, take_seat
from app.service.commands import CommandRequest, run_command
from app.service.context import ServiceContext
from app.service.errors import BadRequest
from app.service.exports import export_campaign, import_campaign, parse_document, to_text
from app.service.runtime import open_context
from app.settings import Settings
from tests.conftest import _truncate_postgres
from tests.factories import command_id, install_test_pack, rebuild_state, small_catalog
from tests.service.test_commands import new_user

DIRECTIONS = [
    "sqlite->sqlite",
    pytest.param("sqlite->postgres", marks=pytest.mark.postgres),
    pytest.param("postgres->sqlite", marks=pytest.mark.postgres),
]


def _context(request: pytest.FixtureRequest, kind: str, folder: Path) -> Any:
    if kind == "sqlite":
        folder.mkdir()
        shutil.copy(request.getfixturevalue("sqlite_template"), folder / "h.db")
        url = f"sqlite+aiosqlite:///{folder / 'h.db'}"
    else:
        url = request.getfixturevalue("postgres_migrated")
        _truncate_postgres(url)
    settings = Settings(database_url=url, data_dir=folder, secret_key=SecretStr("test-secret-key"))
    return open_context(settings)


@pytest.fixture(params=DIRECTIONS)
async def servers(
    request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[tuple[ServiceContext, ServiceContext]]:
    source_kind, target_kind = request.param.split("->")
    async with (
        _context(request, source_kind, tmp_path / "a") as source,
        _context(request, target_kind, tmp_path / "b") as target,
    ):
        await install_test_pack(source)
        await install_test_pack(target)
        yield source, target


async def played_campaign(ctx: ServiceContext) -> int:
    """A campaign with two seats, heroes chosen, a name and a chat line."""
    gm = await new_user(ctx, "greta")
    ann = await new_user(ctx, "ann")
    catalog = next(iter(ctx.content._catalogs.values()))
    campaign = await create_campaign(
        ctx, gm, NewCampaign(name="Winter", content_hash=catalog.content_hash, seed=7)
    )
    await take_seat(ctx, campaign.id, ann, reason="test")
    for seat, command in (
        ("seat1", {"type": "choose_hero", "hero": "huntress"}),
        ("seat2", {"type": "choose_hero", "hero": "medic"}),
        ("seat1", {"type": "name_party", "name": "The Owls"}),
    ):
        actor = Actor(role="seat", seat=seat)
        request = CommandRequest(campaign.id, command_id(), command, actor, user_id=gm.id)
        await run_command(ctx, request)
    return campaign.id


async def test_export_then_import_rebuilds_a_byte_identical_state(
    servers: tuple[ServiceContext, ServiceContext],
) -> None:
    source, target = servers
    campaign_id = await played_campaign(source)
    document = parse_document(to_text(await export_campaign(source, campaign_id)))
    await new_user(target, "ann")
    await new_user(target, "greta")
    imported = await import_campaign(target, document, importer=None)
    assert imported.unmatched == []
    async with source.sessions() as a, target.sessions() as b:
        before = await rebuild_state(a, campaign_id, document.campaign.seq)
        after = await rebuild_state(b, imported.campaign_id, document.campaign.seq)
    assert encode_snapshot(after) == encode_snapshot(before)
    again = await export_campaign(target, imported.campaign_id)
    same = {"exported_at", "integrity", "campaign"}
    assert again.model_dump(exclude=same) == document.model_dump(exclude=same)
    assert again.campaign.model_dump(exclude={"id"}) == document.campaign.model_dump(exclude={"id"})


async def test_a_tampered_export_is_refused_and_writes_nothing(ctx: ServiceContext) -> None:
    campaign_id = await played_campaign(ctx)
    text = to_text(await export_campaign(ctx, campaign_id))
    tampered = text.replace("The Owls", "The Crows")
    with pytest.raises(BadRequest) as refused:
        parse_document(tampered)
    assert refused.value.code == "export_tampered"
    assert "changed after it was made" in refused.value.message
    with pytest.raises(BadRequest) as junk:
        parse_document(json.dumps({"format": "something else"}))
    assert junk.value.code == "export_invalid"


async def test_a_restore_keeps_the_id_and_refuses_to_overwrite(ctx: ServiceContext) -> None:
    campaign_id = await played_campaign(ctx)
    document = await export_campaign(ctx, campaign_id)
    with pytest.raises(Exception, match="exists here"):
        await import_campaign(ctx, document, importer=None, keep_id=True)
    async with ctx.sessions() as db:
        greta = await db.scalar(select(User).where(User.username == "greta"))
    copy = await import_campaign(ctx, document, importer=greta, match_members=False)
    assert copy.campaign_id != campaign_id and copy.unmatched == ["ann"]
    members = (await export_campaign(ctx, copy.campaign_id)).members
    assert [m.username for m in members] == ["greta", None]


async def test_a_custom_pack_travels_inside_the_export(
    ctx: ServiceContext, tmp_path: Path, sqlite_template: Path
) -> None:
    custom = small_catalog().model_copy(update={"pack": "homebrew"})
    custom = custom.model_copy(update={"content_hash": custom.recomputed_hash()})
    owner = await new_user(ctx, "brewer")
    async with ctx.write_session() as db:
        await ctx.content.store(db, custom, name="Brew", now=ctx.clock.now(), user_id=owner.id)
        await db.commit()
    campaign = await create_campaign(
        ctx, owner, NewCampaign(name="Brewed", content_hash=custom.content_hash, seed=3)
    )
    document = await export_campaign(ctx, campaign.id)
    assert document.content.catalog is not None
    shutil.copy(sqlite_template, tmp_path / "other.db")
    url = f"sqlite+aiosqlite:///{tmp_path / 'other.db'}"
    async with open_context(Settings(database_url=url, data_dir=tmp_path)) as other:
        brewer = await new_user(other, "brewer")
        imported = await import_campaign(other, document, importer=brewer)
        async with other.sessions() as db:
            assert await db.get(ContentPack, custom.content_hash) is not None
        assert (await export_campaign(other, imported.campaign_id)).content == document.content
