"""A pack as documents (file name -> parsed YAML/JSON data) turned into a :class:`Catalog`.

No file I/O here: :mod:`app.content.loader` reads the files, and the server can hand in
a pack stored as JSON in its database. A pack's documents are ``pack.yaml`` (the
manifest: id, name, version), ``campaign.yaml`` (the campaign setup) and, in one folder
per kind, files holding one object (a mapping) or several (a list).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from pydantic import BaseModel, ValidationError

from app.content.catalog import Catalog
from app.content.checks import check_pack
from app.content.checks.known import Known
from app.content.errors import ContentError, PackError, format_location, join_path
from app.content.manifest import Manifest
from app.content.schema.campaign import (
    CampaignSetup,
    Location,
    MapCard,
    Recipe,
    Resource,
    WagonCategory,
)
from app.content.schema.cards import ActionCard, EnemyActionCard
from app.content.schema.enemies import Enemy
from app.content.schema.equipment import Equipment
from app.content.schema.heroes import Hero
from app.content.schema.maps import QuestMap
from app.content.schema.quests import Quest
from app.content.schema.story import PlotCard, RoadCard, TaleEntry, TaskCard, TownCard

MANIFEST = "pack.yaml"
CAMPAIGN = "campaign.yaml"

KINDS: dict[str, type[BaseModel]] = {
    "heroes": Hero,
    "cards": ActionCard,
    "enemies": Enemy,
    "enemy_cards": EnemyActionCard,
    "equipment": Equipment,
    "maps": QuestMap,
    "quests": Quest,
    "resources": Resource,
    "wagon": WagonCategory,
    "recipes": Recipe,
    "map_cards": MapCard,
    "locations": Location,
    "road_cards": RoadCard,
    "town_cards": TownCard,
    "plot_cards": PlotCard,
    "task_cards": TaskCard,
    "tales": TaleEntry,
}
"""Folder name (= catalog field) -> the schema of the objects in its files."""


@dataclass
class _Assembly:
    """Objects parsed so far, where each came from, and the errors met."""

    root: str
    objects: dict[str, dict[str, BaseModel]] = field(default_factory=dict)
    origins: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)
    failed: dict[str, list[dict[str, object]]] = field(default_factory=dict)
    errors: list[ContentError] = field(default_factory=list)

    def file(self, name: str) -> str:
        return f"{self.root}/{name}" if self.root else name

    def error(self, name: str, path: str, message: str) -> None:
        self.errors.append(ContentError(self.file(name), path, message))


def catalog_from_documents(documents: Mapping[str, object], root: str = "") -> Catalog:
    """Validate a pack's documents and return its catalog, or raise :class:`PackError`
    listing every error with its file (``root``/name) and path."""
    assembly = _Assembly(root)
    manifest = _parse_one(assembly, MANIFEST, documents.get(MANIFEST), Manifest, required=True)
    if isinstance(manifest, Manifest) and manifest.game != "hunters":
        assembly.error(MANIFEST, "game", f"a {manifest.game} pack, not one of The Hunters")
        raise PackError(assembly.errors)
    campaign = _parse_one(assembly, CAMPAIGN, documents.get(CAMPAIGN), CampaignSetup)
    for name in sorted(documents):
        if name not in (MANIFEST, CAMPAIGN):
            _parse_document(assembly, name, documents[name])
    catalog = _unchecked_catalog(assembly, manifest, campaign)
    for problem in check_pack(catalog, _known(assembly, catalog)):
        name, prefix = assembly.origins.get((problem.kind, problem.id), (CAMPAIGN, ""))
        assembly.error(name, join_path(prefix, problem.path), problem.message)
    if assembly.errors:
        raise PackError(assembly.errors)
    return catalog.model_copy(update={"content_hash": catalog.recomputed_hash()})


def _unchecked_catalog(
    assembly: _Assembly, manifest: BaseModel | None, campaign: BaseModel | None
) -> Catalog:
    """The catalog of every object that passed its schema, before the whole-pack checks."""
    fields = {kind: assembly.objects.get(kind, {}) for kind in KINDS}
    about = manifest if isinstance(manifest, Manifest) else Manifest(id="x", name="x", version="0")
    return Catalog.model_validate(
        {
            "pack": about.id,
            "name": about.name,
            "version": about.version,
            "content_hash": "0" * 64,
            "campaign": campaign,
            **fields,
        }
    )


def _known(assembly: _Assembly, catalog: Catalog) -> Known:
    """Ids of every kind, the ones of objects that failed their schema included."""
    failed = {kind: tuple(raws) for kind, raws in assembly.failed.items()}
    broken = Known({}, failed)
    ids = {
        kind: frozenset(getattr(catalog, kind)) | broken.failed_values(kind, "id") for kind in KINDS
    }
    return Known(ids, failed)


def _parse_one(
    assembly: _Assembly, name: str, data: object, model: type[BaseModel], required: bool = False
) -> BaseModel | None:
    if data is None:
        if required:
            assembly.error(name, "", "missing: every pack has a manifest (id, name, version)")
        return None
    try:
        return model.model_validate(data)
    except ValidationError as invalid:
        _report(assembly, name, "", invalid)
        return None


def _parse_document(assembly: _Assembly, name: str, data: object) -> None:
    kind = name.split("/", 1)[0]
    if "/" not in name or kind not in KINDS:
        folders = ", ".join(sorted(KINDS))
        assembly.error(name, "", f"not part of a pack: files go in one of the folders {folders}")
        return
    if isinstance(data, list):
        for index, item in enumerate(data):
            _parse_object(assembly, name, f"[{index}]", kind, item)
    elif isinstance(data, dict):
        _parse_object(assembly, name, "", kind, data)
    else:
        assembly.error(name, "", "a file holds one object (a mapping) or a list of objects")


def _parse_object(assembly: _Assembly, name: str, prefix: str, kind: str, data: object) -> None:
    model = KINDS[kind]
    try:
        parsed = model.model_validate(data)
    except ValidationError as invalid:
        _report(assembly, name, prefix, invalid)
        if isinstance(data, dict):
            assembly.failed.setdefault(kind, []).append(data)
        return
    object_id: str = getattr(parsed, "id")  # noqa: B009 - every kind has an id field
    earlier = assembly.origins.get((kind, object_id))
    if earlier is not None:
        where = join_path(earlier[0], earlier[1]) if earlier[1] else earlier[0]
        assembly.error(name, join_path(prefix, "id"), f"duplicate id {object_id!r} (see {where})")
        return
    assembly.objects.setdefault(kind, {})[object_id] = parsed
    assembly.origins[(kind, object_id)] = (name, prefix)


def _report(assembly: _Assembly, name: str, prefix: str, invalid: ValidationError) -> None:
    """Every error of one object, except "too short" echoes of a bad item inside the same
    list (pydantic drops the bad item, then finds the list short)."""
    errors = invalid.errors(include_url=False)
    locations = [tuple(error["loc"]) for error in errors]
    for error in errors:
        loc = tuple(error["loc"])
        inner = any(other[: len(loc)] == loc and other != loc for other in locations)
        if error["type"] == "too_short" and inner:
            continue
        assembly.error(name, join_path(prefix, format_location(loc)), error["msg"])
