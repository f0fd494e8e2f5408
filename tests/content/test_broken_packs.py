"""Every kind of mistake in a pack is reported with its file and the path of the field,
and all of them at once (DESIGN principle 6)."""

from __future__ import annotations

from typing import Any

import pytest

from app.content.documents import catalog_from_documents
from app.content.errors import PackError
from tests.content.conftest import ROOT


def errors_of(documents: dict[str, Any]) -> list[str]:
    with pytest.raises(PackError) as raised:
        catalog_from_documents(documents, root=ROOT)
    return [str(error) for error in raised.value.errors]


def by_id(documents: dict[str, Any], file: str, object_id: str) -> dict[str, Any]:
    entries = documents[file]
    found: dict[str, Any] = next(e for e in entries if e["id"] == object_id)
    return found


def test_a_schema_error_names_file_and_path(documents: dict[str, Any]) -> None:
    documents["enemies/wolf.yaml"]["attacks"][0]["dice"] = 0
    assert errors_of(documents) == [
        "content/base/enemies/wolf.yaml: attacks[0].dice: "
        "Input should be greater than or equal to 1"
    ]


def test_an_unknown_key_is_an_error(documents: dict[str, Any]) -> None:
    documents["enemies/wolf.yaml"]["helth"] = 3
    assert errors_of(documents) == [
        "content/base/enemies/wolf.yaml: helth: Extra inputs are not permitted"
    ]


def test_an_effect_outside_the_vocabulary_is_an_error(documents: dict[str, Any]) -> None:
    card = by_id(documents, "cards/landsknecht.yaml", "LK02")
    card["reaction"]["effects"][0] = {"effect": "explode", "amount": 3}
    (error,) = errors_of(documents)
    assert error.startswith("content/base/cards/landsknecht.yaml: [1].reaction.effects[0]: ")
    assert "'explode'" in error and "'to_hit'" in error


def test_an_activity_outside_the_vocabulary_is_an_error(documents: dict[str, Any]) -> None:
    documents["enemy_cards/wolf.yaml"][0]["rows"][0]["actions"][0][0] = {"do": "howl"}
    (error,) = errors_of(documents)
    assert error.startswith("content/base/enemy_cards/wolf.yaml: [0].rows[0].actions[0][0]: ")
    assert "'howl'" in error


def test_an_instruction_outside_the_narrative_vocabulary_is_an_error(
    documents: dict[str, Any],
) -> None:
    documents["quests/q1.yaml"]["victory"].append({"do": "summon_dragon"})
    (error,) = errors_of(documents)
    assert error.startswith("content/base/quests/q1.yaml: victory[3]: ")
    assert "'summon_dragon'" in error


@pytest.mark.parametrize(
    ("file", "edit", "expected"),
    [
        (
            "cards/landsknecht.yaml",
            lambda d: d[0].update(hero="landsnecht"),
            "content/base/cards/landsknecht.yaml: [0].hero: unknown hero 'landsnecht'",
        ),
        (
            "heroes/medic.yaml",
            lambda d: d["starting_equipment"].append("scalpel"),
            "content/base/heroes/medic.yaml: starting_equipment[5]: unknown equipment 'scalpel'",
        ),
        (
            "enemies/veteran_crossbowman.yaml",
            lambda d: d.update(variant_of="archer"),
            "content/base/enemies/veteran_crossbowman.yaml: variant_of: unknown enemy 'archer'",
        ),
        (
            "quests/q2.yaml",
            lambda d: d.update(map="q2_tavern"),
            "content/base/quests/q2.yaml: map: unknown map 'q2_tavern'",
        ),
        (
            "quests/q2.yaml",
            lambda d: d["reinforcements"][0]["enemies"][0].update(enemy="brigand"),
            "content/base/quests/q2.yaml: reinforcements[0].enemies[0].enemy: "
            "unknown enemy 'brigand'",
        ),
        (
            "recipes/armorers_tools.yaml",
            lambda d: d[0]["resources"].update(mithril=1),
            "content/base/recipes/armorers_tools.yaml: [0].resources.mithril: "
            "unknown resource 'mithril'",
        ),
        (
            "recipes/workshop.yaml",
            lambda d: d[0].update(item="lasso"),
            "content/base/recipes/workshop.yaml: [0].item: unknown equipment 'lasso'",
        ),
        (
            "tales/tutorial.yaml",
            lambda d: d[0]["instructions"][0]["options"][0]["then"][0].update(at="M99"),
            "content/base/tales/tutorial.yaml: [0].instructions[0].options[0].then[0].at: "
            "unknown map or location card 'M99'",
        ),
        (
            "plot_cards/tutorial.yaml",
            lambda d: d[0]["instructions"][0].update(quest="q99"),
            "content/base/plot_cards/tutorial.yaml: [0].instructions[0].quest: unknown quest 'q99'",
        ),
        (
            "task_cards/tutorial.yaml",
            lambda d: d[0]["undertake"][0].update(entry="9.99"),
            "content/base/task_cards/tutorial.yaml: [0].undertake[0].entry: "
            "unknown tale entry '9.99'",
        ),
        (
            "locations/penzberg.yaml",
            lambda d: d[2]["prices"][0].update(item="cannon"),
            "content/base/locations/penzberg.yaml: [2].prices[0].item: "
            "unknown equipment or resource 'cannon'",
        ),
        (
            "campaign.yaml",
            lambda d: d["findings"].update({"6": "unobtainium"}),
            "content/base/campaign.yaml: findings.6: unknown resource 'unobtainium'",
        ),
    ],
)
def test_an_unknown_id_is_reported_where_it_is_used(
    documents: dict[str, Any], file: str, edit: Any, expected: str
) -> None:
    edit(documents[file])
    assert errors_of(documents) == [expected]


def test_an_enemy_deck_without_cards_is_an_error(documents: dict[str, Any]) -> None:
    documents["enemies/wolf.yaml"]["deck"] = "wolves"
    errors = errors_of(documents)
    assert (
        "content/base/enemies/wolf.yaml: deck: "
        "deck 'wolves' has 0 action cards; a deck has 3-10 (ENEMY-03)"
    ) in errors
    assert "content/base/enemy_cards/wolf.yaml: [0].deck: no enemy uses deck 'wolf'" in errors


def test_a_card_may_only_switch_on_an_ability_that_needs_one(documents: dict[str, Any]) -> None:
    documents["enemy_cards/wolf.yaml"][0]["activates"] = ["parry"]
    assert errors_of(documents) == [
        "content/base/enemy_cards/wolf.yaml: [0].activates[0]: "
        "no enemy of deck 'wolf' has an ability 'parry' needing a card"
    ]


def test_a_duplicate_id_is_reported_with_the_first_place(documents: dict[str, Any]) -> None:
    documents["enemies/wolf_copy.yaml"] = documents["enemies/wolf.yaml"]
    assert errors_of(documents) == [
        "content/base/enemies/wolf_copy.yaml: id: duplicate id 'wolf' (see enemies/wolf.yaml)"
    ]


def test_a_broken_object_does_not_also_break_its_mentions(documents: dict[str, Any]) -> None:
    """The Wolf fails its schema; cards and quests naming it report nothing more."""
    documents["enemies/wolf.yaml"]["health"] = 0
    assert errors_of(documents) == [
        "content/base/enemies/wolf.yaml: health: Input should be greater than or equal to 1"
    ]


def test_every_error_is_reported_at_once(documents: dict[str, Any]) -> None:
    documents["enemies/wolf.yaml"]["health"] = 0
    documents["quests/q2.yaml"]["map"] = "nowhere"
    del documents["pack.yaml"]
    documents["stray.yaml"] = {}
    assert len(errors_of(documents)) == 4


def test_a_missing_starting_card_breaks_the_twenty(documents: dict[str, Any]) -> None:
    """DEV-13: the starting cards make exactly 20 copies."""
    by_id(documents, "cards/huntress.yaml", "HT06")["copies"] = 1
    assert errors_of(documents) == [
        "content/base/heroes/huntress.yaml: id: "
        "the starting (ST) cards make 19 copies, not 20 (DEV-13)"
    ]


def test_starting_equipment_must_fit_the_board(documents: dict[str, Any]) -> None:
    """DEV-04, EQUIP-03/04: on its own slots, or carried on free backpack slots."""
    documents["heroes/medic.yaml"]["starting_equipment"] += ["bandage", "plate_armor"]
    assert errors_of(documents) == [
        "content/base/heroes/medic.yaml: starting_equipment: "
        "the starting equipment needs 3 more slot(s) than the board has free"
    ]
