"""Content packs in the database: stored whole, pinned by hash, cached once parsed."""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.content.catalog import Catalog
from app.db.models import ContentPack, ContentPackHolder
from app.engine import PackCatalog, catalog_game, catalog_of_json, static_definitions


class UnknownContent(LookupError):
    pass


class HasSessions(Protocol):
    @property
    def sessions(self) -> async_sessionmaker[AsyncSession]: ...


class ContentStore:
    def __init__(self) -> None:
        self._catalogs: dict[str, PackCatalog] = {}
        self._definitions: dict[tuple[str, str], tuple[bytes, str]] = {}

    async def catalog(self, db: AsyncSession, content_hash: str) -> PackCatalog:
        cached = self._catalogs.get(content_hash)
        if cached is not None:
            return cached
        row = await db.get(ContentPack, content_hash)
        if row is None:
            raise UnknownContent(content_hash)
        catalog = catalog_of_json(row.catalog_json)
        self._catalogs[content_hash] = catalog
        return catalog

    def cached(self, content_hash: str) -> PackCatalog | None:
        return self._catalogs.get(content_hash)

    async def catalog_of(self, ctx: HasSessions, content_hash: str) -> PackCatalog:
        """The catalog from memory (read once per process from the database)."""
        cached = self._catalogs.get(content_hash)
        if cached is not None:
            return cached
        async with ctx.sessions() as db:
            return await self.catalog(db, content_hash)

    def quest_definitions(self, catalog: Catalog, quest_id: str) -> tuple[bytes, str]:
        """A quest's static definitions as served (JSON) and their ETag, computed once
        per process: content, addressed by the pack's hash and the quest's id (issue 26).
        KeyError for a quest the pack does not have."""
        key = (catalog.content_hash, quest_id)
        found = self._definitions.get(key)
        if found is None:
            body = static_definitions(catalog, quest_id).model_dump_json().encode()
            found = self._definitions[key] = (body, f'"{hashlib.sha256(body).hexdigest()[:32]}"')
        return found

    async def store(
        self,
        db: AsyncSession,
        catalog: PackCatalog,
        *,
        name: str,
        now: datetime,
        user_id: int | None,
    ) -> ContentPack:
        """Keep ``catalog`` (the same content hash is stored once). ``user_id`` None: the
        site installs it, and everyone sees it from now on; otherwise that user uploads it
        and becomes one of its holders (issue 24; app/service/pack_access.py)."""
        row = await db.get(ContentPack, catalog.content_hash)
        if row is None:
            row = ContentPack(
                hash=catalog.content_hash,
                pack=catalog.pack,
                name=name,
                version=catalog.version,
                catalog_json=catalog.model_dump_json(),
                uploaded_by=user_id,
                site=user_id is None,
                game=catalog_game(catalog),
                created_at=now,
            )
            db.add(row)
            await db.flush()
            self._catalogs[catalog.content_hash] = catalog
        if user_id is None:
            row.site = True
        elif not row.site and await db.get(ContentPackHolder, (row.hash, user_id)) is None:
            db.add(ContentPackHolder(content_hash=row.hash, user_id=user_id, created_at=now))
            await db.flush()
        return row
