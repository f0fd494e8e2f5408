"""NPC allies in the quest schema (QUEST-41/42): a quest may deploy them; what they may do
is validated with the file and the path of the field, and their references are checked
(controller hero, space on the map, ids apart from heroes' and enemies' unit ids)."""

from __future__ import annotations

from typing import Any

import pytest

from app.content.documents import catalog_from_documents
from app.content.schema.allies import NpcAlly
from tests.content.conftest import ROOT
from tests.content.test_broken_packs import errors_of

Q2 = "quests/q2.yaml"
WHERE = f"{ROOT}/{Q2}"


def innkeeper(**changes: Any) -> dict[str, Any]:
    ally: dict[str, Any] = {
        "id": "innkeeper",
        "name": "The Innkeeper",
        "at": [5, 5],
        "health": 4,
        "perception": 1,
        "defense": {"melee": 1},
        "attacks": [{"kind": "melee", "attribute": 1, "dice": 2}],
        "actions": [[{"do": "move", "value": 2}], [{"do": "attack", "kind": "melee", "to_hit": 2}]],
    }
    return {**ally, **changes}


def test_a_quest_with_an_ally_loads(documents: dict[str, Any]) -> None:
    documents[Q2]["allies"] = [innkeeper(controller="medic")]
    documents[Q2]["goal"]["protect"] = ["innkeeper"]
    quest = catalog_from_documents(documents, root=ROOT).quests["q2"]
    (ally,) = quest.allies
    assert isinstance(ally, NpcAlly) and ally.controller == "medic"
    assert ally.has_activity("attack") and not ally.has_activity("heal")
    assert quest.goal.protect == ("innkeeper",)


@pytest.mark.parametrize(
    ("changes", "path", "words"),
    [
        ({"attacks": []}, "allies[0]", "a melee attack needs a melee profile"),
        ({"actions": [[{"do": "hide"}]]}, "allies[0]", "no 'hide' activity"),
        ({"actions": [[{"do": "interact"}]]}, "allies[0]", "no 'interact' activity"),
        (
            {"actions": [[{"do": "move", "value": 2, "direction": "toward"}]]},
            "allies[0]",
            "'direction' and 'leap' are for enemy Moves",
        ),
        ({"actions": [[]]}, "allies[0]", "at least one activity"),
        ({"actions": []}, "allies[0].actions", "at least 1 item"),
        (
            {"abilities": [{"id": "a", "name": "A", "needs_card": True}]},
            "allies[0]",
            "its abilities are always on",
        ),
        (
            {"abilities": [{"id": "a", "name": "A", "effects": [{"effect": "push"}]}]},
            "allies[0]",
            "an ally's ability does only",
        ),
    ],
)
def test_what_an_ally_may_not_do_is_an_error(
    documents: dict[str, Any], changes: dict[str, Any], path: str, words: str
) -> None:
    documents[Q2]["allies"] = [innkeeper(**changes)]
    (error,) = errors_of(documents)
    assert error.startswith(f"{WHERE}: {path}"), error
    assert words in error, error


def test_protect_names_an_ally_of_the_quest(documents: dict[str, Any]) -> None:
    documents[Q2]["allies"] = [innkeeper()]
    documents[Q2]["goal"]["protect"] = ["innkeeper", "potboy"]
    (error,) = errors_of(documents)
    assert "goal.protect names no ally of the quest: ['potboy']" in error


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"controller": "jester"}, f"{WHERE}: allies[0].controller: unknown hero 'jester'"),
        (
            {"id": "medic"},
            f"{WHERE}: allies[0].id: the ally id 'medic' is also a hero's or an enemy's unit id",
        ),
        (
            {"id": "bandit-1"},
            f"{WHERE}: allies[0].id: the ally id 'bandit-1' is also a hero's or an enemy's unit id",
        ),
        ({"at": [5, 20]}, f"{WHERE}: allies[0].at: space [5, 20] is off the 12x10 board"),
    ],
)
def test_an_allys_references_are_checked(
    documents: dict[str, Any], changes: dict[str, Any], expected: str
) -> None:
    documents[Q2]["allies"] = [innkeeper(**changes)]
    assert errors_of(documents) == [expected]


def test_two_allies_of_a_quest_have_two_ids(documents: dict[str, Any]) -> None:
    documents[Q2]["allies"] = [innkeeper(), innkeeper(at=[6, 5])]
    (error,) = errors_of(documents)
    assert "two NPC allies of the quest share an id" in error
