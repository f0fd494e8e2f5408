"""The live table's websocket route (docs/protocol.md): thin — admit, then serve."""

from __future__ import annotations

import logging
from typing import Annotated

from fastapi import APIRouter, Depends, Query, WebSocket
from fastapi.responses import JSONResponse
from starlette.requests import HTTPConnection

from app.api.errors import error_body
from app.realtime.handshake import Refusal, admit
from app.realtime.hub import Hub
from app.realtime.socket_loop import serve_connection

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


@router.websocket("/ws/campaigns/{campaign_id}")
async def campaign_socket(
    websocket: WebSocket,
    campaign_id: int,
    hub: LiveHub,
    since_seq: Annotated[int | None, Query(ge=0)] = None,
) -> None:
    """Refused before the handshake (HTTP 401/403/404 with a JSON reason) unless the
    origin is allowed and the user may see the campaign."""
    admitted = await admit(websocket, hub.ctx, campaign_id)
    if isinstance(admitted, Refusal):
        body = error_body(admitted.code, admitted.message)
        await websocket.send_denial_response(JSONResponse(body, status_code=admitted.status))
        return
    await serve_connection(websocket, hub, admitted, since_seq)
