"""A pack of any game the platform hosts: its documents read by the game its manifest
declares (``game:`` in ``pack.yaml``; none: The Hunters'), and what of it a browser may
read. The upload route and ``hunters content load`` go through here (issue 28)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.content.catalog import Catalog
from app.content.documents import catalog_from_documents
from app.content.primal.catalog import PrimalCatalog
from app.content.primal.documents import primal_catalog_from_documents
from app.content.public import public_content

MANIFEST = "pack.yaml"


def declared_game(documents: Mapping[str, object]) -> str:
    """The game a pack's manifest names (``hunters`` when it names none)."""
    manifest = documents.get(MANIFEST)
    game = manifest.get("game", "hunters") if isinstance(manifest, dict) else "hunters"
    return str(game)


def any_catalog_from_documents(
    documents: Mapping[str, object], root: str = ""
) -> Catalog | PrimalCatalog:
    """Validate a pack's documents by its game, or raise PackError listing every problem."""
    if declared_game(documents) == "primal":
        return primal_catalog_from_documents(documents, root=root)
    return catalog_from_documents(documents, root=root)


def public_pack(catalog: Catalog | PrimalCatalog) -> dict[str, Any]:
    """What of a pack the browser may read. A Primal pack: its hunters, their cards and
    gear (weapons, armor and helms, items and potions, masteries: the campaign's forge,
    herbalist and sheets name them), the monsters by name, and the fights by name with
    their monster's (the hunt and the monster's level are chosen apart, issue 30); never
    a monster's behavior cards nor the attrition deck (faces the fight reveals one at a
    time, to the table, in its views)."""
    if isinstance(catalog, Catalog):
        return public_content(catalog)
    return {
        "game": "primal",
        "pack": catalog.pack,
        "name": catalog.name,
        "version": catalog.version,
        "hunters": {k: h.model_dump(mode="json") for k, h in catalog.hunters.items()},
        "cards": {k: c.model_dump(mode="json") for k, c in catalog.cards.items() if c.hunter},
        "weapons": {k: w.model_dump(mode="json") for k, w in catalog.weapons.items()},
        "protections": {k: p.model_dump(mode="json") for k, p in catalog.protections.items()},
        "items": {k: i.model_dump(mode="json") for k, i in catalog.items.items()},
        "masteries": {k: m.model_dump(mode="json") for k, m in catalog.masteries.items()},
        "monsters": {k: {"id": m.id, "name": m.name} for k, m in catalog.monsters.items()},
        "fights": {
            k: {
                "id": f.id,
                "name": f.name,
                "levels": list(f.levels),
                "monster_name": catalog.monsters[f.monster].name,
            }
            for k, f in catalog.fights.items()
        },
    }
