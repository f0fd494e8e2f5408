"""The ``hunters`` command: serve, migrate, content, admin, scenario, simulate."""

from __future__ import annotations

import argparse
import asyncio
import getpass
import os
import sys
from collections.abc import Callable, Sequence

from app import admin_cli
from app.content import cli as content_cli
from app.content.errors import PackError
from app.scenarios import cli as scenario_cli
from app.serve import add_serve_arguments
from app.settings import get_settings
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
    add_serve_arguments(serve)
    serve.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace) -> int:
    """Become ``python -m app.serve``: a worker process first re-imports the main
    module, and this one imports the whole command line (app/serve.py says why)."""
    argv = [sys.executable, "-m", "app.serve", "--workers", str(args.workers)]
    argv += ["--host", args.host] if args.host else []
    argv += ["--port", str(args.port)] if args.port else []
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(sys.executable, argv)


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
