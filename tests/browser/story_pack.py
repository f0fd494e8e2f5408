"""The ``storied`` pack of the reading panel's browser test (issue 23): the base pack whose
chapter starts with the party on M05 and, on M06, two red-triangle plot cards to be read
at once on arrival (CAMP-22): "Planks and Slime" (S004, here only a gold for each hero)
and "Rats under the Tanners' Quarter" (S007, a vote). S007 is turned over first and S004
after it, so S004 is followed first (app/engine/hunters/campaign/steps/cards.py) and S007's vote
opens after S004's text: the panel must show S007 above its own options. Each road pile
holds one quiet card that asks nothing, whatever the travel die shows."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from tests.browser.arsenal import BASE_PACK, _edit

STORIED = "storied"


def storied_pack(into: Path) -> Path:
    pack = into / STORIED
    shutil.copytree(BASE_PACK, pack)

    def meta(data: dict[str, Any]) -> None:
        data.update(id=STORIED, name="Base pack with two cards on M06 (browser tests)")

    def chapter(data: dict[str, Any]) -> None:
        data["setup"] = [
            {"do": "move_party", "to": "M05"},
            {"do": "place_card", "card": "S004", "at": "M06", "face": "down"},
            {"do": "place_card", "card": "S007", "at": "M06", "face": "down"},
        ]

    def planks(cards: list[dict[str, Any]]) -> None:
        s004 = next(c for c in cards if c["id"] == "S004")
        s004["instructions"] = [{"do": "gain", "who": "each_hero", "gold": 1}]

    _edit(pack / "pack.yaml", meta)
    _edit(pack / "campaign.yaml", chapter)
    _edit(pack / "plot_cards" / "tutorial.yaml", planks)
    for level in (1, 2, 3):
        quiet: dict[str, object] = {
            "id": f"R{level}-01", "name": "A Quiet Road", "level": level,
            "text": "Nothing stirs on the road but the dust of your own boots.",
            "instructions": [],
        }  # fmt: skip
        _edit(pack / "road_cards" / f"level_{level}.yaml", lambda _cards, q=quiet: [q])
    return pack
