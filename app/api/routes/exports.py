"""A campaign as a file: the GM's download and upload (docs/gm-guide.md, "Export").

Download: the campaign's GM or a site admin. Upload: a site admin (people are matched
by username), or the GM the document names (importing their own campaign: nobody else
is seated, so a hand-edited file cannot put other accounts into a campaign).
"""

from __future__ import annotations

from fastapi import APIRouter, Request, status
from fastapi.responses import Response

from app.api.deps import CampaignAccess, Ctx, CurrentAuth
from app.api.openapi import errors
from app.service.errors import Forbidden
from app.service.exports import export_campaign, import_campaign, parse_document, to_text
from app.service.membership import require_manager

router = APIRouter(tags=["gm"])
IMPORT_PATH = "/api/campaigns/import"


@router.get("/api/campaigns/{campaign_id}/gm/export", response_class=Response)
async def download(access: CampaignAccess, ctx: Ctx) -> Response:
    require_manager(access)
    document = await export_campaign(ctx, access.campaign.id)
    filename = f"hunters-campaign-{access.campaign.id}-seq{document.campaign.seq}.json"
    return Response(
        to_text(document),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )


@router.post(IMPORT_PATH, status_code=status.HTTP_201_CREATED, responses=errors(400, 403))
async def upload(request: Request, auth: CurrentAuth, ctx: Ctx) -> dict[str, object]:
    """The request body is the export file itself."""
    document = parse_document(await request.body())
    is_admin = auth.user.is_admin
    if not is_admin and document.campaign.gm.lower() != auth.user.username.lower():
        raise Forbidden("gm_only", "Only its GM or a site administrator can import this campaign.")
    imported = await import_campaign(
        ctx, document, importer=auth.user, match_members=is_admin, as_upload=True
    )
    return {"id": imported.campaign_id, "unmatched": imported.unmatched}
