"""A Primal pack's documents (file name -> parsed YAML) turned into a PrimalCatalog.

``pack.yaml`` is the manifest (``game: primal``); every other file lies in one folder
per kind (``hunters/``, ``cards/``, ``masteries/``, ``weapons/``, ``protections/``,
``items/``, ``attrition/``, ``monsters/``, ``fights/``, ``campaign/``) and holds one
object or a list.
Every error names its file and the path of the bad field.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, ValidationError

from app.content.errors import ContentError, PackError, format_location, join_path
from app.content.manifest import Manifest
from app.content.primal.book import check_book_counts
from app.content.primal.catalog import PrimalCatalog
from app.content.primal.checks import check_primal_pack
from app.content.schema.primal.campaign import CampaignBook
from app.content.schema.primal.cards import ActionCard, Mastery
from app.content.schema.primal.fights import Fight
from app.content.schema.primal.gear import Item, Protection, Weapon
from app.content.schema.primal.hunters import Hunter
from app.content.schema.primal.monsters import AttritionCard, Monster

MANIFEST = "pack.yaml"
PRIMAL_KINDS: dict[str, type[BaseModel]] = {
    "hunters": Hunter,
    "cards": ActionCard,
    "masteries": Mastery,
    "weapons": Weapon,
    "protections": Protection,
    "items": Item,
    "attrition": AttritionCard,
    "monsters": Monster,
    "fights": Fight,
    "campaign": CampaignBook,
}


class _Pack:
    def __init__(self, root: str) -> None:
        self.root = root
        self.errors: list[ContentError] = []
        self.objects: dict[str, dict[str, BaseModel]] = {kind: {} for kind in PRIMAL_KINDS}
        self.origins: dict[tuple[str, str], tuple[str, str]] = {}

    def error(self, name: str, path: str, message: str) -> None:
        self.errors.append(
            ContentError(f"{self.root}/{name}" if self.root else name, path, message)
        )

    def report(self, name: str, prefix: str, invalid: ValidationError) -> None:
        for problem in invalid.errors(include_url=False):
            where = join_path(prefix, format_location(tuple(problem["loc"])))
            self.error(name, where, problem["msg"])


def primal_catalog_from_documents(documents: Mapping[str, object], root: str = "") -> PrimalCatalog:
    """Validate a Primal pack's documents, or raise PackError listing every problem."""
    pack = _Pack(root)
    manifest: Manifest | None = None
    try:
        manifest = Manifest.model_validate(documents.get(MANIFEST))
    except ValidationError as invalid:
        pack.report(MANIFEST, "", invalid)
    if manifest is not None and manifest.game != "primal":
        pack.error(MANIFEST, "game", "this pack is not a Primal pack (game: primal)")
    for name in sorted(documents):
        if name != MANIFEST:
            _document(pack, name, documents[name])
    catalog = PrimalCatalog.model_validate(
        {
            "pack": manifest.id if manifest else "x",
            "name": manifest.name if manifest else "",
            "version": manifest.version if manifest else "0",
            "content_hash": "0" * 64,
            **pack.objects,
        }
    )
    problems = list(check_primal_pack(catalog))
    if manifest is not None and manifest.book_counts:
        problems += check_book_counts(catalog)
    for problem in problems:
        name, prefix = pack.origins.get((problem.kind, problem.id), (MANIFEST, ""))
        pack.error(name, join_path(prefix, problem.path), problem.message)
    if pack.errors:
        raise PackError(pack.errors)
    return catalog.model_copy(update={"content_hash": catalog.recomputed_hash()})


def _document(pack: _Pack, name: str, data: object) -> None:
    kind = name.split("/", 1)[0]
    if "/" not in name or kind not in PRIMAL_KINDS:
        folders = ", ".join(sorted(PRIMAL_KINDS))
        pack.error(name, "", f"not part of a Primal pack: files go in one of {folders}")
        return
    items = data if isinstance(data, list) else [data]
    if not isinstance(data, list | dict):
        pack.error(name, "", "a file holds one object (a mapping) or a list of objects")
        return
    for index, item in enumerate(items):
        prefix = f"[{index}]" if isinstance(data, list) else ""
        try:
            parsed = PRIMAL_KINDS[kind].model_validate(item)
        except ValidationError as invalid:
            pack.report(name, prefix, invalid)
            continue
        object_id: str = getattr(parsed, "id")  # noqa: B009 - every kind has an id
        if object_id in pack.objects[kind]:
            pack.error(name, join_path(prefix, "id"), f"duplicate id {object_id!r}")
            continue
        pack.objects[kind][object_id] = parsed
        pack.origins[(kind, object_id)] = (name, prefix)
