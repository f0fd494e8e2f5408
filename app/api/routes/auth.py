"""Accounts: register, log in, log out, change password, the current user, sessions."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response, status

from app.api.deps import Ctx, CurrentAuth
from app.api.openapi import errors
from app.api.schemas import (
    Credentials,
    LoginSessionOut,
    NewAccount,
    PasswordChange,
    SessionOut,
    UserOut,
)
from app.db.models import User
from app.service import accounts
from app.service.accounts import LoggedIn, csrf_token_for, session_cookie_name

router = APIRouter(prefix="/api/auth", tags=["auth"])


def user_out(user: User) -> UserOut:
    return UserOut(
        id=user.id,
        username=user.username,
        is_admin=user.is_admin,
        must_change_password=bool(user.must_change_password),
    )


def _start_session(
    request: Request, response: Response, ctx: Ctx, logged_in: LoggedIn
) -> SessionOut:
    response.set_cookie(
        session_cookie_name(request.url.scheme),
        logged_in.token,
        max_age=ctx.settings.session_days * 86400,
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
        path="/",
    )
    csrf = csrf_token_for(ctx.settings.secret(), logged_in.session_id)
    return SessionOut(user=user_out(logged_in.user), csrf_token=csrf)


def client_ip(request: Request) -> str:
    return request.client.host if request.client else "unknown"


@router.post("/register", status_code=status.HTTP_201_CREATED, responses=errors(400, 409, 429))
async def register(body: NewAccount, request: Request, response: Response, ctx: Ctx) -> SessionOut:
    logged_in = await accounts.register_and_login(
        ctx, body.username, body.password, client_ip(request)
    )
    return _start_session(request, response, ctx, logged_in)


@router.post("/login", responses=errors(401, 429))
async def login(body: Credentials, request: Request, response: Response, ctx: Ctx) -> SessionOut:
    logged_in = await accounts.login(ctx, body.username, body.password, client_ip(request))
    return _start_session(request, response, ctx, logged_in)


@router.post("/logout", status_code=status.HTTP_204_NO_CONTENT)
async def logout(auth: CurrentAuth, request: Request, response: Response, ctx: Ctx) -> None:
    await accounts.logout(ctx, auth.session_id)
    secure = request.url.scheme == "https"
    response.delete_cookie(
        session_cookie_name(request.url.scheme), path="/", secure=secure, httponly=True
    )


@router.get("/me")
async def me(auth: CurrentAuth) -> SessionOut:
    return SessionOut(user=user_out(auth.user), csrf_token=auth.csrf_token)


@router.post("/password", status_code=status.HTTP_204_NO_CONTENT, responses=errors(400, 401))
async def change_password(body: PasswordChange, auth: CurrentAuth, ctx: Ctx) -> None:
    await accounts.change_password(
        ctx, auth.user, auth.session_id, body.current_password, body.new_password
    )


@router.get("/sessions")
async def my_sessions(auth: CurrentAuth, ctx: Ctx) -> list[LoginSessionOut]:
    return [
        LoginSessionOut(
            id=row.id[:16],
            created_at=row.created_at,
            expires_at=row.expires_at,
            current=row.id == auth.session_id,
        )
        for row in await accounts.open_sessions(ctx, auth.user.id)
    ]


@router.delete(
    "/sessions/{session_prefix}",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=errors(404),
)
async def revoke_session(session_prefix: str, auth: CurrentAuth, ctx: Ctx) -> None:
    """End one of your sessions (e.g. a forgotten browser); its sockets close too."""
    await accounts.revoke_own_session(ctx, auth.user.id, session_prefix)
