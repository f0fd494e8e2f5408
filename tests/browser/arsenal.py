"""Pack ``arsenal``: the base pack with a small first quest built so that the traits,
items and reactions of issue 5 happen for certain, whatever the dice say.

- Quest 1 is a 6x5 clearing: two wolves share [3, 1] (a "2x" space); the heroes deploy on
  [2, 2], [3, 2], [3, 3] or [1, 3]; one more wolf arrives at [0, 0] in round 2.
- Wolves have 40 Health (no attack of these tests removes one) and Perception 0 (every
  hero with Perception acts before them); a wolf bites weakly (one die, only a 1 hits,
  no attribute) and the Huntress and the Sorceress have 5 Health, so no bite of these
  tests knocks a hero out; all three wolf cards say the same thing: next to a
  hero, bite; farther, Move 2 toward the closest hero, then bite.
- The Huntress carries an Arquebus (Reload) with Stunning Arrows (an addition, once per
  quest), a Fearless Infusion and a Stun Grenade; the Landsknecht a Zweihänder (Area,
  Mighty). Their quest-1 decks let the tests choose hands whose reactions fit only where
  a test wants a reaction window (Hamstring for the Huntress and Repel for the Sorceress
  are both "an enemy is about to act" reactions).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import yaml

BASE_PACK = Path(__file__).resolve().parents[2] / "content" / "base"
WOLVES_AT = [3, 1]
ARRIVAL_AT = [0, 0]

HEROES: dict[str, dict[str, Any]] = {
    "huntress": {
        "health": {"start": 5, "costs": []},
        "starting_equipment": [
            "arquebus", "stunning_arrows", "hunting_knife", "leather_jerkin",
            "fearless_infusion", "stun_grenade",
        ],
        "quest_one_deck": [
            "HT17", "HT17", "HT02", "HT02", "HT03", "HT03", "HT04", "HT04", "HT05", "HT05",
        ],
    },
    "landsknecht": {
        "starting_equipment": ["zweihander", "gambeson", "bandage"],
        "quest_one_deck": [
            "LK02", "LK02", "LK04", "LK04", "LK06", "LK06", "LK08", "LK08", "LK05", "LK05",
        ],
    },
    "sorceress": {
        "health": {"start": 5, "costs": []},
        "quest_one_deck": [
            "SR08", "SR08", "SR01", "SR05", "SR05", "SR05", "SR10", "SR10", "SR11", "SR11",
        ],
    },
}  # fmt: skip

WOLF_ROWS = [
    {"distance": "0", "actions": [[{"do": "attack", "kind": "melee", "to_hit": 0}]]},
    {
        "distance": "1+",
        "actions": [
            [
                {"do": "move", "value": 2, "direction": "toward"},
                {"do": "attack", "kind": "melee", "to_hit": 0},
            ]
        ],
    },
]


def _edit(path: Path, change: Any) -> None:
    data = yaml.safe_load(path.read_text())
    data = change(data) or data
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False))


def arsenal_pack(into: Path) -> Path:
    pack = into / "arsenal"
    shutil.copytree(BASE_PACK, pack)

    def meta(data: dict[str, Any]) -> None:
        data.update(id="arsenal", name="Base pack with a test armoury (browser tests)")

    _edit(pack / "pack.yaml", meta)
    for hero, changes in HEROES.items():
        _edit(pack / "heroes" / f"{hero}.yaml", lambda data, c=changes: data.update(c))

    def wolf(data: dict[str, Any]) -> None:
        data.update(health=40, perception=0, attacks=[{"kind": "melee", "attribute": 0, "dice": 1}])

    _edit(pack / "enemies" / "wolf.yaml", wolf)

    def wolf_cards(cards: list[dict[str, Any]]) -> None:
        for card in cards:
            card["rows"] = WOLF_ROWS

    _edit(pack / "enemy_cards" / "wolf.yaml", wolf_cards)

    def clearing(page: dict[str, Any]) -> None:
        page["board"] = {"size": [6, 5], "exits": False}
        page["look"] = {"ground": "meadow"}  # the base map's areas lie off the small board
        page["deployment_zone"] = [[2, 2], [3, 2], [3, 3], [1, 3]]

    _edit(pack / "maps" / "q1_forest_clearing.yaml", clearing)

    def quest(data: dict[str, Any]) -> None:
        two = {2: 2, 3: 2, 4: 2}
        one = {2: 1, 3: 1, 4: 1}
        data["deployment"] = [{"enemy": "wolf", "at": WOLVES_AT, "heroes": two}]
        data["enemy_counts"] = {"wolf": two}
        data["reinforcements"] = [
            {"round": 2, "enemies": [{"enemy": "wolf", "at": ARRIVAL_AT, "heroes": one}]}
        ]

    _edit(pack / "quests" / "q1.yaml", quest)
    return pack


INNKEEPER = {
    "id": "innkeeper",
    "name": "The Innkeeper",
    "at": [2, 3],
    "health": 4,
    "perception": 3,
    "defense": {"melee": 1},
    "attacks": [{"kind": "melee", "attribute": 1, "dice": 2}],
    "actions": [
        [{"do": "move", "value": 2}],
        [{"do": "attack", "kind": "melee", "to_hit": 2}],
    ],
    "controller": "huntress",
    "text": "He keeps a cudgel under the counter and knows how to use it.",
}


def allied_pack(into: Path) -> Path:
    """Pack ``allied``: ``arsenal`` with an NPC ally (QUEST-41/42) in quest 1, the
    Innkeeper on [2, 3], commanded by the Huntress's player; with Perception 3 he acts
    first."""
    pack = into / "allied"
    shutil.copytree(arsenal_pack(into / "allied-base"), pack)

    def meta(data: dict[str, Any]) -> None:
        data.update(id="allied", name="Arsenal pack with an NPC ally (browser tests)")

    _edit(pack / "pack.yaml", meta)
    _edit(pack / "quests" / "q1.yaml", lambda data: data.update(allies=[INNKEEPER]))
    return pack
