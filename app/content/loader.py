"""Reads content packs from disk: the only content file I/O.

- :func:`load_pack` (a folder -> a validated :class:`Catalog`, or :class:`PackError`);
- :func:`pack_documents` (a folder -> JSON-ready documents, e.g. to store in a database;
  :func:`~app.content.documents.catalog_from_documents` turns them back into the same
  catalog with the same ``content_hash``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import yaml

from app.content.catalog import Catalog
from app.content.documents import catalog_from_documents
from app.content.errors import ContentError, PackError, join_path
from app.content.primal.catalog import PrimalCatalog
from app.content.primal.documents import primal_catalog_from_documents

BASE_PACK = Path("content/base")
PACK_FILES = ("*.yaml", "*.yml")
YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""The C parser when libyaml is there (ten times faster), else the pure-Python one."""


def load_pack(path: str | Path = BASE_PACK) -> Catalog:
    """Load and validate the pack in folder ``path``; errors name ``path``/file: field."""
    return catalog_from_documents(pack_documents(path), root=Path(path).as_posix())


def load_primal_pack(path: str | Path) -> PrimalCatalog:
    """Load and validate the Primal pack in folder ``path`` (its manifest says
    ``game: primal``); errors name ``path``/file: field."""
    return primal_catalog_from_documents(pack_documents(path), root=Path(path).as_posix())


def pack_game(path: str | Path) -> str:
    """The game a pack folder declares in its manifest (``hunters`` when it says none)."""
    documents = pack_documents(path)
    manifest = documents.get("pack.yaml")
    game = manifest.get("game", "hunters") if isinstance(manifest, dict) else "hunters"
    return str(game)


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
            data = yaml.load(file.read_text(encoding="utf-8"), Loader=YAML_LOADER)
            documents[name] = json.loads(json.dumps(data, ensure_ascii=False))
        except (yaml.YAMLError, TypeError, ValueError) as broken:
            errors.append(ContentError(file.as_posix(), "", f"not readable YAML: {broken}"))
            continue
        for path in _boolean_keys(data, ""):
            message = "this key was read as true/false (YAML reads on/off/yes/no so): quote it"
            errors.append(ContentError(file.as_posix(), path, message))
    if errors:
        raise PackError(errors)
    return documents


def _boolean_keys(data: object, path: str) -> Iterator[str]:
    """Paths of mapping keys YAML turned into booleans (``on:`` is true in YAML 1.1)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(key, bool):
                yield join_path(path, str(key).lower())
            yield from _boolean_keys(value, join_path(path, str(key)))
    elif isinstance(data, list):
        for index, item in enumerate(data):
            yield from _boolean_keys(item, join_path(path, f"[{index}]"))


def load_any_pack(path: str | Path) -> Catalog | PrimalCatalog:
    """The pack in folder ``path`` read by the game its manifest declares (issue 28)."""
    return load_primal_pack(path) if pack_game(path) == "primal" else load_pack(path)
