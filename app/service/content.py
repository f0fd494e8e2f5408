"""Content packs in the database: stored whole, pinned by hash, cached once parsed."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.content.catalog import Catalog
from app.db.models import ContentPack


class UnknownContent(LookupError):
    pass


class ContentStore:
    def __init__(self) -> None:
        self._catalogs: dict[str, Catalog] = {}

    async def catalog(self, db: AsyncSession, content_hash: str) -> Catalog:
        cached = self._catalogs.get(content_hash)
        if cached is not None:
            return cached
        row = await db.get(ContentPack, content_hash)
        if row is None:
            raise UnknownContent(content_hash)
        catalog = Catalog.model_validate_json(row.catalog_json)
        self._catalogs[content_hash] = catalog
        return catalog

    async def store(
        self, db: AsyncSession, catalog: Catalog, *, name: str, now: datetime, user_id: int | None
    ) -> ContentPack:
        """Keep ``catalog`` (idempotent: the same content hash is stored once)."""
        existing = await db.get(ContentPack, catalog.content_hash)
        if existing is not None:
            return existing
        row = ContentPack(
            hash=catalog.content_hash,
            pack=catalog.pack,
            name=name,
            version=catalog.version,
            catalog_json=catalog.model_dump_json(),
            uploaded_by=user_id,
            created_at=now,
        )
        db.add(row)
        await db.flush()
        self._catalogs[catalog.content_hash] = catalog
        return row


async def list_packs(db: AsyncSession) -> list[ContentPack]:
    return list((await db.scalars(select(ContentPack).order_by(ContentPack.created_at))).all())


async def newest_pack(db: AsyncSession, pack: str) -> ContentPack | None:
    return await db.scalar(
        select(ContentPack)
        .where(ContentPack.pack == pack)
        .order_by(ContentPack.created_at.desc())
        .limit(1)
    )
