"""Every error leaves as JSON ``{code, message, rule}``; never a stack trace."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import InterfaceError, OperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.service.errors import ServiceError, Unavailable, error_body

log = logging.getLogger("hunters.api")

HTTP_MESSAGES = {
    400: ("unreadable_body", "The request body cannot be read: send JSON text in UTF-8."),
    404: ("not_found", "There is nothing here."),
    405: ("method_not_allowed", "That method is not allowed here."),
    413: ("too_large", "That request is too large."),
}


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(ServiceError)
    async def _service(_request: Request, exc: ServiceError) -> JSONResponse:
        headers = {"Retry-After": str(exc.retry_after)} if exc.retry_after else None
        return JSONResponse(
            error_body(exc.code, exc.message, exc.rule, **exc.details),
            status_code=exc.status,
            headers=headers,
        )

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        fields = [
            {"field": ".".join(str(p) for p in e.get("loc", ())[1:]), "problem": e.get("msg", "")}
            for e in exc.errors()
        ]
        first = fields[0] if fields else {"field": "", "problem": "invalid"}
        message = f"The request is not valid: {first['field'] or 'body'}: {first['problem']}."
        return JSONResponse(error_body("invalid_request", message, fields=fields), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code, message = HTTP_MESSAGES.get(exc.status_code, ("http_error", str(exc.detail)))
        return JSONResponse(error_body(code, message), status_code=exc.status_code)

    @app.exception_handler(OperationalError)
    @app.exception_handler(InterfaceError)
    async def _unreachable(request: Request, exc: Exception) -> JSONResponse:
        # The database went away (restarting, a network cut): a clear, retryable 503.
        log.warning("database unreachable", extra={"path": request.url.path})
        problem = Unavailable()
        return JSONResponse(
            error_body(problem.code, problem.message),
            status_code=problem.status,
            headers={"Retry-After": str(problem.retry_after)},
        )

    @app.exception_handler(Exception)
    async def _crash(request: Request, exc: Exception) -> JSONResponse:
        log.error("unhandled error", exc_info=exc, extra={"path": request.url.path})
        return JSONResponse(
            error_body("internal_error", "Something went wrong on the server; nothing changed."),
            status_code=500,
        )
