"""Reads content packs from disk: the only content file I/O.

- :func:`load_pack` (a folder -> a validated :class:`Catalog`, or :class:`PackError`);
- :func:`pack_documents` (a folder -> JSON-ready documents, e.g. to store in a database;
  :func:`~app.content.documents.catalog_from_documents` turns them back into the same
  catalog with the same ``content_hash``).
"""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from app.content.catalog import Catalog
from app.content.documents import catalog_from_documents
from app.content.errors import ContentError, PackError

BASE_PACK = Path("content/base")
PACK_FILES = ("*.yaml", "*.yml")


def load_pack(path: str | Path = BASE_PACK) -> Catalog:
    """Load and validate the pack in folder ``path``; errors name ``path``/file: field."""
    return catalog_from_documents(pack_documents(path), root=Path(path).as_posix())


def pack_documents(path: str | Path = BASE_PACK) -> dict[str, object]:
    """Every YAML file of the pack, parsed, by its path relative to the pack folder.

    The result is JSON-ready (it went through ``json``: mapping keys are strings), so a
    pack loaded from disk and one read back from storage validate exactly alike.
    """
    root = Path(path)
    if not root.is_dir():
        raise PackError([ContentError(root.as_posix(), "", "no such pack folder")])
    documents: dict[str, object] = {}
    errors: list[ContentError] = []
    files = sorted(f for pattern in PACK_FILES for f in root.rglob(pattern) if f.is_file())
    for file in files:
        name = file.relative_to(root).as_posix()
        try:
            data = yaml.safe_load(file.read_text(encoding="utf-8"))
            documents[name] = json.loads(json.dumps(data, ensure_ascii=False))
        except (yaml.YAMLError, TypeError, ValueError) as broken:
            errors.append(ContentError(file.as_posix(), "", f"not readable YAML: {broken}"))
    if errors:
        raise PackError(errors)
    return documents
