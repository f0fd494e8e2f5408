"""Each quest of the base pack deploys legally for 2, 3 and 4 heroes (QUEST-06..09,
QUEST-45), and an illegal deployment is an error naming the quest file and field."""

from __future__ import annotations

from typing import Any

import pytest

from app.content.catalog import Catalog
from app.content.schema.quests import HeroCount, Quest
from tests.content.test_broken_packs import errors_of

PARTY_SIZES: tuple[HeroCount, ...] = (2, 3, 4)


def deployed(quest: Quest, heroes: int) -> dict[str, int]:
    counts: dict[str, int] = {}
    for deployment in quest.deployment:
        counts[deployment.enemy] = counts.get(deployment.enemy, 0) + deployment.count_for(heroes)
    return {enemy: n for enemy, n in counts.items() if n}


@pytest.mark.parametrize(
    ("quest_id", "expected"),
    [
        ("q1", {2: {"wolf": 2}, 3: {"wolf": 3}, 4: {"wolf": 4}}),
        (
            "q2",
            {
                2: {"bandit": 2, "crossbowman": 1},
                3: {"bandit": 3, "crossbowman": 1},
                4: {"bandit": 4, "crossbowman": 1},
            },
        ),
        ("q3a", {2: {"megaloptera": 1}, 3: {"megaloptera": 1}, 4: {"megaloptera": 1}}),
        ("q3b", {2: {"megaloptera": 1}, 3: {"megaloptera": 1}, 4: {"megaloptera": 1}}),
    ],
)
def test_each_quest_deploys_for_two_three_and_four_heroes(
    base_catalog: Catalog, quest_id: str, expected: dict[int, dict[str, int]]
) -> None:
    """WE-17 for quest 1 (Wolves 2/3/4); the icons match the Deployment list (QUEST-45)."""
    quest = base_catalog.quests[quest_id]
    quest_map = base_catalog.maps[quest.map]
    width, height = quest_map.board.size
    assert quest_map.deployment_zone
    spaces = [*quest_map.deployment_zone, *(d.at for d in quest.deployment)]
    assert all(0 <= x < width and 0 <= y < height for x, y in spaces)
    for heroes in PARTY_SIZES:
        assert deployed(quest, heroes) == expected[heroes]
        listed = {enemy: n[heroes] for enemy, n in quest.enemy_counts.items()}
        assert listed == expected[heroes]


def test_the_megaloptera_starts_wounded_in_smaller_parties(base_catalog: Catalog) -> None:
    """QUEST-08: a starting-damage marker per party size on the same space."""
    for quest_id in ("q3a", "q3b"):
        damage = {
            heroes: d.damage
            for d in base_catalog.quests[quest_id].deployment
            for heroes in PARTY_SIZES
            if d.count_for(heroes)
        }
        assert damage == {2: 3, 3: 1, 4: 0}


def test_the_tutorial_quests_teach_what_the_book_does(base_catalog: Catalog) -> None:
    quests = base_catalog.quests
    assert (quests["q1"].goal.kind, quests["q1"].goal.rounds, quests["q1"].deck) == (
        "eliminate_all",
        6,
        "quest_one",
    )
    assert (quests["q2"].goal.kind, quests["q2"].goal.rounds, quests["q2"].deck) == (
        "survive",
        5,
        "full",
    )
    q2_board = base_catalog.maps[quests["q2"].map].board
    assert q2_board.walls and q2_board.rough and q2_board.cover and q2_board.hiding
    for quest_id in ("q3a", "q3b"):
        quest = quests[quest_id]
        assert quest.night and quest.traps and base_catalog.maps[quest.map].board.findings
        assert quest.goal.alternative_interaction in {i.id for i in quest.interactions}
    assert (quests["q3a"].variant, quests["q3b"].variant) == ("A", "B")


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (
            lambda q: q["deployment"][0].update(at=[8, 1]),
            "content/base/quests/q1.yaml: deployment[0].at: space [8, 1] is off the 8x8 board",
        ),
        (
            lambda q: q["deployment"][3]["heroes"].update({"4": 0}),
            "content/base/quests/q1.yaml: enemy_counts.wolf: the Deployment list says 4 wolf "
            "for 4 heroes but the map's icons deploy 3 (QUEST-45)",
        ),
    ],
)
def test_an_illegal_deployment_is_an_error(
    documents: dict[str, Any], edit: Any, expected: str
) -> None:
    edit(documents["quests/q1.yaml"])
    assert errors_of(documents) == [expected]


def test_a_quest_needing_more_miniatures_than_the_box_holds_is_an_error(
    documents: dict[str, Any],
) -> None:
    quest = documents["quests/q1.yaml"]
    quest["deployment"].append({"enemy": "wolf", "at": [0, 0], "heroes": {2: 0, 3: 0, 4: 3}})
    quest["enemy_counts"]["wolf"]["4"] = 7
    assert errors_of(documents) == [
        "content/base/quests/q1.yaml: deployment: "
        "7 wolf miniatures needed for 4 heroes; the box has 6"
    ]


def test_a_deployment_zone_off_the_board_is_an_error(documents: dict[str, Any]) -> None:
    documents["maps/q1_forest_clearing.yaml"]["deployment_zone"].append([3, 8])
    assert errors_of(documents) == [
        "content/base/maps/q1_forest_clearing.yaml: deployment_zone[6]: "
        "space [3, 8] is off the 8x8 board"
    ]


def test_a_quest_deploying_no_enemy_is_an_error(documents: dict[str, Any]) -> None:
    for deployment in documents["quests/q1.yaml"]["deployment"]:
        deployment["heroes"]["2"] = 0
    documents["quests/q1.yaml"]["enemy_counts"]["wolf"]["2"] = 0
    assert errors_of(documents) == [
        "content/base/quests/q1.yaml: deployment: no enemy is deployed for 2 heroes"
    ]


def test_an_interaction_may_only_open_a_wall_that_exists(documents: dict[str, Any]) -> None:
    interaction = documents["quests/q3a.yaml"]["interactions"][0]
    interaction["removes_walls"] = [{"at": [0, 0], "side": "N"}]
    assert errors_of(documents) == [
        "content/base/quests/q3a.yaml: interactions[0].removes_walls[0]: "
        "the map has no wall at [0, 0] N to remove"
    ]
