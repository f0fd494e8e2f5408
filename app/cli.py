"""The ``hunters`` command: serve, migrate, content, admin, scenario, simulate."""

from __future__ import annotations

import argparse
import asyncio
import getpass
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from app import admin_cli
from app.content import cli as content_cli
from app.content.errors import PackError
from app.scenarios import cli as scenario_cli
from app.settings import Settings, get_settings
from app.simulate import cli as simulate_cli
from app.simulate.packs import pack_problem

Handler = Callable[[argparse.Namespace], int]


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    try:
        return handler(args)
    except PackError as broken:
        print(f"hunters: {pack_problem(broken)}", file=sys.stderr)
        return 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hunters", description="Hunters Online server.")
    sub = parser.add_subparsers(title="commands")
    _add_serve(sub)
    _add_migrate(sub)
    _add_admin(sub)
    _add_content_load(sub)
    scenario_cli.register(sub)
    simulate_cli.register(sub)
    return parser


def _add_serve(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = sub.add_parser("serve", help="serve the game over HTTP and websockets")
    serve.add_argument("--host")
    serve.add_argument("--port", type=int)
    serve.add_argument("--workers", type=int, default=1)
    serve.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from app.db.migrate import DatabaseNotMigrated, check_migrated

    settings = served_settings(args.host, args.port)
    try:
        check_migrated(settings.database_url)
    except DatabaseNotMigrated as problem:
        print(f"Cannot start: {problem}", file=sys.stderr)
        return 1
    print(f"Hunters Online is starting on http://{settings.host}:{settings.port}/")
    print("First time? Make an admin account in another terminal with:")
    print("    .venv/bin/hunters admin create-user YOUR_NAME --admin")
    print("or simply register in the browser.")
    uvicorn.run(
        "app.main:create_app",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=args.workers,
        **uvicorn_options(settings),
    )
    return 0


def uvicorn_options(settings: Settings) -> dict[str, Any]:
    """How uvicorn serves the app (``hunters serve`` and the benchmarks' server alike)."""
    return {
        "log_level": settings.log_level.lower(),
        "proxy_headers": bool(settings.forwarded_allow_ips),
        "forwarded_allow_ips": settings.forwarded_allow_ips or None,
        "access_log": False,
        "ws_max_size": settings.ws_max_message_bytes,  # larger client messages close: 1009
        # Per-message deflate costs CPU on every frame; measured in docs/performance.md.
        "ws_per_message_deflate": settings.ws_compression,
    }


def served_settings(host: str | None, port: int | None) -> Settings:
    """The settings of the address actually served: ``--host``/``--port`` win over HOST
    and PORT, and are handed to the workers (which read the environment) so the default
    ALLOWED_ORIGINS follow the port really served."""
    if host:
        os.environ["HOST"] = host
    if port:
        os.environ["PORT"] = str(port)
    get_settings.cache_clear()
    return get_settings()


def _add_migrate(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    migrate = sub.add_parser("migrate", help="create or upgrade the database schema")
    migrate.add_argument("--revision", default="head")
    migrate.add_argument("--downgrade", action="store_true", help="go down to --revision")
    migrate.set_defaults(handler=_migrate)


def _migrate(args: argparse.Namespace) -> int:
    from app.db.migrate import downgrade, head_revision, upgrade

    url = get_settings().database_url
    if args.downgrade:
        downgrade(url, args.revision)
        print(f"Database downgraded to {args.revision}.")
    else:
        upgrade(url, args.revision)
        revision = head_revision(url) if args.revision == "head" else args.revision
        print(f"Database is at revision {revision}.")
    return 0


def _add_admin(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    admin = sub.add_parser("admin", help="site administration")
    admin_sub = admin.add_subparsers(title="admin commands")
    create = admin_sub.add_parser("create-user", help="create an account")
    create.add_argument("username")
    create.add_argument("--admin", action="store_true", help="make it a site admin")
    create.add_argument(
        "--password-stdin", action="store_true", help="read the password from stdin"
    )
    create.set_defaults(handler=_create_user)
    promote = admin_sub.add_parser("promote", help="make an existing account a site admin")
    promote.add_argument("username")
    promote.set_defaults(handler=_promote)
    admin_cli.register(admin_sub)


def _read_password(from_stdin: bool) -> str:
    if from_stdin:
        return sys.stdin.readline().rstrip("\n")
    first = getpass.getpass("Password: ")
    if first != getpass.getpass("Again: "):
        raise SystemExit("The two passwords differ.")
    return first


def _create_user(args: argparse.Namespace) -> int:
    from app.service.accounts import register
    from app.service.errors import ServiceError
    from app.service.runtime import open_context

    password = _read_password(args.password_stdin)

    async def run() -> None:
        async with open_context(get_settings()) as ctx:
            await register(ctx, args.username, password, admin=args.admin)

    try:
        asyncio.run(run())
    except ServiceError as problem:
        print(problem.message, file=sys.stderr)
        return 1
    print(f"Created {'admin ' if args.admin else ''}account {args.username}.")
    return 0


def _promote(args: argparse.Namespace) -> int:
    from app.service.accounts import set_admin
    from app.service.errors import ServiceError
    from app.service.runtime import open_context

    async def run() -> None:
        async with open_context(get_settings()) as ctx:
            await set_admin(ctx, args.username)

    try:
        asyncio.run(run())
    except ServiceError as problem:
        print(problem.message, file=sys.stderr)
        return 1
    print(f"{args.username} is now a site admin.")
    return 0


def _add_content_load(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    content = sub.add_parser("content", help="content packs")
    content_sub = content.add_subparsers(title="content commands")
    load = content_sub.add_parser("load", help="validate a pack and install it in the database")
    load.add_argument("path", nargs="?", default=None, help="default: CONTENT_DIR/base")
    load.set_defaults(handler=_content_load)
    content_cli.register(content_sub, lambda: get_settings().base_pack)


def _content_load(args: argparse.Namespace) -> int:
    from app.service.packs import install_pack_from_path

    settings = get_settings()
    path = args.path or str(settings.base_pack)
    ok, message = asyncio.run(install_pack_from_path(settings, path))
    print(message, file=sys.stdout if ok else sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
