"""The content hash pins a campaign to exact data: the same data gives the same hash
whatever the files look like, and any change of data changes it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from app.content.catalog import Catalog
from app.content.documents import catalog_from_documents
from app.content.loader import load_pack


def test_loading_twice_gives_the_same_hash(base_catalog: Catalog) -> None:
    assert load_pack().content_hash == base_catalog.content_hash


def test_order_layout_and_formatting_do_not_change_the_hash(
    documents: dict[str, Any], base_catalog: Catalog, tmp_path: Path
) -> None:
    documents["cards/landsknecht.yaml"].reverse()
    documents["enemies/all.yaml"] = [
        documents.pop(n) for n in sorted(documents) if n.startswith("enemies/")
    ]
    for name, data in documents.items():
        file = tmp_path / name
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(yaml.safe_dump(data, default_flow_style=False, indent=4), encoding="utf-8")
    assert load_pack(tmp_path).content_hash == base_catalog.content_hash


def test_a_catalog_stored_as_json_keeps_its_hash(base_catalog: Catalog) -> None:
    """The server stores ``model_dump_json()`` and reads it back (app/service/content.py)."""
    stored = Catalog.model_validate_json(base_catalog.model_dump_json())
    assert stored == base_catalog
    assert stored.recomputed_hash() == base_catalog.content_hash


def test_documents_stored_as_json_give_the_same_catalog(
    documents: dict[str, Any], base_catalog: Catalog
) -> None:
    stored = json.loads(json.dumps(documents))
    assert catalog_from_documents(stored) == base_catalog


def test_a_changed_number_changes_the_hash(
    documents: dict[str, Any], base_catalog: Catalog
) -> None:
    documents["enemies/wolf.yaml"]["perception"] += 1
    assert catalog_from_documents(documents).content_hash != base_catalog.content_hash
