"""A campaign as a file: the GM's download and upload (docs/gm-guide.md, "Export").

Download: the campaign's GM or a site admin. Upload: a site admin (people are matched
by username), or the GM the document names (importing their own campaign: nobody else
is seated, so a hand-edited file cannot put other accounts into a campaign).

Both are heavy: the document is built, parsed and folded on the heavy pool in one of
the account's slots (429 ``busy`` beyond them; an import also in the account's one import
slot of the process's few, and its body is checked for control characters there, not at
the edge), and imports count against the account's hourly quota (429 ``import_quota``;
app/service/heavy.py, issue 24).
"""

from __future__ import annotations

from fastapi import APIRouter, Request, status
from fastapi.responses import Response

from app.api.deps import CampaignAccess, Ctx, CurrentAuth
from app.api.openapi import errors
from app.service.errors import Forbidden
from app.service.exports import import_campaign
from app.service.exports.export import export_text
from app.service.exports.restore import read_import
from app.service.membership import require_manager

router = APIRouter(tags=["gm"])
IMPORT_PATH = "/api/campaigns/import"


@router.get(
    "/api/campaigns/{campaign_id}/gm/export", response_class=Response, responses=errors(429)
)
async def download(access: CampaignAccess, ctx: Ctx) -> Response:
    require_manager(access)
    async with ctx.heavy.slot(f"user:{access.user.id}"):
        seq, text = await export_text(ctx, access.campaign.id)
    filename = f"hunters-campaign-{access.campaign.id}-seq{seq}.json"
    return Response(
        text,
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )


@router.post(IMPORT_PATH, status_code=status.HTTP_201_CREATED, responses=errors(400, 403, 429))
async def upload(request: Request, auth: CurrentAuth, ctx: Ctx) -> dict[str, object]:
    """The request body is the export file itself."""
    account = f"user:{auth.user.id}"
    ctx.heavy.refuse_import_if_busy(account)
    body = await request.body()
    async with ctx.heavy.import_slot(account):
        ctx.import_quota.take(account, len(body))
        interval = ctx.settings.snapshot_interval
        document, folded = await ctx.heavy.in_process(read_import, body, interval)
        is_admin = auth.user.is_admin
        if not is_admin and document.campaign.gm.lower() != auth.user.username.lower():
            raise Forbidden(
                "gm_only", "Only its GM or a site administrator can import this campaign."
            )
        imported = await import_campaign(
            ctx, document, importer=auth.user, match_members=is_admin, as_upload=True, folded=folded
        )
    return {"id": imported.campaign_id, "unmatched": imported.unmatched}
