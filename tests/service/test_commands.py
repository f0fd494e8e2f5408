"""run_command: idempotent retries, stale expected_seq, refusals change nothing,
persist before publish, snapshots, and replay equal to the snapshot path."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select

from app.db.event_store import events_between
from app.db.models import AuditEntry, CampaignCommand, Snapshot, StoredEventRow, User
from app.engine import Actor
from app.service.campaigns import NewCampaign, create_campaign, take_seat
from app.service.commands import Accepted, CommandRequest, Refused, run_command
from app.service.context import ServiceContext
from app.service.gm_audit import gm_audit
from app.service.runtime import open_context
from app.service.states import load_state
from app.service.table_updates import committed_here
from app.settings import Settings
from tests.factories import campaign_row, command_id, rebuild_state


async def new_user(ctx: ServiceContext, name: str) -> User:
    async with ctx.write_session() as db:
        user = User(username=name, username_key=name, password_hash="x", created_at=ctx.clock.now())
        db.add(user)
        await db.commit()
        return user


async def seated_campaign(ctx: ServiceContext) -> tuple[int, User]:
    user = await new_user(ctx, "owner")
    catalog = next(iter(ctx.content._catalogs.values()))
    campaign = await create_campaign(
        ctx, user, NewCampaign(name="T", content_hash=catalog.content_hash)
    )
    return campaign.id, user


def request(campaign_id: int, payload: dict[str, Any], **extra: Any) -> CommandRequest:
    extra.setdefault("actor", Actor(role="seat", seat="seat1"))
    extra.setdefault("command_id", command_id())
    return CommandRequest(campaign_id=campaign_id, payload=payload, **extra)


async def counts(ctx: ServiceContext, campaign_id: int) -> tuple[int, int, int]:
    async with ctx.sessions() as db:
        events = await db.scalar(
            select(func.count())
            .select_from(StoredEventRow)
            .where(StoredEventRow.campaign_id == campaign_id)
        )
        commands = await db.scalar(select(func.count()).select_from(CampaignCommand))
        seq = (await campaign_row(db, campaign_id)).seq
    return int(events or 0), int(commands or 0), seq


async def test_an_accepted_command_appends_events_and_acks_their_seq(ctx: ServiceContext) -> None:
    cid, _ = await seated_campaign(ctx)
    before = await counts(ctx, cid)
    result = await run_command(ctx, request(cid, {"type": "choose_hero", "hero": "huntress"}))
    assert isinstance(result, Accepted)
    assert result.seq_from == result.seq_to == before[2] + 1
    assert await counts(ctx, cid) == (before[0] + 1, before[1] + 1, before[2] + 1)


async def test_the_same_command_id_applies_once(ctx: ServiceContext) -> None:
    cid, _ = await seated_campaign(ctx)
    first = request(cid, {"type": "name_party", "name": "Wolfsbane"})
    one = await run_command(ctx, first)
    before = await counts(ctx, cid)
    two = await run_command(ctx, first)
    assert isinstance(one, Accepted) and isinstance(two, Accepted)
    assert (two.seq_from, two.seq_to, two.duplicate) == (one.seq_from, one.seq_to, True)
    assert await counts(ctx, cid) == before


async def test_a_retry_after_a_server_restart_still_applies_once(
    ctx: ServiceContext, settings: Settings
) -> None:
    cid, _ = await seated_campaign(ctx)
    first = request(cid, {"type": "choose_hero", "hero": "medic"})
    assert isinstance(await run_command(ctx, first), Accepted)
    before = await counts(ctx, cid)
    async with open_context(settings) as restarted:
        again = await run_command(restarted, first)
        assert isinstance(again, Accepted) and again.duplicate
        assert await counts(restarted, cid) == before


async def test_a_reused_id_with_another_payload_is_refused(ctx: ServiceContext) -> None:
    cid, _ = await seated_campaign(ctx)
    reused = command_id()
    await run_command(ctx, request(cid, {"type": "name_party", "name": "A"}, command_id=reused))
    before = await counts(ctx, cid)
    result = await run_command(
        ctx, request(cid, {"type": "name_party", "name": "B"}, command_id=reused)
    )
    assert isinstance(result, Refused) and result.rejection.code == "command_id_reused"
    assert await counts(ctx, cid) == before


async def test_a_stale_expected_seq_is_refused_and_changes_nothing(ctx: ServiceContext) -> None:
    cid, _ = await seated_campaign(ctx)
    _, _, seq = await counts(ctx, cid)
    ok = await run_command(ctx, request(cid, {"type": "name_party", "name": "A"}, expected_seq=seq))
    assert isinstance(ok, Accepted)
    before = await counts(ctx, cid)
    stale = await run_command(
        ctx, request(cid, {"type": "name_party", "name": "B"}, expected_seq=seq)
    )
    assert isinstance(stale, Refused) and stale.rejection.code == "stale"
    assert "refresh" in stale.rejection.message
    assert await counts(ctx, cid) == before


async def test_an_illegal_command_changes_nothing_but_the_audit_log(ctx: ServiceContext) -> None:
    cid, _ = await seated_campaign(ctx)
    await run_command(ctx, request(cid, {"type": "choose_hero", "hero": "medic"}))
    before = await counts(ctx, cid)
    intruder = Actor(role="seat", seat="seat1")
    result = await run_command(
        ctx, request(cid, {"type": "choose_hero", "hero": "nobody"}, actor=intruder)
    )
    assert isinstance(result, Refused)
    assert (result.rejection.code, result.rejection.rule) == ("unknown_hero", "DEV-01")
    assert await counts(ctx, cid) == before
    async with ctx.sessions() as db:
        audit = (
            await db.scalars(select(AuditEntry).where(AuditEntry.action == "command_refused"))
        ).all()
    assert len(audit) == 1 and "unknown_hero" in audit[0].detail


async def test_a_malformed_command_is_refused_clearly(ctx: ServiceContext) -> None:
    cid, _ = await seated_campaign(ctx)
    for payload in (
        {"type": "teleport"},
        {"type": "choose_hero"},
        {"type": "choose_hero", "hero": 3},
    ):
        result = await run_command(ctx, request(cid, payload))
        assert isinstance(result, Refused) and result.rejection.code == "malformed", payload
        assert result.rejection.message.startswith("That command is not well formed")


async def test_listeners_only_hear_of_committed_events(ctx: ServiceContext) -> None:
    cid, _ = await seated_campaign(ctx)
    heard: list[tuple[int, int, int]] = []

    async def listener(campaign_id: int, seq: int) -> None:
        # A fresh session sees only committed data: the announced seq must be there.
        async with ctx.sessions() as db:
            stored = await events_between(db, campaign_id, after_seq=seq - 1, upto_seq=seq)
            heard.append((campaign_id, seq, len(stored)))

    ctx.bus.subscribe(listener)
    result = await run_command(ctx, request(cid, {"type": "name_party", "name": "Heard"}))
    assert isinstance(result, Accepted)
    assert heard == [(cid, result.seq_to, 1)]
    await run_command(ctx, request(cid, {"type": "choose_hero", "hero": "ghost"}))
    assert len(heard) == 1  # refusals are not announced


async def test_snapshots_are_written_every_n_events_and_replay_is_byte_identical(
    ctx: ServiceContext,
) -> None:
    cid, _ = await seated_campaign(ctx)  # snapshot_interval is 5 in tests
    for i in range(12):
        await run_command(ctx, request(cid, {"type": "name_party", "name": f"Party {i}"}))
    _, _, seq = await counts(ctx, cid)
    async with ctx.sessions() as db:
        snapshots = (
            await db.scalars(select(Snapshot.seq).where(Snapshot.campaign_id == cid))
        ).all()
        assert sorted(snapshots) == [s for s in range(5, seq + 1, 5)]
        ctx.states.forget(cid)
        from_snapshot = await load_state(db, cid, seq)
        from_events = await rebuild_state(db, cid, seq)
    assert from_events.model_dump_json() == from_snapshot.model_dump_json()
    assert from_events.party_name == "Party 11"


async def test_system_joins_open_engine_seats(ctx: ServiceContext) -> None:
    cid, _ = await seated_campaign(ctx)
    guest = await new_user(ctx, "guest")
    seat = await take_seat(ctx, cid, guest, reason="test")
    assert seat.seat_key == "seat2"
    async with ctx.sessions() as db:
        state = await load_state(db, cid, (await campaign_row(db, cid)).seq)
    assert list(state.seats) == ["seat1", "seat2"]


async def test_a_gm_command_that_seats_no_one_keeps_its_events_in_memory(
    ctx: ServiceContext,
) -> None:
    """The GM's command is audited in its transaction (a before-commit hook), yet no seat
    row changes: the fan-out is given its events from memory, not sent to the database."""
    cid, user = await seated_campaign(ctx)
    seq = (await counts(ctx, cid))[2]
    payload = {"type": "name_party", "name": "Wolfsbane"}
    gm = request(cid, payload, actor=Actor(role="gm"), user_id=user.id)
    result = await run_command(ctx, gm, before_commit=gm_audit(ctx, cid, user.id, payload))
    assert isinstance(result, Accepted)
    assert committed_here(ctx, cid, seq) is not None


async def test_a_join_sends_the_fan_out_to_the_database_for_the_seats(
    ctx: ServiceContext,
) -> None:
    cid, _ = await seated_campaign(ctx)
    seq = (await counts(ctx, cid))[2]
    await take_seat(ctx, cid, await new_user(ctx, "friend"), reason="join")
    assert committed_here(ctx, cid, seq) is None
