"""The base pack, read once per test session (documents) and validated once (catalog)."""

from __future__ import annotations

import copy

import pytest

from app.content.catalog import Catalog
from app.content.loader import BASE_PACK, load_pack, pack_documents

ROOT = BASE_PACK.as_posix()


@pytest.fixture(scope="session")
def base_catalog() -> Catalog:
    return load_pack(BASE_PACK)


@pytest.fixture(scope="session")
def _base_documents() -> dict[str, object]:
    return pack_documents(BASE_PACK)


@pytest.fixture
def documents(_base_documents: dict[str, object]) -> dict[str, object]:
    """A private deep copy of the base pack's documents, free to break."""
    return copy.deepcopy(_base_documents)
