"""The live table's websocket route (docs/protocol.md): thin — admit, then serve."""

from __future__ import annotations

import logging
from typing import Annotated

from fastapi import APIRouter, Depends, Query, WebSocket
from fastapi.responses import JSONResponse
from starlette.requests import HTTPConnection

from app.realtime.handshake import Refusal, admit
from app.realtime.hub import Hub
from app.realtime.socket_loop import serve_connection
from app.service.errors import error_body
from app.settings import LARGEST_ID

router = APIRouter(tags=["live"])
UVICORN_DENIAL_NOISE = "ASGI callable returned without completing handshake."


class DenialFalseAlarm(logging.Filter):
    """uvicorn 0.54 logs an ERROR after every denial response (a refusal sent before the
    handshake, which the client does receive as its HTTP error). Our one websocket route
    always either accepts or denies, so that line is never a real problem here."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.getMessage() != UVICORN_DENIAL_NOISE


def quiet_denial_false_alarm() -> None:
    logger = logging.getLogger("uvicorn.error")
    if not any(isinstance(f, DenialFalseAlarm) for f in logger.filters):
        logger.addFilter(DenialFalseAlarm())


def get_hub(connection: HTTPConnection) -> Hub:
    hub: Hub = connection.app.state.hub
    return hub


LiveHub = Annotated[Hub, Depends(get_hub)]


def out_of_range(campaign_id: int, since_seq: int | None) -> Refusal | None:
    """Checked here rather than by the route's validation, which would close the socket
    without saying why."""
    if not 1 <= campaign_id <= LARGEST_ID:
        return Refusal(404, "not_found", "That campaign does not exist.")
    if since_seq is not None and not 0 <= since_seq <= LARGEST_ID:
        return Refusal(422, "invalid_request", "since_seq must be a sequence number.")
    return None


@router.websocket("/ws/campaigns/{campaign_id}")
async def campaign_socket(
    websocket: WebSocket,
    campaign_id: int,
    hub: LiveHub,
    since_seq: Annotated[int | None, Query()] = None,
    view_seq: Annotated[int | None, Query()] = None,
) -> None:
    """Refused before the handshake (HTTP 401/403/404/422 with a JSON reason) unless the
    numbers are in range, the origin is allowed and the user may see the campaign.
    ``since_seq``: the last event the client has; ``view_seq``: the seq of the view it
    holds (then the view comes as a change from it, docs/protocol.md)."""
    admitted = (
        out_of_range(campaign_id, since_seq)
        or (
            out_of_range(campaign_id, view_seq)
            and Refusal(422, "invalid_request", "view_seq must be a sequence number.")
        )
        or await admit(websocket, hub.ctx, campaign_id)
    )
    if isinstance(admitted, Refusal):
        body = error_body(admitted.code, admitted.message)
        await websocket.send_denial_response(JSONResponse(body, status_code=admitted.status))
        return
    await serve_connection(websocket, hub, admitted, since_seq, view_seq)
