"""The ``prepared`` pack of the prepare step's tests (issue 23, DEV-15): the base pack whose
chapter lays "Barred Shutters" (S002, quest 2) where the party starts instead of "The Road
to Penzberg" (S001, quest 1), so a new campaign reads S002 at once (CAMP-22, CAMP-36) and
then opens the prepare step before quest 2 (quest 1 has none, DEV-16). Each road pile
holds one quiet card that asks nothing."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import yaml

BASE_PACK = Path(__file__).resolve().parents[1] / "content" / "base"
PREPARED = "prepared"


def _edit(path: Path, change: Any) -> None:
    data = yaml.safe_load(path.read_text())
    data = change(data) or data
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False))


def prepared_pack(into: Path) -> Path:
    pack = into / PREPARED
    shutil.copytree(BASE_PACK, pack)

    def meta(data: dict[str, Any]) -> None:
        data.update(id=PREPARED, name="Base pack that opens on quest 2 (prepare step tests)")

    def chapter(data: dict[str, Any]) -> None:
        data["setup"] = [
            {"do": "move_party", "to": "M05"},
            {"do": "place_card", "card": "S002", "at": "M05", "face": "down"},
        ]

    _edit(pack / "pack.yaml", meta)
    _edit(pack / "campaign.yaml", chapter)
    for level in (1, 2, 3):
        quiet: dict[str, object] = {
            "id": f"R{level}-01", "name": "A Quiet Road", "level": level,
            "text": "Nothing stirs on the road but the dust of your own boots.",
            "instructions": [],
        }  # fmt: skip
        _edit(pack / "road_cards" / f"level_{level}.yaml", lambda _cards, q=quiet: [q])
    return pack
