"""The HTTP command path shared by the players' and the GM's routes: one call of the
service's command function (app/service/commands.py), its refusal mapped to a 4xx."""

from __future__ import annotations

from app.api.deps import Ctx, CurrentAuth
from app.api.schemas import AckOut, CommandIn
from app.engine import Actor
from app.service.commands import Accepted, BeforeCommit, CommandRequest, run_command
from app.service.errors import ServiceError, TooManyRequests
from app.service.limits import check_nesting
from app.service.membership import Access

REFUSAL_STATUS = {
    "malformed": 400,
    "stale": 409,
    "command_id_reused": 409,
    "not_found": 404,
    "forbidden": 403,
    "internal_error": 500,
}


async def command_as(
    ctx: Ctx, access: Access, auth: CurrentAuth, body: CommandIn, actor: Actor,
    before_commit: BeforeCommit | None = None,
) -> AckOut:  # fmt: skip
    """Run ``body`` through the one service path as ``actor``; a refusal is a 4xx. Every
    HTTP command (a player's or the GM's corrections) is bounded in nesting and counted
    against the login session's budget."""
    check_nesting(body.command, ctx.settings.max_json_depth)
    if not ctx.command_budgets.take(auth.session_id):
        raise TooManyRequests(
            "rate_limited", "Too many commands at once; slow down a little.", retry_after=1
        )
    request = CommandRequest(
        campaign_id=access.campaign.id,
        command_id=body.command_id,
        payload=body.command,
        actor=actor,
        user_id=auth.user.id,
        expected_seq=body.expected_seq,
    )
    result = await run_command(ctx, request, before_commit=before_commit)
    if isinstance(result, Accepted):
        return AckOut(
            command_id=result.command_id,
            seq=result.seq_to,
            seq_from=result.seq_from,
            duplicate=result.duplicate,
        )
    rejection = result.rejection
    error = ServiceError(rejection.code, rejection.message, rule=rejection.rule)
    error.status = REFUSAL_STATUS.get(rejection.code, 422)
    raise error
