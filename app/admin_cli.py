"""``hunters admin export / import / backup / restore``: campaigns as files (issue 15).

Each opens the service context itself (the server may be running: an export reads
committed rows only; an import writes a new campaign). ``restore --replace`` swaps a
campaign's whole log: stop the server first, or restart it after, so no process keeps
the old state in its cache.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from sqlalchemy import select

from app.db.models import User
from app.service.context import ServiceContext
from app.service.errors import NotFound, ServiceError
from app.service.runtime import open_context
from app.settings import Settings, get_settings


def register(admin_sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = admin_sub.add_parser("export", help="write a campaign as one JSON file")
    export.add_argument("campaign_id", type=int)
    export.add_argument("-o", "--output", required=True, help="the file to write ('-': stdout)")
    export.set_defaults(handler=_export)
    imports = admin_sub.add_parser("import", help="add a campaign from an export file")
    imports.add_argument("path")
    imports.add_argument("--gm", help="the account that runs it if its GM has none here")
    imports.set_defaults(handler=_import)
    backup = admin_sub.add_parser("backup", help="back up every campaign now")
    backup.add_argument("--to", help="the folder (default: BACKUP_DIR)")
    backup.set_defaults(handler=_backup)
    restore = admin_sub.add_parser("restore", help="put a backed-up campaign back under its id")
    restore.add_argument("path")
    restore.add_argument(
        "--replace", action="store_true", help="delete the campaign that has that id now"
    )
    restore.set_defaults(handler=_restore)


def _run(job: Callable[[Settings], Coroutine[Any, Any, str]]) -> int:
    try:
        message = asyncio.run(job(get_settings()))
    except ServiceError as problem:
        print(problem.message, file=sys.stderr)
        return 1
    except OSError as problem:
        print(f"Cannot read or write the file: {problem}", file=sys.stderr)
        return 1
    print(message)
    return 0


def _export(args: argparse.Namespace) -> int:
    from app.service.exports import export_campaign, to_text

    async def job(settings: Settings) -> str:
        async with open_context(settings) as ctx:
            text = to_text(await export_campaign(ctx, args.campaign_id))
        if args.output == "-":
            sys.stdout.write(text)
            return ""
        await asyncio.to_thread(Path(args.output).write_text, text, encoding="utf-8")
        return f"Campaign {args.campaign_id} written to {args.output}."

    return _run(job)


def _import(args: argparse.Namespace) -> int:
    from app.service.exports import import_campaign, parse_document

    async def job(settings: Settings) -> str:
        document = parse_document(await asyncio.to_thread(Path(args.path).read_bytes))
        async with open_context(settings) as ctx:
            gm = await _user(ctx, args.gm) if args.gm else None
            imported = await import_campaign(ctx, document, importer=gm)
        return _imported_message(imported.campaign_id, imported.unmatched)

    return _run(job)


def _backup(args: argparse.Namespace) -> int:
    from app.service.backups import back_up_all

    async def job(settings: Settings) -> str:
        folder = Path(args.to) if args.to else settings.backup_dir or settings.data_dir
        async with open_context(settings) as ctx:
            written = await back_up_all(ctx, folder, settings.backup_keep)
        return f"{len(written)} backup file(s) written to {folder}."

    return _run(job)


def _restore(args: argparse.Namespace) -> int:
    from app.service.backups import restore_backup

    async def job(settings: Settings) -> str:
        async with open_context(settings) as ctx:
            restored = await restore_backup(ctx, Path(args.path), replace=args.replace)
        return _imported_message(restored.campaign_id, restored.unmatched)

    return _run(job)


async def _user(ctx: ServiceContext, username: str) -> User:
    async with ctx.sessions() as db:
        user = await db.scalar(select(User).where(User.username_key == username.lower()))
    if user is None:
        raise NotFound("unknown_user", f"There is no user called {username}.")
    return user


def _imported_message(campaign_id: int, unmatched: list[str]) -> str:
    message = f"Imported as campaign {campaign_id}."
    if unmatched:
        message += f" No account here for: {', '.join(unmatched)} (their seats are open)."
    return message
